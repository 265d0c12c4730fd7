"""Skull & Roses: the rules, one stacked deck each.

Every game here is started with a seed whose first player is seat 0, and with a
deck stacked so that the hands are known: with 3 players seat 0 holds 2C 3C 4C
and the skull JC, seat 1 holds 5C 6C 7C and QC, seat 2 holds 8C 9C 10C and KC;
a fourth player would hold 2D 3D 4D and JD, and so on. ``lay(state, "R", "S")``
has the players to move lay a rose, then a skull, in turn.
"""

from __future__ import annotations

import random

import pytest
from gamecheck import random_games_end_quickly

from cardtable.engine import HIDDEN, Action, IllegalAction, view
from cardtable.engine import cards as C
from cardtable.games import get_game
from cardtable.games.skull.rules import deck, is_skull

GAME = get_game("skull")
ROSES = [c for c in deck() if not is_skull(c)]
SKULLS = [c for c in deck() if is_skull(c)]


# -- helpers -------------------------------------------------------------------------
def hands_for(players: int) -> list[list[int]]:
    return [ROSES[3 * s:3 * s + 3] + [SKULLS[s]] for s in range(players)]


def deal_order(hands: list[list[int]]) -> list[int]:
    """The deck, top first, that hands these out: roses round the table from seat 0,
    then skulls."""
    return [h[r] for r in range(3) for h in hands] + [h[3] for h in hands]


def new(players: int = 3, first: int = 0, shuffles=()):
    """A game with the hands above whose first player is ``first``; ``shuffles`` stacks
    the orders (top first) of the shuffles after the deal (the blind picks)."""
    deck = [deal_order(hands_for(players))] + [list(s) for s in shuffles]
    for seed in range(1000):
        state = GAME.new_state(players, seed, deck=deck)
        if state.to_move == first:
            return state
    raise AssertionError("no seed gives that first player")


def cards(state, zone: str) -> list[str]:
    return [C.name(c) for c in state.table.zones[zone]]


def hand(state, seat: int) -> set[str]:
    return set(cards(state, state.hands[seat]))


def lay(state, *kinds: str) -> None:
    """The players to move each lay a card: "R" a rose (their lowest), "S" their skull."""
    for k in kinds:
        seat = state.to_move
        mine = sorted(state.table.zones[state.hands[seat]])
        card = next(c for c in mine if is_skull(c) == (k == "S"))
        GAME.apply(state, Action("place", seat, (card,)))


def bid(state, n: int) -> None:
    GAME.apply(state, Action("bid", state.to_move, number=n))


def pass_(state) -> None:
    GAME.apply(state, Action("pass", state.to_move))


def flip(state, owner: int) -> None:
    GAME.apply(state, Action("flip", state.to_move, zone=f"mat{owner}"))


def offered(state) -> list[tuple]:
    """The legal actions, briefly: ("bid", 3), ("place", "2C"), ("flip", "mat1"), ("pass",)."""
    out = []
    for a in GAME.legal_actions(state):
        if a.number is not None:
            out.append((a.kind, a.number))
        elif a.zone is not None:
            out.append((a.kind, a.zone))
        elif a.cards:
            out.append((a.kind, C.name(a.cards[0])))
        else:
            out.append((a.kind,))
    return out


def events(state, kind: str) -> list[dict]:
    return [e.data for e in state.table.log if e.kind == kind]


def strip(state, seat: int, keep: str):
    """As if ``seat`` had lost cards in earlier rounds: it keeps only ``keep`` ("R", "S",
    "RS", or "" for none, which puts it out). Only at the start of a round."""
    t = state.table
    kept = []
    for k in keep:
        kept.append(next(c for c in sorted(t.zones[state.hands[seat]])
                         if is_skull(c) == (k == "S") and c not in kept))
    for c in list(t.zones[state.hands[seat]]):
        if c not in kept:
            t.move(c, state.lost[seat], False)
    if not keep:
        state.out[seat] = True
        state.to_place -= 1
    return state


def assert_illegal(state, action: Action, *words: str) -> None:
    before = state.copy()
    with pytest.raises(IllegalAction) as e:
        GAME.apply(state, action)
    assert state == before
    for w in words:
        assert w in str(e.value), (w, str(e.value))


# -- cards and the deal -------------------------------------------------------------------
def test_the_deck_is_one_pack_without_aces_whose_12_face_cards_are_the_skulls():
    state = new(3)
    assert len(state.cards) == 48 and all(C.RANK[c] != C.ACE for c in state.cards)
    assert sorted(C.RANK[c] for c in SKULLS) == [11] * 4 + [12] * 4 + [13] * 4
    assert sorted({C.RANK[c] for c in ROSES}) == list(range(2, 11)) and len(ROSES) == 36


@pytest.mark.parametrize("players", range(3, 13))
def test_each_player_gets_three_roses_and_one_skull(players):
    for seed in range(3):
        state = GAME.new_state(players, seed)
        for h in state.hands:
            got = state.table.zones[h]
            assert len(got) == 4 and sum(is_skull(c) for c in got) == 1


def test_roses_and_skulls_are_handed_out_from_the_top_of_one_shuffled_deck():
    top = ["2C", "JC", "3C", "QC", "4C", "5C", "KC", "6C", "7C", "8C", "9C", "10C"]
    for seed in range(1000):
        state = GAME.new_state(3, seed, deck=top)
        if state.to_move == 0:
            break
    assert hand(state, 0) == {"2C", "5C", "8C", "JC"}
    assert hand(state, 1) == {"3C", "6C", "9C", "QC"}
    assert hand(state, 2) == {"4C", "7C", "10C", "KC"}


def test_the_cards_nobody_needs_are_put_away_face_down_unseen():
    state = new(4)
    box = state.table.zones["box"]
    assert len(box) == 48 - 16
    for seat in range(4):
        assert set(view(state, seat).table.zones["box"]) == {HIDDEN}


def test_the_first_player_is_chosen_at_random():
    assert len({GAME.new_state(5, seed).to_move for seed in range(60)}) == 5


def test_a_hand_is_seen_only_by_its_owner():
    state = new(3)
    assert set(view(state, 1).table.zones["hand0"]) == {HIDDEN}
    assert view(state, 0).table.zones["hand0"] == state.table.zones["hand0"]


# -- placing --------------------------------------------------------------------------------
def test_first_each_player_in_turn_lays_one_card_and_nobody_may_challenge():
    state = new(3)
    order = []
    for _ in range(3):
        order.append(state.to_move)
        assert {k for k, _ in offered(state)} == {"place"}
        lay(state, "R")
    assert order == [0, 1, 2]
    assert [len(state.table.zones[m]) for m in state.mats] == [1, 1, 1]


def test_a_laid_card_is_face_down_and_known_only_to_its_owner():
    state = new(3)
    lay(state, "S")
    t = state.table
    card = t.zones["mat0"][0]
    assert not t.up[card] and C.name(card) == "JC"
    assert view(state, 0).table.zones["mat0"] == [card]
    assert view(state, 1).table.zones["mat0"] == [HIDDEN]


def test_then_from_the_first_player_each_lays_another_card_or_challenges():
    state = new(3)
    lay(state, "R", "R", "R")
    assert state.to_move == 0
    assert offered(state) == [("place", "3C"), ("place", "4C"), ("place", "JC"),
                              ("bid", 1), ("bid", 2), ("bid", 3)]
    lay(state, "R")
    assert state.to_move == 1
    assert [n for k, n in offered(state) if k == "bid"] == [1, 2, 3, 4]  # now 4 cards on the mats


def test_a_player_with_no_cards_in_hand_must_challenge():
    state = new(3)
    lay(state, *"RRR" * 3, "S", "S", "S")  # everyone has laid all four cards
    assert state.to_move == 0
    assert offered(state) == [("bid", k) for k in range(1, 13)]


def test_a_card_is_laid_on_top_of_the_stack():
    state = new(3)
    lay(state, "R", "R", "R", "S")
    assert cards(state, "mat0") == ["2C", "JC"]


# -- bidding ---------------------------------------------------------------------------------
def test_bidding_goes_clockwise_and_each_raises_or_passes():
    state = new(4)
    lay(state, "R", "R", "R", "R")
    bid(state, 2)  # seat 0 challenges
    assert state.to_move == 1
    assert offered(state) == [("pass",), ("bid", 3), ("bid", 4)]
    bid(state, 3)
    assert state.to_move == 2
    assert offered(state) == [("pass",), ("bid", 4)]


def test_a_player_who_passes_bids_no_more_this_round():
    state = new(4)
    lay(state, "R", "R", "R", "R", "R", "R")  # six cards down
    bid(state, 1)   # seat 2 challenges
    pass_(state)    # seat 3
    bid(state, 2)   # seat 0
    pass_(state)    # seat 1
    bid(state, 3)   # seat 2
    assert state.to_move == 0  # seat 3 is skipped


def test_the_bidding_ends_when_all_but_one_have_passed_and_the_high_bidder_challenges():
    state = new(4)
    lay(state, "R", "R", "R", "R", "R")  # seat 0 has two cards down
    bid(state, 1)   # seat 1
    bid(state, 3)   # seat 2
    pass_(state)    # seat 3
    pass_(state)    # seat 0
    assert state.phase == "bid"
    pass_(state)    # seat 1
    assert state.table.counters["challenger"] == 2
    assert state.phase == "reveal" and state.to_move == 2


def test_a_bid_of_every_card_on_the_mats_ends_the_bidding_at_once():
    state = new(3)
    lay(state, "R", "R", "R")
    bid(state, 3)
    assert events(state, "reveal") == [{"seat": 0, "bid": 3}]
    assert state.phase == "reveal" and state.to_move == 0


def test_a_player_who_passed_keeps_their_stack_on_the_table():
    state = new(3)
    lay(state, "R", "S", "R")
    bid(state, 2)
    pass_(state)  # seat 1: its skull stays on its mat
    pass_(state)
    flip(state, 1)
    assert events(state, "bet_lost") == [{"seat": 0, "bid": 2, "skull_owner": 1}]


# -- the reveal ---------------------------------------------------------------------------------
def test_the_challenger_turns_over_their_own_stack_first_from_the_top():
    state = new(3)
    lay(state, "R", "R", "R", "R", "R", "R")  # two roses on each mat
    bid(state, 5)
    pass_(state)
    pass_(state)
    flips = [C.name(e["card"]) for e in events(state, "flip")]
    assert flips == ["3C", "2C"]  # seat 0's top card, then the one under it
    assert state.to_move == 0 and state.roses == 2
    assert offered(state) == [("flip", "mat1"), ("flip", "mat2")]  # never its own again


def test_the_challenger_then_turns_the_top_card_of_a_stack_of_their_choice():
    state = new(3)
    lay(state, "R", "S", "R", "R", "R")  # seat 1: its skull under a rose
    bid(state, 3)  # seat 2, with one rose of its own
    pass_(state)
    pass_(state)
    flip(state, 1)
    t = state.table
    assert [C.name(c) for c in t.zones["mat1"] if t.up[c]] == ["5C"]
    assert state.roses == 2 and state.phase == "reveal"
    flip(state, 1)  # the next card down
    assert events(state, "bet_lost") == [{"seat": 2, "bid": 3, "skull_owner": 1}]


def test_as_many_roses_as_the_bid_win_the_bet():
    state = new(3)
    lay(state, "R", "R", "R")
    bid(state, 3)  # own rose, then one from each other stack
    flip(state, 1)
    assert state.table.counters["score"] == [0, 0, 0]
    flip(state, 2)
    assert state.table.counters["score"] == [1, 0, 0]
    assert events(state, "bet_won") == [{"seat": 0, "bid": 3, "wins": 1}]


def own_rose_win(state) -> None:
    """Seat 0 bids 1 with a rose over its skull and wins on its own top card."""
    lay(state, "S", "R", "R", "R", "R", "R")  # mat0: JC, then 2C on top
    bid(state, 1)
    pass_(state)
    pass_(state)


def test_the_bet_is_won_as_soon_as_enough_roses_show_even_within_the_own_stack():
    state = new(3)
    own_rose_win(state)
    assert [C.name(e["card"]) for e in events(state, "flip")] == ["2C"]  # the skull under it stays down
    assert state.table.counters["score"] == [1, 0, 0]


def test_after_a_won_bet_everyone_takes_back_their_cards_and_the_challenger_starts():
    state = new(3)
    own_rose_win(state)
    t = state.table
    assert all(not t.zones[m] for m in state.mats)
    assert [len(t.zones[h]) for h in state.hands] == [4, 4, 4]
    assert state.phase == "place" and state.to_move == 0
    assert state.deal_no == 1 and state.history == [(1, 0, 0)]
    assert state.sheet == [(1, 0, 1, "won", None, False)]


def test_a_second_won_bet_wins_the_game():
    state = new(3)
    own_rose_win(state)
    assert not state.over
    own_rose_win(state)
    assert state.over and state.to_move is None and GAME.legal_actions(state) == []
    res = GAME.result(state)
    assert res.winners == [0] and res.scores == [2, 0, 0] and res.places[0] == 1
    assert events(state, "game_over")[0]["winner"] == 0


def test_cards_taken_back_are_mixed_so_a_revealed_card_is_secret_again():
    state = new(3)
    own_rose_win(state)  # 2C was turned face up
    lay(state, "R")      # seat 0 lays 2C again
    assert cards(state, "mat0") == ["2C"]
    assert view(state, 1).table.zones["mat0"] == [HIDDEN]


# -- a lost bet ------------------------------------------------------------------------------------
def lose_to_seat_1(state) -> None:
    """Seat 0 bids 2, turns its own rose, then seat 1's skull."""
    lay(state, "R", "S", "R")
    bid(state, 2)
    pass_(state)
    pass_(state)
    flip(state, 1)


def test_a_skull_loses_the_bet_and_everyone_takes_back_their_cards():
    state = new(3)
    lose_to_seat_1(state)
    t = state.table
    assert all(not t.zones[m] for m in state.mats)
    assert [len(t.zones[h]) for h in state.hands] == [4, 4, 4]
    assert t.counters["score"] == [0, 0, 0]


def test_the_skulls_owner_picks_one_of_the_challengers_cards_blind():
    state = new(3)
    lose_to_seat_1(state)
    assert state.phase == "take" and state.to_move == 1
    assert offered(state) == [("take_card", i) for i in range(4)]
    assert {a.zone for a in GAME.legal_actions(state)} == {"hand0"}  # a place in the challenger's hand
    assert set(view(state, 1).table.zones["hand0"]) == {HIDDEN}  # blind: no card shows
    GAME.apply(state, Action("take_card", 1, zone="hand0", number=2))
    t = state.table
    assert len(t.zones["hand0"]) == 3 and len(t.zones["lost0"]) == 1
    lost = t.zones["lost0"][0]
    assert not t.up[lost]
    assert view(state, 1).table.zones["lost0"] == [HIDDEN]  # the picker never learns it
    assert view(state, 0).table.zones["lost0"] == [lost]  # the challenger knows what went


def test_the_challengers_cards_are_shuffled_before_the_blind_pick():
    state = new(3, shuffles=[["2C", "JC", "4C", "3C"]])  # top first: slot 0 is the bottom
    lose_to_seat_1(state)
    assert cards(state, "hand0") == ["3C", "4C", "JC", "2C"]  # taken back in order, then shuffled
    GAME.apply(state, Action("take_card", 1, zone="hand0", number=0))
    assert cards(state, "lost0") == ["3C"]


def test_after_a_lost_bet_the_challenger_still_in_starts_the_next_round():
    state = new(3)
    lose_to_seat_1(state)
    GAME.apply(state, Action("take_card", 1, zone="hand0", number=0))
    assert state.phase == "place" and state.to_move == 0
    assert state.sheet == [(1, 0, 2, "lost", 1, False)]


def test_with_their_own_skull_the_challenger_chooses_the_card_to_lose():
    state = new(3)
    lay(state, "S", "R", "R")
    bid(state, 1)
    pass_(state)
    pass_(state)
    assert state.phase == "discard" and state.to_move == 0
    assert offered(state) == [("discard", c) for c in sorted(["2C", "3C", "4C", "JC"], key=C.parse)]
    GAME.apply(state, Action("discard", 0, (C.parse("4C"),)))
    assert cards(state, "lost0") == ["4C"] and hand(state, 0) == {"2C", "3C", "JC"}
    assert state.phase == "place" and state.to_move == 0


def test_a_player_with_no_cards_left_is_out_and_the_skulls_owner_starts():
    state = strip(new(3), 0, "R")  # seat 0 has one rose left
    lose_to_seat_1(state)
    GAME.apply(state, Action("take_card", 1, zone="hand0", number=0))
    assert state.out == [True, False, False]
    assert events(state, "out") == [{"seat": 0}]
    assert state.to_move == 1 and state.phase == "place"
    lay(state, "R", "R")  # seat 1, seat 2
    lay(state, "R", "R")  # seat 1, seat 2: seat 0 is passed over
    assert state.to_move == 1


def test_a_player_out_takes_no_part_in_the_bidding():
    state = strip(new(4), 3, "")  # seat 3 is out
    lay(state, "R", "R", "R")
    bid(state, 1)
    pass_(state)
    pass_(state)
    # seat 3 was never asked: two passes left seat 0 alone, and its own rose won
    assert state.table.counters["score"] == [1, 0, 0, 0]


def test_a_challenger_put_out_by_their_own_skull_names_who_starts():
    state = strip(new(3), 0, "S")  # seat 0 has only its skull
    lay(state, "S", "R", "R")
    bid(state, 1)
    pass_(state)
    pass_(state)
    GAME.apply(state, Action("discard", 0, (C.parse("JC"),)))
    assert state.out[0] and state.phase == "name" and state.to_move == 0
    assert offered(state) == [("name", "mat1"), ("name", "mat2")]
    GAME.apply(state, Action("name", 0, zone="mat2"))
    assert state.phase == "place" and state.to_move == 2


def test_the_last_player_left_wins():
    state = strip(strip(new(3), 1, ""), 0, "R")  # seat 1 is out, seat 0 has one rose
    lay(state, "R", "S")  # seat 0, seat 2
    bid(state, 2)  # every card on the mats: no more bidding
    flip(state, 2)
    GAME.apply(state, Action("take_card", 2, zone="hand0", number=0))
    assert state.over
    res = GAME.result(state)
    assert res.winners == [2] and res.places[2] == 1


# -- legality, evaluation, words -----------------------------------------------------------------
def test_refused_actions_change_nothing_and_say_why():
    state = new(3)
    assert_illegal(state, Action("bid", 0, number=1), "lay one card")
    assert_illegal(state, Action("place", 1, (C.parse("5C"),)), "not your turn")
    lay(state, "R", "R", "R")
    assert_illegal(state, Action("bid", 0, number=4), "1 to 3")
    assert_illegal(state, Action("place", 0, (C.parse("5C"),)), "not in your hand")
    assert_illegal(state, Action("pass", 0), "challenge")
    bid(state, 1)
    assert_illegal(state, Action("bid", 1, number=1), "2 to 3")
    bid(state, 2)
    pass_(state)
    pass_(state)
    assert_illegal(state, Action("flip", 1, zone="mat1"), "own stack")


def test_evaluate_is_a_share_in_range_that_favours_a_won_bet():
    state = new(3)
    own_rose_win(state)
    ev = GAME.search.evaluate(state)
    assert all(0 <= x <= 1 for x in ev) and ev[0] > ev[1] and abs(sum(ev) - 1) < 1e-9


def test_prompts():
    state = new(3)
    assert GAME.words.prompt(state) == "Lay a card face down on your mat."
    lay(state, "R", "R", "R")
    assert GAME.words.prompt(state) == "Lay another card, or challenge by bidding 1 to 3."


def test_the_rules_text_names_the_choices():
    rules = " ".join(GAME.words.rules_text.split())
    for words in ("aces are not used", "chosen at random", "must challenge", "from the top",
                  "even partway through", "picks it blind", "challenger chooses", "out of the game",
                  "second won bet", "only player left", "they choose who is first"):
        assert words in rules, words


def test_whole_random_games_end_quickly_at_every_player_count():
    random_games_end_quickly(GAME, range(3, 13))


# -- the computer players -----------------------------------------------------------------
def _to_first_bid(spec: str, seed: int, players: int = 4):
    """Computer players of one level from a seeded start until the first challenge:
    (the bid, the cards on the mats then)."""
    from cardtable.ai import make_player

    state = GAME.new_state(players, seed, log=False)
    seats = [make_player(spec, seed * 10 + s) for s in range(players)]
    while not state.over:
        legal = GAME.legal_actions(state)
        a = seats[state.to_move].choose(GAME, view(state, state.to_move), legal)
        if a.kind == "bid":
            return a.number, state.placed
        GAME.step(state, a)
    raise AssertionError("no bid")


def test_medium_never_opens_by_challenging_for_every_card():
    # Nothing is known at the first challenge: bidding every card on the mats is a
    # gamble no person makes (it was medium's first move in every round).
    for seed in range(6):
        bid, placed = _to_first_bid("medium", seed)
        assert bid < placed, (seed, bid, placed)
        assert bid <= 3, (seed, bid, placed)


def test_the_ai_sample_keeps_the_view_and_one_skull_each():
    rng = random.Random(5)
    for seed in range(20):
        state = GAME.new_state(4, seed, log=False)
        for _ in range(4 + rng.randrange(10)):
            acts = GAME.legal_actions(state)
            GAME.step(state, acts[rng.randrange(len(acts))])
        seat = state.to_move
        v = view(state, seat)
        for k in range(3):
            d = GAME.search.determinize(v, seat, random.Random(k))
            GAME.check(d)
            w = view(d, seat)
            assert w.table.zones == v.table.zones and w.public() == v.public()
            for s in range(4):
                cards = [c for z in (d.hands[s], d.mats[s], d.lost[s]) for c in d.table.zones[z]]
                assert sum(map(is_skull, cards)) == 1


def test_in_the_boxed_game_an_own_stack_of_roses_short_of_the_bid_goes_on_to_the_others():
    """The boxed game (the challenger turns all of their own stack): two roses of their own for a bid of 3
    do not win yet; the challenger goes on to turn one of the others' cards."""
    state = None
    for seed in range(1000):
        st = GAME.new_state(3, seed, {"whole_stack": True}, deck=[deal_order(hands_for(3))])
        if st.to_move == 0:
            state = st
            break
    lay(state, "R", "R", "R", "R", "R", "R")  # two roses on each mat
    bid(state, 3)
    pass_(state)
    pass_(state)
    assert state.phase == "reveal" and state.roses == 2 and state.to_move == 0
    assert state.table.counters["score"] == [0, 0, 0]  # not won inside its own stack
    assert offered(state) == [("flip", "mat1"), ("flip", "mat2")]
    flip(state, 1)
    assert state.table.counters["score"][0] == 1  # the third rose wins it
