"""What a frame drew, as boxes: every line of text (where its ink lies, how tall its capitals
are drawn, whether its words were cut), every panel and button face, every card; and the rule
that text is always readable, checked over them.

The app draws every line of text through ``widgets.text`` (and ``fit_text``, ``blit_text``);
while ``widgets.trace`` is on, each such surface is marked, and so are panels and cards. A
``Recording`` surface (``pygame.Surface`` is swapped for it while tracing, so the table's
still layer and the log's strip are recording too) keeps what was blitted onto it, in order,
and hands its records on when it is blitted onto another. No pixel is guessed at.

The rule (``problems``):
- no text whose capitals are drawn shorter than ``min_caps(size)``: 9 px at 1024x600, in
  proportion to the window's scale above that (12 at 1280x720, 17 at 1920x1080); and no line of the
  moves' log, the prompt or a button (the lines ``widgets.body`` sizes) shorter than
  ``body_caps(size)``: 11 px at 1024x600, in proportion (14 at 1280x720, 21 at 1920x1080). The
  height is measured: a capital H drawn in the line's own font, the rows of its inked pixels
  (``caps_of``), never the size asked;
- no words cut off (an ellipsis) and none outside the window or clipped by their strip;
- no line of text over another (their inked boxes do not meet);
- no text crossing the edge of a panel or button it lies on, and no panel or card laid later
  over part of a line of text.
"""

from __future__ import annotations

import math
import sys
from contextlib import contextmanager

import pygame

from cardtable.ui import widgets

_RealSurface = pygame.Surface


def min_caps(size: tuple[int, int], least: int = 9) -> int:
    """How tall, in pixels, the capitals of any text must be drawn in a window of ``size``: 9 px at
    1024x600, in proportion to the design's scale above it (one unit of the 1280x720 design is
    min(width / 1280, height / 720) pixels; 1024x600 is 0.8)."""
    scale = max(0.5, min(size[0] / 1280, size[1] / 720))
    return max(least, math.ceil(least * scale / 0.8 - 1e-9))


def body_caps(size: tuple[int, int]) -> int:
    """How tall the capitals of the log's lines, the prompt and the buttons' labels must be drawn: 11 px
    at 1024x600, in proportion."""
    return min_caps(size, 11)


_caps: dict[tuple, int] = {}


def caps_of(font: pygame.font.Font) -> int:
    """The height of a capital H as ``font`` draws it: the rows holding its ink (measured once a font)."""
    key = (font.name, font.style_name, font.point_size, font.bold)
    h = _caps.get(key)
    if h is None:
        h = _caps[key] = font.render("H", True, (255, 255, 255)).get_bounding_rect().h
    return h


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
                if area is not None and not src_area.contains(r) and (kind != "text" or not src_area.colliderect(r)):
                    continue  # a part laid again over itself: only what lies in the part (a text partly in it: cut)
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
            s, fpx, asked, cut, *drawn = info
            font, role = drawn if drawn else (widgets.font(fpx), "text")  # (older marks: the font by its size)
            ink = source.get_bounding_rect()
            if area is not None:
                ink = ink.clip(src_area)
            if not ink.w or not ink.h:
                return  # a blank line
            self._add("text", ink.move(x - src_area.x, y - src_area.y),
                      {"s": s, "px": fpx, "asked": asked, "cut": cut, "clipped": False, "caps": caps_of(font),
                       "role": role})
        else:
            self._add(kind, shown, None)

    def _add(self, kind: str, rect: pygame.Rect, info) -> None:
        if kind == "text":  # the same line laid again in the same place (a label over a focus ring) is one line
            self.recs = [r for r in self.recs if not (r[0] == "text" and r[1] == rect and r[2]["s"] == info["s"])]
            bounds = self.get_clip()  # the surface's edge, or the clip rect set on it: a line crossing it is cut
            if not bounds.contains(rect) and not info["clipped"]:
                info = dict(info, clipped=True)
            if bounds != self.get_rect():  # drawn in a view that scrolls (its clip): its other lines are a
                info = dict(info, view=True)  # scroll away, not left out
        self.recs.append([kind, rect, info])


WRAPPED: list[tuple[str, ...]] = []  # every text broken into lines (``widgets.wrap``) since ``fresh``


def fresh() -> None:
    """A new frame: the texts wrapped before it are let go (``problems`` reads those wrapped since)."""
    WRAPPED.clear()


def _wrap_noting(real):
    def wrap(s: str, px: int, width: float, bold: bool = False) -> list[str]:
        lines = real(s, px, width, bold)
        WRAPPED.append(tuple(lines))
        return lines
    return wrap


@contextmanager
def tracing(monkeypatch=None):
    """Trace what is drawn: text, panels and cards are marked, new surfaces record, and every text
    broken into lines is noted (``widgets.wrap``, wherever a module took it by name): a text whose
    first line is drawn and some of whose words are not was cut (lines left out: ``problems``)."""
    widgets.trace(True)
    old = pygame.Surface
    pygame.Surface = Recording
    real = widgets.wrap
    noting = _wrap_noting(real)
    took = [m for name, m in list(sys.modules.items()) if name.startswith("cardtable.ui")
            and getattr(m, "wrap", None) is real]
    for m in took:
        m.wrap = noting
    fresh()
    try:
        yield
    finally:
        for m in took:
            m.wrap = real
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


def problems(surf: Recording, where: str = "", scale: float | None = None) -> list[str]:
    """Every breach of the rule in what ``surf`` recorded, each in words. ``scale``: the text-size
    setting (by default the one in force): every line at least its role's floor times it."""
    W, H = surf.get_size()
    scale = widgets._text_scale[0] if scale is None else scale
    least, least_body = math.floor(min_caps((W, H)) * scale), math.floor(body_caps((W, H)) * scale)
    out: list[str] = []
    screen = surf.get_rect()
    texts: list[tuple[int, pygame.Rect, dict]] = []
    for i, (kind, r, info) in enumerate(surf.recs):
        if kind != "text":
            continue
        say = f"{where} {info['s']!r} at {tuple(r)}"
        if info["caps"] < least:
            out.append(f"{say}: capitals {info['caps']} px tall, under {least}")
        elif info["role"] == "body" and info["caps"] < least_body:
            out.append(f"{say}: a line read to play, its capitals {info['caps']} px tall, under {least_body}")
        if info["cut"]:
            out.append(f"{say}: cut off to fit")
        if not screen.contains(r):
            out.append(f"{say}: outside the window")
        elif info["clipped"]:
            out.append(f"{say}: clipped by its strip")
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
            elif _same_row(r, r2) and (info["asked"], info["role"]) == (info2["asked"], info2["role"]) \
                    and info["px"] != info2["px"]:
                out.append(f"{where} {info['s']!r} at {tuple(r)} ({info['caps']} px capitals) and {info2['s']!r} "
                           f"at {tuple(r2)} ({info2['caps']} px), asked alike, drawn at different sizes side by side")
    out.extend(_dropped(texts, where))
    return out


def _same_row(a: pygame.Rect, b: pygame.Rect) -> bool:
    """Two lines side by side: their inks share most of the lower one's height, near each other."""
    shared = min(a.bottom, b.bottom) - max(a.top, b.top)
    gap = max(a.left, b.left) - min(a.right, b.right)
    return shared > min(a.h, b.h) // 2 and gap < 4 * max(a.h, b.h)


def _dropped(texts: list[tuple[int, pygame.Rect, dict]], where: str) -> list[str]:
    """Texts broken into lines of which the first was drawn and some words never were: lines left out."""
    drawn = {info["s"] for _, _, info in texts}
    in_view = {info["s"] for _, _, info in texts if info.get("view")}
    words = {w for s in drawn for w in s.split()}
    whole = {line for lines in WRAPPED if len(lines) > 1 and all(x in drawn for x in lines) for line in lines}
    out, seen = [], set()
    for lines in WRAPPED:
        if len(lines) < 2 or lines in seen or lines[0] not in drawn or lines[0] in whole or lines[0] in in_view:
            continue  # (a first line that is a line of another text drawn whole: that text's, not this one's;
            # one in a view that scrolls, its clip set: the reader scrolls to the rest)
        seen.add(lines)
        missing = [w for w in " ".join(lines).split() if w not in words]
        if missing:
            out.append(f"{where} {' '.join(lines)!r}: lines left out, {' '.join(missing[:8])!r} never drawn")
    return out
