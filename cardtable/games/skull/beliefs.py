"""Skull & Roses: what the computer believes about how each other player bids (issue 29).

A person bids what they can turn over, and now and then bluffs or bids wild. How often
each player at this table plays without reading it (``wildness``) is learnt from what
the table has shown, over a prior from typical play: a challenge lost is a bid beyond
what the stacks held; a challenge won, a bid within them; a high bid standing now beyond
what anyone could count on (its bidder's own stack and half the others') is a wild one.
Everything read here is public: the score sheet, the bids, the number of cards on each mat.

The searcher's tree then has the others move by the people-like policy (knowing only their
own cards), at random as often as their wildness says: against careful players raising to
every card with nothing known is a losing bet, against reckless ones a low bid is left to
them to overreach.
"""

from __future__ import annotations

from .state import SkullState

TYPICAL_WILD = 0.1  # a typical player's share of moves made without reading the table (the prior)
PRIOR_WEIGHT = 2.0  # the prior's weight, in challenges seen
STANDING_WEIGHT = 1.0  # a high bid standing beyond any count, as evidence (in challenges lost)
WILD_MAX = 0.95


def public_reach(state: SkullState, seat: int) -> int:
    """The most a careful player in ``seat`` would bid, as the others can count it: every card
    of its own stack (only it knows whether they are roses) and one in two of the others'."""
    zones = state.table.zones
    own = len(zones[state.mats[seat]])
    others = sum(len(zones[state.mats[o]]) for o in range(state.players) if o != seat)
    return max(1, own + (others + 1) // 2)


def wildness(state: SkullState) -> list[float]:
    """Each player's share of moves at random, as this table has shown it (see the module text)."""
    n = state.players
    lost, seen = [0.0] * n, [0.0] * n
    for line in state.sheet:
        who, outcome = line[1], line[3]
        if who is None:
            continue
        seen[who] += 1
        if outcome == "lost":
            lost[who] += 1
    b = state.bidder
    if state.phase == "bid" and b is not None and state.high > public_reach(state, b):
        lost[b] += STANDING_WEIGHT
        seen[b] += STANDING_WEIGHT
    return [min(WILD_MAX, (TYPICAL_WILD * PRIOR_WEIGHT + lost[s]) / (PRIOR_WEIGHT + seen[s])) for s in range(n)]
