"""The game base: what every game module answers, and nothing about drawing."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from math import floor
from typing import Any, Generic, Iterable, Mapping, Sequence, TypeAlias, cast

from . import cards as C
from .actions import Action, IllegalAction
from .events import Cards, Event
from .kits import Offers, ReviewKit, S, SearchKit, TrickKit
from .options import Option, OptionError, OptionValue, PlayerCountError, resolve
from .state import State
from .words import Words


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


# The members of the contract no game may override (``Game.__init_subclass__`` refuses them).
FINAL = frozenset({"new_state", "close_deal", "apply", "shuffle", "turn_up", "seats_from", "reached", "check",
                   "info", "words", "search", "review", "tricks", "offers"})


# A stacked deck (``new_state``): cards (ids or names, the top card first), or a list of such orders.
Deck = Sequence[int | str] | Sequence[Sequence[int | str]]


@dataclass(frozen=True)
class GameInfo(Generic[S]):
    """What a game is and offers, declared once (frozen), in the game's ``__init__.py``:
    ``GAME = HighCardRules(GameInfo(id="high-card", name="High Card", players=range(2, 5), ...))``.

    Its parts are classes named here, each made once per game and bound to it (``Part``): the
    words (required), the search kit (the plain search by default), and the review and trick
    kits where the game has them. What they offer, hooks and kits, is ``Game.offers``."""

    id: str  # the game's id: the registry's key, the records' and the command line's name for it
    name: str  # its name, as the screen writes it
    players: range  # how many may play: range(2, 7) is 2 to 6
    state: type[S]  # the game's declared state (a ``State`` subclass with its fields)
    words: type[Words[Game[S], S]]  # everything the game says
    options: tuple[Option, ...] = ()  # its house rules' options
    stock: str = "stock"  # the zone a deal's cards come back to and are shuffled in
    lower_wins: bool = False
    one_click: frozenset[str] = frozenset()  # kinds a click on the card makes when it is its one move
    card_kinds: Mapping[str, str] = field(default_factory=dict)  # a plain dict: the game is pickled to the worker
    """Zone -> the kind of move a click on any card there asks for, even when none is legal now (Uncle
    Stuart's discards: a scoop down to it), so that a refused click says the game's own reason."""
    search: type[SearchKit[Game[S], S]] = SearchKit  # how the computer players search it
    review: type[ReviewKit[Game[S], S]] | None = None  # bids, for the review and the coach
    tricks: type[TrickKit[Game[S], S]] | None = None  # the last trick
    costly_points: float = 1.0
    """Points given away at one decision that mark it costly (the review, the coach, a person's costly
    decisions): a game whose deals pay in tens sets it higher, one won by a couple of points lower."""

    def __post_init__(self) -> None:
        if not self.id or not self.name:
            raise ValueError("a game's declaration needs an id and a name")
        if not self.players or self.players.step != 1 or self.players[0] < 1:
            raise ValueError(f"{self.id}: players must be a range of one or more counts, such as range(2, 7)")
        if not self.costly_points > 0:
            raise ValueError(f"{self.id}: costly_points must be above 0")


class Game(Generic[S]):
    """One kind of game's rules, over its own state (``class OhHeckRules(Game[HeckState])``). Stateless:
    all of a game lives in its ``State``.

    The contract, in parts (``docs/architecture.md`` has the guide for a new game):

    - **the declaration** (``GameInfo``, required; the game's ``__init__.py`` makes the game
      from its rules class and it: ``GAME = HighCardRules(GameInfo(...))``): its id, name, players,
      state, options, and its parts;
    - **the rules** (this class; required): ``setup``, ``deal``, ``legal_actions``, ``step``
      and ``game_ends``; the rest of the lifecycle has defaults a game may replace, and the
      members in ``FINAL`` no game may;
    - **the words** (``Words``, required; the game's ``words.py``): every sentence, label,
      prompt and reason, the rules text, the presets and the presentation, as ``game.words``;
    - **kits** (optional, ``engine/kits.py``): how the computer players search it (``search``;
      the base is the plain search), bids for the review and the coach (``review``) and the
      last trick (``tricks``); None where the game has no such kit. ``offers`` says what the
      kits add (an ``Offers`` flag).

    The deal lifecycle lives here once:

    ``new_state`` -> ``setup`` (the table and the game's fields) ->
    ``first_dealer`` -> ``first_deal`` (by default ``start_deal``);
    ``start_deal`` -> ``collect`` (the cards come back to the stock: the zones of
    ``returns``) -> shuffle -> the "deal" and "dealer" counters -> ``deal`` (the
    game deals and sets its per-deal fields); play (``legal_actions``/``step``)
    until the game calls ``close_deal`` -> points, sheet line, history, the
    "deal_end" announcement, then ``end_game`` if ``game_ends``, else
    ``next_dealer`` and ``start_deal`` again.

    Every game keeps ``state.deal_no`` (deals finished so far), ``state.to_move``
    and ``state.over``; ``state.cards`` lists every card the game uses."""

    def __init_subclass__(cls, **kw: object) -> None:
        super().__init_subclass__(**kw)
        clash = FINAL & set(vars(cls))
        if clash:
            raise TypeError(f"{cls.__name__} overrides {', '.join(sorted(clash))}: final members of Game")

    def __init__(self, info: GameInfo[S]) -> None:
        """The game, from its declaration: each part it names made once, bound to it."""
        self.info = info
        self.words: Words[Game[S], S] = info.words(self)
        self.search: SearchKit[Game[S], S] = info.search(self)
        self.review: ReviewKit[Game[S], S] | None = info.review(self) if info.review is not None else None
        self.tricks: TrickKit[Game[S], S] | None = info.tricks(self) if info.tricks is not None else None
        offers = self.search.offers
        if self.review is not None:
            offers |= Offers.REVIEW | self.review.offers
        if self.tricks is not None:
            offers |= Offers.LAST_TRICK | self.tricks.offers
        self.offers: Offers = offers  # what the game's kits add: each kit it has and each hook they fill in

    # -- starting ---------------------------------------------------------------
    def new_state(self, players: int, seed: int, options: Mapping[str, object] | None = None,
                  deck: Deck | None = None, log: bool = True) -> S:
        """A new game, dealt. ``deck`` stacks the first shuffles: a list of cards
        (ids or names, the first card is the top, dealt first) or a list of such lists."""
        info = self.info
        if players not in info.players:
            raise PlayerCountError(f"{info.name} is for {info.players[0]} to {info.players[-1]} "
                                   f"players, not {players}")
        opts = resolve(info.options, options)
        self.check_options(opts, players)
        state = info.state(info.id, players, seed, opts, _stacked(deck), log=log)
        self.setup(state)
        state.table.fit()  # the per-card lists as long as the game's cards need (copies by the million)
        state.dealer = self.first_dealer(state)
        self.first_deal(state)
        return state

    def check_options(self, opts: dict[str, OptionValue], players: int) -> None:
        """Raise ``OptionError`` for option values that do not go together."""

    def setup(self, state: S) -> None:
        """Lay out the table (zones, cards, counters) and set the game's own fields."""
        raise NotImplementedError

    def first_dealer(self, state: S) -> int:
        """The first dealer: drawn at random (the game's first chance event)."""
        return state.rng().randrange(state.players)

    def first_deal(self, state: S) -> None:
        """Start the game once the first dealer is known: by default the first deal."""
        self.start_deal(state)

    # -- the deal lifecycle ------------------------------------------------------------
    def start_deal(self, state: S) -> None:
        """Begin a deal: the deal's number and dealer are posted (the log says the new deal begins
        before the last deal's cards leave the table), the cards come back to the stock and are
        shuffled, and the game deals (``deal``)."""
        t = state.table
        t.set("deal", state.deal_no + 1)
        t.set("dealer", state.dealer)
        self.collect(state)
        self.shuffle(state, self.info.stock)
        self.deal(state)

    def returns(self, state: S) -> list[str]:
        """The zones whose cards go back to the stock before each deal, in order."""
        return []

    def collect(self, state: S) -> None:
        """Bring the last deal's cards back face down to the stock (``returns``)."""
        t, stock = state.table, self.info.stock
        for z in self.returns(state):
            t.gather(z, stock)

    def deal(self, state: S) -> None:
        """Deal the shuffled stock and set the deal's own fields (phase, whose turn)."""
        raise NotImplementedError

    def close_deal(self, state: S, points: Sequence[float] | None, sheet_line: tuple[object, ...] | None, *,
                   show: Iterable[str] = (), counter: str = "score", event: str = "deal_end",
                   **data: object) -> None:
        """The deal is over: add each seat's ``points`` to ``counter``, turn face up the
        cards of the ``show`` zones, write ``sheet_line`` on the score sheet (None: the
        game wrote it already) and the totals into the history, announce ``event``
        (deal, ``data``, points, totals), then end the game if ``game_ends``, or
        pass the deal on (``next_dealer``) and ``start_deal``."""
        t = state.table
        totals = t.counters[counter]
        if points is not None:
            if t.log is None:  # add_at's work with no event to write (every play-out closes a deal)
                s = 0
                for p in points:
                    if p:
                        totals[s] += p
                    s += 1
            else:
                for s, p in enumerate(points):
                    if p:
                        t.add_at(counter, s, p)
            data["points"] = points
        if show:
            self.turn_up(state, show)
        if sheet_line is not None:
            state.sheet.append(sheet_line)
        state.history.append(tuple(totals))
        if t.log is not None:  # the announcement is for the screen and the record: a play-out keeps no log
            t.announce(event, deal=state.deal_no + 1, **data, totals=list(totals))
        state.deal_no += 1
        if self.game_ends(state):
            self.end_game(state)
            return
        state.dealer = self.next_dealer(state)
        self.start_deal(state)

    def game_ends(self, state: S) -> bool:
        """Asked as each deal closes (``deal_no`` counts it): is the game over?"""
        raise NotImplementedError

    def next_dealer(self, state: S) -> int:
        """Who deals next: the deal passes to the left."""
        return (state.dealer + 1) % state.players

    def reached(self, state: S, target: float, counter: str = "score") -> bool:
        """Has any seat's ``counter`` reached ``target``?"""
        best: float = max(state.table.counters[counter])
        return best >= target

    def turn_up(self, state: S, zones: Iterable[str]) -> None:
        """Turn every face-down card of these zones face up (hands shown at a deal's end)."""
        t = state.table
        up = t.up
        for z in zones:
            for c in t.zones[z]:
                if not up[c]:
                    t.flip(c, True)

    @staticmethod
    def seats_from(state: State, first: int) -> list[int]:
        """Every seat once, clockwise from ``first``."""
        n = state.players
        return [(first + i) % n for i in range(n)]

    def shuffle(self, state: S, zone: str) -> None:
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
        dealt = state.table.dealt
        if dealt is not None:  # kept for the record, which verifies every shuffle from the seed
            dealt.append((zone, tuple(reversed(state.table.zones[zone]))))

    # -- playing ---------------------------------------------------------------------
    def legal_actions(self, state: S) -> list[Action]:
        """Every action the seat to move may take now (empty when the game is over)."""
        raise NotImplementedError

    def step(self, state: S, action: Action) -> None:
        """Carry out a legal action without checking it (the AI's fast path)."""
        raise NotImplementedError

    def apply(self, state: S, action: Action) -> list[Event]:
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
                raise IllegalAction(self.words.why_illegal(state, action))
            action = match[0]
        log = state.table.log
        mark = len(log) if log is not None else 0
        if log is not None:  # the action itself, for the log's words (the AI's copies keep no log)
            state.table.announce("action", seat=action.seat, act=action.kind, cards=Cards(action.cards),
                                 zone=action.zone, number=action.number)
        self.step(state, action)
        return log[mark:] if log is not None else []

    def rollout(self, state: S, rng: random.Random, to_deal_end: bool = True) -> None:
        """Play uniformly random legal actions on ``state`` (no log) until the game
        ends, or the deal ends when ``to_deal_end``. A game may override this with
        a faster loop, but it must choose exactly as this one does: index
        ``int(rng.random() * len(legal))`` of ``legal_actions`` (written with ``floor``:
        the same number, as it is not negative, by a cheaper call than ``int``'s)."""
        legal, step, rand = self.legal_actions, self.step, rng.random
        if to_deal_end:
            deal = state.deal_no
            while not state.over and state.deal_no == deal:
                acts = legal(state)
                step(state, acts[floor(rand() * len(acts))])
        else:
            while not state.over:
                acts = legal(state)
                step(state, acts[floor(rand() * len(acts))])

    def end_game(self, state: S, totals: Sequence[float] | None = None, **data: object) -> None:
        """The game is over: nobody is to move, and the screen is told ("game_over")."""
        state.over = True
        state.to_move = None
        state.phase = "over"
        t = state.table
        if t.log is not None:
            t.announce("game_over", totals=list(totals if totals is not None else t.counters["score"]), **data)

    # -- scoring ----------------------------------------------------------------------
    def result(self, state: S) -> Result:
        """How the game stands or ended (its ``scores`` are each seat's total): by default by the
        "score" counter, places by ``lower_wins``."""
        scores: list[float] = list(state.table.counters.get("score", [0] * state.players))
        return Result.from_scores(scores, state.over, self.info.lower_wins)

    # -- rules and checks ---------------------------------------------------------------
    def check(self, state: S) -> None:
        """Raise ``AssertionError`` if the state breaks an invariant: by default,
        every card of the game (``state.cards``) is in exactly one place."""
        state.table.check(state.cards)


# A game whatever its state: what the engine's tools, the host, the AI and the screen hold. They hand it
# only states it made (``new_state``, and copies, views and samples of them), so its state is its own.
SomeGame: TypeAlias = Game[Any]


def _unordered(a: Action) -> tuple[str, int, tuple[int, ...], str | None, int | None]:
    return (a.kind, a.seat, tuple(sorted(a.cards)), a.zone, a.number)


def _stacked(deck: Deck | None) -> list[list[int]]:
    if deck is None:
        return []
    items = list(deck)
    orders = items if items and isinstance(items[0], (list, tuple)) else [items]
    out = []
    for order in orders:  # (one order, or a list of them: the first item says which)
        ids = [C.parse(x) if isinstance(x, str) else int(x) for x in cast("Sequence[int | str]", order)]
        if len(set(ids)) != len(ids):
            raise OptionError("a stacked deck names a card twice")
        out.append(ids)
    return out
