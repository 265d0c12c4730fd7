"""The table's flow of turns: the computers' moves at their pace, the hand-over between
people, the engine's events to the board (with a word for the moments worth one), the end.
A part of ``TableScene`` (table.py): it reads the screen's chair, never the game's state."""

from __future__ import annotations

import time
from typing import Any

from ...engine.actions import Action
from ...engine.events import Event
from ...engine.present import event_text
from ...engine.state import State


class Replayer:
    """Plays the record's moves for one seat, through its chair (a Computer look-alike)."""

    def __init__(self, chair: Any) -> None:
        self.chair = chair
        self._ready: Action | None = None
        self.thinking = False

    def start(self, game: object, seen: State, seat: int, legal: list[Action]) -> None:
        self._ready = self.chair.scripted()

    def ended(self, legal: list[Action]) -> bool:
        """Nothing more to play: the record stops here (``start`` found no next move)."""
        return self._ready is None

    def poll(self) -> Action | None:
        a, self._ready = self._ready, None
        return a

    def cancel(self) -> None:
        self._ready = None


class TurnFlow:
    """Whose turn it is and what happens next, frame by frame."""

    def update(self, dt: float) -> None:
        if self.fast:
            self._fast()
            return
        self.board.update(dt)
        if self.board.toast and self.board.toast[1] <= 0:
            self.board.toast = None
        if self.why_left > 0:
            self.why_left -= dt
        if self.digits:
            self.digit_left -= dt
            if self.digit_left <= 0:
                self._press_number(self.digits, final=True)
        self._poll_hint()
        if self.board.hold or self.board.busy:
            return
        self._advance(dt)

    def _advance(self, dt: float) -> None:
        ch = self.chair
        if ch.over:
            if not self.shown_over:
                self.shown_over = True
                self.app.session_scene = None
                self.app.open("gameover", self)
            return
        seat = ch.to_move
        if seat in self.computers:
            if self.thinking != (seat, self.version):
                self.thinking = (seat, self.version)
                self.think_time = 0.0
                self.pending = None
                comp = self._start_computer(seat)
                if self.replaying and comp.ended([]):
                    self._record_ends()
            self.think_time += dt
            if self.pending is None:
                self.pending = self.computers[seat].poll()
                self._tell_computer_error(self.computers[seat])
            if self.pending is not None and self.think_time >= self.app.settings.pace_seconds:
                self._apply(self.pending)
            return
        if seat not in self.chairs:
            return  # a phone's turn: its move comes through the room (table_phones)
        if seat != self.screen_person:
            if self.handing_to != seat:
                self.handing_to = seat
                self.covered = True
                self.look_through(None)  # every hand covered until the next person is at the screen
                self.app.open("handover", self, seat)
            return
        if self.gestures is None:
            self._new_turn()

    def _fast(self) -> None:
        """Top speed: every motion at once, no pauses, as many turns as fit in a frame."""
        end = time.perf_counter() + 0.03
        while time.perf_counter() < end:
            self.board.skip()
            self.board.hold = False
            self._pull()
            if self.chair.over:
                self.finished = True
                return
            seat = self.chair.to_move
            if seat not in self.computers:
                return
            comp = self._start_computer(seat)
            a = None
            while a is None:
                a = comp.poll()
                if a is None:
                    time.sleep(0.001)
            self._apply(a)

    def _tell_computer_error(self, comp) -> None:
        """A computer whose thinking failed even after a fresh worker played a stand-in move: say so, once."""
        error = getattr(comp, "error", None)
        if error and not getattr(self, "told_computer_error", False):
            self.told_computer_error = True
            self.app.open("message", "A computer player had trouble",
                          f"{error[:1].upper()}{error[1:]}, even after it was restarted, so it played a move "
                          "at random. The game goes on; computer players will try to think again next turn.")

    def _apply(self, action: Action) -> None:
        """The one way this scene changes the game: a move sent through its seat's chair."""
        self.play(action)

    def _record_ends(self) -> None:
        """A replayed record that stops before the game's end."""
        self.app.open("message", "The record ends here", "The game in this record was not played to its end.")

    def _moment(self, e: Event) -> bool:
        """A moment worth a word; True holds the board until a scene lets it go on."""
        if e.kind == "deal_end":
            if self.fast:
                return False
            self.app.open("summary", self, e)
            return True
        if self.fast:
            return False
        text = event_text(self.game.presentation, e, self.chair.speaker, self.names)
        if text:
            self.board.toast = (text, 0.5 + 4 * self.board.fly)
        return False

    def _new_turn(self) -> None:
        self.gestures = self.make_gestures()  # table_input: the chair's moves, each gesture's meaning
        specs = self.board.shown.specs
        self.board.open_hands(a.zone for a in self.gestures.slot_card if a.zone in specs
                              and specs[a.zone].kind == "hand" and specs[a.zone].owner != self.board.bottom)
        if self.gestures.card_kind:
            self.card_kind = self.gestures.card_kind
        self.selected.clear()
        self.prompt = self.chair.prompt()
        self._make_buttons()
