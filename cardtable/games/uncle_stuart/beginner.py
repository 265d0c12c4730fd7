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
from .. import melds as M
from .state import POINTS, StuartState


def beginner_action(view: StuartState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """The top discard if it goes with the hand, else the stock (the stock gone: the discard,
    else stop); never a scoop. Then the rummy beginner's turn (``melds.beginner_play``): the
    card that goes with nothing thrown, the one that scores least laid down."""
    hand = view.table.zones[view.hands[seat]]
    if view.phase == "draw":
        return M.beginner_draw(view, legal, lambda c: goes_with(hand, c), ("draw", "take", "stop"))
    return M.beginner_play(view, seat, legal, rng, lambda c: goes_with(hand, c), POINTS.__getitem__)


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
