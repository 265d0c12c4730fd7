"""A hint: the move the review would call best in a seat's place, from that seat's view only."""

from __future__ import annotations

from collections.abc import Callable

from ..engine.actions import Action
from ..engine.game import SomeGame
from ..engine.state import State
from .levels import HINT_LEVEL, LEVELS
from .review import option_values


def hint(game: SomeGame, state: State, seat: int, seed: int = 0, spec: str = HINT_LEVEL,
         should_stop: Callable[[], bool] | None = None) -> Action:
    """The best option of ``seat`` now, as the review values it (``review.option_values``).

    The hint and the review judge a move by one reckoning: the same search, the same budget
    and, given the same seed, the same answer, so a hinted move is never reviewed as costly.
    A table passes the moves played so far as ``seed``: the review (and the coach) seed a
    decision by its place in the record. ``spec`` names the budget: the hint level's own (the
    review's) unless it says "name:N" (N iterations) or names another level.

    ``state`` may be the full state or the seat's view: the hint looks only at the seat's
    view (even the legal moves are read from a sample of it), so it never tells a person
    what their cards could not. This runs where it is called; a screen asks
    ``service.Hinter`` instead, which runs this in the worker and keeps drawing while it thinks."""
    if state.over:
        raise ValueError("the game is over: there is nothing to hint")
    if state.to_move != seat:
        raise ValueError(f"it is not seat {seat}'s turn")
    if state.viewer not in (None, seat):
        raise ValueError(f"seat {seat} was handed seat {state.viewer}'s view")
    name, _, n = spec.partition(":")
    iterations = int(n) if n else None if name == HINT_LEVEL else LEVELS[name].iterations
    return option_values(game, state, seat, seed=seed, iterations=iterations, should_stop=should_stop)[0].action
