"""Choose a game: the eight games as tiles, each with a small picture of its own cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...games import MODULES, get_game
from ..layout import ASPECT
from ..widgets import DIM, INK, Button, blit_text, focus_ring, font, label_height, panel, wrap
from .base import Scene, SceneApp
from .learn import LABEL as LEARN
from .learn import start_lesson
from .table.tags import word_tag

if TYPE_CHECKING:
    from ...engine.game import SomeGame

_pictures: dict[str, list[int]] = {}
PICTURE_CW = 36  # a tile's picture of cards no narrower than this (else the tile shows its words alone)


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
        self.row0 = 0  # the first row of tiles in view (all of them, as a rule)

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

    def _tiles(self, W: int, H: int, top: int, bottom: int, m: int, px: int) -> tuple[int, int, int, int]:
        """(columns, tile width, tile height, rows in view): the most columns (4, 3, 2) whose tiles hold
        every game's name, players and whole description with its picture of cards; else without the
        picture; else as many rows as hold their words whole, the rest a step of the keys away."""
        n = len(self.games)
        best: tuple[int, int, int, int] | None = None
        for pictures in (True, False):
            for cols in (4, 3, 2):
                tw = (W - m * (cols + 1)) // cols
                rows = (n + cols - 1) // cols
                th = (bottom - top - m * (rows - 1)) // rows
                need = max(self._words_h(g, tw, px) for _, g in self.games) + (self._least_picture(px)
                                                                               if pictures else 0)
                if need <= th:
                    return cols, tw, th, rows
                if best is None and not pictures:
                    fit = max(1, (bottom - top + m) // (need + m))
                    best = (cols, tw, need, fit)
        assert best is not None
        return best

    @staticmethod
    def _least_picture(px: int) -> int:
        return int(PICTURE_CW * 1.65) + px // 3  # three cards, and their gap

    @staticmethod
    def _steps(px: int) -> tuple[int, int, int]:
        """The lines' steps: a name's, the players', the description's (as drawn: large text, lines apart)."""
        return (max(int(px * 1.2), font(int(px * 1.2), True).get_linesize()),
                max(int(px * 1.2), font(int(px * 0.9)).get_linesize()),
                max(int(px * 1.05), font(int(px * 0.85)).get_linesize()))

    def _words_h(self, game: SomeGame | None, tw: int, px: int) -> int:
        """How high a tile ``tw`` wide must be for the game's words, all of them whole."""
        name_step, players_step, desc_step = self._steps(px)
        name = game.info.name if game else "not ready yet"
        h = px // 2 + len(wrap(name, int(px * 1.2), tw - px, bold=True)) * name_step + int(px * 0.3) + players_step
        if game is not None:
            h += len(wrap(game.words.summary, int(px * 0.85), tw - px)) * desc_step + px // 3
        return h + px // 3

    def draw(self, surf: pygame.Surface) -> None:
        title = {"play": "Choose a game", "learn": "Learn which game by playing?"}.get(self.purpose,
                                                                                   "Rules of which game?")
        W, H = self.page(surf, title, self.px(24))
        m = self.px(18)
        top = self.px(24) + self.px(70)
        back = self.buttons[-1]
        bw = int(200 * self.u)
        bh = label_height(back.label, self.px(24), bw, self.px(48))
        px = self.px(20)
        cols, tw, th, fit = self._tiles(W, H, top, H - bh - 2 * m, m, px)
        rows = (len(self.games) + cols - 1) // cols
        if self.focus < len(self.games):  # the focused tile in view (the rows that fit, when not all do)
            row = self.focus // cols
            self.row0 = min(row, max(getattr(self, "row0", 0), row - fit + 1))
        self.row0 = max(0, min(getattr(self, "row0", 0), rows - fit))
        name_step, players_step, desc_step = self._steps(px)
        most = max((len(wrap(g.words.summary, int(px * 0.85), tw - px)) for _, g in self.games if g), default=0)
        most = most * desc_step + 2 * (px // 3)
        most += px // 2 + int(px * 0.3) + players_step + max(  # and the tallest name above: the pictures all one size
            len(wrap(g.info.name if g else gid, int(px * 1.2), tw - px, bold=True))
            for gid, g in self.games) * name_step
        for i, (gid, game) in enumerate(self.games):
            b = self.buttons[i]
            row = i // cols - self.row0
            if not 0 <= row < fit:
                b.rect = pygame.Rect(0, 0, 0, 0)  # out of view: a step of the keys away
                continue
            r = pygame.Rect(m + (i % cols) * (tw + m), top + row * (th + m), tw, th)
            b.rect = r
            on = i == self.focus or i == self.hover
            panel(surf, r, (6, 30, 18, 220) if game else (30, 30, 30, 160), radius=self.px(14),
                  border=(255, 214, 90) if on and game else (160, 140, 80))
            if i == self.focus:  # the keyboard's focus: the table's thick ring, not a thin border
                focus_ring(surf, r, max(4, int(6 * self.u)), self.px(14))
            y = r.y + px // 2
            name = game.info.name if game else gid
            for line in wrap(name, int(px * 1.2), r.w - px, bold=True):  # a long name: 2 lines
                blit_text(surf, line, int(px * 1.2), (r.centerx, y), (250, 236, 190), "midtop", True)
                y += name_step
            y += int(px * 0.3)
            if game is None:
                blit_text(surf, "not ready yet", px, (r.centerx, y), DIM, "midtop")
                continue
            blit_text(surf, f"{game.info.players[0]} to {game.info.players[-1]} players", int(px * 0.9), (r.centerx, y),
                      DIM, "midtop")
            y += players_step
            lines = wrap(game.words.summary, int(px * 0.85), r.w - px)
            words_h = len(lines) * desc_step + px // 3 + px // 3
            room = th - most  # the pictures take what the longest words leave: all one size
            cw = int(min(r.w / 4.2, (room - px // 3) / 1.65))
            pictured = cw >= PICTURE_CW
            if pictured:
                cards = picture_cards(game)
                tag_px = max(12, int(px * 0.7))
                words = [game.words.card_word(c) for c in cards]
                wide = max((font(tag_px, True).size(w.upper())[0] + 10 for w in words if w), default=0)
                tags = 3 * (wide + 4) <= r.w - px  # what the cards stand for, three side by side at the text's size
                step = max(int(cw * 0.75), wide + 4) if tags else int(cw * 0.75)  # (the cards apart for them)
                x0 = r.centerx - (2 * step + cw) // 2
                for k, c in enumerate(cards):
                    at = (x0 + k * step, y + abs(k - 1) * cw // 8)
                    surf.blit(self.app.art.face(c, cw), at)
                    word = words[k]
                    if tags and word:  # tagged as at the table ("SKULL")
                        word_tag(surf, word, (at[0] + cw // 2, at[1] + round(cw * ASPECT) - 3), tag_px, wide)
                y += int(cw * 1.4) + cw // 4 + px // 3
            foot = r.bottom - words_h + px // 3  # the words at the tile's foot, all of them (or, with no picture,
            y = max(y, foot if pictured else (y + foot) // 2)  # in the middle of the room below the players)
            for line in lines:
                blit_text(surf, line, int(px * 0.85), (r.centerx, y), INK, "midtop")
                y += desc_step
        if fit < rows:  # more games than rows in view: which way the keys find them
            arrows = ("\u25b2 " if self.row0 else "") + ("\u25bc " if self.row0 + fit < rows else "")
            blit_text(surf, f"{arrows.strip()} more games: arrow keys", px, (m, H - m - bh // 2), DIM, "midleft")
        back.rect = pygame.Rect(0, 0, bw, bh)
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
