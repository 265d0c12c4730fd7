"""Game over: the winner or winners, the standings, and every seat's total over the deals."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine.verify import verify
from ..widgets import DIM, GOLD, INK, Button, blit_text, fit_text, font, panel, shade, wrap
from .base import Scene, SceneApp

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...engine.record import Record

LINE_COLOURS = [(255, 214, 90), (120, 190, 255), (255, 120, 110), (150, 230, 140), (220, 150, 255),
                (255, 170, 60), (90, 220, 210), (240, 240, 240), (200, 120, 80), (160, 160, 255),
                (255, 140, 200), (180, 200, 90)]


class GameOver(Scene):
    overlay = True

    def __init__(self, app: SceneApp, table) -> None:
        super().__init__(app)
        self.table = table
        game, chair = table.game, table.chair
        self.result = chair.result()
        self.names = chair.names if len(table.persons) <= 1 else table.onlooker.names  # several people: by name
        hist = [list(h) for h in chair.history if isinstance(h, (list, tuple))]
        self.history = [[0.0] * len(self.names)] + hist if hist else []
        if table.replaying:  # the replay's end: back through it, again, or away (Past games, the menu)
            self.buttons = [Button("Watch again", "watch"), Button("Back a move", "step_back"), Button("Menu", "menu")]
            if app.storage is not None:
                self.buttons.insert(2, Button("Past games", "past"))
        else:
            self.buttons = [Button("Play again", "again"), Button("New game", "new"), Button("Watch", "watch"),
                            Button("Export", "export"), Button("Statistics", "stats"), Button("Menu", "menu")]
        self.note = ""
        if chair.persons and not table.replaying:
            if chair.notes.get("from_code"):
                self.note = "A deal from a game code: counted as practice in the statistics."
            elif chair.practice and chair.solo:
                self.note = "You used undo: this game is counted as practice in the statistics."
            elif chair.saved_somewhere and not chair.saving:
                self.note = "This game could not be saved, so it is not in the statistics."
            elif chair.saved_somewhere:
                self.note = "This game is counted in the statistics."
        self.record = table.watch_record()  # the game's whole record, now that it is over
        for b in self.buttons:
            if b.value == "watch":
                b.enabled = self.record is not None
        self.deals = deals_line(game, self.record)
        self.code_line = "" if table.replaying else f"Game code {chair.code()}: play this deal again, from any seat."
        self.judged = self._judged(chair)  # the record analysed in the background, its persons' seats
        self.judge_lines: list[str] = []
        self.focus = 0
        self._label_room = 0  # the chart's room for its lines' names (set as it is drawn)
        app.play_sound("win")

    def _judged(self, chair) -> tuple[Record, list[int]] | None:
        """The finished game as filed under records/, handed to the background analysis (issue 48);
        None for a replay, a table of computers, or a game not filed."""
        storage = self.app.storage
        if storage is None or self.record is None or self.table.replaying or not chair.persons:
            return None
        from ...ai.analysis import persons_of
        from ...files.storage import load_record_file
        from ..analysing import queue

        path = storage.finished_path(self.record)
        if path is None:
            return None
        try:
            filed = load_record_file(path)
        except (OSError, ValueError):
            return None
        persons = persons_of(filed)
        if not persons:
            return None
        queue(storage).add(filed, first=True)
        return filed, persons

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.judged is None or self.app.storage is None:
            return
        from ..analysing import game_line, queue

        q = queue(self.app.storage)
        changed = q.pump()
        rec, persons = self.judged
        a = q.analysis(rec)
        if a is not None:
            many = len(persons) > 1
            lines = [(f"{a.seats[s].name}: " if many else "") + game_line(self.app.storage, rec, a, s)
                     for s in persons]
            lines = [line[:1].upper() + line[1:] for line in lines]
            self.judged = None  # read once: the lines stay
        else:
            lines = [q.progress(rec) or "Analysing the game..."]
        if changed or lines != self.judge_lines:
            self.judge_lines = lines
            self.app.dirty = True

    def press(self, value: object) -> None:
        if value == "again":
            self.app.reset("table", self.table.chair.again())
        elif value == "new":
            self.app.reset("menu")
            self.app.open("choose", "play")
        elif value == "menu":
            self.app.reset("menu")
        elif value == "past":
            self.app.reset("menu")
            self.app.open("past_games")
        elif value == "step_back" and getattr(self.table, "playback", None) is not None:
            self.app.pop()  # the table again, one move before the end (replay.py)
            self.table.playback.step(-1)
        elif value == "export":
            self.table.export()
        elif value == "stats":
            self.app.open("stats", self.table.game.info.id)
        elif value == "watch" and self.record is not None:
            self.app.watch(record=self.record)

    def back(self) -> None:
        self.press("menu")

    def headline(self) -> str:
        w = self.result.winners
        if not w:
            return "The game is over"
        if len(w) == 1:
            who = self.names[w[0]]
            return f"{who} win!" if who == "You" else f"{who} wins!"  # "You win!", never "You wins!"
        return " and ".join(self.names[i] for i in w) + " share the win!"

    def card_panel(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """The box, opaque: no card or word of the table shows through its words (the table is dimmed around it)."""
        panel(surf, rect, (6, 24, 16, 255), radius=self.px(16), border=(200, 170, 90))

    def draw(self, surf: pygame.Surface) -> None:
        W, H = self.size
        shade(surf, 170, (0, 0, 0))  # the table dimmed behind the box
        r = self.centred_panel(surf, int(W * 0.86), int(H * 0.86))
        px = self.px(22)
        blit_text(surf, self.headline(), self.px(46), (r.centerx, r.y + px), (250, 236, 190), "midtop", True,
                  r.w - 2 * px)
        top = r.y + px + self.px(64)
        small = int(px * 0.85)
        step = max(self.px(26), font(small).get_linesize())  # a line's room, as the text-size setting draws it
        for said, colour in [(line, DIM) for line in (self.note, self.deals, self.code_line) if line] + [
                (line, GOLD) for line in self.judge_lines]:  # the notes and how it went: wrapped, never cut
            for line in wrap(said, small, r.w - 2 * px):
                blit_text(surf, line, small, (r.centerx, top - self.px(8)), colour, "midtop")
                top += step
        bh = self.px(50)
        body = pygame.Rect(r.x + px, top, r.w - 2 * px, r.bottom - top - bh - 2 * px)
        left = pygame.Rect(body.x, body.y, int(body.w * 0.36), body.h)
        chart = pygame.Rect(left.right + px, body.y, body.right - left.right - px, body.h)
        n = len(self.names)
        order = sorted(range(n), key=lambda s: (self.result.places[s], s))
        lh = min(int(px * 1.45), left.h // (n + 1))
        fpx = min(px, int(lh / 1.3))
        blit_text(surf, "Final standings", fpx, (left.x, left.y), DIM, bold=True)
        y = left.y + lh
        for s in order:
            colour = GOLD if s in self.result.winners else INK
            pygame.draw.rect(surf, LINE_COLOURS[s % len(LINE_COLOURS)], (left.x, y + lh // 4, lh // 2, lh // 2))
            blit_text(surf, f"{self.result.places[s]}.", fpx, (left.x + lh, y), colour)
            blit_text(surf, self.names[s], fpx, (left.x + lh * 2, y), colour, max_width=left.w * 0.55)
            v = self.result.scores[s]
            blit_text(surf, f"{v:g}" if isinstance(v, float) else str(v), fpx, (left.right, y), colour, "topright",
                      True)
            y += lh
        self._chart(surf, chart, fpx)
        k = len(self.buttons)
        bw = min(int(200 * self.u), (r.w - px * (k + 1)) // k)
        x0 = r.centerx - (k * bw + (k - 1) * px) // 2
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x0 + i * (bw + px), r.bottom - bh - px, bw, bh)
        self.draw_buttons(surf, px)

    def _chart(self, surf: pygame.Surface, r: pygame.Rect, px: int) -> None:
        """Each seat's running total after every deal."""
        pygame.draw.rect(surf, (10, 40, 26), r, border_radius=8)
        hist = self.history
        if len(hist) < 2:
            blit_text(surf, "One deal: no chart to draw.", px, r.center, DIM, "center")
            return
        label = fit_text("Totals after each deal", int(px * 0.85), r.w, DIM)
        surf.blit(label, (r.x + 8, r.y + 6))
        inner = r.inflate(-int(px * 3), -int(px * 3))
        inner.y += px // 2
        self._label_room = min(int(r.w * 0.3), int(px * 9))  # the lines' names, right of the chart
        inner.w -= self._label_room
        vals = [v for row in hist for v in row]
        lo, hi = min(vals + [0]), max(vals + [1])
        if hi == lo:
            hi = lo + 1

        def pt(i: int, v: float) -> tuple[int, int]:
            x = round(inner.x + inner.w * i / (len(hist) - 1))
            return (x, round(inner.bottom - inner.h * (v - lo) / (hi - lo)))

        pygame.draw.line(surf, DIM, (inner.x, inner.bottom), (inner.right, inner.bottom), 1)
        pygame.draw.line(surf, DIM, (inner.x, inner.y), (inner.x, inner.bottom), 1)
        if lo < 0:
            pygame.draw.line(surf, (90, 110, 100), pt(0, 0), pt(len(hist) - 1, 0), 1)
        blit_text(surf, f"{hi:g}", int(px * 0.8), (inner.x - 4, inner.y), DIM, "topright")
        blit_text(surf, f"{lo:g}", int(px * 0.8), (inner.x - 4, inner.bottom), DIM, "bottomright")
        blit_text(surf, f"deal {len(hist) - 1}", int(px * 0.8), (inner.right, inner.bottom + 4), DIM, "topright")
        lw = max(3, px // 6)
        n = len(self.names)
        # seats on the same total at a deal lie side by side there, each line its own width apart,
        # so a line under another stays in sight (two players tied all game: two bands, not one)
        shift = [[0.0] * n for _ in hist]
        for i, row in enumerate(hist):
            groups: dict[float, list[int]] = {}
            for s in range(n):
                groups.setdefault(row[s], []).append(s)
            for same in groups.values():
                for k, s in enumerate(same):
                    shift[i][s] = (k - (len(same) - 1) / 2) * lw
        for s in range(n):
            pts = [(x, round(y + shift[i][s])) for i, (x, y) in enumerate(pt(i, row[s]) for i, row in enumerate(hist))]
            pygame.draw.lines(surf, LINE_COLOURS[s % len(LINE_COLOURS)], False, pts, lw)
        self._ends(surf, inner, [pt(len(hist) - 1, v)[1] for v in hist[-1]], int(px * 0.8))

    def _ends(self, surf: pygame.Surface, inner: pygame.Rect, ys: list[int], px: int) -> None:
        """Each line's end named, right of the chart: the seats on the same final total on one
        label (\"Alice, Bob\"), in the colour of the first and a swatch of each."""
        last = self.history[-1]
        groups: dict[float, list[int]] = {}
        for s, v in enumerate(last):
            groups.setdefault(v, []).append(s)
        lh = int(px * 1.3)
        placed: list[tuple[int, list[int]]] = sorted((ys[same[0]], same) for same in groups.values())
        y_prev = -10**6
        x = inner.right + px // 2
        room = self._label_room
        for y, same in placed:
            y = max(y - lh // 2, y_prev + lh)  # labels never overlap: one under another
            sx = x
            for s in same:
                pygame.draw.rect(surf, LINE_COLOURS[s % len(LINE_COLOURS)], (sx, y + lh // 4, lh // 2, lh // 2))
                sx += lh // 2 + 2
            names = wrap(", ".join(self.names[s] for s in same), px, max(10, x + room - sx - 2))
            for k, line in enumerate(names):  # many names on one total: wrapped under each other, never cut
                blit_text(surf, line, px, (sx + 2, y + k * lh), INK, max_width=max(10, x + room - sx - 2))
            y_prev = y + (len(names) - 1) * lh

def deals_line(game: Game, record: Record | None) -> str:
    """The game-over line on the deals: matched against the seed's fingerprint shown before the
    first card, or the first thing that did not match ("" for a record without a fingerprint)."""
    if record is None or not record.fingerprint:
        return ""
    v = verify(game, record)
    if v.ok:
        return f"Every deal matched the fingerprint {record.fingerprint} shown before the first card."
    return f"The deals did not match the record: {v.line}."
