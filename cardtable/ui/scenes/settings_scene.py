"""Settings: how the table moves (animation, the computers' pace), sounds and speech, how it
looks (fullscreen, card and text size, four-colour and high-contrast faces, backs, sorting).
Each change applies at once and is saved at once."""

from __future__ import annotations

import pygame

from ...engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, card
from ..widgets import DIM, INK, Button, blit_text, set_text_scale, wrap
from .base import Scene, SceneApp

ROWS = (("animation", "Animation speed"), ("pace", "Computer pace"), ("sound", "Sound effects"),
        ("volume", "Sound volume"), ("speech", "Speak the game"), ("fullscreen", "Fullscreen (F11)"),
        ("card_size", "Card size"), ("text_size", "Text size"), ("four_colour", "Four-colour suits"),
        ("high_contrast", "High-contrast cards"), ("back", "Card back colour"), ("sort", "Sort my hand by"))


def shown(name: str, value: object) -> str:
    """A setting's value on its button."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if name == "volume":
        return f"{value}%"
    return str(value)


class SettingsScene(Scene):
    def __init__(self, app: SceneApp) -> None:
        super().__init__(app)
        self.note = ""  # one line under the settings (a speech engine that cannot be had)
        self._rebuild()
        self.focus = 0

    def _rebuild(self) -> None:
        s = self.app.settings
        self.buttons = [Button(shown(name, getattr(s, name)), name) for name, _ in ROWS]
        self.buttons.append(Button("Back", "leave"))  # not "back": that is the card back colour's row

    def press(self, value: object) -> None:
        s = self.app.settings
        if value == "leave":
            self.app.pop()
            return
        self.note = ""
        if value == "fullscreen":
            self.app.set_fullscreen(not s.fullscreen)
        else:
            s.cycle(str(value))
        if value in ("sound", "volume"):
            self.app.sounds.enabled = s.sound
            self.app.sounds.volume = s.volume / 100
            self.app.play_sound("play")
        elif value == "text_size":
            set_text_scale(s.text_scale)
        elif value == "speech":
            problem = self.app.narrator.switch(s.speech)
            if problem:  # no engine: the option stays off, and the line says why
                s.speech = False
                self.note = problem
        self.app.save_settings()  # kept at once: the next start finds them as they are now
        self._rebuild()
        self.app.narrator.say(f"{dict(ROWS)[str(value)]}: {shown(str(value), getattr(s, str(value)))}")

    def draw(self, surf: pygame.Surface) -> None:
        W, H = self.page(surf, "Settings", self.px(24))
        px = self.px(22)
        gap = self.px(10)
        top = self.px(24) + self.px(76)
        cw = int(H * 0.09)  # the card preview's cards, in the lower left corner where it fits
        preview = gap + cw * 3 < W // 2 - int(120 * self.u)
        side = gap + int(cw * 0.55) * 3 + cw + gap if preview else gap  # the note keeps clear of the preview
        note = wrap(self.note, px, W - 2 * side) if self.note else []
        bottom = H - self.px(80) - len(note) * (px + gap)
        cols = 2 if W >= 900 else 1
        per = -(-len(ROWS) // cols)
        bh = max(px + 8, min(self.px(46), (bottom - top) // per - gap))
        colw = (W - 2 * gap) // cols
        bw = int(min(200 * self.u, colw * 0.42))
        for i, (_name, label) in enumerate(ROWS):
            c, r = divmod(i, per)
            x0 = gap + c * colw
            y = top + r * (bh + gap)
            blit_text(surf, label, px, (x0 + colw - bw - gap * 2, y + bh // 2), INK, "midright",
                      max_width=colw - bw - gap * 3)
            self.buttons[i].rect = pygame.Rect(x0 + colw - bw - gap, y, bw, bh)
        b = self.buttons[-1]
        b.rect = pygame.Rect(W // 2 - int(110 * self.u), H - self.px(70), int(220 * self.u), self.px(50))
        self.draw_buttons(surf, px)
        for k, line in enumerate(note):  # wrapped between the settings and the Back button, beside the preview
            blit_text(surf, line, px, (W // 2, bottom + gap + k * (px + gap)), (255, 214, 90), "midtop")
        # a preview of the choices that change how cards look, in the corner where it fits
        s = self.app.settings
        x, yy = gap, H - self.px(70)
        if preview:
            for k, c in enumerate([card(1, SPADES), card(12, HEARTS), card(10, DIAMONDS), card(7, CLUBS)]):
                face = self.app.art.face(c, cw, s.four_colour, s.high_contrast)
                surf.blit(face, (x + k * int(cw * 0.55), yy - int(cw * 0.6)))
            blit_text(surf, "How the cards look", int(px * 0.8), (x, yy - int(cw * 0.6) - 4), DIM, "bottomleft")
