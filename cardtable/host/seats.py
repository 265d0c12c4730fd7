"""Who sits where: a seat is a person (by name), a person on a phone, or a computer (by level).

Apart from the keeper (``session.py``) so that the screen and the room, which set up and read seats,
never import the keeper itself (they are handed a table as ``tables.TableHost``)."""

from __future__ import annotations

from dataclasses import dataclass

from ..ai.levels import DEFAULT_LEVEL
from ..engine.game import SomeGame
from ..engine.record import RecordError, SeatJSON, plain_name

PERSON = "person"
PHONE = "phone"  # a person who holds their hand on a phone (the room)
NAMES = ("Ada", "Basil", "Cleo", "Dev", "Edna", "Finn", "Gus", "Hana", "Ivo", "Juno", "Kit", "Lou")


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: a person (by name) or a computer player (by level)."""

    name: str
    kind: str = PERSON  # "person", "phone" (a person on a phone), or a player spec ("easy", "hard", "ismcts:N"...)

    def __post_init__(self) -> None:
        clean = plain_name(self.name) if isinstance(self.name, str) else ""
        if clean != self.name:  # a name from a file or a caller: no control characters, not endless
            object.__setattr__(self, "name", clean or "?")

    @property
    def is_person(self) -> bool:
        return self.kind in (PERSON, PHONE)

    def to_json(self) -> SeatJSON:
        return {"name": self.name, "kind": self.kind}

    @classmethod
    def from_json(cls, d: object) -> Seat:
        if not isinstance(d, dict) or not isinstance(d.get("name"), str) or not isinstance(d.get("kind"), str):
            raise RecordError("a seat in the record is damaged")
        return cls(d["name"], d["kind"])


def default_seats(game: SomeGame, players: int, persons: int = 1, level: str = DEFAULT_LEVEL) -> list[Seat]:
    """A table of ``players``: the first ``persons`` seats people, the rest computers at ``level``."""
    seats = []
    for i in range(players):
        if i < persons:
            seats.append(Seat("You" if persons == 1 else f"Player {i + 1}"))
        else:
            seats.append(Seat(NAMES[i % len(NAMES)], level))
    return seats
