"""Choose a game: the eight games as tiles, each with a small picture of its own cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...games import MODULES, get_game
from ..layout import ASPECT
from ..widgets import DIM, INK, Button, blit_text, focus_ring, font, panel, wrap
from .base import Scene, SceneApp
from .learn import LABEL as LEARN
from .learn import start_lesson
from .table.panel import word_tag

if TYPE_CHECKING:
    from ...engine.game import SomeGame

_pictures: dict[str, list[int]] = {}


def picture_cards(game) -> list[int]:
    """Three of the game's own cards, chosen once."""
    if game.info.id not in _pictures:
        try:
            st = game.new_state(game.info.players[0], 7, log=False)
            cards = sorted(c for zone in st.table.zones.values() for c in zone) or list(range(52))
        except Exception:  # noqa: BLE001 - a picture is not worth a crash
            cards = list(range(52))
        k = len(cards)
        base = sum(ord(ch) * (i + 1) for i, ch in enumerate(game.info.id))
        pick = [cards[(base + i * 17) % k] for i in range(3)]
        kinds = {w: c for c in cards if (w := game.words.card_word(c))}  # cards that stand for something: one of each
        if len(kinds) > 1:  # (a rose, a skull, a rose)
            first, *others = [kinds[w] for w in sorted(kinds)]
            more = [c for c in cards if game.words.card_word(c) == game.words.card_word(first) and c != first]
            pick = ([first, *others] + more[:1] + pick)[:3]
        _pictures[game.info.id] = pick
    return _pictures[game.info.id]


class Choose(Scene):
    def __init__(self, app: SceneApp, purpose: str = "play") -> None:
        super().__init__(app)
        self.purpose = purpose
        self.games: list[tuple[str, SomeGame | None]] = []  # None: a game that does not load
        for gid in MODULES:
            try:
                self.games.append((gid, get_game(gid)))
            except Exception:  # noqa: BLE001 - a game still being written shows as not ready
                self.games.append((gid, None))
        self.buttons = [Button(g.info.name if g else gid, ("game", gid), enabled=g is not None)
                        for gid, g in self.games]
        self.buttons.append(Button(LEARN, ("learn",), enabled=purpose == "play"))  # a first deal that teaches
        self.buttons.append(Button("Back", ("back",)))
        self.focus = 0

    def press(self, value: object) -> None:
        if not isinstance(value, tuple):
            return
        if value[0] == "back":
            self.app.pop()
            return
        if value[0] == "learn":  # the same tiles: the one clicked is learnt by playing
            self.app.open("choose", "learn")
            return
        game = get_game(value[1])
        if self.purpose == "learn":
            start_lesson(self.app, game)
        elif self.purpose == "rules":
            self.app.open("rules", game)
        else:
            self.app.open("setup", game)

    def draw(self, surf: pygame.Surface) -> None:
        title = {"play": "Choose a game", "learn": "Learn which game by playing?"}.get(self.purpose,
                                                                                   "Rules of which game?")
        W, H = self.page(surf, title, self.px(24))
        m = self.px(18)
        top = self.px(24) + self.px(70)
        bh = self.px(48)
        cols, rows = 4, (len(self.games) + 3) // 4
        tw = (W - m * (cols + 1)) // cols
        th = (H - top - bh - 3 * m - m * rows) // rows
        px = self.px(20)
        for i, (gid, game) in enumerate(self.games):
            r = pygame.Rect(m + (i % cols) * (tw + m), top + (i // cols) * (th + m), tw, th)
            b = self.buttons[i]
            b.rect = r
            on = i == self.focus or i == self.hover
            panel(surf, r, (6, 30, 18, 220) if game else (30, 30, 30, 160), radius=self.px(14),
                  border=(255, 214, 90) if on and game else (160, 140, 80))
            if i == self.focus:  # the keyboard's focus: the table's thick ring, not a thin border
                focus_ring(surf, r, max(4, int(6 * self.u)), self.px(14))
            y = r.y + px // 2
            name = game.info.name if game else gid
            for line in wrap(name, int(px * 1.2), r.w - px, bold=True):  # a long name: 2 lines
                blit_text(surf, line, int(px * 1.2), (r.centerx, y), (250, 236, 190), "midtop", True, r.w - px)
                y += int(px * 1.2)
            y += int(px * 0.3)
            if game is None:
                blit_text(surf, "not ready yet", px, (r.centerx, y), DIM, "midtop")
                continue
            blit_text(surf, f"{game.info.players[0]} to {game.info.players[-1]} players", int(px * 0.9), (r.centerx, y),
                      DIM, "midtop")
            y += int(px * 1.2)
            cw = int(min(r.w / 4.2, (r.bottom - y) * 0.55 / 1.4))
            cards = picture_cards(game)
            x0 = r.centerx - int(cw * 1.25)
            for k, c in enumerate(cards):
                at = (x0 + k * int(cw * 0.75), y + abs(k - 1) * cw // 8)
                surf.blit(self.app.art.face(c, cw), at)
                word = game.words.card_word(c)
                if word:  # what the card stands for, tagged as at the table ("SKULL")
                    word_tag(surf, word, (at[0] + cw // 2, at[1] + round(cw * ASPECT) - 3), max(12, int(px * 0.7)),
                             cw - 12)
            y += int(cw * 1.4) + cw // 4 + px // 3
            lines = wrap(game.words.summary, int(px * 0.85), r.w - px)
            lh = max(int(px * 1.05), font(int(px * 0.85)).get_linesize())  # large text: lines apart as drawn
            for line in lines[: max(1, (r.bottom - y) // lh)]:
                blit_text(surf, line, int(px * 0.85), (r.centerx, y), INK, "midtop", max_width=r.w - px // 2)
                y += lh
        back = self.buttons[-1]
        back.rect = pygame.Rect(0, 0, int(200 * self.u), bh)
        back.rect.midbottom = (W // 2, H - m)
        back.draw(surf, self.px(24), focused=self.focus == len(self.buttons) - 1,
                  hover=self.hover == len(self.buttons) - 1)
        learn = self.buttons[-2]
        if learn.enabled:  # beside Back: the games again, each to learn by playing its first deal
            lw = max(int(260 * self.u), font(self.px(24), True).size(learn.label)[0] + self.px(30))
            learn.rect = pygame.Rect(back.rect.right + m, back.rect.y, lw, bh)
            learn.draw(surf, self.px(24), focused=self.focus == len(self.buttons) - 2,
                       hover=self.hover == len(self.buttons) - 2)
        else:
            learn.rect = pygame.Rect(0, 0, 0, 0)
