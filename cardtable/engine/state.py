"""A game's state: the table plus the public numbers a game keeps beside it."""

from __future__ import annotations

import random
from typing import Any

from .table import Table


class State:
    """One whole game, every deal of it.

    Game modules keep their public values (bids, scores, whose turn, phase) as
    attributes. They must be immutable values, or flat lists/dicts of them:
    ``copy`` copies one level deep, which keeps the AI's copies cheap.
    Hidden information lives only on the table.
    """

    table: Table
    to_move: int | None
    over: bool

    def __init__(self, game_id: str, players: int, seed: int, options: dict[str, Any],
                 stacked: list[list[int]] | None = None, log: bool = True) -> None:
        self.game_id = game_id
        self.players = players
        self.seed = seed
        self.options = options  # never changed after the start
        self.chance = 0  # how many random events so far: each gets its own stream
        self.stacked = stacked or []  # chosen orders for the first shuffles (tests, replays of real deals)
        self.table = Table(players, log=log)
        self.to_move = None
        self.over = False
        self.viewer: int | None = None  # set on a view: whose view it is
        self.unseen: dict[str, list[int]] | None = None  # on a view: the hidden cards, per pool

    def rng(self) -> random.Random:
        """A random source for the next chance event (a shuffle, a blind draw)."""
        if self.seed is None:
            raise RuntimeError("a view has no random source: determinize it first")
        self.chance += 1
        return random.Random(self.seed * 1_000_003 + self.chance)

    def copy(self, log: bool = False) -> State:
        s = State.__new__(State)
        d = s.__dict__
        for k, v in self.__dict__.items():
            t = type(v)
            if t is list or t is dict:
                d[k] = v.copy()
            else:
                d[k] = v
        s.table = self.table.copy(log)
        return s

    def public(self) -> dict[str, Any]:
        """The game's public values (everything but the table and internals)."""
        skip = {"table", "seed", "chance", "stacked", "options", "unseen", "viewer"}
        return {k: v for k, v in self.__dict__.items() if k not in skip}

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        a, b = self.table, other.table
        return (self.public() == other.public() and a.zones == b.zones and a.up == b.up
                and a.known == b.known and a.counters == b.counters and a.where == b.where
                and self.seed == other.seed and self.chance == other.chance)

    __hash__ = None  # type: ignore[assignment]
