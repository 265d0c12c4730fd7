"""What a chair needs of its host, and what the host needs of a chair: small typed protocols, so that the
seat (``chair.py``) never depends on the keeper (``session.py``) and neither reaches into the other.

``Host`` is the table as a chair sees it: the rules, the true state and record (kept behind the chair: a
chair hands out only what its seat may see), who sits where, and the few services a seat's screen may ask
for (apply a move, save, take back, the game code once the game is over); ``chair.Host`` adds a new
table like it (``again``), handed out as the screen's ``TableHost``, declared beside the chair.
``Listener`` is a chair as its host sees it: it is told of every action's events and of a move taken
back."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from ..engine.actions import Action
from ..engine.events import Event
from ..engine.game import SomeGame
from ..engine.options import OptionValue
from ..engine.record import Record
from ..engine.state import State


class SeatInfo(Protocol):
    """Who sits in a seat, as a chair reads it."""

    @property
    def name(self) -> str: ...

    @property
    def kind(self) -> str: ...

    @property
    def is_person(self) -> bool: ...


class Listener(Protocol):
    """A chair as its host sees it: handed every action's events, and told when moves are taken back."""

    def played(self, events: list[Event]) -> None: ...

    def taken_back(self) -> None: ...


class RecordExporter(Protocol):
    """Where a finished game's record may be written for the player to keep (the player's files)."""

    def export_record(self, record: Record) -> Path: ...


class Host(Protocol):
    """What a chair needs of the table it sits at (a ``Session`` is one)."""

    @property
    def game(self) -> SomeGame: ...

    @property
    def state(self) -> State: ...

    @property
    def record(self) -> Record: ...

    @property
    def seats(self) -> Sequence[SeatInfo]: ...

    @property
    def persons(self) -> list[int]: ...

    @property
    def solo(self) -> bool: ...

    @property
    def options(self) -> dict[str, OptionValue]: ...

    @property
    def seed(self) -> int: ...

    @property
    def fingerprint(self) -> str: ...

    @property
    def practice(self) -> bool: ...

    @property
    def code(self) -> str: ...

    @property
    def script(self) -> list[Action] | None: ...

    @property
    def storage(self) -> object | None: ...

    @property
    def save_failed(self) -> bool: ...

    def seated(self, chair: Listener) -> None: ...

    def trick_players(self) -> dict[str, list[int | None]]: ...

    def apply(self, action: Action) -> list[Event]: ...

    def flush(self) -> None: ...

    def can_undo(self) -> bool: ...

    def undo(self) -> bool: ...

    def hand_seat(self, seat: int, kind: str) -> None: ...
