"""The last trick, on demand: its cards in the order played, who played each, and who took it."""

from __future__ import annotations

import pygame

from ...engine import cards as C
from ..widgets import DIM, GOLD, INK, Button, blit_text, fit_text, font, shade, wrap
from .base import Scene, SceneApp


class LastTrick(Scene):
    overlay = True

    def __init__(self, app: SceneApp, table) -> None:
        super().__init__(app)
        self.table = table
        self.trick = table.hints.last_trick()  # (leader, cards, winner): public, every card was played face up
        self.buttons = [Button("Close", "close")]
        self.focus = 0

    def press(self, value: object) -> None:
        self.app.pop()

    def key(self, e: pygame.event.Event) -> None:
        if not self.closed_by(e, pygame.K_t):
            super().key(e)

    def draw(self, surf: pygame.Surface) -> None:
        W, H = self.size
        shade(surf, 120, (0, 0, 0))
        if self.trick is None:
            return
        leader, cards, winner = self.trick
        n = self.table.players
        k = max(1, len(cards))
        px = self.px(22)
        w = int(min(W * 0.9, max(420 * self.u, k * 130 * self.u + 2 * px)))
        cw = int(min((w - 2 * px) / k * 0.82, H * 0.2))
        lead = wrap("led " + C.long_name(cards[0]), int(px * 0.7), (w - 2 * px) / k - 6) if cards else []
        step = font(int(px * 0.7)).get_linesize()  # the lead's lines, as the text-size setting draws them
        under = max(int(px * 1.3), font(int(px * 0.85), True).get_linesize()) + step * len(lead)
        h = int(px * 4 + cw * 1.4 + px // 3 + under + px + self.px(50))
        r = pygame.Rect(0, 0, w, h)
        r.center = (W // 2, H // 2)
        self.card_panel(surf, r)
        blit_text(surf, "The last trick", int(px * 1.4), (r.centerx, r.y + px // 2), (250, 236, 190), "midtop", True)
        blit_text(surf, f"{self.table.name(winner)} took it.", px, (r.centerx, r.y + int(px * 2.4)), INK, "midtop",
                  max_width=r.w - 2 * px)
        slot = (r.w - 2 * px) / k
        y = r.y + int(px * 4)
        for i, c in enumerate(cards):
            seat = (leader + i) % n
            x = round(r.x + px + slot * i + (slot - cw) / 2)
            img = self.app.art.face(c, cw, self.table.view.four_colour, self.table.view.high_contrast)
            surf.blit(img, (x, y))
            if seat == winner:
                pygame.draw.rect(surf, GOLD, pygame.Rect(x, y, img.get_width(), img.get_height()).inflate(6, 6),
                                 max(2, cw // 25), border_radius=max(4, cw // 12))
            name = fit_text(self.table.name(seat), int(px * 0.85), slot - 6, GOLD if seat == winner else INK, True)
            surf.blit(name, name.get_rect(midtop=(x + cw // 2, y + img.get_height() + px // 3)))
            if i == 0:  # under the leader's name, wrapped to its slot (never drawn smaller)
                ly = y + img.get_height() + px // 3 + max(int(px * 1.3), font(int(px * 0.85), True).get_linesize())
                for j, line in enumerate(lead):
                    blit_text(surf, line, int(px * 0.7), (x + cw // 2, ly + j * step), DIM, "midtop")
        b = self.buttons[0]
        b.rect = pygame.Rect(0, 0, int(160 * self.u), self.px(46))
        b.rect.midbottom = (r.centerx, r.bottom - px // 2)
        self.draw_buttons(surf, px)
