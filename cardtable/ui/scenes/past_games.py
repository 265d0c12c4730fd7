"""Past games: the finished games kept in the data folder, newest first (game, date, players, result);
choose one and Watch it played again on the table. Up and Down choose, Page Up and Page Down and the
wheel scroll, Enter watches, Esc goes back."""

from __future__ import annotations

import pygame

from ...files.past_games import PastGame, past_games
from ..widgets import DIM, GOLD, INK, Button, blit_text, font, panel, text_generation, wrap
from .base import Scene, SceneApp

RED = (255, 150, 130)


class PastGames(Scene):
    def __init__(self, app: SceneApp) -> None:
        super().__init__(app)
        folder = app.storage.root / "records" if app.storage is not None else None
        self.games: list[PastGame] = past_games(folder) if folder is not None else []
        self.chosen = 0
        self.first = 0  # the first line shown
        self.shown = 1  # how many lines fit (set when drawn)
        self.row_rects: list[tuple[pygame.Rect, int]] = []
        self.buttons = [Button("Watch", "watch"), Button("Back", "back")]
        if app.storage is not None:  # issue 48: a past game analysed on demand (in the background)
            self.buttons.insert(1, Button("Analyse", "analyse"))
        self.analysing: tuple[int, object] | None = None  # (the game's line, its record) asked to be analysed
        self.progress = ""
        self._said: tuple[object, list[list[str]]] = (None, [])  # each game's second line, wrapped (and for what)
        self._buttons()

    def _buttons(self) -> None:
        for b in self.buttons[:-1]:
            b.enabled = bool(self.games) and self.games[self.chosen].readable
        self.focus = 0 if self.games else len(self.buttons) - 1  # Enter watches the chosen game (none: Enter goes back)

    def choose(self, i: int) -> None:
        if not self.games:
            return
        self.chosen = max(0, min(len(self.games) - 1, i))
        if self.chosen < self.first:
            self.first = self.chosen
        elif self.chosen >= self.first + self.shown:
            self.first = self.chosen - self.shown + 1
        self._buttons()

    def press(self, value: object) -> None:
        if value == "watch" and self.games and self.games[self.chosen].readable:
            self.app.watch(path=str(self.games[self.chosen].path))
        elif value == "analyse" and self.games and self.games[self.chosen].readable and self.app.storage:
            from ...engine.record import RecordError
            from ...files.storage import load_record_file
            from ..analysing import queue

            try:
                rec = load_record_file(self.games[self.chosen].path)
            except (RecordError, OSError) as e:
                self.progress = f"This game cannot be analysed: {e}"
                return
            queue(self.app.storage).add(rec, first=True)
            self.analysing = (self.chosen, rec)
            self.update(0.0)
        elif value == "back":
            self.app.pop()

    def click(self, pos: tuple[int, int]) -> None:
        for r, i in self.row_rects:
            if r.collidepoint(pos):
                if i == self.chosen:
                    self.press("watch")  # a second click on the chosen game watches it
                else:
                    self.choose(i)
                return

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.storage is None:
            return
        from ..analysing import game_line, queue

        q = queue(self.app.storage)
        q.pump()
        if self.analysing is None:
            return
        at, rec = self.analysing
        from ...engine.record import Record

        assert isinstance(rec, Record)
        a = q.analysis(rec)
        if a is not None:
            names = [f"{a.seats[s.seat].name}: {game_line(self.app.storage, rec, a, s.seat)}" for s in a.persons()]
            said = "Analysed. " + "; ".join(names) if names else "Analysed: no person sat at this table."
            self.analysing = None
        else:
            said = q.progress(rec) or "Analysing the game..."
        if said != self.progress:
            self.progress = said
            self.app.dirty = True

    def scroll(self, dy: int) -> None:
        self.first = max(0, min(len(self.games) - self.shown, self.first - dy * 3))
        if not self.first <= self.chosen < self.first + self.shown:
            self.choose(min(max(self.chosen, self.first), self.first + self.shown - 1))

    def key(self, e: pygame.event.Event) -> None:
        steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.shown, pygame.K_PAGEDOWN: self.shown}
        if e.key in steps and self.games:
            self.choose(self.chosen + steps[e.key])
        elif e.key in (pygame.K_HOME, pygame.K_END) and self.games:
            self.choose(0 if e.key == pygame.K_HOME else len(self.games) - 1)
        elif e.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus == 0:
            self.press("watch")
        elif e.key == pygame.K_ESCAPE:
            self.press("back")
        else:
            super().key(e)  # Tab, Left and Right between Watch and Back; Space presses

    def back(self) -> None:
        self.press("back")

    def draw(self, surf: pygame.Surface) -> None:
        W, H = self.page(surf, "Past games", self.px(24))
        px = self.px(22)
        bh = self.px(50)
        top = self.px(24) + self.px(52) + self.px(24)
        said = wrap(self.progress, self.px(20), min(W - 2 * px, int(980 * self.u))) if self.progress else []
        line_h = int(self.px(20) * 1.3)
        box = pygame.Rect(0, top, min(W - 2 * px, int(980 * self.u)), H - top - bh - 3 * px - line_h * len(said))
        box.centerx = W // 2
        panel(surf, box, (6, 24, 16, 225), radius=self.px(12), border=(200, 170, 90))
        self.row_rects = []
        if not self.games:
            blit_text(surf, "No finished games yet. Every game played to its end is kept here, to watch again.",
                      self.px(26), box.center, DIM, "center", max_width=box.w - 2 * px)
        else:
            self._rows(surf, box, px)
        y = box.bottom + px // 2
        for line in said:  # the analysis asked for: its progress, then how the game went
            blit_text(surf, line, self.px(20), (W // 2, y), GOLD, "midtop")
            y += line_h
        k = len(self.buttons)
        bw, gap = min(int(220 * self.u), (W - (k + 1) * px) // k), px
        x0 = W // 2 - (k * bw + (k - 1) * gap) // 2
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x0 + i * (bw + gap), H - bh - px, bw, bh)
        self.draw_buttons(surf, self.px(24))

    @staticmethod
    def _lines(item: PastGame, px: int, w: int) -> list[str]:
        """A game's players and result (on one line where it holds both, else the result on lines of its
        own), or why its file cannot be read, in lines ``w`` wide."""
        if not item.readable:
            return wrap(item.problem, px, w)
        both = item.players + (f"  ·  {item.result}" if item.result else "")
        if not item.result or font(px).size(both)[0] <= w:
            return wrap(both, px, w)
        return wrap(item.players, px, w) + wrap(item.result, px, w)

    def _rows(self, surf: pygame.Surface, box: pygame.Rect, px: int) -> None:
        px, small = self.px(24), self.px(20)
        pad = self.px(8)
        inner = box.inflate(-px, -px)
        w = inner.w - self.px(12) - self.px(20)
        step = font(small).get_linesize()
        # each game: its name and date, then its players and result, whole, on as many lines as they need
        # (every row as high as the longest's, so the list scrolls by rows; never higher than the box)
        key = (w, small, text_generation(), id(self.games), len(self.games))
        if self._said[0] != key:
            self._said = (key, [self._lines(g, small, w) for g in self.games])
        said = self._said[1]
        fit = max(1, (inner.h - int(px * 1.3) - 2 * pad) // step)
        more = min(fit, max((len(lines) for lines in said), default=1))
        lh = int(px * 1.3) + step * more + 2 * pad
        self.shown = max(1, inner.h // lh)
        self.first = max(0, min(self.first, len(self.games) - self.shown))
        for k, i in enumerate(range(self.first, min(len(self.games), self.first + self.shown))):
            item = self.games[i]
            r = pygame.Rect(inner.x, inner.y + k * lh, inner.w - self.px(12), lh - self.px(4))
            self.row_rects.append((r, i))
            if i == self.chosen:
                pygame.draw.rect(surf, (70, 60, 20), r, border_radius=self.px(8))
                pygame.draw.rect(surf, GOLD, r, 2, border_radius=self.px(8))
            elif k:
                pygame.draw.line(surf, (40, 80, 60), (r.x + pad, r.y - self.px(2)), (r.right - pad, r.y - self.px(2)))
            x, y, w = r.x + self.px(10), r.y + pad, r.w - self.px(20)
            y2 = y + int(px * 1.3)
            if not item.readable:
                blit_text(surf, f"{item.date}  {item.game}" if item.date else item.game, px, (x, y), DIM, max_width=w)
            else:
                blit_text(surf, item.game, px, (x, y), GOLD if i == self.chosen else INK, bold=True, max_width=w * 0.6)
                blit_text(surf, item.date, px, (r.right - self.px(10), y), DIM, "topright", max_width=w * 0.38)
            lines = said[i]
            if len(lines) > more:  # more lines than the box holds (a tiny window): the last one cut
                lines = lines[:more - 1] + [" ".join(lines[more - 1:])]
            for line in lines:
                blit_text(surf, line, small, (x, y2), INK if item.readable else RED, max_width=w)
                y2 += step
        if len(self.games) > self.shown:  # where the lines shown are in the whole list
            bar = pygame.Rect(inner.right - self.px(6), inner.y, self.px(6), inner.h)
            pygame.draw.rect(surf, (30, 60, 45), bar, border_radius=3)
            h = max(self.px(20), bar.h * self.shown // len(self.games))
            y = bar.y + (bar.h - h) * self.first // max(1, len(self.games) - self.shown)
            pygame.draw.rect(surf, DIM, (bar.x, y, bar.w, h), border_radius=3)
