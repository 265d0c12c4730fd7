"""More of Basic Rummy at its edges (found by mutation seeds): the button words,
the shared ones first and the game's own for the rest."""

from __future__ import annotations

from cardtable.engine import Action
from cardtable.engine import cards as C
from cardtable.games.rummy import GAME


def cs(text: str) -> tuple[int, ...]:
    return tuple(C.parse(x) for x in text.split())


def test_the_button_words():
    state = GAME.new_state(2, 3, {})
    top = state.table.zones["discard"][-1]
    label = GAME.label
    assert label(state, Action("draw", 0)) == "draw from the stock"
    assert label(state, Action("take", 0)) == f"take the {C.long_name(top)}"
    assert label(state, Action("discard", 0, cs("7C"))) == "discard the 7 of clubs"
    assert label(state, Action("meld", 0, cs("7C 8C 9C"))) == "meld 3 cards"
    assert label(state, Action("meld", 0, cs("7C 8C"))) == "meld 2 cards"
    assert label(state, Action("stop", 0)) == "stop"
