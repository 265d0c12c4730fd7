"""More of Basic Rummy at its edges (found by mutation seeds): the button words,
the shared ones first and the game's own for the rest."""

from __future__ import annotations

from moves import cs, lay_out

from cardtable.engine import Action
from cardtable.engine import cards as C
from cardtable.games.rummy import GAME


def test_the_button_words():
    state = GAME.new_state(2, 3, {})
    top = state.table.zones["discard"][-1]
    label = GAME.words.label
    assert label(state, Action("draw", 0)) == "draw from the stock"
    assert label(state, Action("take", 0)) == f"take the {C.long_name(top)}"
    assert label(state, Action("discard", 0, tuple(cs("7C")))) == "discard the 7 of clubs"
    assert label(state, Action("meld", 0, tuple(cs("7C 8C 9C")))) == "meld 3 cards"
    assert label(state, Action("meld", 0, tuple(cs("7C 8C")))) == "meld 2 cards"
    assert label(state, Action("stop", 0)) == "stop"


def test_a_discard_a_meld_and_a_lay_off_all_lie_face_up():
    state = lay_out(GAME.new_state(2, 3, {}), ["5H 6H 7H 8H KC"])
    t = state.table
    seat = state.to_move = 0
    GAME.apply(state, Action("draw", seat, zone="stock"))
    GAME.apply(state, Action("meld", seat, tuple(cs("5H 6H 7H"))))
    z = state.melds[-1]
    GAME.apply(state, Action("lay_off", seat, tuple(cs("8H")), z))
    assert all(t.up[c] for c in t.zones[z])
    GAME.apply(state, Action("discard", seat, tuple(cs("KC"))))
    assert t.zones["discard"][-1] == C.parse("KC") and t.up[C.parse("KC")]


def test_the_words_for_a_wrong_meld_by_its_size():
    state = lay_out(GAME.new_state(2, 3, {}), ["5H 6H 9C 9D KC"])
    GAME.apply(state, Action("draw", 0, zone="stock"))
    why = GAME.words.why_illegal
    wrong = "a meld is a run (3+ of one suit in sequence, ace low) or a set (3 or 4 of a rank)"
    assert why(state, Action("meld", 0, tuple(sorted(cs("5H 6H"))))) == "a meld needs three cards"
    assert why(state, Action("meld", 0, tuple(cs("9C")))) == "a meld needs three cards"
    assert why(state, Action("meld", 0, tuple(sorted(cs("5H 6H 9C"))))) == wrong
    assert why(state, Action("meld", 0, tuple(sorted(cs("5H 6H 9C 9D"))))) == wrong
