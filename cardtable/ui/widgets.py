"""Text, buttons, panels and the felt: the small pieces every scene draws with.

Text sizes (issue 44). A size ``px`` asked of ``font``/``text`` draws capitals ``px / 2`` pixels tall
in the app's typeface (``art_shapes.face``: the point size is found by measuring the drawn capitals,
not assumed). Two floors hold whatever is asked: the least (``least_px``: capitals 9 px tall in a
1024x600 window, in proportion to the window's scale, ``scale_of``, above that) for every line, and the
body's (``body``: capitals 11 px at 1024x600, in proportion) for the lines a person reads to play: the
moves' log, the prompt and every button's label. The text-size setting multiplies on top.

Over 400 lines: the text's sizing (the floors, the face by measured capitals, fitting and wrapping)
and its tracing for the readable-text test belong with the text, panel and button code that draws
through them; split, each half would reach into the other's caches.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

from .art import FELT
from .art_shapes import cap_height, face

Colour = tuple[int, int, int]

INK: Colour = (246, 240, 220)  # cream text on felt
DIM: Colour = (170, 190, 175)
GOLD: Colour = (232, 190, 80)
PANEL: tuple[int, int, int, int] = (8, 28, 18, 200)
BUTTON: Colour = (238, 230, 204)
BUTTON_INK: Colour = (30, 40, 34)
BUTTON_OFF: Colour = (120, 130, 120)
ACCENT: Colour = (255, 214, 90)
RED: Colour = (200, 60, 50)
FOCUS: Colour = (255, 255, 255)  # the keyboard's focus: white, edged dark (a picked card is gold, a hint blue)
FOCUS_EDGE: Colour = (16, 16, 16)

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_texts: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_font_gen = [0]  # counts the changes of the text's size (a cache of words laid out keys on it)
_text_scale = [1.0]  # the text-size setting: every line of text is this much bigger
_label_scales: dict[tuple, float] = {}  # a button's label with no room at the setting's size: the size it fits at
_least = [18]  # no line of text is drawn smaller than this (least_px of the window's height)
_body = [22]  # nor a line of the log, the prompt or a button's label smaller than this (``body``)
CACHE_BYTES = 24 << 20  # each surface cache's pixels at most
_trace: list[dict | None] = [None]  # while a test traces the text drawn: id(surface) -> (kind, info, surface)


def trace(on: bool) -> None:
    """Start (or stop) marking what is drawn: each line of text, panel and card (tests/ui/textcheck.py)."""
    _trace[0] = {} if on else None


def tracing() -> bool:
    return _trace[0] is not None


def mark(surf: pygame.Surface, kind: str, info: object = None) -> pygame.Surface:
    """While tracing: ``surf`` is a ``kind`` of thing ("text", "panel", "card"), and ``info`` says more."""
    marks = _trace[0]
    if marks is not None:
        marks[id(surf)] = (kind, info, surf)
    return surf


def marked(surf: pygame.Surface) -> tuple | None:
    marks = _trace[0]
    return marks.get(id(surf)) if marks is not None else None


def note(dst: pygame.Surface, kind: str, rect: pygame.Rect | None = None) -> None:
    """Tell a tracing surface of something drawn without a blit (a button's face, the shade)."""
    if _trace[0] is not None and hasattr(dst, "note"):
        dst.note(kind, rect)


def reset_caches() -> None:
    """Forget fonts and text (after pygame.quit() they are dead)."""
    _fonts.clear()
    _texts.clear()
    _felt.clear()
    _panels.clear()


def _resized() -> None:
    """Text takes a new size: a new ``text_generation`` (words laid out are laid out again). The fonts
    and lines drawn are kept: they are keyed by the size they were made at, and a window resized back
    and forth (or a test drawing a scene at each size) finds them again."""
    _font_gen[0] += 1
    if len(_fonts) > 48 or not _alive():  # many sizes met, or pygame's fonts ended and began again: let them go
        _fonts.clear()


def _alive() -> bool:
    """Whether the fonts kept still work (pygame.font.quit() ends every font made before it)."""
    try:
        for f in _fonts.values():
            f.get_height()
            break
    except pygame.error:
        return False
    return True


def set_text_scale(scale: float) -> None:
    """The text-size setting (1 normal); fonts and text are drawn afresh at the new size."""
    if scale != _text_scale[0]:
        _text_scale[0] = scale
        _resized()


LEAST_CAPS, BODY_CAPS, AT_SCALE = 9, 11, 0.8  # capitals' heights, in pixels, at 1024x600 (scale_of 0.8)


def least_caps(size: tuple[int, int], caps: int = LEAST_CAPS) -> int:
    """How tall the capitals of the smallest text are (``caps``: of the body's, ``BODY_CAPS``) in a window
    of ``size``: 9 px (11) at 1024x600, in proportion to the window's scale above that (``scale_of``:
    12 and 14 at 1280x720, 17 and 21 at 1920x1080); a narrow window keeps its width's."""
    return max(caps, math.ceil(caps * scale_of(size) / AT_SCALE - 1e-9))


def least_px(height: int, width: int | None = None) -> int:
    """The smallest size a window may show (twice ``least_caps``; a 16:9 window if no width is given).
    Where words do not fit at it, the layout wraps them or gives them room; the type never shrinks below it."""
    return 2 * least_caps((width if width is not None else height * 16 // 9, height))


def set_window(size: tuple[int, int]) -> None:
    """The least size and the body's for a window of ``size``."""
    set_least(least_px(size[1], size[0]), 2 * least_caps(size, BODY_CAPS))


def set_least(px: int, body_px: int | None = None) -> None:
    """The least size (``least_px``), and the body's (by default: capitals 11/9 as tall, rounded up)."""
    body_px = body_px if body_px is not None else 2 * math.ceil((px // 2) * BODY_CAPS / LEAST_CAPS - 1e-9)
    if (px, body_px) != (_least[0], _body[0]):
        _least[0], _body[0] = px, body_px
        _resized()


@contextmanager
def normal_size() -> Iterator[None]:
    """Text drawn inside at the normal size whatever the text-size setting (never below the floors)."""
    with at_scale(1.0):
        yield


@contextmanager
def at_scale(scale: float) -> Iterator[None]:
    """Text drawn inside at this text scale (from ``largest_scale``), whatever the setting."""
    was = _text_scale[0]
    _text_scale[0] = scale
    try:
        yield
    finally:
        _text_scale[0] = was


def largest_scale(key: tuple, fits: Callable[[], bool]) -> float:
    """The largest text scale, from the setting's down to the normal one, at which ``fits()`` holds (the
    setting's own where it does): for words the setting's size has no room for (a card's tag, a prompt
    over two lines, a button's label), drawn whole a little smaller rather than cut or at the normal size.
    ``key`` names the words and their room (the answer is kept)."""
    scale = _text_scale[0]
    key = (*key, scale, _font_gen[0])
    if key in _label_scales:
        return _label_scales[key]
    try:
        while _text_scale[0] > 1.0 and not fits():
            _text_scale[0] = max(1.0, round(_text_scale[0] - 0.05, 2))
        if len(_label_scales) > 256:
            _label_scales.clear()
        found = _label_scales[key] = _text_scale[0]
    finally:
        _text_scale[0] = scale
    return found


class Body(int):
    """A size for the body's text (``body``): ``font`` and ``text`` raise it to the body's floor."""


def body(px: float) -> Body:
    """``px`` for a line of the log, the prompt or a button's label: at least the body's size."""
    return Body(max(int(px), _body[0]))


def text_scale() -> float:
    """The text-size setting in force (1 normal): a layout gives larger text its room."""
    return _text_scale[0]


def text_generation() -> int:
    """Changes whenever text takes a new size (the text-size setting, the least size): words laid
    out and kept must be laid out again."""
    return _font_gen[0]


def scale_of(size: tuple[int, int]) -> float:
    """One unit of the design (laid out at 1280x720) on a window of this size."""
    return max(0.5, min(size[0] / 1280, size[1] / 720))


def font(px: float, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
        _fonts.clear()
        _texts.clear()
    key = (_font_px(px), bold)
    f = _fonts.get(key)
    if f is None:
        f = _fonts[key] = face((key[0] + 1) // 2, bold)  # the face's own bold: no letters smeared wider
    return f


def _font_px(px: float) -> int:
    """The size a font is made at for ``px``: the text-size setting applied, never below the least size
    (nor, for a ``Body`` size, below the body's)."""
    least = _body[0] if isinstance(px, Body) else _least[0]
    return max(least, int(max(px, least) * _text_scale[0]))


def _role(px: float) -> str:
    return "body" if isinstance(px, Body) else "text"


def text(s: str, px: int, colour: Colour = INK, bold: bool = False) -> pygame.Surface:
    """A rendered line, cached (most text on the table does not change between frames)."""
    key = (s, _font_px(px), colour, bold)
    surf = _texts.get(key)
    if surf is None:
        surf = font(px, bold).render(s, True, colour)
        _texts[key] = surf
        _bound(_texts, 800)
    else:
        _texts.move_to_end(key)
    if _trace[0] is not None:
        mark(surf, "text", (s, _font_px(px), int(px), False, font(px, bold), _role(px)))
    return surf


def fit_text(s: str, px: int, max_width: float, colour: Colour = INK, bold: bool = False) -> pygame.Surface:
    """A line at its size, cut with an ellipsis if it is wider than ``max_width`` (never drawn smaller:
    entries side by side keep one size; where words must show whole, the layout wraps or widens). Under
    a larger text-size setting, a line with no room for it is drawn at the normal size before it is cut.

    Linear in the text's length however long it is: no glyph is narrower than a pixel, so
    only the first ``max_width`` characters can ever show, and the cut is found by halving."""
    room = max(1, int(max_width))
    if len(s) > room:
        s = s[:room + 1]
    f = font(px, bold)
    if f.size(s)[0] <= max_width:
        return _fitted(text(s, px, colour, bold), s, px, px, False, bold)
    scale = _text_scale[0]
    if scale > 1:  # the text-size setting asks more than the room holds: the line at its own size, whole
        _text_scale[0] = 1.0
        try:
            if font(px, bold).size(s)[0] <= max_width:
                return _fitted(text(s, px, colour, bold), s, px, px, False, bold)
        finally:
            _text_scale[0] = scale
    lo, hi = 0, len(s)  # the longest cut that fits, with its ellipsis
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(s[:mid] + "...")[0] <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return _fitted(text(s[:lo] + "...", px, colour, bold), s, px, px, True, bold)


def _fitted(surf: pygame.Surface, s: str, size: float, asked: float, cut: bool, bold: bool = False) -> pygame.Surface:
    if _trace[0] is not None:  # the size asked for, and whether words were cut
        mark(surf, "text", (s, _font_px(size), int(asked), cut, font(size, bold), _role(size)))
    return surf


def blit_text(dst: pygame.Surface, s: str, px: int, pos: tuple[float, float], colour: Colour = INK,
              anchor: str = "topleft", bold: bool = False, max_width: float | None = None) -> pygame.Rect:
    surf = fit_text(s, px, max_width, colour, bold) if max_width else text(s, px, colour, bold)
    r = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    dst.blit(surf, r)
    return r


def wrap(s: str, px: int, width: float, bold: bool = False) -> list[str]:
    """Words broken into lines no wider than ``width``."""
    f = font(px, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        words: list[str] = []
        for w in para.split(" "):
            room = max(2, int(width) + 1)  # no glyph is narrower than a pixel: only this much can fit
            start = 0
            while len(w) - start > 1 and f.size(w[start:start + room])[0] > width:  # broken where it must be
                k = _longest_fitting(f, w[start:start + room], width)
                words.append(w[start:start + k])
                start += k
            w = w[start:]
            words.append(w)
        line = ""
        for w in words:
            trial = w if not line else line + " " + w
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


def _longest_fitting(f: pygame.font.Font, w: str, width: float) -> int:
    """How many of ``w``'s first characters fit in ``width`` (at least 1), found by halving."""
    lo, hi = 1, len(w)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(w[:mid])[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return lo


_held: dict[int, tuple[int, int]] = {}  # id(cache) -> (its pixels' bytes, its length when counted)


def _bytes(s: pygame.Surface) -> int:
    return s.get_width() * s.get_height() * s.get_bytesize()


def _bound(cache: OrderedDict, entries: int, max_bytes: int = CACHE_BYTES) -> None:
    """Keep a cache of surfaces to ``entries`` and ``max_bytes`` of pixels (least recently used go
    first, the newest stays): sizes change with the window, and every size must not be kept. Called
    after each surface is added: the bytes held are kept as a running count (counted afresh only when
    the cache changed behind it, e.g. was cleared), not summed over the cache at every new line."""
    held, length = _held.get(id(cache), (-1, -1))
    if length == len(cache) - 1:
        held += _bytes(next(reversed(cache.values())))
    else:
        held = sum(_bytes(s) for s in cache.values())
    while (len(cache) > entries or held > max_bytes) and len(cache) > 1:
        held -= _bytes(cache.popitem(last=False)[1])
    _held[id(cache)] = (held, len(cache))


_panels: OrderedDict[tuple, pygame.Surface] = OrderedDict()


def panel(dst: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int, int] = PANEL,
          radius: int = 12, border: Colour | None = None) -> None:
    """A translucent rounded box (cached: the same boxes are drawn every frame)."""
    if rect.w <= 0 or rect.h <= 0:
        return
    key = (rect.w, rect.h, tuple(colour), radius, border)
    s = _panels.get(key)
    if s is None:
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(s, colour, s.get_rect(), border_radius=radius)
        if border:
            pygame.draw.rect(s, border, s.get_rect(), max(1, radius // 6), border_radius=radius)
        _panels[key] = s
        _bound(_panels, 96)
    else:
        _panels.move_to_end(key)
    dst.blit(mark(s, "panel") if _trace[0] is not None else s, rect)


def shade(dst: pygame.Surface, alpha: int, colour: Colour = (0, 0, 0)) -> None:
    """Darken the whole screen under an overlay: the colour laid over at ``alpha``, in place (no
    window-sized surface is made for it, at any size the window takes)."""
    note(dst, "shade")  # what lies under an overlay is its background
    keep = 255 - max(0, min(255, alpha))
    dst.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    if any(colour):
        dst.fill(tuple(c * alpha // 255 for c in colour[:3]), special_flags=pygame.BLEND_RGB_ADD)


_felt: dict[tuple[int, int], pygame.Surface] = {}


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The green baize with a soft light in the middle and darker edges (cached per size)."""
    surf = _felt.get(size)
    if surf is not None:
        return surf
    w, h = size
    small = pygame.Surface((32, 18))  # smoothscale makes the light soft; few pixels keep start-up quick
    cx, cy = 16, 9
    for y in range(18):
        for x in range(32):
            d = min(1.0, (((x - cx) / 17) ** 2 + ((y - cy) / 11) ** 2) ** 0.5)
            k = 1.12 - 0.45 * d * d
            small.set_at((x, y), tuple(min(255, int(c * k)) for c in FELT))
    surf = pygame.transform.smoothscale(small, (max(1, w), max(1, h)))
    # a faint weave, so the cloth does not look like plastic
    # (one 128 px tile of it, laid like floor tiles: a few hundred blits, not tens of thousands)
    tile = pygame.Surface((128, 128), pygame.SRCALPHA)
    for y in range(0, 128, 4):
        for x in range(0, 128, 4):
            tile.set_at((x, y), (255, 255, 255, 10))
            tile.set_at((x + 2, y + 2), (0, 0, 0, 14))
    for y in range(0, h, 128):
        for x in range(0, w, 128):
            surf.blit(tile, (x, y))
    shown = pygame.display.get_surface()
    if shown is not None and (surf.get_bitsize(), surf.get_masks()) != (shown.get_bitsize(), shown.get_masks()):
        surf = surf.convert()  # (in the window's format already, as a rule: no copy of a whole window then)
    if _felt:  # one size at a time (a full-window surface; the table keeps its own copy of it)
        _felt.pop(next(iter(_felt)))
    _felt[size] = surf
    return surf


@dataclass
class Button:
    """A clickable label; ``value`` is what the scene does when it is pressed."""

    label: str
    value: object  # the scene reads it back (a name, a card, a seat, an option)
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    on: bool = False  # a toggle that is set, or the chosen item of a group
    key: str = ""  # a hint drawn small in the corner, e.g. "1"

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.rect.collidepoint(pos)

    def draw(self, dst: pygame.Surface, px: int, focused: bool = False, hover: bool = False) -> None:
        r = self.rect
        radius = max(4, r.h // 4)
        shadow = r.move(0, max(2, r.h // 14))
        pygame.draw.rect(dst, (10, 30, 20), shadow, border_radius=radius)
        if not self.enabled:
            bg: Colour = BUTTON_OFF
        elif self.on:
            bg = ACCENT
        elif hover or focused:
            bg = (255, 248, 226)
        else:
            bg = BUTTON
        pygame.draw.rect(dst, bg, r, border_radius=radius)
        note(dst, "panel", r)
        if focused:
            focus_ring(dst, r, max(3, r.h // 11), radius)
        ink = BUTTON_INK if self.enabled else (70, 76, 70)
        room = r.w - 2 * _button_pad(r.h)
        px = body(px)  # a button's label is read to play: the body's size at least
        scale = _text_scale[0]
        try:  # the text-size setting asks more than the button holds: its label whole at the largest size that
            _text_scale[0] = fit_scale(self.label, px, r)  # fits (never below the body's own), rather than cut
            _draw_label(dst, self.label, px, r, room, ink)
        finally:
            _text_scale[0] = scale


def fit_scale(label: str, px: int, r: pygame.Rect) -> float:
    """The largest text scale, from the setting's down to 1, at which ``label`` shows whole on a button ``r``."""
    px = body(px)
    room = r.w - 2 * _button_pad(r.h)
    return largest_scale((label, int(px), room, r.h), lambda: _label_fits(label, px, room, r.h))


@contextmanager
def alike(buttons: list[Button], px: int) -> Iterator[None]:
    """Buttons drawn inside, side by side, have their labels at one size: the largest at which every one
    of them shows whole (a long label with no room at the setting's size is not smaller than its neighbours)."""
    scale = _text_scale[0]
    _text_scale[0] = min((fit_scale(b.label, px, b.rect) for b in buttons if b.rect.w), default=scale)
    try:
        yield
    finally:
        _text_scale[0] = scale


def _label_lines(label: str, px: int, room: int, h: int) -> tuple[list[str], int]:
    """A button's label as drawn in ``room`` on a button ``h`` high: its lines (one, or more where
    one is too long and more fit) and their step."""
    f = font(px, True)
    if f.size(label)[0] <= room:
        return [label], f.get_linesize()
    lines = wrap(label, px, room, bold=True)
    step = min(f.get_linesize(), (h - 2) // max(1, len(lines)))  # lines closer where the button is low
    if len(lines) > 1 and step >= ink_height(f):
        return lines, step
    return [label], f.get_linesize()


def _label_fits(label: str, px: int, room: int, h: int) -> bool:
    lines, _ = _label_lines(label, px, room, h)
    return len(lines) > 1 or font(px, True).size(label)[0] <= room


def _draw_label(dst: pygame.Surface, label: str, px: int, r: pygame.Rect, room: int, ink: Colour) -> None:
    lines, step = _label_lines(label, px, room, r.h)
    if len(lines) > 1:  # a label too long for one line: two, never cut
        y = r.centery - len(lines) * step // 2
        for line in lines:
            blit_text(dst, line, px, (r.centerx, y), ink, "midtop", bold=True)
            y += step
    else:
        blit_text(dst, label, px, r.center, ink, "center", bold=True, max_width=room)


def _button_pad(h: int) -> int:
    """The room left clear each side of a button's label (a button ``h`` high)."""
    return max(4, h // 6)


def ink_height(f: pygame.font.Font) -> int:
    """The least step between two lines of ``f`` whose inks do not meet: capitals and descenders, and a pixel."""
    return cap_height(f) - f.get_descent() + 2


def label_height(label: str, px: int, width: int, least: int) -> int:
    """How high a button ``width`` wide must be for its label, at ``px``, to show whole: ``least``, or
    more when the label goes onto more lines (Button.draw wraps a label too long for one)."""
    px = body(px)
    room = width - 2 * _button_pad(least)
    if font(px, True).size(label)[0] <= room:
        return least
    return max(least, len(wrap(label, px, room, bold=True)) * font(px, True).get_linesize() + 4)


def focus_ring(dst: pygame.Surface, rect: pygame.Rect, thick: int, radius: int, gap: int = 0) -> pygame.Rect:
    """The keyboard's focus: a thick white ring edged dark on both sides, ``gap`` clear of ``rect``,
    seen on the felt, over cards and round a button, and unlike a picked card's gold edge or a hint's
    blue ring. Returns the ring's outer rect."""
    t = max(3, thick)
    outer = rect.inflate(2 * (gap + t + 1), 2 * (gap + t + 1))
    round_ = radius + gap + t
    pygame.draw.rect(dst, FOCUS_EDGE, outer, t + 2, border_radius=round_)
    pygame.draw.rect(dst, FOCUS, outer.inflate(-2, -2), t, border_radius=round_ - 1)
    return outer


def layout_buttons(buttons: list[Button], area: pygame.Rect, height: int, gap: int, px: int,
                   min_width: int = 0, align: str = "center") -> None:
    """Set the rects of a row of buttons sized to their labels, wrapped onto more rows if needed."""
    px = body(px)
    widths = [max(min_width, font(px, True).size(b.label)[0] + height) for b in buttons]
    rows: list[list[int]] = [[]]
    x = 0
    for i, w in enumerate(widths):
        if rows[-1] and x + w > area.w:
            rows.append([])
            x = 0
        rows[-1].append(i)
        x += w + gap
    y = area.y
    for row in rows:
        total = sum(widths[i] for i in row) + gap * (len(row) - 1)
        x = area.x + (area.w - total) // 2 if align == "center" else area.x
        for i in row:
            buttons[i].rect = pygame.Rect(x, y, widths[i], height)
            x += widths[i] + gap
        y += height + gap
