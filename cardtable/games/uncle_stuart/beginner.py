"""Uncle Stuart's Game: how a beginner plays (the easy level's mistakes, in kind; issue 29).

A beginner never scoops: it takes the top discard when that card goes with one in its hand
(the same rank, or the same suit one rank away) and otherwise draws from the stock, blind to
the cards lower in the spread pile. Once it may, it lays down the longest meld it sees; it
lays cards off on its own melds only, forgetting that a card played on another player's
meld scores for it too. It throws a card that goes with nothing in its hand, but the
cheapest such card: it hangs on to its aces (15) and tens to kings (10) for the points they
would score laid down, never counting what they cost still in its hand when someone goes
out. It reads only its own view: its hand, the melds on the table, the top discard.
"""

from __future__ import annotations

import random

from ...engine import cards as C
from ...engine.actions import Action
from .state import POINTS, StuartState


def beginner_action(view: StuartState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    hand = view.table.zones[view.hands[seat]]
    if view.phase == "draw":
        return _draw(view, hand, legal)
    melds = [a for a in legal if a.kind == "meld"]
    if melds:  # lays down at once, the longest it sees
        size = max(len(a.cards) for a in melds)
        longest = [a for a in melds if len(a.cards) == size]
        return longest[int(rng.random() * len(longest))]
    specs = view.table.specs
    own = [a for a in legal if a.kind == "lay_off" and specs[a.zone].owner == seat]
    if own:
        return own[0]
    throws = [a for a in legal if a.kind == "discard"]
    if not throws:  # a scoop's card still to lay down: whatever the rules leave
        return legal[int(rng.random() * len(legal))]
    return min(throws, key=lambda a: (goes_with(hand, a.cards[0]), POINTS[a.cards[0]], rng.random()))


def _draw(view: StuartState, hand: list[int], legal: list[Action]) -> Action:
    """The top discard if it goes with the hand, else the stock; never a scoop."""
    kinds = [a.kind for a in legal]
    top = view.table.top("discard")
    if "take" in kinds and top is not None and (goes_with(hand, top) or "draw" not in kinds):
        return legal[kinds.index("take")]
    for kind in ("draw", "take", "stop"):
        if kind in kinds:
            return legal[kinds.index(kind)]
    return legal[0]


def goes_with(hand: list[int], card: int) -> bool:
    """Another card of the hand of the same rank, or of the same suit one rank away (an ace
    sits beside both the two and the king)."""
    r, s = C.RANK[card], C.SUIT[card]
    for c in hand:
        if c == card:
            continue
        if C.RANK[c] == r:
            return True
        if C.SUIT[c] == s and (abs(C.RANK[c] - r) == 1 or {C.RANK[c], r} == {1, 13}):
            return True
    return False
