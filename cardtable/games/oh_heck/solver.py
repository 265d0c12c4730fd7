"""Oh Heck!'s exact solver of the last tricks, for the computer player.

With every card known (one sampled world), the last few tricks of a hand can be
played out exactly: each player, in turn, plays the card that gives it the most
points at the end of the hand, knowing the others will do the same (max^n;
Luckhardt and Irani, 1986). A player indifferent between cards (say, one who
can no longer make its bid) plays the one closest to its bid, then the one
worst for the seat that is searching: a careful, slightly pessimistic view of
the table; and among cards still equal, the first in hand order (card id).

The search (``Solver``) keeps every hand as a bit set of card ids and works the
trick rule with masks. What it gives is exactly that definition, only found faster:

* positions met again at the start of a trick are looked up, not solved twice (a
  transposition table). A position is the hands, the seat to lead, and what each
  seat still needs for its bid, clamped: a seat already past its bid (or that can
  no longer reach it) wants the fewest (the most) tricks from there on however far
  past (or short) it is. The hands are keyed by the ranks' order among the cards
  still in play (``_POS``): a 9 with the 8 gone plays as an 8. The answer kept is
  the tricks each seat takes from there, which depends on nothing else (trump and
  options aside, fixed for one ``Solver``): so one table serves every world
  sampled for a decision;
* cards that cannot make a difference are solved once: two cards of one suit in
  one hand with no card of a rank between them still in play (in a hand or in the
  trick) play the same, and the first of them in hand order stands for both;
* a player who already has a card that gives it the best it could hope for (its bid
  made, the searching seat's missed) looks no further: a later card could only tie,
  and a tie goes to the first card.

The computer player uses it once few cards remain: it samples worlds it cannot
tell from the real one (``read_sample``: the voids kept, the bids weighed), solves each, and plays the card with
the most points on average over them (perfect-information Monte Carlo).
``brute_force`` is the same game tree walked card by card, without the table or
any shortcut, for the tests. ``scripts/bench_solver.py`` times it, and chose
``ENDGAME_CARDS`` by it."""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING

from ...engine.state import seat_to_move
from .. import tricks as T
from .exact import OutOfTime, Solver
from .state import HeckState

if TYPE_CHECKING:
    from .rules import OhHeckRules

# Solve exactly once the searching seat holds this many cards or fewer, by the number of players: the
# most at which a decision still solves a few dozen worlds (median) in half a second, and rarely fewer
# than a handful (``scripts/bench_solver.py``, one core of a shared Xeon; a card more and the median
# falls to some 20 worlds, with endings where no world is solved in time).
ENDGAME_CARDS = {3: 7, 4: 6, 5: 5, 6: 4, 7: 3}
MAX_WORLDS = 48  # worlds sampled for one decision (fewer if the time runs out)
GIVE_UP = 0.3  # seconds: a decision whose first world is not solved by then is left to the caller's search

__all__ = ["ENDGAME_CARDS", "Ending", "OutOfTime", "Solver", "brute_force", "choose", "endgame_cards"]


def endgame_cards(players: int) -> int:
    """How many cards the searching seat may hold for the ending to be solved exactly."""
    return ENDGAME_CARDS.get(players, 3)


class Ending:
    """One sampled world's ending, from a state in play, solved by a ``Solver`` (a new one, or
    one shared by the worlds of a decision)."""

    def __init__(self, state: HeckState, me: int, solver: Solver | None = None, **flags: bool) -> None:
        self.state = state
        self.me = me
        self.solver = solver if solver is not None else Solver.for_state(state, me, **flags)

    def card_values(self, seat: int) -> dict[int, tuple[int, ...]]:
        """For each card ``seat`` (to move, the searcher) may play: every seat's final points."""
        assert seat == self.me
        return self.solver.solve(self.state, seat)


Hands = tuple[tuple[int, ...], ...]  # each seat's cards
Trick = tuple[int, ...]  # the trick in play's cards
Tricks = tuple[int, ...]  # each seat's tricks
Line = tuple[Hands, Trick, int, int, int, Tricks]  # hands, trick, best card, its seat, seat to play, tricks


def brute_force(state: HeckState, me: int) -> dict[int, tuple[int, ...]]:
    """The same answer as ``Ending(state, me).card_values``, by walking every line, card by card."""
    t = state.table
    n, trump = state.players, state.trump
    must_trump, must_win = state.options["must_trump"], state.options["must_win"]
    bids: tuple[int, ...] = tuple(t.counters["bid"])

    def points(tricks: Tricks) -> tuple[int, ...]:
        return tuple(10 + b if b == k else 0 for b, k in zip(bids, tricks))

    def allowed(hand: tuple[int, ...], trick: Trick, best: int) -> list[int]:
        if not trick:
            return list(hand)
        return T.allowed_cards(list(hand), T.SUIT[trick[0]], trump, best, must_trump, must_win)

    def rank(mover: int, tricks: Tricks) -> tuple[int, int, int]:
        """How ``mover`` ranks a final trick count: its points, then nearness to its
        bid, then (for the others) the less for the searching seat."""
        pts = points(tricks)
        near = -abs(tricks[mover] - bids[mover])
        return (pts[mover], near, -pts[me] if mover != me else 0)

    def play(hands: Hands, trick: Trick, best: int, win_seat: int, seat: int, tricks: Tricks, card: int) -> Line:
        hands = hands[:seat] + (tuple(c for c in hands[seat] if c != card),) + hands[seat + 1:]
        if not trick or T.beats(card, best, trump):
            best, win_seat = card, seat
        trick = trick + (card,)
        if len(trick) < n:
            return hands, trick, best, win_seat, (seat + 1) % n, tricks
        tricks = tricks[:win_seat] + (tricks[win_seat] + 1,) + tricks[win_seat + 1:]
        return hands, (), -1, -1, win_seat, tricks

    def walk(hands: Hands, trick: Trick, best: int, win_seat: int, seat: int, tricks: Tricks) -> Tricks:
        if not hands[seat]:
            return tricks
        options: list[Tricks] = []
        for card in allowed(hands[seat], trick, best):
            options.append(walk(*play(hands, trick, best, win_seat, seat, tricks, card)))
        return max(options, key=lambda v: rank(seat, v))  # the first of equals

    hands = tuple(tuple(sorted(t.zones[h])) for h in state.hands)
    trick = tuple(t.zones["trick"])
    tricks = tuple(t.counters["tricks"])
    seat = seat_to_move(state)
    return {card: points(walk(*play(hands, trick, state.win_card, state.win_seat, seat, tricks, card)))
            for card in allowed(hands[seat], trick, state.win_card)}


def choose(game: OhHeckRules, view: HeckState, seat: int, rng: random.Random, deadline: float) -> int | None:
    """The card with the most points on average over sampled worlds, or None when
    the ending is still too long to solve (or no world could be solved in time).
    A world still unsolved at the deadline is dropped; the first gives up sooner
    (``GIVE_UP``), leaving the caller its own search's time."""
    hand = view.table.zones[view.hands[seat]]
    if view.phase != "play" or len(hand) > endgame_cards(view.players):
        return None
    total: dict[int, float] = {}
    worlds = 0
    solver = Solver.for_state(view, seat)
    stop = min(deadline, time.perf_counter() + GIVE_UP)
    while worlds < MAX_WORLDS and time.perf_counter() < stop:
        d = game.search.read_sample(view, seat, rng)
        try:
            values = solver.solve(d, seat, stop)
        except OutOfTime:
            break
        for card, pts in values.items():
            total[card] = total.get(card, 0.0) + pts[seat]
        worlds += 1
        stop = deadline
    if not total:
        return None
    return max(sorted(total), key=lambda c: total[c])
