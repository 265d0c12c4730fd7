"""Show at its boundaries: taking from a discard pile of several cards, the call at
5 points and at 6, the tie penalty when the caller is strictly lowest, equal or
beaten, the 100-point end, and the words for each wrong move."""

from __future__ import annotations

import pytest
from moves import acting, cs, lay_out

from cardtable.engine import Action
from cardtable.engine import cards as C
from cardtable.games.show import GAME
from cardtable.games.show.rules import discards, hand_points


def position(hands: list[str], discard: str, options: dict | None = None, seed: int = 2):
    """A deal with these hands and discard pile (bottom first), seat 0 to discard."""
    state = lay_out(GAME.new_state(len(hands), seed, options), hands, discard)
    state.to_move, state.phase, state.prev_top = 0, "discard", -1
    return state


act = acting(GAME)


# -- discarding and drawing --------------------------------------------------------------------
def test_taking_from_a_pile_of_several_cards_takes_the_one_on_top_before_the_discard():
    state = position(["9C 9D 4S 7H", "2S 3S 4D 5D"], "KD QH JS")
    act(state, "discard", "9C 9D")
    act(state, "take", zone="discard")
    assert sorted(state.table.zones["hand0"]) == sorted(cs("4S 7H JS"))
    assert state.table.zones["discard"] == cs("KD QH 9C 9D")
    assert state.to_move == 1 and state.phase == "discard"


def test_drawing_from_a_pile_of_several_cards_leaves_the_discard_pile_as_it_is():
    state = position(["9C 4S 7H 8H", "2S 3S 4D 5D"], "KD QH JS")
    top = state.table.zones["stock"][-1]
    act(state, "discard", "9C")
    act(state, "draw", zone="stock")
    assert top in state.table.zones["hand0"]
    assert state.table.zones["discard"] == cs("KD QH JS 9C")


def test_the_card_under_a_discard_is_named_when_asked():
    state = position(["9C 4S 7H 8H", "2S 3S 4D 5D"], "KD QH JS")
    act(state, "discard", "9C")
    assert GAME.words.prompt(state) == "Draw from the draw pile, or take the jack of spades?"
    assert GAME.words.describe(state, Action("take", 0, zone="discard")) == "take the jack of spades"
    assert GAME.words.describe(state, Action("draw", 0, zone="stock")) == "draw from the draw pile"


@pytest.mark.parametrize("stock_left", [1, 2])
def test_drawing_the_last_card_refills_the_draw_pile_from_all_but_the_top_discard(stock_left):
    state = position(["9C 4S 7H 8H", "2S 3S 4D 5D"], "KD QH JS")
    t = state.table
    while len(t.zones["stock"]) > stock_left:
        t.move(t.zones["stock"][0], "discard", True, 0)
    under = len(t.zones["discard"])
    act(state, "discard", "9C")
    act(state, "draw", zone="stock")
    if stock_left == 1:
        assert t.zones["discard"] == cs("9C") and len(t.zones["stock"]) == under
        assert not any(t.up[c] for c in t.zones["stock"])
    else:
        assert len(t.zones["stock"]) == 1 and len(t.zones["discard"]) == under + 1


@pytest.mark.parametrize("hand,ok", [("2C 3C 4C", True), ("2C 3C 5C", False), ("2C 3D 4C", False),
                                     ("AC 2C 3C", True), ("QC KC AC", False), ("2C 3C", False),
                                     ("2C 2D", True), ("2C 3D", False), ("2C 2D 2H", False), ("5S", True)])
def test_what_one_discard_may_be(hand, ok):
    assert (tuple(sorted(cs(hand))) in {tuple(sorted(d)) for d in discards(cs(hand))}) is ok


@pytest.mark.parametrize("hand,ok", [("2C 2D 2H", True), ("2C 2D 2H 2S", True), ("2C 2D", True),
                                     ("2C 2D 3H", False)])
def test_with_pairs_any_any_number_of_one_rank_is_one_discard(hand, ok):
    assert (tuple(sorted(cs(hand))) in {tuple(sorted(d)) for d in discards(cs(hand), True)}) is ok


# -- calling Show ---------------------------------------------------------------------------------
@pytest.mark.parametrize("hand,points,can", [("AC 4D", 5, True), ("2C 4D", 6, False), ("KS KC 5H", 5, True),
                                             ("AC 3D", 4, True)])
def test_show_may_be_called_with_five_points_or_less(hand, points, can):
    state = position([hand, "9S 9D"], "KD")
    assert hand_points(cs(hand)) == points
    assert (Action("show", 0) in GAME.legal_actions(state)) is can
    prompt = GAME.words.prompt(state)
    assert prompt.startswith('Call "Show"') is can
    assert f"({points} points in hand)" in prompt


@pytest.mark.parametrize("theirs,tie_penalty,caller_gains", [
    ("AS 5D", False, 0), ("AS 5D", True, 0),      # the caller (5) strictly lowest: never a penalty
    ("AS 4D", False, 0), ("AS 4D", True, 30),     # a tie: the caller's unless tie_penalty
    ("AS 3D", False, 30), ("AS 3D", True, 30),    # beaten by one point: always the penalty
])
def test_the_callers_penalty_at_each_side_of_a_tie(theirs, tie_penalty, caller_gains):
    state = position(["AC 4C", theirs], "KD", {"tie_penalty": tie_penalty})
    act(state, "show")
    gains = state.sheet[-1][2]
    assert gains[0] == caller_gains
    assert gains[1] == hand_points(cs(theirs))


@pytest.mark.parametrize("theirs,gains", [("AS 4D", 0), ("AS 2D", 35)])
def test_penalty_adds_hand_adds_the_callers_hand_only_when_beaten(theirs, gains):
    state = position(["AC 4C", theirs, "9S 9D"], "KD", {"penalty_adds_hand": True})
    act(state, "show")
    assert state.sheet[-1][2][0] == gains


def test_every_hand_is_shown_when_show_is_called():
    state = position(["AC 4C", "9S 9D"], "KD")
    events = GAME.apply(state, Action("show", 0))
    kinds = [e.kind for e in events]
    shown = {e.data["card"] for e in events[:kinds.index("deal_end")] if e.kind == "flip" and e.data["up"]}
    assert shown == set(cs("AC 4C 9S 9D"))


@pytest.mark.parametrize("total,ends", [(81, False), (82, True), (83, True)])
def test_the_game_ends_after_a_round_in_which_someone_reaches_100(total, ends):
    state = position(["AC 4C", "9S 9D"], "KD")  # seat 1 gains 18: 82 + 18 = 100
    state.table.set("score", [0, total])
    act(state, "show")
    assert state.over is ends
    if ends:
        assert GAME.result(state).winners == [0]


# -- the words ---------------------------------------------------------------------------------------
def test_what_a_wrong_move_is_told():
    why = GAME.words.why_illegal
    state = position(["9C 4S 7H 8H", "2S 3S 4D 5D"], "KD QH JS")
    assert why(state, Action("discard", 1, tuple(cs("2S")))) == "it is not your turn"
    assert why(state, Action("show", 0)) == 'you may call "Show" only with 5 points or less in hand (you have 28)'
    assert why(state, Action("draw", 0, zone="stock")) == "discard first, then draw"
    assert why(state, Action("take", 0, zone="discard")) == "discard first, then draw"
    assert why(state, Action("discard", 0, tuple(cs("2S")))) == "discard cards from your own hand"
    assert why(state, Action("discard", 0, ())) == "discard cards from your own hand"
    assert why(state, Action("discard", 0, tuple(cs("9C 9C")))) == "name each card once"
    assert why(state, Action("discard", 0, tuple(cs("9C 4S")))) == \
        "discard one card, a pair, or a run of three or more of one suit (ace low)"
    state.options["pairs_any"] = True
    assert why(state, Action("discard", 0, tuple(cs("9C 4S")))) == \
        "discard one card, any number of one rank, or a run of three or more of one suit (ace low)"
    assert GAME.words.prompt(state) == "Discard a card, a pair or a run (28 points in hand)."
    act(state, "discard", "9C")
    assert why(state, Action("show", 0)) == \
        "you have discarded: now draw from the draw pile or take the card under your discard"
    assert why(state, Action("discard", 0, tuple(cs("4S")))) == \
        "you have discarded: now draw from the draw pile or take the card under your discard"
    assert why(state, Action("nonsense", 0)) == "draw from the draw pile or take the card under your discard"
    assert GAME.words.describe(state, Action("show", 0)) == 'call "Show"'
    state.over = True
    assert why(state, Action("show", 0)) == "the game is over"
    assert GAME.words.prompt(state) == "The game is over."
    assert GAME.legal_actions(state) == []


def test_the_card_taken_goes_into_the_hand_face_down():
    state = position(["9C 4S 7H 8H", "2S 3S 4D 5D"], "KD QH JS")
    act(state, "discard", "9C")
    act(state, "take", zone="discard")
    assert not state.table.up[C.parse("JS")] and state.table.where[C.parse("JS")] == "hand0"


def test_the_take_names_the_ace_of_clubs_card_zero_too():
    state = position(["9C 4S 7H 8H", "2S 3S 4D 5D"], "KD AC")
    act(state, "discard", "9C")
    assert GAME.words.describe(state, Action("take", 0, zone="discard")) == "take the ace of clubs"
    assert GAME.words.describe(state, Action("discard", 0, tuple(cs("4S")))) == "discard the 4 of spades"


def test_a_take_is_named_only_once_there_is_a_card_to_take():
    state = position(["9C 4S 7H 8H", "2S 3S 4D 5D"], "KD QH JS")
    assert GAME.words.describe(state, Action("take", 0, zone="discard")) == "take"
