"""Skull & Roses: what the computer believes about how each other player bids (issue 29).

A person bids what they can turn over, and now and then bluffs or bids wild. How often
each player at this table plays without reading it (``wildness``) is learnt from what
the table has shown, over a prior from typical play: a challenge lost is a bid beyond
what the stacks held; a challenge won, a bid within them; and every bid beyond what anyone
could count on (its bidder's own stack and half the others', ``public_reach``) is a wild
one (the rules keep the tally: ``SkullState.spoke`` and ``bold``). Everything read here is
public: the score sheet, the bids, the number of cards on each mat.

The searcher's tree then has the others move by the people-like policy (knowing only their
own cards), at random as often as their wildness says: against careful players raising to
every card with nothing known is a losing bet, against reckless ones a low bid is left to
them to overreach.
"""

from __future__ import annotations

from .state import SkullState, public_reach

__all__ = ["public_reach", "wildness"]

TYPICAL_WILD = 0.25  # a typical player's share of moves made without reading the table (the prior)
PRIOR_WEIGHT = 1.0  # the prior's weight, in challenges seen
WILD_MAX = 0.95


def wildness(state: SkullState) -> list[float]:
    """Each player's share of moves at random, as this table has shown it (see the module text):
    a bid beyond any careful count, or a challenge lost, is a wild move; a bid within the count,
    or a challenge won, a careful one."""
    n = state.players
    wild = [float(b) for b in state.bold]
    seen = [float(k) for k in state.spoke]
    for line in state.sheet:
        who, outcome = line[1], line[3]
        if who is None:
            continue
        seen[who] += 1
        if outcome == "lost":
            wild[who] += 1
    return [min(WILD_MAX, (TYPICAL_WILD * PRIOR_WEIGHT + wild[s]) / (PRIOR_WEIGHT + seen[s])) for s in range(n)]
