"""The table: the game in play. It only ever sends legal actions to the engine;
everything it shows comes from the board, which follows the engine's events.

One person against computers gets the practice aids: a hint (worked out off
the drawing loop, shown as a highlight, never played for them) and undo back
to their previous decision; anyone may look at the last trick and the score
sheet. A replay drives every seat from a record instead of players.
"""

from __future__ import annotations

import pygame

from ...engine.actions import Action
from ...engine.events import Event
from ...engine.redact import Redactor
from ...session import Session
from ..board import Board
from ..computer import Computer, Hinter
from ..gestures import Gestures
from ..table_view import Marks, TableView
from ..widgets import Button
from . import table_panel
from .base import Scene

TOASTS = {
    "trick": "{name} takes the trick",
    "say_uncle": '{name} says "Uncle!"',
    "pass": "{name} passes",
    "stop": "{name} stops the deal",
    "out": "{name} goes out!",
    "scoop": "{name} scoops {n} cards",
    "turn_over": "The discard pile becomes the stock",
    "show": "{name} shows",
    "challenge": "{name} challenges for {bid}!",
    "chips": "{name} takes {amount} chips",
    "call": "{name} calls {total}",
    "bet_won": "{name} wins the challenge",
    "bet_lost": "{name} hits a skull",
    "card_lost": "{name} loses a card",
    "reveal": "{name} turns up cards",
    "named": "{name} names a player to start",
    "tiebreak": "A tie: cards are drawn to break it",
}
QUIET = {"deal_end", "game_over", "zone", "unzone", "tell", "conceal"}


class _Blank(dict):
    def __missing__(self, key: str) -> str:
        return "?"


class TableScene(Scene):
    def __init__(self, app, session: Session, fast: bool = False, replay: list[Action] | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.state = session.state
        self.fast = fast
        n = len(session.seats)
        persons = session.persons
        self.screen_person: int | None = persons[0] if len(persons) == 1 else None
        bottom = persons[0] if persons else 0
        self.redactor = Redactor(self.state, self.screen_person)  # the screen is given only what its viewer may see
        self.board = Board(self.redactor.sight(self.state), n, bottom, app.size, self._moment, app.play_sound)
        self.view = TableView(self.board, app.art)
        self.computers: dict = {i: Computer(s.kind, session.seed * 31 + i) for i, s in enumerate(session.seats)
                                if not s.is_person}
        self.replaying = replay is not None  # every seat plays from the record; nobody at the screen decides
        if replay is not None:
            from .replay import Replayer

            player = Replayer(replay)
            self.computers = {i: player for i in range(n)}
        self.hinter = Hinter()
        self.hint: Action | None = None  # the hint shown for this turn (version)
        self.hint_asked: int | None = None  # the version a hint was asked for
        self.told_practice = False
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
        self.apply_settings()

    # -- settings and size ------------------------------------------------------------------------
    def apply_settings(self) -> None:
        st = self.app.settings
        self.board.fly = 0.0 if self.fast else st.fly_seconds
        self.view.four_colour = st.four_colour
        self.view.back = st.back
        from ..board import sort_key

        if getattr(self, "_sort", None) != st.sort:
            self._sort = st.sort
            self.board.sort_key = sort_key(st.sort)
            self.board.resize(self.board.size)

    def enter(self) -> None:
        self.apply_settings()
        self.app.session_scene = None if self.state.over or self.replaying else self
        if not self.replaying:
            self.app.resumable = None  # this table is the game now (its autosave replaced any other)

    def leave(self) -> None:
        self.hinter.cancel()

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        if size != self.board.size:
            self.board.resize(size)
        self._make_buttons()

    @property
    def animating(self) -> bool:
        return self.board.busy or self.why_left > 0 or self.drag is not None or bool(self.board.toast)

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

    # -- the flow of the game -------------------------------------------------------------------------
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
        st = self.state
        if st.over:
            if not self.shown_over:
                self.shown_over = True
                self.app.session_scene = None
                from .gameover import GameOver

                self.app.push(GameOver(self.app, self))
            return
        seat = st.to_move
        if seat in self.computers:
            comp = self.computers[seat]
            if self.thinking != (seat, self.version):
                self.thinking = (seat, self.version)
                self.think_time = 0.0
                self.pending = None
                comp.start(self.session.game_id, st, seat, self.game.legal_actions(st))
                if self.replaying and comp.ended(self.game.legal_actions(st)):
                    self._record_ends()
            self.think_time += dt
            if self.pending is None:
                self.pending = comp.poll()
            if self.pending is not None and self.think_time >= self.app.settings.pace_seconds:
                self._apply(self.pending)
            return
        if seat != self.screen_person:
            if self.handing_to != seat:
                self.handing_to = seat
                self.covered = True
                from .handover import HandOver

                self.app.push(HandOver(self.app, self, seat))
            return
        if self.gestures is None:
            self._new_turn()

    def hand_over_done(self, seat: int) -> None:
        """The person named has said they are at the screen: their cards may show now."""
        self.screen_person = seat
        self.board.look(self.redactor.sight(self.state, seat))
        self.board.resize(self.size, bottom=seat)
        self.covered = False
        self.handing_to = None
        self.gestures = None

    def _fast(self) -> None:
        """Top speed: every motion at once, no pauses, as many turns as fit in a frame."""
        import time

        end = time.perf_counter() + 0.03
        while time.perf_counter() < end:
            self.board.skip()
            self.board.hold = False
            st = self.state
            if st.over:
                self.finished = True
                return
            seat = st.to_move
            comp = self.computers.get(seat)
            if comp is None:
                return
            comp.start(self.session.game_id, st, seat, self.game.legal_actions(st))
            a = None
            while a is None:
                a = comp.poll()
                if a is None:
                    time.sleep(0.001)
            self._apply(a)

    def _apply(self, action: Action) -> None:
        """The one way this scene changes the game: a legal action, applied by the engine."""
        st = self.state
        if action not in self.game.legal_actions(st):
            self._say(self.game.why_illegal(st, action))
            return
        events = self.session.apply(action)
        self.board.open_hands(())
        self.board.feed(*self.redactor.batch(events, st))
        self.version += 1
        self.selected.clear()
        self.gestures = None
        self.pending = None
        self.drag = None
        self.kfocus = None
        self._drop_hint()
        self._make_buttons()

    # -- practice aids ------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """The hard player's choice for the person's seat, worked out in the background."""
        if not self.aids:
            return
        st = self.state
        if st.over or st.to_move != self.screen_person:
            self._say(f"A hint is for your own turn; it is {self.name(st.to_move)}'s turn now.")
            return
        if self.hint is not None and self.hint_asked == self.version:
            self._say("Hint: " + self.hint_text(self.hint))
            return
        if self.hint_asked == self.version and self.hinter.thinking:
            return
        self.hint = None
        self.hint_asked = self.version
        self.hinter.start(self.session.game_id, st, st.to_move)
        if self.hinter.failed:
            self._say(self.hinter.failed.capitalize() + ".")
            self.hint_asked = None
        self._make_buttons()

    def _poll_hint(self) -> None:
        if not self.hinter.thinking:
            return
        a = self.hinter.poll()
        if self.hinter.thinking:
            return
        if self.hint_asked != self.version:
            return  # asked before a move that has been made since: of no use now
        if a is None or a not in self.game.legal_actions(self.state):
            self.hint_asked = None
            self._say((self.hinter.failed or "no hint could be worked out this time").capitalize() + ".")
        else:
            self.hint = a
        self._make_buttons()
        self.app.dirty = True  # the highlight and the prompt line show at once

    def _drop_hint(self) -> None:
        self.hinter.cancel()
        self.hint = None
        self.hint_asked = None

    def hint_text(self, a: Action) -> str:
        text = self.game.describe(self.state, a)
        return text[:1].upper() + text[1:] + "."

    def can_undo(self) -> bool:
        return self.aids and self.session.can_undo()

    def undo(self) -> None:
        """Back to the person's previous decision; the game then counts as practice."""
        if not self.can_undo():
            if self.aids:
                self._say("There is no move of yours to take back yet.")
            return
        first = not self.session.practice
        self.session.undo()
        self._reload()
        if first:
            self._say("Taken back. A game with undo counts as practice in the statistics.")
        else:
            self._say("Taken back to your previous move.")

    def _reload(self) -> None:
        """Show the session's state as it is now, with nothing left to animate."""
        for comp in self.computers.values():
            comp.cancel()
        self.state = self.session.state
        self.board.reset(self.redactor.sight(self.state))
        self.version += 1
        self.thinking = None
        self.pending = None
        self.gestures = None
        self.selected.clear()
        self.drag = None
        self.kfocus = None
        self.shown_over = False
        self._drop_hint()
        self._make_buttons()

    def last_trick(self) -> tuple | None:
        lt = getattr(self.state, "last_trick", None)
        return lt if isinstance(lt, tuple) and len(lt) == 3 else None

    def has_sheet(self) -> bool:
        sheet = getattr(self.state, "sheet", None)
        return isinstance(sheet, list) and len(sheet) > 0

    def show_last_trick(self) -> None:
        if self.last_trick() is None:
            self._say("No trick has been taken in this deal yet.")
            return
        from .last_trick import LastTrick

        self.app.push(LastTrick(self.app, self))

    def show_sheet(self) -> None:
        if not self.has_sheet():
            self._say("The score sheet fills in when the first deal is over.")
            return
        from .summary import SheetOnDemand

        self.app.push(SheetOnDemand(self.app, self))

    def export(self) -> None:
        """Write the game's record to a file the player can keep, send, or replay."""
        from .message import Message

        storage = self.app.storage
        if storage is None:
            return
        try:
            path = storage.export_record(self.session.record)
        except OSError as e:
            self.app.push(Message(self.app, "Not exported", f"The record could not be written: {e.strerror or e}."))
            return
        self.app.push(Message(self.app, "Game exported", f"The record of this game was saved as {path}. "
                              f'Watch it again with: cardtable replay "{path}"'))

    def _record_ends(self) -> None:
        """A replayed record that stops before the game's end."""
        from .message import Message

        self.app.push(Message(self.app, "The record ends here",
                              "The game in this record was not played to its end."))

    def _moment(self, e: Event) -> bool:
        """A moment worth a word; True holds the board until a scene lets it go on."""
        if e.kind == "deal_end":
            if self.fast:
                return False
            from .summary import DealSummary

            self.app.push(DealSummary(self.app, self, e))
            return True
        if e.kind in QUIET or self.fast:
            return False
        d = e.data
        seat = d.get("winner", d.get("seat"))
        fmt = TOASTS.get(e.kind)
        if fmt is None:
            fmt = ("{name}: " if seat is not None else "") + e.kind.replace("_", " ")
        fields = _Blank(d)
        fields["name"] = self.name(seat) if isinstance(seat, int) else ""
        fields["n"] = len(d.get("cards", ()) or ())
        text = fmt.format_map(fields)
        self.board.toast = (text[:1].upper() + text[1:], 0.5 + 4 * self.board.fly)
        return False

    def _new_turn(self) -> None:
        legal = self.game.legal_actions(self.state)
        self.gestures = Gestures(legal, lambda a: self.game.describe(self.state, a), zones=self.board.shown.zones)
        specs = self.board.shown.specs
        self.board.open_hands(a.zone for a in self.gestures.slot_card if a.zone in specs
                              and specs[a.zone].kind == "hand" and specs[a.zone].owner != self.board.bottom)
        if self.gestures.card_kind:
            self.card_kind = self.gestures.card_kind
        self.selected.clear()
        self.prompt = self.game.prompt(self.state)
        self._make_buttons()

    def _say(self, text: str) -> None:
        self.why = text[:1].upper() + text[1:] if text else ""
        self.why_left = 4.0

    def _make_buttons(self) -> None:
        self.bar_buttons = []
        if self.my_turn and self.gestures is not None:
            hint = self.hint if self.hint_asked == self.version else None
            for label, act in self.gestures.buttons(self.selected):
                self.bar_buttons.append(Button(label, ("act", act), enabled=act is not None,
                                               on=act is not None and act == hint))
        self.buttons = self.bar_buttons + table_panel.panel_buttons(self)
        table_panel.place_buttons(self)

    # -- input ---------------------------------------------------------------------------------------------
    def handle(self, e: pygame.event.Event) -> None:
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            if self.board.busy:
                self.board.skip()
                self.skipping = True
                return
            c = self.view.card_at(e.pos)
            if self.my_turn and c is not None and self.gestures and c in self.gestures.playable:
                self.drag = [c, e.pos, False, e.pos]
            return
        if e.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag[3] = e.pos
            if abs(e.pos[0] - self.drag[1][0]) + abs(e.pos[1] - self.drag[1][1]) > 12:
                self.drag[2] = True
            super().handle(e)
            return
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1:
            if self.skipping:
                self.skipping = False
                return
            drag, self.drag = self.drag, None
            if drag is not None and drag[2]:
                self._drop(drag[0], e.pos)
                return
        if e.type == pygame.KEYDOWN and self.board.busy and e.key not in (pygame.K_ESCAPE,):
            self.board.skip()
            return
        super().handle(e)

    def _drop(self, card: int, pos: tuple[int, int]) -> None:
        if not self.my_turn or self.gestures is None:
            return
        zone = self._zone_under(pos, card)
        if zone == self.board.shown.where[card]:
            return  # put back where it was
        a = self.gestures.drop(card, zone)
        if a is not None:
            self._apply(a)
        else:
            self._click_card(card)

    def _zone_under(self, pos: tuple[int, int], but: int) -> str | None:
        for c, r in reversed(self.view.hits):
            if c != but and r.collidepoint(pos):
                return self.board.shown.where[c]
        for name, box in self.board.layout.zones.items():
            if box.rect.inflate(box.cw // 3, box.cw // 3).collidepoint(pos):
                return name
        return None

    def click(self, pos: tuple[int, int]) -> None:
        if not self.my_turn:
            if self.state.to_move is not None and not self.state.over and self.view.card_at(pos) is not None:
                self._say(f"Wait: it is {self.name(self.state.to_move)}'s turn.")
            return
        c = self.view.card_at(pos)
        if c is not None:
            self._click_card(c)
            return
        zone = self.view.zone_at(pos)
        if zone is not None:
            self._click_zone(zone)

    def _click_card(self, c: int) -> None:
        g = self.gestures
        if g is None:
            return
        zone = self.board.shown.where[c]
        what, val = g.click_card(c, zone, self.selected)
        if what == "apply":
            self._apply(val)  # type: ignore[arg-type]
        elif what == "select":
            self.selected = set(val)  # type: ignore[arg-type]
            self._make_buttons()
        else:
            self._why_card(c)

    def _click_zone(self, zone: str) -> None:
        g = self.gestures
        if g is None:
            return
        a = g.zone_action(zone, self.selected)
        if a is not None:
            self._apply(a)
        elif self.selected:
            self._say("Those cards cannot go there.")

    def _why_card(self, c: int) -> None:
        st = self.state
        zone = self.board.shown.where[c]
        spec = self.board.shown.specs.get(zone) if zone else None
        kind = self.gestures.slot_kind.get(zone) if self.gestures is not None and zone else None
        if kind is not None:  # a place that cannot be clicked now, among places that can
            place = self.board.shown.zones[zone].index(c)
            self._say(self.game.why_illegal(st, Action(kind, st.to_move, zone=zone, number=place)))
        elif spec is not None and spec.owner == self.screen_person and spec.kind == "hand":
            self._say(self.game.why_illegal(st, Action(self.card_kind, st.to_move, (c,))))
        elif spec is not None:
            self._say(f"The {spec.label or spec.kind} cannot be used now. " + self.prompt)

    def press(self, value: object) -> None:
        if not isinstance(value, tuple):
            return
        if value[0] == "act" and value[1] is not None and self.my_turn:
            self._apply(value[1])
        elif value[0] == "menu":
            self.open_menu()
        elif value[0] == "rules":
            from .rules import Rules

            self.app.push(Rules(self.app, self.game, overlay=True))
        elif value[0] == "hint":
            self.ask_hint()
        elif value[0] == "undo":
            self.undo()
        elif value[0] == "trick":
            self.show_last_trick()
        elif value[0] == "sheet":
            self.show_sheet()

    def open_menu(self) -> None:
        from .menu import Menu

        self.app.session_scene = None if self.replaying or self.state.over else self
        self.app.push(Menu(self.app, paused=True, table=self))

    def key(self, e: pygame.event.Event) -> None:
        k = e.key
        if k == pygame.K_ESCAPE:
            if self.selected:
                self.selected.clear()
                self._make_buttons()
            else:
                self.open_menu()
            return
        if k == pygame.K_F1:
            self.press(("rules",))
            return
        if k == pygame.K_z and e.mod & pygame.KMOD_CTRL or k == pygame.K_u:
            self.undo()
            return
        letters = {pygame.K_h: ("hint",), pygame.K_t: ("trick",), pygame.K_s: ("sheet",)}
        if k in letters and any(b.value == letters[k] and b.enabled for b in self.buttons):
            self.press(letters[k])
            return
        if pygame.K_0 <= k <= pygame.K_9 or pygame.K_KP0 <= k <= pygame.K_KP9:
            d = (k - pygame.K_0) if k <= pygame.K_9 else (k - pygame.K_KP0)
            self._press_number(self.digits + str(d))
            return
        table_panel.keyboard(self, e)

    def _press_number(self, digits: str, final: bool = False) -> None:
        """Digits bid: '1' then '0' makes 10 when 10 can be bid."""
        self.digits = ""
        if not self.my_turn or self.gestures is None:
            return
        nums = {a.number: a for a in self.gestures.numbers}
        longer = any(str(n).startswith(digits) and str(n) != digits for n in nums)
        if longer and not final:
            self.digits, self.digit_left = digits, 0.8
            return
        if int(digits) in nums:
            self._apply(nums[int(digits)])
        elif nums:
            self._say(self.game.why_illegal(self.state, Action(self.gestures.numbers[0].kind, self.state.to_move,
                                                               number=int(digits))))

    # -- drawing -----------------------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        marks = Marks(names=[s.name for s in self.session.seats], covered=self.covered)
        counters = self.board.shown.counters
        marks.dealer = counters.get("dealer") if isinstance(counters.get("dealer"), int) else None
        marks.to_move = None if self.board.busy else self.state.to_move
        marks.seat_notes = table_panel.seat_notes(self)
        if self.my_turn and self.gestures is not None:
            marks.playable = self.gestures.playable
            hands = {z for z, sp in self.board.shown.specs.items()
                     if sp.kind == "hand" and sp.owner == self.screen_person}
            marks.dim = any(self.board.shown.where[c] in hands for c in marks.playable)
            marks.selected = self.selected
            marks.zones = self.gestures.targets(self.selected)
            marks.focus = self.kfocus
            marks.slots = set(self.gestures.slots)
            if self.hint is not None and self.hint_asked == self.version:
                marks.hint_cards = set(self.hint.cards)
                at = self.gestures.slot_card.get(self.hint)
                if at is not None:
                    marks.hint_cards = {at}  # a place named by zone and number: its card
                elif self.hint.zone is not None and (not self.hint.cards or set(self.hint.cards) <= self.selected):
                    marks.hint_zones = {self.hint.zone}
        self.view.draw(surf, marks)
        if self.drag is not None and self.drag[2]:
            s = self.board.sprites.get(self.drag[0])
            if s is not None:
                img = (self.app.art.face(s.card, int(s.w), self.view.four_colour) if self.board.face_up(s.card)
                       else self.app.art.back(int(s.w), self.view.back))
                surf.blit(img, img.get_rect(center=self.drag[3]))
        table_panel.draw_panel(self, surf)
        table_panel.draw_bar(self, surf)
