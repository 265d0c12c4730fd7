"""One game at the table: who sits where, the options, the state, and the actions so far."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ..engine.actions import Action
from ..engine.events import Event
from ..engine.game import Game
from ..engine.record import Record
from ..engine.state import State
from ..games import get_game

NAMES = ("Ada", "Basil", "Cleo", "Dev", "Edna", "Finn", "Gus", "Hana", "Ivo", "Juno", "Kit", "Lou")
LEVELS = ("easy", "medium", "hard")


@dataclass
class Seat:
    name: str
    kind: str = "person"  # "person", or a computer level: easy, medium, hard (or "random")

    @property
    def person(self) -> bool:
        return self.kind == "person"


@dataclass
class Session:
    game_id: str
    seats: list[Seat]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0
    state: State | None = None
    actions: list[Action] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.state is None:
            self.state = self.game.new_state(len(self.seats), self.seed, self.options)

    @property
    def game(self) -> Game:
        return get_game(self.game_id)

    @property
    def persons(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.person]

    def apply(self, action: Action) -> list[Event]:
        """The one way the screen changes a game: a legal action, through the engine."""
        assert self.state is not None
        events = self.game.apply(self.state, action)
        self.actions.append(action)
        return events

    def record(self) -> Record:
        return Record(self.game_id, len(self.seats), self.seed, dict(self.options), list(self.actions),
                      [{"name": s.name, "kind": s.kind} for s in self.seats])

    def again(self) -> Session:
        """The same table, a new shuffle."""
        return Session(self.game_id, [Seat(s.name, s.kind) for s in self.seats], dict(self.options),
                       random.randrange(1 << 30))


def default_seats(game: Game, players: int, persons: int = 1, level: str = "medium") -> list[Seat]:
    seats = []
    for i in range(players):
        if i < persons:
            seats.append(Seat("You" if persons == 1 else f"Player {i + 1}", "person"))
        else:
            seats.append(Seat(NAMES[i % len(NAMES)], level))
    return seats
