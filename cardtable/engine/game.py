"""The game base: what every game module answers, and nothing about drawing."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar, Sequence

from . import cards as C
from .actions import Action, IllegalAction
from .events import Event
from .options import Option, OptionError, resolve
from .present import PLAIN, Presentation
from .state import State


@dataclass
class Result:
    """How a game stands or ended: totals, places (1 = first; ties share) and winners."""

    scores: list[float]
    places: list[int]
    winners: list[int]
    finished: bool
    lower_wins: bool = False

    @classmethod
    def from_scores(cls, scores: Sequence[float], finished: bool, lower_wins: bool = False,
                    winners: list[int] | None = None) -> Result:
        key = [(s if lower_wins else -s) for s in scores]
        places = [1 + sum(1 for o in key if o < k) for k in key]
        if winners is None:
            winners = [i for i, p in enumerate(places) if p == 1] if finished else []
        return cls(list(scores), places, winners, finished, lower_wins)


class PlayerCountError(ValueError):
    """A number of players the game is not for."""


class Game:
    """One kind of game. Stateless: all of a game lives in its ``State``.

    Every game keeps ``state.deal_no`` (deals finished so far), ``state.to_move``
    and ``state.over``; ``state.cards`` lists every card the game uses."""

    id: ClassVar[str] = ""
    name: ClassVar[str] = ""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    summary: ClassVar[str] = ""
    options: ClassVar[list[Option]] = []
    lower_wins: ClassVar[bool] = False
    presentation: ClassVar[Presentation] = PLAIN  # how the game reads: events in words, numbers, sheet

    # -- starting ---------------------------------------------------------------
    def new_state(self, players: int, seed: int, options: dict[str, Any] | None = None,
                  deck: Sequence[Any] | None = None, log: bool = True) -> State:
        """A new game, dealt. ``deck`` stacks the first shuffles: a list of cards
        (ids or names, the first card is the top, dealt first) or a list of such lists."""
        if not self.min_players <= players <= self.max_players:
            raise PlayerCountError(f"{self.name} is for {self.min_players} to {self.max_players} "
                                   f"players, not {players}")
        opts = resolve(self.options, options)
        self.check_options(opts, players)
        state = State(self.id, players, seed, opts, _stacked(deck), log=log)
        self.setup(state)
        return state

    def check_options(self, opts: dict[str, Any], players: int) -> None:
        """Raise ``OptionError`` for option values that do not go together."""

    def setup(self, state: State) -> None:
        raise NotImplementedError  # each game defines its own deal

    def shuffle(self, state: State, zone: str) -> None:
        """Shuffle a zone with the state's own random source, or lay the next stacked order."""
        rng = state.rng()
        if state.stacked:
            top_first = state.stacked.pop(0)
            named = set(top_first)
            missing = [c for c in state.table.zones[zone] if c not in named]
            # A stacked deck need name only the top cards: the rest follow shuffled.
            rng.shuffle(missing)
            order = list(reversed(top_first)) if not missing else missing + list(reversed(top_first))
            state.table.shuffle(zone, rng, order)
        else:
            state.table.shuffle(zone, rng)

    # -- playing ---------------------------------------------------------------------
    def legal_actions(self, state: State) -> list[Action]:
        """Every action the seat to move may take now (empty when the game is over)."""
        raise NotImplementedError

    def step(self, state: State, action: Action) -> None:
        """Carry out a legal action without checking it (the AI's fast path)."""
        raise NotImplementedError

    def apply(self, state: State, action: Action) -> list[Event]:
        """Carry out an action; an illegal one raises ``IllegalAction`` and changes nothing."""
        if state.viewer is not None:
            raise IllegalAction("a view cannot be played on; determinize it first")
        if state.over:
            raise IllegalAction("the game is over")
        legal = self.legal_actions(state)
        if action not in legal:
            # Several cards given in another order (as clicked) are the same action.
            key = _unordered(action)
            match = [a for a in legal if len(a.cards) > 1 and _unordered(a) == key]
            if not match:
                raise IllegalAction(self.why_illegal(state, action))
            action = match[0]
        log = state.table.log
        mark = len(log) if log is not None else 0
        self.step(state, action)
        return log[mark:] if log is not None else []

    def rollout(self, state: State, rng: random.Random, to_deal_end: bool = True) -> None:
        """Play uniformly random legal actions on ``state`` (no log) until the game
        ends, or the deal ends when ``to_deal_end``. A game may override this with
        a faster loop, but it must choose exactly as this one does: index
        ``int(rng.random() * len(legal))`` of ``legal_actions``."""
        deal = state.deal_no
        legal, step, rand = self.legal_actions, self.step, rng.random
        while not state.over and not (to_deal_end and state.deal_no != deal):
            acts = legal(state)
            step(state, acts[int(rand() * len(acts))])

    def why_illegal(self, state: State, action: Action) -> str:
        """A sentence for the player on why this action is not allowed now."""
        if action.seat != state.to_move:
            return f"it is not seat {action.seat}'s turn"
        return f"{self.describe(state, action)} is not allowed now"

    def describe(self, state: State, action: Action) -> str:
        """An action in players' words."""
        words = action.kind.replace("_", " ")
        if action.cards:
            words += " " + ", ".join(C.long_name(c) for c in action.cards)
        if action.number is not None:
            words += f" {action.number}"
        return words

    def last_trick(self, state: State) -> tuple[int, tuple[int, ...], int] | None:
        """The deal's last finished trick as (leader, cards, winner), for games that take tricks."""
        return None

    def prompt(self, state: State) -> str:
        """One line telling the seat to move what is asked of them."""
        return "Your move." if not state.over else "The game is over."

    def end_game(self, state: State, totals: list | None = None, **data: Any) -> None:
        """The game is over: nobody is to move, and the screen is told ("game_over")."""
        state.over = True
        state.to_move = None
        state.phase = "over"
        t = state.table
        t.announce("game_over", totals=list(totals if totals is not None else t.counters["score"]), **data)

    # -- scoring ----------------------------------------------------------------------
    def scores(self, state: State) -> list[float]:
        return list(state.table.counters.get("score", [0] * state.players))

    def result(self, state: State) -> Result:
        return Result.from_scores(self.scores(state), state.over, self.lower_wins)

    def evaluate(self, state: State) -> list[float]:
        """Each seat's prospects in [0, 1], for an AI that stops searching early.

        The default: a finished game pays its win shares; otherwise each seat's
        place by total, scaled so that first is 1 and last is 0."""
        res = self.result(state)
        n = state.players
        if state.over:
            w = res.winners
            return [1.0 / len(w) if i in w else 0.0 for i in range(n)]
        return [(n - p) / (n - 1) if n > 1 else 1.0 for p in res.places]

    # -- rules and checks ---------------------------------------------------------------
    def rules(self) -> str:
        return self.__doc__ or ""

    def check(self, state: State) -> None:
        """Raise ``AssertionError`` if the state breaks an invariant: by default,
        every card of the game (``state.cards``) is in exactly one place."""
        state.table.check(state.cards)  # type: ignore[attr-defined]


def _unordered(a: Action) -> tuple:
    return (a.kind, a.seat, tuple(sorted(a.cards)), a.zone, a.number)


def _stacked(deck: Sequence[Any] | None) -> list[list[int]]:
    if deck is None:
        return []
    deck = list(deck)
    if deck and isinstance(deck[0], (list, tuple)):
        orders = deck
    else:
        orders = [deck]
    out = []
    for order in orders:
        ids = [C.parse(x) if isinstance(x, str) else int(x) for x in order]
        if len(set(ids)) != len(ids):
            raise OptionError("a stacked deck names a card twice")
        out.append(ids)
    return out
