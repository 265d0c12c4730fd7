"""Oh Heck!: how a beginner plays (the easy level's mistakes, in kind; issue 29).

A beginner bids its aces and kings and forgets what trumps are worth; it plays its highest
card to win a trick while it still wants tricks, and its lowest once its bid is made, never
counting what the others still hold; out of the suit led it throws a small card rather than
trump in (it forgets trumps). It reads only its own view: its hand, the trick, the bids.
"""

from __future__ import annotations

import random

from ...engine.actions import Action
from .. import tricks as T
from .ai import bid
from .state import HeckState


def beginner_action(view: HeckState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    kinds = {a.kind for a in legal}
    if "keep_bid" in kinds:
        return next(a for a in legal if a.kind == "keep_bid")
    if "bid" in kinds:
        return _bid(view, seat, legal)
    return _play(view, seat, legal, rng)


def _bid(view: HeckState, seat: int, legal: list[Action]) -> Action:
    """Its aces and kings, whatever the trumps."""
    hand = view.table.zones[view.hands[seat]]
    want = sum(1 for c in hand if T.HIGH[c] >= 13)
    return min(legal, key=lambda a: (abs(bid(a) - want), bid(a)))


def _play(view: HeckState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    counters = view.table.counters
    bid, took = counters["bid"][seat], counters["tricks"][seat]
    wants = bid is not None and took < bid
    trick = view.table.zones["trick"]
    high = T.HIGH
    if trick and not any(T.SUIT[a.cards[0]] == T.SUIT[trick[0]] for a in legal) and view.trump is not None:
        side = [a for a in legal if T.SUIT[a.cards[0]] != view.trump]
        if side:  # out of the suit led: a small side card, trumps forgotten
            return min(side, key=lambda a: (high[a.cards[0]], rng.random()))
    if wants:
        return max(legal, key=lambda a: (high[a.cards[0]], rng.random()))
    return min(legal, key=lambda a: (high[a.cards[0]], rng.random()))
