"""Six Card Golf at its boundaries: the stock refilled from one, two or three
discards, the turning up of two cards each, the end of a hole with and without
last turns, the scoring of columns, and the words for every layout card and wrong move."""

from __future__ import annotations

import pytest
from moves import acting, cs, dealt_last

from cardtable.engine import Action
from cardtable.engine import cards as C
from cardtable.games.golf import GAME
from cardtable.games.golf.rules import layout_points, packs_for

act = acting(GAME, {"draw": "stock", "take": "discard", "discard": "discard"}, own="layout")


def new(players=2, seed=4, **options):
    """A deal whose first dealer is the last seat, so seat 0 turns up and plays first."""
    return dealt_last(GAME, players, seed, **options)


def turned(players=2, **options):
    state = new(players, **options)
    for _ in range(players):
        act(state, "turn_up", number=0), act(state, "turn_up", number=1)
    return state


def leave_in_stock(state, k: int, discards: int):
    """Leave ``k`` cards in the stock and ``discards`` on the discard pile (its top card
    stays on top); the others are put aside, out of play."""
    t = state.table
    t.add_zone("aside", "out", layout="stack", label="Aside")
    top = t.zones["discard"][-1]
    for c in t.zones["discard"][:-1]:
        t.move(c, "stock", False, 0)
    while len(t.zones["discard"]) < discards:
        t.move(t.zones["stock"][0], "discard", True, 0)
    while len(t.zones["stock"]) > k:
        t.move(t.zones["stock"][0], "aside", False)
    assert t.zones["discard"][-1] == top and len(t.zones["discard"]) == discards


# -- packs --------------------------------------------------------------------------------------
@pytest.mark.parametrize("players,packs", [(2, 1), (4, 1), (5, 2), (8, 2), (9, 3), (12, 3)])
def test_one_pack_for_two_to_four_two_for_five_to_eight_three_for_nine_to_twelve(players, packs):
    assert packs_for(players) == packs
    assert len(GAME.new_state(players, 1).cards) == 52 * packs


# -- an empty stock ----------------------------------------------------------------------------
def test_with_an_empty_stock_and_one_discard_only_the_discard_may_be_taken():
    state = turned()
    leave_in_stock(state, 0, 1)
    assert [a.kind for a in GAME.legal_actions(state)] == ["take"]


@pytest.mark.parametrize("discards", [2, 3])
def test_with_an_empty_stock_the_discards_but_the_top_become_the_stock(discards):
    state = turned()
    leave_in_stock(state, 0, discards)
    t = state.table
    top, under = t.zones["discard"][-1], t.zones["discard"][:-1]
    assert [a.kind for a in GAME.legal_actions(state)] == ["draw", "take"]
    act(state, "draw")
    assert t.zones["discard"] == [top]
    assert len(t.zones["stock"]) == discards - 2
    assert set(t.zones["stock"]) | set(t.zones["held0"]) == set(under)
    assert not any(t.up[c] for c in t.zones["stock"])


def test_a_stock_of_one_card_is_drawn_without_a_refill():
    state = turned()
    leave_in_stock(state, 1, 3)
    t = state.table
    last = t.zones["stock"][0]
    act(state, "draw")
    assert t.zones["held0"] == [last] and len(t.zones["discard"]) == 3 and t.zones["stock"] == []


# -- turning up two --------------------------------------------------------------------------
def test_each_player_turns_up_exactly_two_then_play_starts_at_the_dealers_left():
    state = new(3)
    seen = []
    while state.phase == "turn_up":
        seen.append(state.to_move)
        prompt = GAME.words.prompt(state)
        first = len(seen) % 2 == 1
        assert prompt == ("Turn up two of your layout cards: click them." if first
                          else "Turn up one more of your layout cards: click it.")
        act(state, "turn_up", number=len(seen) % 2)
    assert seen == [0, 0, 1, 1, 2, 2]
    assert state.phase == "draw" and state.to_move == 0
    assert [sum(state.table.up[c] for c in state.table.zones[z]) for z in state.layouts] == [2, 2, 2]


# -- the end of a hole ----------------------------------------------------------------------------
def finish_layout_but_one(state, seat):
    t = state.table
    for c in t.zones[state.layouts[seat]][:5]:
        if not t.up[c]:
            t.flip(c, True)


def test_the_hole_ends_when_the_last_face_down_card_is_replaced():
    state = turned()
    finish_layout_but_one(state, 0)
    act(state, "draw"), act(state, "replace", number=4)
    assert state.deal_no == 0 and state.to_move == 1
    act(state, "draw"), act(state, "discard")
    act(state, "draw"), act(state, "replace", number=5)
    assert state.deal_no == 1 and state.sheet[-1][0] == 0


def test_with_last_turns_everyone_else_plays_once_more_then_the_hole_ends():
    state = turned(3, last_turns=True)
    finish_layout_but_one(state, 0)
    act(state, "draw"), act(state, "replace", number=5)
    assert state.ender == 0 and state.deal_no == 0 and state.to_move == 1
    assert GAME.words.prompt(state).endswith("(last turn)")
    act(state, "draw"), act(state, "discard")
    assert state.deal_no == 0 and state.to_move == 2
    act(state, "take"), act(state, "replace", number=3)
    assert state.deal_no == 1 and state.sheet[-1][0] == 0


def test_the_last_turn_is_not_announced_before_anyone_is_out():
    state = turned()
    assert not GAME.words.prompt(state).endswith("(last turn)")


def test_every_layout_card_is_shown_when_the_hole_ends():
    state = turned()
    finish_layout_but_one(state, 0)
    act(state, "draw")
    events = act(state, "replace", number=5)
    kinds = [e.kind for e in events]
    # seat 1 had turned up two: its other four are turned up before the hole is scored
    assert len([e for e in events[:kinds.index("deal_end")] if e.kind == "flip" and e.data["up"]
                and e.data["zone"] == "layout1"]) == 4


# -- scoring ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("lay,points", [
    ("AC 2C 3C 4C 5C 6C", 1 - 2 + 3 + 4 + 5 + 6),
    ("2C 2D 3C 2H 9D 3S", 0 + -2 + 9 + 0),          # 2 over 2 scores 0; 3 over 3 scores 0
    ("JC QD KC JD QH KS", 0),                        # three columns of pairs
    ("JC QD KC QS JH 5S", 10 + 10 + 10 + 10 + 0 + 5),  # J-Q and Q-J are no pairs
    ("10C 10D 10H 10S 9S 9H", 0 + 19 + 19),
])
def test_a_layout_scores_its_cards_and_a_column_pair_scores_zero(lay, points):
    assert layout_points(cs(lay)) == points


@pytest.mark.parametrize("holes", [9, 18])
def test_the_game_ends_after_the_last_hole_and_not_before(holes):
    state = new(deals=holes)
    state.deal_no = holes - 1
    assert not GAME.game_ends(state)
    state.deal_no = holes
    assert GAME.game_ends(state)


# -- the words ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("k,words", [(0, "top left"), (1, "top middle"), (2, "top right"),
                                     (3, "bottom left"), (4, "bottom middle"), (5, "bottom right")])
def test_each_layout_card_is_named_by_its_row_and_column(k, words):
    state = new()
    assert GAME.words.describe(state, Action("turn_up", 0, zone="layout0", number=k)) == f"turn up the {words} card"
    assert GAME.words.describe(state, Action("replace", 0, zone="layout0", number=k)) == f"replace the {words} card"


def test_what_a_wrong_move_is_told():
    why = GAME.words.why_illegal
    state = new()
    assert why(state, Action("turn_up", 1, zone="layout1", number=0)) == "it is not your turn"
    assert why(state, Action("draw", 0, zone="stock")) == "first turn up two of your layout cards"
    assert why(state, Action("turn_up", 0, zone="layout0", number=6)) == "choose one of your six layout cards"
    assert why(state, Action("turn_up", 0, zone="layout0", number=-1)) == "choose one of your six layout cards"
    assert why(state, Action("turn_up", 0, zone="layout0")) == "choose one of your six layout cards"
    act(state, "turn_up", number=0)
    assert why(state, Action("turn_up", 0, zone="layout0", number=0)) == "that card is face up already"
    act(state, "turn_up", number=5)
    act(state, "turn_up", number=0), act(state, "turn_up", number=1)
    assert why(state, Action("replace", 0, zone="layout0", number=0)) == \
        "take the top card of the stock or of the discard pile"
    top = state.table.zones["discard"][-1]
    assert GAME.words.prompt(state) == f"Draw from the stock, or take the {C.long_name(top)}?"
    act(state, "take")
    assert why(state, Action("discard", 0, zone="discard")) == \
        "a card taken from the discard pile must go into your layout"
    assert why(state, Action("replace", 0, zone="layout0", number=7)) == "choose one of your six layout cards"
    assert why(state, Action("draw", 0, zone="stock")) == "put the card in your layout"
    assert GAME.words.prompt(state) == f"Click a layout card to replace it with the {C.long_name(top)}."
    act(state, "replace", number=2)
    act(state, "draw")
    assert why(state, Action("draw", 1, zone="stock")) == "put the card in your layout, or discard it"
    assert GAME.words.prompt(state) == \
        "Click a layout card to replace it with the card you drew, or discard the drawn card."
    state.over = True
    assert why(state, Action("discard", 1, zone="discard")) == "the game is over"
    assert GAME.words.prompt(state) == "The game is over."
    assert GAME.legal_actions(state) == []


def test_taking_from_a_pile_of_several_takes_its_top_card_face_up():
    state = turned()
    t = state.table
    act(state, "draw"), act(state, "replace", number=5)
    replaced = t.zones["discard"][-1]
    assert len(t.zones["discard"]) == 2
    act(state, "take")
    assert t.zones["held1"] == [replaced] and t.up[replaced] and len(t.zones["discard"]) == 1
    assert GAME.words.prompt(state) == f"Click a layout card to replace it with the {C.long_name(replaced)}."


def test_the_table_is_told_who_went_out():
    state = turned(3, last_turns=True)
    finish_layout_but_one(state, 0)
    act(state, "draw")
    events = act(state, "replace", number=5)
    assert [e.data for e in events if e.kind == "out"] == [{"seat": 0}]


def test_the_last_layout_place_is_a_place_too():
    """Place 5 (bottom right) is one of the six: face up, it is told so, not "choose one"."""
    state = new()
    act(state, "turn_up", number=5)
    seat = state.to_move
    assert GAME.words.why_illegal(state, Action("turn_up", seat, zone=f"layout{seat}", number=5)) == \
        "that card is face up already"
