"""The coach, the review and replay's "through whose eyes" at the table: every option's value,
worked out in the computer players' worker (``service``), so the screen never waits.

    asker = Valuer()
    asker.options(game, state, seat, seed)    # only the seat's view leaves here
    done, values = asker.poll()               # each frame: (False, None) while thinking
    asker.cancel()

A question that fails is only an aid not given: ``poll`` answers (True, None) and
``failed`` says why. ``why`` gives the coach's word on an option.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.game import SomeGame
from ..engine.kits import HindsightRow
from ..engine.record import Record
from ..engine.state import State
from ..engine.views import view
from . import review
from .review import OptionValue
from .service import _Asking, _stopper, log


def think_options(game: SomeGame, seen: State, seat: int, seed: int, iterations: int | None,
                  job: int = 0) -> list[OptionValue]:
    """In the worker: ``review.option_values`` from the seat's view."""
    return review.option_values(game, seen, seat, seed=seed, iterations=iterations,
                                should_stop=_stopper(job) if job else None)


def think_hindsight(game: SomeGame, record: Record, seat: int, deals: set[int], seconds: float,
                    job: int = 0) -> dict[int, list[HindsightRow]]:
    """In the worker: the game's hindsight of finished deals (every card of them was shown)."""
    return review.deal_hindsight(game, record, seat, deals, seconds)


class Valuer(_Asking[Any]):
    """One question about values at a time (a new one stops the last). Two questions, two answers (every
    option's values, ``think_options``; a deal's hindsight rows, ``think_hindsight``): the asker knows which
    it asked (``Any``)."""

    def __init__(self) -> None:
        super().__init__()
        self.failed = ""

    def ask(self, fn: Callable[..., Any], *args: object) -> None:
        self._drop()
        self.failed = ""
        try:
            self._ask(fn, *args)
        except RuntimeError:  # the pool is shutting down
            self.failed = "it cannot be worked out now"

    def options(self, game: SomeGame, state: State, seat: int, seed: int = 0, iterations: int | None = None) -> None:
        """Value every option of ``seat`` (to move), from its view only."""
        seen = view(state, seat) if state.viewer is None else state
        if seen.viewer != seat:
            raise ValueError(f"seat {seat} was handed seat {seen.viewer}'s view")
        self.ask(think_options, game, seen, seat, seed, iterations)

    def poll(self) -> tuple[bool, Any]:
        if not self.thinking:
            return (bool(self.failed), None)
        try:
            return self._result()
        except Exception as e:  # noqa: BLE001 - an aid that fails is only an aid not given
            log.warning("working out the values failed: %r", e)
            self.failed = "it could not be worked out this time"
            return True, None

    def cancel(self) -> None:
        self._drop()


def why(options: list[OptionValue], o: OptionValue, lower_wins: bool = False) -> str:
    """The coach's word on an option, from its numbers against the others', as true as the numbers shown
    beside it: "likeliest to make your bid" only where the chances differ and one is above 0%, "about as
    good as the best" only where the points shown are the same, else how many points worse, as shown."""
    if len(options) == 1:
        return "your only move"
    best = options[0]
    chances = [round(100 * x.bid) for x in options if x.bid is not None]  # as shown: a whole percent
    likeliest = max(chances, default=0)
    bid_decides = likeliest > 0 and len(set(chances)) > 1
    top_chance = o.bid is not None and bid_decides and round(100 * o.bid) == likeliest
    if o is best:
        if top_chance:
            return "best: likeliest to make your bid"
        most = "best: fewest points" if lower_wins else "best: most points"
        if chances and likeliest == 0:
            return most + " (no move is likely to make your bid now)"
        return most
    if top_chance:
        return "likeliest to make the bid, but fewer points"
    if o.points is None or best.points is None:
        return "about as good as the best" if o.cost < o.even else f"{o.num(o.cost)} points worse"
    gap = abs(float(best.num(best.points)) - float(o.num(o.points)))  # the points as shown beside each
    if gap < o.even:
        return "as good as the best"
    return f"{o.num(gap)} points worse"
