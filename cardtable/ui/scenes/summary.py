"""The deal summary: the deal's score sheet with the running totals, then Continue."""

from __future__ import annotations

import pygame

from ...engine.events import Event
from ..widgets import DIM, INK, Button, blit_text, fit_text, shade
from .base import Scene
from .sheet import deal_sheet


class DealSummary(Scene):
    overlay = True

    def __init__(self, app, table, event: Event) -> None:
        super().__init__(app)
        self.table = table
        self.deal = int(event.data.get("deal", table.state.deal_no))
        names = [s.name for s in table.session.seats]
        self.lines, self.heads, self.rows = deal_sheet(table.session.game_id, table.state, self.deal, event.data,
                                                       names)
        self.names = names
        self.buttons = [Button("Continue", "go")]
        self.focus = 0

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
        blit_text(surf, f"Deal {self.deal}", int(px * 1.5), (r.centerx, y), (250, 236, 190), "midtop", True)
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
        b = self.buttons[0]
        b.rect = pygame.Rect(0, 0, int(200 * self.u), int(lh * 1.3))
        b.rect.midbottom = (r.centerx, r.bottom - px // 2)
        self.draw_buttons(surf, px)
