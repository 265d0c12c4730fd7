"""More of Oh Heck! at its edges (found by mutation seeds): who is recorded as void
in the suit led, and from which card of the trick on."""

from __future__ import annotations

from moves import acting
from test_oh_heck_boundaries import hands, new

from cardtable.engine import cards as C
from cardtable.games.oh_heck import GAME

act = acting(GAME)


def test_the_second_card_showing_out_records_its_player_void_in_the_suit_led():
    state = new(3, schedule="single", cards=2)
    hands(state, "5H 9C", "2C 3C", "KH AC", trump="3S")
    for _ in range(3):
        act(state, "bid", number=0)
    assert state.void == [0, 0, 0]
    act(state, "play", "5H")
    assert state.void == [0, 0, 0]  # leading shows out of nothing
    act(state, "play", "2C")
    assert state.void == [0, 1 << C.HEARTS, 0]
    act(state, "play", "KH")
    assert state.void == [0, 1 << C.HEARTS, 0]  # following suit shows nothing
    # the next trick: a club led by the winner, everyone follows
    act(state, "play", "AC")
    act(state, "play", "9C")
    assert state.void == [0, 1 << C.HEARTS, 0]


def test_voids_add_up_over_a_hand_one_bit_per_suit():
    state = new(3, schedule="single", cards=2, must_trump=False, must_win=False)
    hands(state, "5H 9D", "2C 3S", "KH AD", trump="4S")
    for _ in range(3):
        act(state, "bid", number=0)
    act(state, "play", "5H")
    act(state, "play", "2C")  # seat 1 has no hearts
    act(state, "play", "KH")  # seat 2 wins, leads diamonds
    act(state, "play", "AD")
    act(state, "play", "9D")
    act(state, "play", "3S")  # seat 1 has no diamonds either
    assert state.void[1] == (1 << C.HEARTS) | (1 << C.DIAMONDS)
    assert state.void[0] == 0 and state.void[2] == 0


def test_the_prompt_for_a_player_who_cannot_follow_must_trump_or_may_play_anything():
    state = new(3, schedule="single", cards=2)
    hands(state, "5H 9C", "2C 3S", "KH AC", trump="4S")
    for _ in range(3):
        act(state, "bid", number=0)
    act(state, "play", "5H")
    assert GAME.words.prompt(state) == "You have no hearts: play a trump."  # must trump: spades only
    state = new(3, schedule="single", cards=2, must_trump=False, must_win=False)
    hands(state, "5H 9C", "2C 3S", "KH AC", trump="4S")
    for _ in range(3):
        act(state, "bid", number=0)
    act(state, "play", "5H")
    assert GAME.words.prompt(state) == "You have no hearts: play any card."
    act(state, "play", "2C")
    assert GAME.words.prompt(state) == "Follow hearts."


def test_the_fast_play_out_keeps_the_generic_ones_default_to_the_end_of_the_deal():
    import random

    from cardtable.engine.game import Game

    for seed in range(4):
        a = GAME.new_state(4, seed, {}, log=False)
        b = a.copy()
        GAME.rollout(a, random.Random(seed))
        Game.rollout(GAME, b, random.Random(seed))
        assert a == b and a.deal_no == 1 and not a.over


def test_a_bid_taken_back_is_bid_again_once_and_for_good():
    """With bids that may be changed: a bid taken back is made again, and that one stands (the next
    player bids; nobody is asked again to keep or take it back)."""
    state = new(3, change_bid=True)
    act(state, "bid", number=1)
    assert {a.kind for a in GAME.legal_actions(state)} == {"keep_bid", "take_back"} and state.to_move == 0
    act(state, "take_back", number=1)
    assert state.to_move == 0 and all(a.kind == "bid" for a in GAME.legal_actions(state))
    act(state, "bid", number=2)
    assert state.to_move == 1 and all(a.kind == "bid" for a in GAME.legal_actions(state))
    assert state.table.counters["bid"][0] == 2
