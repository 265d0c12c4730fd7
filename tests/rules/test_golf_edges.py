"""More of Six Card Golf at its edges (found by mutation seeds): the button words
for each move, naming the card a take or a discard moves, and nothing it cannot see."""

from __future__ import annotations

from test_golf_boundaries import act, turned

from cardtable.engine import Action
from cardtable.engine import cards as C
from cardtable.games.golf import GAME


def label(state, kind, number=None, seat=None):
    seat = state.to_move if seat is None else seat
    zone = {"draw": "stock", "take": "discard", "discard": "discard"}.get(kind, f"layout{seat}")
    return GAME.words.label(state, Action(kind, seat, zone=zone, number=number))


def test_the_draw_and_take_buttons_name_the_stock_and_the_top_discard():
    state = turned()
    top = state.table.zones["discard"][-1]
    assert label(state, "draw") == "draw from the stock"
    assert label(state, "take") == f"take the {C.long_name(top)}"


def test_the_discard_button_names_the_card_held_and_the_replace_button_the_place():
    state = turned()
    act(state, "draw")
    held = state.table.zones["held0"][-1]
    assert label(state, "discard") == f"discard the {C.long_name(held)}"
    assert label(state, "replace", 4) == "replace the bottom middle card"
    assert label(state, "take") == f"take the {C.long_name(state.table.zones['discard'][-1])}"


def test_with_nothing_to_name_the_buttons_fall_back_to_plain_words():
    state = turned()
    # nothing held: a discard names no card
    assert label(state, "discard") == "discard"
    state.table.add_zone("aside", "out", layout="stack", label="Aside")
    for c in list(state.table.zones["discard"]):
        state.table.move(c, "aside", False)
    assert label(state, "take") == "take"
    assert label(state, "turn_up", 2) == "turn up the top right card"


def test_a_move_names_a_layout_place_only_when_it_is_a_turn_up_or_replace_with_a_place():
    state = turned()
    describe = GAME.words.describe
    assert describe(state, Action("turn_up", 0, zone="layout0")) == "turn up"
    assert describe(state, Action("replace", 0, zone="layout0")) == "replace"
    assert describe(state, Action("discard", 0, zone="discard", number=2)) == "discard 2"
    assert describe(state, Action("replace", 0, zone="layout0", number=3)) == "replace the bottom left card"
