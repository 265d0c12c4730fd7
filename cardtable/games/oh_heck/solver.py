"""Oh Heck!'s exact solver of the last tricks, for the computer player.

With every card known (one sampled world), the last few tricks of a hand can be
played out exactly: each player, in turn, plays the card that gives it the most
points at the end of the hand, knowing the others will do the same (max^n;
Luckhardt and Irani, 1986). A player indifferent between cards (say, one who
can no longer make its bid) plays the one closest to its bid, then the one
worst for the seat that is searching: a careful, slightly pessimistic view of
the table. Positions met again at the start of a trick are looked up, not
solved twice (a transposition table).

The computer player uses it once few cards remain: it samples worlds it cannot
tell from the real one (``determinize``), solves each, and plays the card with
the most points on average over them (perfect-information Monte Carlo).
``brute_force`` is the same game tree walked without the table or any
shortcut, for the tests."""

from __future__ import annotations

import random
import time

from .. import tricks as T
from .state import HeckState

ENDGAME_CARDS = 3  # solve exactly once the searching seat holds this many cards or fewer
MAX_WORLDS = 48  # worlds sampled for one decision (fewer if the time runs out)


class Ending:
    """One sampled world's ending, from a state in play: hands, trick, bids and tricks."""

    def __init__(self, state: HeckState, me: int) -> None:
        t = state.table
        self.n = state.players
        self.me = me
        self.trump = state.trump
        self.must_trump = state.options["must_trump"]
        self.must_win = state.options["must_win"]
        self.bids = tuple(t.counters["bid"])
        self.hands = tuple(tuple(sorted(t.zones[h])) for h in state.hands)
        self.trick = tuple(t.zones["trick"])
        self.leader = state.leader
        self.best = state.win_card
        self.win_seat = state.win_seat
        self.tricks = tuple(t.counters["tricks"])
        self.memo: dict[tuple, tuple[int, ...]] = {}

    def points(self, tricks: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(10 + b if b == k else 0 for b, k in zip(self.bids, tricks))

    def allowed(self, hand: tuple[int, ...], trick: tuple[int, ...], best: int) -> list[int]:
        if not trick:
            return list(hand)
        return T.allowed_cards(list(hand), T.SUIT[trick[0]], self.trump, best, self.must_trump, self.must_win)

    def key(self, mover: int, tricks: tuple[int, ...], searcher: int) -> tuple:
        """How ``mover`` ranks a final trick count: its points, then nearness to its
        bid, then (for the others) the less for the searching seat."""
        pts = self.points(tricks)
        near = -abs(tricks[mover] - self.bids[mover])
        return (pts[mover], near, -pts[searcher] if mover != searcher else 0)

    def play(self, hands, trick, best, win_seat, seat, tricks, card):
        """The position after ``seat`` plays ``card``: (hands, trick, best, win_seat, next seat, tricks)."""
        hands = hands[:seat] + (tuple(c for c in hands[seat] if c != card),) + hands[seat + 1:]
        if not trick or T.beats(card, best, self.trump):
            best, win_seat = card, seat
        trick = trick + (card,)
        if len(trick) < self.n:
            return hands, trick, best, win_seat, (seat + 1) % self.n, tricks
        tricks = tricks[:win_seat] + (tricks[win_seat] + 1,) + tricks[win_seat + 1:]
        return hands, (), -1, -1, win_seat, tricks

    def value(self, hands, trick, best, win_seat, seat, tricks) -> tuple[int, ...]:
        """The final trick count of every seat when all play as above."""
        if not hands[seat]:
            return tricks
        memo_key = None
        if not trick:
            memo_key = (hands, seat, tricks)
            got = self.memo.get(memo_key)
            if got is not None:
                return got
        best_key, best_val = None, None
        for card in self.allowed(hands[seat], trick, best):
            v = self.value(*self.play(hands, trick, best, win_seat, seat, tricks, card))
            k = self.key(seat, v, self.me)
            if best_key is None or k > best_key:
                best_key, best_val = k, v
        assert best_val is not None
        if memo_key is not None:
            self.memo[memo_key] = best_val
        return best_val

    def card_values(self, seat: int) -> dict[int, tuple[int, ...]]:
        """For each card ``seat`` (to move) may play: every seat's final points."""
        out = {}
        for card in self.allowed(self.hands[seat], self.trick, self.best):
            v = self.value(*self.play(self.hands, self.trick, self.best, self.win_seat, seat, self.tricks, card))
            out[card] = self.points(v)
        return out


def brute_force(state: HeckState, me: int) -> dict[int, tuple[int, ...]]:
    """The same answer as ``Ending(state, me).card_values``, by walking every line."""
    e = Ending(state, me)

    def walk(hands, trick, best, win_seat, seat, tricks):
        if not hands[seat]:
            return tricks
        options = []
        for card in e.allowed(hands[seat], trick, best):
            options.append(walk(*e.play(hands, trick, best, win_seat, seat, tricks, card)))
        return max(options, key=lambda v: e.key(seat, v, me))  # the first of equals, as ``value``

    seat = state.to_move
    return {card: e.points(walk(*e.play(e.hands, e.trick, e.best, e.win_seat, seat, e.tricks, card)))
            for card in e.allowed(e.hands[seat], e.trick, e.best)}


def choose(game, view: HeckState, seat: int, rng: random.Random, deadline: float) -> int | None:
    """The card with the most points on average over sampled worlds, or None when
    the ending is still too long to solve (or no world could be solved in time)."""
    hand = view.table.zones[view.hands[seat]]
    if view.phase != "play" or len(hand) > ENDGAME_CARDS:
        return None
    total: dict[int, float] = {}
    worlds = 0
    while worlds < MAX_WORLDS and (worlds == 0 or time.perf_counter() < deadline):
        d = game.search.determinize(view, seat, rng)
        for card, pts in Ending(d, seat).card_values(seat).items():
            total[card] = total.get(card, 0.0) + pts[seat]
        worlds += 1
    if not total:
        return None
    return max(sorted(total), key=lambda c: total[c])
