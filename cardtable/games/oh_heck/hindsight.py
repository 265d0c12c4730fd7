"""Oh Heck! in hindsight: "could I have made it?", once a hand is over.

The question answered, for each player: **with every card open from the first
lead, the most tricks that player could have made sure of, whatever the others
played** (the others playing to keep its tricks down; a two-sided, open-card
search like bridge's double-dummy count, with one player against the rest).
A bid at or under that number could have been reached by taking tricks; the
review says so beside what the player bid and took.

``most_tricks`` is alpha-beta with a table of positions met at the start of a
trick (bounds, as in Plaat's MTD papers) and one card tried of each run of
cards that are the same in play (the 7 and the 8 of a suit with the other
cards between them already gone). ``brute_force`` walks every line, for the
tests.
"""

from __future__ import annotations

import time

from ...engine.kits import HindsightRow
from .. import tricks as T
from .state import HeckState

HIGH, SUIT = T.HIGH, T.SUIT
Hands = tuple[tuple[int, ...], ...]  # each seat's cards
Trick = tuple[int, ...]  # the trick in play's cards, in the order played
Shape = tuple[tuple[int, ...], ...]  # the hands as the play to come sees them (``_shape``)


class _Hands:
    """The rules of the play, fixed for one hand."""

    def __init__(self, n: int, trump: int | None, must_trump: bool, must_win: bool) -> None:
        self.n, self.trump, self.must_trump, self.must_win = n, trump, must_trump, must_win

    def allowed(self, hand: tuple[int, ...], trick: tuple[int, ...], best: int) -> list[int]:
        if not trick:
            return list(hand)
        return T.allowed_cards(list(hand), SUIT[trick[0]], self.trump, best, self.must_trump, self.must_win)

    def play(self, hands: Hands, trick: Trick, best: int, win_seat: int, seat: int,
             card: int) -> tuple[Hands, Trick, int, int, int, int]:
        """After ``seat`` plays ``card``: (hands, trick, best, win_seat, next seat, trick winner or -1)."""
        hands = hands[:seat] + (tuple(c for c in hands[seat] if c != card),) + hands[seat + 1:]
        if not trick or T.beats(card, best, self.trump):
            best, win_seat = card, seat
        trick = trick + (card,)
        if len(trick) < self.n:
            return hands, trick, best, win_seat, (seat + 1) % self.n, -1
        return hands, (), -1, -1, win_seat, win_seat


def _distinct(cards: list[int], hands: Hands, trick: Trick, seat: int) -> list[int]:
    """One card of each run that plays alike: two cards of a suit with no card of that suit
    between them in anyone else's hand or in the trick are the same card in the play to come."""
    if len(cards) < 2:
        return cards
    others = [c for s, h in enumerate(hands) if s != seat for c in h]
    others.extend(trick)
    out: list[int] = []
    last: int | None = None
    for c in sorted(cards, key=lambda c: (SUIT[c], HIGH[c])):
        if last is not None and SUIT[last] == SUIT[c]:
            lo, hi, su = HIGH[last], HIGH[c], SUIT[c]
            if not any(SUIT[o] == su and lo < HIGH[o] < hi for o in others):
                last = c
                continue
        out.append(c)
        last = c
    out.sort(key=lambda c: -HIGH[c])  # high cards first: good cuts sooner
    return out


def _shape(hands: Hands) -> Shape:
    """The hands as the play to come sees them: each card by its suit and its place among the
    cards of that suit still out (the 9 after the 10 has gone plays as the 10 did)."""
    live = sorted((c for h in hands for c in h), key=lambda c: (SUIT[c], -HIGH[c]))
    place: dict[int, int] = {}
    suit, i = -1, 0
    for c in live:
        if SUIT[c] != suit:
            suit, i = SUIT[c], 0
        place[c] = suit * 16 + i
        i += 1
    return tuple(tuple(sorted(place[c] for c in h)) for h in hands)


class OutOfTime(Exception):
    """The deadline passed before the count was settled."""


def most_tricks(hands: tuple[tuple[int, ...], ...], leader: int, me: int, trump: int | None,
                must_trump: bool = True, must_win: bool = True) -> int:
    """The most tricks ``me`` can be sure of from these hands (``leader`` to lead), all cards open."""
    lo, hi = tricks_between(hands, leader, me, trump, must_trump, must_win)
    return lo


def tricks_between(hands: tuple[tuple[int, ...], ...], leader: int, me: int, trump: int | None,
                   must_trump: bool = True, must_win: bool = True,
                   deadline: float | None = None) -> tuple[int, int]:
    """``most_tricks`` as (at least, at most): equal once settled; the bounds proved so far if
    ``deadline`` (``time.perf_counter``) passes first."""
    rules = _Hands(len(hands), trump, must_trump, must_win)
    memo: dict[tuple[Shape, int], tuple[int, int]] = {}
    hands = tuple(tuple(sorted(h)) for h in hands)
    clock = [0]

    def ab(hands: Hands, trick: Trick, best: int, win_seat: int, seat: int, alpha: int, beta: int) -> int:
        if not hands[seat]:
            return 0
        if deadline is not None:
            clock[0] += 1
            if clock[0] & 255 == 0 and time.perf_counter() > deadline:
                raise OutOfTime
        key: tuple[Shape, int] | None = None
        if not trick:
            key = (_shape(hands), seat)
            lo, hi = memo.get(key, (0, len(hands[seat])))
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            alpha, beta = max(alpha, lo), min(beta, hi)
        a0, b0 = alpha, beta
        mine = seat == me
        v = -1 if mine else 99
        for card in _distinct(rules.allowed(hands[seat], trick, best), hands, trick, seat):
            h2, t2, b2, w2, s2, won = rules.play(hands, trick, best, win_seat, seat, card)
            gain = 1 if won == me else 0
            r = gain + ab(h2, t2, b2, w2, s2, alpha - gain, beta - gain)
            if mine:
                if r > v:
                    v = r
                if v > alpha:
                    alpha = v
            else:
                if r < v:
                    v = r
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        if key is not None:
            lo, hi = memo.get(key, (0, len(hands[seat])))
            if v <= a0:
                hi = min(hi, v)
            elif v >= b0:
                lo = max(lo, v)
            else:
                lo = hi = v
            memo[key] = (lo, hi)
        return v

    # MTD-style null-window tests, bisecting; the table's bounds are kept between them, so that a
    # deadline still leaves what was proved (at least, at most)
    lo, hi = 0, len(hands[leader])
    try:
        while lo < hi:
            g = (lo + hi + 1) // 2
            if ab(hands, (), -1, -1, leader, g - 1, g) >= g:
                lo = g
            else:
                hi = g - 1
    except OutOfTime:
        pass
    return lo, hi


def brute_force(hands: tuple[tuple[int, ...], ...], leader: int, me: int, trump: int | None,
                must_trump: bool = True, must_win: bool = True) -> int:
    """``most_tricks`` by walking every line of play: no table, no cuts, every card tried."""
    rules = _Hands(len(hands), trump, must_trump, must_win)

    def walk(hands: Hands, trick: Trick, best: int, win_seat: int, seat: int) -> int:
        if not hands[seat]:
            return 0
        results: list[int] = []
        for card in rules.allowed(hands[seat], trick, best):
            h2, t2, b2, w2, s2, won = rules.play(hands, trick, best, win_seat, seat, card)
            results.append((1 if won == me else 0) + walk(h2, t2, b2, w2, s2))
        return max(results) if seat == me else min(results)

    return walk(tuple(tuple(h) for h in hands), (), -1, -1, leader)


def hindsight(start: HeckState, end: HeckState, first: int = 0, seconds: float = 3.0) -> list[HindsightRow]:
    """For each seat of a finished hand (``first`` first): its bid, the tricks it took, and the
    most it could have made sure of with every card open ("most"; "upto" above it if the time,
    shared among the seats, ran out first). ``start``: the full state as the hand was dealt
    (before any bid); ``end``: a state after its last trick (its sheet has the hand's line)."""
    if start.deal_no >= len(end.sheet) or start.phase != "bid":
        return []
    _, bids, took, _ = end.sheet[start.deal_no]
    t = start.table
    hands = tuple(tuple(t.zones[h]) for h in start.hands)
    opts = start.options
    out: list[HindsightRow] = []
    stop = time.perf_counter() + seconds
    seats = [first] + [s for s in range(start.players) if s != first]
    for i, s in enumerate(seats):
        share = (stop - time.perf_counter()) / (2 if i == 0 else len(seats) - i)  # half for the seat reviewed
        lo, hi = tricks_between(hands, start.leader, s, start.trump, opts["must_trump"], opts["must_win"],
                                time.perf_counter() + max(0.05, share))
        out.append({"seat": s, "bid": bids[s], "took": took[s], "most": lo, "upto": hi})
    return out
