"""The trick-taking rules Oh Heck! uses (cardtable/games/tricks.py), at their boundaries:
which card beats the one winning, and which cards a player may play."""

from __future__ import annotations

import pytest

from cardtable.engine import cards as C
from cardtable.games.tricks import allowed_cards, beats, why_not


def cs(text: str) -> list[int]:
    return [C.parse(x) for x in text.split()]


P = C.parse
H, S, D, CL = C.HEARTS, C.SPADES, C.DIAMONDS, C.CLUBS


@pytest.mark.parametrize("card,best,trump,wins", [
    ("6H", "5H", None, True), ("5H", "6H", None, False), ("AH", "KH", None, True), ("KH", "AH", None, False),
    ("2H", "AH", None, False), ("AH", "2H", None, True),
    ("2S", "AH", "S", True),     # any trump beats a plain card
    ("AD", "2H", "S", False),    # a card of another plain suit never wins
    ("AD", "2H", None, False),
    ("3S", "2S", "S", True), ("2S", "3S", "S", False),
    ("AH", "2S", "S", False),    # a plain card never beats a trump
])
def test_which_card_beats_the_card_winning(card, best, trump, wins):
    t = None if trump is None else {"S": S}[trump]
    assert beats(P(card), P(best), t) is wins


def test_follow_suit_if_you_can():
    hand = cs("2H 9H 3S 4D")
    assert sorted(allowed_cards(hand, H, S, P("5H"), False, False)) == sorted(cs("2H 9H"))


def test_unable_to_follow_any_card_or_a_trump_with_must_trump():
    hand = cs("3S 4D 5C")
    assert sorted(allowed_cards(hand, H, S, P("5H"), False, False)) == sorted(hand)
    assert allowed_cards(hand, H, S, P("5H"), True, False) == cs("3S")
    assert sorted(allowed_cards(cs("4D 5C"), H, S, P("5H"), True, False)) == sorted(cs("4D 5C"))
    assert sorted(allowed_cards(hand, H, None, P("5H"), True, False)) == sorted(hand)


def test_must_win_keeps_the_cards_that_would_win_the_trick_as_it_stands():
    # following suit: only the higher hearts
    assert allowed_cards(cs("2H 9H 3S"), H, S, P("5H"), True, True) == cs("9H")
    # a heart equal in rank is no winner: all hearts stay allowed
    assert sorted(allowed_cards(cs("2H 4H"), H, S, P("5H"), True, True)) == sorted(cs("2H 4H"))
    # no trumps at all: the higher cards of the suit led
    assert allowed_cards(cs("2H 9H"), H, None, P("5H"), True, True) == cs("9H")
    # void in the suit led: a trump wins
    assert allowed_cards(cs("3S 4D"), H, S, P("5H"), False, True) == cs("3S")


def test_must_win_when_a_trump_is_winning_only_a_higher_trump_beats_it():
    assert allowed_cards(cs("3S 9S 4D"), H, S, P("5S"), True, True) == cs("9S")
    assert sorted(allowed_cards(cs("3S 4D"), H, S, P("5S"), True, True)) == cs("3S")
    assert sorted(allowed_cards(cs("3S 4D"), H, S, P("5S"), False, True)) == sorted(cs("3S 4D"))
    # following suit while a trump wins: no heart can win, so every heart stays allowed
    assert sorted(allowed_cards(cs("2H AH 9S"), H, S, P("5S"), True, True)) == sorted(cs("2H AH"))


def test_why_a_card_may_not_be_played():
    assert why_not(cs("2H"), [], P("2H"), S, -1, True, True) == "you may lead any card"
    assert why_not(cs("2H 3D"), cs("5H"), P("3D"), S, P("5H"), True, True) == "you must follow suit: you have hearts"
    assert why_not(cs("3S 4D"), cs("5H"), P("4D"), S, P("5H"), True, True) == \
        "you cannot follow suit, so you must play a trump (spades)"
    assert why_not(cs("3S 4D"), cs("5H"), P("4D"), S, P("5H"), False, True) == \
        "you must play a card that wins the trick when you can"
    assert why_not(cs("4D 5C"), cs("5H"), P("4D"), S, P("5H"), True, False) == "that card may not be played now"
    assert why_not(cs("2H 9H"), cs("5H"), P("2H"), None, P("5H"), True, True) == \
        "you must play a card that wins the trick when you can"
    assert why_not(cs("3S 4D"), cs("5H"), P("3S"), S, P("5H"), True, False) == "that card may not be played now"
    assert why_not(cs("3D 4D"), cs("5H"), P("4D"), None, P("5H"), True, False) == "that card may not be played now"


def test_the_suit_to_follow_is_the_suit_of_the_first_card_of_the_trick():
    assert why_not(cs("2H 3D"), cs("5H 9S"), P("3D"), S, P("9S"), True, True) == \
        "you must follow suit: you have hearts"
    assert why_not(cs("2S 3D"), cs("5H 9S"), P("3D"), S, P("9S"), True, False) == \
        "you cannot follow suit, so you must play a trump (spades)"
