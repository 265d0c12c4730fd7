"""A game's rules (the text of `cardtable rules`), scrollable; also an overlay over the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine.options import house_rules_text
from ..keys import key_lines
from ..widgets import INK, Button, blit_text, felt, font, panel, shade, wrap
from .base import Scene, SceneApp

if TYPE_CHECKING:
    from ...engine.game import SomeGame


def paragraphs(text: str) -> list[str]:
    """Rejoin the rules' hard-wrapped lines into paragraphs; list items keep their own lines."""
    out: list[str] = []
    for block in text.strip().split("\n\n"):
        cur = ""
        for line in block.split("\n"):
            s = line.strip()
            starts_item = s[:2] in ("- ", "* ") or (s[:1].isdigit() and s[1:3] in (". ", ") "))
            if cur and starts_item:
                out.append(cur)
                cur = s
            else:
                cur = (cur + " " + s).strip()
        out.append(cur)
        out.append("")
    return out


class Rules(Scene):
    def __init__(self, app: SceneApp, game: SomeGame | None = None, overlay: bool = False, keys: bool = False) -> None:
        """The rules of ``game``, the keys after them; ``keys``: the keys alone (the ``?`` overlay)."""
        super().__init__(app)
        self.game = game
        self.overlay = overlay
        table = app.stack[-1] if overlay and getattr(app, "stack", None) else None
        playing = getattr(getattr(table, "chair", None), "options", None)
        playback = getattr(table, "playback", None)  # over a replay: it waits while the person reads
        if playback is not None:
            playback.hold_for("the keys" if keys or game is None else "the rules")
        self.heading = "Keys" if keys or game is None else f"Rules: {game.info.name}"
        self.paras = [] if keys or game is None else (
            paragraphs(game.words.rules_text + "\n\n" + house_rules_text(game, playing)) + ["Keys at the table", ""])
        replay = keys and any(getattr(s, "replaying", False) for s in getattr(app, "stack", []))  # '?' in a replay
        if replay:
            self.paras += ["In a replay", ""]
        shown: SomeGame | None = game if game is not None else getattr(table, "game", None)  # whose keys these are
        digits = None if shown is None else shown.words.presentation.typed_number  # what the digits do there
        self.paras += [line for k in key_lines(replay, digits) for line in (k, "")]
        self.offset = 0
        self.buttons = [Button("Back", "back")]
        self.focus = 0
        self._lines: list[str] = []
        self._view_lines = 1

    def press(self, value: object) -> None:
        self.app.pop()

    def card_panel(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """The rules' box, opaque: over the table no card or word on the felt shows through the text."""
        panel(surf, rect, (6, 24, 16, 255), radius=self.px(16), border=(200, 170, 90))

    def scroll(self, dy: int) -> None:
        self.offset = max(0, min(max(0, len(self._lines) - self._view_lines), self.offset - dy * 3))

    def key(self, e: pygame.event.Event) -> None:
        page = max(1, self._view_lines - 2)
        step = {pygame.K_DOWN: -1, pygame.K_UP: 1, pygame.K_PAGEDOWN: -page, pygame.K_PAGEUP: page,
                pygame.K_SPACE: -page}.get(e.key)
        if step is not None:
            self.scroll(step)
        elif e.key == pygame.K_HOME:
            self.offset = 0
        elif e.key == pygame.K_END:
            self.scroll(-10_000)
        elif e.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_BACKSPACE):
            self.app.pop()

    def draw(self, surf: pygame.Surface) -> None:
        W, H = self.size
        if not self.overlay:
            surf.blit(felt((W, H)), (0, 0))
        shade(surf, 160 if self.overlay else 60)
        r = self.centred_panel(surf, int(min(W * 0.9, 980 * self.u)), int(H * 0.92))
        px = self.px(21)
        blit_text(surf, self.heading, self.px(34), (r.centerx, r.y + px // 2), (250, 236, 190),
                  "midtop", True, r.w - 40)
        text_r = pygame.Rect(r.x + px * 2, r.y + self.px(60), r.w - px * 4, r.h - self.px(60) - self.px(70))
        self._lines = []
        for p in self.paras:
            self._lines.extend(wrap(p, px, text_r.w) if p else [""])
        lh = font(px).get_linesize()
        self._view_lines = max(1, text_r.h // lh)
        self.offset = min(self.offset, max(0, len(self._lines) - self._view_lines))
        y = text_r.y
        for line in self._lines[self.offset: self.offset + self._view_lines]:
            blit_text(surf, line, px, (text_r.x, y), INK)
            y += lh
        if len(self._lines) > self._view_lines:
            frac = self._view_lines / len(self._lines)
            bar_h = max(20, int(text_r.h * frac))
            top = text_r.y + int((text_r.h - bar_h) * self.offset / max(1, len(self._lines) - self._view_lines))
            pygame.draw.rect(surf, (90, 110, 90), (r.right - px, text_r.y, 6, text_r.h), border_radius=3)
            pygame.draw.rect(surf, (230, 200, 110), (r.right - px, top, 6, bar_h), border_radius=3)
            blit_text(surf, "Scroll with the wheel, arrows or Page Up/Down", int(px * 0.8),
                      (r.x + px * 2, r.bottom - self.px(44)), (170, 190, 175), "midleft")
        b = self.buttons[0]
        b.rect = pygame.Rect(0, 0, int(180 * self.u), self.px(48))
        b.rect.bottomright = (r.right - px, r.bottom - px // 2)
        self.draw_buttons(surf)

