"""Settings: animation speed, computer pace, sound, fullscreen, four-colour suits, backs, sorting.
Each change applies at once and is saved at once."""

from __future__ import annotations

import pygame

from ...engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, card
from ..widgets import INK, Button, blit_text, felt
from .base import Scene

ROWS = (("animation", "Animation speed"), ("pace", "Computer pace"), ("sound", "Sound effects"),
        ("fullscreen", "Fullscreen (F11)"), ("four_colour", "Four-colour suits"), ("back", "Card back colour"),
        ("sort", "Sort my hand by"))


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self._rebuild()
        self.focus = 0

    def _rebuild(self) -> None:
        s = self.app.settings
        self.buttons = []
        for name, _ in ROWS:
            v = getattr(s, name)
            self.buttons.append(Button(("on" if v else "off") if isinstance(v, bool) else str(v), name))
        self.buttons.append(Button("Back", "leave"))  # not "back": that is the card back colour's row

    def press(self, value: object) -> None:
        s = self.app.settings
        if value == "leave":
            self.app.pop()
            return
        if value == "fullscreen":
            self.app.set_fullscreen(not s.fullscreen)
        else:
            s.cycle(str(value))
        if value == "sound":
            self.app.sounds.enabled = s.sound
            self.app.play_sound("play")
        self.app.save_settings()  # kept at once: the next start finds them as they are now
        self._rebuild()

    def draw(self, surf: pygame.Surface) -> None:
        W, H = self.size
        surf.blit(felt((W, H)), (0, 0))
        self.title(surf, "Settings", self.px(24))
        px = self.px(24)
        bh = self.px(46)
        gap = self.px(12)
        y = self.px(24) + self.px(80)
        lw = int(W * 0.3)
        x0 = W // 2 - lw
        for i, (_name, label) in enumerate(ROWS):
            blit_text(surf, label, px, (x0, y + bh // 2), INK, "midleft")
            self.buttons[i].rect = pygame.Rect(W // 2 + gap, y, int(220 * self.u), bh)
            y += bh + gap
        b = self.buttons[-1]
        b.rect = pygame.Rect(W // 2 - int(110 * self.u), H - self.px(70), int(220 * self.u), self.px(50))
        self.draw_buttons(surf, px)
        # a preview of the choices that change how cards look
        s = self.app.settings
        cw = int(H * 0.12)
        x = W // 2 + gap + int(240 * self.u)
        yy = self.px(24) + self.px(80)
        if x + cw * 3 < W:
            for k, c in enumerate([card(1, SPADES), card(12, HEARTS), card(10, DIAMONDS), card(7, CLUBS)]):
                surf.blit(self.app.art.face(c, cw, s.four_colour), (x + k * int(cw * 0.55), yy))
            surf.blit(self.app.art.back(cw, s.back), (x + int(cw * 0.9), yy + int(cw * 1.6)))
