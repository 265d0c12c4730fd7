"""The trick-taking rules Oh Heck! uses (cardtable/games/tricks.py), at their boundaries:
which card beats the one winning, and which cards a player may play."""

from __future__ import annotations

import pytest
from moves import cs

from cardtable.engine import cards as C
from cardtable.games.tricks import allowed_cards, beats, why_not

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


def _reference(hand, led, trump, best, must_trump, must_win):
    """The trick rule as the rules text says it, card by card (slow and plain)."""
    allowed = [c for c in hand if C.SUIT[c] == led]
    if not allowed:
        trumps = [c for c in hand if C.SUIT[c] == trump]
        allowed = trumps if must_trump and trumps else list(hand)
    winning = [c for c in allowed if beats(c, best, trump)]
    return (winning if must_win and winning else allowed), winning


@pytest.mark.parametrize("seed", range(6))
def test_the_one_rule_in_every_form_agrees_with_the_rules_text(seed):
    """allowed_cards, the rule's form on a hand kept by suit (the play-outs'), and its table
    (``rule_keys``: the hand's cards of lowest key, legal_actions') give the same cards in hand
    order, and its winners are the cards that beat the one winning."""
    import random

    from cardtable.games.tricks import beat_table, by_suit, rule, rule_keys, winners
    rng = random.Random(seed)
    for _ in range(400):
        deck = list(range(52)) + [52 * rng.randrange(1, C.MAX_PACKS) + rng.randrange(52)]
        rng.shuffle(deck)
        hand, trick = deck[:rng.randint(1, 13)], deck[20:20 + rng.randint(1, 6)]
        trump = rng.choice([None, CL, D, H, S])
        best = trick[0]
        for c in trick[1:]:
            best = c if beats(c, best, trump) else best
        led = C.SUIT[trick[0]]
        for must_trump in (False, True):
            for must_win in (False, True):
                want, win = _reference(hand, led, trump, best, must_trump, must_win)
                assert allowed_cards(hand, led, trump, best, must_trump, must_win) == want
                keys = rule_keys(trump, must_trump, must_win)[led][best]
                assert [c for c in hand if keys[c] == min(keys[c] for c in hand)] == want
                for suits in (by_suit(hand), None):
                    assert rule(trump, must_trump, must_win)(hand, suits, led, best) == want
                    got, got_win = rule(trump, must_trump, must_win, True)(hand, suits, led, best)
                    assert got == want and got_win == win
                assert winners(hand, best, trump) == [c for c in hand if beats(c, best, trump)]
        assert all(beat_table(trump)[best][c] is beats(c, best, trump) for c in range(52 * C.MAX_PACKS))
