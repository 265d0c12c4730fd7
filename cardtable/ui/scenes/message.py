"""A short message over whatever is below, with one button to go on."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..widgets import INK, Button, blit_text, panel, shade, wrap
from .base import Scene, SceneApp


class Message(Scene):
    overlay = True

    def __init__(self, app: SceneApp, title: str, text: str, then: Callable[[], None] | None = None,
                 ok: str = "OK", cancel: str | None = None) -> None:
        """``then`` runs after OK; with a ``cancel`` label the message asks, and Cancel (or Esc) just closes it."""
        super().__init__(app)
        self.title_text, self.text, self.then = title, text, then
        self.buttons = [Button(ok, "ok")] + ([Button(cancel, "cancel")] if cancel else [])
        self.focus = 0

    def press(self, value: object) -> None:
        self.app.pop()
        if self.then and value == "ok":
            self.then()

    def back(self) -> None:
        self.press("cancel" if len(self.buttons) > 1 else "ok")

    def card_panel(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """The box, opaque: no card or word of the table shows through its words (the table is dimmed around it)."""
        panel(surf, rect, (6, 24, 16, 255), radius=self.px(16), border=(200, 170, 90))

    def draw(self, surf: pygame.Surface) -> None:
        W, H = self.size
        shade(surf, 170, (0, 0, 0))  # the table dimmed behind the box
        px = self.px(24)
        w = int(min(W * 0.7, 760 * self.u))
        lines = wrap(self.text, px, w - 2 * px)
        h = int(px * 4.5 + len(lines) * px * 1.25 + self.px(60))
        r = self.centred_panel(surf, w, h)
        y = r.y + px
        blit_text(surf, self.title_text, int(px * 1.4), (r.centerx, y), (250, 236, 190), "midtop", True, w - px)
        y += int(px * 2.2)
        for line in lines:
            blit_text(surf, line, px, (r.x + px, y), INK)
            y += int(px * 1.25)
        k = len(self.buttons)
        bw = int((160 if k == 1 else 220) * self.u)
        x0 = r.centerx - (k * bw + (k - 1) * px) // 2
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x0 + i * (bw + px), 0, bw, self.px(50))
            b.rect.bottom = r.bottom - px
        self.draw_buttons(surf)
