"""The deal summary: the deal's score sheet with the running totals, then Continue."""

from __future__ import annotations

import pygame

from ...engine.events import Event
from ...engine.present import deal_sheet
from ..widgets import DIM, INK, Button, blit_text, fit_text, shade
from .base import Scene


class DealSummary(Scene):
    overlay = True

    def __init__(self, app, table, event: Event | None) -> None:
        super().__init__(app)
        self.table = table
        self.names = [s.name for s in table.session.seats]
        if event is not None:
            self._load(int(event.data.get("deal", table.state.deal_no)), event.data)
        self.buttons = [Button("Continue", "go")]
        self.focus = 0

    def _load(self, deal: int, data: dict) -> None:
        self.deal = deal
        st = self.table.state
        self.lines, self.heads, self.rows = deal_sheet(self.table.game.presentation, st.sheet, st.history, deal,
                                                       data, self.names)

    def press(self, value: object) -> None:
        self.app.pop()
        self.table.board.resume()

    def back(self) -> None:
        self.press("go")

    def draw(self, surf: pygame.Surface) -> None:
        W, H = self.size
        shade(surf, 120, (0, 0, 0))
        n = len(self.names)
        px = self.px(22)
        lh = int(px * 1.35)
        avail = H - self.px(40)
        if (n + len(self.lines) + 6) * lh > avail:
            lh = avail // (n + len(self.lines) + 6)
            px = int(lh / 1.35)
        w = int(min(W * 0.86, (300 + 130 * len(self.heads)) * self.u))
        h = lh * (n + len(self.lines) + 5) + self.px(20)
        r = pygame.Rect(0, 0, w, h)
        r.center = (W // 2, H // 2)
        self.card_panel(surf, r)
        y = r.y + px // 2
        title = f"Deal {self.deal}" + (f" of {self.count}" if isinstance(self, SheetOnDemand) else "")
        blit_text(surf, title, int(px * 1.5), (r.centerx, y), (250, 236, 190), "midtop", True)
        y += int(lh * 1.6)
        for line in self.lines:
            blit_text(surf, line, px, (r.x + px, y), DIM, max_width=r.w - 2 * px)
            y += lh
        name_w = int((r.w - 2 * px) * 0.3)
        cw = (r.w - 2 * px - name_w) / max(1, len(self.heads))
        for i, head in enumerate(self.heads):
            img = fit_text(head, int(px * 0.9), cw - 6, DIM, True)
            surf.blit(img, img.get_rect(topright=(round(r.x + px + name_w + cw * (i + 1)), y)))
        y += lh
        for seat, row in enumerate(self.rows):
            blit_text(surf, self.names[seat], px, (r.x + px, y), INK, max_width=name_w - 6)
            for i, v in enumerate(row):
                bold = i == len(row) - 1
                img = fit_text(v, px, cw - 6, INK, bold)
                surf.blit(img, img.get_rect(topright=(round(r.x + px + name_w + cw * (i + 1)), y)))
            y += lh
        bw, gap = int(min(200 * self.u, (r.w - px * 4) / 3)), px
        k = len(self.buttons)
        x0 = r.centerx - (k * bw + (k - 1) * gap) // 2
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x0 + i * (bw + gap), 0, bw, int(lh * 1.3))
            b.rect.bottom = r.bottom - px // 2
        self.draw_buttons(surf, px)


class SheetOnDemand(DealSummary):
    """The score sheet, asked for at the table: the last finished deal, and the ones before it."""

    def __init__(self, app, table) -> None:
        super().__init__(app, table, None)
        self.count = len(table.state.sheet)
        self._show(self.count)

    def _show(self, deal: int) -> None:
        self._load(max(1, min(self.count, deal)), {})
        self.buttons = [Button("Earlier", "prev", enabled=self.deal > 1), Button("Close", "go"),
                        Button("Later", "next", enabled=self.deal < self.count)]
        self.focus = 1

    def press(self, value: object) -> None:
        if value == "prev":
            self._show(self.deal - 1)
        elif value == "next":
            self._show(self.deal + 1)
        else:
            self.app.pop()

    def key(self, e: pygame.event.Event) -> None:
        if e.key in (pygame.K_LEFT, pygame.K_PAGEUP):
            self._show(self.deal - 1)
        elif e.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
            self._show(self.deal + 1)
        elif e.key in (pygame.K_s, pygame.K_ESCAPE):
            self.app.pop()
        else:
            super().key(e)
