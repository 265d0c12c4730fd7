"""Whole games played to their end through the screen: a person against computers,
by synthesized mouse and key events aimed with the scene's own hit-testing."""

from __future__ import annotations

import pytest
from driver import play_to_end, table
from test_scenes import ready_games

from cardtable.engine.record import replay
from cardtable.games import get_game
from tests.ui.driver import host


@pytest.mark.parametrize("game_id", ready_games())
def test_a_person_plays_a_whole_game_against_computers(app, game_id):
    game = get_game(game_id)
    n = min(game.info.players[-1], max(game.info.players[0], 3))
    scene = table(app, game_id, ["person"] + ["random"] * (n - 1), seed=11)
    play_to_end(app, scene, seed=5, use_keys=True)
    assert host(scene).state.over
    assert not app.errors
    # the screen changed the game only through legal actions: the record replays to the same end
    again = replay(game, host(scene).record)
    assert again.over and game.result(again).scores == game.result(host(scene).state).scores
