"""The meld rules Basic Rummy, Uncle Stuart's Game and Show share
(cardtable/games/melds.py), at their boundaries."""

from __future__ import annotations

import pytest
from moves import cs

import cardtable.games.melds as M
from cardtable.engine import cards as C


def ts(text: str) -> tuple[int, ...]:
    return tuple(sorted(cs(text)))


@pytest.mark.parametrize("cards,ok", [("7C 7D", False), ("7C 7D 7H", True), ("7C 7D 7H 7S", True),
                                      ("7C 7D 8H", False), ("", False)])
def test_a_set_is_three_or_four_of_one_rank(cards, ok):
    assert M.is_set(cs(cards)) is ok


def test_set_sizes_may_be_given():
    assert M.is_set(cs("7C 7D"), 2, 2) and not M.is_set(cs("7C 7D 7H"), 2, 2)
    assert M.is_set(cs("7C 7D 7H 7S"), 2, 4) and not M.is_set(cs("7C"), 2, 4)


@pytest.mark.parametrize("cards,aces,ranks", [
    ("2H 3H 4H", M.LOW, [2, 3, 4]), ("4H 2H 3H", M.LOW, [2, 3, 4]), ("AH 2H 3H", M.LOW, [1, 2, 3]),
    ("QH KH AH", M.LOW, None), ("QH KH AH", M.EITHER, [12, 13, 14]), ("AH 2H 3H", M.EITHER, [1, 2, 3]),
    ("KH AH 2H", M.EITHER, None), ("2H 3H 5H", M.LOW, None), ("2H 3D 4H", M.LOW, None), ("", M.LOW, None),
    ("JH QH KH AH", M.EITHER, [11, 12, 13, 14]), ("10H QH KH AH", M.EITHER, None), ("5H", M.LOW, [5]),
    ("2H 2H", M.LOW, None),
])
def test_a_runs_ranks_in_order_with_the_ace_where_it_may_sit(cards, aces, ranks):
    assert M.run_ranks(cs(cards), aces) == ranks


@pytest.mark.parametrize("cards,aces,ok", [("2H 3H", M.LOW, False), ("2H 3H 4H", M.LOW, True),
                                           ("QH KH AH", M.EITHER, True), ("QH KH AH", M.LOW, False),
                                           ("KH AH 2H", M.EITHER, False)])
def test_a_run_is_three_or_more_of_a_suit_in_sequence(cards, aces, ok):
    assert M.is_run(cs(cards), aces) is ok
    assert M.meld_kind(cs(cards), aces) == ("run" if ok else None)


def test_the_kind_of_a_meld():
    assert M.meld_kind(cs("7C 7D 7H")) == "set"
    assert M.meld_kind(cs("7C 8C 9C")) == "run"
    assert M.meld_kind(cs("7C 8D 9C")) is None


@pytest.mark.parametrize("meld,kind,card,aces,ok", [
    ("7C 7D 7H", "set", "7S", M.LOW, True), ("7C 7D 7H", "set", "8S", M.LOW, False),
    ("7C 7D 7H 7S", "set", "7S", M.LOW, False),
    ("5H 6H 7H", "run", "8H", M.LOW, True), ("5H 6H 7H", "run", "4H", M.LOW, True),
    ("5H 6H 7H", "run", "9H", M.LOW, False), ("5H 6H 7H", "run", "8S", M.LOW, False),
    ("JH QH KH", "run", "AH", M.LOW, False), ("JH QH KH", "run", "AH", M.EITHER, True),
    ("2H 3H 4H", "run", "AH", M.LOW, True), ("QH KH AH", "run", "2H", M.EITHER, False),
])
def test_a_card_fits_a_meld_when_the_meld_stays_its_kind(meld, kind, card, aces, ok):
    assert M.fits(cs(meld), kind, C.parse(card), aces) is ok


def test_every_set_of_three_or_four_in_a_hand():
    hand = cs("7C 7D 7H 7S 9C 9D")
    sets = M.find_sets(hand)
    assert len(sets) == 4 + 1  # four ways to take three sevens, one to take four
    assert ts("7C 7D 7H 7S") in sets
    assert M.find_sets(cs("9C 9D 9H 2S"), (2,)) == [ts("9C 9D"), ts("9C 9H"), ts("9D 9H")]


def test_every_run_in_a_hand():
    runs = M.find_runs(cs("2H 3H 4H 5H 9C"))
    assert sorted(runs) == sorted([ts("2H 3H 4H"), ts("3H 4H 5H"), ts("2H 3H 4H 5H")])
    assert M.find_runs(cs("2H 3H 9C")) == []
    assert M.find_runs(cs("QH KH AH"), M.LOW) == []
    assert M.find_runs(cs("QH KH AH"), M.EITHER) == [ts("QH KH AH")]
    assert M.find_runs(cs("AH 2H 3H"), M.EITHER) == [ts("AH 2H 3H")]
    assert M.find_runs(cs("KH AH 2H"), M.EITHER) == []
    assert M.find_runs(cs("2H 3H 4H 5H"), M.LOW, 4) == [ts("2H 3H 4H 5H")]
    assert sorted(M.find_runs(cs("2S 3S 4S 2D 3D 4D"))) == sorted([ts("2S 3S 4S"), ts("2D 3D 4D")])


def test_runs_from_two_packs_take_one_copy_of_each_rank():
    two = [c + 52 for c in cs("3H")]  # the second pack's three of hearts
    runs = M.find_runs(cs("2H 3H 4H") + two)
    assert len(runs) == 2 and all(len(r) == 3 for r in runs)


def test_the_cards_in_any_meld():
    assert M.in_any_meld(cs("2H 3H 4H 9C 9D 9S KD")) == set(cs("2H 3H 4H 9C 9D 9S"))
    assert M.find_melds(cs("9C 9D 9S")) == [ts("9C 9D 9S")]
