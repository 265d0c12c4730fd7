"""Set the table: how many players, who is a person and who a computer, names, options.

Over 400 lines: one page whose parts share one layout pass: the seats, the options down two columns (the
hint and the line on the person's level giving way to them), the game code's line and the buttons.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from ...ai.levels import DEFAULT_LEVEL, LEVEL_NAMES, LEVELS
from ...engine.options import OptionError, preset_named, remembered, resolve
from ...engine.safejson import has_control
from ...games import get_game
from ...host.codes import GameCode, GameCodeError, read_code
from ...host.seats import NAMES, PERSON, PHONE, Seat
from ...host.tables import new_table
from ..widgets import (
    DIM,
    GOLD,
    INK,
    Button,
    blit_text,
    body,
    fit_text,
    font,
    ink_height,
    label_height,
    panel,
    text,
    wrap,
)
from .base import Scene, SceneApp
from .learn import LABEL as LEARN
from .learn import has_lesson, start_lesson

KINDS = (PERSON, PHONE, *LEVEL_NAMES)
# kept beside a game's options in ``settings.setups`` (no option is so named): the table last set, so the
# way back to set-up finds it as it was left (issue 51: the seats' Person settings were forgotten)
SAVED_PLAYERS, SAVED_KINDS = "@players", "@seats"
KIND_LABEL = {PERSON: "Person", PHONE: "Person on a phone", **{k: LEVELS[k].label for k in LEVEL_NAMES}}


@dataclass
class Row:
    """A seat as it is being set: its name is typed, its kind clicked through."""

    name: str
    kind: str = PERSON


class Setup(Scene):
    def __init__(self, app: SceneApp, game, code: str | None = None) -> None:
        super().__init__(app)
        self.game = game
        n = min(game.info.players[-1], max(game.info.players[0], 4))
        me = app.settings.name.strip() or "You"
        self.seats = [Row(me, PERSON)] + [Row(NAMES[i], DEFAULT_LEVEL) for i in range(1, game.info.players[-1])]
        self.players = n
        saved = app.settings.setups.get(game.info.id) or {}
        self.values = remembered(game, saved)
        self._recall(saved)
        self.editing: int | None = None  # the seat whose name is being typed
        self.error = ""
        self.code: GameCode | None = None  # a shared deal to play again (its seed, players, options)
        self.code_text: str | None = None  # a code being typed
        self.code_error = ""
        if code is not None:
            self._take_code(code)
        self._fits: dict[tuple[object, ...], tuple[bool, bool]] = {}  # a layout -> how it fits: (level line, tight)
        self._standings: dict[str, tuple[str, str | None]] = {}  # a name -> (the line on its level, the level)
        self._rebuild()

    def _recall(self, saved: dict[str, bool | int | str]) -> None:
        """The players and each seat's kind as this game's set-up was last left (a bad value: the default)."""
        n = saved.get(SAVED_PLAYERS)
        lo, hi = self.game.info.players[0], self.game.info.players[-1]
        if isinstance(n, int) and not isinstance(n, bool) and lo <= n <= hi:
            self.players = n
        kinds = str(saved.get(SAVED_KINDS, "")).split(",")
        for row, kind in zip(self.seats, kinds):
            if kind in KINDS:
                row.kind = kind

    def _remember(self) -> None:
        """This set-up (players, seats' kinds, options) is the one the game's set-up opens with next time;
        not a typed code's (that deal's table is its own)."""
        if self.code is not None:
            return
        saved: dict[str, bool | int | str] = dict(self.values)
        saved[SAVED_PLAYERS] = self.players
        saved[SAVED_KINDS] = ",".join(row.kind for row in self.seats)
        self.app.settings.setups[self.game.info.id] = saved

    def leave(self) -> None:
        self._remember()
        self.app.save_settings()

    def _take_code(self, text: str) -> None:
        """A typed game code: its deal at this table, or one line on why not."""
        try:
            code = read_code(text)
        except GameCodeError as e:
            self.code_error = str(e)[:1].upper() + str(e)[1:] + "."
            return
        self.code_text = None
        self.code_error = ""
        if code.game != self.game.info.id:  # a code of another game: that game's set-up
            self.app.pop()
            self.app.open("setup", get_game(code.game), code.text())
            return
        self.code = code
        self.players = code.players
        self.values = resolve(self.game.info.options, code.options)

    def _rebuild(self) -> None:
        g = self.game
        b = [Button("-", ("players", -1), enabled=self.players > g.info.players[0]),
             Button("+", ("players", 1), enabled=self.players < g.info.players[-1])]
        for i in range(self.players):
            b.append(Button(self.seats[i].name + ("_" if self.editing == i else ""), ("name", i), on=self.editing == i))
            b.append(Button(KIND_LABEL[self.seats[i].kind], ("kind", i)))
        if g.words.presets:
            preset = preset_named(g, self.values)
            b.append(Button(preset.name if preset else "Own choices", ("preset",)))
        for o in g.info.options:
            v = self.values[o.name]
            if o.kind == "int":
                b.append(Button("-", ("dec", o.name), enabled=o.min is None or v > o.min))
                b.append(Button(o.show(v), ("noop",)))
                b.append(Button("+", ("inc", o.name), enabled=o.max is None or v < o.max))
            else:
                b.append(Button(o.show(v), ("cycle", o.name)))
        self.error = self._check()
        b.append(Button("Back", ("back",)))
        typing = self.code_text is not None
        b.append(Button((self.code_text or "") + "_" if typing else "Play a game code", ("code",), on=typing))
        b.append(Button("Start", ("start",), enabled=not self.error and not typing))
        self.suggestion, self.level = self._suggest()
        if self.code_error or self.error or typing or self.code:  # that line says more now: no suggestion
            self.suggestion, self.level = "", None
        if self.level is not None:
            from ..analysing import level_label

            b.append(Button(f"Computers: {level_label(self.level)}", ("level", self.level)))
        self.buttons = [Button(LEARN, ("learn",), enabled=has_lesson(g)), *b]  # first; the others in order

    def _suggest(self) -> tuple[str, str | None]:
        """The level nearest the person's rating in this game (issue 48), in words, and the level
        (None: not enough games yet, or no person at the table)."""
        person = next((s for s in self.seats[:self.players] if s.kind in (PERSON, PHONE)), None)
        if person is None or self.app.storage is None:
            return "", None
        name = person.name.strip()
        if self.editing is not None or not name:
            return self._standings.get(name, ("", None))
        got = self._standings.get(name)
        if got is None:
            from ..analysing import ENOUGH_GAMES, level_label, levels, nearest_level, standing

            st = standing(self.app.storage, self.game.info.id, name)
            lv = levels()
            level = nearest_level(self.game.info.id, st, lv)
            if level is None or st is None:
                n = st.games if st is not None else 0
                whose = "Your" if name.lower() == "you" else f"{name}'s"
                got = (f"{whose} level at {self.game.info.name}: not enough games yet "
                       f"({n} of {ENOUGH_GAMES} analysed).", None)
            else:
                whose = "Your" if name.lower() == "you" else f"{name}'s"
                got = (f"{whose} rating at {self.game.info.name}: {st.rating.text()} over {st.games} games; "
                       f"the nearest computer level is {level_label(level)}.", level)
            self._standings[name] = got
        return got

    def _check(self) -> str:
        try:
            opts = resolve(self.game.info.options, self.values)
            self.game.check_options(opts, self.players)
        except OptionError as e:
            return str(e)
        if not any(s.kind == PERSON for s in self.seats[: self.players]):
            return ""  # a table of computers is allowed: you may watch
        return ""

    def press(self, value: object) -> None:
        if not isinstance(value, tuple):
            return
        kind = value[0]
        opts = {o.name: o for o in self.game.info.options}
        if kind in ("players", "dec", "inc", "cycle", "preset"):
            self.code = None  # another table or other rules: another deal
        if kind == "code":
            if self.code_text is not None and self.code_text.strip():
                self._take_code(self.code_text)
            else:
                self.code_text = "" if self.code_text is None else None
                self.code_error = ""
            self.editing = None
        elif kind == "players":
            self.players = max(self.game.info.players[0], min(self.game.info.players[-1], self.players + value[1]))
        elif kind == "name":
            self.editing = None if self.editing == value[1] else value[1]
        elif kind == "kind":
            s = self.seats[value[1]]
            s.kind = KINDS[(KINDS.index(s.kind) + 1) % len(KINDS)] if s.kind in KINDS else "person"
        elif kind in ("dec", "inc"):
            o = opts[value[1]]
            step = 10 if (o.max or 0) >= 1000 else 1
            v = int(self.values[o.name]) + (step if kind == "inc" else -step)
            if o.min is not None:
                v = max(o.min, v)
            if o.max is not None:
                v = min(o.max, v)
            self.values[o.name] = v
        elif kind == "cycle":
            o = opts[value[1]]
            if o.kind == "bool":
                self.values[o.name] = not self.values[o.name]
            else:
                i = o.choices.index(self.values[o.name]) if self.values[o.name] in o.choices else -1
                self.values[o.name] = o.choices[(i + 1) % len(o.choices)]
        elif kind == "preset":  # the next named set of house rules
            presets = self.game.words.presets
            now = preset_named(self.game, self.values)
            nxt = presets[(presets.index(now) + 1) % len(presets)] if now in presets else presets[0]
            self.values = nxt.options(self.game.info.options)
        elif kind == "back":
            self.app.pop()
            return
        elif kind == "learn":  # the game's first deal that teaches; leaving it comes back here
            start_lesson(self.app, self.game)
            return
        elif kind == "start":
            self.start()
            return
        elif kind == "level":  # every computer seat at the suggested level, in one click
            for seat in self.seats:
                if seat.kind in LEVEL_NAMES:
                    seat.kind = value[1]
        self._rebuild()

    def start(self, sure: bool = False) -> None:
        if self._check():
            return
        if not sure and self.app.can_continue():
            self.app.open("message", "Start a new game?",
                          "The game you left unfinished will be put away: it cannot be continued, "
                          "and it does not count in the statistics.",
                          lambda: self.start(sure=True), ok="Start new game", cancel="Keep it")
            return
        seats = [Seat(s.name.strip() or f"Player {i + 1}", s.kind) for i, s in enumerate(self.seats[: self.players])]
        persons = [s for s in seats if s.is_person]
        if persons and persons[0].name != self.app.settings.name:
            self.app.settings.name = persons[0].name  # the next table starts with this name
            self.app.save_settings()
        if sum(s.is_person for s in seats) > 1:  # pass-and-play: every person by a name, never "You"
            seats = [Seat(f"Player {i + 1}", s.kind) if s.is_person and s.name.lower() == "you" else s
                     for i, s in enumerate(seats)]
        self._remember()  # the next table of this game starts so
        self.app.save_settings()
        seed = self.code.seed if self.code else random.randrange(1 << 30)
        # a deal typed in as a code (someone may have played it before): counted apart, as practice
        table = new_table(self.game, seats, seed, dict(self.values), self.app.storage, practice=bool(self.code),
                          from_code=bool(self.code))
        self.app.reset("table", table)

    def handle(self, e: pygame.event.Event) -> None:
        if self.code_text is not None and e.type == pygame.KEYDOWN:
            if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.press(("code",))
                return
            if e.key == pygame.K_ESCAPE:
                self.code_text = None
                self.code_error = ""
            elif e.key == pygame.K_BACKSPACE:
                self.code_text = self.code_text[:-1]
            self._rebuild()
            return
        if self.code_text is not None and e.type == pygame.TEXTINPUT:
            keep = "".join(ch for ch in e.text.upper() if ch.isascii() and (ch.isalnum() or ch == "-"))
            self.code_text = (self.code_text + keep)[:80]
            self._rebuild()
            return
        if self.editing is not None and e.type == pygame.KEYDOWN:
            s = self.seats[self.editing]
            if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.editing = None
            elif e.key == pygame.K_BACKSPACE:
                s.name = s.name[:-1]
            self._rebuild()
            return
        if self.editing is not None and e.type == pygame.TEXTINPUT:
            s = self.seats[self.editing]
            if has_control(e.text):  # a NUL, a newline, an escape pasted in: refused, and said
                self.app.open("message", "Not in a name", "A name cannot hold control characters "
                              "(such as a tab, a new line or a NUL); they were left out.")
            s.name = (s.name + "".join(ch for ch in e.text if not has_control(ch)))[:14]
            self._rebuild()
            return
        super().handle(e)

    def _described(self, surf: pygame.Surface | None, title: str, words: str, at: tuple[int, int], width: float,
                   least: int, px: int, colour, under: bool = False) -> int:
        """An option's title and its words below it, wrapped (never shrunk) to ``width``; returns the
        height they take (at least ``least``, the row's buttons' height), the words centred in it; ``under``:
        the title beside the buttons (``least`` high), the words below both. With no ``surf``, only measured."""
        name = fit_text(title, int(px * 0.85), width, colour, True)
        small = int(px * 0.7)
        lines = wrap(words, small, width)
        step = font(small).get_linesize() + max(2, small // 6)
        top = max(least, name.get_height()) if under else name.get_height()
        high = max(least, top + step * len(lines) + 2)
        if surf is None:
            return high
        y = at[1] + (0 if under else (high - name.get_height() - step * len(lines) - 2) // 2)
        surf.blit(name, (at[0], y + (top - name.get_height()) // 2))
        y += top + 2
        for line in lines:
            surf.blit(text(line, small, DIM), (at[0], y))
            y += step
        return high

    def draw(self, surf: pygame.Surface) -> None:
        """The page; the line on the person's level gives way where the options need its room, and then
        the seats' rows close up (each way is tried once per layout on a scratch page: a page that would
        overflow is drawn the next way, or the way that runs over least)."""
        key = (surf.get_size(), self.players, self.px(22), self.suggestion, tuple(sorted(self.values.items())),
               self.error, self.code_error, self.code_text is not None, bool(self.code))
        if key not in self._fits:
            self._fits.clear()
            ways = [(True, False)] if self.suggestion else []
            ways += [(False, False), (False, True)]
            over = [self._draw(pygame.Surface(surf.get_size()), *w) for w in ways]
            fit = next((i for i, o in enumerate(over) if o <= 0), over.index(min(over)))  # the first that fits,
            self._fits[key] = ways[fit]  # or the one that runs over least
        self._draw(surf, *self._fits[key])

    def _draw(self, surf: pygame.Surface, suggest: bool, tight: bool = False) -> int:
        """Draw the page (with the level's line if ``suggest``, the seats' rows close if ``tight``); how far
        (in pixels) the options ran off their column (0: they fit)."""
        overflow = 0
        m = self.px(20)
        px = self.px(22)
        learn = self.buttons[0]
        learn_w = min(font(body(px), True).size(learn.label)[0] + self.px(30), self.size[0] // 4)
        title = f"Set the table: {self.game.info.name}"  # centred, clear of the Learn button at the top right:
        if font(self.px(52), True).size(title)[0] > self.size[0] - 2 * (learn_w + m + m // 2):
            title = self.game.info.name  # where the whole title would meet it, the game's name alone
        W, H = self.page(surf, title, self.px(18))
        top = self.px(18) + self.px(66)
        bottom = H - self.px(50) - 2 * m
        small = int(px * 0.8)
        level_button = self.buttons[-1] if self.level is not None else None
        words = self.code_error or self.error
        if not words and self.code_text is not None:
            words = "Type or paste the code, then press Enter (Esc: no code)."
        elif not words and self.code:
            words = f"Game code {self.code.text()}: its deal. Choose your seat (the Person) and the others."
        say = wrap(words, int(px * 0.85), W - 2 * m) if words else []
        if say:  # a word on the table (an error, the game code) takes the level's line's strip
            suggest = False
            bottom -= len(say) * font(int(px * 0.85)).get_linesize() + m // 2
        lbw = 0
        if level_button is not None:
            lbw = min(font(body(px), True).size(level_button.label)[0] + self.px(24), (W - 2 * m) // 3)
        said = wrap(self.suggestion, small, W - 3 * m - lbw) if suggest else []
        step = font(small).get_linesize()
        suggest_h = max(self.px(42) if level_button is not None else 0, step * len(said)) if said else 0
        bottom -= suggest_h + (m // 2 if suggest_h else 0)
        left = pygame.Rect(m, top, int((W - 3 * m) * 0.5), bottom - top)
        right = pygame.Rect(left.right + m, top, W - left.right - 2 * m, bottom - top)
        panel(surf, left, radius=self.px(12))
        panel(surf, right, radius=self.px(12))
        bh = min(self.px(42), (left.h - px * 3) // (self.players + 1) - 4)
        if tight:  # the seats' rows as low as their labels allow, for the options' room below them
            bh = min(bh, ink_height(font(body(px), True)) + 6)
        b = iter(self.buttons[1:])
        learn.rect = pygame.Rect(W - m - learn_w, self.px(14), learn_w, self.px(44))  # top right, by the page's title
        y = left.y + m // 2
        blit_text(surf, f"Players: {self.players}", px, (left.x + m, y + bh // 2), INK, "midleft", True)
        minus, plus = next(b), next(b)
        minus.rect = pygame.Rect(left.right - m - 2 * bh - 8, y, bh, bh)
        plus.rect = pygame.Rect(left.right - m - bh, y, bh, bh)
        y += bh + m // 2
        rowh = bh + (3 if tight else max(3, bh // 8))
        for _i in range(self.players):
            name, kind = next(b), next(b)
            nw = int((left.w - 2 * m) * 0.45)
            name.rect = pygame.Rect(left.x + m, y, nw, bh)
            kind.rect = pygame.Rect(name.rect.right + 8, y, left.right - m - name.rect.right - 8, bh)
            y += rowh
        hint_y = left.bottom - m // 4 - text("Click", int(px * 0.8), DIM).get_height()  # the hint's top
        # the options down the right panel; those that do not fit there go on below the seats (a second column,
        # the hint at the foot giving way to them if they need its room)
        columns = [(right, right.y + m // 2, right.bottom - m // 2), (left, y + m // 2, left.bottom - m // 2)]
        col = 0
        area, y, end = columns[0]
        presets = self.game.words.presets
        oh = min(self.px(40), (right.h - px * 3) // max(1, len(self.game.info.options) + bool(presets)) - 4)
        if not tight:  # the page closed up: the options without their heading
            blit_text(surf, "Options", px, (area.x + m, y), INK, bold=True)
            y += int(px * 1.5)
        # each option laid out for the longest of the words and button labels it can show, so that choosing
        # one (a preset's name for another, "Yes" for "No") never moves the options under the pointer
        items: list[tuple[str, str, tuple, list[Button], str, list[str], list[str]]] = []
        if presets:  # the house rules: a named set of the options below, or the table's own mix
            preset = preset_named(self.game, self.values)
            own = "The options below, as you set them."
            items.append(("House rules", preset.help if preset else own, GOLD, [next(b)], "preset",
                          [p.help for p in presets] + [own], []))
        if not self.game.info.options:
            blit_text(surf, "This game is played one way only: nothing to choose.", int(px * 0.85),
                      (right.x + m, y), DIM, max_width=right.w - 2 * m)
        for o in self.game.info.options:
            row = [next(b), next(b), next(b)] if o.kind == "int" else [next(b)]
            values: list[object] = [True, False] if o.kind == "bool" else list(o.choices)
            if o.kind == "int":  # a number's widest shows: its ends and the values it names in words
                values = [self.values[o.name], *(v for v in (o.min, o.max) if v is not None), *(v for v, _w in o.words)]
            items.append((o.title, o.help_for(self.values[o.name]), INK, row, o.kind,
                          [o.help_for(v) for v in values] or [o.help_for(self.values[o.name])],
                          [o.show(v) for v in values]))
        for title, words, colour, row, how, all_words, labels in items:
            for attempt in range(2):
                lw = area.w * 0.62 - m
                bx = area.x + int(area.w * 0.64)
                bw = area.right - m - bx
                if how == "int":  # the value's button holds it whole on two lines at most: the words beside give way
                    bf = font(body(px), True)
                    shown = labels or [row[1].label]
                    room = max(bf.size(w)[0] for label in shown for w in label.split() or [""])
                    while any(len(wrap(label, body(px), room, bold=True)) > 2 for label in shown):
                        room += self.px(8)
                    need = room + 2 * max(4, (2 * bf.get_linesize() + 4) // 6) + 2 * oh + 8
                    if need > bw:
                        bx = max(area.x + int(area.w * 0.4), area.right - m - need)
                        bw = area.right - m - bx
                        lw = bx - area.x - m - int(area.w * 0.02)
                bh = oh if how == "preset" else max(_label_high(label, px, bw - (2 * oh + 8 if how == "int" else 0), oh)
                                                     for label in labels or [row[len(row) // 2].label])
                high = max(self._described(None, title, w, (area.x + m, y), lw, bh, px, colour) for w in all_words)
                low = max(self._described(None, title, w, (0, 0), area.w - 2 * m, bh, px, colour, True)
                          for w in all_words)
                if y + (min(high, low) if tight else high) <= end or attempt or col + 1 >= len(columns):
                    break
                col += 1  # on in the next column
                area, y, end = columns[col]
            under = (tight or y + high > end) and low < high  # the words below, wider: lower
            if under:
                lw = area.w - 2 * m
                high = max(self._described(None, title, w, (0, 0), lw, bh, px, colour, True) for w in all_words)
            overflow = max(overflow, y + high - end)
            self._described(surf, title, words, (area.x + m, y), lw, bh, px, colour, under)
            by = y if under else y + (high - bh) // 2  # the buttons beside the middle of their words
            if how == "int":
                dec, val, inc = row
                dec.rect = pygame.Rect(bx, by + (bh - oh) // 2, oh, oh)  # a long value: on two lines
                inc.rect = pygame.Rect(area.right - m - oh, dec.rect.y, oh, oh)
                val.rect = pygame.Rect(dec.rect.right + 4, by, inc.rect.x - dec.rect.right - 8, bh)
                val.enabled = True
            else:
                row[0].rect = pygame.Rect(bx, by, bw, bh)
            y += high + 6
        if col == 0 or y <= hint_y:
            blit_text(surf, "Click a name to type a new one.", int(px * 0.8), (left.x + m, left.bottom - m // 4),
                      DIM, "bottomleft")
        back, code, start = next(b), next(b), next(b)
        if said:  # the level nearest the person's rating, and the one click that chooses it
            sy = bottom + m // 2
            ty = sy + (suggest_h - step * len(said)) // 2
            for line in said:
                blit_text(surf, line, small, (m, ty), INK)
                ty += step
            if level_button is not None:
                level_button.rect = pygame.Rect(W - m - lbw, sy, lbw, self.px(42))
                level_button.enabled = True
        elif level_button is not None:  # the line gave way to the options: its button with it
            level_button.rect = pygame.Rect(0, 0, 0, 0)
            level_button.enabled = False
        bw = int(220 * self.u)
        cw = min(int(420 * self.u), W - 2 * bw - 6 * m) if self.code_text is not None else bw
        need = font(body(px), True).size(code.label)[0] + 2 * self.px(50) // 6 + 2  # its label whole, at its size
        cw = max(cw, min(need, W - 2 * bw - 6 * m))
        y = H - self.px(50) - m
        code.rect = pygame.Rect(W // 2 - cw // 2, y, cw, self.px(50))
        back.rect = pygame.Rect(code.rect.x - bw - m, y, bw, self.px(50))
        start.rect = pygame.Rect(code.rect.right + m, y, bw, self.px(50))
        if say:  # in the strip above the bottom row, clear of the panels
            sy = bottom + m // 2
            for line in say:
                blit_text(surf, line, int(px * 0.85), (W // 2, sy), GOLD, "midtop")
                sy += font(int(px * 0.85)).get_linesize()
        self.draw_buttons(surf, px)
        return overflow


def _label_high(label: str, px: int, width: int, least: int) -> int:
    """How high a button ``width`` wide must be for its label to show whole at the text size asked: as
    ``label_height``, with the room left clear each side of the label as on a button that high (a taller
    button keeps more clear, so a label on three lines may need a fourth)."""
    high = label_height(label, px, width, least)
    for _ in range(4):
        more = label_height(label, px, width - 2 * (max(4, high // 6) - max(4, least // 6)), least)
        if more <= high:
            break
        high = more
    return high
