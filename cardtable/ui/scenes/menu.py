"""The menu: continue a game left unfinished, start a new one, rules, statistics, past games to watch,
settings, quit. Paused over a game or a replay, it also leads back to the main menu and to Past games
(the game is saved as it is left, and the main menu offers to continue it)."""

from __future__ import annotations

import math

import pygame

from ...engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, card
from ..widgets import DIM, Button, blit_text, felt, font, layout_buttons, panel, shade
from .base import Scene, SceneApp


class Menu(Scene):
    def __init__(self, app: SceneApp, paused: bool = False, table=None) -> None:
        super().__init__(app)
        self.paused = paused
        self.overlay = paused
        self.table = table  # paused over this table
        replay = table is not None and getattr(table, "replaying", False)
        self.heading = "Replay paused" if replay else "Game paused"
        playback = getattr(table, "playback", None)  # a replay waits under the menu, and says so after
        if paused and playback is not None:
            playback.hold_for("the menu")

    def files_read(self) -> None:
        self.enter()  # its buttons again, with Continue when a game was left unfinished

    def enter(self) -> None:
        items = []
        if self.paused or self.app.can_continue():
            items.append(Button("Continue", "continue"))
        if self.paused:  # the way out of a game or a replay (the game stays saved: Continue goes back to it)
            items.append(Button("Main menu", "main"))
            if self.app.storage is not None:
                items.append(Button("Past games", "past"))
        items += [Button("New game", "new"), Button("Rules", "rules"), Button("Statistics", "stats")]
        if not self.paused and self.app.storage is not None:
            items.append(Button("Past games", "past"))
        items.append(Button("Settings", "settings"))
        if self.table is not None and not self.table.replaying and self.app.storage is not None:
            items.append(Button("Export this game", "export"))
        items.append(Button("Quit", "quit"))
        self.buttons = items
        self.focus = 0

    def press(self, value: object) -> None:
        if value == "continue":
            if self.paused:
                self.app.pop()
            else:
                self.app.continue_game()
        elif value == "new":
            self.app.open("choose", "play")
        elif value == "rules" and self.table is not None:  # over a game or a replay: that game's rules
            self.app.open("rules", self.table.game, overlay=True)
        elif value == "rules":
            self.app.open("choose", "rules")
        elif value == "stats":
            self.app.open("stats", self.table.game.info.id if self.table is not None else None)
        elif value == "main":
            self.app.reset("menu")  # the table is saved as it is left (its leave); the menu offers Continue
        elif value == "past":
            if self.paused:
                self.app.reset("menu")  # Past games over the main menu: its Back leads there
            self.app.open("past_games")
        elif value == "settings":
            self.app.open("settings")
        elif value == "export" and self.table is not None:
            self.table.export()
        elif value == "quit":
            self.app.quit()

    def back(self) -> None:
        if self.paused:
            self.app.pop()

    def card_panel(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """The box, opaque: no card or word of the table shows through its words (the table is dimmed around it)."""
        panel(surf, rect, (6, 24, 16, 255), radius=self.px(16), border=(200, 170, 90))

    def draw(self, surf: pygame.Surface) -> None:
        W, H = self.size
        if self.paused:
            self._draw_paused(surf)
            return
        surf.blit(felt((W, H)), (0, 0))
        self._fan(surf)
        self.title(surf, "Card Table", self.px(50))
        blit_text(surf, "Eight card games at one table", self.px(24), (W // 2, self.px(50) + self.px(64)), DIM,
                  "midtop")
        bw = int(300 * self.u)
        top = int(H * 0.36)
        gap = self.px(12)
        k = len(self.buttons)
        bh = min(self.px(54), (H - top - self.px(16)) // k - gap)
        area = pygame.Rect(W // 2 - bw // 2, top, bw, H)
        layout_buttons(self.buttons, area, bh, gap, self.px(26), min_width=bw)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(area.x, area.y + i * (bh + gap), bw, bh)
        self.draw_buttons(surf, self.px(26))

    def _draw_paused(self, surf: pygame.Surface) -> None:
        """Over the table: the game waits behind a box holding the menu."""
        W, H = self.size
        shade(surf, 170)  # the table dimmed behind the box
        bw, gap, k = int(300 * self.u), self.px(10), len(self.buttons)
        head = self.px(52) + self.px(40)
        bh = max(self.px(30), min(self.px(50), (H - head - self.px(60)) // k - gap))
        wide = font(self.px(52), True).size(self.heading)[0] + self.px(40)  # the title inside it at any text size
        box = pygame.Rect(0, 0, max(bw + self.px(60), wide), head + k * (bh + gap) + self.px(20))
        box.center = (W // 2, H // 2)
        box.y = max(self.px(6), box.y)
        self.card_panel(surf, box)
        self.title(surf, self.heading, box.y + self.px(16))
        area = pygame.Rect(W // 2 - bw // 2, box.y + head, bw, H)
        layout_buttons(self.buttons, area, bh, gap, self.px(24), min_width=bw)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(area.x, area.y + i * (bh + gap), bw, bh)
        self.draw_buttons(surf, self.px(24))

    def _fan(self, surf: pygame.Surface) -> None:
        """A spread of aces and kings on the cloth, for the look of a table. Not in the app's very
        first frame: the window shows at once, and the cards (drawn from nothing the first time, tens
        of ms) come with the next frame (issue 43)."""
        if getattr(self.app, "draws", 2) <= 1:
            self.app.dirty = True
            return
        W, H = self.size
        cw = int(H * 0.16)
        cards = [card(1, SPADES), card(13, HEARTS), card(12, CLUBS), card(11, DIAMONDS), card(1, HEARTS)]
        for side in (-1, 1):
            cx = W // 2 + side * int(W * 0.32)
            for i, c in enumerate(cards if side < 0 else cards[::-1]):
                a = (i - 2) * 12
                img = pygame.transform.rotozoom(self.app.art.face(c, cw), -a * side, 1.0)
                x = cx + math.sin(math.radians(a)) * cw * 0.9
                y = H * 0.58 - math.cos(math.radians(a)) * cw * 0.5
                surf.blit(img, img.get_rect(center=(x, y)))
