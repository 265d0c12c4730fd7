"""The table's flow of turns: the computers' moves at their pace, the hand-over between people,
a word for the moments worth one, the end. A part of ``TableScene`` (scene.py), composed into
it: it reads the chairs, never the game's state."""

from __future__ import annotations

import time

from ....engine.actions import Action
from ....engine.events import Event
from ....engine.game import Game
from ....engine.present import event_text
from ....engine.state import State
from ....host.chair import Chair
from .parts import Ending, TurnsTable
from .turn import Player


class Replayer:
    """Plays the record's moves for one seat, through its chair (a Computer look-alike)."""

    def __init__(self, chair: Chair) -> None:
        self.chair = chair
        self._ready: Action | None = None
        self.thinking = False

    def start(self, game: Game, seen: State, seat: int, legal: list[Action]) -> None:
        self._ready = self.chair.scripted()

    def ended(self, legal: list[Action]) -> bool:
        """Nothing more to play: the record stops here (``start`` found no next move)."""
        return self._ready is None

    def poll(self) -> Action | None:
        a, self._ready = self._ready, None
        return a

    def cancel(self) -> None:
        self._ready = None


class Turns:
    """Whose turn it is and what happens next, frame by frame: the computers (or a replay's record)
    at their pace, through their own chairs; the hand-over between people at one screen; the
    moments worth a word; the end. Its own state: the computers and where their thinking is,
    whether the screen is covered for a hand-over."""

    def __init__(self, scene: TurnsTable, computers: dict[int, Player]) -> None:
        self.scene = scene  # the table scene (scene.py), as this part may see it: its chairs, its board
        self.computers = computers
        self.thinking: tuple[int, int] | None = None  # (seat, version) a computer started on
        self.think_time = 0.0
        self.pending: Action | None = None
        self.covered = False  # every hand covered: the screen is being passed on
        self.handing_to: int | None = None
        self.shown_over = False
        self.finished = False  # the game is over (top speed: ended)
        self.told_error = False

    def reset(self) -> None:
        """A move was made or taken back: nothing pending."""
        self.pending = None

    def advance(self, dt: float) -> None:
        t = self.scene
        ch = t.chair
        if ch.over:
            if not self.shown_over:
                self.shown_over = True
                t.app.session_scene = None
                t.app.open("gameover", t)
            return
        seat = ch.to_move
        if seat in self.computers:
            if self.thinking != (seat, t.version):
                self.thinking = (seat, t.version)
                self.think_time = 0.0
                self.pending = None
                comp = self.start_computer(seat)
                if t.replaying and isinstance(comp, Ending) and comp.ended([]):
                    self._record_ends()
            self.think_time += dt
            if self.pending is None:
                self.pending = self.computers[seat].poll()
                self._tell_error(self.computers[seat])
            if self.pending is not None and self.think_time >= t.app.settings.pace_seconds:
                t.play(self.pending)
            return
        if seat not in t.chairs:
            return  # a phone's turn: its move comes through the room (phones)
        if seat != t.screen_person:
            if self.handing_to != seat:
                self.handing_to = seat
                self.covered = True
                t.look_through(None)  # every hand covered until the next person is at the screen
                t.app.open("handover", t, seat)
            return
        if t.input.gestures is None:
            t.input.new_turn()

    def handed_over(self) -> None:
        """The person named is at the screen."""
        self.covered = False
        self.handing_to = None

    def start_computer(self, seat: int) -> Player:
        """The computer (or the record) in ``seat`` starts on its move, from its chair's view; returns it."""
        comp, chair = self.computers[seat], self.scene.computer_chairs[seat]
        comp.start(self.scene.game, chair.seen(), seat, chair.legal())
        return comp

    def cancel(self) -> None:
        for comp in self.computers.values():
            comp.cancel()
        self.thinking = None
        self.pending = None

    def fast(self) -> None:
        """Top speed: every motion at once, no pauses, as many turns as fit in a frame."""
        t = self.scene
        end = time.perf_counter() + 0.03
        while time.perf_counter() < end:
            t.board.skip()
            t.board.hold = False
            t.pull()
            if t.chair.over:
                self.finished = True
                return
            seat = t.chair.to_move
            if seat not in self.computers:
                return
            comp = self.start_computer(seat)
            a = None
            while a is None:
                a = comp.poll()
                if a is None:
                    time.sleep(0.001)
            t.play(a)

    def _tell_error(self, comp: Player) -> None:
        """A computer whose thinking failed even after a fresh worker played a stand-in move: say so, once."""
        error = getattr(comp, "error", None)
        if error and not self.told_error:
            self.told_error = True
            self.scene.app.open("message", "A computer player had trouble",
                            f"{error[:1].upper()}{error[1:]}, even after it was restarted, so it played a move "
                            "at random. The game goes on; computer players will try to think again next turn.")

    def _record_ends(self) -> None:
        """A replayed record that stops before the game's end."""
        self.scene.app.open("message", "The record ends here", "The game in this record was not played to its end.")

    def moment(self, e: Event) -> bool:
        """A moment worth a word; True holds the board until a scene lets it go on."""
        t = self.scene
        if e.kind == "deal_end":
            if t.fast:
                return False
            t.app.open("summary", t, e)
            return True
        if t.fast:
            return False
        text = event_text(t.game.words.presentation, e, t.chair.speaker, t.names)
        if text:
            t.board.toast = (text, 0.5 + 4 * t.board.fly)
        return False
