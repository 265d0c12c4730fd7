"""Oh Heck!: a bid valued by the hand it leads to (the hard level's bid; issue 29).

The tree search spreads its play-outs over the bids and compares them on different worlds, so
two bids a point apart are often told apart by luck. Here every bid worth weighing is played out
on the *same* worlds: for each world the seat cannot tell from the real one (the voids shown and
the bids already made weigh which worlds are likely: ``ai.BidInference``), the hand is played to
its end once per bid, the seats still to bid bidding their hand's worth and everyone playing
toward their bid (``playout.guided_hand``), with one random source a world, so that the bids
differ only by what the bid itself changes. The bid with the most points on average is made;
between equals, the one nearest the hand's rule-of-thumb worth.

Only the seat's view is read; the worlds are samples of it."""

from __future__ import annotations

import random
import time

from ...engine.actions import Action
from . import playout as PLAY
from .ai import estimate_tricks
from .state import HeckState

SPREAD = 3.5  # bids further than this from the hand's rule-of-thumb worth are not weighed
MIN_WORLDS = 64  # worlds played out whatever the clock says (the bid is one decision of a hand)
MAX_WORLDS = 1500  # enough: the points' standard error is then about 0.15


def values(game, view: HeckState, seat: int, legal: list[Action], rng: random.Random, deadline: float,
           min_worlds: int = MIN_WORLDS, max_worlds: int = MAX_WORLDS) -> tuple[dict[Action, float], int]:
    """The mean points of each bid weighed (by ``legal``'s bids near the hand's worth) and the worlds played."""
    hand = view.table.zones[view.hands[seat]]
    est = estimate_tricks(game, hand, view.trump, view.players)
    bids = [a for a in legal if a.kind == "bid" and abs(a.number - est) <= SPREAD] or legal
    total = dict.fromkeys(bids, 0.0)
    worlds = 0
    sample = game.search.read_sample
    while worlds < max_worlds and (worlds < min_worlds or time.perf_counter() < deadline):
        world = sample(view, seat, rng)
        seed = rng.getrandbits(64)
        for a in bids:
            s = world.copy()
            game.step(s, a)
            if s.phase == "bid" or s.phase == "play":
                PLAY.guided_hand(s, random.Random(seed))
            took = s.table.counters["tricks"][seat]
            if took == a.number:
                total[a] += 10 + a.number
        worlds += 1
    return {a: v / worlds for a, v in total.items()}, worlds


def choose(game, view: HeckState, seat: int, legal: list[Action], rng: random.Random,
           deadline: float) -> Action | None:
    """The bid with the most points on average over shared worlds; None when this is not a plain bid
    (a bid kept or taken back under the option that allows it: the search answers those)."""
    if view.phase != "bid" or view.options["change_bid"] or any(a.kind != "bid" for a in legal):
        return None
    vals, _ = values(game, view, seat, legal, rng, deadline)
    hand = view.table.zones[view.hands[seat]]
    est = estimate_tricks(game, hand, view.trump, view.players)
    return max(vals, key=lambda a: (round(vals[a], 9), -abs(a.number - est), -a.number))
