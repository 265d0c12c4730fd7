"""Skull & Roses at its boundaries: the final places, the deck and the skulls, who is
next when players are out or have passed, the bids allowed at each step, and the words
for each wrong move and each phase."""

from __future__ import annotations

import pytest
from test_skull import bid, lay, pass_

from cardtable.engine import Action
from cardtable.engine import cards as C
from cardtable.games import get_game
from cardtable.games.skull.rules import deck, is_skull
from cardtable.games.skull.state import bidders, next_bidder, next_in

GAME = get_game("skull")


def new(players: int = 3, seed: int = 0):
    """A game whose first player is seat 0."""
    for s in range(seed, seed + 1000):
        state = GAME.new_state(players, s)
        if state.to_move == 0:
            return state
    raise AssertionError("no seed")


def lose_cards(state, seat: int, k: int) -> None:
    t = state.table
    for c in list(t.zones[state.hands[seat]])[:k]:
        t.move(c, state.lost[seat], False)


# -- the deck -------------------------------------------------------------------------------------
def test_the_deck_is_48_cards_without_aces_and_the_jacks_queens_kings_are_skulls():
    d = deck()
    assert len(d) == 48 and not any(C.RANK[c] == C.ACE for c in d)
    assert not is_skull(C.parse("10H")) and is_skull(C.parse("JH"))
    assert is_skull(C.parse("QS")) and is_skull(C.parse("KD")) and not is_skull(C.parse("2C"))
    assert sum(map(is_skull, d)) == 12


@pytest.mark.parametrize("players", [3, 12])
def test_each_player_starts_with_three_roses_and_one_skull(players):
    state = new(players)
    for h in state.hands:
        cards = state.table.zones[h]
        assert len(cards) == 4 and sum(map(is_skull, cards)) == 1


# -- who is next -----------------------------------------------------------------------------------
def test_the_next_player_skips_those_out_and_the_next_bidder_those_who_passed():
    state = new(5)
    state.out = [False, True, False, True, False]
    state.passed = [False, False, True, False, False]
    assert [next_in(state, s) for s in range(5)] == [2, 2, 4, 4, 0]
    assert [next_bidder(state, s) for s in range(5)] == [4, 4, 4, 4, 0]
    assert bidders(state) == 2


# -- bids ---------------------------------------------------------------------------------------
def test_a_challenge_bids_one_to_the_cards_on_the_mats():
    state = new(3)
    lay(state, "R", "R", "R")
    bids = sorted(a.number for a in GAME.legal_actions(state) if a.kind == "bid")
    assert bids == [1, 2, 3]
    assert GAME.words.prompt(state) == "Lay another card, or challenge by bidding 1 to 3."
    assert GAME.words.why_illegal(state, Action("bid", 0, number=4)) == "a challenge bids 1 to 3, the cards on the mats"
    assert GAME.words.why_illegal(state, Action("pass", 0)) == "lay another card, or challenge with a bid"
    assert GAME.words.why_illegal(state, Action("place", 0, (state.table.zones["hand1"][0],))) == \
        "that card is not in your hand"


def test_a_raise_is_one_more_than_the_high_bid_up_to_the_cards_on_the_mats():
    state = new(3)
    lay(state, "R", "R", "R", "R")
    bid(state, 2)
    assert sorted(a.number for a in GAME.legal_actions(state) if a.kind == "bid") == [3, 4]
    assert [a.kind for a in GAME.legal_actions(state)][0] == "pass"
    assert GAME.words.prompt(state) == "Raise the bid of 2 (up to 4), or pass."
    assert GAME.words.why_illegal(state, Action("bid", state.to_move, number=2)) == "a raise is 3 to 4"
    assert GAME.words.why_illegal(state, Action("place", state.to_move, ())) == "raise the bid or pass"
    bid(state, 3)
    assert state.phase == "bid"
    bid(state, 4)  # every card on the mats: the bidding ends at once
    assert state.phase == "reveal" and state.bidder == 0  # seat 1 bid 2, seat 2 bid 3, seat 0 bid 4


def test_nobody_can_bid_higher_than_every_card_on_the_mats():
    state = new(3)
    lay(state, "R", "R", "R")
    bid(state, 2)
    state.high = 3  # as if the bid were already every card
    assert GAME.words.why_illegal(state, Action("bid", state.to_move, number=4)) == "nobody can bid higher: pass"


def test_the_bidding_ends_when_one_bidder_is_left_and_not_before():
    state = new(4)
    lay(state, "R", "R", "R", "R")
    bid(state, 1)
    pass_(state)
    assert state.phase == "bid" and state.to_move == 2
    pass_(state)
    assert state.phase == "bid" and state.to_move == 3
    pass_(state)
    assert state.deal_no == 1 and state.table.counters["score"] == [1, 0, 0, 0]  # its own rose won it


def test_a_player_with_no_cards_in_hand_must_challenge():
    state = new(3)
    lay(state, "R", "R", "R", "R", "R", "R", "R", "R", "R", "S", "S", "S")
    assert state.phase == "turn" and not state.table.zones["hand0"]
    assert GAME.words.prompt(state) == "No cards left in hand: challenge by bidding 1 to 12."
    assert GAME.words.why_illegal(state, Action("pass", 0)) == "with no cards in hand you must challenge: bid 1 to 12"
    assert {a.kind for a in GAME.legal_actions(state)} == {"bid"}


# -- the reveal ---------------------------------------------------------------------------------
def test_the_bet_is_won_with_exactly_as_many_roses_as_the_bid():
    state = new(3)
    lay(state, "R", "R", "S", "R", "R", "R")  # seat 0 R R, seat 1 R R, seat 2 S under R
    bid(state, 3)
    pass_(state), pass_(state)
    # seat 0's own two roses are turned over; one more is needed
    assert state.phase == "reveal" and state.roses == 2
    assert GAME.words.prompt(state) == "Turn over the top card of another stack: 2 of 3 roses so far."
    assert GAME.words.why_illegal(state, Action("flip", 0, zone="mat0")) == "your own stack is turned over already"
    assert GAME.words.why_illegal(state, Action("flip", 0, zone="mat9")) == \
        "turn over the top card of another player's stack that has one face down"
    GAME.apply(state, Action("flip", 0, zone="mat1"))
    assert state.table.counters["score"] == [1, 0, 0] and state.deal_no == 1


def test_two_won_bets_win_the_game_and_one_does_not():
    state = new(3)
    state.table.set("score", [1, 0, 0])
    lay(state, "R", "R", "R")
    bid(state, 1)
    pass_(state), pass_(state)
    assert state.over and GAME.result(state).winners == [0]


# -- the final places ---------------------------------------------------------------------------
def test_the_final_places_winner_first_then_won_bets_then_cards_left():
    state = new(5)
    state.over, state.winner = True, 3
    state.table.set("score", [1, 0, 1, 2, 0])
    lose_cards(state, 0, 2)   # seat 0: one won bet, 2 cards
    lose_cards(state, 2, 1)   # seat 2: one won bet, 3 cards
    lose_cards(state, 1, 3)   # seat 1: no bet, 1 card
    res = GAME.result(state)  # seat 4: no bet, 4 cards
    assert res.places == [3, 5, 2, 1, 4]
    assert res.winners == [3] and res.finished


def test_players_equal_in_won_bets_and_cards_share_a_place():
    state = new(4)
    state.over, state.winner = True, 0
    state.table.set("score", [0, 1, 1, 0])
    res = GAME.result(state)
    assert res.places == [1, 2, 2, 4]


def test_the_last_player_in_wins_even_with_fewer_won_bets():
    state = new(3)
    state.over, state.winner = True, 2
    state.table.set("score", [1, 1, 0])
    assert GAME.result(state).places == [2, 2, 1]


def test_before_the_end_nobody_has_won():
    state = new(3)
    state.table.set("score", [1, 0, 0])
    res = GAME.result(state)
    assert not res.finished and res.winners == []


# -- the words for the other phases ---------------------------------------------------------------
def test_the_words_when_placing_and_when_the_game_is_over():
    state = new(3)
    assert GAME.words.prompt(state) == "Lay a card face down on your mat."
    said = GAME.words.why_illegal(state, Action("bid", 0, number=1))
    assert said== "lay one card from your hand face down on your mat"
    assert GAME.words.why_illegal(state, Action("bid", 1, number=1)) == "it is not your turn"
    state.over = True
    assert GAME.words.prompt(state) == "The game is over."
    assert GAME.words.why_illegal(state, Action("bid", 0, number=1)) == "the game is over"
    assert GAME.legal_actions(state) == []


def test_the_words_after_a_skull():
    state = new(3)
    lay(state, "R", "S", "R")
    bid(state, 3)  # every card: the reveal starts at once
    GAME.apply(state, Action("flip", 0, zone="mat1"))  # seat 1's skull
    assert state.phase == "take" and state.to_move == 1
    assert GAME.words.prompt(state) == "Click one of the challenger's cards, blind: it is lost for good."
    assert GAME.words.why_illegal(state, Action("pass", 1)) == "click one of the challenger's cards in their hand"
    state.phase, state.to_move = "discard", 0
    assert GAME.words.prompt(state) == "Your own skull: choose one of your cards to lose for good."
    assert GAME.words.why_illegal(state, Action("pass", 0)) == "choose one of the cards in your hand to lose"
    state.phase = "name"
    assert GAME.words.prompt(state) == "You are out: choose who starts the next round."
    said = GAME.words.why_illegal(state, Action("pass", 0))
    assert said== "choose a player still in the game to start the next round"


def test_the_rounds_are_numbered_from_one():
    state = new(3)
    assert state.table.counters["deal"] == 1
    lay(state, "R", "R", "R")
    bid(state, 1)
    pass_(state), pass_(state)
    assert state.deal_no == 1 and state.table.counters["deal"] == 2


def test_a_stack_turned_over_whole_is_secret_again_once_taken_back():
    state = new(3)
    lay(state, "R", "R", "R", "R", "R", "R", "R", "R", "R", "S", "S", "S")  # everything on the mats
    t = state.table
    for c in t.zones["mat1"]:
        t.flip(c, True)  # every card of seat 1 seen by all
    GAME._take_back(state)
    assert len(t.zones["hand1"]) == 4
    assert all(t.known[c] == 1 << 1 for c in t.zones["hand1"])
    assert not any(t.up[c] for c in t.zones["hand1"])


def test_cards_nobody_else_saw_come_back_in_the_order_they_lay():
    state = new(3)
    lay(state, "R", "R", "R", "R", "R", "R")  # two roses on each mat, none turned over
    t = state.table
    hand_before = list(t.zones["hand1"])
    mat = list(t.zones["mat1"])
    GAME._take_back(state)
    assert t.zones["hand1"] == hand_before + mat


def test_each_round_announces_its_own_result():
    state = new(3)
    for _ in range(2):
        lay(state, "R", "R", "R")
        bid(state, 1)
        pass_(state), pass_(state)
        events = [e for e in state.table.log if e.kind == "deal_end"]
        assert events[-1].data["result"] == state.sheet[-1]
    assert len(state.sheet) == 2 and state.sheet[0] != state.sheet[1]
