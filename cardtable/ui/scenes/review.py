"""How did I play? A deal's decisions of one seat, stepped through one at a time: the options,
what the hard player thought each was worth from what the seat could see then (expected
points of the deal, the chance of making the bid where there is one), the choice, the best,
and the costly ones marked; for games that have it, the deal in hindsight.

Opened from the deal's summary (``app.open("review", table, deal, seat)``). The values are
worked out in the computer players' worker (``ai.coach``), one decision after another, so
the screen stays live and shows each as it comes; only the seat's view is sent."""

from __future__ import annotations

import re

import pygame

from ...ai.coach import Valuer
from ...ai.review import BID_WORD, Decision, OptionValue, costly_points, hindsight_lines, offers_hindsight
from ...engine.actions import Action
from ...engine.record import RecordError
from ...engine.state import State
from ..widgets import DIM, GOLD, INK, Button, blit_text, fit_text, font, shade, wrap
from .base import Scene, SceneApp
from .table.coach import said_as

RED = (255, 130, 110)
GREEN = (150, 230, 140)
HINDSIGHT_SECONDS = 4.0


def seat_chair(table, seat: int):
    """The chair a seat's play is reviewed through: at a pass-and-play table, that person's own chair
    (whoever is at the screen now); else the screen's chair (a replay's eyes, the one person)."""
    chairs = getattr(table, "chairs", {})
    return chairs[seat] if seat in chairs else table.chair


def you_inside(line: str) -> str:
    """"You" inside a sentence written with the names in it is "you" ("the most tricks you could ...")."""
    return re.sub(r"(?<=[^.!?:\s])(\s+)You\b", r"\1you", line)


class ReviewScene(Scene):
    overlay = True

    def __init__(self, app: SceneApp, table, deal: int, seat: int, at_index: int | None = None) -> None:
        super().__init__(app)
        self.game = table.game
        self.deal, self.seat = deal, seat
        self.chair = seat_chair(table, seat)  # the seat's own chair: its decisions, its views, the hindsight
        if self.chair.seat != seat:
            raise ValueError(f"the review of seat {seat} was asked through seat {self.chair.seat}'s chair")
        # the hindsight names every seat as the table does ("Alice bid 2", "You bid 2" for the one at the screen)
        self.names = self.chair.names if self.chair.speaker is not None else table.onlooker.names
        self.chosen: dict[int, Action] = {}  # place in the game -> what the seat chose there
        self.words: dict[int, str] = {}  # and that choice in words
        self.costly_at = costly_points(self.game)
        self.moments: list[tuple[int, State]] = []  # (index in the record, the seat's view then)
        try:
            for i, seen, chosen, words in self.chair.review_moments(deal):
                self.moments.append((i, seen))
                self.chosen[i] = chosen
                self.words[i] = self._as_said(seen, chosen, words)
        except RecordError:
            self.moments = []
        self.done: dict[int, Decision | None] = {}  # None: could not be worked out
        self.hindsight: list[str] | None = None
        self.asking: int | None = None  # the moment being valued; -1: the hindsight
        self.valuer = Valuer()
        self.at = next((k for k, (i, _seen) in enumerate(self.moments) if i == at_index), 0)  # a moment asked for
        self.buttons = [Button("Previous", "prev"), Button("Next", "next"), Button("Back", "back")]
        self.focus = 1

    def _as_said(self, seen, chosen, words: str) -> str:
        """A choice as its button said it (Skull & Roses: "lay your rose", not "place 9 of clubs")."""
        return said_as(words, self.chair.names, self.chair.speaker)

    # -- the worker, one question at a time -----------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.asking is not None:
            done, answer = self.valuer.poll()
            if not done:
                return
            if self.asking == -1:
                rows = (answer or {}).get(self.deal) if isinstance(answer, dict) else None
                self.hindsight = [you_inside(line) for line in hindsight_lines(self.game, rows, self.names)]
            elif answer:
                i = self.moments[self.asking][0]
                self.done[self.asking] = Decision(i, self.deal, self.seat, self.chosen[i], answer,
                                                  self.costly_at)
            else:
                self.done[self.asking] = None  # could not be worked out
            self.asking = None
            self.app.dirty = True
        todo = [k for k in range(len(self.moments)) if k not in self.done]
        if todo:
            k = self.at if self.at in todo else todo[0]
            i, seen = self.moments[k]
            self.asking = k
            self.valuer.options(self.game, seen, self.seat, seed=i)  # the seed the command line's review uses
        elif self.hindsight is None:
            if not offers_hindsight(self.game):
                self.hindsight = []
            else:
                self.asking = -1
                self.chair.ask_hindsight(self.valuer, self.deal, HINDSIGHT_SECONDS)

    def leave(self) -> None:
        self.valuer.cancel()

    @property
    def animating(self) -> bool:
        return self.asking is not None

    # -- input ------------------------------------------------------------------------------------
    def press(self, value: object) -> None:
        if value == "prev":
            self.at = max(0, self.at - 1)
        elif value == "next":
            self.at = min(len(self.moments) - 1, self.at + 1) if self.moments else 0
        elif value == "back":
            self.app.pop()

    def back(self) -> None:
        self.press("back")

    def key(self, e: pygame.event.Event) -> None:
        if e.key in (pygame.K_LEFT, pygame.K_UP, pygame.K_PAGEUP):
            self.press("prev")
        elif e.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.press("next")
        else:
            super().key(e)

    def scroll(self, dy: int) -> None:
        self.press("prev" if dy > 0 else "next")

    # -- words ------------------------------------------------------------------------------------
    def summary(self) -> str:
        got = [d for d in self.done.values() if d is not None]
        if len(got) < len(self.moments):
            return f"Weighing your decisions: {len(got)} of {len(self.moments)} done..."
        chosen = [d for d in got if not d.forced]
        best = sum(1 for d in chosen if d.cost < d.choice.even)
        costly = sum(1 for d in chosen if d.costly)
        lost = chosen[0].choice.num(sum(d.cost for d in chosen)) if chosen else "0"
        return (f"{len(got)} decisions, {len(got) - len(chosen)} of them forced: the best choice {best} of "
                f"{len(chosen)} times, {costly} costly, {lost} points given away in all.")

    @staticmethod
    def mark(d: Decision | None) -> tuple[str, tuple[int, int, int]]:
        if d is None:
            return "...", DIM
        if d.forced:
            return "only move", DIM
        if d.cost < d.choice.even:
            return "best", GREEN
        cost = d.choice.num(d.cost)
        return (f"-{cost} costly", RED) if d.costly else (f"-{cost}", INK)

    def title_words(self) -> str:
        """The title: "How did you play?" for the seat reviewed from its own side (a replay: its name then)."""
        names = self.chair.names if self.chair.speaker is not None else self.chair.table_names
        who = names[self.seat] if self.seat < len(names) else f"Seat {self.seat + 1}"
        return "How did you play?" if who.lower() == "you" else f"How did {who} play?"

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        W, H = self.size
        shade(surf, 150, (0, 0, 0))
        r = self.centred_panel(surf, int(W * 0.92), int(H * 0.92))
        px = self.px(20)
        lh = max(int(px * 1.3), font(px).get_linesize() + 2)  # a row: room for its line as the setting draws it
        blit_text(surf, f"{self.title_words()}  Deal {self.deal}", int(px * 1.4), (r.centerx, r.y + px // 2), GOLD,
                  "midtop", True)
        blit_text(surf, "Each option valued by the hard player from what you could see then.", int(px * 0.85),
                  (r.centerx, r.y + px // 2 + int(px * 1.9)), DIM, "midtop", max_width=r.w - 2 * px)
        top = r.y + px * 4
        bh = int(lh * 1.3)
        foot = self._foot_lines(r.w - 2 * px, int(px * 0.85))
        fh = max(int(px * 1.1), font(int(px * 0.85), True).get_linesize())  # a foot line, as drawn
        bottom = r.bottom - bh - px - len(foot) * fh - px // 2
        left = pygame.Rect(r.x + px, top, int(r.w * 0.34), bottom - top)
        right = pygame.Rect(left.right + px, top, r.right - px - left.right - px, bottom - top)
        self._draw_list(surf, left, px, lh)
        self._draw_detail(surf, right, px, lh)
        y = bottom + px // 3
        for line, first in foot:
            blit_text(surf, line, int(px * 0.85), (r.x + px, y), INK if first else DIM, bold=first)
            y += fh
        bw = int(min(190 * self.u, (r.w - 4 * px) / 3))
        x0 = r.centerx - (3 * bw + 2 * px) // 2
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(x0 + i * (bw + px), r.bottom - bh - px // 2, bw, bh)
        self.draw_buttons(surf, px)

    def _foot_lines(self, width: int, px: int) -> list[tuple[str, bool]]:
        """The lines under the two boxes, each wrapped to ``width``: (line, is it the summary's)."""
        lines = [(line, True) for line in wrap(self.summary(), px, width, True)]
        texts = list(self.hindsight or [])
        if self.hindsight is None and offers_hindsight(self.game):
            texts.append("The deal in hindsight (every card open) follows once your decisions are weighed.")
        for text in texts:
            lines.extend((line, False) for line in wrap(text, px, width))
        return lines

    def _draw_list(self, surf: pygame.Surface, r: pygame.Rect, px: int, lh: int) -> None:
        pygame.draw.rect(surf, (10, 40, 26), r, border_radius=8)
        if not self.moments:
            blit_text(surf, "No decisions of yours in this deal.", px, (r.x + px // 2, r.y + px // 2), DIM)
            return
        small = int(px * 0.85)
        step = font(small).get_linesize()  # a decision's lines, at the size the setting draws them
        rows = []  # each decision: its mark, its words broken to the room beside the mark, its height
        for k, (i, _seen) in enumerate(self.moments):
            text, colour = self.mark(self.done.get(k))
            tag = fit_text(text, small, r.w * 0.4, colour, True)
            words = self.words[i]
            lines = wrap(f"{k + 1}. {words[:1].upper()}{words[1:]}", small, r.w - tag.get_width() - px * 1.2)
            rows.append((tag, lines, max(lh, step * len(lines) + 4)))
        room = r.h - px // 4
        first = self.at  # the decision at hand in view, as many before it as leave the rest room
        used = rows[self.at][2]
        after = sum(h for _, _, h in rows[self.at + 1:])
        while first > 0 and used + rows[first - 1][2] + min(after, room // 2) <= room:
            first -= 1
            used += rows[first][2]
        y = r.y + px // 4
        for k in range(first, len(self.moments)):
            tag, lines, h = rows[k]
            if y + h > r.bottom and k > first:
                break
            if k == self.at:
                pygame.draw.rect(surf, (40, 90, 60), (r.x + 2, y - 2, r.w - 4, h), border_radius=6)
            surf.blit(tag, (r.right - px // 2 - tag.get_width(), y + 2))
            for j, line in enumerate(lines):
                blit_text(surf, line, small, (r.x + px // 2, y + 2 + j * step), INK)
            y += h

    def _draw_detail(self, surf: pygame.Surface, r: pygame.Rect, px: int, lh: int) -> None:
        pygame.draw.rect(surf, (10, 40, 26), r, border_radius=8)
        if not self.moments:
            return
        d = self.done.get(self.at)
        x, y = r.x + px // 2, r.y + px // 3
        head = f"Decision {self.at + 1} of {len(self.moments)} (move {self.moments[self.at][0] + 1} of the game)"
        blit_text(surf, head, px, (x, y), GOLD, bold=True, max_width=r.w - px)
        y += int(lh * 1.3)
        if d is None:
            blit_text(surf, "Weighing the options..." if self.at not in self.done else "These values could not be "
                      "worked out.", px, (x, y), DIM)
            return
        cols = [x, r.x + int(r.w * 0.55), r.x + int(r.w * 0.72), r.right - px // 2]
        small = int(px * 0.85)
        bids = any(o.bid is not None for o in d.options)
        bid_word = BID_WORD if self.game.review is not None else ""
        notes = max(font(small, True).size(self._note(d, o)[0])[0] for o in d.options)  # the notes' column: room
        cols[2] = min(cols[2], cols[3] - notes - px // 2)  # for the longest, the numbers left of it
        bid_w = max(font(px).size("100%")[0], font(small).size(bid_word)[0]) if bids else 0  # its heading's too
        cols[1] = min(cols[1], cols[2] - (bid_w + px // 2 if bids else 0))
        for text, cx, anchor in (("option", cols[0], "topleft"), ("points", cols[1], "topright"),
                                 (bid_word if bids else "", cols[2], "topright"), ("", cols[3], "topright")):
            blit_text(surf, text, small, (cx, y), DIM, anchor)
        y += lh
        step = font(px, True).get_linesize()  # an option's lines, as the text-size setting draws them
        said = {id(o): wrap(self._as_said(self.moments[self.at][1], o.action, o.words), px,
                            cols[1] - cols[0] - px * 3, o.has(d.chosen)) for o in d.options}
        tall = {id(o): max(lh, step * len(said[id(o)]) + 2) for o in d.options}  # each option's row
        count = len(d.options)
        rows = self._rows(d, count)
        while count > 1 and sum(tall[id(o)] for o in rows) > r.bottom - y:  # as many as fit, whole
            count -= 1
            rows = self._rows(d, count)
        for o in rows:
            mine = o.has(d.chosen)
            colour = GOLD if mine else INK
            if mine:
                pygame.draw.rect(surf, (50, 80, 40), (r.x + 2, y - 2, r.w - 4, tall[id(o)]), border_radius=6)
            for j, line in enumerate(said[id(o)]):
                blit_text(surf, line, px, (cols[0], y + j * step), colour, bold=mine)
            if o.points is not None:
                blit_text(surf, o.num(o.points), px, (cols[1], y), colour, "topright")
            if o.bid is not None:
                blit_text(surf, f"{round(100 * o.bid)}%", px, (cols[2], y), colour, "topright")
            note, nc = self._note(d, o)
            blit_text(surf, note, small, (cols[3], y + 2), nc, "topright", True)
            y += tall[id(o)]

    @staticmethod
    def _rows(d: Decision, room: int) -> list[OptionValue]:
        """The options best first, as many as fit, the one chosen always among them."""
        rows = d.options[:room]
        if d.choice not in rows:
            rows = rows[: room - 1] + [d.choice]
        return rows

    def _note(self, d: Decision, o: OptionValue) -> tuple[str, tuple[int, int, int]]:
        mine = "your choice" if o.has(d.chosen) else ""
        if d.forced:
            return "the only move", DIM
        if o.cost < o.even:
            return ("best, " + mine if mine else "best"), GREEN
        label = f"-{o.num(o.cost)}" + (" costly" if o.cost >= self.costly_at else "")
        return (label + (", " + mine if mine else "")), (RED if o.cost >= self.costly_at else INK)
