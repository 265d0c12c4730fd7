"""The stock refill several games share (cardtable/games/stock.py), at its boundaries:
nothing, one card and several cards to move; the top card kept or not; shuffled or
turned over as it lies."""

from __future__ import annotations

import pytest

from cardtable.engine import cards as C
from cardtable.games import get_game
from cardtable.games.stock import open_table, refill

GAME = get_game("show")  # any game whose table open_table lays out


def cs(text: str) -> list[int]:
    return [C.parse(x) for x in text.split()]


def table_with(discard: str, stock_left: int = 0):
    state = GAME.new_state(2, 1)
    t = state.table
    t.add_zone("aside", "out", layout="stack", label="Aside")
    for z in ["discard", *state.hands, "stock"]:
        for c in list(t.zones[z]):
            t.move(c, "aside", False)
    for c in cs(discard):
        t.move(c, "discard", True)
    for c in list(t.zones["aside"])[:stock_left]:
        t.move(c, "stock", False)
    return state


def test_the_table_the_draw_and_discard_games_share():
    state = GAME.new_state(3, 1)
    t = state.table
    assert len(state.cards) == 52 and state.hands == ("hand0", "hand1", "hand2")
    assert t.counters["score"] == [0, 0, 0]
    # Show fans its discards, so the card you may take shows
    assert t.specs["stock"].label == "Draw pile" and t.specs["discard"].layout == "spread"
    assert open_table.__defaults__ == ("Stock", "stack")


@pytest.mark.parametrize("pile,moved", [("", 0), ("5H", 1), ("5H 6H", 2), ("5H 6H 7H", 3)])
def test_every_card_moves_without_keep_top(pile, moved):
    state = table_with(pile)
    assert refill(GAME, state, "stock", ["discard"]) == moved
    assert state.table.zones["discard"] == [] and len(state.table.zones["stock"]) == moved
    assert not any(state.table.up[c] for c in state.table.zones["stock"])


@pytest.mark.parametrize("pile,moved", [("5H", 0), ("5H 6H", 1), ("5H 6H 7H", 2)])
def test_keep_top_leaves_the_top_card(pile, moved):
    state = table_with(pile)
    top = cs(pile)[-1]
    assert refill(GAME, state, "stock", ["discard"], keep_top=True) == moved
    assert state.table.zones["discard"] == [top] and len(state.table.zones["stock"]) == moved


def test_turned_over_unshuffled_the_piles_top_card_goes_to_the_bottom():
    state = table_with("5H 6H 7H")
    events_before = len(state.table.log)
    assert refill(GAME, state, "stock", ["discard"], shuffle=False) == 3
    assert state.table.zones["stock"] == cs("7H 6H 5H")  # bottom first: the 5H is now on top
    turned = [e for e in state.table.log[events_before:] if e.kind == "turn_over"]
    assert len(turned) == 1 and turned[0].data == {"zone": "stock", "n": 3}


def test_turned_over_with_keep_top_the_rest_is_turned_over():
    state = table_with("5H 6H 7H")
    assert refill(GAME, state, "stock", ["discard"], keep_top=True, shuffle=False) == 2
    assert state.table.zones["stock"] == cs("6H 5H") and state.table.zones["discard"] == cs("7H")


def test_nothing_moved_announces_nothing():
    state = table_with("5H")
    before = len(state.table.log)
    assert refill(GAME, state, "stock", ["discard"], keep_top=True, shuffle=False) == 0
    assert [e for e in state.table.log[before:] if e.kind == "turn_over"] == []


def test_shuffled_cards_go_on_top_of_what_is_left_in_the_stock():
    state = table_with("5H 6H 7H", stock_left=2)
    under = list(state.table.zones["stock"])
    assert refill(GAME, state, "stock", ["discard"]) == 3
    assert len(state.table.zones["stock"]) == 5 and set(under) <= set(state.table.zones["stock"])
