"""A saved game played again on the table, move by move, and driven by the person watching
(`cardtable replay FILE`, Watch on the game-over screen and in Past games).

The replay is a table (``TableScene``) whose seats all play from the record, at a table that can be
wound back (``host.watch.WatchedTable``). ``Playback`` is its controls, a part of that scene: pause and
go on (Space), a move on or back (Right, Left), the pace (1 to 4, + and -), the start of this deal or
the one before and the next deal's (Page Up, Page Down), each with a button that says what it does.
A move back winds the table back through the screen's chair (the table replays the record's first
moves behind it; the chair hands the screen a fresh look): the screen then shows exactly what a
replay that had stopped there shows, and holds neither the record nor the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

import pygame

from ...engine.record import Record, RecordError
from ...files.storage import load_record_file
from ...host.tables import TableHost, watched_table
from ..widgets import Button

if TYPE_CHECKING:
    from ...engine.actions import Action
    from ...engine.game import Game
    from ...host.chair import Chair, Feed
    from ..board import Board
    from .base import SceneApp

SPEEDS = (0.5, 1.0, 2.0, 4.0)  # the pace, times the usual one (keys 1 to 4)
FAST_FORWARD = 5000  # at most this many moves played at once to reach the next deal


def speed_words(i: int) -> str:
    x = SPEEDS[i]
    return f"{x:g}x" if x >= 1 else "1/2x"


def deal_word(game: Game) -> str:
    """What the game calls a deal ("Hole" in Golf), for the replay's buttons and words."""
    return game.words.presentation.deal_word or "Deal"


def replay_session(rec: Record) -> TableHost:
    """A table to watch ``rec`` on (``host/tables.watched_table``), that can be wound back (through its chairs)."""
    return watched_table(rec)


def open_replay(app: SceneApp, path: str | None = None, record: Record | None = None) -> bool:
    """Put the record's game on the table, to watch; a bad file gets a message, never a traceback."""
    try:
        rec = record if record is not None else load_record_file(path or "")
        session = replay_session(rec)
    except RecordError as e:
        app.reset("menu")
        app.open("message", "This game cannot be replayed", str(e)[:1].upper() + str(e)[1:] + ".")
        return False
    app.reset("table", session, replay=rec)
    return True


class Replayed(Protocol):
    """What the replay's controls ask of the table scene they sit in (``scenes/table/scene.py``)."""

    chair: Chair  # the chair the screen looks through (a watching one: it winds back)
    feed: Feed  # the screen's own events from that chair
    computer_chairs: dict[int, Chair]  # every seat's, each playing its recorded moves
    game: Game
    board: Board

    @property
    def turns(self) -> _Turns: ...  # read only: the scene's own kind of turns will do
    @property
    def app(self) -> _Dirty: ...

    def say(self, text: str) -> None: ...
    def pull(self) -> None: ...
    def play(self, action: Action) -> object: ...
    def make_buttons(self) -> None: ...


@runtime_checkable
class Winding(Protocol):
    """A chair that winds its table back (a watching one: ``TableHost`` made by ``watched_table``)."""

    def wind_back(self, upto: int) -> None: ...


class _Dirty(Protocol):
    dirty: bool


class _Turns(Protocol):
    shown_over: bool

    def cancel(self) -> None: ...


class Playback:
    """The replay's controls (see the module's text), a part of the table scene: paused or not, the
    pace, and where the deals began among the moves seen so far (public: anyone watching saw it)."""

    def __init__(self, scene: Replayed) -> None:
        self.scene = scene
        self.paused = False
        self.speed_i = 1
        self.starts = [0]  # the move each deal seen so far began at
        self._deal = scene.chair.deal_no
        self.deal_word = deal_word(scene.game).lower()

    # -- where it stands ----------------------------------------------------------------------------
    @property
    def holds(self) -> bool:
        """Paused: no move is played as time goes by (the game's end still shows when it is reached)."""
        return self.paused and not self.scene.chair.over

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_i]

    @property
    def at(self) -> int:
        return int(self.scene.chair.version)

    @property
    def length(self) -> int:
        return int(self.scene.chair.script_length or self.at)

    @property
    def deal(self) -> int:
        """The deal the shown move is in (1 for the first)."""
        return sum(1 for s in self.starts if s <= self.at)

    def seen(self) -> None:
        """After each move the table shows: note where a new deal began."""
        deal = self.scene.chair.deal_no
        if deal != self._deal:
            if deal > self._deal and not self.scene.chair.over and self.at not in self.starts:
                self.starts = sorted(self.starts + [self.at])
            self._deal = deal

    def words(self) -> str:
        """The line the table's bar shows: where the replay is, its pace, paused or not."""
        where = f"Replay: move {self.at} of {self.length}, {self.deal_word} {self.deal}"
        return where + (" (paused)." if self.paused else f" (speed {speed_words(self.speed_i)}).")

    def scale(self, dt: float) -> float:
        """Time as the replay's pace runs it."""
        return dt * self.speed

    # -- the controls ---------------------------------------------------------------------------------
    def buttons(self) -> list[Button]:
        at, going = self.at, self.at < self.length and not self.scene.chair.over
        w = self.deal_word
        return [Button(f"Prev {w}", ("replay", "deal", -1), enabled=at > 0),
                Button("Back", ("replay", "step", -1), enabled=at > 0),
                Button("Play" if self.paused else "Pause", ("replay", "pause"), on=self.paused),
                Button("Next", ("replay", "step", 1), enabled=going),
                Button(f"Next {w}", ("replay", "deal", 1), enabled=going),
                Button(f"Speed {speed_words(self.speed_i)}", ("replay", "speed", 1))]

    def press(self, value: object) -> bool:
        if not (isinstance(value, tuple) and value[:1] == ("replay",)):
            return False
        what = value[1]
        if what == "pause":
            self.toggle()
        elif what == "step":
            self.step(int(value[2]))
        elif what == "deal":
            self.jump_deal(int(value[2]))
        elif what == "speed":
            self.set_speed((self.speed_i + 1) % len(SPEEDS))
        return True

    def key(self, e: pygame.event.Event) -> bool:
        """The replay's keys; False: not one of them."""
        k = e.key
        if k == pygame.K_SPACE:
            self.toggle()
        elif k == pygame.K_RIGHT:
            self.step(1)
        elif k == pygame.K_LEFT:
            self.step(-1)
        elif k == pygame.K_PAGEDOWN:
            self.jump_deal(1)
        elif k == pygame.K_PAGEUP:
            self.jump_deal(-1)
        elif k == pygame.K_HOME:
            self.go_back_to(0)
        elif pygame.K_1 <= k < pygame.K_1 + len(SPEEDS):
            self.set_speed(k - pygame.K_1)
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.set_speed(min(len(SPEEDS) - 1, self.speed_i + 1))
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.set_speed(max(0, self.speed_i - 1))
        else:
            return False
        return True

    def toggle(self) -> None:
        self.paused = not self.paused
        self.scene.say("Paused: Right and Left step through the moves, Space plays on" if self.paused
                       else "Playing on")
        self._changed()

    def hold_for(self, what: str) -> None:
        """Something opened over the replay (its keys, its rules, the menu): it pauses there, so no move
        goes by while the person reads, and says so when they come back (Space plays on)."""
        if self.paused or self.scene.chair.over:
            return
        self.paused = True
        self.scene.say(f"Paused for {what}: Space plays on, Right and Left step through the moves")
        self._changed()

    def set_speed(self, i: int) -> None:
        self.speed_i = i
        self.scene.say(f"Speed {speed_words(i)}")
        self._changed()

    def step(self, by: int) -> None:
        """A move on (played now, its motion shown) or back (the table wound back one move); either way
        the line under the table says the move (not what was said before, "Paused: ...")."""
        if by < 0:
            at = self.at
            self.go_back_to(at - 1)
            if self.at < at:
                last = self._lines()[-1:] if self.at else []
                self.scene.say(f"Back to move {self.at} of {self.length}"
                               + (f", after: {last[0]}" if last else ", the start"))
            return
        if not self._settle():
            return
        before = len(self._lines())
        if self._play_next():
            told = [line for line in self._lines()[before:] if line.strip()]
            self.scene.say(f"Move {self.at}: " + (told[0] if told else "played"))
        self._changed()

    def _lines(self) -> list[str]:
        """The log as the screen's chair reads it (the moves' words, as the Moves panel shows them)."""
        return list(self.scene.chair.log_lines())

    def jump_deal(self, by: int) -> None:
        """Page Down: the next deal's start (or the end); Page Up: this deal's start, or the one before
        when already there."""
        if by < 0:
            earlier = [s for s in self.starts if s < self.at]
            self.go_back_to(earlier[-1] if earlier else 0)
            return
        t = self.scene
        if not self._settle():
            return
        t.feed.look_away()  # the moves on the way are not shown one by one: a fresh look at the end
        start = t.chair.deal_no
        for _ in range(FAST_FORWARD):
            if t.chair.over or t.chair.deal_no != start or not self._play_next(look=False):
                break
        self.seen()
        t.pull()
        self._changed()

    def go_back_to(self, n: int) -> None:
        """The replay back at move ``n`` (the table wound back; the screen looks afresh)."""
        t = self.scene
        if n < 0 or n >= self.at:
            return
        if not isinstance(t.chair, Winding):  # a live game's chair: no way back
            return
        t.turns.cancel()
        t.chair.wind_back(n)
        t.board.hold = False
        t.pull()
        t.turns.shown_over = False  # played on to the end again, the game's end shows again
        self._deal = t.chair.deal_no
        self._changed()

    def _settle(self) -> bool:
        """The motion ends and nothing holds the board (a deal's summary): True if a move may be played."""
        t = self.scene
        if t.chair.over or self.at >= self.length:
            return False
        t.board.skip()
        t.board.hold = False
        t.pull()
        return True

    def _play_next(self, look: bool = True) -> bool:
        """The record's next move, played through its seat's chair; False if there is none."""
        t = self.scene
        t.turns.cancel()
        seat = t.chair.to_move
        chair = t.computer_chairs.get(seat) if seat is not None else None
        a = chair.scripted() if chair is not None else None
        if chair is None or a is None:
            return False
        if look:
            t.play(a)
        else:
            chair.play(a)
            self.seen()
        return True

    def _changed(self) -> None:
        self.scene.make_buttons()
        self.scene.app.dirty = True
