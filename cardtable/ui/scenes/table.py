"""The table: the game in play. It only ever sends legal actions to the engine;
everything it shows comes from the board, which follows the engine's events.

The scene is put together from parts, each with one job: the flow of turns and
the computers (``table_flow``), the player's input (``table_input``), the
practice aids (``table_aids``) and the drawing (``table_panel``). This module
keeps the scene's state, the board and the computers, and the small public
surface the drawing reads.
"""

from __future__ import annotations

import pygame

from ...ai.service import Computer, Hinter
from ...engine.actions import Action
from ...engine.events import Event
from ...engine.record import Record
from ...engine.redact import Redactor
from ...session import Session
from ..board import Board, sort_key
from ..gestures import Gestures
from ..table_view import TableView
from ..widgets import Button
from . import table_panel
from .base import Scene
from .table_aids import PracticeAids
from .table_flow import Replayer, TurnFlow
from .table_input import TableInput
from .table_log import TableLog


class TableScene(TurnFlow, TableInput, PracticeAids, Scene):
    def __init__(self, app, session: Session, fast: bool = False, replay: Record | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.state = session.state
        self.fast = fast
        self.record = replay if replay is not None else session.record  # what "Watch again" replays
        persons = session.persons
        self.screen_person: int | None = persons[0] if len(persons) == 1 else None
        self._make_board()
        self.view = TableView(self.board, app.art)
        self.computers: dict = {i: Computer(s.kind, session.seed * 31 + i) for i, s in enumerate(session.seats)
                                if not s.is_person}
        self.replaying = replay is not None  # every seat plays from the record; nobody at the screen decides
        if replay is not None:
            player = Replayer(list(replay.actions))
            self.computers = {i: player for i in range(len(session.seats))}
        self.hinter = Hinter()
        self.hint: Action | None = None  # the hint shown for this turn (version)
        self.hint_asked: int | None = None  # the version a hint was asked for
        self.selected: set[int] = set()
        self.gestures: Gestures | None = None
        self.version = 0  # actions applied by this scene
        self.why = ""
        self.why_left = 0.0
        self.prompt = ""
        self.thinking: tuple[int, int] | None = None
        self.think_time = 0.0
        self.pending: Action | None = None
        self.covered = False
        self.finished = False  # the game is over and its end was shown
        self.shown_over = False
        self.handing_to: int | None = None
        self.drag: list | None = None  # [card, start pos, moved, pos]
        self.skipping = False
        self.digits = ""
        self.digit_left = 0.0
        self.card_kind = "play"
        self.kfocus: object = None
        self.bar_buttons: list[Button] = []
        self._sort: str | None = None
        self.panel_cache: tuple | None = None  # the side panel's words: (what they show, image, the log's place)
        self.apply_settings()
        if self.board.fly == 0:
            self.board.skip()  # no motion: the first deal is on the table at once

    # -- the board and the computers (the one place that makes and feeds them) -----------------
    def _make_board(self) -> None:
        bottom = self.session.persons[0] if self.session.persons else 0
        self.redactor = Redactor(self.state, self.screen_person)  # the screen is given only what its viewer may see
        game, st = self.game, self.state
        before = None
        if not self.session.actions and not st.over:  # a new table: the first deal is dealt on screen
            before = game.state_class(game.id, st.players, st.seed, st.options, None, log=True)
            game.setup(before)
            before.dealer = game.first_dealer(before)
            n = len(before.table.log)
            if [(e.kind, e.data) for e in before.table.log] != [(e.kind, e.data) for e in st.table.log[:n]]:
                before = None  # not the same start: show the table as dealt
        self.redactor = Redactor(before or st, self.screen_person)
        self.log_panel = TableLog()
        self._refresh_log()
        self.board = Board(self.redactor.sight(before or st), len(self.session.seats), bottom, self.app.size,
                           self._moment, self.app.play_sound, self.app.settings.card_scale)
        if before is not None:
            self.board.feed(*self.redactor.batch(st.table.log[len(before.table.log):], st))

    def _feed_board(self, events: list[Event]) -> None:
        """The events of an action just applied, for the board to show."""
        self.board.open_hands(())
        red, sight = self.redactor.batch(events, self.state)
        self.log_panel.feed(self.game.presentation, red, self.screen_person, self.names, self.state.table.specs)
        self.board.feed(red, sight)

    def _reset_board(self) -> None:
        """The board shows the state as it is now, with nothing left to animate."""
        self.board.reset(self.redactor.sight(self.state))
        self._refresh_log()

    def _refresh_log(self) -> None:
        """The action log written afresh for the person at the screen (a start, a move taken back)."""
        self.log_panel.refresh(self.game, self.session, self.screen_person, self.names)

    def hand_over_done(self, seat: int) -> None:
        """The person named has said they are at the screen: their cards may show now."""
        self.screen_person = seat
        self.board.look(self.redactor.sight(self.state, seat))
        self._refresh_log()
        self.board.resize(self.size, bottom=seat)
        self.covered = False
        self.handing_to = None
        self.gestures = None

    def _start_computer(self, seat: int) -> object:
        """The computer (or the record) in ``seat`` starts on its move; returns it."""
        comp = self.computers[seat]
        comp.start(self.game, self.state, seat, self.game.legal_actions(self.state))
        return comp

    def _start_hinter(self) -> None:
        self.hinter.start(self.game, self.state, self.state.to_move)

    # -- settings and size ------------------------------------------------------------------------
    def apply_settings(self) -> None:
        st = self.app.settings
        self.board.fly = 0.0 if self.fast else st.fly_seconds
        self.board.read = 0.0 if self.fast else st.read_seconds
        self.view.four_colour = st.four_colour
        self.view.high_contrast = st.high_contrast
        self.view.back = st.back
        if self._sort != st.sort or self.board.card_scale != st.card_scale:
            self._sort = st.sort
            self.board.sort_key = sort_key(st.sort)
            self.board.card_scale = st.card_scale
            self.board.resize(self.board.size)

    def enter(self) -> None:
        self.apply_settings()
        self.app.session_scene = None if self.state.over or self.replaying else self
        if not self.replaying:
            self.app.resumable = None  # this table is the game now (its autosave replaced any other)

    def leave(self) -> None:
        self.hinter.cancel()
        self.session.flush()  # the autosave is on disk before anything else happens

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        if size != self.board.size:
            self.board.resize(size)
        self._make_buttons()

    @property
    def animating(self) -> bool:
        return self.board.busy or self.why_left > 0 or self.drag is not None or bool(self.board.toast)

    # -- what the drawing and the other scenes read -----------------------------------------------
    @property
    def names(self) -> list[str]:
        return [s.name for s in self.session.seats]

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.session.seats):
            return "Nobody"
        return self.session.seats[seat].name

    @property
    def my_turn(self) -> bool:
        """Is it the turn of the person at the screen, with nothing left to animate?"""
        st = self.state
        return (not st.over and st.to_move is not None and st.to_move == self.screen_person and not self.replaying
                and not self.board.busy and not self.covered and self.session.seats[st.to_move].is_person)

    @property
    def aids(self) -> bool:
        """The practice aids (hint, undo) are offered: one person against computers."""
        return self.session.solo and not self.replaying and not self.fast

    @property
    def said(self) -> str:
        """The line the table says now (why a move cannot be made, ...), or ''."""
        return self.why if self.why_left > 0 else ""

    @property
    def shown_hint(self) -> Action | None:
        """The hint worked out for this turn, if one was asked for and is ready."""
        return self.hint if self.hint_asked == self.version else None

    @property
    def hint_thinking(self) -> bool:
        """A hint was asked for this turn and is still being worked out."""
        return self.hint_asked == self.version and self.hint is None and self.hinter.thinking

    @property
    def hinter_busy(self) -> bool:
        """A hint is being worked out (for this turn or one just past)."""
        return self.hinter.thinking

    @property
    def replay_progress(self) -> tuple[int, int] | None:
        """(moves played, moves in the record) when replaying, else None."""
        if not self.replaying:
            return None
        done = len(self.session.actions)
        return done, len(self.record.actions) or done

    def _say(self, text: str) -> None:
        self.why = text[:1].upper() + text[1:] if text else ""
        self.why_left = 4.0

    def _make_buttons(self) -> None:
        self.bar_buttons = []
        if self.my_turn and self.gestures is not None:
            hint = self.shown_hint
            for label, act in self.gestures.buttons(self.selected):
                self.bar_buttons.append(Button(label, ("act", act), enabled=act is not None,
                                               on=act is not None and act == hint))
        self.buttons = self.bar_buttons + table_panel.panel_buttons(self)
        table_panel.place_buttons(self)

    def draw(self, surf: pygame.Surface) -> None:
        table_panel.draw_table(self, surf)
        self.draw_aids(surf)  # the coach's or a replayed seat's values (table_coach)

    # -- the action log (table_log) ----------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.log_panel.catch_up(self.board.queue)

    def scroll(self, dy: int) -> None:
        self.log_panel.scroll(dy, pygame.mouse.get_pos())

    def press(self, value: object) -> None:
        if value == ("log",):
            self.log_panel.toggle()
            self._make_buttons()
            return
        if self.aid_press(value):  # the coach's switch, replay's eyes (table_coach)
            return
        super().press(value)
