"""The Statistics screen's Progress view (issue 48): the chosen person's rating with its band and their error
rate game after game, the computer levels' own error rates across that chart (the verdict's scale, ``ai.scale``),
the verdict on the last games in words, and the costly decisions of the last games, each opening the replay
there (``Statistics.click``)."""

from __future__ import annotations

import pygame

from ...ai.review import costly_points
from ...ai.scale import Step
from ...games import get_game
from ..analysing import Moment, Point, fits, pooled_rate, progress_of, scale, verdict
from ..widgets import DIM, GOLD, INK, blit_text, fit_text, font, panel, wrap
from .base import Scene


class ProgressView(Scene):
    """What the Statistics scene draws when its Progress tab is chosen (the scene sets these)."""

    game: str | None
    chosen: tuple[str, str] | None
    costly_rects: list[tuple[pygame.Rect, Moment]]
    _history: dict[tuple[str, str], list[Point]]
    costly_first = 0  # the first costly decision listed (the list scrolls)
    _judged: dict[tuple[str, str], tuple[list[Step], str]]  # (game, person): the levels' lines, the verdict

    def points(self) -> list[Point]:
        """The chosen person's rated games of the chosen game, oldest first (read once a person and game)."""
        if self.chosen is None or not self.game or self.app.storage is None:
            return []
        key = (self.game, self.chosen[0])
        if key not in self._history:
            self._history[key] = progress_of(self.app.storage, self.game, self.chosen[0])
        return self._history[key]

    def _progress(self, surf: pygame.Surface, body: pygame.Rect, px: int) -> None:
        """The rating with its band and the error rate, game after game; the costly decisions of the last games."""
        self.costly_rects = []
        pts = self.points()
        name = self.chosen[0] if self.chosen else ""
        m = self.px(12)
        left = pygame.Rect(body.x, body.y, int(body.w * 0.56), body.h)
        right = pygame.Rect(left.right + m, body.y, body.right - left.right - m, body.h)
        if not pts:
            panel(surf, body, radius=self.px(12))
            y = body.y + m
            for line in wrap(f"{name}: no game of this game analysed yet. Every finished game is analysed in the "
                             "background; a past game can be analysed from Past games.", px, body.w - 2 * m):
                blit_text(surf, line, px, (body.centerx, y), INK, "midtop")
                y += int(px * 1.3)
            return
        now = pts[-1].rating
        top = pygame.Rect(left.x, left.y, left.w, left.h // 2 - m // 4)
        low = pygame.Rect(left.x, top.bottom + m // 2, left.w, left.bottom - top.bottom - m // 2)
        games = f"{len(pts)} game{'s' if len(pts) != 1 else ''}"
        self._line_chart(surf, top, px, f"{name}: rating {now.text()} after {games}",
                         [p.rating.r for p in pts], [2 * p.rating.rd for p in pts], GOLD)
        rates = [p.error_rate if p.error_rate is not None else 0.0 for p in pts]
        key = (self.game or "", name)
        if key not in self._judged:  # read once a person and game: the scale's file is not read each frame
            self._judged[key] = (self._steps(rates, pts), self.verdict_words(pts))
        steps, said = self._judged[key]
        self._line_chart(surf, low, px, f"points given away a decision: {rates[-1]:.2f} last game", rates, None,
                         (150, 210, 255), steps)
        panel(surf, right, radius=self.px(12))
        small = int(px * 0.8)
        lh = font(small).get_linesize()
        y = right.y + m // 2
        for line in wrap(said, small, right.w - 2 * m):  # how the person plays, in words
            blit_text(surf, line, small, (right.x + m, y), INK)
            y += lh
        y += m // 2
        at = costly_points(get_game(self.game)) if self.game else 1.0
        for line in wrap("Costly decisions, last games first", int(px * 0.9), right.w - 2 * m, bold=True):
            blit_text(surf, line, int(px * 0.9), (right.x + m, y), DIM, bold=True)
            y += int(px * 1.2)
        for line in wrap(f"Each gave away {given_words(at)} or more.", small, right.w - 2 * m):
            blit_text(surf, line, small, (right.x + m, y), DIM)
            y += lh
        y += int(px * 0.2)
        listed = moments(pts, at)
        self.costly_first = max(0, min(self.costly_first, len(listed) - 1))
        foot = right.bottom - m // 2 - lh  # a line kept at the foot to say how many more there are
        if self.costly_first:
            blit_text(surf, f"{self.costly_first} more above (scroll up, or Page Up)", small, (right.x + m, y), DIM,
                      max_width=right.w - 2 * m)
            y += lh
        for k, moment in enumerate(listed[self.costly_first:]):
            lines = wrap(moment.words, small, right.w - 2 * m - self.px(8))
            h = lh * len(lines) + self.px(8)
            final = self.costly_first + k == len(listed) - 1
            if y + h > (right.bottom - m // 2 if final else foot):
                more = len(listed) - self.costly_first - k
                blit_text(surf, f"{more} more below (scroll down, or Page Down)", small, (right.x + m, foot), DIM,
                          max_width=right.w - 2 * m)
                break
            r = pygame.Rect(right.x + m // 2, y, right.w - m, h)
            pygame.draw.rect(surf, (40, 70, 55), r, border_radius=self.px(6))
            ty = y + self.px(4)
            for line in lines:
                blit_text(surf, line, small, (r.x + self.px(8), ty), INK)
                ty += lh
            self.costly_rects.append((r, moment))
            y += h + self.px(4)
        if not self.costly_rects:
            blit_text(surf, "None: no decision gave away much.", small, (right.x + m, y), DIM,
                      max_width=right.w - 2 * m)

    def scroll(self, dy: int) -> None:
        """The wheel moves the costly decisions' list (in the Progress view), a decision a notch."""
        if getattr(self, "progress", False):
            self.costly_first = max(0, self.costly_first - dy)
            self.app.dirty = True

    def key(self, e: pygame.event.Event) -> None:
        if getattr(self, "progress", False) and e.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll(3 if e.key == pygame.K_PAGEUP else -3)
        else:
            super().key(e)

    def verdict_words(self, pts: list[Point]) -> str:
        """The last games' error rate and what it says on the game's scale of the levels' own error rates
        (the games set as the scale was measured: another set-up weighs a decision otherwise)."""
        sc = scale()
        gid = self.game or ""
        if sc is None or not sc.of(gid):
            rate, games = pooled_rate(pts)
            if rate is None:
                return "No real decisions to judge in the last games."
            head = f"Last {games} games: " if games > 1 else "Last game: "
            return head + f"{rate:.2f} points given away a decision (the computer levels' own are not measured " \
                          "in this game yet)."
        like = [p for p in pts if fits(p.kept.record)]
        rate, games = pooled_rate(like)
        if rate is None:
            return (f"No verdict yet: the computer levels' error rates were measured with {sc.set_up_words(gid)}, "
                    "and no game of yours set so has real decisions to judge.")
        said = verdict(like[-1].kept.record, rate)
        head = f"Last {games} games" if games > 1 else "Last game"
        head += f" with {sc.set_up_words(gid)}: " if len(like) < len(pts) else ": "
        return head + f"{rate:.2f} points given away a decision: {said}."

    def _steps(self, rates: list[float], pts: list[Point]) -> list[Step]:
        """The levels' error rates drawn across the chart: those within its range, and the next one above
        (none when the last game was set otherwise than they were measured at: they would not compare)."""
        sc = scale()
        steps = sc.of(self.game or "") if sc is not None and pts and fits(pts[-1].kept.record) else []
        top = max(rates, default=0.0)
        within = [st for st in steps if st.rate <= top * 1.25]
        above = [st for st in steps if st.rate > top * 1.25]
        return within + above[-1:]

    def _line_chart(self, surf: pygame.Surface, r: pygame.Rect, px: int, title: str, values: list[float],
                    band: list[float] | None, colour: tuple[int, int, int], steps: list[Step] | None = None) -> None:
        """One value a game as a line (a band either side of it when given), its title above; ``steps``: the
        levels' error rates as dashed lines across it, named at the right."""
        panel(surf, r, radius=self.px(12))
        tpx = int(px * 0.85)
        head = fit_text(title, tpx, r.w - px, DIM, True)
        surf.blit(head, (r.x + px // 2, r.y + px // 4))
        small = int(px * 0.72)
        lab_w = font(small).size("0000")[0] + 8
        below = px // 4 + head.get_height() + px // 3  # the scale's top label clear of the title
        names_w = max((font(small).size(st.words)[0] for st in steps or []), default=0)
        right = names_w + px // 2 if names_w else 0  # the levels' names right of the plot, clear of its line
        inner = pygame.Rect(r.x + lab_w + px // 2, r.y + below, r.w - lab_w - px - right, r.h - below - px)
        if inner.h < 8 or inner.w < 8:
            return
        lows = [v - (band[i] if band else 0) for i, v in enumerate(values)]
        highs = [v + (band[i] if band else 0) for i, v in enumerate(values)]
        lo, hi = min(lows + ([] if band else [0.0])), max(highs + [st.rate for st in steps or []])
        if hi - lo < 1e-9:
            hi = lo + 1

        def pt(i: int, v: float) -> tuple[int, int]:
            x = inner.x + (inner.w * i // (len(values) - 1) if len(values) > 1 else inner.w // 2)
            return x, round(inner.bottom - inner.h * (v - lo) / (hi - lo))

        if band and len(values) > 1:
            poly = [pt(i, v) for i, v in enumerate(highs)] + [pt(i, v) for i, v in reversed(list(enumerate(lows)))]
            area = inner.inflate(2, 2)  # the band on a layer of the chart's own size, under the labels
            shade_surf = pygame.Surface(area.size, pygame.SRCALPHA)
            pygame.draw.polygon(shade_surf, (*colour, 60), [(x - area.x, y - area.y) for x, y in poly])
            surf.blit(shade_surf, area.topleft)
        pygame.draw.line(surf, DIM, (inner.x, inner.bottom), (inner.right, inner.bottom), 1)
        if steps:
            self._step_lines(surf, inner, small, steps, lo, hi, r)
        fmt = "{:.0f}" if band else "{:.2f}"
        blit_text(surf, fmt.format(hi), small, (inner.x - 6, inner.y), DIM, "topright")
        blit_text(surf, fmt.format(lo), small, (inner.x - 6, inner.bottom), DIM, "bottomright")
        ps = [pt(i, v) for i, v in enumerate(values)]
        if len(ps) > 1:
            pygame.draw.lines(surf, colour, False, ps, max(2, px // 8))
        for p in ps:
            pygame.draw.circle(surf, colour, p, max(3, px // 6))


    def _step_lines(self, surf: pygame.Surface, inner: pygame.Rect, small: int, steps: list[Step], lo: float,
                    hi: float, box: pygame.Rect) -> None:
        """Each level's error rate a dashed line across the plot, its name just right of the plot; the names of
        steps too close to be told apart stacked together, every name inside ``box``."""
        dash = max(4, small // 3)
        lh = font(small).get_linesize()
        placed = []
        for st in sorted(steps, key=lambda st: -st.rate):  # the most given away (the highest line) first
            y = round(inner.bottom - inner.h * (st.rate - lo) / (hi - lo))
            for x in range(inner.x, inner.right, 2 * dash):
                pygame.draw.line(surf, DIM, (x, y), (min(x + dash, inner.right), y), 1)
            placed.append((y, st.words))
        tops: list[int] = []
        for y, _words in placed:  # each name centred on its line, pushed down clear of the last
            top = max(box.y + 2, y - lh // 2, tops[-1] + lh if tops else box.y + 2)
            tops.append(top)
        over = tops[-1] + lh - (box.bottom - 2) if tops else 0
        if over > 0:  # the lowest ran out of the box: all moved up as one, none above the box's top
            tops = [max(box.y + 2, t - over) for t in tops]
        for top, (y, words) in zip(tops, placed):
            mid = top + lh // 2
            if abs(mid - y) > 2:  # a name moved off its line: a leader from the line's end to it
                pygame.draw.line(surf, DIM, (inner.right, y), (inner.right + 5, mid), 1)
            blit_text(surf, words, small, (inner.right + 7, top), DIM, max_width=box.right - inner.right - 9)


def given_words(points: float) -> str:
    """A number of points in words: "a point", "10 points", "0.25 points"."""
    return "a point" if points == 1 else f"{points:g} points"


def moments(pts: list[Point], at: float = 0.0, games: int = 5) -> list[Moment]:
    """The costly decisions of the last ``games`` games, the last game's first, the costliest first in each; those
    that gave away ``at`` or more (an analysis kept before the game's scale was raised lists smaller ones too)."""
    out = []
    for back, p in enumerate(reversed(pts[-games:])):
        for c in sorted((c for c in p.costly if c.cost >= at), key=lambda c: -c.cost):
            ago = "last game" if back == 0 else f"{back + 1} games ago"
            best = c.best[:1].lower() + c.best[1:] if c.best[1:2].islower() else c.best  # inside a sentence
            words = f"{ago.capitalize()}, deal {c.deal}: {c.chosen}, not {best} ({c.cost:.1f} points given away)"
            out.append(Moment(p.kept.path, p.seat, c.deal, c.index, words))
    return out
