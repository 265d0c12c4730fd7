"""Every game played whole by keys alone: Tab to move the focus, Enter to act, digits to bid.
Not one mouse event is posted (a person who cannot use a mouse plays every move)."""

from __future__ import annotations

import pytest
from driver import table
from key_driver import play_by_keys
from test_scenes import ready_games

from cardtable.engine.record import replay
from cardtable.games import get_game
from tests.ui.driver import host

pytestmark = pytest.mark.app(size=(1024, 600))  # the smallest table the game is laid out for


def by_kind(legal, rng):
    """A kind of move first, then one of its moves: the rarer kinds (a scoop, a lay-off, a meld)
    come up as often as the common ones, so their keys are used too."""
    kinds = sorted({a.kind for a in legal})
    k = rng.choice(kinds)
    return rng.choice([a for a in legal if a.kind == k])


@pytest.mark.parametrize("game_id", ready_games())
def test_a_whole_game_by_keys_alone(app, game_id, mouse_posted):
    game = get_game(game_id)
    n = max(game.info.players[0], 2)
    scene = table(app, game_id, ["person"] + ["random"] * (n - 1), seed=11)
    presses = play_by_keys(app, scene, seed=7, choose=by_kind)
    assert host(scene).state.over and not app.errors
    assert presses > 0 and mouse_posted == []
    again = replay(game, host(scene).record)
    assert again.over and game.result(again).scores == game.result(host(scene).state).scores


def test_pass_and_play_by_keys_alone(app, monkeypatch):
    """Two people at one screen: the hand-over screen is passed with Enter too."""
    from cardtable.ui.scenes.handover import HandOver

    handovers = []
    real = app.push
    monkeypatch.setattr(app, "push", lambda s, *a, **k: (handovers.append(s) if isinstance(s, HandOver) else None,
                                                        real(s, *a, **k))[1])
    scene = table(app, "oh-heck", ["person", "person", "random"], seed=4)
    presses = play_by_keys(app, scene, seed=2, choose=by_kind)
    assert host(scene).state.over and not app.errors and presses > 0
    assert {a.seat for a in host(scene).actions} == {0, 1, 2} and handovers
