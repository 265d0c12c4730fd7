"""Vector primitives for the card art: suit symbols, cropped text, colours.

Suits are polygons and circles rather than font glyphs (pygame's own font, which the
cards' indices are cut from, has no suit symbols; the app's typeface, ``face``, does,
but a drawn shape matches the cards at any size); shapes are drawn supersampled and
smoothly scaled down so that their edges are antialiased at any size.
"""

from __future__ import annotations

import math

import pygame

from cardtable.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES

Colour = tuple[int, int, int]
RectLike = pygame.Rect | tuple[float, float, float, float]

INK_RED: Colour = (196, 24, 38)
INK_BLACK: Colour = (22, 22, 28)
INK_GREEN: Colour = (18, 128, 52)
INK_BLUE: Colour = (24, 78, 196)
GOLD: Colour = (214, 170, 58)
PAPER: Colour = (252, 251, 246)
EDGE: Colour = (120, 120, 126)

_TWO_COLOUR = {CLUBS: INK_BLACK, DIAMONDS: INK_RED, HEARTS: INK_RED, SPADES: INK_BLACK}
_FOUR_COLOUR = {CLUBS: INK_GREEN, DIAMONDS: INK_BLUE, HEARTS: INK_RED, SPADES: INK_BLACK}

# High contrast: the darkest inks that still tell red from black, on white paper with a black edge.
_HIGH_TWO = {CLUBS: (0, 0, 0), DIAMONDS: (178, 0, 0), HEARTS: (178, 0, 0), SPADES: (0, 0, 0)}
_HIGH_FOUR = {CLUBS: (0, 100, 20), DIAMONDS: (0, 50, 190), HEARTS: (178, 0, 0), SPADES: (0, 0, 0)}
HIGH_PAPER: Colour = (255, 255, 255)
HIGH_EDGE: Colour = (0, 0, 0)

_SUPERSAMPLE = 4
_CURVE_STEPS = 72


def suit_colour(suit: int, four_colour: bool = False, high_contrast: bool = False) -> Colour:
    """The ink of a suit, so that screen prompts match the cards."""
    if high_contrast:
        return (_HIGH_FOUR if four_colour else _HIGH_TWO)[suit]
    return (_FOUR_COLOUR if four_colour else _TWO_COLOUR)[suit]


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """Blend two colours (t=0 gives a, t=1 gives b) for tints and shading."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def _normalise(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Stretch a point list to fill the unit square, so shapes fit any box."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    return [((x - x0) / (x1 - x0), (y - y0) / (y1 - y0)) for x, y in points]


def _heart_curve() -> list[tuple[float, float]]:
    """The classic parametric heart, point down."""
    pts = []
    for i in range(_CURVE_STEPS):
        t = 2 * math.pi * i / _CURVE_STEPS
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((x, -y))
    return _normalise(pts)


_HEART = _heart_curve()


def _stem(cx: float, top: float, bottom: float, half: float) -> list[tuple[float, float]]:
    """A flared stem with concave sides for spades and clubs (unit space)."""
    left, right = [], []
    for i in range(9):
        t = i / 8
        w = 0.035 + half * t**2.2
        y = top + (bottom - top) * t
        left.append((cx - w, y))
        right.append((cx + w, y))
    return left + right[::-1]


# Each shape: (aspect width/height, [polygons in unit space], [circles (x, y, r)]).
_SHAPES: dict[int, tuple[float, list[list[tuple[float, float]]], list[tuple[float, float, float]]]] = {
    HEARTS: (1.06, [_HEART], []),
    DIAMONDS: (0.78, [[(0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5)]], []),
    SPADES: (
        0.86,
        [[(x, 0.80 - y * 0.80) for x, y in _HEART], _stem(0.5, 0.55, 1.0, 0.20)],
        [],
    ),
    CLUBS: (
        0.96,
        [[(0.5, 0.30), (0.30, 0.58), (0.70, 0.58)], _stem(0.5, 0.52, 1.0, 0.20)],
        [(0.5, 0.23, 0.23), (0.245, 0.56, 0.23), (0.755, 0.56, 0.23)],
    ),
}


def _draw_shape_raw(surface: pygame.Surface, suit: int, box: pygame.Rect, colour: Colour) -> None:
    _, polys, circles = _SHAPES[suit]
    for poly in polys:
        pts = [(box.x + x * box.w, box.y + y * box.h) for x, y in poly]
        pygame.draw.polygon(surface, colour, pts)
    for x, y, r in circles:
        centre = (box.x + x * box.w, box.y + y * box.h)
        pygame.draw.circle(surface, colour, centre, r * box.h)


def fit_box(suit: int, rect: RectLike) -> pygame.FRect:
    """The largest box of the suit's aspect centred in rect."""
    r = pygame.FRect(rect)
    aspect = _SHAPES[suit][0]
    w, h = r.w, r.h
    if w / h > aspect:
        w = h * aspect
    else:
        h = w / aspect
    box = pygame.FRect(0, 0, w, h)
    box.center = r.center
    return box


def suit_shape(surface: pygame.Surface, suit: int, rect: RectLike, colour: Colour) -> None:
    """Draw an antialiased suit symbol fitted (aspect kept) and centred in rect."""
    box = fit_box(suit, rect)
    if box.w < 1 or box.h < 1:
        return
    ss = _SUPERSAMPLE
    w, h = math.ceil(box.w) + 2, math.ceil(box.h) + 2
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    big.fill((*colour[:3], 0))
    inner = pygame.Rect(ss, ss, round(box.w * ss), round(box.h * ss))
    _draw_shape_raw(big, suit, inner, colour[:3])
    small = pygame.transform.smoothscale(big, (w, h))
    surface.blit(small, (round(box.x) - 1, round(box.y) - 1))


def suit_surface(suit: int, height: int, colour: Colour) -> pygame.Surface:
    """A suit symbol on its own transparent surface, for rotating and reuse."""
    box = fit_box(suit, (0, 0, height * 2, height))
    surf = pygame.Surface((math.ceil(box.w) + 2, height + 2), pygame.SRCALPHA)
    suit_shape(surf, suit, (1, 1, surf.get_width() - 2, height), colour)
    return surf


_DEFAULT_FONT: list[str | None] = []


def default_font(size: int) -> pygame.font.Font:
    """``pygame.font.Font(None, size)``, the same letters at the same size, from pygame's own font file
    by its path: ``Font(None)`` finds that file through importlib.resources, which costs about 20 ms
    at the program's first text (issue 43). pygame's own way where the file is not beside its modules.
    Only the cards' indices and numerals are cut from it (``text_surface``); words are set in ``face``."""
    if not _DEFAULT_FONT:
        import os

        found = os.path.join(os.path.dirname(pygame.__file__), pygame.font.get_default_font())
        _DEFAULT_FONT.append(found if os.path.isfile(found) else None)
    path = _DEFAULT_FONT[0]
    if path is None:
        return pygame.font.Font(None, size)
    return pygame.font.Font(path, max(1, int(size * 0.6875)))  # pygame sizes its default font so


def font(size: int) -> pygame.font.Font:
    """The bundled default font, initialising pygame.font lazily (not cached:
    it loads in 0.1 ms and a cached Font would die with pygame.font.quit())."""
    if not pygame.font.get_init():
        pygame.font.init()
    return default_font(size)


# The app's typeface (issue 44): DejaVu Sans Condensed and its Bold, carried in assets/fonts/ (see
# the README and licence there), so a machine with nothing but Python shows the same letters.
FACE_FILES = {False: "fonts/DejaVuSansCondensed.ttf", True: "fonts/DejaVuSansCondensed-Bold.ttf"}
_face_paths: dict[bool, str | None] = {}
_points: dict[tuple[int, bool], int] = {}  # (capital height, bold) -> the point size that draws it


def face_path(bold: bool) -> str | None:
    """The typeface's file, found as every asset is (beside the package, or in the frozen app)."""
    if bold not in _face_paths:
        from ..files.resources import asset

        p = asset(FACE_FILES[bold])
        _face_paths[bold] = str(p) if p is not None else None
    return _face_paths[bold]


def cap_height(f: pygame.font.Font) -> int:
    """How many pixels tall a capital H comes out in ``f``: the top of its ink above the baseline."""
    m = f.metrics("H")[0]
    return m[3] if m is not None else f.get_ascent()


def face(caps: int, bold: bool = False) -> pygame.font.Font:
    """The app's typeface at the size whose capitals are drawn ``caps`` pixels tall (the smallest point
    size that reaches it: hinting rounds heights, so the point size is found by measuring, once per
    height). pygame's own font, at the nearest size, if the file is missing (a broken install)."""
    if not pygame.font.get_init():
        pygame.font.init()
    caps = max(4, int(caps))
    path = face_path(bold)
    if path is None:
        f = default_font(round(caps * 2))
        f.bold = bold
        return f
    pt = _points.get((caps, bold))
    if pt is not None:
        return pygame.font.Font(path, pt)
    pt = max(4, round(caps / 0.73))  # the face's capitals are 0.73 of its em
    f = pygame.font.Font(path, pt)
    while cap_height(f) < caps:
        pt += 1
        f.set_point_size(pt)
    while pt > 4:
        f.set_point_size(pt - 1)
        if cap_height(f) < caps:
            f.set_point_size(pt)
            break
        pt -= 1
    _points[(caps, bold)] = pt
    return f


def text_surface(text: str, height: int, colour: Colour, max_width: float | None = None) -> pygame.Surface:
    """Text cropped to its ink and scaled so its glyphs are exactly height tall."""
    raw = font(max(8, round(height * 1.6))).render(text, True, colour)
    ink = raw.get_bounding_rect()
    if ink.w == 0 or ink.h == 0:
        return pygame.Surface((1, max(1, height)), pygame.SRCALPHA)
    glyphs = raw.subsurface(ink)
    w = ink.w * height / ink.h
    if max_width is not None and w > max_width:
        w = max_width
    return pygame.transform.smoothscale(glyphs, (max(1, round(w)), max(1, height)))


def blit_centred(surface: pygame.Surface, image: pygame.Surface, centre: tuple[float, float]) -> None:
    """Blit image with its centre at centre."""
    r = image.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(image, r)


def clip_rounded(surface: pygame.Surface, radius: int) -> None:
    """Make the corners of an alpha surface transparent (rounded-rect mask)."""
    mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
