"""Basic Rummy at its boundaries: where laid-off cards lie, the empty stock the first
and the second time, the stop's shares, hands shown at a deal's end, the target and
the number of deals, and the words for each wrong move. Positions are laid out card by card."""

from __future__ import annotations

import pytest
from moves import acting, cs, lay_out

from cardtable.engine import Action
from cardtable.engine import cards as C
from cardtable.games.rummy import GAME
from cardtable.games.rummy.rules import deal_size, hand_points


def position(hands: list[str], discard: str = "", *, stock: int | None = None, phase: str = "play",
             seed: int = 3, **options):
    """A deal with these hands and discard pile (bottom first), seat 0 to move; with
    ``stock`` only that many cards stay in the stock (the rest are put aside)."""
    state = lay_out(GAME.new_state(len(hands), seed, options), hands, discard)
    t = state.table
    if stock is not None:
        t.add_zone("aside", "out", layout="stack", label="Aside")
        while len(t.zones["stock"]) > stock:
            t.move(t.zones["stock"][0], "aside", False)
    state.to_move, state.phase, state.taken, state.melded, state.turnovers = 0, phase, -1, False, 0
    return state


act = acting(GAME)


def kinds(state):
    return [a.kind for a in GAME.legal_actions(state)]


@pytest.mark.parametrize("players,size", [(2, 10), (3, 7), (4, 7), (5, 6), (6, 6)])
def test_the_deal_size_by_players(players, size):
    assert deal_size(players) == size


def test_card_points_for_scoring():
    assert hand_points(cs("AC 9D 10H JS QC KD")) == 1 + 9 + 10 + 10 + 10 + 10


# -- melds and lay-offs ------------------------------------------------------------------------
def test_a_run_is_laid_in_rank_order_and_lay_offs_go_to_its_ends():
    state = position(["7H 5H 6H 4H 8H 9C", "2S 3S"])
    act(state, "meld", "5H 6H 7H")
    assert state.table.zones["meld1"] == cs("5H 6H 7H")
    act(state, "lay_off", "8H", zone="meld1")
    act(state, "lay_off", "4H", zone="meld1")
    assert state.table.zones["meld1"] == cs("4H 5H 6H 7H 8H")


def test_a_low_ace_is_laid_off_below_the_two():
    state = position(["2H 3H 4H AH 9C", "2S 3S"])
    act(state, "meld", "2H 3H 4H")
    act(state, "lay_off", "AH", zone="meld1")
    assert state.table.zones["meld1"] == cs("AH 2H 3H 4H")


def test_a_card_laid_off_on_a_set_goes_at_the_end():
    state = position(["9H 9C 9D 9S 5C", "2S 3S"])
    act(state, "meld", "9H 9C 9D")
    first = list(state.table.zones["meld1"])
    act(state, "lay_off", "9S", zone="meld1")
    assert state.table.zones["meld1"] == first + cs("9S")


def test_one_meld_a_turn_but_any_number_of_lay_offs():
    state = position(["5H 6H 7H 9C 9D 9S 8H 4H KC", "2S 3S"])
    act(state, "meld", "5H 6H 7H")
    assert "meld" not in kinds(state)
    assert GAME.words.prompt(state) == "Lay off cards on any meld, or discard a card to end your turn."
    assert GAME.words.why_illegal(state, Action("meld", 0, tuple(sorted(cs("9C 9D 9S"))))) == \
        "you may meld only once a turn"
    act(state, "lay_off", "8H", zone="meld1")
    act(state, "lay_off", "4H", zone="meld1")
    act(state, "discard", "KC")
    act(state, "draw", zone="stock"), act(state, "discard", "2S")
    act(state, "draw", zone="stock")
    assert state.to_move == 0 and "meld" in kinds(state)  # a new turn, a new meld


# -- the stock --------------------------------------------------------------------------------------
def test_an_empty_stock_the_first_time_still_offers_a_draw_which_turns_the_pile_over():
    state = position(["5H 6H", "2S 3S"], "9C 10D JS", stock=0, phase="draw")
    assert kinds(state) == ["take", "draw"]
    assert GAME.words.prompt(state) == "Draw from the stock, or take the jack of spades."
    act(state, "draw", zone="stock")
    t = state.table
    # turned over as it lay: the bottom card (9C) is now the top of the stock, and is drawn
    assert state.turnovers == 1 and t.zones["discard"] == []
    assert C.parse("9C") in t.zones["hand0"] and t.zones["stock"] == cs("JS 10D")


def test_an_empty_stock_the_second_time_offers_the_discard_or_a_stop():
    state = position(["5H 6H", "2S 3S"], "9C", stock=0, phase="draw")
    state.turnovers = 1
    assert kinds(state) == ["take", "stop"]
    assert GAME.words.prompt(state) == "The stock is gone again: take the 9 of clubs, or stop the deal."
    assert GAME.words.why_illegal(state, Action("draw", 0, zone="stock")) == \
        "the stock has run out twice: take the discard or stop the deal"


def test_with_nothing_to_draw_and_nothing_to_take_only_a_stop_is_left():
    state = position(["5H 6H", "2S 3S"], "", stock=0, phase="draw")
    state.turnovers = 1
    assert kinds(state) == ["stop"]
    assert GAME.words.prompt(state) == "Nothing to draw: the deal ends."
    state.turnovers = 0
    assert kinds(state) == ["stop"]
    assert GAME.words.prompt(state) == "Draw from the stock."


def test_with_a_stock_and_no_discard_only_a_draw():
    state = position(["5H 6H", "2S 3S"], "", stock=3, phase="draw")
    assert kinds(state) == ["draw"]
    assert GAME.words.why_illegal(state, Action("discard", 0, tuple(cs("5H")))) == \
        "draw first: from the stock or the discard pile"


# -- the end of a deal ---------------------------------------------------------------------------
@pytest.mark.parametrize("hands,gains", [
    (["AC 2D", "5S", "KD"], [(5 - 3) + (10 - 3), 0, 0]),     # the lowest takes the differences
    (["AC 4D", "5S", "KD"], [2.5, 2.5, 0]),                   # a tie shares them: 5 between two
    (["AC 3D", "4S", "KD"], [3, 3, 0]),                      # an even share stays whole
])
def test_a_stop_gives_the_lowest_hand_the_sum_of_the_differences(hands, gains):
    state = position(hands, "", stock=0, phase="draw", deals=1)  # (no next deal: cards are put aside)
    state.turnovers = 1
    events = act(state, "stop")
    got = [e for e in events if e.kind == "deal_end"][0].data["points"]
    assert got == gains
    assert all(isinstance(g, int) for g, w in zip(got, gains) if isinstance(w, int))


def test_every_hand_is_shown_when_a_player_goes_out():
    state = position(["5H 6H 7H 9C", "2S 3D", "KD"])
    act(state, "meld", "5H 6H 7H")
    events = act(state, "discard", "9C")
    k = [e.kind for e in events]
    shown = {e.data["card"] for e in events[:k.index("deal_end")] if e.kind == "flip" and e.data["up"]}
    assert set(cs("2S 3D KD")) <= shown
    assert state.sheet[-1][2] == (5 + 10, 0, 0)


@pytest.mark.parametrize("total,ends", [(99, False), (100, True)])
def test_the_game_ends_when_someone_reaches_the_target(total, ends):
    state = position(["5H", "2S"])
    state.table.set("score", [total, 0])
    assert GAME.game_ends(state) is ends


@pytest.mark.parametrize("played,ends", [(2, False), (3, True)])
def test_the_deals_option_ends_the_game_after_that_many_deals_whatever_the_scores(played, ends):
    state = position(["5H", "2S"], deals=3)
    state.table.set("score", [500, 0])
    state.deal_no = played
    assert GAME.game_ends(state) is ends


# -- the words --------------------------------------------------------------------------------------
def test_what_a_wrong_move_is_told():
    why = GAME.words.why_illegal
    state = position(["5H 6H 7H 9C", "2S 3D"], "KD", phase="draw")
    assert why(state, Action("draw", 1, zone="stock")) == "it is not your turn"
    act(state, "take", zone="discard")
    assert GAME.words.prompt(state) == "Meld, lay off, or discard a card to end your turn."
    assert why(state, Action("discard", 0, tuple(cs("KD")))) == \
        "you may not discard the card you just took from the discard pile"
    assert why(state, Action("meld", 0, tuple(sorted(cs("5H 6H 9C"))))) == \
        "a meld is a run (3+ of one suit in sequence, ace low) or a set (3 or 4 of a rank)"
    assert why(state, Action("lay_off", 0, tuple(cs("9C")), "meld1")) == "that card does not extend that meld"
    assert why(state, Action("discard", 0, tuple(cs("2S")))) == "discard 2 of spades is not allowed now"
    state.over = True
    assert why(state, Action("discard", 0, tuple(cs("9C")))) == "the game is over"
    assert GAME.words.prompt(state) == "The game is over."
    assert GAME.legal_actions(state) == []


def test_the_card_taken_from_the_pile_goes_into_the_hand_face_down():
    state = position(["5H 6H", "2S 3S"], "9C KD", phase="draw")
    act(state, "take", zone="discard")
    assert C.parse("KD") in state.table.zones["hand0"] and not state.table.up[C.parse("KD")]


def test_the_stock_run_out_twice_is_named_only_for_a_draw_after_the_second_time():
    why = GAME.words.why_illegal
    state = position(["5H 6H", "2S 3S"], "9C", stock=0, phase="draw")
    state.turnovers = 1
    assert why(state, Action("discard", 0, tuple(cs("5H")))) == "draw first: from the stock or the discard pile"
    state = position(["5H 6H", "2S 3S"], "", stock=0, phase="draw")
    assert why(state, Action("draw", 0, zone="stock")) == "draw first: from the stock or the discard pile"


def test_two_cards_named_for_one_discard_are_refused_as_such():
    state = position(["5H 6H", "2S 3S"], "9C KD", phase="draw")
    act(state, "take", zone="discard")
    assert GAME.words.why_illegal(state, Action("discard", 0, tuple(cs("5H KD")))) == \
        "discard 5 of hearts, king of diamonds is not allowed now"


def test_the_card_drawn_from_the_stock_goes_into_the_hand_face_down():
    state = position(["5H 6H", "2S 3S"], "9C", phase="draw")
    top = state.table.zones["stock"][-1]
    act(state, "draw", zone="stock")
    assert state.table.where[top] == "hand0" and not state.table.up[top]
