"""Basic Rummy: the rules, one stacked deal each.

Seats are named from the dealer: ``seat(state, 0)`` is the player at the dealer's
left (who plays first), ``seat(state, players - 1)`` is the dealer. The first
dealer is drawn from the seed, so every test reads it from the state.
"""

from __future__ import annotations

from functools import partial

import pytest
from gamecheck import refused

from cardtable.engine import Action, OptionError, PlayerCountError
from cardtable.engine import cards as C
from cardtable.games import get_game
from cardtable.games.rummy.rules import hand_points

GAME = get_game("rummy")


# -- helpers -------------------------------------------------------------------------
def deal_order(*hands: list[str], then: list[str] | tuple[str, ...] = ()) -> list[str]:
    """The deck, top first, that deals these hands one card at a time: ``hands[0]`` to
    the player at the dealer's left, round the table to ``hands[-1]``, the dealer's;
    ``then`` names the cards that follow (the first of them starts the discard pile)."""
    size = len(hands[0])
    assert all(len(h) == size for h in hands)
    return [h[r] for r in range(size) for h in hands] + list(then)


def new(players: int, *hands: list[str], up: str, stock=(), seed: int = 1, **options):
    """A game whose first deal is as given: the hands (from the dealer's left), the
    card turned up to start the discard pile, then the top of the stock, top first."""
    return GAME.new_state(players, seed, options, deck=deal_order(*hands, then=[up, *stock]))


def new_for_left(left: list[str], up: str, stock=(), players: int = 3, **options):
    """A deal in which only the hand at the dealer's left matters: the other hands
    get the lowest cards nobody named (clubs first)."""
    named = {C.parse(x) for x in [*left, up, *stock]}
    spare = [C.name(c) for c in C.standard_deck() if c not in named]
    others = [spare[k * len(left):(k + 1) * len(left)] for k in range(players - 1)]
    return new(players, left, *others, up=up, stock=stock, **options)


def seat(state, i: int) -> int:
    """The i-th player from the dealer's left (0 = left of the dealer, -1 = the dealer)."""
    return (state.dealer + 1 + i) % state.players


def ids(*names: str) -> tuple[int, ...]:
    return tuple(sorted(C.parse(n) for n in names))


def names(cards) -> list[str]:
    return [C.name(c) for c in cards]


def hand(state, i: int) -> set[str]:
    return set(names(state.table.zones[state.hands[seat(state, i)]]))


def act(state, i: int, kind: str, *cards: str, zone: str | None = None) -> None:
    GAME.apply(state, Action(kind, seat(state, i), ids(*cards), zone))


def draw(state, i: int) -> None:
    GAME.apply(state, Action("draw", seat(state, i), zone="stock"))


def take(state, i: int) -> None:
    GAME.apply(state, Action("take", seat(state, i), zone="discard"))


def offered(state, kind: str) -> list:
    """The cards of each legal action of this kind (names, in hand order)."""
    return [names(a.cards) for a in GAME.legal_actions(state) if a.kind == kind]


assert_illegal = partial(refused, GAME)  # (state, action, *words): refused, and nothing changed


def empty_stock_onto_discards(state) -> None:
    """Test setup: turn every stock card onto the discard pile, as if each had been
    drawn and thrown. Reaching an empty stock by play would take dozens of turns."""
    t = state.table
    while t.zones["stock"]:
        t.move(t.zones["stock"][-1], "discard", True)


# A three-player deal in which the dealer's left can go out:
#   left:   AH 2H 3H 4H 5H 6H 7H        (a run of seven)
#   middle: KS QD JC AS 2D 5C 9D        10 + 10 + 10 + 1 + 2 + 5 + 9 = 47
#   dealer: 3S 4D 6C 7S 8D 10C 2C       3 + 4 + 6 + 7 + 8 + 10 + 2 = 40
# The KC starts the discard pile; the 8H is the top of the stock.
LEFT = ["AH", "2H", "3H", "4H", "5H", "6H", "7H"]
MIDDLE = ["KS", "QD", "JC", "AS", "2D", "5C", "9D"]
DEALER = ["3S", "4D", "6C", "7S", "8D", "10C", "2C"]


def going_out_deal(**options):
    return new(3, LEFT, MIDDLE, DEALER, up="KC", stock=["8H"], **options)


def go_out_by_discarding(state) -> None:
    take(state, 0)  # the KC
    act(state, 0, "meld", *LEFT)
    act(state, 0, "discard", "KC")


# -- dealing -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players, size", [(2, 10), (3, 7), (4, 7), (5, 6), (6, 6)])
def test_deal_10_each_to_2_players_7_to_3_or_4_and_6_to_5_or_6(players, size):
    state = GAME.new_state(players, 3)
    assert [len(state.table.zones[h]) for h in state.hands] == [size] * players
    assert len(state.table.zones["stock"]) == 52 - players * size - 1


def test_one_card_at_a_time_from_the_dealers_left_then_one_face_up_starts_the_discards():
    state = going_out_deal()
    assert hand(state, 0) == set(LEFT) and hand(state, 1) == set(MIDDLE) and hand(state, 2) == set(DEALER)
    kc = C.parse("KC")
    assert state.table.zones["discard"] == [kc] and state.table.up[kc]
    assert state.table.top("stock") == C.parse("8H")


def test_rummy_is_for_2_to_6_players():
    with pytest.raises(PlayerCountError):
        GAME.new_state(7, 1)


# -- drawing -----------------------------------------------------------------------------------
def test_the_dealers_left_plays_first_drawing_from_the_stock_or_taking_the_discard():
    state = going_out_deal()
    assert state.to_move == seat(state, 0)
    assert sorted(a.kind for a in GAME.legal_actions(state)) == ["draw", "take"]


def test_drawing_takes_the_top_card_of_the_stock():
    state = going_out_deal()
    draw(state, 0)
    assert "8H" in hand(state, 0) and state.table.zones["discard"] == [C.parse("KC")]


def test_taking_the_discard_takes_the_top_card_of_the_discard_pile():
    state = going_out_deal()
    take(state, 0)
    assert "KC" in hand(state, 0) and state.table.zones["discard"] == []


def test_you_must_draw_before_anything_else():
    state = going_out_deal()
    assert_illegal(state, Action("discard", seat(state, 0), ids("AH")), "draw first")
    assert_illegal(state, Action("meld", seat(state, 0), ids("AH", "2H", "3H")), "draw first")


def test_playing_out_of_turn_is_refused():
    state = going_out_deal()
    assert_illegal(state, Action("draw", seat(state, 1), zone="stock"), "not your turn")


# -- melding -----------------------------------------------------------------------------------
def test_ace_is_low_so_ace_two_three_is_a_run():
    state = new_for_left(["AS", "2S", "3S", "9C", "9D", "JH", "KD"], up="KC", stock=["5H"])
    draw(state, 0)
    assert ["AS", "2S", "3S"] in offered(state, "meld")


def test_queen_king_ace_is_not_a_run():
    state = new_for_left(["QC", "KC", "AC", "9C", "2D", "JH", "KD"], up="3H", stock=["5H"])
    draw(state, 0)
    assert offered(state, "meld") == []
    assert_illegal(state, Action("meld", seat(state, 0), ids("QC", "KC", "AC")), "ace low")


def test_a_set_is_three_or_four_cards_of_one_rank():
    state = new_for_left(["7C", "7D", "7H", "7S", "2D", "JH", "KD"], up="KC", stock=["5H"])
    draw(state, 0)
    sets = offered(state, "meld")
    assert ["7C", "7D", "7H", "7S"] in sets
    assert len(sets) == 5  # the four, and each three of them


def test_a_meld_goes_face_up_on_the_table_in_front_of_its_owner():
    state = going_out_deal()
    draw(state, 0)
    act(state, 0, "meld", "AH", "2H", "3H")
    zone = state.melds[-1]
    assert names(state.table.zones[zone]) == ["AH", "2H", "3H"]
    assert state.table.specs[zone].owner == seat(state, 0)
    assert all(state.table.up[c] for c in state.table.zones[zone])
    assert hand(state, 0) == {"4H", "5H", "6H", "7H", "8H"}


def test_you_may_meld_only_once_a_turn():
    state = new_for_left(["AS", "2S", "3S", "9C", "9D", "9H", "KD"], up="KC", stock=["5H"])
    draw(state, 0)
    act(state, 0, "meld", "AS", "2S", "3S")
    assert offered(state, "meld") == []
    assert_illegal(state, Action("meld", seat(state, 0), ids("9C", "9D", "9H")), "only once a turn")


# -- laying off --------------------------------------------------------------------------------
#   left:   4H 5H 6H 7C 8C 9D 10D     melds 4H-5H-6H, then throws the KD it drew
#   middle: 3H 7H 9H AS KS QS JS
LAY_LEFT = ["4H", "5H", "6H", "7C", "8C", "9D", "10D"]
LAY_MIDDLE = ["3H", "7H", "9H", "AS", "KS", "QS", "JS"]
LAY_DEALER = ["2C", "3C", "4C", "2D", "3D", "4D", "2S"]


def lay_off_deal():
    state = new(3, LAY_LEFT, LAY_MIDDLE, LAY_DEALER, up="KC", stock=["KD", "QC"])
    draw(state, 0)
    act(state, 0, "meld", "4H", "5H", "6H")
    act(state, 0, "discard", "KD")
    draw(state, 1)  # the QC
    return state


def test_you_may_lay_off_any_number_of_cards_on_another_players_meld():
    state = lay_off_deal()
    zone = state.melds[0]  # the left player's run
    act(state, 1, "lay_off", "3H", zone=zone)
    act(state, 1, "lay_off", "7H", zone=zone)
    assert names(state.table.zones[zone]) == ["3H", "4H", "5H", "6H", "7H"]
    assert state.to_move == seat(state, 1)  # still the middle player's turn


def test_a_card_that_does_not_extend_the_meld_cannot_be_laid_off():
    state = lay_off_deal()
    assert sorted(a.cards[0] for a in GAME.legal_actions(state) if a.kind == "lay_off") == list(ids("3H", "7H"))
    assert_illegal(state, Action("lay_off", seat(state, 1), ids("9H"), state.melds[0]), "does not extend")


def test_an_ace_cannot_be_laid_off_above_a_king():
    state = lay_off_deal()
    act(state, 1, "meld", "JS", "QS", "KS")
    zone = state.melds[-1]
    assert_illegal(state, Action("lay_off", seat(state, 1), ids("AS"), zone), "does not extend")


def test_a_set_takes_the_fourth_card_of_its_rank_and_nothing_else():
    state = new(3, ["7C", "7D", "7H", "2S", "4S", "6S", "8S"], ["7S", "8H", "KS", "QD", "JC", "2D", "5C"],
                ["3S", "4D", "6C", "9S", "8D", "10C", "2C"], up="KC", stock=["KD", "QC"])
    draw(state, 0)
    act(state, 0, "meld", "7C", "7D", "7H")
    act(state, 0, "discard", "KD")
    draw(state, 1)
    assert offered(state, "lay_off") == [["7S"]]
    act(state, 1, "lay_off", "7S", zone=state.melds[0])
    assert len(state.table.zones[state.melds[0]]) == 4


# -- discarding --------------------------------------------------------------------------------
def test_you_may_not_discard_the_card_you_took_from_the_discard_pile():
    state = going_out_deal()
    take(state, 0)
    assert ["KC"] not in offered(state, "discard") and len(offered(state, "discard")) == 7
    assert_illegal(state, Action("discard", seat(state, 0), ids("KC")), "took from the discard pile")


def test_unless_it_is_your_last_card():
    state = going_out_deal()
    take(state, 0)
    act(state, 0, "meld", *LEFT)
    assert offered(state, "discard") == [["KC"]]


def test_a_discard_ends_the_turn():
    state = going_out_deal()
    draw(state, 0)
    act(state, 0, "discard", "8H")
    assert state.to_move == seat(state, 1) and state.phase == "draw"
    assert state.table.top("discard") == C.parse("8H")


# -- going out and scoring --------------------------------------------------------------------
def test_going_out_by_discarding_scores_the_cards_left_in_every_other_hand():
    state = going_out_deal()
    left = seat(state, 0)
    go_out_by_discarding(state)
    assert state.table.counters["score"] == [47 + 40 if s == left else 0 for s in range(3)]


def test_going_out_by_melding_ends_the_deal_at_once():
    state = going_out_deal()
    left = seat(state, 0)
    draw(state, 0)  # the 8H
    act(state, 0, "meld", *LEFT, "8H")
    assert state.deal_no == 1
    assert state.table.counters["score"][left] == 87


def test_going_out_by_laying_off_ends_the_deal_at_once():
    state = going_out_deal()
    left = seat(state, 0)
    draw(state, 0)  # the 8H
    act(state, 0, "meld", "2H", "3H", "4H", "5H", "6H", "7H")
    zone = state.melds[-1]
    act(state, 0, "lay_off", "AH", zone=zone)
    assert state.deal_no == 0
    act(state, 0, "lay_off", "8H", zone=zone)
    assert state.deal_no == 1
    assert state.table.counters["score"][left] == 87


def test_face_cards_count_10_aces_1_and_the_others_their_number():
    assert hand_points(list(ids(*MIDDLE))) == 47
    assert hand_points(list(ids("KH", "QH", "JH", "10H", "AH", "2H"))) == 43


def test_after_a_deal_the_deal_passes_left_and_the_new_dealers_left_plays_first():
    state = going_out_deal()
    first = state.dealer
    go_out_by_discarding(state)
    assert state.deal_no == 1 and not state.over
    assert state.dealer == (first + 1) % 3
    assert state.to_move == (first + 2) % 3 and state.phase == "draw"
    assert [len(state.table.zones[h]) for h in state.hands] == [7, 7, 7]
    assert state.melds == [] and len(state.table.zones["discard"]) == 1


# -- an empty stock ------------------------------------------------------------------------------
def test_with_the_stock_empty_the_next_player_may_still_draw_or_take_the_discard():
    state = going_out_deal()
    empty_stock_onto_discards(state)  # test setup, see the helper
    assert sorted(a.kind for a in GAME.legal_actions(state)) == ["draw", "take"]


def test_drawing_from_an_empty_stock_turns_the_discard_pile_over_unshuffled():
    state = going_out_deal()
    empty_stock_onto_discards(state)  # test setup, see the helper
    pile = list(state.table.zones["discard"])  # bottom first: the KC turned up at the deal
    draw(state, 0)
    assert C.parse("KC") in state.table.zones[state.hands[seat(state, 0)]]  # the old bottom discard came first
    assert state.table.zones["stock"] == pile[1:][::-1]  # the rest, upside down: the next is pile[1]
    assert state.table.zones["discard"] == []
    assert not any(state.table.up[c] for c in state.table.zones["stock"])


def exhaust_stock_twice(state) -> None:
    """Empty the stock (setup), let the left player draw from it (the pile is turned
    over) and throw the card drawn, then empty the new stock too (setup again)."""
    empty_stock_onto_discards(state)
    draw(state, 0)
    drawn = state.table.zones[state.hands[seat(state, 0)]][-1]
    GAME.apply(state, Action("discard", seat(state, 0), (drawn,)))
    empty_stock_onto_discards(state)


def test_when_the_stock_runs_out_a_second_time_you_take_the_discard_or_stop():
    state = going_out_deal()
    exhaust_stock_twice(state)
    assert sorted(a.kind for a in GAME.legal_actions(state)) == ["stop", "take"]
    assert_illegal(state, Action("draw", seat(state, 1), zone="stock"))


def test_taking_the_discard_after_the_second_run_out_plays_on():
    state = going_out_deal()
    exhaust_stock_twice(state)
    take(state, 1)
    assert state.deal_no == 0 and state.phase == "play"


def test_stopping_with_no_one_out_gives_the_lowest_hand_the_sum_of_the_differences():
    # The rule's own example (6, 15, 7, 21 gives the 6 hand 9 + 1 + 15 = 25) with 21 added
    # to each hand, as seven cards cannot make 6: 27, 36, 28 and 42 points.
    hands = [["AC", "AD", "2C", "2D", "3C", "8C", "10C"],
             ["3H", "3S", "4C", "4D", "4H", "8D", "10H"],
             ["AH", "AS", "2H", "2S", "3D", "9C", "10D"],
             ["5H", "5S", "6D", "6H", "6S", "7C", "7D"]]
    assert [hand_points(list(ids(*h))) for h in hands] == [27, 36, 28, 42]
    state = new(4, *hands, up="KC")
    left = seat(state, 0)
    exhaust_stock_twice(state)
    GAME.apply(state, Action("stop", seat(state, 1)))
    assert state.deal_no == 1
    assert state.table.counters["score"] == [25 if s == left else 0 for s in range(4)]


def test_players_tied_for_the_lowest_hand_share_the_score_equally():
    hands = [["AC", "AD", "2C", "2D", "3C", "4C", "7C"],  # 20
             ["AH", "AS", "2H", "2S", "3D", "4D", "7D"],  # 20
             ["3H", "3S", "4H", "4S", "5C", "5D", "5H"]]  # 29
    state = new(3, *hands, up="KC", deals=1)
    first_left, first_middle = seat(state, 0), seat(state, 1)
    exhaust_stock_twice(state)
    GAME.apply(state, Action("stop", seat(state, 1)))
    totals = state.table.counters["score"]
    assert totals[first_left] == totals[first_middle] == 4.5  # (29 - 20) / 2


# -- the end of the game -------------------------------------------------------------------------
def test_the_game_goes_on_until_someone_reaches_100_by_default():
    state = going_out_deal()
    go_out_by_discarding(state)  # 87 points
    assert not state.over


def test_target_option_ends_the_game_when_someone_reaches_it():
    state = going_out_deal(target=87)
    left = seat(state, 0)
    go_out_by_discarding(state)
    assert state.over and GAME.legal_actions(state) == []
    assert GAME.result(state).winners == [left]
    assert_illegal(state, Action("draw", left, zone="stock"), "game is over")


def test_deals_option_plays_exactly_that_many_deals():
    state = going_out_deal(deals=1)
    go_out_by_discarding(state)
    assert state.over  # 87 is short of 100, but one deal was agreed


def test_deals_option_overrides_the_target():
    state = going_out_deal(deals=2, target=50)
    go_out_by_discarding(state)
    assert not state.over and state.deal_no == 1  # past the target, but a second deal is due


def test_players_tied_for_the_highest_total_share_the_win():
    hands = [["AC", "AD", "2C", "2D", "3C", "4C", "7C"],
             ["AH", "AS", "2H", "2S", "3D", "4D", "7D"],
             ["3H", "3S", "4H", "4S", "5C", "5D", "5H"]]
    state = new(3, *hands, up="KC", deals=1)
    left, middle = seat(state, 0), seat(state, 1)
    exhaust_stock_twice(state)
    GAME.apply(state, Action("stop", middle))
    assert state.over
    assert GAME.result(state).winners == sorted([left, middle])


def test_a_target_of_zero_is_an_option_error():
    with pytest.raises(OptionError, match="target"):
        GAME.new_state(3, 1, {"target": 0})
