"""The Man from U.N.C.L.E. at its boundaries: each ten the prompt names, the pile's
number, and what a wrong move is told. Seat 0 plays first (the dealer is the last seat)."""

from __future__ import annotations

import pytest
from moves import dealt_last

from cardtable.engine import Action, IllegalAction
from cardtable.engine import cards as C
from cardtable.games import get_game

GAME = get_game("man-from-uncle")


def n(v: int, k: int = 0) -> int:
    """Copy ``k`` of the number card ``v``."""
    return C.NUMBER_BASE + (v - 1) * 7 + k


def new(players: int, deck=None, **options):
    return dealt_last(GAME, players, deck=deck, **options)


def two_players(hand0: list[int], hand1: list[int], draws: list[int] = ()) -> list[int]:
    """A deck dealing ``hand0`` to seat 0 and ``hand1`` to seat 1, one at a time."""
    return [c for pair in zip(hand0, hand1) for c in pair] + list(draws)


@pytest.mark.parametrize("ten", [10, 20, 30, 40, 50])
def test_the_prompt_names_the_card_that_makes_each_ten_and_its_chips(ten):
    state = new(2, two_players([n(3), n(1), n(1, 1)], [n(2), n(2, 1), n(2, 2)]))
    state.table.set("total", ten - 3)
    chips = ten // 10
    assert f"A 3 makes {ten} for {chips} chip{'s' if chips > 1 else ''}." in GAME.words.prompt(state)


def test_the_prompt_names_no_uncle_when_no_card_makes_a_ten():
    state = new(2, two_players([n(3), n(1), n(1, 1)], [n(2), n(2, 1), n(2, 2)]))
    state.table.set("total", 5)  # 6, 8: no ten
    assert GAME.words.prompt(state) == "The pile stands at 5: play a card."
    state.table.set("total", 57)  # 60 is past the last ten
    assert "makes" not in GAME.words.prompt(state)


def test_the_prompt_counts_a_short_pot_and_says_chip_for_one():
    state = new(2, two_players([n(3), n(1), n(1, 1)], [n(2), n(2, 1), n(2, 2)]), pot=1)
    state.table.set("total", 27)
    assert GAME.words.prompt(state).endswith("A 3 makes 30 for 1 chip.")


def test_the_piles_are_numbered_from_one():
    state = new(2, two_players([n(6), n(6, 1), n(6, 2)], [n(5), n(5, 1), n(5, 2)],
                               [n(4), n(4, 1), n(4, 2), n(4, 3)]))
    assert state.table.counters["deal"] == 1
    for _ in range(9):  # 6+5+6+5+6+5+4+4+4 = 45, then 49: not yet 50
        GAME.apply(state, GAME.legal_actions(state)[0])
    while state.table.counters["total"] < 50 and state.deal_no == 0:
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.deal_no == 1 and state.table.counters["deal"] == 2


def test_a_wrong_move_is_told_why():
    state = new(2, two_players([n(3), n(1), n(1, 1)], [n(2), n(2, 1), n(2, 2)]))
    assert GAME.words.why_illegal(state, Action("play", 1, (n(2),))) == "it is not your turn"
    assert GAME.words.why_illegal(state, Action("pass", 0)) == "play one card from your hand onto the pile"
    said = GAME.words.why_illegal(state, Action("play", 0, (n(3), n(1))))
    assert said== "play one card from your hand onto the pile"
    assert GAME.words.why_illegal(state, Action("play", 0, (n(3),), zone="pile")) == \
        "play one card from your hand onto the pile"
    assert GAME.words.why_illegal(state, Action("play", 0, (n(3),), number=1)) == \
        "play one card from your hand onto the pile"
    assert GAME.words.why_illegal(state, Action("play", 0, (n(2),))) == "that card is not in your hand"
    with pytest.raises(IllegalAction, match="not in your hand"):
        GAME.apply(state, Action("play", 0, (n(2),)))
    state.over = True
    assert GAME.words.why_illegal(state, Action("play", 0, (n(3),))) == "the game is over"
    assert GAME.words.prompt(state) == "The game is over."


def test_nobody_has_won_before_the_pot_is_empty():
    state = new(2, two_players([n(3), n(1), n(1, 1)], [n(2), n(2, 1), n(2, 2)]))
    state.table.set("chips", [3, 0])
    res = GAME.result(state)
    assert not res.finished and res.winners == [] and res.scores == [3, 0]


def test_a_finished_pile_is_put_aside_face_down_and_the_total_starts_again():
    state = new(2, two_players([n(6), n(6, 1), n(6, 2)], [n(5), n(5, 1), n(5, 2)],
                               [n(4), n(4, 1), n(4, 2), n(4, 3)]))
    t = state.table
    while state.deal_no == 0:
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert t.zones["pile"] == [] and t.counters["total"] == 0
    assert len(t.zones["aside"]) >= 9 and not any(t.up[c] for c in t.zones["aside"])
