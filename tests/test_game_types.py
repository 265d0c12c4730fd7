"""Issue 49: each game's rules are a ``Game`` over its declared state, and each of its parts (words,
kits) names its rules and that state, so that the type checker holds a game's words and kits to its
own rules and state (``Game[S]``, ``Part[G, S]``); the seat to move, where one is meant, is a seat."""

from __future__ import annotations

import typing

import pytest
from toygame import GAME as HIGH_CARD  # the ninth game, defined outside cardtable/ (tests/toygame/)

from cardtable.engine.game import Game
from cardtable.engine.kits import Part
from cardtable.games import all_games

GAMES = [*all_games(), HIGH_CARD]


def _declared(cls: type, base: type) -> tuple[object, ...]:
    """The type arguments ``cls`` gives ``base`` (or a subclass of it) where it names it as a base."""
    for b in getattr(cls, "__orig_bases__", ()):
        origin = typing.get_origin(b)
        if isinstance(origin, type) and issubclass(origin, base):
            return typing.get_args(b)
    return ()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_a_game_s_rules_and_parts_name_its_state(game):
    state = game.info.state
    assert _declared(type(game), Game) == (state,), f"{type(game).__name__} is not Game[{state.__name__}]"
    for part in (game.words, game.search, game.review, game.tricks):
        if part is None or type(part).__module__.startswith("cardtable.engine"):
            continue  # the engine's own plain search
        assert _declared(type(part), Part) == (type(game), state), \
            f"{type(part).__name__} does not name {type(game).__name__} and {state.__name__}"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_the_seat_to_move_is_a_seat_until_the_game_is_over(game):
    from cardtable.engine.state import seat_to_move

    state = game.new_state(game.info.players[0], 5, log=False)
    assert seat_to_move(state) == state.to_move and 0 <= state.to_move < state.players
    game.end_game(state)
    with pytest.raises(ValueError, match="nobody is to move"):
        seat_to_move(state)
