"""One snapshot of the turn, handed to the table's parts, and what a part asks the scene to do.

The scene (``scene.TableScene``) makes a ``Turn`` once per change (a move, a move taken back, the
screen looking through another chair, a seat taken over here), never per frame. A part reads it
instead of asking the scene each time, and returns what it wants done as intents (the small
dataclasses and the ``Do`` names below, or an ``Action`` to send through the seat's chair); the scene applies them, in
order (``TableScene.apply``). Such a part writes nothing of the scene's, and calls nothing back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Protocol, TypeAlias

from ....engine.actions import Action
from ....engine.game import Game
from ....engine.state import State
from ....host.chair import Chair


class Player(Protocol):
    """A computer's seat (``ai.service.Computer``) or a record's (``flow.Replayer``)."""

    @property
    def thinking(self) -> bool: ...

    def start(self, game: Game, seen: State, seat: int, legal: list[Action]) -> None: ...

    def poll(self) -> Action | None: ...

    def cancel(self) -> None: ...


@dataclass(frozen=True)
class Turn:
    """The table as the screen's chair sees it after the last change."""

    version: int  # changes seen by the scene (a move, a move taken back)
    moves: int  # moves played so far (the chair's version: what the hint and the review seed a search with)
    seat: int | None  # the seat the screen looks through (None: an onlooker's)
    to_move: int | None  # the seat to move (None: nobody, the game is over)
    over: bool
    seat_to_move: bool  # the screen's seat is the one to move
    aids: bool  # the practice aids (hint, undo) are offered: one person against computers
    replaying: bool
    names: tuple[str, ...]  # the seats' names from the screen's side ("You" for the one looking)

    def name(self, seat: int | None) -> str:
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else "Nobody"


class Do(Enum):
    """What a part asks for that needs no more than its name (each member's value says what it does)."""

    REBUTTON = "the buttons made again (what they offer changed)"
    REDRAW = "the screen drawn again at once (a frame with nothing moving is not otherwise drawn)"
    TAKE_BACK = "undo through the screen's chair: back to the person's previous decision, the table shown afresh"
    HURRY = "the board's motion catches up (the phones have read a deal's end)"


@dataclass(frozen=True)
class Say:
    """A line the table says for a while (``TableScene.say``)."""

    text: str


@dataclass(frozen=True)
class ShowTable:
    """Another scene over the table, handed the table (the last trick, the score sheet)."""

    scene: str


@dataclass(frozen=True)
class Message:
    """A message box over the table."""

    title: str
    text: str


@dataclass(frozen=True)
class LookThrough:
    """The screen looks through another seat's chair (None: an onlooker's, face-up cards only)."""

    seat: int | None


@dataclass(frozen=True)
class CoachSwitch:
    """The coach turned on or off (the player's setting, kept in their settings file)."""

    on: bool


@dataclass(frozen=True)
class TakeSeat:
    """A phone's seat is played here from now on, through its one chair: by a person at this screen
    (``player`` None) or by a computer."""

    seat: int
    chair: Chair
    player: Player | None


Intent: TypeAlias = Say | Do | ShowTable | Message | LookThrough | CoachSwitch | TakeSeat | Action
Intents: TypeAlias = Sequence[Intent]
NOTHING: Intents = ()  # a part with nothing to ask this frame (no list made)
