"""Say Uncle at its boundaries: a losing caller at exactly one point, and what each
wrong move is told in each phase."""

from __future__ import annotations

import pytest

from cardtable.engine import Action
from cardtable.games import get_game
from cardtable.games.say_uncle.rules import best_seat

GAME = get_game("say-uncle")


def to_phase(phase: str, seed: int = 3, players: int = 2):
    """A game played on by first legal actions until ``phase`` (the draft ends at "turn")."""
    state = GAME.new_state(players, seed, log=False)
    while state.phase != phase:
        GAME.apply(state, GAME.legal_actions(state)[-1 if phase == "offer" else 0])
    return state


def losing_caller(score: int):
    """A game at the start of a turn whose player to move does not hold the best hand,
    with that player's total at ``score``."""
    for seed in range(200):
        state = to_phase("turn", seed)
        hands = [state.table.zones[h] for h in state.hands]
        if best_seat(hands) != state.to_move:
            pts = [0, 0]
            pts[state.to_move] = score
            state.table.set("score", pts)
            return state
    raise AssertionError("no such seed")


@pytest.mark.parametrize("score,after", [(0, 0), (1, 0), (2, 1)])
def test_a_beaten_caller_loses_one_point_but_never_goes_below_zero(score, after):
    state = losing_caller(score)
    caller = state.to_move
    GAME.apply(state, Action("call", caller))
    assert state.table.counters["score"][caller] == after
    assert state.table.counters["score"][1 - caller] == 2


def test_a_turn_offers_the_call_and_the_turn_and_nothing_else():
    state = to_phase("turn")
    seat = state.to_move
    assert GAME.legal_actions(state) == [Action("call", seat), Action("turn", seat, zone="stock")]


def test_what_a_wrong_move_is_told_in_the_draft():
    state = to_phase("draft")
    seat = state.to_move
    assert GAME.words.why_illegal(state, Action("draft", 1 - seat, (0,))) == "it is not your turn"
    assert GAME.words.why_illegal(state, Action("call", seat)) == "first everyone drafts: take a card from the tableau"
    assert GAME.words.why_illegal(state, Action("draft", seat, (0, 1))) == "draft one card from the tableau"
    assert GAME.words.prompt(state) == "Take a card from the tableau."


def test_what_a_wrong_move_is_told_at_the_start_of_a_turn():
    state = to_phase("turn")
    seat = state.to_move
    assert GAME.words.why_illegal(state, Action("take", seat, (0,))) == "turn the top card of the stock first"
    assert GAME.words.why_illegal(state, Action("pass", seat)) == "turn the top card of the stock first"
    said = GAME.words.why_illegal(state, Action("draft", seat, (0,)))
    assert said== 'call "Say Uncle" or turn the top card of the stock'
    assert GAME.words.prompt(state) == 'Say "Uncle", or turn the top card of the stock?'
    assert GAME.words.describe(state, Action("call", seat)) == 'say "Uncle"'
    assert GAME.words.describe(state, Action("turn", seat)) == "turn the top card of the stock"


def test_what_a_wrong_move_is_told_when_a_card_is_on_offer():
    state = to_phase("turn")
    seat = state.to_move
    GAME.apply(state, Action("turn", seat, zone="stock"))
    hand = state.table.zones[state.hands[seat]]
    other = state.table.zones[state.hands[1 - seat]]
    assert GAME.words.why_illegal(state, Action("call", seat)) == \
        'you may call "Say Uncle" only at the start of your turn, before turning a card'
    assert GAME.words.why_illegal(state, Action("take", seat, (hand[0], hand[1]))) == \
        "to take the turned card, put away exactly one card from your hand"
    assert GAME.words.why_illegal(state, Action("take", seat, ())) == \
        "to take the turned card, put away exactly one card from your hand"
    assert GAME.words.why_illegal(state, Action("take", seat, (other[0],))) == \
        "the card you put away must come from your hand"
    said = GAME.words.why_illegal(state, Action("turn", seat))
    assert said== "take the turned card (putting away one of yours) or pass"
    assert GAME.words.prompt(state).startswith("Take the ") and GAME.words.prompt(state).endswith(", or pass?")
    assert GAME.words.describe(state, Action("take", seat, (hand[0],))).startswith("take the ")
    state.over = True
    assert GAME.words.why_illegal(state, Action("pass", seat)) == "the game is over"
    assert GAME.words.prompt(state) == "The game is over."
    assert GAME.legal_actions(state) == []


def test_a_straight_flush_in_words():
    from cardtable.games.say_uncle.rules import describe_key
    assert describe_key((0, 0, -1)) == "no cards"
    assert describe_key((3, 14, 3)) == "3 spades to the ace"
    assert describe_key((1, 14, 0)) == "the ace of clubs alone"  # not "1 clubs to the ace" (issue 44)
    assert describe_key((5, 10, 0)) == "5 clubs to the 10"
    assert describe_key((2, 11, 1)) == "2 diamonds to the jack"
    assert describe_key((13, 13, 2)) == "13 hearts to the king"


def test_hands_compare_both_ways_and_equal():
    from cardtable.engine import cards as C
    from cardtable.games.say_uncle.rules import best_seat, straight_flush
    h = [C.parse(x) for x in "2H 3H 4H".split()]
    k = [C.parse(x) for x in "5S 6S".split()]
    assert best_seat([k, h]) == 1 and best_seat([h, k]) == 0 and best_seat([list(h), h]) == 0
    assert best_seat([k, h, k]) == 1 and best_seat([h, list(h)]) == 0
    assert straight_flush([]) == (0, 0, -1)
    assert straight_flush([C.parse(x) for x in "QS KS AS 2S".split()]) == (3, 14, 3)
    assert straight_flush([C.parse(x) for x in "AS 2S 3S KS".split()]) == (3, 3, 3)
    assert straight_flush([C.parse(x) for x in "KS".split()]) == (1, 13, 3)


def test_the_words_for_a_draft_and_a_take():
    from cardtable.engine import cards as C
    state = to_phase("draft")
    c = state.table.zones["tableau"][0]
    assert GAME.words.describe(state, Action("draft", state.to_move, (c,))) == f"draft the {C.long_name(c)}"
    state = to_phase("turn")
    seat = state.to_move
    mine = state.table.zones[state.hands[seat]][0]
    assert GAME.words.describe(state, Action("take", seat, (mine,))) == \
        f"take the turned card, putting away the {C.long_name(mine)}"
    GAME.apply(state, Action("turn", seat, zone="stock"))
    top = state.table.zones["turned"][-1]
    assert GAME.words.describe(state, Action("take", seat, (mine,))) == \
        f"take the {C.long_name(top)}, putting away the {C.long_name(mine)}"
    said = GAME.words.prompt(state)
    assert said== f"Take the {C.long_name(top)} (put a card from your hand away face down), or pass?"


def test_when_all_three_pass_the_turn_goes_to_the_turners_left():
    state = to_phase("turn", players=3)
    turner = state.to_move
    GAME.apply(state, Action("turn", turner, zone="stock"))
    for _ in range(3):
        GAME.apply(state, Action("pass", state.to_move))
    assert state.phase == "turn" and state.to_move == (turner + 1) % 3


def test_after_a_take_with_three_players_the_turn_goes_to_the_takers_left():
    state = to_phase("turn", players=3)
    turner = state.to_move
    GAME.apply(state, Action("turn", turner, zone="stock"))
    GAME.apply(state, Action("pass", turner))
    taker = state.to_move
    GAME.apply(state, Action("take", taker, (state.table.zones[state.hands[taker]][0],)))
    assert state.phase == "turn" and state.to_move == (taker + 1) % 3
