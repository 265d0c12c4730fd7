"""Properties every game keeps, over seeds, player counts and options (hypothesis)."""

from __future__ import annotations

import pytest
from gamecheck import play_checked
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.options import OptionError, resolve
from cardtable.games import MODULES, get_game

# Shorter whole games where the default would make the suite slow.
QUICK: dict[str, dict] = {"uncle-stuart": {"target": 300}, "golf": {"deals": 9}}


def option_values(opt):
    if opt.kind == "bool":
        return st.booleans()
    if opt.kind == "choice":
        return st.sampled_from(opt.choices)
    return None  # numbers keep their default here; each game's own tests cover them


@st.composite
def setups(draw, game_id):
    game = get_game(game_id)
    players = draw(st.integers(game.min_players, game.max_players))
    opts = {}
    for o in game.options:
        s = option_values(o)
        if s is not None:
            opts[o.name] = draw(s)
    opts.update({k: v for k, v in QUICK.get(game_id, {}).items() if any(o.name == k for o in game.options)})
    seed = draw(st.integers(0, 2**31))
    return players, seed, opts


@pytest.mark.parametrize("game_id", list(MODULES))
@settings(max_examples=12)
@given(data=st.data())
def test_whole_random_games_keep_every_invariant(game_id, data):
    game = get_game(game_id)
    players, seed, opts = data.draw(setups(game_id))
    try:
        game.check_options(resolve(game.options, opts), players)
    except OptionError:
        return  # an option mix this player count does not allow
    play_checked(game, players, seed, opts)
