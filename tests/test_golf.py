"""Six Card Golf: one rule, one stacked deck, one assertion each."""

from __future__ import annotations

import pytest
from moves import acting

from cardtable.engine import IllegalAction
from cardtable.engine import cards as C
from cardtable.engine.options import OptionError
from cardtable.games.golf import GAME
from cardtable.games.golf.rules import layout_points

# Layouts by slot: 0 1 2 on the top row, 3 4 5 below; column = slot % 3.
L0 = ["AS", "2S", "3S", "4S", "5S", "6S"]
L1 = ["AH", "2H", "3H", "4H", "5H", "6H"]
L2 = ["AC", "2C", "3C", "4C", "5C", "6C"]
UP = "KD"
STOCK = ["QC", "JC", "10C", "9C", "8C", "7C", "QH", "JH", "10H"]


def cards(*names: str) -> list[int]:
    return [C.parse(n) for n in names]


def seed_for_dealer(players: int, dealer: int) -> int:
    seed = 0
    while GAME.new_state(players, seed).dealer != dealer:
        seed += 1
    return seed


def start(layouts=(L0, L1), up=UP, stock=STOCK, **options):
    """A game whose first deal gives these layouts, seat 0 at the dealer's left."""
    n = len(layouts)
    deck = [layouts[s][k] for k in range(6) for s in range(n)] + [up] + list(stock)
    state = GAME.new_state(n, seed_for_dealer(n, n - 1), options, deck=deck)
    assert state.dealer == n - 1 and state.to_move == 0
    return state


act = acting(GAME, {"draw": "stock", "take": "discard", "discard": "discard"}, own="layout")


def layout(state, seat):
    return state.table.zones[state.layouts[seat]]


def turn_up_all(state, slots=(0, 1)):
    for _ in range(state.players):
        for k in slots:
            act(state, "turn_up", number=k)


def kinds(state):
    return {a.kind for a in GAME.legal_actions(state)}


# -- packs and the deal ------------------------------------------------------------
@pytest.mark.parametrize("players,packs", [(2, 1), (4, 1), (5, 2), (8, 2), (9, 3), (12, 3)])
def test_one_pack_up_to_four_players_two_up_to_eight_three_above(players, packs):
    assert len(GAME.new_state(players, 1).cards) == 52 * packs


def test_six_cards_each_face_down_in_two_rows_of_three():
    s = start()
    spec = s.table.specs["layout0"]
    assert (spec.layout, spec.grid, len(layout(s, 0))) == ("grid", (3, 2), 6)
    assert not any(s.table.up[c] for c in layout(s, 0))


def test_nobody_looks_at_face_down_layout_cards_not_even_the_owner():
    s = start()
    assert not any(s.table.sees(0, c) for c in layout(s, 0))


def test_the_deal_starts_the_discard_pile_face_up():
    s = start()
    assert s.table.zones["discard"] == cards(UP) and s.table.up[C.parse(UP)]


def test_deal_one_at_a_time_starting_at_the_dealers_left():
    s = start()
    assert layout(s, 0) == cards(*L0) and layout(s, 1) == cards(*L1)


# -- turning two up --------------------------------------------------------------------
def test_before_play_each_player_turns_up_any_two_of_their_cards():
    s = start()
    assert kinds(s) == {"turn_up"} and len(GAME.legal_actions(s)) == 6


def test_a_layout_card_is_named_by_its_zone_and_slot():
    s = start()
    assert {(a.zone, a.number) for a in GAME.legal_actions(s)} == {("layout0", k) for k in range(6)}
    turn_up_all(s)
    act(s, "draw")
    acts = [a for a in GAME.legal_actions(s) if a.kind == "replace"]
    assert {(a.zone, a.number) for a in acts} == {("layout0", k) for k in range(6)}


def test_turning_up_shows_that_card():
    s = start()
    act(s, "turn_up", number=4)
    assert s.table.up[C.parse("5S")]


def test_a_card_turned_up_cannot_be_turned_again():
    s = start()
    act(s, "turn_up", number=4)
    assert 4 not in {a.number for a in GAME.legal_actions(s)}


def test_after_two_the_next_player_turns_up_theirs():
    s = start()
    act(s, "turn_up", number=0)
    first = s.to_move
    act(s, "turn_up", number=5)
    assert (first, s.to_move) == (0, 1)


def test_play_starts_at_the_dealers_left_after_everyone_turned_two():
    s = start()
    turn_up_all(s)
    assert (s.phase, s.to_move, kinds(s)) == ("draw", 0, {"draw", "take"})


def test_no_drawing_before_the_cards_are_turned():
    s = start()
    with pytest.raises(IllegalAction, match="turn up"):
        act(s, "draw")


# -- a turn ---------------------------------------------------------------------------
def test_a_drawn_stock_card_is_seen_by_the_drawer_only():
    s = start()
    turn_up_all(s)
    act(s, "draw")
    qc = C.parse("QC")
    assert s.table.sees(0, qc) and not s.table.sees(1, qc)


def test_a_stock_card_may_replace_any_layout_card_or_be_discarded():
    s = start()
    turn_up_all(s)
    act(s, "draw")
    acts = GAME.legal_actions(s)
    assert sorted(a.number for a in acts if a.kind == "replace") == [0, 1, 2, 3, 4, 5] and \
        "discard" in {a.kind for a in acts}


def test_a_taken_discard_must_replace_a_layout_card():
    s = start()
    turn_up_all(s)
    act(s, "take")
    assert kinds(s) == {"replace"}


def test_replacing_puts_the_new_card_face_up_in_the_same_place():
    s = start()
    turn_up_all(s)
    act(s, "draw")
    act(s, "replace", number=4)
    assert layout(s, 0) == cards("AS", "2S", "3S", "4S", "QC", "6S") and s.table.up[C.parse("QC")]


def test_the_replaced_card_goes_face_up_on_the_discard_pile():
    s = start()
    turn_up_all(s)
    act(s, "take")
    act(s, "replace", number=5)
    assert s.table.zones["discard"] == cards("6S") and s.table.up[C.parse("6S")]


def test_a_face_down_card_is_replaced_without_being_looked_at():
    s = start()
    turn_up_all(s)
    act(s, "draw")
    # the choice names a place, never the unseen card there
    assert all(not a.cards for a in GAME.legal_actions(s)) and not s.table.sees(0, C.parse("6S"))


def test_discarding_the_drawn_card_leaves_the_layout_and_ends_the_turn():
    s = start()
    turn_up_all(s)
    act(s, "draw")
    act(s, "discard")
    assert (s.table.top("discard"), layout(s, 0), s.to_move) == (C.parse("QC"), cards(*L0), 1)


# -- the end of a deal ---------------------------------------------------------------
def fill_layout_of_seat0(s):
    """Seat 0 replaces its four face-down cards (slots 2-5), the others discard their draws.
    Returns the events of the last replacement."""
    for k in (2, 3, 4, 5):
        assert s.to_move == 0
        act(s, "draw")
        events = act(s, "replace", number=k)
        if k < 5:
            for _ in range(s.players - 1):
                act(s, "draw")
                act(s, "discard")
    return events


def test_play_ends_as_soon_as_a_layout_is_all_face_up():
    s = start()
    turn_up_all(s)
    fill_layout_of_seat0(s)
    assert s.deal_no == 1 and s.sheet[0][0] == 0


def test_play_does_not_end_while_a_card_is_still_face_down():
    s = start()
    turn_up_all(s)
    for k in (2, 3, 4):
        act(s, "draw"), act(s, "replace", number=k)
        act(s, "draw"), act(s, "discard")
    assert s.deal_no == 0


def test_last_turns_option_gives_everyone_else_one_more_turn():
    s = start((L0, L1, L2), stock=STOCK + ["9H", "8H", "7H"], last_turns=True)
    turn_up_all(s)
    fill_layout_of_seat0(s)
    seen = []
    while s.deal_no == 0:
        seen.append(s.to_move)
        act(s, "draw"), act(s, "discard")
    assert seen == [1, 2]


def test_at_the_end_every_layout_card_is_turned_up():
    s = start()
    turn_up_all(s)
    events = fill_layout_of_seat0(s)
    end = next(i for i, e in enumerate(events) if e.kind == "deal_end")
    flipped = {e.data["card"] for e in events[:end] if e.kind == "flip" and e.data["up"]}
    assert flipped == set(cards("3H", "4H", "5H", "6H"))


def test_an_empty_stock_is_refilled_from_the_discard_pile_except_its_top():
    s = start(stock=[])
    turn_up_all(s)
    while s.table.zones["stock"]:
        act(s, "draw"), act(s, "discard")
    top = s.table.top("discard")
    pile = len(s.table.zones["discard"])
    act(s, "draw")
    assert s.table.zones["discard"] == [top] and len(s.table.zones["stock"]) == pile - 2


# -- scoring --------------------------------------------------------------------------
def test_card_points():
    # one card per column, each paired with a king (0) so only that card counts
    def alone(name):
        return layout_points(cards(name, "KH", "KS", "KD" if name != "KD" else "KC", "QH", "QS")) - 20
    assert [alone(x) for x in ("AC", "2C", "3C", "7C", "10C", "JC", "QC", "KD")] == [1, -2, 3, 7, 10, 10, 10, 0]


def test_equal_ranks_in_a_column_score_zero_even_twos():
    assert layout_points(cards("2S", "5H", "KD", "2H", "5C", "QS")) == 10


def test_equal_ranks_must_share_a_column():
    assert layout_points(cards("5H", "2S", "KD", "2H", "5C", "QS")) == 5 - 2 + 0 - 2 + 5 + 10


def test_the_deal_scores_each_layout_into_the_totals():
    s = start()
    turn_up_all(s)
    fill_layout_of_seat0(s)
    # seat 0 put QC, 10C, 8C, QH in slots 2-5 (the queens pair up); seat 1 kept its layout
    assert s.table.counters["score"] == [(1 + 10) + (-2 + 8) + 0, (1 + 4) + (-2 + 5) + (3 + 6)]


# -- the game ------------------------------------------------------------------------
def play_out(s):
    """A quick policy: turn up and replace the first face-down card each time."""
    while not s.over:
        seat = s.to_move
        if s.phase == "turn_up":
            act(s, "turn_up", number=GAME.legal_actions(s)[0].number)
        elif s.phase == "draw":
            act(s, "draw")
        else:
            lay = layout(s, seat)
            act(s, "replace", number=next((k for k in range(6) if not s.table.up[lay[k]]), 0))


def test_a_game_is_nine_deals():
    s = GAME.new_state(3, 5)
    play_out(s)
    assert s.deal_no == 9 and len(s.history) == 9


def test_deals_option_18():
    s = GAME.new_state(3, 5, {"deals": 18})
    play_out(s)
    assert s.deal_no == 18


def test_deals_option_allows_only_9_or_18():
    with pytest.raises(OptionError):
        GAME.new_state(3, 5, {"deals": 10})


def test_the_lowest_total_wins():
    s = GAME.new_state(4, 2)
    play_out(s)
    sc = s.table.counters["score"]
    assert GAME.result(s).winners == [i for i, x in enumerate(sc) if x == min(sc)] and len(set(sc)) > 1


def test_players_tied_for_lowest_share_the_win():
    s = GAME.new_state(3, 2)
    play_out(s)
    s.table.set("score", [7, 30, 7])
    assert GAME.result(s).winners == [0, 2]


def test_the_deal_passes_to_the_left():
    s = start()
    turn_up_all(s)
    fill_layout_of_seat0(s)
    assert (s.dealer, s.to_move, s.phase) == (0, 1, "turn_up")


# -- words ------------------------------------------------------------------------------
def test_the_rules_name_the_choices_made():
    text = GAME.words.rules_text
    for phrase in ("two packs", "three packs", "two rows of three", "turns two", "last_turns", "18",
                   "except its top", "minus 2", "king 0", "share"):
        assert phrase in text, phrase


def test_reasons_speak_to_the_player():
    s = start()
    turn_up_all(s)
    act(s, "take")
    with pytest.raises(IllegalAction, match="must go into your layout"):
        act(s, "discard")
