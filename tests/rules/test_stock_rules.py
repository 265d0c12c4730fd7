"""The stock several games share (cardtable/games/stock.py), at its boundaries. The refill:
nothing, one card and several cards to move; the top card kept or not; shuffled or
turned over as it lies. The bookkeeping each deal starts again, and the rummy games'
draw-or-take turn: the draw, the take, the discard and the end of the turn."""

from __future__ import annotations

import pytest
from moves import cs

from cardtable.engine import cards as C
from cardtable.engine.actions import Action
from cardtable.games import get_game
from cardtable.games.stock import (
    TURN_LIMIT,
    discards,
    draw_or_take,
    end_turn,
    new_deal,
    open_table,
    refill,
    stock_gone,
    turn_done,
)

GAME = get_game("show")  # any game whose table open_table lays out


P = C.parse


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


@pytest.mark.parametrize("game_id,turnovers", [("golf", True), ("show", True), ("rummy", True),
                                               ("uncle-stuart", False)])
def test_each_deal_starts_the_stocks_bookkeeping_again(game_id, turnovers):
    game = get_game(game_id)
    state = game.new_state(2, 3)
    state.turns, state.final = 17, 1
    new_deal(state)
    assert (state.turns, state.final) == (0, -1)
    assert ("turnovers" in state._fields) is turnovers
    if turnovers:  # a game that turns its discards over counts none turned over at each deal
        state.turnovers = 1
        game.start_deal(state)
        assert state.turnovers == 0 and (state.turns, state.final) == (0, -1)


def rummy_turn(game_id: str, stock: str, discard: str):
    """A draw-or-take game's state, seat 0 to draw, with this stock and discard pile."""
    game = get_game(game_id)
    state = game.new_state(2, 4)
    state.table.add_zone("aside", "out", layout="stack", label="Aside")
    for z in ("stock", "discard"):
        for c in list(state.table.zones[z]):
            state.table.move(c, "aside", False)
    for c in cs(stock):
        state.table.move(c, "stock", False)
    for c in cs(discard):
        state.table.move(c, "discard", True)
    state.to_move, state.phase, state.taken = 0, "draw", -1
    new_deal(state)
    return game, state


def test_a_take_is_remembered_and_may_not_be_thrown_back_unless_it_is_the_last_card():
    game, state = rummy_turn("rummy", "2C 3C", "9H KD")
    hand = list(state.table.zones["hand0"])
    draw_or_take(state, Action("take", 0, zone="discard"))
    assert state.taken == P("KD") and state.phase == "play" and state.table.zones["hand0"] == [*hand, P("KD")]
    assert not state.table.up[P("KD")] and state.table.zones["discard"] == cs("9H")
    assert [a.cards[0] for a in discards(0, [*hand, P("KD")], state.taken)] == hand
    assert [a.cards for a in discards(1, cs("KD"), P("KD"))] == [(P("KD"),)]
    assert [a.cards for a in discards(1, cs("KD 2H"), -1)] == [(P("KD"),), (P("2H"),)]


def draw(game, state, turn_over: bool) -> None:
    """A draw by seat 0: Basic Rummy's, which turns its discards over once (``turn_over``), or the
    plain draw-or-take turn's (Uncle Stuart's Game's)."""
    a = Action("draw", 0, zone="stock")
    if turn_over:
        game.step(state, a)
    else:
        draw_or_take(state, a)


@pytest.mark.parametrize("turn_over", [False, True])
def test_a_draw_takes_the_top_of_the_stock_and_its_last_card_ends_it(turn_over):
    game, state = rummy_turn("rummy", "2C 3C", "9H")
    draw(game, state, turn_over)
    assert state.table.zones["hand0"][-1] == P("3C") and state.phase == "play" and state.final == -1
    assert state.taken == -1 and not state.table.up[P("3C")]
    draw(game, state, turn_over)
    # gone for good at once without turning over; with it, not before the pile has been turned over once
    assert state.final == (-1 if turn_over else 2) and state.turnovers == 0


def test_turned_over_once_and_then_the_stock_is_gone_for_good():
    game, state = rummy_turn("rummy", "", "9H 5S")
    draw(game, state, True)
    assert state.turnovers == 1 and state.table.zones["hand0"][-1] == P("9H")  # the old bottom card
    assert state.table.zones["stock"] == cs("5S") and state.table.zones["discard"] == [] and state.final == -1
    draw(game, state, True)
    assert state.turnovers == 1 and state.final == 2


def test_a_turn_ends_the_next_player_to_draw_or_the_deal_ends():
    game, state = rummy_turn("uncle-stuart", "2C", "9H")
    state.phase, state.taken = "play", P("9H")
    assert end_turn(state, 1) is False
    assert (state.to_move, state.phase, state.taken, state.turns) == (0, "draw", -1, 1)
    state.final = 1  # the last turn after the stock was gone
    state.taken = P("9H")
    assert end_turn(state, 0) is True and state.taken == P("9H") and state.to_move == 0


def test_once_the_stock_is_gone_for_good_everyone_has_one_more_turn_said_once():
    state = GAME.new_state(3, 1)
    new_deal(state)
    before = len(state.table.log)
    stock_gone(state)
    assert state.final == 3
    stock_gone(state)  # gone again (a later turn): the count goes on, unchanged, unsaid
    assert state.final == 3
    said = [e for e in state.table.log[before:] if e.kind == "last_turns"]
    assert len(said) == 1 and said[0].data == {"n": 3}
    assert [turn_done(state) for _ in range(3)] == [False, False, True]  # the turn in play counts


@pytest.mark.parametrize("log", [True, False])
def test_a_round_ends_at_the_turn_limit_and_says_so(log):
    """Our limit, which the rules texts name: 200 turns a player."""
    state = GAME.new_state(2, 1, log=log)
    new_deal(state)
    state.turns = 200 * 2 - 2
    assert turn_done(state) is False
    assert turn_done(state) is True and state.turns == 200 * 2 == TURN_LIMIT * 2
    if log:
        said = [e for e in state.table.log if e.kind == "turn_limit"]
        assert len(said) == 1 and said[0].data == {"n": 200}
    else:
        assert state.table.log is None
