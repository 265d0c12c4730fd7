"""What a frame drew, as boxes: every line of text (where its ink lies, at what size, whether
its words were cut), every panel and button face, every card; and the rule that text is
always readable, checked over them.

The app draws every line of text through ``widgets.text`` (and ``fit_text``, ``blit_text``);
while ``widgets.trace`` is on, each such surface is marked, and so are panels and cards. A
``Recording`` surface (``pygame.Surface`` is swapped for it while tracing, so the table's
still layer and the log's strip are recording too) keeps what was blitted onto it, in order,
and hands its records on when it is blitted onto another. No pixel is guessed at.

The rule (``problems``):
- no text smaller than ``min_px(height)``: 13 px (the size asked of pygame's font) in a window
  720 high or less, growing with the height above that (19 px at 1080);
- no words cut off (an ellipsis) and none outside the window or clipped by their strip;
- no line of text over another (their inked boxes do not meet);
- no text crossing the edge of a panel or button it lies on, and no panel or card laid later
  over part of a line of text.
"""

from __future__ import annotations

from contextlib import contextmanager

import pygame

from cardtable.ui import widgets

_RealSurface = pygame.Surface


def min_px(height: int) -> int:
    """The smallest text allowed in a window ``height`` pixels high."""
    return max(13, 13 * height // 720)


class Recording(_RealSurface):
    """A surface that keeps what was drawn onto it: [kind, rect, info] in drawing order."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.recs: list[list] = []

    def note(self, kind: str, rect) -> None:
        if kind == "shade":
            self.recs = [["shade", self.get_rect(), None]]
        else:
            self._add(kind, pygame.Rect(rect), None)

    def fill(self, colour, rect=None, special_flags=0):
        if rect is None and not special_flags:
            self.recs = []
        return super().fill(colour, rect, special_flags)

    def blit(self, source, dest, area=None, special_flags=0):
        done = super().blit(source, dest, area, special_flags)
        self._took(source, dest, area)
        return done

    def blits(self, seq, doreturn=True):
        return [self.blit(*item) for item in seq] if doreturn else [self.blit(*item) for item in seq] and None

    def _took(self, source, dest, area) -> None:
        x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
        src_area = pygame.Rect(area) if area is not None else source.get_rect()
        shown = pygame.Rect(x, y, src_area.w, src_area.h)
        if shown.contains(self.get_rect()) and area is None:
            self.recs = []  # covered whole: what was under it is gone
        sub = getattr(source, "recs", None)
        if sub:
            dx, dy = x - src_area.x, y - src_area.y
            for kind, r, info in sub:
                if kind == "shade":
                    continue
                if area is not None and not src_area.contains(r):
                    continue  # a part laid again over itself: only what lies wholly in the part
                moved = r.move(dx, dy)
                if kind == "text" and not src_area.contains(r):
                    info = dict(info, clipped=True)
                self._add(kind, moved, info)
            return
        m = widgets.marked(source)
        if m is None:
            return
        kind, info, _ = m
        if kind == "text":
            s, fpx, asked, cut = info
            ink = source.get_bounding_rect()
            if area is not None:
                ink = ink.clip(src_area)
            if not ink.w or not ink.h:
                return  # a blank line
            self._add("text", ink.move(x - src_area.x, y - src_area.y),
                      {"s": s, "px": fpx, "asked": asked, "cut": cut, "clipped": False})
        else:
            self._add(kind, shown, None)

    def _add(self, kind: str, rect: pygame.Rect, info) -> None:
        if kind == "text":  # the same line laid again in the same place (a label over a focus ring) is one line
            self.recs = [r for r in self.recs if not (r[0] == "text" and r[1] == rect and r[2]["s"] == info["s"])]
        self.recs.append([kind, rect, info])


@contextmanager
def tracing(monkeypatch=None):
    """Trace what is drawn: text, panels and cards are marked, and new surfaces record."""
    widgets.trace(True)
    old = pygame.Surface
    pygame.Surface = Recording
    try:
        yield
    finally:
        pygame.Surface = old
        widgets.trace(False)


def shoot(app) -> Recording:
    """Draw the app's scenes once onto a recording surface of the window's size; returns it."""
    surf = Recording(app.size)
    for s in app._visible():
        s.draw(surf)
    return surf


def _inside(inner: pygame.Rect, outer: pygame.Rect, slack: int = 1) -> bool:
    return outer.inflate(2 * slack, 2 * slack).contains(inner)


def problems(surf: Recording, where: str = "") -> list[str]:
    """Every breach of the rule in what ``surf`` recorded, each in words."""
    W, H = surf.get_size()
    least = min_px(H)
    out: list[str] = []
    screen = surf.get_rect()
    texts: list[tuple[int, pygame.Rect, dict]] = []
    for i, (kind, r, info) in enumerate(surf.recs):
        if kind != "text":
            continue
        say = f"{where} {info['s']!r} at {tuple(r)}"
        if info["px"] < least:
            out.append(f"{say}: {info['px']} px, under {least}")
        if info["cut"]:
            out.append(f"{say}: cut off to fit")
        if info["clipped"]:
            out.append(f"{say}: clipped by its strip")
        if not screen.contains(r):
            out.append(f"{say}: outside the window")
        hidden = False
        for kind2, r2, _ in surf.recs[i + 1:]:
            if kind2 in ("card", "panel") and r2.colliderect(r):
                if r2.contains(r) and kind2 == "panel":
                    hidden = True  # wholly under a later box: not seen, not a breach
                else:
                    out.append(f"{say}: a {kind2} laid over it at {tuple(r2)}")
                break
        for kind2, r2, _ in surf.recs[:i]:
            if kind2 == "panel" and r2.colliderect(r) and not _inside(r, r2):
                out.append(f"{say}: crosses the edge of a box at {tuple(r2)}")
                break
        if not hidden:
            texts.append((i, r, info))
    for k, (_, r, info) in enumerate(texts):
        for _, r2, info2 in texts[k + 1:]:
            if r.colliderect(r2):
                out.append(f"{where} {info['s']!r} at {tuple(r)} and {info2['s']!r} at {tuple(r2)} overlap")
    return out
