"""The table: the game in play, seen and played through chairs (``cardtable/host/chair.py``).

The scene never holds the game's state: it is handed a table (``host/tables.TableHost``: the seats,
their chairs, a computer's seed), takes one chair for each seat and one onlooker's, and lets go of the
table; the phones' room is handed the phone seats' chairs and the onlooker's (a seat has one chair).
The screen looks through one chair at a time (``self.chair``): the person at the screen, an
onlooker's when the screen is covered or every person holds their hand on a phone, a seat's eyes
in a replay; it takes that chair's events from its own feed (``self.feed``), as each phone takes its
own. Every move, whoever makes it (the person here, a computer, a phone), reaches the board as the
events of that feed, with the seat's log lines its chair wrote for them.

The scene is composed of parts, each with one job and its own state:

* ``turns`` (``flow.Turns``): the computers (or a replay's record) at their pace, the
  hand-over between people, the moments worth a word, the end;
* ``input`` (``input.Input``): the person's gestures, picks, drag, focus and keys;
* ``hints`` (``aids.Hints``): hint, undo, the last trick, the score sheet, export;
* ``coach`` (``coach.Coach``): the coach's values and a replayed seat's;
* ``phones`` (``phones.PhoneDesk``): the phones' room, their codes and requests;
* the drawing (``panel``), which reads the small surface below.

This module keeps the chairs, the board the screen's chair feeds, the action log, the words the
table says, and the buttons. It makes the turn's snapshot the parts read (``turn.Turn``, once per
change) and applies what they return (``apply``: ``turn.py``'s intents).

Over 400 lines: the scene is the one writer of its chairs, board and buttons, so every part's intents are
applied here; split, a part would write the scene's state again.
"""

from __future__ import annotations

import pygame

from ....ai.service import Computer
from ....engine.actions import Action
from ....games.lessons import Lesson
from ....host.chair import Chair, Feed
from ....host.moves import Refused
from ....host.seats import PHONE
from ....host.tables import TableHost
from ...board import Board, sort_key
from ...table_view import TableView
from ...tooltip import draw_tip
from ...widgets import Button
from ...widgets import text_generation as gen
from ..base import Scene, SceneApp
from ..replay import Playback
from . import panel
from .aids import Hints
from .coach import Coach
from .flow import Replayer, Turns
from .input import Input
from .lesson import LEAVE, Teacher
from .log import TableLog
from .parts import PanelCache
from .phones import PhoneDesk
from .turn import (
    CoachSwitch,
    Do,
    Intents,
    LookThrough,
    Message,
    Player,
    Say,
    ShowTable,
    TakeSeat,
    Turn,
)


class TableScene(Scene):
    board: Board  # made in ``_make_board``, after the turns it calls back at a moment worth a word

    def __init__(self, app: SceneApp, table: TableHost, fast: bool = False, replay: object = None,
                 lesson: Lesson | None = None) -> None:
        super().__init__(app)
        self.game = table.game
        self.fast = fast
        kinds = [s.kind for s in table.seats]
        self.players = len(kinds)
        self.replaying = table.watched  # every seat plays from the record; nobody here decides
        # the people at this screen (not on a phone), each with their chair; computers with theirs
        self.persons = [] if self.replaying else [i for i, s in enumerate(table.seats) if s.kind == "person"]
        seated = {i: table.chair(i, watching=self.replaying) for i in range(self.players)}  # one chair a seat
        self.chairs: dict[int, Chair] = {i: seated[i] for i in self.persons}
        self.onlooker = table.chair(None)
        self.computer_chairs = {i: seated[i] for i, s in enumerate(table.seats)
                                if self.replaying or not (s.is_person or s.kind == PHONE)}
        phone_chairs = {} if self.replaying else {i: seated[i] for i, s in enumerate(table.seats) if s.kind == PHONE}
        self.screen_person: int | None = self.persons[0] if len(self.persons) == 1 else None
        self.chair = self.chairs[self.screen_person] if self.screen_person is not None else self.onlooker
        if self.replaying:  # a solo game is replayed through its person's eyes first
            solo = [i for i, s in enumerate(table.seats) if s.is_person]
            if len(solo) == 1:
                self.screen_person = solo[0]
                self.chair = self.computer_chairs[solo[0]]
        self.coach = Coach(self)
        computers: dict[int, Player]
        if self.replaying and fast:
            computers = {i: Replayer(c) for i, c in self.computer_chairs.items()}
        elif self.replaying:  # each seat's record held at the decisions of the eyes the replay is seen through
            computers = {i: self.coach.eyes(Replayer(c)) for i, c in self.computer_chairs.items()}
        else:
            computers = {i: Computer(kinds[i], table.computer_seed(i)) for i in self.computer_chairs}
        self.turns = Turns(self, computers)
        self.input = Input(self)
        self.hints = Hints(self)
        self.phones = PhoneDesk(self, table, phone_chairs)  # the room, when a seat is on a phone
        self.served = ServedPhones(self)  # the same, as the app serves them under another scene
        self.playback = Playback(self) if self.replaying else None  # a replay's controls (scenes/replay.py)
        self.lesson = Teacher(self, lesson, self.game.info.name) if lesson is not None else None  # teaches a deal
        self.version = 0  # changes seen by this scene (a move, a move taken back)
        self.turn = self._snapshot()  # the turn as the parts read it, made again at each change
        self.moves_seen = self.chair.version  # the moves played when the screen last looked
        self.why = ""
        self.why_left = 0.0
        self.bar_buttons: list[Button] = []
        self.panel_list: list[Button] = []
        self._sort: str | None = None
        self.panel_cache: PanelCache | None = None  # the side panel: (what it shows, image, log place)
        self._make_board()
        self.view = TableView(self.board, app.art)
        self.apply_settings()
        if self.board.fly == 0:
            self.board.skip()  # no motion: the first deal is on the table at once

    # -- the board: fed only by the screen's chair -------------------------------------------------------
    def _make_board(self) -> None:
        self.feed: Feed = self.chair.feed()  # the screen's own events from its chair
        sight, batches = self.feed.opening()
        self.log_panel = TableLog()
        self._refresh_log()
        bottom = self.chair.seat if self.chair.seat is not None else (self.persons[0] if self.persons else 0)
        self.board = Board(sight, self.players, bottom, self.app.size, self.turns.moment, self.app.play_sound,
                           self.app.settings.card_scale, self.game.words.presentation.roles(),
                           self.game.words.presentation.linger, self.game.words.card_word)
        for told in batches:
            self.board.feed(told.events, told.sight)

    def pull(self) -> None:
        """The moves made since the screen last looked (anyone's), as its feed is handed them."""
        batches = self.feed.take()
        if batches is None:  # a move taken back: look afresh
            self.board.reset(self.feed.look())
            self._refresh_log()
            batches = []
        for told in batches:
            self.board.open_hands(())
            self.log_panel.feed(told.events, told.lines)
            self.board.feed(told.events, told.sight)
        if self.chair.version != self.moves_seen or batches:
            self.moves_seen = self.chair.version
            self.moved()

    def moved(self) -> None:
        """The table changed: this turn's gestures, picks, hint and values are gone."""
        self.version += 1
        self.turn = self._snapshot()
        self.input.reset()
        self.turns.reset()
        self.hints.drop()
        self.coach.drop()
        if self.playback is not None:
            self.playback.seen()
        self.make_buttons()

    def _snapshot(self) -> Turn:
        """The turn as the screen's chair sees it now (made once per change, read by the parts)."""
        ch = self.chair
        return Turn(version=self.version, moves=ch.version, seat=ch.seat, to_move=ch.to_move, over=ch.over,
                    seat_to_move=ch.my_turn, aids=self.aids, replaying=self.replaying, names=tuple(ch.names))

    def apply(self, intents: Intents) -> None:
        """What a part asked for, done here in order (``turn.py``): the parts write nothing of the scene's."""
        for it in intents:
            if isinstance(it, Say):
                self.say(it.text)
            elif it is Do.REBUTTON:
                self.make_buttons()
            elif it is Do.REDRAW:
                self.app.dirty = True
            elif isinstance(it, ShowTable):
                self.app.open(it.scene, self)
            elif isinstance(it, Message):
                self.app.open("message", it.title, it.text)
            elif it is Do.TAKE_BACK:
                self.chair.undo()
                self.turns.cancel()
                self.turns.shown_over = False
                self.reset_board()  # the screen's feed looks afresh
                self.moved()
            elif isinstance(it, CoachSwitch):
                self.app.settings.coach = it.on
                self.app.save_settings()
            elif isinstance(it, LookThrough):
                self.look_through(it.seat)
            elif it is Do.HURRY:
                self.board.hurry = True
            elif isinstance(it, TakeSeat):
                self.take_seat(it.seat, it.chair, it.player)
            else:
                self.play(it)

    def reset_board(self) -> None:
        """The board shows the table as it is now, with nothing left to animate (its feed looks afresh)."""
        self.board.reset(self.feed.look())
        self.moves_seen = self.chair.version
        self._refresh_log()

    def _refresh_log(self) -> None:
        """The action log written afresh for whoever looks through the screen's chair."""
        self.log_panel.refresh(self.chair.log_lines())

    def look_through(self, seat: int | None) -> None:
        """The screen looks through another chair (a person's, None: face-up cards only)."""
        if seat is not None and seat in self.chairs:
            chair = self.chairs[seat]
        elif seat is not None and seat in self.computer_chairs and self.replaying:
            chair = self.computer_chairs[seat]
        else:
            chair, seat = self.onlooker, None
        if chair is not self.chair:
            self.feed.close()  # the screen no longer looks through that chair
            self.chair = chair
            self.feed = chair.feed()
        self.screen_person = seat
        self.turn = self._snapshot()
        self.board.look(self.feed.look())
        self.moves_seen = self.chair.version
        self._refresh_log()
        if seat is not None:
            self.board.resize(self.size, bottom=seat)

    def take_seat(self, seat: int, chair: Chair, player: Player | None) -> None:
        """A phone's seat is played here from now on, through its one chair: by a person at this screen
        (``player`` None) or by a computer (``player``)."""
        if player is None:
            self.persons = sorted(self.persons + [seat])
            self.chairs[seat] = chair
            if len(self.persons) == 1:
                self.look_through(seat)
        else:
            self.computer_chairs[seat] = chair
            self.turns.computers[seat] = player
        self.turns.thinking = None
        self.turn = self._snapshot()  # who plays here changed: the aids may no longer be offered

    def hand_over_done(self, seat: int) -> None:
        """The person named has said they are at the screen: their cards may show now."""
        self.look_through(seat)
        self.turns.handed_over()
        self.input.gestures = None

    def play(self, action: Action) -> bool:
        """A move through its seat's chair (the screen's, or a computer's); refused: said why."""
        chair = self.chair if action.seat == self.chair.seat else self.computer_chairs.get(action.seat)
        if chair is None:
            self.say("That move is not for this screen to make.")
            return False
        note = self.lesson.off_path(action) if self.lesson is not None and chair is self.chair else None
        try:
            chair.play(action)
        except Refused as e:
            self.say(e.reason)
            return False
        if note is not None and self.lesson is not None:
            self.lesson.played(note)
        self.pull()
        return True

    # -- settings and size ------------------------------------------------------------------------
    def apply_settings(self) -> None:
        st = self.app.settings
        self.board.fly = 0.0 if self.fast else st.fly_seconds
        self.board.read = 0.0 if self.fast else st.read_seconds
        self.view.four_colour = st.four_colour
        self.view.high_contrast = st.high_contrast
        self.view.back = st.back
        if self._sort != st.sort or self.board.card_scale != st.card_scale or self.board.layout.text_gen != gen():
            self._sort = st.sort
            self.board.sort_key = sort_key(st.sort)
            self.board.card_scale = st.card_scale
            self.board.resize(self.board.size)

    def enter(self) -> None:
        desk = getattr(self.app, "phone_desk", None)
        if desk is not None and desk.scene is not self:
            desk.stop()  # another table's phones: that table is put away
        self.app.phone_desk = self.served
        self.apply_settings()
        if self.lesson is not None:  # a lesson is not a game to continue, nor does it put one away
            return
        self.app.session_scene = None if self.chair.over or self.replaying else self
        if not self.replaying:
            self.app.resumable = None  # this table is the game now (its autosave replaced any other)

    def leave(self) -> None:
        self.hints.hinter.cancel()
        self.chair.flush()  # the autosave is on disk before anything else happens
        self.view.release()  # its window-sized pictures go now, not when Python next collects cycles (issue 50)
        self.panel_cache = None
        self.log_panel.release()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        if size != self.board.size:
            self.board.resize(size)
        self.make_buttons()

    @property
    def animating(self) -> bool:
        return self.board.busy or self.why_left > 0 or self.input.drag is not None or bool(self.board.toast)

    # -- each frame -----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.apply(self.phones.pump())  # the phones' moves reach the table
        self.pull()
        if self.fast:
            self.turns.fast()
            return
        pace = self.playback.scale(dt) if self.playback is not None else dt  # a replay's pace (scenes/replay.py)
        self.board.update(pace)
        if self.board.toast and self.board.toast[1] <= 0:
            self.board.toast = None
        if self.why_left > 0:
            self.why_left -= dt
        self.input.tick(dt)
        self.apply(self.coach.poll())
        self.apply(self.hints.poll())
        if not (self.board.hold or self.board.busy or self.playback is not None and self.playback.holds):
            self.turns.advance(pace)
        self.log_panel.catch_up(self.board.queue)

    def draw(self, surf: pygame.Surface) -> None:
        panel.draw_table(self, surf)
        if self.lesson is not None:
            self.lesson.draw(surf)  # the lesson's pointer and words
        self.coach.draw(surf)  # the coach's or a replayed seat's values
        self.phones.draw(surf)  # the phones' requests and missing seats
        tip = self.input.greyed_tip()  # a greyed card's reason, on hover or focus
        if tip is not None:
            draw_tip(surf, tip[1], tip[0], int(max(15, 20 * self.board.layout.unit)), self.view.toast_drawn)

    # -- input: the cards and keys to the input part, the buttons here ---------------------------------
    def handle(self, e: pygame.event.Event) -> None:
        if self.lesson is not None and self.lesson.covers(e):  # the lesson's box: no card under it is clicked
            if e.type == pygame.MOUSEBUTTONUP and e.button == 1 and self.lesson.leave.hit(e.pos):
                self.press(LEAVE)
            return
        if not self.input.handle(e):
            super().handle(e)

    def key(self, e: pygame.event.Event) -> None:
        if self.lesson is not None and e.key == pygame.K_ESCAPE:
            self.press(LEAVE)  # the way out of a lesson, at any moment
            return
        if self.playback is not None and e.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) and (
                e.mod & (pygame.KMOD_SHIFT | pygame.KMOD_CTRL)):
            self.input.key(e)  # a replay's Page keys jump deals; with Shift or Ctrl they scroll, as at a game
        elif self.playback is None or not self.playback.key(e):
            self.input.key(e)

    def click(self, pos: tuple[int, int]) -> None:
        self.input.click(pos)

    def scroll(self, dy: int) -> None:
        pos = pygame.mouse.get_pos()
        if not self.coach.scroll(dy, pos):  # the coach's box under the pointer, else the log
            self.log_panel.scroll(dy, pos)

    def press(self, value: object) -> None:
        if self.playback is not None and self.playback.press(value):
            return
        if value == LEAVE:
            self.app.pop()  # back where the lesson was asked for (the games, the set-up)
        elif value == ("log",):
            self.log_panel.toggle()
            self.make_buttons()
        elif value in (("coach",), ("eyes",)):
            self.apply(self.coach.press(value))
        elif not isinstance(value, tuple):
            return
        elif str(value[0]).startswith("phone"):
            self.apply(self.phones.press(value))
        elif value[0] == "act" and value[1] is not None and self.my_turn:
            self.play(value[1])
        elif value[0] == "menu":
            self.open_menu()
        elif value[0] == "rules":
            self.app.open("rules", self.game, overlay=True)
        elif value[0] == "hint":
            self.apply(self.hints.ask())
        elif value[0] == "undo":
            self.apply(self.hints.undo())
        elif value[0] == "trick":
            self.apply(self.hints.show_last_trick())
        elif value[0] == "sheet":
            self.apply(self.hints.show_sheet())

    def open_menu(self) -> None:
        self.app.session_scene = None if self.replaying or self.chair.over else self
        self.app.open("menu", paused=True, table=self)

    def say(self, text: str) -> None:
        """A line the table says for a while (why a move cannot be made, ...)."""
        self.why = text[:1].upper() + text[1:] + ("." if text[-1:].isalnum() else "") if text else ""  # a sentence
        self.why_left = 4.0

    def make_buttons(self) -> None:
        self.bar_buttons = self.playback.buttons() if self.playback is not None else []
        g = self.input.gestures
        if self.my_turn and g is not None:
            hint = self.hints.shown
            for label, act in g.buttons(self.input.selected):
                self.bar_buttons.append(Button(label, ("act", act), enabled=act is not None,
                                               on=act is not None and act == hint))
        self.panel_list = panel.panel_buttons(self) + self.phones.panel_buttons()
        self.buttons = self.bar_buttons + self.panel_list
        panel.place_buttons(self)
        self.buttons = self.phones.buttons() + self.buttons  # a phone's request comes first
        if self.lesson is not None:
            self.buttons = self.lesson.buttons() + self.buttons

    # -- what the drawing and the other scenes read ----------------------------------------------------
    @property
    def names(self) -> list[str]:
        """The seats' names from the screen's side ("You" only for the one looking)."""
        return self.chair.names

    def name(self, seat: int | None) -> str:
        return self.chair.name(seat)

    @property
    def my_turn(self) -> bool:
        """Is it the turn of the person at the screen, with nothing left to animate?"""
        return (self.chair.my_turn and not self.replaying and not self.board.busy and not self.turns.covered
                and self.chair.seat in self.chairs)

    @property
    def aids(self) -> bool:
        """The practice aids (hint, undo) are offered: one person against computers."""
        return self.chair.solo and len(self.persons) == 1 and not self.replaying and not self.fast

    @property
    def said(self) -> str:
        """The line the table says now (why a move cannot be made, ...), or ''."""
        return self.why if self.why_left > 0 else ""

    @property
    def replay_progress(self) -> tuple[int, int] | None:
        """(moves played, moves in the record) when replaying, else None."""
        if not self.replaying:
            return None
        done = self.chair.version
        return done, self.chair.script_length or done

    def watch_record(self):
        """The game's whole record, once it is over (to watch again, to check its deals)."""
        return self.chair.finished_record()

    def export(self) -> None:
        """Write the game's record to a file (the menu and the game's end offer it)."""
        self.apply(self.hints.export())


class ServedPhones:
    """The table's phones as the app serves them (``base.Desk``) whatever the screen shows: under another
    scene (a deal's summary) what the phones ask (``PhoneDesk.pump``'s intents) is applied by the table, as
    when the table pumps them itself each frame."""

    def __init__(self, table: TableScene) -> None:
        self.scene = table

    def pump(self) -> None:
        self.scene.apply(self.scene.phones.pump())

    def serve(self, until: float) -> None:
        self.scene.phones.serve(until)

    def stop(self) -> None:
        self.scene.phones.stop()
