"""How did I play? The hard player's value of every option a person had, from what that
person could see at the moment (the review of a deal or a record, and the coach at the table).

At each decision the search (``ismcts.search``, hard's own, with a fixed number of
iterations and no clock: the same record gives the same review on any machine) runs
from the seat's view only, and counts for each option, over the play-outs that began
with it:

* **points**: what the deal paid the seat from there to its end (the game's scores,
  unscaled): the expected points of the deal;
* **bid**: where the game has bids, how often the seat made its bid (of the play-outs
  in which it had one).

The best option is the one with the most points (the fewest in a game the lowest
score wins); an option's **cost** is how many points it gives away against the best
(0 for the best, and 0 for a forced choice, which is not searched). A cost of at least
the game's ``costly_points`` (its declaration's: 1 unless it says otherwise) is marked costly.

A game with bids declares a review kit (``game.review``, ``engine/kits.ReviewKit``):
``bid_made(root, end, seat) -> bool | None`` (did ``seat`` make its bid in ``root``'s
deal; None: it had none) and, where it offers ``HINDSIGHT``,
``hindsight(start, end, first, seconds) -> list[dict]`` (once a deal is over, each
seat's "could I have made it?") with ``hindsight_lines`` to say it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from ..engine.actions import Action
from ..engine.game import SomeGame
from ..engine.kits import HindsightRow, Offers
from ..engine.present import capital, seat_words
from ..engine.record import Record, RecordError
from ..engine.state import State
from ..engine.views import determinize, view
from . import ismcts
from .levels import HINT_LEVEL, LEVELS, guided_at, level_for

SHARE = 2  # the review searches 1/SHARE of hard's iterations a decision (about 0.25 s in Oh Heck!)
BID_WORD = "bid made"  # the review's column and the coach's word for a bid made (a game with a review kit)


def costly_points(game: SomeGame) -> float:
    """The points given away that mark a choice as costly: the game's declaration's (``GameInfo``)."""
    return float(game.info.costly_points)


def offers_hindsight(game: SomeGame) -> bool:
    """Does the game's review kit offer the hindsight of a finished deal?"""
    return Offers.HINDSIGHT in game.offers


@dataclass
class OptionValue:
    """One option at a decision, as the hard player values it from the seat's view."""

    action: Action  # the option's move (of several that are the same move for the seat: the most tried)
    words: str
    visits: int = 0
    points: float | None = None  # expected points of the deal (None: forced, not searched)
    bid: float | None = None  # the chance of making the bid, where there is one
    cost: float = 0.0  # points given away against the best option
    digits: int = 1  # decimals worth showing (2 where a deal's points are small: costly points below 1)
    actions: tuple[Action, ...] = ()  # every move that is this option for the seat (``same_moves``)

    def __post_init__(self) -> None:
        if not self.actions:
            self.actions = (self.action,)

    def has(self, action: Action) -> bool:
        """Is ``action`` this option (one of the moves the seat cannot tell apart from it)?"""
        return action in self.actions

    @property
    def even(self) -> float:
        """A cost below this shows as 0: as good as the best."""
        return 0.5 * 10.0 ** -self.digits  # (an int to a negative power is that float's power: the same number)

    def num(self, x: float) -> str:
        return f"{x:.{self.digits}f}"

    def text(self) -> str:
        parts = []
        if self.points is not None:
            parts.append(f"{self.num(self.points)} points")
        if self.bid is not None:
            parts.append(f"makes the bid {round(100 * self.bid)}%")
        return ", ".join(parts) or "the only move"


@dataclass
class Decision:
    """One decision of the seat: what it could do, what each was worth, what it chose."""

    index: int  # the action's place in the record
    deal: int  # the deal's number, from 1
    seat: int
    chosen: Action
    options: list[OptionValue]  # best first
    costly_at: float = 1.0  # the game's costly_points

    @property
    def forced(self) -> bool:
        return len(self.options) == 1

    @property
    def best(self) -> OptionValue:
        return self.options[0]

    @property
    def choice(self) -> OptionValue:
        return next(o for o in self.options if o.has(self.chosen))

    @property
    def cost(self) -> float:
        return self.choice.cost

    @property
    def costly(self) -> bool:
        return self.cost >= self.costly_at

    def line(self) -> str:
        """The decision in one line: the choice, its value, the best, and the mark."""
        c = self.choice
        head = f"Deal {self.deal}, move {self.index + 1}: {c.words}"
        if self.forced:
            return f"{head} (the only move)"
        text = f"{head} ({c.text()})"
        if c is self.best or self.cost < c.even:
            return text + ": best"
        mark = "COSTLY: " if self.costly else ""
        return f"{text}: {mark}{c.num(self.cost)} points below the best, {self.best.words} ({self.best.text()})"


@dataclass
class Review:
    """A seat's decisions over a record (or some of its deals), and hindsight where the game has it."""

    seat: int
    decisions: list[Decision] = field(default_factory=list)
    hindsight: dict[int, list[HindsightRow]] = field(default_factory=dict)  # deal number -> rows
    seconds: float = 0.0

    def summary(self) -> str:
        d = self.decisions
        chosen = [x for x in d if not x.forced]
        best = sum(1 for x in chosen if x.cost < x.choice.even)
        costly = sum(1 for x in chosen if x.costly)
        lost = sum(x.cost for x in chosen)
        forced = len(d) - len(chosen)
        lost_text = chosen[0].choice.num(lost) if chosen else "0"
        return (f"{len(d)} decisions ({forced} forced): the best choice {best} of {len(chosen)} times, "
                f"{costly} costly, {lost_text} points given away in all.")


def _tally(game: SomeGame, seat: int) -> Callable[[State, State], tuple[float, float, float]]:
    """What each play-out is counted for: the seat's points of the deal, and its bid (made, had)."""
    bid_made = game.review.bid_made if game.review is not None else None
    result = game.result

    def tally(root: State, end: State) -> tuple[float, float, float]:
        pts = result(end).scores[seat] - result(root).scores[seat]
        made = bid_made(root, end, seat) if bid_made is not None else None
        return (float(pts), 1.0 if made else 0.0, 0.0 if made is None else 1.0)

    return tally


def option_values(game: SomeGame, state: State, seat: int, seed: int = 0, iterations: int | None = None,
                  should_stop: Callable[[], bool] | None = None) -> list[OptionValue]:
    """Every option ``seat`` (to move) has now, valued by the hard player's search from the
    seat's view only (``state`` may be full or that view), best first, each with its cost.
    Moves that are the same move for the seat (``same_moves``) are one option with one value."""
    if state.over or state.to_move != seat:
        raise ValueError(f"it is not seat {seat}'s turn")
    v = state if state.viewer == seat else view(state, seat)
    legal = game.legal_actions(determinize(v, seat, random.Random(0)))
    digits = 1 if costly_points(game) >= 1 else 2
    groups = same_moves(game, v, legal)
    if len(groups) == 1:  # one move, however many ways the game has of making it: forced, not searched
        words, acts = groups[0]
        return [OptionValue(acts[0], words, digits=digits, actions=tuple(acts))]
    lv = level_for(game, LEVELS[HINT_LEVEL])
    its = iterations if iterations is not None else max(50, lv.iterations // SHARE)
    res = ismcts.search(game, v, seat, legal, its, random.Random(seed), time_cap=lv.time_cap, early_stop=False,
                        should_stop=should_stop, tally=_tally(game, seat), reads=lv.reads,
                        guided=guided_at(game, lv, v))
    found = {a: (n, means) for a, n, _mean, means in res.values()}
    sign = -1.0 if game.info.lower_wins else 1.0
    out = []
    for words, acts in groups:
        # The moves of a group are one move made with different (but to the seat, equal) cards: their
        # play-outs are samples of one value, so they are pooled (visits added, each count weighted by
        # its visits). Not the best of the group: the best of several noisy means of one value is
        # biased upwards, and would flatter a move for being reachable in more ways.
        n = sum(found[a][0] for a in acts if a in found)
        sums = [0.0, 0.0, 0.0]
        for a in acts:
            k, means = found.get(a, (0, ()))
            for i, m in enumerate(means[:3]):
                sums[i] += m * k
        points = sums[0] / n if n and any(found[a][1] for a in acts if a in found) else None
        bid = sums[1] / sums[2] if n and sums[2] > 0 else None
        top = max(acts, key=lambda a: found.get(a, (0,))[0])
        out.append(OptionValue(top, words, n, points, bid, digits=digits, actions=tuple(acts)))
    rated = [o.points for o in out if o.points is not None]
    if rated:
        top_points = max(sign * p for p in rated)
        for o in out:
            o.cost = top_points - sign * o.points if o.points is not None else 0.0
    out.sort(key=lambda o: (o.points is None, o.cost, -o.visits))
    return out


def same_moves(game: SomeGame, state: State, legal: list[Action]) -> list[tuple[str, list[Action]]]:
    """The seat's options in words, each with the moves that make it, in the game's order.

    Two moves are the same move for the person making them when the game says both to that
    seat in the same words, both its description and its button's label ("Lay your rose" with
    any of three roses; "play number 6" with either of two 6s). Either alone is not enough:
    Uncle Stuart describes laying a card off on a run and on a set alike ("Lay off 5 of spades")
    but labels them apart, and the default label counts a meld's cards ("meld 3 cards") where
    the description names them. Options that still read alike are named by their labels."""
    names = [f"seat {s + 1}" for s in range(state.players)]
    label = {a: capital(seat_words(game.words.label(state, a), names, state.to_move)) for a in legal}
    groups: dict[tuple[str, str], list[Action]] = {}
    for a in legal:
        groups.setdefault((said(game, state, a), label[a]), []).append(a)
    alike: dict[str, int] = {}
    for words, _ in groups:
        alike[words] = alike.get(words, 0) + 1
    return [(words if alike[words] == 1 else lab, acts) for (words, lab), acts in groups.items()]


def said(game: SomeGame, state: State, a: Action) -> str:
    """The option in words as the seat's screen says it: the game's full description, or its
    button's words where the description is bare ("take" for "Take the queen of diamonds") or the
    cards stand for something else (Skull & Roses: "lay your rose", not the card's name). Other
    seats are "seat 2" and so on (the screen puts their names in: ``ui/scenes/table/coach.seat_named``)."""
    words = game.words.describe(state, a)
    names = [f"seat {s + 1}" for s in range(state.players)]
    if words.lower() == a.kind.replace("_", " ") or any(game.words.card_word(c) is not None for c in a.cards):
        return capital(seat_words(game.words.label(state, a), names, state.to_move))
    return capital(seat_words(words, names, state.to_move))  # a seat's belongings ("{2's}") named


def decisions(game: SomeGame, record: Record, seat: int, deals: set[int] | None = None) -> Iterator[tuple[int, State]]:
    """(index, full state before it) for each of ``seat``'s decisions in the record (in ``deals`` only)."""
    if record.game != game.info.id:
        raise RecordError(f"the record is of {record.game!r}, not {game.info.id!r}")
    state = game.new_state(record.players, record.seed, record.options, log=False)
    for i, a in enumerate(record.actions):
        if state.over:
            break
        if state.to_move == seat and (deals is None or state.deal_no + 1 in deals):
            yield i, state
        try:
            game.apply(state, a)
        except Exception as e:  # noqa: BLE001 - an action that does not play: the record is not this game
            raise RecordError(f"the record's action {i + 1} does not play: {e}") from None


def review(game: SomeGame, record: Record, seat: int, deals: set[int] | None = None, iterations: int | None = None,
           hindsight_seconds: float = 4.0, on_decision: Callable[[Decision], None] | None = None,
           should_stop: Callable[[], bool] | None = None) -> Review:
    """The review of ``seat``'s decisions in ``record`` (``deals``: only these, numbered from 1).
    Each decision searches with a seed of its own place in the record, so it depends on nothing
    the seat could not see."""
    if not 0 <= seat < record.players:
        raise ValueError(f"there is no seat {seat} (seats 0 to {record.players - 1})")
    start = time.perf_counter()
    out = Review(seat)
    costly_at = costly_points(game)
    for i, state in decisions(game, record, seat, deals):
        if should_stop is not None and should_stop():
            break
        opts = option_values(game, state, seat, seed=i, iterations=iterations, should_stop=should_stop)
        d = Decision(i, state.deal_no + 1, seat, record.actions[i], opts, costly_at)
        out.decisions.append(d)
        if on_decision is not None:
            on_decision(d)
    if offers_hindsight(game):
        out.hindsight = deal_hindsight(game, record, seat, {d.deal for d in out.decisions}, hindsight_seconds)
    out.seconds = time.perf_counter() - start
    return out


def deal_hindsight(game: SomeGame, record: Record, seat: int, deals: set[int],
                   seconds: float) -> dict[int, list[HindsightRow]]:
    """The game's hindsight for each finished deal of ``deals``: from the deal as dealt to its end."""
    out: dict[int, list[HindsightRow]] = {}
    kit = game.review
    if not deals or kit is None or not offers_hindsight(game):
        return out
    state = game.new_state(record.players, record.seed, record.options, log=False)
    starts: dict[int, State] = {}
    for a in record.actions:
        if state.deal_no + 1 in deals and state.deal_no not in starts:
            starts[state.deal_no] = state.copy()
        game.apply(state, a)
        for k in [k for k in starts if state.deal_no > k]:  # deal k is over
            st = starts.pop(k)
            rows = kit.hindsight(st, state, seat, seconds / len(deals))
            if rows:
                out[k + 1] = rows
    return out


def hindsight_lines(game: SomeGame, rows: list[HindsightRow] | None, names: list[str]) -> list[str]:
    """"Could I have made it?" in words, one line a seat: the game's review kit says it (none for no rows)."""
    kit = game.review
    if not rows or kit is None or not offers_hindsight(game):
        return []
    return kit.hindsight_lines(rows, names)
