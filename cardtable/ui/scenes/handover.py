"""Pass-and-play: every hand is covered until the next person says they are at the screen."""

from __future__ import annotations

import pygame

from ..widgets import DIM, INK, Button, blit_text, panel, shade
from .base import Scene, SceneApp


class HandOver(Scene):
    overlay = True

    def __init__(self, app: SceneApp, table, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.buttons = [Button("I'm ready", "ready"), Button("Menu", "menu")]
        self.focus = 0

    def press(self, value: object) -> None:
        if value == "ready":
            self.app.pop()
            self.table.hand_over_done(self.seat)
        elif value == "menu":
            self.table.open_menu()

    def back(self) -> None:
        self.table.open_menu()

    def card_panel(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """The box, opaque: nothing of the covered table shows through its words."""
        panel(surf, rect, (6, 24, 16, 255), radius=self.px(16), border=(200, 170, 90))

    def draw(self, surf: pygame.Surface) -> None:
        W, H = self.size
        shade(surf, 215, (0, 10, 5))
        name = self.table.name(self.seat)
        r = self.centred_panel(surf, int(min(W * 0.6, 640 * self.u)), int(250 * self.u))
        blit_text(surf, f"Pass to {name}", self.px(48), (r.centerx, r.y + self.px(26)), (250, 236, 190), "midtop",
                  True, r.w - 20)
        blit_text(surf, f"{name}, press \"I'm ready\" when only you can see the screen.", self.px(22),
                  (r.centerx, r.y + self.px(90)), INK, "midtop", max_width=r.w - 30)
        blit_text(surf, "Every hand stays covered until then.", self.px(19), (r.centerx, r.y + self.px(122)), DIM,
                  "midtop", max_width=r.w - 30)
        bw, bh = int(190 * self.u), self.px(50)
        self.buttons[0].rect = pygame.Rect(r.centerx - bw - 8, r.bottom - bh - self.px(20), bw, bh)
        self.buttons[1].rect = pygame.Rect(r.centerx + 8, r.bottom - bh - self.px(20), bw, bh)
        self.draw_buttons(surf)
