"""The deal summary: the deal's score sheet with the running totals, then Continue.

With seats on phones, the phones show the same summary at the same time (the room pauses between
deals): the next deal starts when every phone has said ready (this summary then closes by itself),
or when Continue is pressed here."""

from __future__ import annotations

import pygame

from ...engine.events import Event
from ...engine.present import deal_sheet, score_grid
from .. import widgets
from ..widgets import DIM, GOLD, INK, Button, blit_text, fit_text, font, panel, shade
from .base import Scene, SceneApp
from .table.coach import NBSP


class DealSummary(Scene):
    scores_deal = True  # the table's status line says the deal is scored while this is up
    overlay = True

    def __init__(self, app: SceneApp, table, event: Event | None) -> None:
        super().__init__(app)
        self.table = table
        # several people read the sheet at one screen: each by name, nobody "You"
        self.names = table.names if len(table.persons) <= 1 else table.onlooker.names
        if event is not None:
            self._load(int(event.data.get("deal", table.chair.deal_no)), event.data)
        self.room = getattr(getattr(table, "phones", None), "room", None) if event is not None else None
        if self.room is not None:
            self.room.screen_reached(self.deal)  # the phones' pause may end once they are all ready
        self.buttons = [Button("Continue", "go")]
        persons = [] if table.replaying else list(getattr(table, "chairs", {}))
        if event is not None and len(persons) > 1:  # pass-and-play: each person reviews their own play
            for seat in persons:
                who = table.onlooker.name(seat).replace(" ", NBSP)  # "Player 1" kept on one line
                self.buttons.append(Button(f"How did {who} play?", ("review", seat)))
        elif event is not None and getattr(table, "screen_person", None) is not None:  # issue 16: the review
            who = table.onlooker.name(table.screen_person) if table.replaying else "You"
            who = "I" if who == "You" else who.replace(" ", NBSP)  # one's own game replayed: still "I"
            self.buttons.append(Button(f"How did {who} play?", "review"))
        self.focus = 0

    def _load(self, deal: int, data: dict) -> None:
        self.deal = deal
        ch = self.table.chair
        self.lines, self.heads, self.rows = deal_sheet(self.table.game.words.presentation, ch.sheet, ch.history, deal,
                                                       data, self.names)

    @property
    def deal_word(self) -> str:
        """What the game calls a deal ("Hole" in Golf)."""
        return self.table.game.words.presentation.deal_word

    def spoken(self) -> list[str]:
        """The deal's sheet in words, for speech: its lines, then each player's row."""
        rows = [f"{name}: " + ", ".join(f"{h} {v}" for h, v in zip(self.heads, row))
                for name, row in zip(self.names, self.rows)]
        return [f"{self.deal_word} {self.deal} is scored.", *self.lines, *rows]

    def press(self, value: object) -> None:
        if value == "review" or isinstance(value, tuple) and value[0] == "review":
            seat = value[1] if isinstance(value, tuple) else self.table.screen_person
            self.app.open("review", self.table, self.deal, seat)
            return
        if self.room is not None:
            self.room.go_on(self.deal)  # pressed on here: the phones go on too
        self.app.pop()
        self.table.board.resume()

    def update(self, dt: float) -> None:
        if self.room is not None and self.room.ended >= self.deal and self.app.top is self:
            self.press("go")  # every phone said ready: the next deal starts here too

    def back(self) -> None:
        self.press("go")

    def centred_panel(self, surf: pygame.Surface, w: int, h: int) -> pygame.Rect:
        """The sheet's box in the middle of the table's felt, clear of the side panel (its names and
        scores stay readable beside the sheet); no wider than the felt."""
        W, H = self.size
        layout = getattr(getattr(self.table, "board", None), "layout", None)
        area = layout.play if layout is not None and layout.size == (W, H) else pygame.Rect(0, 0, W, H)
        pad = self.px(10)
        r = pygame.Rect(0, 0, min(w, area.w - 2 * pad), min(h, H))
        r.center = area.center
        r.y = self._clear_of_cards(r, area)
        self.card_panel(surf, r)
        return r

    def _clear_of_cards(self, r: pygame.Rect, area: pygame.Rect) -> int:
        """The box's top: where in the felt it hides the least of the cards shown face up (the hands the
        deal was scored on, the winner's among them), the nearest to the middle of those that hide least."""
        view = getattr(self.table, "view", None)
        if view is None:
            return r.y
        seen = view.drawn_up | view.drawn_known
        faces = [h for c, h in view.hits if c in seen]
        if not faces:
            return r.y
        lo, hi = area.top, max(area.top, min(area.bottom, self.size[1]) - r.h)

        def hidden(y: int) -> int:
            box = pygame.Rect(r.x, y, r.w, r.h)
            return sum(box.clip(f).w * box.clip(f).h for f in faces)

        return min(range(lo, hi + 1, 2), key=lambda y: (hidden(y), abs(y - r.y)), default=r.y)

    def card_panel(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """The sheet's box, opaque: its numbers read the same over any table (nothing shows through)."""
        panel(surf, rect, (6, 24, 16, 255), radius=self.px(16), border=(200, 170, 90))

    def _column_widths(self, px: int) -> list[int]:
        """Each column's width: its widest entry (the heading a little smaller, the last column bold), and a gap."""
        out = []
        for i, head in enumerate(self.heads):
            bold = i == len(self.heads) - 1
            widest = max([font(int(px * 0.9), True).size(head)[0]]
                         + [font(px, bold).size(row[i])[0] for row in self.rows if i < len(row)])
            out.append(widest + max(8, px // 2))
        return out

    def draw(self, surf: pygame.Surface) -> None:
        W, H = self.size
        shade(surf, 120, (0, 0, 0))
        n = len(self.names)
        px = self.px(22)
        lh = int(px * 1.35)
        avail = H - self.px(40)
        if (n + len(self.lines) + 6) * lh > avail:
            lh = avail // (n + len(self.lines) + 6)
            px = int(lh / 1.35)
        need = self._column_widths(px)  # each column as wide as its widest entry: one size for all of them
        k = len(self.buttons)
        widest = max(font(widgets.body(px), True).size(b.label)[0] for b in self.buttons) + px  # each label whole
        w = int(min(W * 0.86, max((300 + 130 * len(self.heads)) * self.u, 2 * px + sum(need) + self.px(140))))
        w = max(w, min(W - 2 * px, k * widest + (k + 1) * px))  # the box as wide as its buttons' labels need
        h = lh * (n + len(self.lines) + 5) + self.px(20)
        r = self.centred_panel(surf, w, h)
        y = r.y + px // 2
        title = f"{self.deal_word} {self.deal}" + (f" of {self.count}" if isinstance(self, SheetOnDemand) else "")
        blit_text(surf, title, int(px * 1.5), (r.centerx, y), (250, 236, 190), "midtop", True)
        y += int(lh * 1.6)
        for line in self.lines:
            blit_text(surf, line, px, (r.x + px, y), DIM, max_width=r.w - 2 * px)
            y += lh
        name_w = int((r.w - 2 * px) * 0.3)
        spare = r.w - 2 * px - name_w - sum(need)
        if spare < 0:  # a narrow felt: the names give way first (down to a fifth), then every column alike
            name_w = max(int((r.w - 2 * px) * 0.2), name_w + spare)
            spare = r.w - 2 * px - name_w - sum(need)
        cw = [c + spare / max(1, len(need)) for c in need]
        right = [round(r.x + px + name_w + sum(cw[:i + 1])) for i in range(len(cw))]
        for i, head in enumerate(self.heads):
            img = fit_text(head, int(px * 0.9), cw[i] - 6, DIM, True)
            surf.blit(img, img.get_rect(topright=(right[i], y)))
        y += lh
        for seat, row in enumerate(self.rows):
            blit_text(surf, self.names[seat], px, (r.x + px, y), INK, max_width=name_w - 6)
            for i, v in enumerate(row):
                bold = i == len(row) - 1
                img = fit_text(v, px, cw[i] - 6, INK, bold)
                surf.blit(img, img.get_rect(topright=(right[i], y)))
            y += lh
        bw, gap = int(min(max(200 * self.u, widest), (r.w - px * (k + 1)) / max(2, k))), px
        x0 = r.centerx - (k * bw + (k - 1) * gap) // 2
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x0 + i * (bw + gap), 0, bw, int(lh * 1.3))
            b.rect.bottom = r.bottom - px // 2
        self.draw_buttons(surf, px)
        lesson = getattr(self.table, "lesson", None)
        if lesson is not None:  # a lesson's deal just scored: what scored, in the lesson's words, beside the sheet
            lesson.with_summary(surf, r)


class SheetOnDemand(DealSummary):
    """The score sheet, asked for at the table: a grid of the finished deals (deals down, players
    across, the totals at the bottom); Earlier/Later pick a deal, whose details show below."""

    scores_deal = False  # asked for mid-deal: the status line goes on as it was

    def __init__(self, app: SceneApp, table) -> None:
        super().__init__(app, table, None)
        self.count = len(table.chair.sheet)
        self.grid, self.totals = score_grid(table.chair.history, len(self.names))
        self._show(self.count)

    def _show(self, deal: int) -> None:
        self._load(max(1, min(self.count, deal)), {})
        self.buttons = [Button("Earlier", "prev", enabled=self.deal > 1), Button("Close", "go"),
                        Button("Later", "next", enabled=self.deal < self.count)]
        self.focus = 1

    def press(self, value: object) -> None:
        if value == "prev":
            self._show(self.deal - 1)
        elif value == "next":
            self._show(self.deal + 1)
        else:
            self.app.pop()

    def scroll(self, dy: int) -> None:
        self._show(self.deal - dy)

    def key(self, e: pygame.event.Event) -> None:
        if e.key in (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_UP):
            self._show(self.deal - 1)
        elif e.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_DOWN):
            self._show(self.deal + 1)
        elif not self.closed_by(e, pygame.K_s):
            super().key(e)

    def draw(self, surf: pygame.Surface) -> None:
        W, H = self.size
        shade(surf, 200, (0, 0, 0))  # nearly opaque: the sheet reads the same over any table
        n = len(self.names)
        px = self.px(20)
        lh = int(px * 1.4)
        want = lh * (len(self.grid) + len(self.lines[:3]) + 6) + px * 2
        r = self.centred_panel(surf, int(min(W * 0.92, (220 + 120 * n) * self.u)), int(min(H * 0.92, want)))
        y = r.y + px // 2
        blit_text(surf, "Score sheet", int(px * 1.4), (r.centerx, y), (250, 236, 190), "midtop", True)
        y += int(lh * 1.5)
        first_w = int((r.w - 2 * px) * 0.16)
        cw = (r.w - 2 * px - first_w) / max(1, n)

        def row(label: str, cells: list[str], colour: tuple[int, int, int], bold: bool = False) -> None:
            blit_text(surf, label, px, (r.x + px, y), colour, bold=bold, max_width=first_w - 4)
            for i, v in enumerate(cells):
                img = fit_text(v, px, cw - 8, colour, bold)
                surf.blit(img, img.get_rect(topright=(round(r.x + px + first_w + cw * (i + 1)), y)))

        row(self.deal_word, self.names, DIM, True)
        y += lh
        details = self.lines[:3]
        room = (r.bottom - y - int(lh * 1.5) - lh * (len(details) + 2) - px) // lh
        first = max(0, min(self.deal - 1 - room // 2, len(self.grid) - room))
        for k in range(first, min(len(self.grid), first + max(1, room))):
            if k + 1 == self.deal:
                pygame.draw.rect(surf, (70, 60, 20), (r.x + px // 2, y - 2, r.w - px, lh), border_radius=lh // 4)
            row(str(k + 1), self.grid[k], GOLD if k + 1 == self.deal else INK)
            y += lh
        pygame.draw.line(surf, DIM, (r.x + px, y + 2), (r.right - px, y + 2), 1)
        y += px // 2
        row("Total", self.totals, INK, True)
        y += int(lh * 1.3)
        for line in details:
            blit_text(surf, f"{self.deal_word} {self.deal}. {line}", int(px * 0.85), (r.x + px, y), DIM,
                      max_width=r.w - 2 * px)
            y += lh
        bw, gap = int(min(200 * self.u, (r.w - px * 4) / 3)), px
        x0 = r.centerx - (3 * bw + 2 * gap) // 2
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x0 + i * (bw + gap), 0, bw, int(lh * 1.3))
            b.rect.bottom = r.bottom - px // 2
        self.draw_buttons(surf, px)
