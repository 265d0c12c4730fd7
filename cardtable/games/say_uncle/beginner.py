"""Say Uncle: how a beginner plays (the easy level's mistakes, in kind; issue 29).

A beginner chases a flush, not a run: it counts the suit it holds most of as "its" suit and
collects cards of it, whether they connect or not. In the draft it takes the highest card of
its suit on offer; when a card of its suit is turned up it takes it (its own turn or anyone
else's), putting away its lowest card of another suit, and it passes on every other card, even
one that would lengthen its run. It says "Uncle" as soon as its straight flush is four long,
never weighing what the others drafted. It reads only its own view: its hand, the tableau and
the turned card.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine import cards as C
from ...engine.actions import Action
from .rules import UncleState, straight_flush

CALL_AT = 4  # the straight flush that looks good enough to a beginner to say "Uncle"


def _high(c: int) -> int:
    """A card's rank with the ace high, as a beginner ranks it."""
    r = C.RANK[c]
    return 14 if r == C.ACE else r


def its_suit(hand: Sequence[int]) -> int:
    """The suit a beginner calls its own: the one it holds most cards of (the higher cards, then
    the higher suit, breaking a tie)."""
    count, weight = [0] * 4, [0] * 4
    for c in hand:
        count[C.SUIT[c]] += 1
        weight[C.SUIT[c]] += _high(c)
    return max(range(4), key=lambda s: (count[s], weight[s], s))


def beginner_action(view: UncleState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    hand = view.table.zones[view.hands[seat]]
    if view.phase == "draft":
        return _draft(hand, legal)
    if view.phase == "turn":
        want = "call" if straight_flush(hand)[0] >= CALL_AT else "turn"
        return next(a for a in legal if a.kind == want)
    return _offer(view, hand, legal)


def _draft(hand: Sequence[int], legal: list[Action]) -> Action:
    """The highest card of its suit on offer (of the suit it holds most of among those there)."""
    count = [0] * 4
    for c in hand:
        count[C.SUIT[c]] += 1
    return max(legal, key=lambda a: (count[C.SUIT[a.cards[0]]], _high(a.cards[0]), C.SUIT[a.cards[0]]))


def _offer(view: UncleState, hand: Sequence[int], legal: list[Action]) -> Action:
    """Take a card of its suit, putting away its lowest card of another suit; else pass."""
    passing = next(a for a in legal if a.kind == "pass")
    suit = its_suit(hand)
    if C.SUIT[view.table.zones["turned"][-1]] != suit:
        return passing
    others = [a for a in legal if a.kind == "take" and C.SUIT[a.cards[0]] != suit]
    if not others:
        return passing
    return min(others, key=lambda a: (_high(a.cards[0]), C.SUIT[a.cards[0]]))
