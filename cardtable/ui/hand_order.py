"""The order of the viewer's hand: by suit with the colours alternating and the trumps at the
left end, or by rank, or as dealt. Cards the viewer may not see (aliases) go after the others."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import permutations

from ..engine.cards import CARD_LIMIT, NO_SUIT, RANK, RED, SUIT, SUITS


def high(c: int) -> int:
    """A card's rank with aces high (a suitless card keeps its value)."""
    return 14 if RANK[c] == 1 and SUIT[c] != NO_SUIT else RANK[c]


def suit_order(present: Iterable[int], trumps: int | None = None, keep: list[int] | None = None) -> list[int]:
    """The suits held, in an order where no two suits of one colour lie side by side when that
    can be done, trumps first; among equal orders the plainest (clubs, diamonds, spades, hearts
    read left to right as black, red, black, red). ``keep``: an order the suits held before lay in,
    which those still held keep (a new suit finds its best place among them)."""
    suits = sorted(set(present) & set(SUITS))
    best: tuple[tuple[int, int, list[tuple[bool, int]]], tuple[int, ...]] | None = None  # (key, order)
    kept = [s for s in keep or () if s in suits]
    for p in permutations(suits):
        if kept and [s for s in p if s in kept] != kept:
            continue
        clash = sum(1 for a, b in zip(p, p[1:]) if (a in RED) == (b in RED))
        lead = 0 if trumps is None or not p or p[0] == trumps else 1
        key = (lead, clash, [(s in RED, s) for s in p])
        if best is None or key < best[0]:
            best = (key, p)
    return list(best[1]) if best else []


class HandOrder:
    """A sort key for the viewer's hand; ``fit`` it to the cards held and the trumps first."""

    def __init__(self, how: str) -> None:
        self.how = how
        self.rank: dict[int, int] = {s: s for s in SUITS}
        self._held: set[int] = set()
        self._trumps: int | None = None
        self._order: list[int] = []

    def fit(self, cards: Iterable[int], trumps: object = None) -> None:
        """Fit the suits' order to the cards held. While the hand keeps cards it held (a card played,
        one drawn) and the trumps stay, the suits keep their order: a hand that loses a suit closes
        the gap and nothing jumps; a new deal (none of the cards held before) or new trumps, afresh."""
        cards = [c for c in cards if c < CARD_LIMIT]
        trumps = trumps if isinstance(trumps, int) and trumps in SUITS else None
        keep = self._order if trumps == self._trumps and self._held & set(cards) else None
        order = suit_order((SUIT[c] for c in cards), trumps, keep)
        self._held, self._trumps, self._order = set(cards), trumps, order
        self.rank = {s: i for i, s in enumerate(order)}

    def __call__(self, c: int) -> tuple[int, int, int]:
        if c >= CARD_LIMIT:
            return (99, 0, c)
        s = self.rank.get(SUIT[c], 9)
        if self.how == "rank":
            return (high(c), s, c)
        return (s, high(c), c)


def sort_key(how: str) -> HandOrder | None:
    """Hand sorting: by suit (colours alternating, trumps first), by rank, or as dealt (None)."""
    if how in ("suit", "rank"):
        return HandOrder(how)
    return None
