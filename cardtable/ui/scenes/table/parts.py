"""What each part of the table scene (scene.py) may ask of it: one small typed interface per part.

A part is handed the scene as one of these (the scene is the only thing that satisfies them);
it reaches the game only through the screen's chair (``cardtable/host/chair.py``) and the chairs
the scene lends it. Nothing here names a part's class: a part that needs another's state asks
for it through the small surface below (``InputSide``, ``TurnsSide``, ...), so the parts import
neither each other nor the scene.
"""

from __future__ import annotations

from typing import Protocol, TypeAlias, runtime_checkable

import pygame

from ....ai.review import OptionValue
from ....engine.actions import Action
from ....engine.game import Game
from ....host.chair import Chair
from ...board import Board
from ...gestures import Drag, Gestures
from ...table_view import Focus, TableView
from ...widgets import Button
from ..base import SceneApp
from .log import TableLog
from .turn import Player, Turn

LastTrick: TypeAlias = tuple[int, tuple[int, ...], int]  # the deal's last trick: (leader, cards, winner)
# the side panel's words as last drawn: (what they show, their image, the log's place under them)
PanelCache: TypeAlias = tuple[object, pygame.Surface, pygame.Rect]


@runtime_checkable
class Ending(Protocol):
    """A record's player (a replay's seat), which can say the record stops before the game's end."""

    def ended(self, legal: list[Action]) -> bool: ...


class Recorded(Player, Ending, Protocol):
    """A record's player (``flow.Replayer``): plays the record's moves for a seat, says where the record stops."""


class InputSide(Protocol):
    """The person's input (input.Input), as the turns see it."""

    @property
    def gestures(self) -> Gestures | None: ...

    def new_turn(self) -> None: ...


class TurnsSide(Protocol):
    """The flow of turns (flow.Turns), as the other parts see it."""

    computers: dict[int, Player]  # seat -> a computer's or a record's player
    shown_over: bool

    @property
    def covered(self) -> bool: ...

    def cancel(self) -> None: ...


class CoachSide(Protocol):
    """The coach's values for this turn (coach.Coach), as the hint reads them."""

    @property
    def values(self) -> list[OptionValue] | None: ...

    @property
    def values_for(self) -> int | None: ...


class PhonesSide(Protocol):
    """The phones' desk (phones.PhoneDesk), as the keys reach its buttons."""

    @property
    def buttons_now(self) -> list[Button]: ...  # a phone's request, when one is up


class Scrolled(Protocol):
    """A box the wheel and Page Up, Page Down scroll (the Moves log, log.TableLog; the coach's, coach.Coach)."""

    def scroll(self, dy: int, pos: tuple[int, int] | None = None) -> bool: ...


class Paged(Scrolled, Protocol):
    """The Moves log (log.TableLog): scrolled by the wheel, and a page at a time by Page Up, Page Down."""

    @property
    def folded(self) -> bool: ...  # hidden by its button (Hide moves)

    def page(self, back: bool) -> bool: ...


class HintsSide(Protocol):
    """The aids (aids.Hints), as the keys read them (Enter makes the hint's move)."""

    @property
    def shown(self) -> Action | None: ...


class PlaybackSide(Protocol):
    """A replay's controls (scenes/replay.py's ``Playback``), as the bar's words and the eyes' hold read them."""

    @property
    def speed(self) -> float: ...

    def words(self) -> str: ...


class Reads(Protocol):
    """What every part may read of the scene: the screen's chair and what it feeds."""

    @property
    def app(self) -> SceneApp: ...  # the app as the scenes see it (base.py)

    @property
    def game(self) -> Game: ...

    @property
    def chair(self) -> Chair: ...  # the screen's chair (it changes when the screen looks through another)

    @property
    def board(self) -> Board: ...

    @property
    def version(self) -> int: ...  # changes seen by the scene (a move, a move taken back)

    @property
    def replaying(self) -> bool: ...

    @property
    def fast(self) -> bool: ...

    @property
    def screen_person(self) -> int | None: ...

    @property
    def my_turn(self) -> bool: ...

    @property
    def aids(self) -> bool: ...

    def name(self, seat: int | None) -> str: ...


class Seen(Reads, Protocol):
    """What a part that still calls back may ask of the scene: say a line, make the buttons again. (A part
    that returns intents instead, ``turn.py``, is handed ``Reads`` and the turn's snapshot.)"""

    def say(self, text: str) -> None: ...

    def make_buttons(self) -> None: ...


class TurnsTable(Seen, Protocol):
    """What the turns (flow.Turns) ask of the scene."""

    @property
    def chairs(self) -> dict[int, Chair]: ...  # the people's at this screen

    @property
    def computer_chairs(self) -> dict[int, Chair]: ...

    @property
    def names(self) -> list[str]: ...

    @property
    def input(self) -> InputSide: ...

    def play(self, action: Action) -> bool: ...

    def pull(self) -> None: ...

    def look_through(self, seat: int | None) -> None: ...


class HintsTable(Reads, Protocol):
    """What the aids (aids.Hints) read of the scene: the turn's snapshot, the coach's values. They return
    what they want done (``turn.py``'s intents); they write nothing of the scene's."""

    @property
    def turn(self) -> Turn: ...

    @property
    def coach(self) -> CoachSide: ...

    def moved(self) -> None: ...


class InputTable(Seen, Protocol):
    """What the person's input (input.Input) asks of the scene."""

    @property
    def view(self) -> TableView: ...

    @property
    def chairs(self) -> dict[int, Chair]: ...

    @property
    def buttons(self) -> list[Button]: ...

    @property
    def bar_buttons(self) -> list[Button]: ...

    @property
    def panel_list(self) -> list[Button]: ...

    @property
    def phones(self) -> PhonesSide: ...

    @property
    def turns(self) -> TurnsSide: ...

    @property
    def hints(self) -> HintsSide: ...

    @property
    def log_panel(self) -> Paged: ...

    @property
    def coach(self) -> Scrolled: ...

    def play(self, action: Action) -> bool: ...

    def press(self, value: object) -> None: ...

    def open_menu(self) -> None: ...


class CoachTable(Reads, Protocol):
    """What the coach (coach.Coach) reads of the scene. It returns what it wants done (``turn.py``'s
    intents: the screen to look through another seat's eyes, a line said); it writes nothing of the scene's."""

    @property
    def onlooker(self) -> Chair: ...

    @property
    def computer_chairs(self) -> dict[int, Chair]: ...

    @property
    def players(self) -> int: ...

    @property
    def playback(self) -> PlaybackSide | None: ...  # a replay's controls: their pace holds the eyes' values too

    @property
    def input(self) -> InputSide: ...

    @property
    def log_panel(self) -> TableLog: ...


class DrawnInput(InputSide, Protocol):
    """The person's input as the drawing shows it: the cards picked and dragged, the focus."""

    @property
    def selected(self) -> set[int]: ...

    @property
    def kfocus(self) -> Focus | None: ...

    @property
    def drag(self) -> Drag | None: ...


class DrawnTurns(Protocol):
    """The turns as the drawing shows them: the screen covered, for whom."""

    @property
    def covered(self) -> bool: ...

    @property
    def handing_to(self) -> int | None: ...


class DrawnHints(Protocol):
    """The aids as the side panel and the bar offer them."""

    @property
    def shown(self) -> Action | None: ...

    @property
    def thinking(self) -> bool: ...

    @property
    def busy(self) -> bool: ...

    @property
    def takes_tricks(self) -> bool: ...

    @property
    def keeps_sheet(self) -> bool: ...

    def can_undo(self) -> bool: ...

    def last_trick(self) -> LastTrick | None: ...

    def has_sheet(self) -> bool: ...

    def hint_text(self, a: Action) -> str: ...


class DrawnCoach(Protocol):
    """The coach's switch and box, as the side panel places them."""

    def buttons(self) -> list[Button]: ...

    def place(self, area: pygame.Rect) -> pygame.Rect: ...

    @property
    def shown(self) -> tuple | None: ...

    def log_least(self) -> int: ...

    def least_h(self, width: int) -> int: ...

    @property
    def on(self) -> bool: ...


class DrawnPhones(Protocol):
    @property
    def seats(self) -> list[int]: ...


class DrawnTable(Seen, Protocol):
    """What the drawing (panel) reads of the scene, and the side panel's cache it keeps there."""

    panel_cache: PanelCache | None

    @property
    def playback(self) -> PlaybackSide | None: ...  # a replay's controls (None: a game in play)

    @property
    def view(self) -> TableView: ...

    @property
    def players(self) -> int: ...

    @property
    def persons(self) -> list[int]: ...

    @property
    def names(self) -> list[str]: ...

    @property
    def onlooker(self) -> Chair: ...

    @property
    def said(self) -> str: ...

    @property
    def replay_progress(self) -> tuple[int, int] | None: ...

    @property
    def bar_buttons(self) -> list[Button]: ...

    @property
    def panel_list(self) -> list[Button]: ...

    @property
    def log_panel(self) -> TableLog: ...

    @property
    def input(self) -> DrawnInput: ...

    @property
    def turns(self) -> DrawnTurns: ...

    @property
    def hints(self) -> DrawnHints: ...

    @property
    def coach(self) -> DrawnCoach: ...

    @property
    def phones(self) -> DrawnPhones: ...


class PhonesTable(Reads, Protocol):
    """What the phones' desk (phones.PhoneDesk) reads of the scene: who plays at this screen, the onlooker's
    names. A seat handed from a phone to the screen or to a computer is an intent (``turn.TakeSeat``) the
    scene applies to its own chairs and players; the desk writes nothing of the scene's."""

    @property
    def persons(self) -> list[int]: ...

    @property
    def onlooker(self) -> Chair: ...
