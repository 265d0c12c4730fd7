"""The table's action log: the game's moves in words, as the person at the screen may read them.

The lines are the seat's log as its chair writes it (``host/chair.py``, from ``engine/log.py``: the
same words the command line prints with ``simulate --log`` and a phone is sent), handed with the
events the screen takes from its feed, redacted for its viewer. A line shows as the board plays its
event; the panel scrolls back with the mouse wheel and folds away. A new person at the screen, or
a move taken back, shows the log afresh as that chair reads it (``refresh``): no line read by one
person is shown to the next.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence

import pygame

from ....engine.events import Event
from ...widgets import ACCENT, DIM, INK, blit_text, body, font, text_generation, wrap

KEEP = 600  # lines kept (a long game's first deals fall off the top)
BACK = (12, 26, 17)  # opaque: the log reads the same over any table
EDGE = (200, 170, 90)


class TableLog:
    """The lines shown, those waiting for their events to play, and how far back the reader is."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.count = 0  # lines shown since the log was last written afresh (speech reads the new ones)
        self.gen = 0  # times written afresh
        self.pending: deque[tuple[Event, str]] = deque()
        self.back = 0  # rows scrolled back from the newest
        self.rows = 0  # rows shown when last drawn (a page, for Page Up and Page Down)
        self.folded = False
        self.rect: pygame.Rect | None = None  # where it was last drawn (the wheel scrolls it there)
        self.fresh = 0  # lines that came with the last action (drawn brighter)
        self._img: tuple[tuple, pygame.Surface] | None = None  # the last drawing and what it showed
        self._wraps: dict[tuple[str, int, int, int], list[str]] = {}  # (line, px, width, text generation)

    def release(self) -> None:
        """Let go of the last drawing (the table was left; drawn again if it comes back: issue 50)."""
        self._img = None

    # -- lines in ------------------------------------------------------------------------------
    def refresh(self, lines: list[str]) -> None:
        """The whole game so far, written afresh for whoever looks (their chair's log lines)."""
        self.lines = list(lines)[-KEEP:]
        self.count = len(self.lines)
        self.gen += 1
        self.pending.clear()
        self.back = 0
        self.fresh = 0

    def feed(self, events: Sequence[Event], lines: Iterable[tuple[int, str]]) -> None:
        """An action's events as the viewer is handed them, with its chair's log lines for them (each with
        the index of the event it tells): the lines wait for the board."""
        for i, text in lines:
            self.pending.append((events[i], text))

    def catch_up(self, queue: Iterable[Event]) -> None:
        """Show every waiting line whose event the board has played (no longer in its queue)."""
        if not self.pending:
            return
        waiting = {id(e) for e in queue}
        first = True
        while self.pending and id(self.pending[0][0]) not in waiting:
            if first:
                self.fresh = 0
                first = False
            self.lines.append(self.pending.popleft()[1])
            self.count += 1
            self.fresh += 1
            if self.back:
                self.back += 1  # a reader scrolled back keeps their place
        del self.lines[:-KEEP]

    # -- reading -------------------------------------------------------------------------------
    def scroll(self, dy: int, pos: tuple[int, int] | None = None) -> bool:
        """The wheel over the log: True if it scrolled it."""
        if self.folded or self.rect is None or (pos is not None and not self.rect.collidepoint(pos)):
            return False
        self.back = max(0, self.back + 3 * dy)
        return True

    def page(self, back: bool) -> bool:
        """Page Up (``back``) or Page Down: a page of the log less its last row, so that no line is
        skipped; True if it scrolled (the log shown)."""
        if self.folded or self.rect is None or not self.rows:
            return False
        self.back = max(0, self.back + (1 if back else -1) * max(1, self.rows - 1))
        return True

    def toggle(self) -> None:
        self.folded = not self.folded
        self.back = 0

    def draw(self, surf: pygame.Surface, r: pygame.Rect, px: int, covered: bool = False) -> None:
        """The log in ``r``: a heading, then the newest lines at the bottom (or where the reader
        scrolled back to). ``covered``: the screen is being passed on; the lines (one person's)
        stay hidden until the next person is at the screen. Drawn once per change and reused."""
        self.rect = r
        if self.folded or r.h < px * 3:
            self.rows = 0  # not in sight: nothing for Page Up to scroll
            return
        key = (r.size, px, text_generation(), covered, len(self.lines), self.lines[-1] if self.lines else "",
               self.fresh, self.back)
        if self._img is None or self._img[0] != key:
            img = pygame.Surface(r.size, pygame.SRCALPHA)
            self._render(img, img.get_rect(), px, covered)
            self._img = (key, img)
        surf.blit(self._img[1], r.topleft)

    def _wrapped(self, line: str, lpx: int, width: int, indent: int) -> list[str]:
        """A line broken to the panel's width, the rest indented under its start; remembered, so
        that a new line costs one wrap, not one for every line of the game (a long game's log)."""
        key = (line, lpx, width, text_generation())
        parts = self._wraps.get(key)
        if parts is None:
            parts = wrap(line, lpx, width) or [line]
            if len(parts) > 1:
                parts = parts[:1] + wrap(" ".join(parts[1:]), lpx, width - indent)
            if len(self._wraps) > 4 * KEEP:
                self._wraps.clear()
            self._wraps[key] = parts
        return parts

    def _render(self, surf: pygame.Surface, r: pygame.Rect, px: int, covered: bool) -> None:
        pygame.draw.rect(surf, BACK, r, border_radius=max(4, px // 3))
        pygame.draw.rect(surf, EDGE, r, 1, border_radius=max(4, px // 3))
        pad = max(4, px // 3)
        head = blit_text(surf, "Moves", px, (r.x + pad, r.y + pad), DIM, bold=True)
        if covered:
            for k, part in enumerate(wrap("They show when the next person is at the screen.", int(px * 0.85),
                                          r.w - 2 * pad)):
                blit_text(surf, part, int(px * 0.85), (r.x + pad, head.bottom + pad + k * int(px * 1.1)), DIM)
            return
        lpx = body(px * 0.9)  # the moves are read to play: the body's size at least
        lh = font(lpx).get_linesize()
        top = head.bottom + pad // 2
        room = r.bottom - pad - top
        width = r.w - 2 * pad
        indent = lpx
        rows: list[tuple[str, bool, int]] = []  # (text, came with the last action, indent)
        n = len(self.lines)
        for k, line in enumerate(self.lines):
            new = k >= n - self.fresh
            for j, part in enumerate(self._wrapped(line, lpx, width, indent)):
                rows.append((part, new, indent if j else 0))
        fit = self.rows = max(1, room // lh)
        self.back = min(self.back, max(0, len(rows) - fit))
        end = len(rows) - self.back
        shown = rows[max(0, end - fit):end]
        while len(shown) > 1 and shown[0][2]:  # no line shown from its middle ("the tableau"): its start is above
            shown = shown[1:]
        y = top + room - len(shown) * lh
        for text, new, ind in shown:
            blit_text(surf, text, lpx, (r.x + pad + ind, y), ACCENT if new and not self.back else INK)
            y += lh
        if self.back:
            blit_text(surf, f"{self.back} more below", int(lpx * 0.85), (r.right - pad, r.y + pad), DIM, "topright")
