"""Properties every game keeps, over seeds, player counts and options (hypothesis).

Every option mix drawn here is one the game must accept: an ``OptionError`` fails the
test (it never returns quietly on the case it claims to test)."""

from __future__ import annotations

import pytest
from gamecheck import play_checked
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.options import resolve
from cardtable.games import MODULES, get_game

# Shorter whole games where the default would make the suite slow.
QUICK: dict[str, dict] = {"uncle-stuart": {"target": 300}, "golf": {"deals": 9}}

# Number options: the values drawn, by game and option, given the player count (kept
# small where a larger one only makes the game longer).
NUMBERS = {
    ("say-uncle", "target"): lambda n: (1, 5),
    ("man-from-uncle", "pot"): lambda n: (1, 60),
    ("rummy", "target"): lambda n: (1, 150),
    ("rummy", "deals"): lambda n: (0, 3),
    ("uncle-stuart", "max_deals"): lambda n: (1, 4),  # 0 (no limit): random play to the target may never end
    ("oh-heck", "cards"): lambda n: (1, 52 // n),  # a single hand the pack can deal
}


def option_values(game_id, opt, players):
    if opt.kind == "bool":
        return st.booleans()
    if opt.kind == "choice":
        return st.sampled_from(opt.choices)
    lo_hi = NUMBERS.get((game_id, opt.name))
    return None if lo_hi is None else st.integers(*lo_hi(players))


@st.composite
def setups(draw, game_id):
    game = get_game(game_id)
    players = draw(st.integers(game.info.players[0], game.info.players[-1]))
    opts = {}
    for o in game.info.options:
        s = option_values(game_id, o, players)
        if s is not None:
            opts[o.name] = draw(s)
    opts.update({k: v for k, v in QUICK.get(game_id, {}).items() if any(o.name == k for o in game.info.options)})
    seed = draw(st.integers(0, 2**31))
    return players, seed, opts


def test_every_number_option_is_drawn_or_kept_short():
    for game_id in MODULES:
        for o in get_game(game_id).info.options:
            if o.kind == "int":
                assert (game_id, o.name) in NUMBERS or o.name in QUICK.get(game_id, {}), (game_id, o.name)


@pytest.mark.parametrize("game_id", list(MODULES))
@settings(max_examples=12)
@given(data=st.data())
def test_whole_random_games_keep_every_invariant(game_id, data):
    game = get_game(game_id)
    players, seed, opts = data.draw(setups(game_id))
    game.check_options(resolve(game.info.options, opts), players)  # every mix drawn is one the game allows
    state = play_checked(game, players, seed, opts)
    assert all(state.options[k] == v for k, v in opts.items())
