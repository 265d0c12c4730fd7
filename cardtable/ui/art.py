"""Card images drawn by code at any size: faces, backs, chips, slots and the icon.

Each image is drawn once at a large master size and smoothly scaled down, so
it stays crisp from thumbnail to full screen; results are kept in a bounded
LRU cache. Masters are drawn lazily, one card at a time, to keep startup fast.
Returned surfaces are shared by the cache: blit them, never draw on them.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable

import pygame

from cardtable.engine.cards import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    MAX_PACKS,
    RANK,
    SPADES,
    SUIT,
    card,
    is_number_card,
)
from cardtable.ui.art_faces import (
    ASPECT,
    COMPACT_BELOW,
    card_base,
    draw_number,
    draw_number_compact,
    draw_standard,
    draw_standard_compact,
)
from cardtable.ui.art_shapes import (
    GOLD,
    PAPER,
    Colour,
    blit_centred,
    clip_rounded,
    mix,
    suit_colour,
    suit_shape,
)

__all__ = ["BACK_COLOURS", "CHIP_COLOURS", "CardArt", "icon_surface", "suit_colour", "suit_shape"]

MASTER_WIDTH = 360
COMPACT_MASTER = 3 * COMPACT_BELOW  # a compact face is drawn at most COMPACT_BELOW wide: a master 3x that is plenty
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
FELT: Colour = (24, 104, 60)


def _draw_back(rgb: Colour, w: int) -> pygame.Surface:
    """A card back: lattice pattern, inner frame and a four-suit medallion."""
    surf = card_base(w, PAPER)
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
    pygame.draw.rect(
        field, light, field.get_rect().inflate(-w * 0.05, -w * 0.05), max(1, w // 90), border_radius=round(w * 0.03)
    )
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
        pts = [
            (c[0] + math.cos(a) * rr, c[1] + math.sin(a) * rr)
            for rr, a in ((r * 0.96, a0), (r * 0.96, (a0 + a1) / 2), (r * 0.96, a1), (r * 0.74, a1), (r * 0.74, a0))
        ]
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
    surf.fill((255, 255, 255, 0))  # white even where clear, so scaled edges keep no dark fringe
    radius = round(w * 0.065)
    pygame.draw.rect(surf, (255, 255, 255, 34), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, (255, 255, 255, 120), surf.get_rect(), max(2, w // 45), border_radius=radius)
    return surf


def _restore_opacity(img: pygame.Surface, shape: str) -> None:
    """Make the inside fully opaque again: smoothscale truncates 255 to ~253,
    which would let cards below show faintly through a pile."""
    w, h = img.get_size()
    if w < 5 or h < 5:
        return
    inside = pygame.Surface((w, h), pygame.SRCALPHA)
    area = inside.get_rect().inflate(-2, -2)
    if shape == "disc":
        pygame.draw.ellipse(inside, (0, 0, 0, 255), area)
    else:
        pygame.draw.rect(inside, (0, 0, 0, 255), area, border_radius=max(0, round(w * 0.065) - 1))
    img.blit(inside, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)


class CardArt:
    """Draws and caches card images; one instance per app is plenty."""

    def __init__(self, max_entries: int = 600, max_masters: int = 64, max_bytes: int = 64 << 20) -> None:
        self._cache: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._masters: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._wanted: OrderedDict[tuple[int, int, bool, bool], None] = OrderedDict()  # faces to draw ahead
        self.max_entries = max_entries
        self.max_masters = max_masters
        self.max_bytes = max_bytes  # each cache, by pixels held (sizes change with the window)

    def face(self, card_id: int, width: int, four_colour: bool = False, high_contrast: bool = False) -> pygame.Surface:
        """The face of a card, width wide and round(width*1.4) tall; ``high_contrast``: big signs,
        dark inks on white (the standard cards; number cards are big and plain already)."""
        high = bool(high_contrast)
        compact = width < COMPACT_BELOW or high
        rank = RANK[card_id] if 0 <= card_id < len(RANK) else 0
        if is_number_card(card_id):
            compact = width < COMPACT_BELOW
            key: tuple = ("number", rank, compact)
            number = draw_number_compact if compact else draw_number
            draw: Callable[[int], pygame.Surface] = lambda mw: number(rank, mw)
        elif 0 <= card_id < 52 * MAX_PACKS:
            suit, four = SUIT[card_id], bool(four_colour)
            key = ("std", rank, suit, four, compact, high)
            if high:
                draw = lambda mw: draw_standard_compact(rank, suit, four, mw, True)
            else:
                standard = draw_standard_compact if compact else draw_standard
                draw = lambda mw: standard(rank, suit, four, mw)
        else:
            raise ValueError(f"no card has id {card_id}")
        # a compact face's master is small (the high-contrast one is compact at every size: not that one)
        master = COMPACT_MASTER if compact and not high else MASTER_WIDTH
        return self._get(key, width, round(width * ASPECT), draw, master=master, solid="card")

    def want(self, card_ids: Iterable[int], width: int, four_colour: bool = False,
             high_contrast: bool = False) -> None:
        """Faces the table will soon draw ``width`` wide: their masters are drawn ahead, one at a time
        in a frame's spare time (``work``), so that a card seen for the first time costs the frame that
        shows it a scale, not a drawing (a master takes several ms)."""
        for c in card_ids:
            self._wanted[(c, width, bool(four_colour), bool(high_contrast))] = None

    @property
    def pending(self) -> bool:
        """Are faces wanted ahead (``want``) still to be drawn?"""
        return bool(self._wanted)

    def work(self, deadline: float) -> bool:
        """Draw wanted faces until ``deadline`` (``time.perf_counter()``), at least one if any is wanted;
        whether any is still wanted."""
        while self._wanted:
            (c, w, four, high), _ = self._wanted.popitem(last=False)
            try:
                self.face(c, w, four, high)
            except ValueError:  # not a card this art draws (an alias): nothing to draw ahead
                pass
            if time.perf_counter() >= deadline:
                break
        return bool(self._wanted)

    def corner_up(self, c: int, w: int, four_colour: bool, high_contrast: bool, back: str) -> pygame.Surface:
        """The back, with the face's corner turned up (a new surface: the table keeps its own)."""
        face = self.face(c, w, four_colour, high_contrast)
        img = self.back(w, back).copy()
        corner = max(12, int(w * 0.5))
        tri = [(0, 0), (corner, 0), (0, round(corner * 1.15))]
        mask = pygame.Surface((w, img.get_height()), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), tri)
        part = face.copy()
        part.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        img.blit(part, (0, 0))
        pygame.draw.line(img, (60, 60, 60), tri[1], tri[2], max(1, w // 40))
        return img

    def back(self, width: int, colour: str = "blue") -> pygame.Surface:
        """A patterned card back in one of BACK_COLOURS."""
        if colour not in _BACK_RGB:
            raise ValueError(f"back colour must be one of {BACK_COLOURS}, not {colour!r}")
        return self._get(
            ("back", colour), width, round(width * ASPECT), lambda mw: _draw_back(_BACK_RGB[colour], mw), solid="card"
        )

    def chip(self, diameter: int, colour: str | Colour = "red") -> pygame.Surface:
        """A poker chip, named from CHIP_COLOURS or given as an RGB tuple."""
        if isinstance(colour, str) and colour not in CHIP_COLOURS:
            raise ValueError(f"chip colour must be an RGB tuple or one of {tuple(CHIP_COLOURS)}, not {colour!r}")
        rgb = CHIP_COLOURS[colour] if isinstance(colour, str) else (colour[0], colour[1], colour[2])
        return self._get(("chip", rgb), diameter, diameter, lambda mw: _draw_chip(rgb, mw), master=256, solid="disc")

    def placeholder(self, width: int) -> pygame.Surface:
        """A translucent outline showing where an empty pile lies."""
        return self._get(("slot",), width, round(width * ASPECT), _draw_slot)

    def icon_surface(self, size: int = 256) -> pygame.Surface:
        """The app icon: a fan of three cards on a rounded square of green felt."""
        key = ("icon", size)
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
            return hit
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        radius = round(size * 0.18)
        pygame.draw.rect(surf, mix(FELT, (0, 0, 0), 0.3), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(
            surf, FELT, surf.get_rect().inflate(-size * 0.04, -size * 0.04), border_radius=round(radius * 0.9)
        )
        glow = pygame.Surface((size, size), pygame.SRCALPHA)
        for i in range(20):
            pygame.draw.circle(glow, (255, 255, 255, 3), (size / 2, size * 0.45), size * (0.46 - i * 0.02))
        surf.blit(glow, (0, 0))
        cw = round(size * 0.40)
        pivot = (size * 0.5, size * 0.90)
        dist = cw * ASPECT * 0.66
        for cid, angle in ((card(12, HEARTS), 26), (card(13, CLUBS), 0), (card(1, SPADES), -26)):
            img = pygame.transform.rotozoom(self.face(cid, cw * 2), angle, 0.5)
            a = math.radians(angle)
            blit_centred(surf, img, (pivot[0] - dist * math.sin(a), pivot[1] - dist * math.cos(a)))
        self._remember(key, surf)
        return surf

    def clear(self) -> None:
        """Forget every cached image (e.g. after a theme change)."""
        self._cache.clear()
        self._masters.clear()

    def _get(
        self,
        key: tuple,
        w: int,
        h: int,
        draw: Callable[[int], pygame.Surface],
        master: int = MASTER_WIDTH,
        solid: str = "",
    ) -> pygame.Surface:
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
            _bound(self._masters, self.max_masters, self.max_bytes)
        else:
            self._masters.move_to_end(mkey)
        if big.get_size() == (w, h):
            img = big
        else:
            img = pygame.transform.smoothscale(big, (w, h))
            if solid:
                _restore_opacity(img, solid)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            img = img.convert_alpha()
        self._remember(full, img)
        return img

    def _remember(self, key: Hashable, img: pygame.Surface) -> None:
        self._cache[key] = img
        _bound(self._cache, self.max_entries, self.max_bytes)


def _bound(cache: OrderedDict, entries: int, max_bytes: int) -> None:
    """Drop the least recently used images until at most ``entries`` and ``max_bytes`` are held
    (the newest always stays)."""
    while len(cache) > entries:
        cache.popitem(last=False)
    held = sum(_bytes(s) for s in cache.values())
    while held > max_bytes and len(cache) > 1:
        held -= _bytes(cache.popitem(last=False)[1])


def _bytes(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


_default: CardArt | None = None


def icon_surface(size: int = 256) -> pygame.Surface:
    """The app icon from a shared CardArt, for pygame.display.set_icon."""
    global _default
    if _default is None:
        _default = CardArt()
    return _default.icon_surface(size)
