"""Every game's player limits and option ranges, as its rules state them, at their
boundaries: one below (refused), at (a game starts), one above (refused).

The expected figures are written here, from the rules texts, not read from the games:
a limit changed in a game module must make one of these fail. The games checked are the
registry's (cardtable/games/__init__.py): a game added there without its figures here fails."""

from __future__ import annotations

import pytest

from cardtable.engine.game import PlayerCountError
from cardtable.engine.options import OptionError
from cardtable.games import BUILT_IN, get_game

# game id -> (fewest players, most players), as each game's rules say.
PLAYERS = {
    "say-uncle": (2, 4), "man-from-uncle": (2, 6), "uncle-stuart": (2, 3), "show": (2, 6),
    "rummy": (2, 6), "skull": (3, 12), "oh-heck": (3, 7), "golf": (2, 12),
}

# game id -> {number option: (default, lowest allowed, highest allowed)}
NUMBERS = {
    "say-uncle": {"target": (5, 1, 100)},
    "man-from-uncle": {"pot": (50, 1, 1000)},
    "uncle-stuart": {"target": (500, 1, 1_000_000), "max_deals": (100, 0, 100_000)},
    "rummy": {"target": (100, 1, 100_000), "deals": (0, 0, 100)},
    "oh-heck": {"cards": (10, 1, 17)},
}

# game id -> {option: (default, every choice)}; on/off options have (default, (False, True)).
CHOICES = {
    "show": {"pairs_any": (False, (False, True)), "tie_penalty": (False, (False, True)),
             "penalty_adds_hand": (False, (False, True))},
    "oh-heck": {"schedule": ("down-up", ("down-up", "down", "up", "single")),
                "must_trump": (True, (False, True)), "must_win": (True, (False, True)),
                "hook": (True, (False, True)), "change_bid": (False, (False, True))},
    "skull": {"whole_stack": (False, (False, True))},
    "golf": {"deals": (9, (9, 18)), "last_turns": (False, (False, True))},
}


def _start(game_id: str, players: int, options: dict | None = None):
    return get_game(game_id).new_state(players, 1, options, log=False)


def test_every_game_has_its_figures_here_and_no_other():
    assert set(PLAYERS) == set(BUILT_IN)


@pytest.mark.parametrize("game_id", BUILT_IN)
def test_the_fewest_and_the_most_players_may_play_and_no_others(game_id):
    assert game_id in PLAYERS, f"{game_id}: write its fewest and most players here, from its rules"
    low, high = PLAYERS[game_id]
    game = get_game(game_id)
    assert (game.info.players[0], game.info.players[-1]) == (low, high)
    for n in (low, high):
        state = _start(game_id, n)
        assert state.players == n and not state.over
    for n in (low - 1, high + 1):
        with pytest.raises(PlayerCountError):
            _start(game_id, n)


@pytest.mark.parametrize("game_id", BUILT_IN)
def test_every_option_is_named_here(game_id):
    declared = {o.name for o in get_game(game_id).info.options}
    assert declared == set(NUMBERS.get(game_id, {})) | set(CHOICES.get(game_id, {})), game_id


@pytest.mark.parametrize("game_id,name", [(g, o) for g, d in NUMBERS.items() for o in d])
def test_a_number_option_takes_its_lowest_and_highest_value_and_nothing_beyond(game_id, name):
    default, low, high = NUMBERS[game_id][name]
    game = get_game(game_id)
    assert _start(game_id, PLAYERS[game_id][0]).options[name] == default
    players = PLAYERS[game_id][0]
    for v in (low, high):
        if game_id == "oh-heck" and name == "cards":
            state = _start(game_id, players, {"schedule": "single", name: v})
        else:
            state = _start(game_id, players, {name: v})
        assert state.options[name] == v
    for v in (low - 1, high + 1):
        with pytest.raises(OptionError):
            game.new_state(players, 1, {name: v}, log=False)


@pytest.mark.parametrize("game_id,name", [(g, o) for g, d in CHOICES.items() for o in d])
def test_a_choice_option_takes_each_of_its_choices(game_id, name):
    default, choices = CHOICES[game_id][name]
    players = PLAYERS[game_id][0]
    assert _start(game_id, players).options[name] == default
    for v in choices:
        assert _start(game_id, players, {name: v}).options[name] == v
    if not isinstance(default, bool):
        with pytest.raises(OptionError):
            _start(game_id, players, {name: "no such choice"})


def test_golf_plays_nine_or_eighteen_holes():
    game = get_game("golf")
    for holes in (9, 18):
        state = _start("golf", 2, {"deals": holes})
        state.deal_no = holes - 1
        assert not game.game_ends(state)
        state.deal_no = holes
        assert game.game_ends(state)
