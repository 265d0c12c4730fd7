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
    hand = view.table.zones[view.hands[seat]]
    if view.phase == "draw":
        return _draw(view, hand, legal)
    melds = [a for a in legal if a.kind == "meld"]
    if melds:  # lays down at once, the longest it sees
        size = max(len(a.cards) for a in melds)
        longest = [a for a in melds if len(a.cards) == size]
        return longest[int(rng.random() * len(longest))]
    owner = view.table.specs
    lay = [a for a in legal if a.kind == "lay_off" and owner[a.zone].owner == seat]
    if lay:  # on its own melds only
        return lay[0]
    throws = [a for a in legal if a.kind == "discard"]
    if not throws:
        return legal[int(rng.random() * len(legal))]
    return min(throws, key=lambda a: (pairs(hand, a.cards[0]), min(C.RANK[a.cards[0]], 10), rng.random()))


def _draw(view: RummyState, hand: list[int], legal: list[Action]) -> Action:
    """The top discard only if it makes a meld at once; else the stock (or stop, the stock gone)."""
    kinds = [a.kind for a in legal]
    top = view.table.top("discard")
    if "take" in kinds and top is not None and makes_meld(hand, top):
        return legal[kinds.index("take")]
    for kind in ("draw", "stop", "take"):
        if kind in kinds:
            return legal[kinds.index(kind)]
    return legal[0]


def pairs(hand: list[int], card: int) -> bool:
    """Another card of the same rank in the hand (the beginner's only sense of "goes with")."""
    r = C.RANK[card]
    return any(C.RANK[c] == r for c in hand if c != card)


def makes_meld(hand: list[int], card: int) -> bool:
    """Does ``card`` make a set or run with cards of ``hand`` right away?"""
    return any(card in m for m in M.find_melds([*hand, card], M.LOW))
