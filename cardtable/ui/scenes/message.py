"""A short message over whatever is below, with one button to go on."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..widgets import INK, Button, blit_text, shade, wrap
from .base import Scene


class Message(Scene):
    overlay = True

    def __init__(self, app, title: str, text: str, then: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.title_text, self.text, self.then = title, text, then
        self.buttons = [Button("OK", "ok")]
        self.focus = 0

    def press(self, value: object) -> None:
        self.app.pop()
        if self.then:
            self.then()

    def back(self) -> None:
        self.press("ok")

    def draw(self, surf: pygame.Surface) -> None:
        W, H = self.size
        shade(surf, 140, (0, 0, 0))
        px = self.px(24)
        w = int(min(W * 0.7, 760 * self.u))
        lines = wrap(self.text, px, w - 2 * px)
        h = int(px * 4.5 + len(lines) * px * 1.25 + self.px(60))
        r = pygame.Rect(0, 0, w, h)
        r.center = (W // 2, H // 2)
        self.card_panel(surf, r)
        y = r.y + px
        blit_text(surf, self.title_text, int(px * 1.4), (r.centerx, y), (250, 236, 190), "midtop", True, w - px)
        y += int(px * 2.2)
        for line in lines:
            blit_text(surf, line, px, (r.x + px, y), INK)
            y += int(px * 1.25)
        b = self.buttons[0]
        b.rect = pygame.Rect(0, 0, int(160 * self.u), self.px(50))
        b.rect.midbottom = (r.centerx, r.bottom - px)
        self.draw_buttons(surf)
