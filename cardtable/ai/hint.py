"""A hint: what the hard player would do in a seat's place, from that seat's view only."""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine.actions import Action
from ..engine.game import Game
from ..engine.state import State
from ..engine.views import determinize, view
from .levels import HINT_LEVEL
from .players import SearchPlayer, make_player


def hint(game: Game, state: State, seat: int, seed: int = 0, spec: str = HINT_LEVEL,
         should_stop: Callable[[], bool] | None = None) -> Action:
    """The move ``spec`` (hard by default) would make for ``seat`` now.

    ``state`` may be the full state or the seat's view: the hint looks only at
    the seat's view (even the legal moves are read from a sample of it), so it
    never tells a person what their cards could not. The same position, seat
    and seed give the same hint. This runs where it is called (up to about a
    second at hard); a screen asks ``service.Hinter`` instead, which runs this
    in the worker and keeps drawing while it thinks."""
    if state.over:
        raise ValueError("the game is over: there is nothing to hint")
    if state.to_move != seat:
        raise ValueError(f"it is not seat {seat}'s turn")
    if state.viewer not in (None, seat):
        raise ValueError(f"seat {seat} was handed seat {state.viewer}'s view")
    v = state if state.viewer == seat else view(state, seat)
    legal = game.legal_actions(determinize(v, seat, random.Random(0)))
    player = make_player(spec, seed)
    if isinstance(player, SearchPlayer):
        player.should_stop = should_stop  # a screen's worker stops a hint nobody waits for
    return player.choose(game, v, legal)
