"""The table's input: clicks and drags of cards and piles, the bar's buttons, the keys
(Esc, F1, undo, letters for the aids, digits to bid, Tab and arrows to move the focus).
A part of ``TableScene`` (table.py): it asks the screen's chair, never the game's state."""

from __future__ import annotations

import pygame

from ...engine.actions import Action
from ..gestures import Gestures

LETTERS = {pygame.K_h: ("hint",), pygame.K_t: ("trick",), pygame.K_s: ("sheet",)}


class TableInput:
    """What the mouse and the keys do at the table."""

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

    # -- cards and piles -----------------------------------------------------------------------------------
    def make_gestures(self) -> Gestures:
        """The turn's gestures: the chair's moves, named in the game's words, with what each does."""
        moves = {m.action: m for m in self.chair.moves()}

        def label(a: Action) -> str:  # a move not legal (what a selection would make) is named by the chair too
            return moves[a].label if a in moves else self.chair.label(a)

        def effect(a: Action) -> tuple[frozenset[int], str | None]:
            return (moves[a].moves, moves[a].lands) if a in moves else (frozenset(), None)
        return Gestures(list(moves), label, zones=self.board.shown.zones, one_click=self.game.one_click,
                        moves=effect)

    def _drop(self, card: int, pos: tuple[int, int]) -> None:
        g = self.gestures
        if not self.my_turn or g is None:
            return
        zone = self._zone_under(pos, card)
        if zone == self.board.shown.where[card]:
            return  # put back where it was
        cards = self.selected if card in self.selected else {card}
        a = g.zone_action(zone, cards) if zone is not None else None
        if a is None and cards == {card}:
            a = g.drop(card, zone)
        if a is not None:
            self._apply(a)
        else:
            self._why_there(cards, zone)

    def _why_there(self, cards: set[int], zone: str | None) -> None:
        """Why the picked cards cannot go onto that zone: the game's reason for its kind of move there."""
        g = self.gestures
        kinds = [a.kind for lst in g.zoned.values() for a in lst] if g is not None else []
        if zone is not None and kinds and self.board.shown.specs[zone].kind != "hand":
            self._say(self.chair.why_not(Action(kinds[0], self.chair.seat, tuple(sorted(cards)), zone)))
        else:
            where = "the lit places" if g is not None and g.targets(cards) else "the table"
            self._say(f"That cannot go there: use the buttons, or drop it on {where}.")

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
            ch = self.chair
            if ch.to_move is not None and not ch.over and self.view.card_at(pos) is not None:
                self._say(f"Wait: it is {self.name(ch.to_move)}'s turn.")
            return
        c = self.view.card_at(pos)
        if c is not None:
            self.click_card(c)
            return
        zone = self.view.zone_at(pos)
        if zone is not None:
            self.click_zone(zone)

    def click_card(self, c: int) -> None:
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
        elif what == "say":
            self._say(str(val))
        elif isinstance(val, Action):
            self._say(self.chair.why_not(val))
        else:
            self._why_card(c)

    def click_zone(self, zone: str) -> None:
        g = self.gestures
        if g is None:
            return
        a = g.zone_action(zone, self.selected)
        if a is not None:
            self._apply(a)
        elif self.selected:
            self._why_there(self.selected, zone)

    def _why_card(self, c: int) -> None:
        me = self.chair.seat
        zone = self.board.shown.where[c]
        spec = self.board.shown.specs.get(zone) if zone else None
        kind = self.gestures.slot_kind.get(zone) if self.gestures is not None and zone else None
        if kind is not None:  # a place that cannot be clicked now, among places that can
            place = self.board.shown.zones[zone].index(c)
            self._say(self.chair.why_not(Action(kind, me, zone=zone, number=place)))
        elif spec is not None and spec.owner == self.screen_person and spec.kind == "hand":
            self._say(self.chair.why_not(Action(self.card_kind, me, (c,))))
        elif spec is not None and spec.owner is not None and spec.owner != self.screen_person:
            self._say(f"Those are {self.name(spec.owner)}'s cards. " + self.prompt)
        else:
            self._say("Nothing to do with that card now. " + self.prompt)

    # -- buttons ---------------------------------------------------------------------------------------------
    def press(self, value: object) -> None:
        if not isinstance(value, tuple):
            return
        if value[0] == "act" and value[1] is not None and self.my_turn:
            self._apply(value[1])
        elif value[0] == "menu":
            self.open_menu()
        elif value[0] == "rules":
            self.app.open("rules", self.game, overlay=True)
        elif value[0] == "hint":
            self.ask_hint()
        elif value[0] == "undo":
            self.undo()
        elif value[0] == "trick":
            self.show_last_trick()
        elif value[0] == "sheet":
            self.show_sheet()

    def open_menu(self) -> None:
        self.app.session_scene = None if self.replaying or self.chair.over else self
        self.app.open("menu", paused=True, table=self)

    # -- keys --------------------------------------------------------------------------------------------------
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
        if k == pygame.K_r:
            if self.app.narrator.on:
                self.app.narrator.say_situation(self)
            else:
                self._say("Speech is off: Settings, Speak the game, turns it on.")
            return
        if k in LETTERS and any(b.value == LETTERS[k] and b.enabled for b in self.buttons):
            self.press(LETTERS[k])
            return
        if pygame.K_0 <= k <= pygame.K_9 or pygame.K_KP0 <= k <= pygame.K_KP9:
            d = (k - pygame.K_0) if k <= pygame.K_9 else (k - pygame.K_KP0)
            self._press_number(self.digits + str(d))
            return
        self._move_focus(e)

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
            self._say(self.chair.why_not(Action(self.gestures.numbers[0].kind, self.chair.seat, number=int(digits))))

    def focus_items(self) -> list[tuple]:
        """What Tab and the arrows move between: buttons, playable cards, piles that can be clicked."""
        items: list[tuple] = [("button", b.value) for b in self.bar_buttons if b.enabled]
        if self.my_turn and self.gestures is not None:
            g = self.gestures
            drawn = list(dict.fromkeys(c for c, _ in self.view.hits if c in g.playable))
            cards = sorted(drawn, key=self._card_place)  # a steady order: the focused card's lift moves it
            items += [("card", c) for c in cards]
            items += [("zone", z) for z in sorted(g.targets(self.selected))]
        items += [("button", b.value) for b in self.panel_list + self.phones.buttons_now]
        return items

    def _card_place(self, c: int) -> tuple[int, int]:
        """Where a card lies, for the focus's order: its zone's place on the table, then its own in the zone."""
        b = self.board
        z = b.shown.where[c]
        zones = list(b.shown.zones)
        if z is None or z not in b.shown.zones:
            return len(zones), 0
        lst = b.in_order(z)
        return zones.index(z), lst.index(c) if c in lst else 0

    def _move_focus(self, e: pygame.event.Event) -> None:
        k = e.key
        items = self.focus_items()
        if k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_UP, pygame.K_DOWN) and items:
            back = k in (pygame.K_LEFT, pygame.K_UP) or (k == pygame.K_TAB and e.mod & pygame.KMOD_SHIFT)
            if self.kfocus in items:
                i = items.index(self.kfocus)
                self.kfocus = items[(i + (-1 if back else 1)) % len(items)]
            else:
                self.kfocus = items[-1 if back else 0]
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.kfocus not in items and self._hint_ready():
            self._apply(self.shown_hint)  # Enter with nothing focused accepts the hint's suggestion
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.kfocus in items:
            kind, val = self.kfocus
            if kind == "button":
                self.press(val)
            elif kind == "card":
                self.click_card(val)
            elif kind == "zone":
                self.click_zone(val)
            if self.kfocus not in self.focus_items():
                self.kfocus = None

    def _hint_ready(self) -> bool:
        """A hint is shown for this turn and is still a legal move."""
        return (self.my_turn and self.shown_hint is not None and self.gestures is not None
                and self.shown_hint in self.gestures.legal)
