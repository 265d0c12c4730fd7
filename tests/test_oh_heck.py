"""Oh Heck!: the rules, one stacked deal each.

Seats are named from the dealer: ``seat(state, 0)`` is the player at the dealer's
left (first to bid and to lead), ``seat(state, players - 1)`` is the dealer. The
first dealer is drawn from the seed, so every test reads it from the state.
"""

from __future__ import annotations

from functools import partial

import pytest
from gamecheck import refused

from cardtable.engine import Action, OptionError
from cardtable.engine import cards as C
from cardtable.games import get_game

GAME = get_game("oh-heck")


# -- helpers -------------------------------------------------------------------------
def deal_order(*hands: list[str], then: tuple[str, ...] | list[str] = ()) -> list[str]:
    """The deck, top first, that deals these hands one card at a time: ``hands[0]`` to
    the player at the dealer's left, round the table to ``hands[-1]``, the dealer's;
    ``then`` names the cards that follow (the first of them is turned for trumps)."""
    size = len(hands[0])
    assert all(len(h) == size for h in hands)
    return [h[r] for r in range(size) for h in hands] + list(then)


def new(players: int, *hands: list[str], then=(), seed: int = 1, **options):
    """A game whose first hand is dealt as given (seats in order from the dealer's left)."""
    return GAME.new_state(players, seed, options, deck=deal_order(*hands, then=then))


def seat(state, i: int) -> int:
    """The i-th player from the dealer's left (0 = left of the dealer, -1 = the dealer)."""
    return (state.dealer + 1 + i) % state.players


def hand(state, i: int) -> set[str]:
    return {C.name(c) for c in state.table.zones[state.hands[seat(state, i)]]}


def bid(state, i: int, n: int) -> None:
    GAME.apply(state, Action("bid", seat(state, i), number=n))


def bids(state, *numbers: int) -> None:
    """Everyone bids, in order from the dealer's left."""
    for i, n in enumerate(numbers):
        bid(state, i, n)


def play(state, i: int, card: str) -> None:
    GAME.apply(state, Action("play", seat(state, i), (C.parse(card),)))


def offered_cards(state) -> set[str]:
    return {C.name(a.cards[0]) for a in GAME.legal_actions(state)}


def offered_bids(state) -> list[int]:
    return [a.number for a in GAME.legal_actions(state)]


assert_illegal = partial(refused, GAME)  # (state, action, *words): refused, and nothing changed


def play_out(state) -> list[int]:
    """Play the game to its end (first legal action each time); the hand size of each hand dealt."""
    sizes = [len(state.table.zones[state.hands[0]])]
    deal = state.deal_no
    while not state.over:
        GAME.apply(state, GAME.legal_actions(state)[0])
        if state.deal_no != deal and not state.over:
            deal = state.deal_no
            sizes.append(len(state.table.zones[state.hands[0]]))
    return sizes


# A two-card hand for three players, trumps spades (the 7S is turned).
#   left:   AS KS   middle: 2H 3H   dealer: 4D 5D
def two_card_game(**options):
    return new(3, ["AS", "KS"], ["2H", "3H"], ["4D", "5D"], then=["7S"],
               schedule="single", cards=2, **options)


# -- hands: how many cards, how many hands -------------------------------------------------
@pytest.mark.parametrize("players, size", [(3, 10), (4, 10), (5, 10), (6, 8), (7, 7)])
def test_first_hand_is_10_cards_for_3_to_5_players_8_for_6_and_7_for_7(players, size):
    state = GAME.new_state(players, 5)
    assert [len(state.table.zones[h]) for h in state.hands] == [size] * players


@pytest.mark.parametrize("players, top", [(3, 10), (6, 8), (7, 7)])
def test_each_hand_one_card_fewer_down_to_one_then_one_more_back_up(players, top):
    sizes = play_out(GAME.new_state(players, 2))
    assert sizes == list(range(top, 0, -1)) + list(range(2, top + 1))
    assert len(sizes) == {3: 19, 6: 15, 7: 13}[players]


def test_schedule_down_plays_only_the_hands_down_to_one():
    assert play_out(GAME.new_state(4, 3, {"schedule": "down"})) == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]


def test_schedule_up_plays_only_the_hands_from_one_up():
    assert play_out(GAME.new_state(6, 3, {"schedule": "up"})) == [1, 2, 3, 4, 5, 6, 7, 8]


def test_schedule_single_plays_one_hand_of_the_chosen_size():
    assert play_out(GAME.new_state(5, 3, {"schedule": "single", "cards": 4})) == [4]


def test_single_hand_too_big_for_the_pack_is_an_option_error():
    GAME.new_state(5, 1, {"schedule": "single", "cards": 10})  # 50 cards: fits
    with pytest.raises(OptionError, match="at most 10"):
        GAME.new_state(5, 1, {"schedule": "single", "cards": 11})


def test_unknown_schedule_is_an_option_error():
    with pytest.raises(OptionError, match="schedule"):
        GAME.new_state(4, 1, {"schedule": "sideways"})


# -- dealing --------------------------------------------------------------------------------
def test_cards_are_dealt_one_at_a_time_clockwise_from_the_dealers_left():
    # No helper here: the deck as it lies, top first.
    state = GAME.new_state(3, 1, {"schedule": "single", "cards": 2},
                           deck=["AC", "2C", "3C", "4C", "5C", "6C", "7H"])
    assert hand(state, 0) == {"AC", "4C"}  # dealer's left: the 1st and 4th cards
    assert hand(state, 1) == {"2C", "5C"}
    assert hand(state, 2) == {"3C", "6C"}  # the dealer: the 3rd and 6th


def test_the_next_card_is_turned_face_up_for_trumps():
    state = two_card_game()
    turned = C.parse("7S")
    assert state.table.zones["trump"] == [turned] and state.table.up[turned]
    assert state.trump == C.SPADES


def test_no_card_left_to_turn_means_no_trumps():
    state = GAME.new_state(4, 1, {"schedule": "single", "cards": 13})
    assert state.table.zones["trump"] == [] and state.trump is None


def test_the_deal_passes_clockwise_after_each_hand():
    # schedule=up: the first hand is one card, so one trick ends it.
    state = GAME.new_state(4, 7, {"schedule": "up"},
                           deck=[deal_order(["AS"], ["2H"], ["3H"], ["4H"], then=["5C"])])
    first = state.dealer
    bids(state, 1, 0, 0, 1)
    for i, card in enumerate(["AS", "2H", "3H", "4H"]):
        play(state, i, card)
    assert state.deal_no == 1
    assert state.dealer == (first + 1) % 4
    assert state.phase == "bid" and state.to_move == (first + 2) % 4  # the new dealer's left bids first


def test_end_of_a_hand_scores_it_and_deals_the_next_hand():
    state = GAME.new_state(3, 7, {"schedule": "up", "hook": False},
                           deck=deal_order(["AS"], ["2H"], ["3H"], then=["5C"]))
    bids(state, 1, 0, 0)  # everyone makes the bid (only possible with the hook off)
    for i, card in enumerate(["AS", "2H", "3H"]):
        play(state, i, card)
    assert sorted(state.table.counters["score"]) == [10, 10, 11]
    assert [len(state.table.zones[h]) for h in state.hands] == [2, 2, 2]
    assert state.table.counters["bid"] == [None] * 3 and state.table.counters["tricks"] == [0] * 3


# -- bidding ----------------------------------------------------------------------------------
def test_bidding_starts_left_of_the_dealer_and_the_dealer_bids_last():
    state = two_card_game()
    order = []
    while state.phase == "bid":
        order.append(state.to_move)
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert order == [seat(state, 0), seat(state, 1), seat(state, 2)]
    assert order[-1] == state.dealer


def test_a_bid_is_any_number_from_zero_to_the_hand_size():
    state = two_card_game()
    assert offered_bids(state) == [0, 1, 2]
    assert_illegal(state, Action("bid", seat(state, 0), number=3), "0 to 2")


def test_the_hook_the_dealer_may_not_make_the_bids_total_the_tricks():
    state = two_card_game()
    bids(state, 1, 0)
    assert offered_bids(state) == [0, 2]
    assert_illegal(state, Action("bid", state.dealer, number=1), "hook", "1")


def test_the_hook_bans_nothing_when_the_others_already_bid_more_than_the_tricks():
    state = two_card_game()
    bids(state, 2, 1)
    assert offered_bids(state) == [0, 1, 2]


def test_the_hook_binds_only_the_dealer():
    state = two_card_game()
    bid(state, 0, 2)
    assert offered_bids(state) == [0, 1, 2]  # the middle player may bring the total to 2


def test_hook_off_lets_the_dealer_make_the_bids_total_the_tricks():
    state = two_card_game(hook=False)
    bids(state, 1, 0)
    assert offered_bids(state) == [0, 1, 2]
    bid(state, 2, 1)
    assert state.table.counters["bid"][state.dealer] == 1


def test_bidding_out_of_turn_is_refused():
    state = two_card_game()
    assert_illegal(state, Action("bid", seat(state, 1), number=0), "not your turn")


def test_no_card_may_be_played_before_the_bidding_ends():
    state = two_card_game()
    assert_illegal(state, Action("play", seat(state, 0), (C.parse("AS"),)), "bid")


# -- play: who leads ---------------------------------------------------------------------------
def test_the_player_left_of_the_dealer_leads_any_card_to_the_first_trick():
    state = two_card_game()
    bids(state, 2, 0, 1)
    assert state.to_move == seat(state, 0)
    assert offered_cards(state) == {"AS", "KS"}


def test_the_winner_of_a_trick_leads_the_next():
    # Trumps hearts. The middle player's ace of clubs wins the first trick.
    state = new(3, ["2C", "3D"], ["AC", "4D"], ["5C", "6D"], then=["7H"], schedule="single", cards=2)
    bids(state, 0, 1, 0)
    play(state, 0, "2C")
    play(state, 1, "AC")
    play(state, 2, "5C")
    assert state.to_move == seat(state, 1)
    assert offered_cards(state) == {"4D"}


def test_a_card_not_in_your_hand_is_refused():
    state = two_card_game()
    bids(state, 2, 0, 1)
    assert_illegal(state, Action("play", seat(state, 0), (C.parse("2H"),)), "not in your hand")


def test_playing_out_of_turn_is_refused():
    state = two_card_game()
    bids(state, 2, 0, 1)
    assert_illegal(state, Action("play", seat(state, 1), (C.parse("2H"),)), "not your turn")


# -- play: follow suit, trump, win ---------------------------------------------------------------
# Three players, three cards, trumps spades (7S turned); the left player leads 5H.
def hearts_led(left, middle, dealer, **options):
    state = new(3, left, middle, dealer, then=["7S"], schedule="single", cards=3, hook=False, **options)
    bids(state, 0, 0, 0)
    play(state, 0, "5H")
    return state


def test_you_must_follow_suit_if_you_can():
    state = hearts_led(["5H", "2C", "3C"], ["2H", "AS", "AD"], ["4C", "5C", "6C"])
    assert offered_cards(state) == {"2H"}
    assert_illegal(state, Action("play", seat(state, 1), (C.parse("AS"),)), "follow suit", "hearts")


def test_if_you_cannot_follow_suit_you_must_trump():
    state = hearts_led(["5H", "2C", "3C"], ["2S", "AD", "KD"], ["4C", "5C", "6C"])
    assert offered_cards(state) == {"2S"}
    assert_illegal(state, Action("play", seat(state, 1), (C.parse("AD"),)), "trump", "spades")


def test_with_no_suit_led_and_no_trump_you_may_play_anything():
    state = hearts_led(["5H", "2C", "3C"], ["2D", "AD", "KC"], ["4C", "5C", "6C"])
    assert offered_cards(state) == {"2D", "AD", "KC"}


def test_must_trump_off_lets_a_void_player_discard_instead_of_trumping():
    # The middle player trumps with the queen; the dealer's 3S could not win, so only
    # the trump duty could make the dealer play it.
    state = hearts_led(["5H", "2C", "3C"], ["QS", "AD", "KD"], ["3S", "4D", "5D"], must_trump=False)
    play(state, 1, "QS")
    assert offered_cards(state) == {"3S", "4D", "5D"}


def test_must_trump_on_makes_a_void_player_trump_even_when_the_trump_loses():
    state = hearts_led(["5H", "2C", "3C"], ["QS", "AD", "KD"], ["3S", "4D", "5D"])
    play(state, 1, "QS")
    assert offered_cards(state) == {"3S"}


def test_must_win_still_makes_a_void_player_trump_when_the_trump_would_win():
    # must_trump off, but must_win on: the 2S would win the trick as it stands.
    state = hearts_led(["5H", "2C", "3C"], ["2S", "AD", "KD"], ["4C", "5C", "6C"], must_trump=False)
    assert offered_cards(state) == {"2S"}


def test_you_must_play_a_card_that_would_win_the_trick_if_you_can():
    state = hearts_led(["5H", "2C", "3C"], ["2H", "AH", "AD"], ["4C", "5C", "6C"])
    assert offered_cards(state) == {"AH"}
    assert_illegal(state, Action("play", seat(state, 1), (C.parse("2H"),)), "wins the trick")


def test_must_win_off_lets_you_follow_suit_low():
    state = hearts_led(["5H", "2C", "3C"], ["2H", "AH", "AD"], ["4C", "5C", "6C"], must_win=False)
    assert offered_cards(state) == {"2H", "AH"}


def test_a_winning_trump_can_only_be_beaten_by_a_higher_trump():
    # 5H led, trumped with the 10S: the dealer, void in hearts, must overtrump with the queen.
    state = hearts_led(["5H", "2C", "3C"], ["10S", "AD", "KD"], ["3S", "QS", "4D"])
    play(state, 1, "10S")
    assert offered_cards(state) == {"QS"}


def test_once_trumped_a_high_card_of_the_suit_led_wins_nothing_so_any_may_follow():
    state = hearts_led(["5H", "2C", "3C"], ["10S", "AD", "KD"], ["AH", "3H", "4D"])
    play(state, 1, "10S")
    assert offered_cards(state) == {"AH", "3H"}


def test_when_trumps_are_led_you_must_play_a_higher_trump_if_you_have_one():
    # Trumps spades, the 5S led: only the ace would win, the 2S would not.
    state = new(3, ["5S", "2C"], ["2S", "AS"], ["3D", "4D"], then=["KS"], schedule="single", cards=2)
    bids(state, 0, 0, 0)
    play(state, 0, "5S")
    assert offered_cards(state) == {"AS"}


# -- who wins a trick ------------------------------------------------------------------------------
def tricks_won(state) -> list[int]:
    """Tricks won, in order from the dealer's left."""
    return [state.table.counters["tricks"][seat(state, i)] for i in range(state.players)]


def test_the_highest_trump_wins_the_trick():
    # 5H led; the middle player trumps low, the dealer overtrumps.
    state = hearts_led(["5H", "2C", "3C"], ["2S", "AD", "KD"], ["3S", "4D", "5D"])
    play(state, 1, "2S")
    play(state, 2, "3S")
    assert tricks_won(state) == [0, 0, 1]


def test_without_a_trump_the_highest_card_of_the_suit_led_wins_and_aces_are_high():
    # 5H led, the king follows, the dealer's ace of hearts... and an off-suit ace counts for nothing.
    state = new(4, ["5H", "2C", "3C"], ["KH", "4C", "6C"], ["AD", "7C", "8C"], ["AH", "9C", "10C"],
                then=["7S"], schedule="single", cards=3, hook=False)
    bids(state, 0, 0, 0, 0)
    for i, card in enumerate(["5H", "KH", "AD", "AH"]):
        play(state, i, card)
    assert tricks_won(state) == [0, 0, 0, 1]


def test_with_no_trumps_the_highest_card_of_the_suit_led_wins():
    # 13 cards each for four players leaves no card to turn: no trumps.
    hands = [["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC"],
             ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"],
             ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD"],
             ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"]]
    state = new(4, *hands, schedule="single", cards=13)
    assert state.trump is None
    bids(state, 0, 0, 0, 0)
    for i, card in enumerate(["2C", "AS", "AD", "AH"]):
        play(state, i, card)
    assert tricks_won(state) == [1, 0, 0, 0]


# -- scoring and the end ------------------------------------------------------------------------
def test_an_exact_bid_scores_10_plus_the_bid_a_made_zero_10_and_a_miss_nothing():
    state = two_card_game()
    bids(state, 2, 0, 1)  # the dealer may not bid 0 here (the hook), and misses with 1
    for i, card in enumerate(["AS", "2H", "4D", "KS", "3H", "5D"]):
        play(state, i, card)
    score = state.table.counters["score"]
    assert [score[seat(state, i)] for i in range(3)] == [12, 10, 0]


def test_after_the_last_hand_the_game_is_over_and_the_highest_total_wins():
    state = two_card_game()
    bids(state, 2, 0, 1)
    for i, card in enumerate(["AS", "2H", "4D", "KS", "3H", "5D"]):
        play(state, i, card)
    assert state.over and GAME.legal_actions(state) == []
    assert GAME.result(state).winners == [seat(state, 0)]
    assert_illegal(state, Action("bid", 0, number=0), "game is over")


def test_players_tied_for_the_highest_total_share_the_win():
    # Trumps clubs. The left player's AS takes the first trick; the middle player's AH the second.
    state = new(3, ["AS", "2H"], ["3D", "AH"], ["4D", "5D"], then=["9C"], schedule="single", cards=2)
    bids(state, 1, 1, 1)
    for i, card in enumerate(["AS", "3D", "4D"]):
        play(state, i, card)
    play(state, 0, "2H")
    play(state, 1, "AH")
    play(state, 2, "5D")
    res = GAME.result(state)
    assert state.over
    assert res.winners == sorted([seat(state, 0), seat(state, 1)])
    assert sorted(res.scores) == [0, 11, 11]


def test_the_fast_random_play_out_chooses_exactly_as_the_generic_one():
    """Oh Heck!'s inlined play-out must end in the same state as the engine's generic loop."""
    import random as _random

    from cardtable.engine.game import Game

    game = get_game("oh-heck")
    for seed in range(60):
        for players in (3, 4, 7):
            opts = {"must_win": seed % 2 == 0, "must_trump": seed % 3 == 0}
            a = game.new_state(players, seed, opts, log=False)
            for _ in range(seed % 9):
                game.step(a, game.legal_actions(a)[0])
            b = a.copy()
            ra, rb = _random.Random(seed), _random.Random(seed)
            game.rollout(a, ra, to_deal_end=seed % 4 != 0)
            Game.rollout(game, b, rb, to_deal_end=seed % 4 != 0)
            assert a == b, (seed, players)
            assert ra.getstate() == rb.getstate(), (seed, players)  # the same draws, as many


def test_the_fast_play_out_matches_the_generic_one_from_random_positions_and_options():
    """From anywhere in a hand (mid-bidding, mid-trick), under every mix of options."""
    import random as _random

    from cardtable.engine.game import Game

    game = get_game("oh-heck")
    for seed, r, a in _positions(300, stream=lambda seed: seed, moves=30, change_bid=True):
        b = a.copy()
        to_end = r.random() < 0.7
        ra, rb = _random.Random(seed), _random.Random(seed)
        game.rollout(a, ra, to_deal_end=to_end)
        Game.rollout(game, b, rb, to_deal_end=to_end)
        assert a == b, (seed, a.players, a.options)
        assert ra.getstate() == rb.getstate(), (seed, a.players, a.options)  # the same draws, as many


def test_the_trick_rule_tables_are_the_options_own_shared_by_copies_and_pickled_by_name():
    """legal_actions reads the trick rule's tables the state names (``HeckState.rule_keys``): one set per
    pair of options, shared by every copy, named (not carried) by a pickled state, as a world sent to the
    thinking worker is; the cards they allow are the trick rule's (``tricks.allowed_cards``)."""
    import pickle
    import random as _random

    from cardtable.games import tricks as T

    game = get_game("oh-heck")
    seen = {}
    for seed in range(40):
        r = _random.Random(seed)
        opts = {"must_trump": seed % 2 == 0, "must_win": seed % 4 < 2}
        s = game.new_state(r.choice([3, 4, 5]), seed, opts, log=False)
        s.trump = r.choice([None, 0, 1, 2, 3])  # a trump set by hand (as some tests do): read as it is
        while s.phase == "bid" or not s.table.zones["trick"]:
            game.step(s, r.choice(game.legal_actions(s)))
        tables = seen.setdefault((opts["must_trump"], opts["must_win"]), s.rule_keys)
        assert s.rule_keys is tables and s.copy().rule_keys is tables
        blob = pickle.dumps(s)
        back = pickle.loads(blob)
        assert back.rule_keys is tables and back == s
        assert len(blob) < 4000, len(blob)  # the tables hold tens of thousands of numbers: not sent
        hand, trick = s.table.zones[s.hands[s.to_move]], s.table.zones["trick"]
        allowed = T.allowed_cards(hand, T.SUIT[trick[0]], s.trump, s.win_card, opts["must_trump"], opts["must_win"])
        assert [a.cards[0] for a in game.legal_actions(back)] == allowed
        assert game.legal_actions(s) == game.legal_actions(back)
    assert len({id(t) for t in seen.values()}) == 4


def _positions(count: int, stream=lambda seed: seed * 7 + 3, moves: int = 40, change_bid: bool = False):
    """Random live positions: mid-bidding, mid-trick, under every mix of options (with
    ``change_bid``, that one too), after up to ``moves`` random moves. Each with its seed and
    its random numbers (``random.Random(stream(seed))``, drawn on by the caller)."""
    import random as _random

    game = get_game("oh-heck")
    for seed in range(count):
        r = _random.Random(stream(seed))
        n = r.choice([3, 4, 5, 6, 7])
        opts = {"must_win": r.random() < 0.5, "must_trump": r.random() < 0.5, "hook": r.random() < 0.7}
        if change_bid:
            opts["change_bid"] = r.random() < 0.3
        if r.random() < 0.5:
            opts.update(schedule="single", cards=r.randint(1, 52 // n))
        s = game.new_state(n, seed, opts, log=False)
        for _ in range(r.randint(0, moves)):
            if s.over:
                break
            game.step(s, r.choice(game.legal_actions(s)))
        if not s.over:
            yield seed, r, s


def test_the_fast_play_out_is_taken_and_ends_where_the_generic_loop_ends(monkeypatch):
    """Side by side from random positions: the same end state, and the fast loop really
    played every hand (counted), the generic loop only what follows the hand."""
    import random as _random

    from cardtable.engine.game import Game
    from cardtable.games.oh_heck import ai as oh_heck_ai

    game = get_game("oh-heck")
    fast = {"hands": 0}
    real_play_hand = oh_heck_ai.play_hand

    def counted(state, rng):
        fast["hands"] += 1
        real_play_hand(state, rng)

    monkeypatch.setattr(oh_heck_ai, "play_hand", counted)
    generic = {"calls": 0}
    real_rollout = Game.rollout

    def counted_rollout(self, state, rng, to_deal_end=True):
        generic["calls"] += 1
        real_rollout(self, state, rng, to_deal_end)

    tried = 0
    for seed, r, a in _positions(200):
        to_end = r.random() < 0.7
        b = a.copy()
        before = (fast["hands"], generic["calls"])
        monkeypatch.setattr(Game, "rollout", counted_rollout)
        game.rollout(a, _random.Random(seed), to_deal_end=to_end)
        monkeypatch.setattr(Game, "rollout", real_rollout)
        assert fast["hands"] == before[0] + 1, "the fast loop did not play the hand"
        assert generic["calls"] == before[1] + (0 if to_end else 1)
        Game.rollout(game, b, _random.Random(seed), to_deal_end=to_end)
        assert a == b, (seed, a.players, a.options)
        tried += 1
    assert tried > 150


def test_the_determinize_hook_keeps_what_the_seat_sees_and_the_engine_known_bits():
    """Oh Heck!'s samples (shown-out suits respected; hard's also weighed by the bids) against the view: every card the
    seat sees in place, the hidden ones re-dealt with the known bits the table's
    rules give (``ZoneSpec.owner_bit``), each card once, and no shown-out suit held."""
    import random as _random

    from cardtable.engine import HIDDEN, view

    game = get_game("oh-heck")
    narrowed = 0
    for seed, _r, s in _positions(200):
        seat = s.to_move
        v = view(s, seat)
        sample = game.search.determinize if seed % 2 else game.search.read_sample  # the rules' sample; hard's
        d = sample(v, seat, _random.Random(seed))
        game.check(d)
        t, vt = d.table, v.table
        assert d.viewer is None and d.unseen is None
        for z, lst in vt.zones.items():
            assert len(t.zones[z]) == len(lst)
            for i, c in enumerate(lst):
                got = t.zones[z][i]
                assert t.where[got] == z
                if c != HIDDEN:
                    assert got == c and t.up[c] == vt.up[c] and t.known[c] == vt.known[c], (seed, z)
                else:
                    assert not t.up[got] and t.known[got] == t.specs[z].owner_bit, (seed, z)
        assert view(d, seat).table.zones == v.table.zones and view(d, seat).public() == v.public()
        for o in range(s.players):
            if o != seat:
                held = {C.SUIT[c] for c in t.zones[d.hands[o]]}
                if s.void[o] and not any(s.void[o] >> x & 1 for x in held):
                    narrowed += 1
        # the same view and random source give the same sample
        again = sample(view(s, seat), seat, _random.Random(seed))
        assert again.table.zones == t.zones and again.seed == d.seed
    assert narrowed > 20
