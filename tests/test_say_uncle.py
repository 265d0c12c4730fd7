"""Say Uncle, rule by rule: each test stacks a deck and checks one rule."""

from __future__ import annotations

import pytest

from cardtable.engine import Action, IllegalAction, view
from cardtable.engine import cards as C
from cardtable.engine.table import HIDDEN
from cardtable.games.say_uncle import GAME
from cardtable.games.say_uncle.rules import best_seat, straight_flush
from cardtable.games.say_uncle.words import RULES

P = C.parse
CLUBS, DIAMONDS, HEARTS, SPADES = C.CLUBS, C.DIAMONDS, C.HEARTS, C.SPADES


def cards(text: str) -> list[int]:
    return [P(x) for x in text.split()]


def better(a: list[int], b: list[int]) -> bool:
    """Does hand ``a`` beat hand ``b``? As the game scores a deal: ``best_seat`` (the first of equals)."""
    return best_seat([b, a]) == 1


def seed_with_dealer(n: int, dealer: int) -> int:
    """A seed whose first dealer is ``dealer``."""
    for seed in range(1000):
        if GAME.new_state(n, seed, log=False).dealer == dealer:
            return seed
    raise AssertionError("no such seed")


def deck_for(n: int, hands: list[str], stock: str = "", out: str | None = None) -> list[int]:
    """A stacked deck: ``hands[i]`` is the ten cards (5 dealt, then 5 drafted) of
    the i-th player from the dealer's left; then ``stock`` from its top."""
    h = [cards(x) for x in hands]
    assert all(len(x) == 10 for x in h)
    dealt = [h[i % n][i // n] for i in range(5 * n)]
    tableau = [h[i % n][5 + i // n] for i in range(5 * n)]
    extra = []
    if n == 3:
        used = set(dealt + tableau + cards(stock))
        extra = [P(out)] if out else [next(c for c in range(52) if c not in used)]
    return dealt + extra + tableau + cards(stock)


def draft_all(state, hands: list[str]) -> None:
    """Draft the tableau so that each player ends with the hand given in ``deck_for``."""
    n = state.players
    left = (state.dealer + 1) % n
    h = [cards(x) for x in hands]
    for i in range(5 * n):
        seat = (left + i) % n
        GAME.apply(state, Action("draft", seat, (h[i % n][5 + i // n],)))


def start(n: int, hands: list[str], stock: str = "", more: list[list[int]] | None = None,
          options: dict | None = None, out: str | None = None, draft: bool = True):
    """A game whose first dealer is the last seat (so seat 0 plays first), dealt from
    a stacked deck, and drafted to the given hands."""
    deck = [deck_for(n, hands, stock, out), *(more or [])]
    state = GAME.new_state(n, seed_with_dealer(n, n - 1), options, deck=deck)
    if draft:
        draft_all(state, hands)
    return state


def hand(state, seat: int) -> set[int]:
    return set(state.table.zones[f"hand{seat}"])


# Two hands for two players: seat 0 holds 2-6 of hearts (5 long), seat 1 holds 9-K
# of clubs... but only four of them in sequence (9 10 J Q) plus scattered cards.
H0 = "2H 3H 4H 5H 6H 9S 4D 7C 2S 8D"
H1 = "9C 10C JC QC 3S 5S 7S KD 2C 6D"
STOCK = "AS KS QS JS 10S"


# -- the straight flush ----------------------------------------------------------------

def test_a_lone_card_is_a_straight_flush_of_length_one():
    assert straight_flush(cards("7H"))[0] == 1
    assert straight_flush(cards("7H 9S JD"))[0] == 1


def test_the_longer_straight_flush_wins():
    assert better(cards("2C 3C 4C"), cards("JS QS"))
    assert better(cards("3H 4H 5H"), cards("9D 10D"))


def test_equal_length_compares_the_top_card():
    assert better(cards("5H 6H 7H"), cards("4S 5S 6S"))
    assert better(cards("JD QD KD"), cards("10C JC QC"))


def test_equal_length_and_top_compares_the_suit_clubs_diamonds_hearts_spades():
    assert better(cards("8D 9D"), cards("8C 9C"))
    assert better(cards("8H 9H"), cards("8D 9D"))
    assert better(cards("8S 9S"), cards("8H 9H"))
    assert straight_flush(cards("8C 9C"))[2] == CLUBS < straight_flush(cards("8D 9D"))[2] \
        < straight_flush(cards("8H 9H"))[2] < straight_flush(cards("8S 9S"))[2]


def test_the_ace_may_be_low():
    assert straight_flush(cards("AH 2H 3H")) == (3, 3, HEARTS)


def test_the_ace_may_be_high_and_is_then_the_top_card():
    assert straight_flush(cards("QS KS AS")) == (3, 14, SPADES)
    assert better(cards("QC KC AC"), cards("JS QS KS"))  # ace-high beats king-high


def test_a_lone_ace_counts_high():
    assert better(cards("AC"), cards("KS"))


def test_the_ace_never_turns_the_corner():
    assert straight_flush(cards("KD AD 2D"))[0] == 2  # K-A or A-2, never K-A-2
    assert straight_flush(cards("QD KD AD 2D 3D"))[0] == 3  # Q-K-A and A-2-3, not both joined


def test_the_whole_suit_is_thirteen_long_with_the_ace_high():
    assert straight_flush([C.card(r, HEARTS) for r in range(1, 14)]) == (13, 14, HEARTS)


def test_only_the_best_straight_flush_of_a_hand_counts():
    # A long low run beats a short high one held beside a weaker long one.
    assert better(cards("2C 3C 4C 5C QH KH"), cards("9D 10D JD KS QS"))
    assert best_seat([cards("2C 3C"), cards("4D 5D 6D"), cards("AS")]) == 1


# -- dealing -------------------------------------------------------------------------

def test_five_cards_each_dealt_face_down_one_at_a_time_from_the_dealers_left():
    state = start(2, [H0, H1], draft=False)
    assert state.dealer == 1
    assert hand(state, 0) == set(cards(H0)[:5])
    assert hand(state, 1) == set(cards(H1)[:5])
    t = state.table
    for c in hand(state, 0):
        assert not t.up[c] and t.sees(0, c) and not t.sees(1, c)


def test_the_deal_goes_round_the_table_one_card_at_a_time():
    deck = cards("2H 3H 4H 5H 6H 7H 8H 9H 10H JH")
    state = GAME.new_state(2, seed_with_dealer(2, 1), deck=deck)
    assert hand(state, 0) == set(cards("2H 4H 6H 8H 10H"))
    assert hand(state, 1) == set(cards("3H 5H 7H 9H JH"))


def test_with_three_players_one_card_goes_out_of_play_unseen():
    hands = [H0, H1, "AC 3C 4C 5C 6C 8C AD 2D 3D 5D"]
    state = start(3, hands, out="KH", draft=False)
    t = state.table
    assert t.zones["out"] == [P("KH")]
    assert not any(t.sees(s, P("KH")) for s in range(3))
    assert len(t.zones["stock"]) == 52 - 15 - 1 - 15


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_tableau_is_five_face_up_cards_a_player_and_the_rest_is_the_stock(n):
    state = GAME.new_state(n, 5)
    t = state.table
    assert len(t.zones["tableau"]) == 5 * n and all(t.up[c] for c in t.zones["tableau"])
    assert len(t.zones["stock"]) == 52 - 10 * n - (1 if n == 3 else 0)
    assert all(len(t.zones[f"hand{s}"]) == 5 for s in range(n))
    assert ("out" in t.zones) == (n == 3)


# -- drafting -------------------------------------------------------------------------

def test_drafting_offers_every_tableau_card_and_nothing_else():
    state = start(2, [H0, H1], draft=False)
    acts = GAME.legal_actions(state)
    assert {a.cards[0] for a in acts} == set(state.table.zones["tableau"])
    assert all(a.kind == "draft" and a.seat == 0 for a in acts)


def test_drafting_goes_clockwise_from_the_dealers_left_one_card_each():
    state = start(3, [H0, H1, "AC 3C 4C 5C 6C 8C AD 2D 3D 5D"], draft=False)
    order = []
    while state.phase == "draft":
        order.append(state.to_move)
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert order == [0, 1, 2] * 5


def test_drafting_ends_with_ten_cards_each_and_an_empty_tableau():
    state = start(2, [H0, H1])
    assert hand(state, 0) == set(cards(H0)) and hand(state, 1) == set(cards(H1))
    assert state.table.zones["tableau"] == []


def test_a_drafted_card_is_known_to_everyone():
    state = start(2, [H0, H1])
    assert state.table.sees(1, P("9S"))  # seat 0 drafted the 9 of spades in view of all
    assert not state.table.sees(1, P("2H"))  # but was dealt the 2 of hearts face down


def test_nobody_may_call_during_the_draft():
    state = start(2, [H0, H1], draft=False)
    with pytest.raises(IllegalAction):
        GAME.apply(state, Action("call", 0))


# -- the stock ------------------------------------------------------------------------

def test_the_stock_phase_starts_at_the_dealers_left_with_call_or_turn():
    state = start(2, [H0, H1], STOCK)
    assert state.to_move == 0
    assert {a.kind for a in GAME.legal_actions(state)} == {"call", "turn"}


def test_turning_shows_the_top_stock_card_and_offers_it_to_the_turner_first():
    state = start(2, [H0, H1], STOCK)
    GAME.apply(state, Action("turn", 0, zone="stock"))
    t = state.table
    assert t.zones["turned"] == [P("AS")] and t.up[P("AS")]
    acts = GAME.legal_actions(state)
    assert state.to_move == 0
    assert {a.cards[0] for a in acts if a.kind == "take"} == hand(state, 0)
    assert Action("pass", 0) in acts


def test_taking_puts_a_hand_card_away_face_down_and_the_turned_card_in_hand():
    state = start(2, [H0, H1], STOCK)
    GAME.apply(state, Action("turn", 0, zone="stock"))
    GAME.apply(state, Action("take", 0, (P("7C"),)))
    t = state.table
    assert P("AS") in hand(state, 0) and P("7C") not in hand(state, 0)
    assert t.zones["discard0"] == [P("7C")] and not t.up[P("7C")]


def test_a_card_put_away_is_known_only_to_the_player_who_put_it_away():
    state = start(2, [H0, H1], STOCK)
    GAME.apply(state, Action("turn", 0, zone="stock"))
    GAME.apply(state, Action("take", 0, (P("9S"),)))  # 9S was drafted in view of all
    t = state.table
    assert t.sees(0, P("9S")) and not t.sees(1, P("9S"))
    assert view(state, 1).table.zones["discard0"] == [HIDDEN]


def test_after_a_take_the_player_left_of_the_taker_turns_next():
    state = start(3, [H0, H1, "AC 3C 4C 5C 6C 8C AD 2D 3D 5D"], STOCK)
    GAME.apply(state, Action("turn", 0, zone="stock"))
    GAME.apply(state, Action("pass", 0))
    GAME.apply(state, Action("take", 1, (P("KD"),)))
    assert state.phase == "turn" and state.to_move == 2


def test_a_pass_offers_the_card_to_the_next_player():
    state = start(3, [H0, H1, "AC 3C 4C 5C 6C 8C AD 2D 3D 5D"], STOCK)
    GAME.apply(state, Action("turn", 0, zone="stock"))
    GAME.apply(state, Action("pass", 0))
    assert state.to_move == 1 and Action("take", 1, (P("KD"),)) in GAME.legal_actions(state)


def test_when_all_pass_the_turner_puts_the_card_away_and_the_next_player_turns():
    state = start(2, [H0, H1], STOCK)
    GAME.apply(state, Action("turn", 0, zone="stock"))
    GAME.apply(state, Action("pass", 0))
    GAME.apply(state, Action("pass", 1))
    t = state.table
    assert t.zones["discard0"] == [P("AS")] and not t.up[P("AS")]
    assert state.phase == "turn" and state.to_move == 1
    assert t.top("stock") == P("KS")


def test_say_uncle_only_at_the_start_of_a_turn():
    state = start(2, [H0, H1], STOCK)
    GAME.apply(state, Action("turn", 0, zone="stock"))
    with pytest.raises(IllegalAction):
        GAME.apply(state, Action("call", 0))
    GAME.apply(state, Action("pass", 0))
    with pytest.raises(IllegalAction):
        GAME.apply(state, Action("call", 1))


# -- scoring --------------------------------------------------------------------------

def test_a_caller_with_the_best_straight_flush_scores_two():
    state = start(2, [H0, H1], STOCK)
    GAME.apply(state, Action("call", 0))
    assert state.table.counters["score"] == [2, 0]


def test_if_another_player_wins_they_score_two_and_the_caller_loses_one():
    # Seat 1 calls with 9-Q of clubs (4 long) against seat 0's 2-6 of hearts (5 long).
    deal2 = deck_for(2, [H0, H1], STOCK)  # second deal: seat 1 plays first and gets H0
    state = start(2, [H0, H1], STOCK, more=[deal2])
    GAME.apply(state, Action("call", 0))
    assert state.table.counters["score"] == [2, 0]
    draft_all(state, [H0, H1])
    GAME.apply(state, Action("turn", 1, zone="stock"))
    GAME.apply(state, Action("pass", 1))
    GAME.apply(state, Action("pass", 0))
    GAME.apply(state, Action("call", 0))  # seat 0 (now with H1) calls and loses
    assert state.table.counters["score"] == [1, 2]


def test_a_losing_caller_never_drops_below_zero():
    state = start(2, [H0, H1], STOCK)
    GAME.apply(state, Action("turn", 0, zone="stock"))
    GAME.apply(state, Action("pass", 0))
    GAME.apply(state, Action("pass", 1))
    GAME.apply(state, Action("call", 1))  # seat 1 calls with four clubs against five hearts
    assert state.table.counters["score"] == [2, 0]


def test_everyone_shows_their_hand_at_the_end_of_a_deal():
    state = start(2, [H0, H1], STOCK)
    events = GAME.apply(state, Action("call", 0))
    kinds = [e.kind for e in events]
    shown = {e.data["card"] for e in events[:kinds.index("deal_end")] if e.kind == "flip" and e.data["up"]}
    assert shown == set(cards(H0)) | set(cards(H1))
    last = state.sheet[-1]
    assert last[0] == 0 and last[1] == 0
    assert last[2] == ("5 hearts to the 6", "4 clubs to the queen")


def test_when_the_stock_runs_out_the_best_straight_flush_scores_one():
    state = start(2, [H0, H1], STOCK)
    stock_size = len(state.table.zones["stock"])
    turns = 0
    while state.deal_no == 0:
        seat = state.to_move
        if state.phase == "turn":
            GAME.apply(state, Action("turn", seat, zone="stock"))
            turns += 1
        else:
            GAME.apply(state, Action("pass", seat))
    assert turns == stock_size
    assert state.sheet[0][0] is None  # nobody called
    assert state.table.counters["score"] == [1, 0]


def test_the_deal_ends_as_soon_as_a_turn_would_begin_with_an_empty_stock():
    state = start(2, [H0, H1], STOCK)
    while state.deal_no == 0:
        if state.phase == "turn":
            assert state.table.zones["stock"], "a turn began with the stock empty"
            GAME.apply(state, Action("turn", state.to_move, zone="stock"))
        else:
            GAME.apply(state, Action("pass", state.to_move))


def test_the_dealer_passes_to_the_left_and_the_next_deal_starts_at_the_new_dealers_left():
    state = start(2, [H0, H1], STOCK)
    GAME.apply(state, Action("call", 0))
    assert state.dealer == 0 and state.phase == "draft" and state.to_move == 1
    assert state.deal_no == 1 and len(state.history) == 1


def test_the_first_to_five_points_wins_by_default():
    hands3 = [H0, H1]
    decks = [deck_for(2, [H1, H0], STOCK), deck_for(2, hands3, STOCK)]
    state = start(2, [H0, H1], STOCK, more=decks)
    GAME.apply(state, Action("call", 0))  # seat 0: 2
    draft_all(state, [H1, H0])  # now seat 0 holds H0 again: it is the second player
    GAME.apply(state, Action("turn", 1, zone="stock"))
    GAME.apply(state, Action("pass", 1))
    GAME.apply(state, Action("pass", 0))
    GAME.apply(state, Action("call", 0))  # seat 0: 4
    assert state.table.counters["score"] == [4, 0] and not state.over
    draft_all(state, hands3)
    GAME.apply(state, Action("call", 0))  # seat 0: 6
    assert state.over and GAME.result(state).winners == [0]
    assert GAME.legal_actions(state) == []


def test_the_target_is_an_option():
    state = start(2, [H0, H1], STOCK, options={"target": 2})
    GAME.apply(state, Action("call", 0))
    assert state.over and GAME.result(state).winners == [0]


# -- words ------------------------------------------------------------------------

def test_the_rules_name_every_choice():
    text = RULES.lower()
    for phrase in ["five cards", "out of play", "tableau", "k-a-2", "clubs, diamonds, hearts, spades",
                   "below 0", "no chance to", "5 points", "only you", "before turning"]:
        assert phrase in text, phrase
    assert GAME.words.rules_text == RULES


def test_a_wrong_move_says_why():
    state = start(2, [H0, H1], STOCK)
    GAME.apply(state, Action("turn", 0, zone="stock"))
    with pytest.raises(IllegalAction, match="start of your turn"):
        GAME.apply(state, Action("call", 0))
    with pytest.raises(IllegalAction, match="from your hand"):
        GAME.apply(state, Action("take", 0, (P("9C"),)))
