"""Every game's options in players' words: each value an option names in words reads
as those words, and its neighbours as plain numbers (or Yes/No). The words are
written here, from the rules: a value changed in a game module makes one fail."""

from __future__ import annotations

import pytest

from cardtable.games import get_game

# game id -> {option: [(value, how it reads)]}
WORDS = {
    "rummy": {"deals": [(0, "Play to the score"), (1, "1"), (100, "100")],
              "target": [(1, "1"), (100, "100")]},
    "uncle-stuart": {"target": [(1_000_000, "Never"), (999_999, "999,999"), (500, "500")],
                     "max_deals": [(0, "No limit"), (1, "1"), (100, "100")]},
    "golf": {"deals": [(9, "9 holes"), (18, "18 holes"), (10, "10")],
             "last_turns": [(True, "One more turn each"), (False, "The deal ends at once")]},
    "show": {"pairs_any": [(True, "Any number"), (False, "Pairs only")],
             "tie_penalty": [(True, "Yes"), (False, "No")]},
    "oh-heck": {"schedule": [("down-up", "Down to one card and back up"), ("down", "Down to one card")],
                "cards": [(1, "1"), (17, "17")], "hook": [(True, "Yes"), (False, "No")]},
    "man-from-uncle": {"pot": [(1, "1"), (50, "50")]},
    "say-uncle": {"target": [(0, "0"), (1, "1"), (5, "5")]},
}


@pytest.mark.parametrize("game_id,name", [(g, o) for g, d in WORDS.items() for o in d])
def test_an_options_values_in_words(game_id, name):
    option = next(o for o in get_game(game_id).info.options if o.name == name)
    for value, words in WORDS[game_id][name]:
        assert option.show(value) == words, (game_id, name, value)


# game id -> {option: [(value, words the help beside it must say)]}: the set-up screen describes
# the choice made, never the other one (issue 28: Skull's "Stop at the bid" beside the boxed rule)
HELPS = {
    "oh-heck": {"must_trump": [(True, "must trump if able"), (False, "need not trump")],
                "must_win": [(True, "must play a card that would win"), (False, "need not play to win")],
                "hook": [(True, "may not make the bids add up"), (False, "may bid anything")]},
    "show": {"tie_penalty": [(True, "counts against the player who called"), (False, "is the caller's")],
             "pairs_any": [(True, "any number of cards of one rank"), (False, "as a pair, never three")],
             "penalty_adds_hand": [(True, "adds their own hand as well"), (False, "adds the 30 only")]},
    "skull": {"whole_stack": [(True, "all of their own stack, even past the bid"),
                              (False, "won once the bid is made, even partway")]},
}


@pytest.mark.parametrize("game_id,name", [(g, o) for g, d in HELPS.items() for o in d])
def test_the_help_beside_a_value_describes_that_value(game_id, name):
    option = next(o for o in get_game(game_id).info.options if o.name == name)
    for value, words in HELPS[game_id][name]:
        assert words in option.help_for(value), (game_id, name, value, option.help_for(value))
