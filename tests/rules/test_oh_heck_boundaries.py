"""Oh Heck! at its boundaries: the hand sizes by players and schedule, the largest
single hand a pack allows, a deal with no card left to turn for trumps, the dealer's
hook at each edge, exact bids and misses by one, and the words for each wrong move."""

from __future__ import annotations

import pytest
from moves import cs, dealt_last, lay_out

from cardtable.engine import Action
from cardtable.engine import cards as C
from cardtable.engine.options import OptionError
from cardtable.games.oh_heck import GAME
from cardtable.games.oh_heck.rules import schedule, start_size


def new(players=3, seed=0, **options):
    """A game whose dealer is the last seat: seat 0 bids and leads first."""
    return dealt_last(GAME, players, seed, **options)


def hands(state, *texts: str, trump: str | None = None):
    """Give the seats these hands (the other cards go back to the stock)."""
    lay_out(state, texts)
    state.hand_size = len(cs(texts[0]))
    if trump is not None:
        state.trump = C.SUIT[C.parse(trump)]


def bid_all(state, *bids: int):
    for b in bids:
        GAME.apply(state, Action("bid", state.to_move, number=b))


def play(state, *names: str):
    for n in names:
        GAME.apply(state, Action("play", state.to_move, (C.parse(n),)))


# -- hand sizes --------------------------------------------------------------------------------
@pytest.mark.parametrize("players,size", [(3, 10), (5, 10), (6, 8), (7, 7)])
def test_the_first_hand_size_by_players(players, size):
    assert start_size(players) == size


def test_the_schedules():
    opts = {"schedule": "down-up", "cards": 10}
    assert schedule(3, opts) == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    assert schedule(7, {**opts, "schedule": "down"}) == [7, 6, 5, 4, 3, 2, 1]
    assert schedule(6, {**opts, "schedule": "up"}) == [1, 2, 3, 4, 5, 6, 7, 8]
    assert schedule(4, {**opts, "schedule": "single", "cards": 13}) == [13]


@pytest.mark.parametrize("players,most", [(3, 17), (4, 13), (5, 10), (7, 7)])
def test_a_single_hand_may_take_the_whole_pack_but_no_more(players, most):
    state = GAME.new_state(players, 1, {"schedule": "single", "cards": most})
    assert all(len(state.table.zones[h]) == most for h in state.hands)
    if most < 17:
        with pytest.raises(OptionError, match=f"at most {most}"):
            GAME.new_state(players, 1, {"schedule": "single", "cards": most + 1})


def test_when_the_hands_take_the_whole_pack_there_are_no_trumps():
    state = GAME.new_state(4, 1, {"schedule": "single", "cards": 13})
    assert state.trump is None and state.table.zones["trump"] == []
    state = GAME.new_state(4, 1, {"schedule": "single", "cards": 12})
    assert state.trump is not None and len(state.table.zones["trump"]) == 1


@pytest.mark.parametrize("deals,ends", [(18, False), (19, True)])
def test_the_game_ends_after_the_last_hand_of_the_schedule(deals, ends):
    state = new(3)
    state.deal_no = deals
    assert GAME.game_ends(state) is ends


# -- bidding and the hook -------------------------------------------------------------------------
@pytest.mark.parametrize("before,banned", [((0, 0), 3), ((1, 1), 1), ((2, 1), 0), ((3, 0), 0), ((3, 1), None)])
def test_the_dealer_may_not_make_the_bids_add_up_to_the_tricks(before, banned):
    state = new(3, schedule="single", cards=3)
    bid_all(state, *before)
    assert state.to_move == state.dealer == 2
    offered = [a.number for a in GAME.legal_actions(state)]
    assert offered == [b for b in range(4) if b != banned]
    prompt = GAME.words.prompt(state)
    assert prompt.startswith("Bid how many tricks? (0 to 3)")
    assert prompt.endswith(f" As dealer you may not bid {banned}.") is (banned is not None)
    if banned is not None:
        assert GAME.words.why_illegal(state, Action("bid", 2, number=banned)) == \
            f"the hook: as dealer you may not bid {banned}, or the bids would add up to the tricks"


def test_without_the_hook_the_dealer_may_bid_anything():
    state = new(3, schedule="single", cards=3, hook=False)
    bid_all(state, 1, 1)
    assert [a.number for a in GAME.legal_actions(state)] == [0, 1, 2, 3]
    assert GAME.words.prompt(state) == "Bid how many tricks? (0 to 3)"


def test_the_others_may_bid_anything_from_zero_to_the_hand_size():
    state = new(3, schedule="single", cards=3)
    assert [a.number for a in GAME.legal_actions(state)] == [0, 1, 2, 3]
    assert GAME.words.prompt(state) == "Bid how many tricks? (0 to 3)"
    why = GAME.words.why_illegal
    assert why(state, Action("bid", 0, number=4)) == "a bid is 0 to 3"
    assert why(state, Action("bid", 0, number=-1)) == "a bid is 0 to 3"
    assert why(state, Action("bid", 0)) == "a bid is 0 to 3"
    assert why(state, Action("play", 0, (0,))) == "bid first: how many tricks will you take?"
    assert why(state, Action("bid", 1, number=1)) == "it is not your turn"


# -- tricks and scoring ------------------------------------------------------------------------------
def test_a_trick_goes_to_the_highest_of_the_suit_led_or_the_highest_trump():
    state = new(3, schedule="single", cards=2)
    hands(state, "5H 9C", "KH 2C", "3S AC", trump="3S")  # spades are trumps
    bid_all(state, 0, 0, 0)
    assert GAME.words.prompt(state) == "Lead a card."
    play(state, "5H")
    assert GAME.words.prompt(state) == "Follow hearts."  # seat 1 holds the king of hearts
    play(state, "KH", "3S")
    assert state.table.counters["tricks"] == [0, 0, 1] and state.to_move == 2
    assert GAME.tricks.last_trick(state) == (0, tuple(cs("5H KH 3S")), 2)
    assert state.void[2] == 1 << C.HEARTS


@pytest.mark.parametrize("bid,tricks,points", [(0, 0, 10), (1, 1, 11), (2, 1, 0), (0, 1, 0), (1, 0, 0),
                                               (3, 3, 13)])
def test_an_exact_bid_scores_ten_plus_the_bid_and_a_miss_by_one_nothing(bid, tricks, points):
    state = new(3, schedule="single", cards=3)
    state.table.set("bid", [bid, 0, 3])
    state.table.set("tricks", [tricks, 0, 3 - tricks])
    GAME.end_hand(state)
    assert state.sheet[-1][3][0] == points
    assert state.table.counters["score"][0] == points


def test_a_one_card_hand_is_played_and_scored_to_the_end():
    state = new(3, schedule="single", cards=1, hook=False)
    hands(state, "AH", "5H", "6H", trump="AS")
    bid_all(state, 1, 0, 1)
    play(state, "AH", "5H", "6H")
    assert state.over and state.sheet[-1][3] == (11, 10, 0)


def test_what_a_wrong_card_is_told():
    state = new(3, schedule="single", cards=2)
    hands(state, "5H 9C", "KH 2C", "3S AC", trump="3S")
    bid_all(state, 0, 0, 0)
    why = GAME.words.why_illegal
    assert why(state, Action("bid", 0, number=1)) == "play one card"
    assert why(state, Action("play", 0, tuple(cs("5H 9C")))) == "play one card"
    assert why(state, Action("play", 0, tuple(cs("KH")))) == "that card is not in your hand"
    play(state, "5H")
    assert why(state, Action("play", 1, tuple(cs("2C")))) == "you must follow suit: you have hearts"
    state.over = True
    assert why(state, Action("play", 1, tuple(cs("KH")))) == "the game is over"
    assert GAME.words.prompt(state) == "The game is over."
    assert GAME.legal_actions(state) == []


def test_the_fast_play_out_is_kept_for_unlogged_live_games():
    import random
    state = new(3, schedule="single", cards=2)
    bid_all(state, 0, 0, 1)
    mark = len(state.table.log)
    GAME.rollout(state, random.Random(1), True)  # a logged table: every trick is told
    assert len([e for e in state.table.log[mark:] if e.kind == "trick"]) == 2
    quiet = new(3, schedule="down")
    quiet.table.log = None
    quiet.over = True  # a finished game plays on no further
    before = quiet.copy()
    GAME.rollout(quiet, random.Random(1), True)
    assert quiet == before
