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
    """The coach's word on an option, from its numbers against the others'."""
    if len(options) == 1:
        return "your only move"
    bids = [x.bid for x in options if x.bid is not None]
    if o is options[0]:
        if o.bid is not None and bids and o.bid >= max(bids) - 1e-9:
            return "best: likeliest to make your bid"
        return "best: fewest points" if lower_wins else "best: most points"
    if o.bid is not None and bids and o.bid >= max(bids) - 1e-9:
        return "likeliest to make the bid, but fewer points"
    if o.cost < 5 * o.even:
        return "about as good as the best"
    return f"{o.num(o.cost)} points worse"
