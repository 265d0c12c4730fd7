"""Uncle Stuart's Game: one rule, one stacked deck, one assertion each."""

from __future__ import annotations

import pytest
from moves import acting

from cardtable.engine import Action, IllegalAction
from cardtable.engine import cards as C
from cardtable.engine.options import OptionError
from cardtable.games.uncle_stuart import GAME
from cardtable.games.uncle_stuart.rules import card_points

# Two-player hands, seat 0 dealing (8 cards), seat 1 (7 cards); stock top first.
#   Scoop scenario: seat 0 melds hearts on turn 2, seat 1 melds clubs on turn 3,
#   and the discard pile is then 9D QD 2C 10S (10S on top).
SCOOP_HANDS = (["5H", "6H", "7H", "KC", "KD", "KS", "2C", "9D"],
               ["3C", "4C", "5C", "8H", "8D", "10S", "QD"])
SCOOP_STOCK = ["JD", "4H", "AS", "6C", "7D", "2H"]
#   Going-out scenario: seat 0 goes out on turn 4 by melding and laying off.
OUT_HANDS = (["5H", "6H", "7H", "9C", "9D", "9S", "QC", "KD"],
             ["2C", "3D", "4S", "10C", "JD", "QS", "AC"])
OUT_STOCK = ["3H", "8H", "2D", "4H", "5S"]


def cards(*names: str) -> tuple[int, ...]:
    return tuple(C.parse(n) for n in names)


def seed_for_dealer(players: int, dealer: int) -> int:
    seed = 0
    while GAME.new_state(players, seed).dealer != dealer:
        seed += 1
    return seed


def start(hands, stock, **options):
    """A game whose first deal gives these hands (seat 0 deals) and stock (top first)."""
    n = len(hands)
    deck = [hands[s][i] for i in range(7) for s in range(n)] + [hands[0][7]] + list(stock)
    state = GAME.new_state(n, seed_for_dealer(n, 0), options, deck=deck)
    assert state.dealer == 0
    return state


act = acting(GAME, {"draw": "stock", "take": "discard"})


def hand(state, seat):
    return state.table.zones[state.hands[seat]]


def kinds(state):
    return {a.kind for a in GAME.legal_actions(state)}


def melds_offered(state):
    return {frozenset(a.cards) for a in GAME.legal_actions(state) if a.kind == "meld"}


def scoop_state():
    """The scoop scenario played to seat 0's fifth turn (turn 4), before its draw."""
    s = start(SCOOP_HANDS, SCOOP_STOCK)
    act(s, "discard", "9D")                                          # turn 0, seat 0
    act(s, "draw"), act(s, "discard", "QD")                          # turn 1, seat 1 (drew JD)
    act(s, "draw"), act(s, "meld", "5H", "6H", "7H"), act(s, "discard", "2C")  # turn 2 (drew 4H)
    act(s, "draw"), act(s, "meld", "3C", "4C", "5C"), act(s, "discard", "10S")  # turn 3 (drew AS)
    return s


def out_state(**options):
    """The going-out scenario played to seat 0's turn 4, before its draw."""
    s = start(OUT_HANDS, OUT_STOCK, **options)
    act(s, "discard", "KD")
    act(s, "draw"), act(s, "discard", "3H")
    act(s, "draw"), act(s, "meld", "5H", "6H", "7H"), act(s, "discard", "QC")   # drew 8H
    act(s, "draw"), act(s, "discard", "2D")
    return s


def go_out(s):
    act(s, "draw")                                                   # 4H
    act(s, "meld", "9C", "9D", "9S")
    act(s, "lay_off", "8H", zone="meld1")
    act(s, "lay_off", "4H", zone="meld1")


def run_out_stock(s):
    """Every turn: draw and throw the drawn card away, until the stock is empty."""
    while s.table.zones["stock"]:
        if s.phase == "draw":
            act(s, "draw")
        GAME.apply(s, Action("discard", s.to_move, (hand(s, s.to_move)[-1],)))
    if s.phase == "play":
        GAME.apply(s, Action("discard", s.to_move, (hand(s, s.to_move)[-1],)))


# -- card values ----------------------------------------------------------------------
def test_card_points_twos_to_nines_5_tens_and_faces_10_aces_15():
    assert [card_points(cards(x)) for x in ("2S", "9H", "10D", "JC", "QH", "KS", "AD")] == \
        [5, 5, 10, 10, 10, 10, 15]


# -- the deal -------------------------------------------------------------------------
def test_dealer_gets_eight_cards_the_others_seven():
    s = start([["AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C"],
               ["AD", "2D", "3D", "4D", "5D", "6D", "7D"], ["AH", "2H", "3H", "4H", "5H", "6H", "7H"]], [])
    assert [len(hand(s, p)) for p in range(3)] == [8, 7, 7]


def test_dealing_starts_with_the_dealer():
    s = start(SCOOP_HANDS, SCOOP_STOCK)
    assert s.table.zones["stock"][-1] == C.parse("JD") and set(hand(s, 0)) == set(cards(*SCOOP_HANDS[0]))


def test_dealer_plays_first_without_drawing():
    s = start(SCOOP_HANDS, SCOOP_STOCK)
    assert s.to_move == 0 and kinds(s) == {"discard"}


def test_the_deal_passes_to_the_left():
    s = out_state()
    go_out(s)
    assert (s.dealer, s.to_move, len(hand(s, 1)), len(hand(s, 0))) == (1, 1, 8, 7)


# -- a turn ---------------------------------------------------------------------------
def test_a_turn_starts_by_drawing_or_taking_the_top_discard():
    s = start(SCOOP_HANDS, SCOOP_STOCK)
    act(s, "discard", "9D")
    assert kinds(s) == {"draw", "take"}


def test_drawing_takes_the_top_of_the_stock():
    s = start(SCOOP_HANDS, SCOOP_STOCK)
    act(s, "discard", "9D")
    act(s, "draw")
    assert C.parse("JD") in hand(s, 1)


def test_taking_the_top_discard_puts_it_in_hand():
    s = start(SCOOP_HANDS, SCOOP_STOCK)
    act(s, "discard", "9D")
    act(s, "take")
    assert C.parse("9D") in hand(s, 1) and not s.table.zones["discard"]


def test_you_may_not_throw_back_the_card_just_taken():
    s = start(SCOOP_HANDS, SCOOP_STOCK)
    act(s, "discard", "9D")
    act(s, "take")
    with pytest.raises(IllegalAction, match="took"):
        act(s, "discard", "9D")


def test_the_taken_card_may_go_if_it_is_your_last_card():
    s = out_state()
    act(s, "take")                                                   # 2D
    act(s, "meld", "9C", "9D", "9S")
    act(s, "lay_off", "8H", zone="meld1")
    act(s, "discard", "2D")
    assert s.deal_no == 1 and s.sheet[0][0] == 0


def test_a_turn_ends_with_a_discard_and_passes_left():
    s = start(SCOOP_HANDS, SCOOP_STOCK)
    act(s, "discard", "9D")
    assert (s.to_move, s.phase, s.table.top("discard")) == (1, "draw", C.parse("9D"))


# -- scooping -------------------------------------------------------------------------
def test_no_scoop_without_a_meld_of_your_own_down():
    s = start(SCOOP_HANDS, SCOOP_STOCK)
    act(s, "discard", "9D")
    act(s, "draw"), act(s, "discard", "QD")
    act(s, "draw"), act(s, "meld", "5H", "6H", "7H"), act(s, "discard", "2C")
    # seat 1 could use the 2C (it holds 3C 4C 5C) but has no meld down yet
    assert "scoop" not in kinds(s)


def test_scoop_is_offered_only_down_to_a_card_you_can_use_at_once():
    s = scoop_state()
    assert [a.cards for a in GAME.legal_actions(s) if a.kind == "scoop"] == [cards("2C")]


def test_a_scoop_goes_below_the_top_card_which_is_simply_taken():
    s = scoop_state()
    act(s, "draw"), act(s, "discard", "6C")                          # 6C on top fits seat 1's clubs
    assert [a.cards for a in GAME.legal_actions(s) if a.kind == "scoop"] == [cards("2C")]


def test_a_scoop_takes_the_card_and_every_card_above_it():
    s = scoop_state()
    act(s, "scoop", "2C")
    assert s.table.zones["discard"] == list(cards("9D", "QD")) and set(cards("2C", "10S")) <= set(hand(s, 0))


def test_after_a_scoop_the_deepest_card_must_be_used_before_anything_else():
    s = scoop_state()
    act(s, "scoop", "2C")
    assert {(a.kind, a.cards) for a in GAME.legal_actions(s)} == {("lay_off", cards("2C"))}


def test_once_the_scooped_card_is_used_the_turn_goes_on_freely():
    s = scoop_state()
    act(s, "scoop", "2C")
    act(s, "lay_off", "2C", zone="meld2")
    act(s, "meld", "KC", "KD", "KS")
    act(s, "discard", "10S")                                         # the old top card may go
    assert s.to_move == 1 and C.parse("10S") == s.table.top("discard")


def deep_state():
    """Seat 0 (down with hearts) at turn 4 holds 8C 10D 2D QC; the pile is 9D 8D KH 8S."""
    s = start([["5H", "6H", "7H", "8C", "10D", "2D", "QC", "9D"],
               ["3C", "4C", "5C", "8S", "10S", "QS", "2S"]], ["8D", "KH", "3D"])
    act(s, "discard", "9D")
    act(s, "draw"), act(s, "discard", "8D")
    act(s, "draw"), act(s, "meld", "5H", "6H", "7H"), act(s, "discard", "KH")
    act(s, "draw"), act(s, "discard", "8S")
    return s


def scoops(state):
    return [a.cards[0] for a in GAME.legal_actions(state) if a.kind == "scoop"]


def test_a_scoop_may_go_down_to_a_card_that_makes_a_set_with_hand_and_scooped_cards():
    assert C.parse("8D") in scoops(deep_state())                     # 8C in hand, 8S on top


def test_a_scoop_may_go_down_to_a_card_that_makes_a_run_with_hand_and_scooped_cards():
    assert C.parse("9D") in scoops(deep_state())                     # 10D in hand, 8D above it


def test_a_scoop_is_not_offered_down_to_a_card_you_cannot_use():
    assert C.parse("KH") not in scoops(deep_state())


def test_melding_the_scooped_card_frees_the_rest_of_the_turn():
    s = deep_state()
    act(s, "scoop", "8D")
    act(s, "meld", "8C", "8D", "8S")
    assert "discard" in kinds(s)


# -- melds ----------------------------------------------------------------------------
def shapes_state(dealer_hand, draw):
    s = start([dealer_hand, ["2D", "3D", "5D", "8D", "10D", "QD", "KD"]], ["9C", draw])
    act(s, "discard", dealer_hand[-1])
    act(s, "draw"), act(s, "discard", "9C")
    act(s, "draw")
    return s


def test_sets_are_three_or_four_of_a_rank():
    s = shapes_state(["7D", "7C", "7H", "7S", "2C", "5S", "9H", "JH"], "4C")
    sevens = [m for m in melds_offered(s) if all(C.RANK[c] == 7 for c in m)]
    assert sorted(len(m) for m in sevens) == [3, 3, 3, 3, 4] and len(melds_offered(s)) == 5


def test_runs_may_have_the_ace_low_or_high_but_never_turn_the_corner():
    s = shapes_state(["QS", "KS", "AS", "2S", "3S", "7D", "6C", "JH"], "4C")
    offered = melds_offered(s)
    assert (frozenset(cards("QS", "KS", "AS")) in offered and frozenset(cards("AS", "2S", "3S")) in offered
            and frozenset(cards("KS", "AS", "2S")) not in offered and len(offered) == 2)


def test_a_meld_that_is_not_a_set_or_run_is_refused():
    s = shapes_state(["QS", "KS", "AS", "2S", "3S", "7D", "6C", "JH"], "4C")
    with pytest.raises(IllegalAction):
        act(s, "meld", "KS", "AS", "2S")


# -- laying down ----------------------------------------------------------------------
def test_nobody_lays_down_in_the_first_round():
    s = start(SCOOP_HANDS, SCOOP_STOCK)
    act(s, "discard", "9D")
    act(s, "draw")                                                   # seat 1 holds 3C 4C 5C
    assert kinds(s) == {"discard"}


def test_the_first_round_is_each_players_first_turn_with_three_players():
    s = start([SCOOP_HANDS[0], ["3C", "4C", "5C", "8H", "8D", "10S", "QD"],
               ["AD", "2D", "3D", "4S", "6S", "9S", "JS"]], ["QC", "JC", "10C"])
    act(s, "discard", "9D")
    act(s, "draw"), act(s, "discard", "QC")
    act(s, "draw")                                                   # seat 2 holds AD 2D 3D
    assert kinds(s) == {"discard"}


def test_after_the_first_round_you_may_meld():
    s = start(SCOOP_HANDS, SCOOP_STOCK)
    act(s, "discard", "9D")
    act(s, "draw"), act(s, "discard", "QD")
    act(s, "draw")
    assert melds_offered(s) == {frozenset(cards("5H", "6H", "7H")), frozenset(cards("4H", "5H", "6H", "7H")),
                                frozenset(cards("4H", "5H", "6H")), frozenset(cards("KC", "KD", "KS"))}


def test_a_first_lay_down_is_one_meld_and_nothing_more_that_turn():
    s = start(SCOOP_HANDS, SCOOP_STOCK)
    act(s, "discard", "9D")
    act(s, "draw"), act(s, "discard", "QD")
    act(s, "draw")                                                   # 4H fits the hearts
    act(s, "meld", "5H", "6H", "7H")
    assert kinds(s) == {"discard"}


def test_after_the_first_lay_down_turn_any_number_of_melds_and_lay_offs():
    s = scoop_state()
    act(s, "draw")                                                   # 6C
    act(s, "meld", "KC", "KD", "KS")
    act(s, "lay_off", "4H", zone="meld1")
    act(s, "lay_off", "6C", zone="meld2")                            # on seat 1's clubs: out
    assert s.sheet[0][0] == 0 and s.sheet[0][1][0] == 15 + 30 + 5 + 5


def test_lay_offs_go_in_sequence_on_your_own_run():
    s = scoop_state()
    act(s, "draw")
    act(s, "lay_off", "4H", zone="meld1")
    assert s.table.zones["meld1"] == list(cards("4H", "5H", "6H", "7H"))


def test_no_lay_off_before_you_have_a_meld_down():
    s = start([["5H", "6H", "7H", "KC", "KD", "KS", "2C", "9D"],
               ["3C", "4C", "6C", "8H", "8D", "10S", "QD"]], ["JD", "4H", "AS", "7C"])
    act(s, "discard", "9D")
    act(s, "draw"), act(s, "discard", "QD")
    act(s, "draw"), act(s, "meld", "5H", "6H", "7H"), act(s, "discard", "2C")
    act(s, "draw")                                                   # seat 1: 8H would fit, no meld down
    assert "lay_off" not in kinds(s)


def test_a_lay_off_on_another_players_meld_stays_in_your_own_area():
    s = scoop_state()
    act(s, "draw"), act(s, "discard", "6C")
    act(s, "draw")                                                   # seat 1
    act(s, "lay_off", "8H", zone="meld1")
    z = s.table.where[C.parse("8H")]
    assert s.table.specs[z].owner == 1 and s.extends[z] == "meld1"


def test_a_laid_off_card_belongs_to_the_meld_it_extends():
    s = scoop_state()
    act(s, "draw"), act(s, "discard", "6C")
    act(s, "draw")
    act(s, "lay_off", "8H", zone="meld1")
    assert C.parse("9H") in s.fit["meld1"] and C.parse("8H") in s.meld_cards["meld1"]


def test_a_lay_off_scores_for_the_player_who_laid_it():
    s = scoop_state()
    act(s, "draw"), act(s, "discard", "6C")
    act(s, "draw"), act(s, "lay_off", "8H", zone="meld1"), act(s, "discard", "7D")
    run_out_stock(s)
    act(s, "stop")
    laid = s.sheet[0][1]
    assert laid == (15, 20)   # seat 0: 5H 6H 7H; seat 1: 3C 4C 5C and the 8H on seat 0's run


# -- the discard pile ----------------------------------------------------------------
def test_the_discard_pile_lies_spread_face_up_oldest_at_the_bottom():
    s = scoop_state()
    pile = s.table.zones["discard"]
    assert (s.table.specs["discard"].layout == "spread" and all(s.table.up[c] for c in pile)
            and pile == list(cards("9D", "QD", "2C", "10S")))


# -- the end of a deal ---------------------------------------------------------------
def test_the_deal_ends_at_once_when_a_hand_is_empty():
    s = out_state()
    go_out(s)                                                        # no discard needed
    assert s.deal_no == 1 and s.sheet[0][0] == 0


def test_score_is_cards_laid_down_minus_cards_in_hand_and_may_be_negative():
    s = out_state()
    go_out(s)
    assert s.sheet[0][3] == (40, -60) and s.table.counters["score"] == [40, -60]


def test_stop_is_offered_only_once_the_stock_is_empty():
    s = start(SCOOP_HANDS, SCOOP_STOCK)
    act(s, "discard", "9D")
    before = kinds(s)
    run_out_stock(s)
    assert "stop" not in before and kinds(s) == {"take", "stop"}


def test_an_empty_stock_and_no_take_ends_the_deal():
    s = start(SCOOP_HANDS, SCOOP_STOCK)
    run_out_stock(s)
    act(s, "stop")
    assert s.deal_no == 1 and all(x < 0 for x in s.table.counters["score"])


def test_with_an_empty_stock_a_player_may_still_take_the_discard():
    s = start(SCOOP_HANDS, SCOOP_STOCK)
    run_out_stock(s)
    act(s, "take")
    assert s.deal_no == 0 and s.phase == "play"


# -- the end of the game ----------------------------------------------------------------
def test_the_game_ends_when_someone_reaches_500():
    s = out_state()
    s.table.set("score", [470, 0])
    go_out(s)
    assert s.over and GAME.result(s).winners == [0]


def test_the_game_goes_on_below_the_target():
    s = out_state()
    s.table.set("score", [450, 0])
    go_out(s)
    assert not s.over


def test_target_option_300():
    s = out_state(target=300)
    s.table.set("score", [270, 0])
    go_out(s)
    assert s.over


def test_target_option_a_million_is_allowed_and_keeps_playing():
    s = out_state(target="1,000,000")
    s.table.set("score", [999_000, 0])
    go_out(s)
    assert s.options["target"] == 1_000_000 and not s.over


def test_if_several_reach_the_target_the_highest_total_wins():
    s = out_state()
    s.table.set("score", [470, 580])
    go_out(s)                                                        # 510 and 520
    assert s.over and GAME.result(s).winners == [1]


def test_max_deals_ends_the_game_after_that_many_deals():
    s = out_state(max_deals=1)
    go_out(s)
    assert s.over and GAME.result(s).winners == [0]


def test_max_deals_zero_means_no_limit_and_the_default_is_100():
    assert GAME.new_state(2, 1, {"max_deals": 0}).options["max_deals"] == 0
    assert GAME.new_state(2, 1).options == {"target": 500, "max_deals": 100}


def test_bad_target_is_refused():
    with pytest.raises(OptionError):
        GAME.new_state(2, 1, {"target": 0})


# -- words ------------------------------------------------------------------------------
def test_the_rules_name_the_choices_made():
    text = GAME.words.rules_text
    for phrase in ("eighth card", "first round", "exactly one meld", "K-A-2", "scoop", "500", "300",
                   "1,000,000", "stop", "100 deals", "last card"):
        assert phrase in text, phrase


def test_prompts_and_reasons_speak_to_the_player():
    s = scoop_state()
    act(s, "scoop", "2C")
    with pytest.raises(IllegalAction, match="2 of clubs"):
        act(s, "discard", "10S")
    assert "2 of clubs" in GAME.words.prompt(s)
