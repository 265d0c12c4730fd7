"""Basic Rummy: how a beginner plays (the easy level's mistakes, in kind; issue 29).

A beginner takes the top discard only when it makes a meld with its hand at once, and
otherwise draws from the stock; it never reads the discard pile for what the others are
collecting or throwing. It lays down the longest meld it can as soon as it can, and lays
cards off on its own melds only (it forgets it may add to the others'). It throws a card
with no partner of its rank (it looks for sets, not for runs in the making), and the lowest
such card: it keeps its kings, queens and jacks in the hope they pair later, never counting
the points they will cost when someone goes out. It reads only its own view: its hand, the
melds on the table, the top discard.
"""

from __future__ import annotations

import random

from ...engine import cards as C
from ...engine.actions import Action
from .. import melds as M
from .rules import RummyState


def beginner_action(view: RummyState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """The top discard only if it makes a meld at once; else the stock (or stop, the stock
    gone). Then the rummy beginner's turn (``melds.beginner_play``): the unpaired card thrown,
    the lowest (a court card counts 10)."""
    hand = view.table.zones[view.hands[seat]]
    if view.phase == "draw":
        return M.beginner_draw(view, legal, lambda c: makes_meld(hand, c), ("draw", "stop", "take"))
    return M.beginner_play(view, seat, legal, rng, lambda c: pairs(hand, c), lambda c: min(C.RANK[c], 10))


def pairs(hand: list[int], card: int) -> bool:
    """Another card of the same rank in the hand (the beginner's only sense of "goes with")."""
    r = C.RANK[card]
    return any(C.RANK[c] == r for c in hand if c != card)


def makes_meld(hand: list[int], card: int) -> bool:
    """Does ``card`` make a set or run with cards of ``hand`` right away?"""
    return any(card in m for m in M.find_melds([*hand, card], M.LOW))
