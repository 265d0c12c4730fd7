"""Statistics: per game and per person's name, games played and won, win rate, best and
average final score, current and longest winning streak; practice games (undo used) apart.
A small chart shows the chosen person's recent final scores, wins in gold; the Progress view (issue 48) is
``progress_view.py``'s."""

from __future__ import annotations

import pygame

from ...files.stats import empty_line
from ...files.storage import summarise
from ...games import MODULES, get_game
from ..analysing import Moment, Point, open_moment
from ..widgets import DIM, GOLD, INK, Button, blit_text, body, fit_text, font, panel, wrap
from ..widgets import _button_pad as button_pad
from .base import SceneApp
from .progress_view import ProgressView

COLUMNS = (("played", "Played"), ("won", "Won"), ("win_rate", "Win rate"), ("best", "Best"),
           ("average", "Average"), ("streak", "Streak"), ("longest", "Longest"))
BAR_WIDE = 2.5  # the widest bar of the chart, in lines of its text
BAR_TALL = 12  # the tallest, likewise


def _num(v: object) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.1f}".rstrip("0").rstrip(".") if v != int(v) else str(int(v))
    return str(v)


def _game_name(gid: str) -> str:
    try:
        return get_game(gid).info.name
    except Exception:  # noqa: BLE001 - statistics of a game not in this version still show, by id
        return gid


def _tab_height(labels: list[str], px: int, tw: int, least: int) -> tuple[int, int] | None:
    """How high tabs ``tw`` wide must be for every label to show whole at the text-size setting's own size
    (``Button.draw`` wraps a long one), and on how many lines at most; None if a word is wider than a tab."""
    size = body(px)
    f = font(size, True)
    th = least
    for _ in range(6):  # a taller tab has wider padding: settled in a step or two
        room = tw - 2 * button_pad(th)
        if any(f.size(w)[0] > room for label in labels for w in label.split()):
            return None
        lines = max(1 if f.size(label)[0] <= room else len(wrap(label, size, room, bold=True)) for label in labels)
        need = max(least, lines * f.get_linesize() + 4)
        if need <= th:
            return th, lines
        th = need
    return None


class Statistics(ProgressView):
    def __init__(self, app: SceneApp, game_id: str | None = None) -> None:
        super().__init__(app)
        stats = app.storage.load_stats() if app.storage is not None else {}
        order = {g: i for i, g in enumerate(MODULES)}
        self.stats = stats
        self.games = sorted(stats, key=lambda g: (order.get(g, len(order)), g))
        self.game = game_id if game_id in stats else (self.games[0] if self.games else None)
        self.chosen: tuple[str, str] | None = None  # (name, "games" or "practice") for the chart
        self.row_rects: list[tuple[pygame.Rect, tuple[str, str]]] = []
        self.progress = False  # issue 48: the chosen person's rating and error rate over time, and costly decisions
        self.costly_rects: list[tuple[pygame.Rect, Moment]] = []
        self._history: dict[tuple[str, str], list[Point]] = {}
        self._judged = {}
        self._rebuild()

    def rows(self) -> list[tuple[str, str, dict[str, object]]]:
        """(name, kind, summarised line) for the chosen game: most played first, practice after."""
        people = self.stats.get(self.game, {}) if self.game else {}
        out = []
        for name in sorted(people, key=lambda n: (-people[n].get("games", empty_line())["played"], n.lower())):
            for kind in ("games", "practice"):
                line = people[name].get(kind)
                if line is not None and line["played"] > 0:
                    out.append((name, kind, summarise(line)))
        return out

    def _rebuild(self) -> None:
        self.buttons = [Button(_game_name(g), ("game", g), on=g == self.game) for g in self.games]
        self.buttons.append(Button("Scores" if self.progress else "Progress", ("progress",)))
        self.buttons.append(Button("Back", ("back",)))
        rows = self.rows()
        if rows and (self.chosen is None or self.chosen not in [(n, k) for n, k, _ in rows]):
            self.chosen = (rows[0][0], rows[0][1])
        if self.focus >= len(self.buttons):
            self.focus = -1

    def press(self, value: object) -> None:
        if not isinstance(value, tuple):
            return
        if value[0] == "back":
            self.app.pop()
        elif value[0] == "progress":
            self.progress = not self.progress
            self._rebuild()
        elif value[0] == "game":
            self.game = value[1]
            self.chosen = None
            self._rebuild()

    def click(self, pos: tuple[int, int]) -> None:
        if self.progress:
            for r, moment in self.costly_rects:
                if r.collidepoint(pos):
                    open_moment(self.app, moment)
                    return
            return
        for r, key in self.row_rects:
            if r.collidepoint(pos):
                self.chosen = key
                return

    def draw(self, surf: pygame.Surface) -> None:
        W, H = self.page(surf, "Statistics", self.px(18))
        m = self.px(20)
        px = self.px(21)
        top = self.px(18) + self.px(64)
        back, toggle = self.buttons[-1], self.buttons[-2]
        back.rect = pygame.Rect(0, 0, int(200 * self.u), self.px(48))
        back.rect.midbottom = (W // 2 + int(105 * self.u), H - m // 2)
        toggle.rect = back.rect.move(-int(210 * self.u), 0)
        if not self.games:
            r = pygame.Rect(0, 0, int(W * 0.6), self.px(150))
            r.center = (W // 2, H // 2)
            panel(surf, r, radius=self.px(12))
            y = r.y + m
            for line in wrap("No finished games yet. Every game finished with a person at the table is counted "
                             "here, under that person's name.", px, r.w - 2 * m):
                blit_text(surf, line, px, (r.centerx, y), INK, "midtop")
                y += int(px * 1.3)
            self.draw_buttons(surf, self.px(24))
            return
        # the games, as tabs
        tabs = self.buttons[:-2]
        per, tw, th = self._tabs_laid(W - 2 * m, [b.label for b in tabs])
        for i, b in enumerate(tabs):
            row, col = divmod(i, per)
            in_row = min(per, len(tabs) - row * per)
            x = W // 2 - (in_row * (tw + 6) - 6) // 2 + col * (tw + 6)
            b.rect = pygame.Rect(x, top + row * (th + 6), tw, th)
        rows_of_tabs = -(-len(tabs) // per)
        y = top + rows_of_tabs * (th + 6) - 6 + m // 2
        body = pygame.Rect(m, y, W - 2 * m, back.rect.y - y - m // 2)
        if self.progress:
            self._progress(surf, body, px)
            self.draw_buttons(surf, self.px(22))
            return
        rows = self.rows()
        table_h = min(body.h * 0.55, (len(rows) + 1.6) * px * 1.45 + m)
        tbox = pygame.Rect(body.x, body.y, body.w, int(table_h))
        panel(surf, tbox, radius=self.px(12))
        lh = min(int(px * 1.45), int((tbox.h - m) / (len(rows) + 1)))
        fpx = min(px, int(lh / 1.3))
        name_w = tbox.w * 0.28
        cw = (tbox.w - name_w - 2 * m) / len(COLUMNS)
        y = tbox.y + m // 2
        blit_text(surf, "Name", fpx, (tbox.x + m, y), DIM, bold=True)
        for i, (_, head) in enumerate(COLUMNS):
            blit_text(surf, head, fpx, (tbox.x + m + name_w + cw * (i + 1), y), DIM, "topright", True)
        y += lh
        self.row_rects = []
        for name, kind, totals in rows:
            rr = pygame.Rect(tbox.x + m // 2, y - 2, tbox.w - m, lh)
            key = (name, kind)
            if key == self.chosen:
                panel(surf, rr, (120, 96, 20, 150), radius=lh // 4)
            self.row_rects.append((rr, key))
            colour = INK if kind == "games" else DIM
            label = name if kind == "games" else f"{name} (practice)"
            blit_text(surf, label, fpx, (tbox.x + m, y), colour, max_width=name_w - 8)
            for i, (k, _) in enumerate(COLUMNS):
                v = totals.get(k)
                text = f"{round(v * 100)}%" if k == "win_rate" and isinstance(v, (int, float)) else _num(v)
                blit_text(surf, text, fpx, (tbox.x + m + name_w + cw * (i + 1), y), colour, "topright")
            y += lh
        chart = pygame.Rect(body.x, tbox.bottom + m // 2, body.w, body.bottom - tbox.bottom - m // 2)
        if chart.h > self.px(80):
            self._chart(surf, chart, px)
        self.draw_buttons(surf, self.px(22))

    def _tabs_laid(self, room: int, labels: list[str]) -> tuple[int, int, int]:
        """The games' tabs: how many a row, how wide, how high. One row where every name shows whole on
        at most three lines at the text-size setting's own size, no word broken; else fewer a row, wider."""
        px, least = self.px(22), self.px(40)
        n = max(1, len(labels))
        for rows in range(1, n + 1):
            per = -(-n // rows)
            tw = min(int((190 if rows == 1 else 280) * self.u), room // per - 6)
            laid = _tab_height(labels, px, tw, least)
            if laid is not None and (laid[1] <= 3 or per == 1):
                return per, tw, laid[0]
        return 1, room, least  # (not reached: one name a row fits the window's width)

    def _chart(self, surf: pygame.Surface, r: pygame.Rect, px: int) -> None:
        """The chosen line's recent final scores as bars; wins in gold, the average as a line."""
        panel(surf, r, radius=self.px(12))
        if self.chosen is None or not self.game:
            return
        name, kind = self.chosen
        line = self.stats.get(self.game, {}).get(name, {}).get(kind) or empty_line()  # checked as read (files.stats)
        scores = line["scores"]
        known: list[bool | None] = list(line["wins"])
        missing: list[bool | None] = [None] * (len(scores) - len(known))  # older lines kept no wins
        wins = known[-len(scores):] if len(known) >= len(scores) else missing + known
        what = "practice games" if kind == "practice" else "games"
        title = f"{name}: final scores of the last {len(scores)} {what}" if len(scores) > 1 else \
            f"{name}: final score of the one game so far"
        small = int(px * 0.75)
        key_w = font(small).size("gold: won")[0]
        if scores:  # the average's line named in the key, beside the gold: never on a bar's label
            avg = sum(scores) / len(scores)
            key_w += px + font(small).size(f"average {_num(avg)}")[0]
        surf.blit(fit_text(title, int(px * 0.9), r.w - px * 2 - key_w, DIM, True), (r.x + px // 2, r.y + px // 3))
        if not scores:
            return
        n = len(scores)
        label_h = font(int(px * 0.7)).get_linesize() + 2 if n <= 12 else 0  # a bar's score over it (under: below 0)
        head = px // 3 + font(int(px * 0.9), True).get_linesize() + label_h
        foot = px // 2 + (label_h if min(scores) < 0 else 0)
        inner = pygame.Rect(r.x + px * 3, r.y + head, r.w - px * 4, r.h - head - foot)
        tall = int(px * BAR_TALL)  # a few scores on a large screen: bars of a readable size, not a wall
        if inner.h > tall:
            inner.y, inner.h = inner.bottom - tall, tall
        lo, hi = min(scores + [0]), max(scores + [0])
        if hi == lo:
            hi = lo + 1

        def ypos(v: float) -> int:
            return round(inner.bottom - inner.h * (v - lo) / (hi - lo))

        zero = ypos(0)
        pygame.draw.line(surf, DIM, (inner.x, zero), (inner.right, zero), 1)
        blit_text(surf, _num(hi), int(px * 0.75), (inner.x - 6, inner.y), DIM, "topright")
        blit_text(surf, _num(lo), int(px * 0.75), (inner.x - 6, inner.bottom), DIM, "bottomright")
        slot = inner.w / max(n, 1)
        bw = max(2, min(int(slot * 0.7), int(px * BAR_WIDE)))  # one game: one bar, never a giant pill
        for i, (v, won) in enumerate(zip(scores, wins)):
            x = round(inner.x + slot * i + (slot - bw) / 2)
            y = ypos(v)
            least = max(6, px // 3)  # a score of 0 (or near it) still shows: a bar no thinner than this
            bar = pygame.Rect(x, min(y, zero), bw, max(1, abs(zero - y)))
            if bar.h < least:
                bar = pygame.Rect(x, zero - least if v >= 0 else zero, bw, least)
            pygame.draw.rect(surf, GOLD if won else (120, 170, 150), bar, border_radius=max(1, min(bw // 5, px // 5)))
            if n <= 12:  # a few games: each bar says its score
                blit_text(surf, _num(v), int(px * 0.7), (bar.centerx, bar.y - 2 if v >= 0 else bar.bottom + 2),
                          INK, "midbottom" if v >= 0 else "midtop")
        ay = ypos(avg)
        pygame.draw.line(surf, INK, (inner.x, ay), (inner.right, ay), 2)
        gold = blit_text(surf, "gold: won", small, (r.right - px // 2, r.y + px // 3), GOLD, "topright")
        blit_text(surf, f"average {_num(avg)}", small, (gold.x - px, gold.y), INK, "topright")
