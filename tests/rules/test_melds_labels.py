"""The button words the melding games share (``melds.draw_discard_label``), each at
its edge: which moves it words, the top of the discard pile, one card or several,
a lay-off on a meld or elsewhere, a meld short of three cards."""

from __future__ import annotations

from moves import cs, lay_out

from cardtable.engine import Action
from cardtable.games import melds as M
from cardtable.games.rummy import GAME


def table(discard: str = ""):
    """A Basic Rummy deal whose discard pile holds exactly these cards (bottom first)."""
    return lay_out(GAME.new_state(2, 5, {}), discard=discard)


def label(state, kind, cards="", zone=None, kinds=None):
    return M.draw_discard_label(state, Action(kind, 0, tuple(cs(cards)), zone), kinds or {})


def test_draw_words_whatever_the_discard_pile():
    assert label(table(), "draw") == "draw from the stock"
    assert label(table("5D"), "draw") == "draw from the stock"


def test_take_names_the_top_of_the_discard_pile_and_only_when_there_is_one():
    assert label(table("5D 9S"), "take") == "take the 9 of spades"
    assert label(table(), "take") is None


def test_discard_and_lay_off_name_their_one_card():
    state = table("5D")
    assert label(state, "discard", "7C") == "discard the 7 of clubs"
    assert label(state, "lay_off", "7C", zone="nowhere") == "lay off the 7 of clubs"
    assert label(table(), "discard", "7C") == "discard the 7 of clubs"


def test_a_lay_off_on_a_meld_names_its_owner_and_kind():
    state = table()
    state.table.add_zone("meldx", "meld", 1, "row", label="Meld")
    assert label(state, "lay_off", "7C", "meldx", {"meldx": "run"}) == "lay off the 7 of clubs on {1's} run"
    assert label(state, "lay_off", "7C", "meldx") == "lay off the 7 of clubs on {1's} meld"
    # a discard names no meld, even given a zone
    assert label(state, "discard", "7C", "meldx", {"meldx": "run"}) == "discard the 7 of clubs"


def test_several_cards_or_none_are_left_to_the_game():
    state = table("5D")
    assert label(state, "discard", "7C 8C") is None
    assert label(state, "lay_off", "7C 8C", zone="meld1") is None
    assert label(state, "discard") is None


def test_a_meld_short_of_three_cards_is_counted_and_a_full_one_left_to_the_game():
    state = table("5D")
    assert label(state, "meld", "7C 8C") == "meld 2 cards"
    assert label(state, "meld", "7C") == "meld 1 cards"
    assert label(state, "meld", "7C 8C 9C") is None
    assert label(state, "meld", "7C 8C 9C 10C") is None


def test_other_moves_are_left_to_the_game():
    state = table("5D")
    assert label(state, "knock") is None
    assert label(state, "stop", "7C") is None
