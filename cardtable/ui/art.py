"""Card images drawn by code at any size: faces, backs, chips, slots and the icon.

Each image is drawn once at a large master size and smoothly scaled down, so
it stays crisp from thumbnail to full screen; results are kept in a bounded
LRU cache. Masters are drawn lazily, one card at a time, to keep startup fast.
Returned surfaces are shared by the cache: blit them, never draw on them.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

from cardtable.engine.cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    HEARTS,
    MAX_PACKS,
    RANK,
    RANK_LETTERS,
    SPADES,
    SUIT,
    is_number_card,
    card,
)
from cardtable.ui.art_courts import draw_court
from cardtable.ui.art_shapes import (
    EDGE,
    GOLD,
    PAPER,
    Colour,
    blit_centred,
    clip_rounded,
    mix,
    shape_aspect,
    suit_colour,
    suit_shape,
    suit_surface,
    text_surface,
)

__all__ = ["BACK_COLOURS", "CHIP_COLOURS", "CardArt", "icon_surface", "suit_colour", "suit_shape"]

MASTER_WIDTH = 360
ASPECT = 1.4
BACK_COLOURS: tuple[str, ...] = ("blue", "red", "green", "purple")
_BACK_RGB: dict[str, Colour] = {
    "blue": (30, 68, 150),
    "red": (158, 28, 42),
    "green": (22, 104, 62),
    "purple": (92, 42, 132),
}
CHIP_COLOURS: dict[str, Colour] = {
    "white": (232, 232, 226),
    "red": (186, 30, 40),
    "blue": (32, 74, 170),
    "green": (26, 128, 66),
    "black": (34, 34, 40),
    "purple": (104, 48, 146),
    "yellow": (222, 176, 40),
}
NUMBER_PAPER: Colour = (244, 233, 200)
NUMBER_INK: Colour = (24, 48, 84)
NUMBER_FRAME: Colour = (26, 112, 120)
NUMBER_DOT: Colour = (176, 52, 36)
FELT: Colour = (24, 104, 60)

# Pip centres as (column, row): columns 0/1/2 = left/middle/right, rows 0..1
# from the top pip row to the bottom one; pips below the middle are inverted.
_PIPS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((1, 0), (1, 1)),
    3: ((1, 0), (1, 0.5), (1, 1)),
    4: ((0, 0), (2, 0), (0, 1), (2, 1)),
    5: ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)),
    6: ((0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    7: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    8: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)),
    9: ((0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3), (0, 1), (2, 1)),
    10: ((0, 0), (2, 0), (1, 1 / 6), (0, 1 / 3), (2, 1 / 3), (0, 2 / 3), (2, 2 / 3), (1, 5 / 6),
         (0, 1), (2, 1)),
}
_DIE: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.25, 0.25), (0.75, 0.75)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)),
}


def _card_base(w: int, paper: Colour) -> pygame.Surface:
    """A blank rounded card with a thin edge."""
    h = round(w * ASPECT)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = round(w * 0.065)
    pygame.draw.rect(surf, paper, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, EDGE, surf.get_rect(), max(2, w // 100), border_radius=radius)
    return surf


def _corners(surf: pygame.Surface, index: pygame.Surface, w: int) -> None:
    """Put an index top-left and a rotated copy bottom-right."""
    x, y = round(w * 0.035), round(w * 0.05)
    surf.blit(index, (x, y))
    flipped = pygame.transform.rotate(index, 180)
    surf.blit(flipped, (surf.get_width() - x - flipped.get_width(), surf.get_height() - y - flipped.get_height()))


def _index(label: str, suit: int | None, ink: Colour, w: int) -> pygame.Surface:
    """A corner index: rank over a small suit, centred in a narrow column."""
    col = round(w * 0.16)
    rank = text_surface(label, round(w * 0.145), ink, max_width=col)
    gap = round(w * 0.025)
    pip_h = round(w * 0.115)
    h = rank.get_height() + (gap + pip_h if suit is not None else 0)
    surf = pygame.Surface((col, h), pygame.SRCALPHA)
    surf.blit(rank, ((col - rank.get_width()) // 2, 0))
    if suit is not None:
        suit_shape(surf, suit, (0, rank.get_height() + gap, col, pip_h), ink)
    return surf


def _draw_standard(rank: int, suit: int, four_colour: bool, w: int) -> pygame.Surface:
    surf = _card_base(w, PAPER)
    h = surf.get_height()
    ink = suit_colour(suit, four_colour)
    _corners(surf, _index(RANK_LETTERS.get(rank, str(rank)), suit, ink, w), w)
    if rank == ACE:
        size = w * (0.52 if suit == SPADES else 0.42)
        suit_shape(surf, suit, pygame.Rect(0, 0, size, size).move(w / 2 - size / 2, h / 2 - size / 2), ink)
    elif rank <= 10:
        pip_h = round(w * 0.19)
        up = suit_surface(suit, pip_h, ink)
        down = pygame.transform.rotate(up, 180)
        xs = (w * 0.31, w * 0.5, w * 0.69)
        top, bottom = h * 0.20, h * 0.80
        for col, row in _PIPS[rank]:
            y = top + (bottom - top) * row
            blit_centred(surf, down if row > 0.5 else up, (xs[col], y))
    else:
        panel = pygame.Rect(round(w * 0.2), round(h * 0.075), round(w * 0.6), round(h * 0.85))
        draw_court(surf, rank, suit, panel, ink)
    return surf


def _draw_number(value: int, w: int) -> pygame.Surface:
    """A U.N.C.L.E. number card: cream, big numeral and die dots, no suit."""
    surf = _card_base(w, NUMBER_PAPER)
    h = surf.get_height()
    frame = pygame.Rect(0, 0, round(w * 0.64), round(h * 0.84))
    frame.center = (w // 2, h // 2)
    pygame.draw.rect(surf, NUMBER_FRAME, frame, max(2, w // 60), border_radius=round(w * 0.05))
    pygame.draw.rect(surf, NUMBER_FRAME, frame.inflate(-w * 0.04, -w * 0.04), max(1, w // 180),
                     border_radius=round(w * 0.035))
    _corners(surf, _index(str(value), None, NUMBER_INK, w), w)
    blit_centred(surf, text_surface(str(value), round(w * 0.40), NUMBER_INK), (w / 2, h * 0.37))
    die = pygame.Rect(0, 0, round(w * 0.34), round(w * 0.34))
    die.center = (w // 2, round(h * 0.70))
    pygame.draw.rect(surf, (255, 252, 242), die, border_radius=round(w * 0.05))
    pygame.draw.rect(surf, NUMBER_INK, die, max(2, w // 90), border_radius=round(w * 0.05))
    for x, y in _DIE[value]:
        pygame.draw.circle(surf, NUMBER_DOT, (die.x + x * die.w, die.y + y * die.h), die.w * 0.1)
    return surf


def _draw_back(rgb: Colour, w: int) -> pygame.Surface:
    """A card back: lattice pattern, inner frame and a four-suit medallion."""
    surf = _card_base(w, PAPER)
    h = surf.get_height()
    inner = surf.get_rect().inflate(-round(w * 0.11), -round(w * 0.11))
    field = pygame.Surface(inner.size, pygame.SRCALPHA)
    field.fill(rgb)
    light = mix(rgb, (255, 255, 255), 0.28)
    step, lw = w * 0.075, max(1, w // 120)
    n = int((inner.w + inner.h) / step) + 2
    for i in range(-n, n):
        x = i * step
        pygame.draw.line(field, light, (x, 0), (x + inner.h, inner.h), lw)
        pygame.draw.line(field, light, (x, inner.h), (x + inner.h, 0), lw)
    pygame.draw.rect(field, light, field.get_rect().inflate(-w * 0.05, -w * 0.05), max(1, w // 90),
                     border_radius=round(w * 0.03))
    clip_rounded(field, round(w * 0.04))
    surf.blit(field, inner)
    oval = pygame.Rect(0, 0, round(w * 0.50), round(w * 0.62))
    oval.center = (w // 2, h // 2)
    pygame.draw.ellipse(surf, mix(rgb, (0, 0, 0), 0.25), oval)
    pygame.draw.ellipse(surf, PAPER, oval, max(2, w // 70))
    pygame.draw.ellipse(surf, GOLD, oval.inflate(-w * 0.05, -w * 0.05), max(1, w // 150))
    s = w * 0.12
    for suit, (dx, dy) in zip((SPADES, HEARTS, CLUBS, DIAMONDS), ((0, -1), (1, 0), (-1, 0), (0, 1))):
        c = (w / 2 + dx * w * 0.11, h / 2 + dy * w * 0.15)
        suit_shape(surf, suit, (c[0] - s / 2, c[1] - s / 2, s, s), PAPER)
    return surf


def _draw_chip(rgb: Colour, d: int) -> pygame.Surface:
    """A poker chip: disc, six edge stripes, dashed inner ring, raised centre."""
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    c, r = (d / 2, d / 2), d / 2 - 1
    white = (246, 244, 236) if sum(rgb) < 600 else (200, 40, 40)
    pygame.draw.circle(surf, mix(rgb, (0, 0, 0), 0.35), c, r)
    pygame.draw.circle(surf, rgb, c, r * 0.96)
    for k in range(6):
        a0 = k * math.pi / 3 - 0.16
        a1 = a0 + 0.32
        pts = [(c[0] + math.cos(a) * rr, c[1] + math.sin(a) * rr)
               for rr, a in ((r * 0.96, a0), (r * 0.96, (a0 + a1) / 2), (r * 0.96, a1), (r * 0.74, a1), (r * 0.74, a0))]
        pygame.draw.polygon(surf, white, pts)
    pygame.draw.circle(surf, mix(rgb, (255, 255, 255), 0.12), c, r * 0.62)
    for k in range(24):
        if k % 2 == 0:
            a = k * math.pi / 12
            rect = pygame.Rect(0, 0, r * 1.36, r * 1.36)
            rect.center = (round(c[0]), round(c[1]))
            pygame.draw.arc(surf, white, rect, a, a + math.pi / 12, max(1, d // 70))
    pygame.draw.circle(surf, mix(rgb, (0, 0, 0), 0.3), c, r * 0.5, max(1, d // 90))
    return surf


def _draw_slot(w: int) -> pygame.Surface:
    """An empty pile outline: a faint translucent rounded rect."""
    surf = pygame.Surface((w, round(w * ASPECT)), pygame.SRCALPHA)
    radius = round(w * 0.065)
    pygame.draw.rect(surf, (255, 255, 255, 34), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, (255, 255, 255, 120), surf.get_rect(), max(2, w // 45), border_radius=radius)
    return surf


class CardArt:
    """Draws and caches card images; one instance per app is plenty."""

    def __init__(self, max_entries: int = 600, max_masters: int = 64) -> None:
        self._cache: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._masters: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self.max_entries = max_entries
        self.max_masters = max_masters

    def face(self, card_id: int, width: int, four_colour: bool = False) -> pygame.Surface:
        """The face of a card, width wide and round(width*1.4) tall."""
        if is_number_card(card_id):
            key: tuple = ("number", RANK[card_id])
            draw: Callable[[int], pygame.Surface] = lambda mw: _draw_number(key[1], mw)  # noqa: E731
        elif 0 <= card_id < 52 * MAX_PACKS:
            rank, suit = RANK[card_id], SUIT[card_id]
            key = ("std", rank, suit, bool(four_colour))
            draw = lambda mw: _draw_standard(rank, suit, bool(four_colour), mw)  # noqa: E731
        else:
            raise ValueError(f"no card has id {card_id}")
        return self._get(key, width, round(width * ASPECT), draw)

    def back(self, width: int, colour: str = "blue") -> pygame.Surface:
        """A patterned card back in one of BACK_COLOURS."""
        if colour not in _BACK_RGB:
            raise ValueError(f"back colour must be one of {BACK_COLOURS}, not {colour!r}")
        return self._get(("back", colour), width, round(width * ASPECT),
                         lambda mw: _draw_back(_BACK_RGB[colour], mw))

    def chip(self, diameter: int, colour: str | Colour = "red") -> pygame.Surface:
        """A poker chip, named from CHIP_COLOURS or given as an RGB tuple."""
        rgb = CHIP_COLOURS[colour] if isinstance(colour, str) else tuple(colour[:3])
        return self._get(("chip", rgb), diameter, diameter, lambda mw: _draw_chip(rgb, mw), master=256)

    def placeholder(self, width: int) -> pygame.Surface:
        """A translucent outline showing where an empty pile lies."""
        return self._get(("slot",), width, round(width * ASPECT), _draw_slot)

    def icon_surface(self, size: int = 256) -> pygame.Surface:
        """The app icon: a fan of three cards on a rounded square of green felt."""
        key = ("icon", size)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        radius = round(size * 0.18)
        pygame.draw.rect(surf, mix(FELT, (0, 0, 0), 0.3), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, FELT, surf.get_rect().inflate(-size * 0.04, -size * 0.04),
                         border_radius=round(radius * 0.9))
        glow = pygame.Surface((size, size), pygame.SRCALPHA)
        for i in range(8):
            pygame.draw.circle(glow, (255, 255, 255, 6), (size / 2, size * 0.45), size * (0.46 - i * 0.05))
        surf.blit(glow, (0, 0))
        cw = round(size * 0.44)
        pivot = (size / 2, size * 0.92)
        dist = cw * ASPECT * 0.62
        for cid, angle in ((card(12, DIAMONDS), 24), (card(13, CLUBS), 0), (card(1, SPADES), -24)):
            img = pygame.transform.rotozoom(self.face(cid, cw * 2), angle, 0.5)
            a = math.radians(angle)
            blit_centred(surf, img, (pivot[0] - dist * math.sin(a), pivot[1] - dist * math.cos(a)))
        self._remember(key, surf)
        return surf

    def clear(self) -> None:
        """Forget every cached image (e.g. after a theme change)."""
        self._cache.clear()
        self._masters.clear()

    def _get(self, key: tuple, w: int, h: int, draw: Callable[[int], pygame.Surface],
             master: int = MASTER_WIDTH) -> pygame.Surface:
        if w < 1 or h < 1:
            raise ValueError(f"image size must be positive, not {w}x{h}")
        full = (key, w, h)
        hit = self._cache.get(full)
        if hit is not None:
            self._cache.move_to_end(full)
            return hit
        mw = max(master, w)
        mkey = (key, mw)
        big = self._masters.get(mkey)
        if big is None:
            big = self._masters[mkey] = draw(mw)
            while len(self._masters) > self.max_masters:
                self._masters.popitem(last=False)
        else:
            self._masters.move_to_end(mkey)
        img = big if big.get_size() == (w, h) else pygame.transform.smoothscale(big, (w, h))
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            img = img.convert_alpha()
        self._remember(full, img)
        return img

    def _remember(self, key: Hashable, img: pygame.Surface) -> None:
        self._cache[key] = img
        while len(self._cache) > self.max_entries:
            self._cache.popitem(last=False)


_default: CardArt | None = None


def icon_surface(size: int = 256) -> pygame.Surface:
    """The app icon from a shared CardArt, for pygame.display.set_icon."""
    global _default
    if _default is None:
        _default = CardArt()
    return _default.icon_surface(size)


_ = (shape_aspect, DIAMONDS)  # re-exported helpers kept importable from here
