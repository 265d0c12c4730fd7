"""Trick-taking pieces: which card wins, and which cards a player may play."""

from __future__ import annotations

from ..engine import cards as C

# Rank for trick-taking, aces high: 2 = 2 ... K = 13, A = 14.
HIGH = tuple((14 if r == 1 else r) for r in C.RANK)
SUIT = C.SUIT


def beats(card: int, best: int, trump: int | None) -> bool:
    """Does ``card`` beat ``best``, the card now winning the trick?"""
    if SUIT[card] == SUIT[best]:
        return HIGH[card] > HIGH[best]
    return SUIT[card] == trump


def allowed_cards(hand: list[int], led: int, trump: int | None, best: int,
                  must_trump: bool, must_win: bool) -> list[int]:
    """Follow suit if you can; else trump if you can (``must_trump``); and among
    those, play a card that would win the trick as it stands if any would (``must_win``)."""
    allowed = [c for c in hand if SUIT[c] == led]
    if not allowed:
        allowed = hand
        if must_trump and trump is not None:
            allowed = [c for c in hand if SUIT[c] == trump] or hand
    if must_win:
        if SUIT[best] == led or trump is None:
            winners = [c for c in allowed
                       if (SUIT[c] == SUIT[best] and HIGH[c] > HIGH[best]) or SUIT[c] == trump != SUIT[best]]
        else:  # a trump is winning: only a higher trump beats it
            winners = [c for c in allowed if SUIT[c] == trump and HIGH[c] > HIGH[best]]
        if winners:
            return winners
    return list(allowed)


def why_not(hand: list[int], trick: list[int], card: int, trump: int | None, best: int,
            must_trump: bool, must_win: bool) -> str:
    """Why a card in the hand may not be played to this trick, in players' words."""
    if not trick:
        return "you may lead any card"
    led = SUIT[trick[0]]
    if SUIT[card] != led and any(SUIT[c] == led for c in hand):
        return f"you must follow suit: you have {C.SUIT_NAMES[led]}"
    if (must_trump and trump is not None and SUIT[card] != led and SUIT[card] != trump
            and any(SUIT[c] == trump for c in hand)):
        return f"you cannot follow suit, so you must play a trump ({C.SUIT_NAMES[trump]})"
    if must_win:
        return "you must play a card that wins the trick when you can"
    return "that card may not be played now"
