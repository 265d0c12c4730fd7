"""Seating computer players by a short spec: 'random', 'easy', 'medium', 'hard', 'ismcts:N'.

The levels themselves are defined in ``levels`` (re-exported here).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from ..engine.actions import Action
from ..engine.game import SomeGame
from ..engine.kits import Offers
from ..engine.state import State
from ..engine.views import view as seat_view
from . import ismcts
from .levels import CUSTOM_TIME_CAP, LEVELS, SPECS, Level, guided_at, level_for

__all__ = ["LEVELS", "SPECS", "Level", "Player", "RandomPlayer", "SearchPlayer", "is_search", "level_for",
           "make_player"]


class Player(Protocol):
    """A computer player. ``choose`` gets the seat's view (never the full state)."""

    def choose(self, game: SomeGame, view: State, legal: list[Action]) -> Action: ...


class RandomPlayer:
    """Picks uniformly among the legal actions: the baseline every level must beat."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: SomeGame, view: State, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]


class SearchPlayer:
    """An ISMCTS player. Every decision draws one number from the player's own
    random source and searches with a source seeded by it, so a decision that
    stops early leaves the later ones unchanged."""

    def __init__(self, level: Level, seed: int = 0) -> None:
        self.level = level
        self.rng = random.Random(seed)
        self.last: ismcts.SearchResult | None = None  # the last search, for benchmarks and hints
        self.should_stop: Callable[[], bool] | None = None  # set by a worker to cancel a search
        self.time_limit: float | None = None  # a caller's tighter cap (seconds), if any
        self.early_stop = True  # stop once the choice cannot change (benchmarks may turn it off)

    def choose(self, game: SomeGame, view: State, legal: list[Action]) -> Action:
        seed = self.rng.getrandbits(64)
        if len(legal) == 1:
            self.last = None
            return legal[0]
        seat = legal[0].seat
        if view.viewer != seat:
            # Handed the full state (or another seat's view): look only at what the seat sees.
            view = seat_view(view, seat) if view.viewer is None else _refuse(view, seat)
        lv = level_for(game, self.level)
        rng = random.Random(seed)
        cap = lv.time_cap if self.time_limit is None else min(lv.time_cap, self.time_limit)
        if lv.beginner and Offers.BEGINNER in game.search.offers and rng.random() < lv.beginner:
            self.last = None  # a beginner's move: the game's typical mistake, no search
            return game.search.beginner_action(view, seat, legal, rng)
        if Offers.BLUFF in game.search.offers:  # a bluff, at the rate people bluff (every level)
            bluff = game.search.bluff_action(view, seat, legal, rng)
            if bluff is not None:
                self.last = None
                return bluff
            rare = game.search.rate_moves(view, seat, legal)  # drawn above at people's rate, never searched
            if rare:
                legal = [a for a in legal if a not in rare] or legal
                if len(legal) == 1:
                    self.last = None
                    return legal[0]
        budget = lv.budget
        cancelled = self.should_stop is not None and self.should_stop()  # a job nobody waits for: search, which stops
        if lv.exact and Offers.SOLVER in game.search.offers and not cancelled:
            began = time.perf_counter()
            solved = game.search.solve_ending(view, seat, legal, rng, began + (budget if budget is not None else cap))
            if solved is not None:
                self.last = None
                return solved
            if budget is not None:  # the search gets what the solver left of the budget (a tenth at least)
                budget = max(budget / 10, budget - (time.perf_counter() - began))
        res = ismcts.search(game, view, seat, legal, lv.iterations, rng, time_cap=cap,
                            early_stop=self.early_stop and lv.temperature == 0, should_stop=self.should_stop,
                            budget=budget, guided=guided_at(game, lv, view), reads=lv.reads)
        self.last = res
        if lv.temperature <= 0 or not res.root.children:
            return res.best() if res.root.children else legal[0]
        return _draw(res, lv, rng)


def is_search(spec: str) -> bool:
    """A spec that searches (and so thinks for a while), as opposed to answering at once."""
    spec = spec.strip().lower()
    return spec in LEVELS or spec.startswith("ismcts:")


def _refuse(view: State, seat: int) -> State:
    raise ValueError(f"seat {seat} was handed seat {view.viewer}'s view")


SLIP_SHARE = 0.15  # how much worse a slip may look to the search, as a share of the best move's mean reward


def _draw(res: ismcts.SearchResult, lv: Level, rng: random.Random) -> Action:
    """A human-like slip: choose among the top few by visit share, sharpened by temperature.

    Only a move that looked nearly as good as the best is a candidate (half its visits
    at least, and a mean reward within ``SLIP_SHARE`` of the best's): a beginner picks the
    second-best card, not one the search saw lose. The share, not a fixed amount: a game
    whose rewards lie close together (Skull & Roses) would otherwise slip to real blunders."""
    rows = res.stats()[: lv.top or None]
    best_n, best_mean = rows[0][1], rows[0][2]
    floor = best_mean * (1.0 - SLIP_SHARE)
    rows = [r for r in rows if r is rows[0] or (2 * r[1] >= best_n and r[2] >= floor)]
    weights = [n ** (1.0 / lv.temperature) if n > 0 else 0.0 for _, n, _ in rows]
    total = math.fsum(weights)
    if total <= 0:
        return rows[0][0]
    x = rng.random() * total
    for (a, _, _), w in zip(rows, weights):
        x -= w
        if x < 0:
            return a
    return rows[-1][0]


def _iterations(spec: str, kind: str, count: str) -> int:
    try:
        n = int(count)
    except ValueError:
        n = 0
    if n < 1:
        raise ValueError(f"{spec!r}: {kind}:N needs a whole number of iterations N >= 1")
    return n


def make_player(spec: str, seed: int = 0) -> Player:
    """A player for a spec; ``ValueError`` names the specs allowed."""
    spec = spec.strip().lower()
    if spec == "random":
        return RandomPlayer(seed)
    if spec in LEVELS:
        return SearchPlayer(LEVELS[spec], seed)
    kind, colon, count = spec.partition(":")
    if colon and kind in ("hard", "ismcts"):  # hard:N: hard with N iterations and no clock; ismcts:N: plain
        n = _iterations(spec, kind, count)
        if kind == "hard":
            return SearchPlayer(replace(LEVELS["hard"], name=f"hard:{n}", iterations=n, budget=None), seed)
        return SearchPlayer(Level(f"ismcts:{n}", n, CUSTOM_TIME_CAP), seed)
    raise ValueError(f"unknown player {spec!r} (players: {', '.join(SPECS)})")
