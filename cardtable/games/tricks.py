"""Trick-taking pieces: which card wins, and which cards a player may play."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Literal, overload

from ..engine import cards as C

# Rank for trick-taking, aces high: 2 = 2 ... K = 13, A = 14.
HIGH = tuple((14 if r == 1 else r) for r in C.RANK)
SUIT = C.SUIT


def beats(card: int, best: int, trump: int | None) -> bool:
    """Does ``card`` beat ``best``, the card now winning the trick?"""
    if SUIT[card] == SUIT[best]:
        return HIGH[card] > HIGH[best]
    return SUIT[card] == trump


STANDARD = 52 * C.MAX_PACKS  # the standard cards' ids are 0 to STANDARD - 1: the tables below cover them
_BEAT: dict[int | None, tuple[tuple[bool, ...], ...]] = {}


def beat_table(trump: int | None) -> tuple[tuple[bool, ...], ...]:
    """``beat_table(trump)[best][card]`` is ``beats(card, best, trump)``, for standard cards: read
    in the play-outs' loops (made once per trump; a row per card of one pack, shared by the packs)."""
    table = _BEAT.get(trump)
    if table is None:
        rows = [tuple(beats(c, best, trump) for c in range(STANDARD)) for best in range(52)]
        table = _BEAT[trump] = tuple(rows[best % 52] for best in range(STANDARD))
    return table


def winners(cards: list[int], best: int, trump: int | None) -> list[int]:
    """The cards of ``cards`` that beat ``best``, the card now winning the trick, in their order."""
    row = beat_table(trump)[best]
    return [c for c in cards if row[c]]


NO_TRUMP = 5  # by_suit's last list, always empty: what a rule that never asks for a trump looks at


def by_suit(hand: list[int]) -> list[list[int]]:
    """The cards of ``hand`` suit by suit (clubs, diamonds, hearts, spades, and cards of no suit),
    each in hand order; and an empty list at ``NO_TRUMP``."""
    suits: list[list[int]] = [[], [], [], [], [], []]
    for c in hand:
        suits[SUIT[c]].append(c)
    return suits


Rule = Callable[[list[int], list[list[int]] | None, int, int], list[int]]  # the cards that may be played
RuleWithWinners = Callable[[list[int], list[list[int]] | None, int, int], tuple[list[int], list[int]]]  # and winners


@overload
def rule(trump: int | None, must_trump: bool, must_win: bool, with_winners: Literal[False] = False) -> Rule: ...
@overload
def rule(trump: int | None, must_trump: bool, must_win: bool, with_winners: Literal[True]) -> RuleWithWinners: ...
def rule(trump: int | None, must_trump: bool, must_win: bool, with_winners: bool = False) -> Rule | RuleWithWinners:
    """The trick rule, for a hand's trump and options. Follow suit if you can; else trump if
    you can (``must_trump``); and among those, play a card that would win the trick as it
    stands if any would (``must_win``).

    The rule's other forms say the same, and tests hold them to it: ``rule_keys``, its table
    (``legal_actions``), and the play-outs' loops, which write it out (``ai.play_hand``,
    ``playout.guided_hand``: no call per card). This one is made once for each trump and
    options, each as lean as its options allow:
    ``allowed(hand, suits, led, best)`` for a trick led in suit ``led`` that card ``best``
    is winning. ``suits`` is the hand suit by suit (``by_suit``), which a loop that plays
    many cards keeps in step with the hand; or None, and the suits asked for are picked out
    of the hand (``_follow``). It gives the cards that may be played, in hand order;
    ``with_winners``, a pair: those cards, and those of the cards that follow the suit
    rules that would win the trick. The lists it gives may be ``hand`` or one of ``suits``
    itself: read them, do not change them."""
    return _rule(trump, must_trump, must_win, with_winners)


@functools.cache
def _rule(trump: int | None, must_trump: bool, must_win: bool, with_winners: bool) -> Rule | RuleWithWinners:
    """``rule``, made once for each trump and options."""
    t = trump if must_trump and trump is not None else NO_TRUMP  # the suit to play if you cannot follow
    beat = beat_table(trump)
    # the suit rules, ``suits[led] or suits[t] or hand``, are written out in each form: no call in the loops
    if with_winners:
        def with_wins(hand: list[int], suits: list[list[int]] | None, led: int,
                      best: int) -> tuple[list[int], list[int]]:
            cards = (suits[led] or suits[t] or hand) if suits is not None else _follow(hand, led, t)
            row = beat[best]
            win = [c for c in cards if row[c]]
            return ((win or cards) if must_win else cards), win
        return with_wins
    if must_win:
        def winning(hand: list[int], suits: list[list[int]] | None, led: int, best: int) -> list[int]:
            cards = (suits[led] or suits[t] or hand) if suits is not None else _follow(hand, led, t)
            row = beat[best]
            return [c for c in cards if row[c]] or cards
        return winning

    def allowed(hand: list[int], suits: list[list[int]] | None, led: int, best: int) -> list[int]:
        return (suits[led] or suits[t] or hand) if suits is not None else _follow(hand, led, t)
    return allowed


@functools.cache
def rule_keys(trump: int | None, must_trump: bool, must_win: bool) -> tuple[tuple[list[int], ...], ...]:
    """The trick rule (``rule``) as a table, for ``legal_actions``: ``rule_keys(...)[led][best]``
    gives each card a key, and the cards of a hand that may be played to a trick led in suit ``led``
    that card ``best`` is winning are those with the hand's lowest key, in hand order. The key is
    the suit rules' preference (0: of the suit led, 1: a trump one must play when one cannot
    follow, 2: any other card), doubled with 1 added for a card that would not win when
    ``must_win``: the lowest key is the first of ``suits[led] or suits[t] or hand`` that is not
    empty, and among its cards those that would win, if any. Made once per trump and options (a
    row per suit and card of one pack, shared by the packs): read the rows, do not change them."""
    t = trump if must_trump and trump is not None else NO_TRUMP
    beat = beat_table(trump)
    out = []
    for led in range(5):  # the four suits, and cards of no suit
        cls = [0 if SUIT[c] == led else 1 if SUIT[c] == t else 2 for c in range(52)]
        if must_win:
            rows = [[2 * k + (not b) for k, b in zip(cls, beat[best])] * C.MAX_PACKS for best in range(52)]
        else:
            rows = [cls * C.MAX_PACKS] * 52
        out.append(tuple(rows[best % 52] for best in range(STANDARD)))
    return tuple(out)


def _follow(hand: list[int], led: int, t: int) -> list[int]:
    """The suit rules on a hand not kept by suit: its cards of suit ``led``, else of suit ``t``, else all."""
    return [c for c in hand if SUIT[c] == led] or [c for c in hand if SUIT[c] == t] or hand


def allowed_cards(hand: list[int], led: int, trump: int | None, best: int,
                  must_trump: bool, must_win: bool) -> list[int]:
    """The cards of ``hand`` that may be played to a trick led in suit ``led`` that ``best`` is
    winning (the trick rule: ``rule``), in hand order: a new list."""
    return list(rule(trump, must_trump, must_win)(hand, None, led, best))


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


# The same rules on bit sets of one pack's cards (an int, bit ``c`` for card ``c``), for exact searches.
PACK = 52
SUIT_MASK = tuple(sum(1 << c for c in range(PACK) if SUIT[c] == s) for s in range(4)) + (0, 0)  # 4, 5: none
BELOW = tuple(sum(1 << d for d in range(PACK) if SUIT[d] == SUIT[c] and HIGH[d] < HIGH[c])
              for c in range(PACK))  # the cards of a card's suit below it in rank
ABOVE = tuple(sum(1 << d for d in range(PACK) if SUIT[d] == SUIT[c] and HIGH[d] > HIGH[c]) for c in range(PACK))
_BEATEN: dict[int | None, tuple[int, ...]] = {}


def beaten_by(trump: int | None) -> tuple[int, ...]:
    """``beaten_by(trump)[best]``: the mask of the cards that beat ``best`` (``beats``), for one pack's cards."""
    got = _BEATEN.get(trump)
    if got is None:
        tm = SUIT_MASK[trump] if trump is not None else 0
        got = _BEATEN[trump] = tuple(ABOVE[c] | (0 if SUIT[c] == trump else tm) for c in range(PACK))
    return got
