"""A new table starts on the rules as written (issue 44: a new Oh Heck! table started on "Bids stand",
whose bids may not be changed, where the rules let a bid be changed until the next player bids)."""

from __future__ import annotations

from cardtable.engine.options import preset_named, remembered
from cardtable.games import all_games, get_game


def test_a_new_table_starts_on_the_first_preset_as_written():
    for game in all_games():
        presets = game.words.presets
        if presets:
            assert preset_named(game, remembered(game, None)) == presets[0], game.info.id
    heck = get_game("oh-heck")
    assert remembered(heck, None)["change_bid"] is True
    assert remembered(heck, {"change_bid": False})["change_bid"] is False  # a table's own choice is kept
