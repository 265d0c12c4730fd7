"""A game's state: the table plus the public numbers a game keeps beside it.

Every field is declared: the base ``State`` declares what all games keep, and
each game subclasses it with ``__slots__`` and annotations for its own values.
A subclass gets, once, a ``copy`` and a ``public`` written out for exactly its
fields, so the AI's millions of copies pay no per-field look-ups.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar, Self

from .table import Table

# Fields that are not the game's public values: the table, the random source, internals.
PRIVATE = ("table", "seed", "chance", "stacked", "options", "unseen", "viewer", "searcher")


class State:
    """One whole game, every deal of it.

    Game modules keep their public values (bids, scores, whose turn, phase) in
    declared fields: immutable values, or flat lists/dicts of them. ``copy``
    copies the fields annotated as a list or dict one level deep and shares
    everything else, which keeps the AI's copies cheap. Hidden information
    lives only on the table.

    A game's fields must all be set by its ``setup`` (or, for the per-deal
    ones, by its ``deal``) before the state is first copied.
    """

    __slots__ = ("game_id", "players", "seed", "options", "chance", "stacked", "table", "to_move", "over",
                 "viewer", "searcher", "unseen", "deal_no", "phase", "dealer", "history", "sheet", "cards")

    game_id: str
    players: int
    seed: int | None
    options: dict[str, Any]  # never changed after the start: shared by copies
    chance: int  # how many random events so far: each gets its own stream
    stacked: list[list[int]]  # chosen orders for the first shuffles (tests, replays of real deals)
    table: Table
    to_move: int | None
    over: bool
    viewer: int | None  # set on a view: whose view it is
    searcher: int | None  # set on a world sampled for a search (views.determinize): whose search it is
    unseen: dict[str, list[int]] | None  # on a view: the hidden cards, per pool
    deal_no: int  # deals finished so far
    phase: str  # the game's phase of play ("over" once the game is over)
    dealer: int  # who dealt the deal in play
    history: list[tuple[float, ...]]  # the totals after each finished deal
    sheet: list[tuple[Any, ...]]  # each finished deal's score sheet line, in the game's own terms
    cards: tuple[int, ...]  # every card the game uses (never changes: shared by copies)

    _fields: ClassVar[tuple[str, ...]]  # every slot, base first, in order

    def __init__(self, game_id: str, players: int, seed: int, options: dict[str, Any],
                 stacked: list[list[int]] | None = None, log: bool = True) -> None:
        self.game_id = game_id
        self.players = players
        self.seed = seed
        self.options = options
        self.chance = 0
        self.stacked = stacked or []
        self.table = Table(players, log=log)
        self.to_move = None
        self.over = False
        self.viewer = None
        self.searcher = None
        self.unseen = None
        self.deal_no = 0
        self.phase = ""
        self.dealer = 0
        self.history = []
        self.sheet = []
        self.cards = ()

    def __init_subclass__(cls, **kw: object) -> None:
        super().__init_subclass__(**kw)
        _declare(cls)

    def rng(self) -> random.Random:
        """A random source for the next chance event (a shuffle, a blind draw)."""
        if self.seed is None:
            raise RuntimeError("a view has no random source: determinize it first")
        self.chance += 1
        return random.Random(self.seed * 1_000_003 + self.chance)

    # ``copy(log=False)`` and ``public()`` are written for each class from its declared fields
    # by ``_declare`` (below), so a copy does exactly the work its fields need.
    copy: Callable[..., Self]  # copy(log=False): a copy of this same class
    public: Callable[[], dict[str, object]]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        a, b = self.table, other.table
        return (self.public() == other.public() and a.zones == b.zones and a.up == b.up
                and a.known == b.known and a.counters == b.counters and a.where == b.where
                and self.seed == other.seed and self.chance == other.chance)

    __hash__ = None  # type: ignore[assignment]  # unhashable: states compare by value and change


def seat_to_move(state: State) -> int:
    """The seat to move, where one is meant; ``ValueError`` when nobody is (the game is over). The
    play-outs' loops narrow ``state.to_move`` themselves (``assert``: no call per move)."""
    seat = state.to_move
    if seat is None:
        raise ValueError("nobody is to move: the game is over")
    return seat


def _annotations(cls: type) -> dict[str, str]:
    out: dict[str, str] = {}
    for k in reversed(cls.__mro__):
        out.update({n: str(a) for n, a in k.__dict__.get("__annotations__", {}).items()})
    return out


def _declare(cls: type[State]) -> None:
    """Check a state class's declaration and write its ``copy`` and ``public``."""
    if "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} must declare __slots__ (its fields, each annotated)")
    fields: list[str] = []
    for k in reversed(cls.__mro__):
        slots = k.__dict__.get("__slots__", ())
        fields.extend([slots] if isinstance(slots, str) else slots)
    notes = _annotations(cls)
    missing = [f for f in fields if f not in notes]
    if missing:
        raise TypeError(f"{cls.__name__}: fields without an annotation: {missing}")
    cls._fields = tuple(fields)
    lines = ["def copy(self, log=False):", "    s = new(cls)"]
    for f in fields:
        note = notes[f].replace(" ", "")
        if f == "table":
            lines.append("    s.table = self.table.copy(log)")
        elif f == "options":
            lines.append("    s.options = self.options")  # never changed after the start
        elif note.startswith(("list[", "dict[", "list|", "dict|")) or note in ("list", "dict"):
            if "None" in note:
                lines.append(f"    v = self.{f}")
                lines.append(f"    s.{f} = None if v is None else v.copy()")
            else:
                lines.append(f"    s.{f} = self.{f}.copy()")
        else:
            lines.append(f"    s.{f} = self.{f}")
    lines.append("    return s")
    shown = [f for f in fields if f not in PRIVATE]
    lines.append("def public(self):")
    lines.append("    return {" + ", ".join(f"{f!r}: self.{f}" for f in shown) + "}")
    scope: dict[str, Any] = {"new": object.__new__, "cls": cls}
    exec("\n".join(lines), scope)  # noqa: S102  (our own field names, checked above)
    scope["copy"].__doc__ = "A copy for play: lists and dicts one level deep, the rest shared."
    scope["public"].__doc__ = "The game's public values (everything but the table and internals)."
    cls.copy = scope["copy"]
    cls.public = scope["public"]


_declare(State)
