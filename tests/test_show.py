"""Show, rule by rule: each test stacks a deck and checks one rule."""

from __future__ import annotations

import pytest

from cardtable.engine import Action, IllegalAction
from cardtable.engine import cards as C
from cardtable.games.show import GAME
from cardtable.games.show.rules import card_points, discards, hand_points
from cardtable.games.show.words import RULES

P = C.parse


def cards(text: str) -> list[int]:
    return [P(x) for x in text.split()]


def one_discard(text: str) -> bool:
    """Do these cards go as one discard? (Among the discards the game offers a hand of just them.)"""
    group = cards(text)
    return tuple(sorted(group)) in {tuple(sorted(d)) for d in discards(group)}


def seed_with_dealer(n: int, dealer: int) -> int:
    for seed in range(1000):
        if GAME.new_state(n, seed, log=False).dealer == dealer:
            return seed
    raise AssertionError("no such seed")


def deck_for(n: int, hands: list[str], up: str, stock: str = "") -> list[int]:
    """A stacked deck: ``hands[i]`` (4 cards) for the i-th player from the dealer's
    left, then the card turned to start the discard pile, then the draw pile from its top."""
    h = [cards(x) for x in hands]
    return [h[i % n][i // n] for i in range(4 * n)] + [P(up)] + cards(stock)


def start(n: int, hands: list[str], up: str, stock: str = "", options: dict | None = None,
          more: list[list[int]] | None = None):
    """A game whose first dealer is the last seat, so seat 0 plays first."""
    deck = [deck_for(n, hands, up, stock), *(more or [])]
    return GAME.new_state(n, seed_with_dealer(n, n - 1), options, deck=deck)


def hand(state, seat: int) -> set[int]:
    return set(state.table.zones[f"hand{seat}"])


def discard_acts(state) -> set[tuple[int, ...]]:
    return {a.cards for a in GAME.legal_actions(state) if a.kind == "discard"}


def can_show(state) -> bool:
    return Action("show", state.to_move) in GAME.legal_actions(state)


# -- card points ---------------------------------------------------------------------

def test_card_points():
    assert card_points(P("AS")) == 1
    assert [card_points(C.card(r, C.HEARTS)) for r in range(2, 11)] == list(range(2, 11))
    assert card_points(P("JD")) == 11 and card_points(P("QC")) == 12


def test_red_kings_are_13_and_black_kings_0():
    assert card_points(P("KH")) == card_points(P("KD")) == 13
    assert card_points(P("KS")) == card_points(P("KC")) == 0
    assert hand_points(cards("KS KC AH 3D")) == 4


# -- dealing -------------------------------------------------------------------------

def test_four_cards_each_one_at_a_time_from_the_dealers_left():
    deck = cards("2H 3H 4H 5H 6H 7H 8H 9H")
    state = GAME.new_state(2, seed_with_dealer(2, 1), deck=deck)
    assert hand(state, 0) == set(cards("2H 4H 6H 8H"))
    assert hand(state, 1) == set(cards("3H 5H 7H 9H"))
    t = state.table
    assert all(t.sees(0, c) and not t.sees(1, c) for c in hand(state, 0))


def test_the_next_card_starts_the_discard_pile_face_up_and_the_rest_is_the_draw_pile():
    state = start(3, ["2H 3H 4H 5H", "6H 7H 8H 9H", "2S 3S 4S 5S"], "QD", "7C")
    t = state.table
    assert t.zones["discard"] == [P("QD")] and t.up[P("QD")]
    assert t.top("stock") == P("7C") and len(t.zones["stock"]) == 52 - 12 - 1


def test_play_starts_at_the_dealers_left_and_goes_clockwise():
    state = start(3, ["2H 9H 4C QS", "6H 7D 8S 9C", "2S 3D JS 5S"], "QD", "7C 8C 10C")
    assert state.to_move == 0
    for seat in (0, 1, 2):
        assert state.to_move == seat
        c = sorted(hand(state, seat))[0]
        GAME.apply(state, Action("discard", seat, (c,)))
        GAME.apply(state, Action("draw", seat, zone="stock"))
    assert state.to_move == 0


# -- discarding -------------------------------------------------------------------------

def test_any_single_card_may_be_discarded():
    state = start(2, ["2H 9S 4C QD", "6H 7D 8S 9C"], "KD")
    assert {(c,) for c in hand(state, 0)} <= discard_acts(state)


def test_a_pair_may_be_discarded_together():
    state = start(2, ["8S 8D 5C 3H", "6H 7D 10S 9C"], "KD")
    assert tuple(sorted(cards("8S 8D"))) in discard_acts(state)


def test_two_cards_of_different_ranks_are_no_pair():
    state = start(2, ["8S 9D 5C 3H", "6H 7D 10S 9C"], "KD")
    assert all(len(d) == 1 for d in discard_acts(state))


def test_by_default_three_of_a_rank_go_only_as_a_pair():
    state = start(2, ["8S 8D 8C 3H", "6H 7D 10S 9C"], "KD")
    acts = discard_acts(state)
    assert tuple(sorted(cards("8S 8D 8C"))) not in acts
    assert tuple(sorted(cards("8S 8C"))) in acts


def test_option_pairs_any_discards_any_number_of_a_rank():
    state = start(2, ["8S 8D 8C 3H", "6H 7D 10S 9C"], "KD", options={"pairs_any": True})
    assert tuple(sorted(cards("8S 8D 8C"))) in discard_acts(state)


def test_a_run_of_three_of_one_suit_in_order_may_be_discarded():
    state = start(2, ["3S 4S 5S 9D", "6H 7D 10S 9C"], "KD")
    assert tuple(sorted(cards("3S 4S 5S"))) in discard_acts(state)


def test_a_run_of_four_may_be_discarded_whole():
    state = start(2, ["3S 4S 5S 6S", "6H 7D 10S 9C"], "KD")
    assert tuple(sorted(cards("3S 4S 5S 6S"))) in discard_acts(state)


def test_a_run_must_be_one_suit_and_unbroken():
    assert not one_discard("3S 4H 5S")
    assert not one_discard("3S 4S 6S")
    state = start(2, ["3S 4H 5S 6S", "6H 7D 10S 9C"], "KD")
    assert all(len(d) == 1 for d in discard_acts(state))


def test_two_cards_in_sequence_are_no_run():
    assert not one_discard("3S 4S")


def test_the_ace_is_low_only_in_a_run():
    assert one_discard("AH 2H 3H")
    assert not one_discard("QH KH AH")
    state = start(2, ["QH KH AH 9D", "6H 7D 10S 9C"], "KD")
    assert all(len(d) == 1 for d in discard_acts(state))


def test_one_pair_or_one_run_a_turn_never_both():
    # 3-4-5 of spades is a run and the two fives a pair: either goes, not all four at once.
    state = start(2, ["3S 4S 5S 5D", "6H 7D 10S 9C"], "KD")
    acts = discard_acts(state)
    assert tuple(sorted(cards("3S 4S 5S"))) in acts and tuple(sorted(cards("5S 5D"))) in acts
    assert tuple(sorted(cards("3S 4S 5S 5D"))) not in acts
    with pytest.raises(IllegalAction):
        GAME.apply(state, Action("discard", 0, tuple(cards("3S 4S 5S 5D"))))


def test_the_cards_of_a_discard_may_be_named_in_any_order():
    state = start(2, ["5S 3S 4S 9D", "6H 7D 10S 9C"], "KD")
    GAME.apply(state, Action("discard", 0, tuple(cards("5S 3S 4S"))))
    assert hand(state, 0) == {P("9D")}


def test_discarded_cards_go_face_up_on_the_discard_pile():
    state = start(2, ["8S 8D 5C 3H", "6H 7D 10S 9C"], "KD")
    GAME.apply(state, Action("discard", 0, tuple(sorted(cards("8S 8D")))))
    t = state.table
    assert t.zones["discard"][0] == P("KD") and set(t.zones["discard"][1:]) == set(cards("8S 8D"))
    assert all(t.up[c] for c in t.zones["discard"])


# -- drawing ---------------------------------------------------------------------------

def test_after_discarding_draw_from_the_draw_pile_or_take_the_card_under_your_discard():
    state = start(2, ["8S 8D 5C 3H", "6H 7D 10S 9C"], "2D", "JC")
    GAME.apply(state, Action("discard", 0, (P("5C"),)))
    assert set(GAME.legal_actions(state)) == {Action("draw", 0, zone="stock"), Action("take", 0, zone="discard")}


def test_drawing_takes_the_top_of_the_draw_pile():
    state = start(2, ["8S 8D 5C 3H", "6H 7D 10S 9C"], "2D", "JC")
    GAME.apply(state, Action("discard", 0, (P("5C"),)))
    GAME.apply(state, Action("draw", 0, zone="stock"))
    assert hand(state, 0) == set(cards("8S 8D 3H JC"))
    assert not state.table.sees(1, P("JC"))


def test_taking_gets_the_card_that_was_on_top_before_your_discard_not_your_own():
    state = start(2, ["8S 8D 5C 3H", "6H 7D 10S 9C"], "2D", "JC")
    GAME.apply(state, Action("discard", 0, (P("5C"),)))
    GAME.apply(state, Action("take", 0, zone="discard"))
    assert hand(state, 0) == set(cards("8S 8D 3H 2D"))
    assert state.table.zones["discard"] == [P("5C")]
    assert state.table.sees(1, P("2D"))  # everyone saw it taken


def test_you_must_discard_before_you_draw():
    state = start(2, ["8S 8D 5C 3H", "6H 7D 10S 9C"], "2D", "JC")
    with pytest.raises(IllegalAction, match="discard first"):
        GAME.apply(state, Action("draw", 0, zone="stock"))


def test_an_empty_draw_pile_is_refilled_from_the_discard_pile_except_its_top():
    state = start(2, ["8S 8D 5C 3H", "6H 7D 10S 9C"], "2D")
    drawn = 0
    while state.table.zones["stock"]:
        seat = state.to_move
        c = min(hand(state, seat))
        GAME.apply(state, Action("discard", seat, (c,)))
        before = list(state.table.zones["discard"])
        GAME.apply(state, Action("draw", seat, zone="stock"))
        drawn += 1
        if drawn == 52 - 9:
            break
    t = state.table
    assert drawn == 43
    assert t.zones["discard"] == [before[-1]]
    assert len(t.zones["stock"]) == len(before) - 1 and not any(t.up[c] for c in t.zones["stock"])
    GAME.check(state)


# -- Show -------------------------------------------------------------------------------

def test_show_needs_five_points_or_less():
    state = start(2, ["AS 2D KC 2H", "6H 7D 10S 9C"], "KD")
    assert hand_points(cards("AS 2D KC 2H")) == 5 and can_show(state)
    state = start(2, ["AS 3D KC 2H", "6H 7D 10S 9C"], "KD")
    assert not can_show(state)
    with pytest.raises(IllegalAction, match="5 points or less"):
        GAME.apply(state, Action("show", 0))


def test_show_only_at_the_start_of_the_turn():
    state = start(2, ["AS 2D KC 2H", "6H 7D 10S 9C"], "KD", "3C")
    GAME.apply(state, Action("discard", 0, (P("KC"),)))
    with pytest.raises(IllegalAction):
        GAME.apply(state, Action("show", 0))


def test_show_reveals_every_hand():
    state = start(2, ["AS 2D KC 2H", "6H 7D 10S 9C"], "KD")
    events = GAME.apply(state, Action("show", 0))
    shown = {e.data["card"] for e in events if e.kind == "flip" and e.data["up"]}
    assert shown == set(cards("AS 2D KC 2H 6H 7D 10S 9C"))


def test_the_others_add_their_hands_and_a_lowest_caller_adds_nothing():
    state = start(3, ["AS 2D KC 2H", "6H 7D 10S 9C", "KS 3C 4C 10D"], "KD")
    GAME.apply(state, Action("show", 0))
    assert state.table.counters["score"] == [0, 32, 17]


def test_a_caller_beaten_by_a_strictly_lower_hand_adds_30():
    state = start(2, ["AS 2D KC 2H", "KS AC 2S AD"], "KD")
    GAME.apply(state, Action("show", 0))  # 5 against 4
    assert state.table.counters["score"] == [30, 4]


def test_the_rounds_end_says_who_called_and_whether_they_were_beaten():
    """The deal's end names the caller and whether a lower hand beat them; a round that ends with
    nobody calling (the draw pile gone, the turn limit) names no caller and no beaten caller."""
    state = start(2, ["AS 2D KC 2H", "KS AC 2S AD"], "KD")
    events = GAME.apply(state, Action("show", 0))  # 5 against 4: beaten
    end = next(e for e in events if e.kind == "deal_end")
    assert end.data["caller"] == 0 and end.data["caller_beaten"] is True
    state = start(2, ["AS 2D KC 2H", "6H 7D 10S 9C"], "KD")
    mark = len(state.table.log)
    GAME.end_round(state, None)
    end = next(e for e in state.table.log[mark:] if e.kind == "deal_end")
    assert end.data["caller"] is None and end.data["caller_beaten"] is False


@pytest.mark.parametrize("other,options,score", [
    pytest.param("KS AC 2S 2C", None, [0, 5], id="a tie for lowest is the caller's by default"),  # 5 against 5
    pytest.param("KS AC 2S 2C", {"tie_penalty": True}, [30, 5], id="tie_penalty: a tie counts against the caller"),
    pytest.param("KS AC 2S AD", {"penalty_adds_hand": True}, [35, 4],
                 id="penalty_adds_hand: a beaten caller adds 30 and their hand"),
    pytest.param("6H 7D 10S 9C", {"penalty_adds_hand": True}, [0, 32],
                 id="a winning caller adds nothing even with penalty_adds_hand"),
])
def test_the_scores_when_seat_0_shows_holding_5(other, options, score):
    state = start(2, ["AS 2D KC 2H", other], "KD", options=options)
    GAME.apply(state, Action("show", 0))
    assert state.table.counters["score"] == score


def test_after_a_show_the_dealer_passes_left_and_a_new_round_is_dealt():
    state = start(2, ["AS 2D KC 2H", "6H 7D 10S 9C"], "KD")
    GAME.apply(state, Action("show", 0))
    assert state.deal_no == 1 and state.dealer == 0 and state.to_move == 1
    assert all(len(state.table.zones[f"hand{s}"]) == 4 for s in (0, 1))
    assert len(state.table.zones["discard"]) == 1
    assert state.history == [(0, 32)]


# -- the end ------------------------------------------------------------------------

def test_the_game_goes_on_while_nobody_has_100():
    state = start(2, ["AS 2D KC 2H", "6H 7D 10S 9C"], "KD")
    state.table.counters["score"] = [0, 67]
    GAME.apply(state, Action("show", 0))  # seat 1 reaches 99
    assert not state.over


def test_the_game_ends_after_a_round_in_which_anyone_reaches_100_and_the_lowest_wins():
    state = start(2, ["AS 2D KC 2H", "6H 7D 10S 9C"], "KD")
    state.table.counters["score"] = [10, 68]
    GAME.apply(state, Action("show", 0))  # seat 1 reaches exactly 100
    assert state.over and GAME.legal_actions(state) == []
    res = GAME.result(state)
    assert res.winners == [0] and GAME.info.lower_wins


def test_players_tied_for_the_lowest_total_share_the_win():
    state = start(3, ["AS 2D KC 2H", "6H 7D 10S 9C", "KS 3C 4C 10D"], "KD")
    state.table.counters["score"] = [17, 80, 0]
    GAME.apply(state, Action("show", 0))  # totals 17, 112, 17
    assert state.over and GAME.result(state).winners == [0, 2]


# -- words ------------------------------------------------------------------------------

def test_the_rules_name_every_choice():
    text = RULES.lower()
    for phrase in ["red kings", "black kings", "ace is always", "never both", "under your discard",
                   "except its top", "5 points or less", "strictly lower", "30 plus", "100 points",
                   "lowest total", "share", "option: any number"]:
        assert phrase in text, phrase
    assert GAME.words.rules_text == RULES
