"""Court-card panels: a framed, double-ended portrait drawn with vector shapes.

Each half holds a figure from the chest up, as on real cards, mirrored through
the middle: the king bearded under a crown, holding a sword; the queen with long
hair under a pearl circlet, holding a flower; the jack young under a plumed cap,
holding a halberd. Robes are in the suit's ink with a second colour and gold
trim, so the three courts differ at a glance; small cards keep the emblems alone.
"""

from __future__ import annotations

import math

import pygame

from cardtable.engine.cards import DIAMONDS, JACK, KING, QUEEN, SPADES
from cardtable.ui.art_shapes import (
    GOLD,
    PAPER,
    Colour,
    blit_centred,
    mix,
    suit_surface,
)

_SS = 2  # the half panel is drawn at twice size, then smoothly scaled down


def _pt(box: pygame.Rect, x: float, y: float) -> tuple[float, float]:
    return (box.x + x * box.w, box.y + y * box.h)


def _crown(surf: pygame.Surface, box: pygame.Rect, ink: Colour, line: int) -> None:
    """A three-pointed crown on a jewelled band."""
    p = lambda x, y: _pt(box, x, y)
    body = [p(0.14, 0.74), p(0.06, 0.22), p(0.32, 0.50), p(0.5, 0.10), p(0.68, 0.50), p(0.94, 0.22), p(0.86, 0.74)]
    pygame.draw.polygon(surf, ink, body)
    band = pygame.Rect(0, 0, round(box.w * 0.80), round(box.h * 0.22))
    band.midtop = (round(box.centerx), round(box.y + box.h * 0.70))
    pygame.draw.rect(surf, ink, band, border_radius=line)
    pygame.draw.line(
        surf, GOLD, (band.x + line * 2, band.y + line * 1.5), (band.right - line * 2, band.y + line * 1.5), line
    )
    r_tip = box.h * 0.075
    for x, y in ((0.06, 0.22), (0.5, 0.10), (0.94, 0.22)):
        pygame.draw.circle(surf, GOLD, p(x, y - 0.02), r_tip)
        pygame.draw.circle(surf, ink, p(x, y - 0.02), r_tip, max(1, line // 2))
    for x in (0.30, 0.5, 0.70):
        c = p(x, 0.835)
        r = box.h * 0.06
        pygame.draw.polygon(surf, GOLD, [(c[0], c[1] - r), (c[0] + r, c[1]), (c[0], c[1] + r), (c[0] - r, c[1])])


def _circlet(surf: pygame.Surface, box: pygame.Rect, ink: Colour, line: int) -> None:
    """A domed tiara: a pearl-edged bell shape with pierced band and a drop jewel."""
    p = lambda x, y: _pt(box, x, y)
    top = []
    for i in range(33):
        t = i / 32
        x = 0.04 + 0.92 * t
        bell = math.exp(-(((t - 0.5) / 0.24) ** 2))
        top.append(p(x, 0.78 - 0.62 * bell))
    bottom = [p(0.96 - 0.92 * i / 16, 0.96 - 0.10 * math.sin(math.pi * i / 16)) for i in range(17)]
    pygame.draw.polygon(surf, ink, top + bottom)
    hole = mix(ink, PAPER, 0.85)
    for x in (0.22, 0.36, 0.64, 0.78):
        y = 0.80 - 0.10 * math.sin(math.pi * x)
        pygame.draw.circle(surf, hole, p(x, y), box.h * 0.05)
    for i in range(1, 32, 3):
        pygame.draw.circle(surf, GOLD, top[i], box.h * 0.055)
        pygame.draw.circle(surf, ink, top[i], box.h * 0.055, max(1, line // 2))
    c = p(0.5, 0.52)
    r = box.h * 0.16
    drop = [
        (c[0], c[1] - r * 1.3),
        (c[0] + r * 0.75, c[1] + r * 0.1),
        (c[0], c[1] + r),
        (c[0] - r * 0.75, c[1] + r * 0.1),
    ]
    pygame.draw.polygon(surf, GOLD, drop)
    pygame.draw.polygon(surf, hole, drop, max(1, line // 2))


def _bezier(p0, p1, p2, t: float) -> tuple[float, float]:
    u = 1 - t
    return (u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1])


def _plume(surf: pygame.Surface, box: pygame.Rect, ink: Colour, line: int) -> None:
    """A long, curling plume: asymmetric vane, split barbs and a bare quill."""
    p0, p1, p2 = _pt(box, 0.04, 0.96), _pt(box, 0.70, 1.00), _pt(box, 0.90, 0.06)
    steps = 60
    spine = [_bezier(p0, p1, p2, i / steps) for i in range(steps + 1)]
    left, right = [], []
    for i, (x, y) in enumerate(spine):
        t = i / steps
        nx, ny = _bezier(p0, p1, p2, min(1, t + 0.01))
        bx, by = _bezier(p0, p1, p2, max(0, t - 0.01))
        dx, dy = nx - bx, ny - by
        n = math.hypot(dx, dy) or 1
        dx, dy = -dy / n, dx / n
        u = min(1.0, max(0.0, (t - 0.22) / 0.78))
        w = box.h * 0.23 * math.sin(math.pi * u) ** 0.5 * (1 - 0.35 * u)
        left.append((x + dx * w * 0.75, y + dy * w * 0.75))
        right.append((x - dx * w * 1.25, y - dy * w * 1.25))
    pygame.draw.polygon(surf, ink, left + right[::-1])
    light = mix(ink, PAPER, 0.8)
    thin = max(1, line // 2)
    for i in range(16, steps - 8, 5):
        pygame.draw.line(surf, light, spine[i], left[i + 7], thin)
        pygame.draw.line(surf, light, spine[i], right[i + 7], thin)
    back = surf.get_at((int(box.x), int(box.y)))[:3]
    for i, side in ((24, right), (38, right), (31, left)):
        pygame.draw.polygon(surf, back, [side[i], side[i + 4], spine[i + 1]])
    pygame.draw.lines(surf, light, False, spine[13:-2], line)
    pygame.draw.lines(surf, ink, False, spine[:15], round(line * 1.5))


_EMBLEMS = {KING: _crown, QUEEN: _circlet, JACK: _plume}


def court_tint(ink: Colour) -> Colour:
    """The pale panel colour behind a court of this ink: warm, never grey."""
    return mix(mix(ink, GOLD, 0.45), PAPER, 0.84)


def draw_emblem(surface: pygame.Surface, rank: int, box: pygame.Rect, ink: Colour) -> None:
    """Draw the crown, circlet or plume of a court rank inside box."""
    _EMBLEMS[rank](surface, box, ink, max(2, box.w // 40))


SKIN = (246, 214, 182)
SKIN_LINE = (150, 96, 70)
HAIR = {KING: (232, 226, 214), QUEEN: (214, 160, 64), JACK: (122, 78, 40)}  # white beard, gold, brown
SECOND = {KING: (44, 84, 160), QUEEN: (222, 178, 60), JACK: (40, 120, 90)}  # the robe's second colour
# The other suit of each colour (diamonds, spades) has its own figures: turned the other way, with other
# hair and another second colour, so that no two courts of one rank share a picture.
HAIR_ALT = {KING: (200, 196, 186), QUEEN: (128, 66, 34), JACK: (44, 34, 30)}  # grey, auburn, black
SECOND_ALT = {KING: (112, 60, 130), QUEEN: (60, 140, 150), JACK: (196, 112, 40)}  # purple, teal, orange
ALT_SUITS = (DIAMONDS, SPADES)


def _face(surf: pygame.Surface, cx: float, cy: float, r: float, rank: int, line: int, alt: bool = False) -> None:
    """A face: eyes, brows, nose, mouth (and for the king a moustache and beard); ``alt``: the other suit's."""
    hair = (HAIR_ALT if alt else HAIR)[rank]
    dark = (40, 30, 30)
    if rank == QUEEN:  # long hair falls behind the face to the shoulders
        pygame.draw.ellipse(surf, hair, (cx - r * 1.35, cy - r * 1.0, r * 2.7, r * 3.0))
    pygame.draw.ellipse(surf, SKIN, (cx - r * 0.9, cy - r, r * 1.8, r * 2.1))
    pygame.draw.ellipse(surf, SKIN_LINE, (cx - r * 0.9, cy - r, r * 1.8, r * 2.1), max(1, line // 2))
    if rank == JACK:  # a short bob over the ears
        for side in (-1, 1):
            pygame.draw.ellipse(surf, hair, (cx + side * r * 0.62 - r * 0.42, cy - r * 0.55, r * 0.84, r * 1.35))
    if rank == KING:
        beard = [(cx - r * 0.86, cy + r * 0.15), (cx - r * 0.6, cy + r * 1.35), (cx, cy + r * 1.9),
                 (cx + r * 0.6, cy + r * 1.35), (cx + r * 0.86, cy + r * 0.15), (cx + r * 0.4, cy + r * 0.75),
                 (cx, cy + r * 0.85), (cx - r * 0.4, cy + r * 0.75)]
        pygame.draw.polygon(surf, hair, beard)
        pygame.draw.polygon(surf, SKIN_LINE, beard, max(1, line // 2))
        for side in (-1, 1):  # the moustache
            pygame.draw.ellipse(surf, hair, (cx + (side - 1) * r * 0.32, cy + r * 0.42, r * 0.64, r * 0.26))
    ey = cy + r * 0.05
    for side in (-1, 1):
        ex = cx + side * r * 0.36
        pygame.draw.ellipse(surf, (255, 255, 255), (ex - r * 0.17, ey - r * 0.09, r * 0.34, r * 0.2))
        pygame.draw.circle(surf, dark, (ex, ey + r * 0.01), r * 0.08)
        pygame.draw.line(surf, hair if rank != KING else (150, 140, 130),
                         (ex - r * 0.2, ey - r * 0.22), (ex + r * 0.2, ey - r * 0.26 + side * r * 0.04), line)
    pygame.draw.lines(surf, SKIN_LINE, False, [(cx, ey + r * 0.05), (cx - r * 0.1, ey + r * 0.42),
                                               (cx + r * 0.04, ey + r * 0.47)], max(1, line // 2))
    if rank != KING:
        mouth = pygame.Rect(0, 0, round(r * 0.42), round(r * 0.26))
        mouth.center = (round(cx), round(cy + r * 0.72))
        pygame.draw.arc(surf, (190, 50, 60), mouth, math.pi * 1.1, math.pi * 1.9, max(1, line))
        pygame.draw.circle(surf, (240, 170, 160), (cx - r * 0.5, cy + r * 0.5), r * 0.13)
        pygame.draw.circle(surf, (240, 170, 160), (cx + r * 0.5, cy + r * 0.5), r * 0.13)


def _robe(surf: pygame.Surface, w: int, h: int, rank: int, ink: Colour, line: int, alt: bool = False) -> None:
    """The shoulders and chest: robe in the ink and a second colour, gold trim, a collar."""
    second = (SECOND_ALT if alt else SECOND)[rank]
    p = lambda x, y: (x * w, y * h)
    body = [p(0.05, 1.0), p(0.08, 0.80), p(0.22, 0.66), p(0.40, 0.60), p(0.60, 0.60), p(0.78, 0.66),
            p(0.92, 0.80), p(0.95, 1.0)]
    pygame.draw.polygon(surf, second, body)
    front = [p(0.34, 1.0), p(0.40, 0.62), p(0.60, 0.62), p(0.66, 1.0)]
    pygame.draw.polygon(surf, ink, front)
    for x0, x1 in ((0.34, 0.40), (0.66, 0.60)):
        pygame.draw.line(surf, GOLD, p(x0, 1.0), p(x1, 0.62), max(2, line * 2))
    for k in range(3):  # a row of gold studs down the front
        pygame.draw.circle(surf, GOLD, p(0.5, 0.74 + k * 0.09), max(2, line * 1.4))
    for side in (-1, 1):  # a pattern on the sleeves
        sx = 0.5 + side * 0.3
        pygame.draw.line(surf, ink, p(sx - 0.08, 0.86), p(sx + 0.08, 0.86), max(2, line * 2))
        pygame.draw.circle(surf, ink, p(sx, 0.94), max(2, line * 2))
    pygame.draw.polygon(surf, (40, 30, 30), body, max(1, line // 2))
    if rank == KING:  # an ermine collar
        collar = pygame.Rect(0, 0, round(w * 0.5), round(h * 0.12))
        collar.midtop = p(0.5, 0.58)
        pygame.draw.ellipse(surf, (250, 250, 246), collar)
        for k in range(5):
            pygame.draw.circle(surf, (30, 30, 30), (collar.x + collar.w * (0.15 + 0.175 * k), collar.centery), line)
    elif rank == QUEEN:  # a lace collar and a necklace
        for k in range(7):
            pygame.draw.circle(surf, (250, 250, 246), p(0.32 + k * 0.06, 0.62), h * 0.035)
        pygame.draw.arc(surf, GOLD, (w * 0.40, h * 0.52, w * 0.2, h * 0.16), math.pi * 1.05, math.pi * 1.95, line)
    else:  # a square collar
        pygame.draw.rect(surf, GOLD, (w * 0.38, h * 0.59, w * 0.24, h * 0.06))


def _held(surf: pygame.Surface, w: int, h: int, rank: int, ink: Colour, line: int) -> None:
    """What the figure holds: the king a sword, the queen a flower, the jack a halberd."""
    p = lambda x, y: (x * w, y * h)
    if rank == KING:
        pygame.draw.line(surf, (200, 205, 215), p(0.84, 0.98), p(0.84, 0.16), max(3, line * 3))
        pygame.draw.line(surf, (90, 90, 100), p(0.84, 0.98), p(0.84, 0.16), max(1, line // 2))
        pygame.draw.line(surf, GOLD, p(0.76, 0.80), p(0.92, 0.80), max(3, line * 3))
        pygame.draw.circle(surf, GOLD, p(0.84, 0.86), max(3, line * 2))
    elif rank == QUEEN:
        pygame.draw.line(surf, (60, 130, 60), p(0.18, 0.98), p(0.2, 0.5), max(2, line * 2))
        pygame.draw.ellipse(surf, (60, 130, 60), (w * 0.2, h * 0.66, w * 0.08, h * 0.05))
        c = p(0.2, 0.44)
        r = h * 0.055
        for k in range(5):
            a = k * math.tau / 5
            pygame.draw.circle(surf, ink, (c[0] + math.cos(a) * r, c[1] + math.sin(a) * r), r * 0.8)
        pygame.draw.circle(surf, GOLD, c, r * 0.6)
    else:
        pygame.draw.line(surf, (120, 80, 40), p(0.14, 0.98), p(0.14, 0.10), max(2, line * 2))
        blade = [p(0.14, 0.06), p(0.22, 0.18), p(0.27, 0.30), p(0.14, 0.26)]
        pygame.draw.polygon(surf, (200, 205, 215), blade)
        pygame.draw.polygon(surf, (90, 90, 100), blade, max(1, line // 2))
        pygame.draw.polygon(surf, (200, 205, 215), [p(0.14, 0.20), p(0.07, 0.16), p(0.09, 0.26)])


def _hat(surf: pygame.Surface, rank: int, cx: float, top: float, r: float, ink: Colour, line: int) -> None:
    """The headwear: crown, circlet, or a cap with a plume."""
    if rank == JACK:
        cap = pygame.Rect(0, 0, round(r * 2.1), round(r * 0.9))
        cap.midbottom = (round(cx), round(top + r * 0.75))
        pygame.draw.ellipse(surf, ink, cap)
        pygame.draw.rect(surf, GOLD, (cap.x, cap.bottom - cap.h * 0.35, cap.w, cap.h * 0.3))
        draw_emblem(surf, JACK, pygame.Rect(round(cx), round(top - r * 0.9), round(r * 1.5), round(r * 1.4)), ink)
        return
    box = pygame.Rect(0, 0, round(r * (2.0 if rank == KING else 2.1)), round(r * 1.25))
    box.midbottom = (round(cx), round(top + r * 0.45))
    draw_emblem(surf, rank, box, ink)


def draw_figure(surf: pygame.Surface, rank: int, suit: int, ink: Colour, tint: Colour) -> None:
    """One half of a court card: a figure from the chest up, its head in the upper middle."""
    w, h = surf.get_size()
    line = max(1, w // 90)
    r = min(w * 0.15, h * 0.15)
    cx, cy = w * 0.5, h * 0.36
    alt = suit in ALT_SUITS
    _held(surf, w, h, rank, ink, line)
    _robe(surf, w, h, rank, ink, line, alt)
    pygame.draw.rect(surf, SKIN, (cx - r * 0.35, cy + r * 0.8, r * 0.7, h * 0.6 - cy - r * 0.6))  # the neck
    _face(surf, cx, cy, r, rank, line, alt)
    _hat(surf, rank, cx, cy - r, r, ink, line)
    if alt:  # turned the other way: what it holds on the other side
        turned = pygame.transform.flip(surf, True, False)
        surf.fill((*tint, 0))
        surf.blit(turned, (0, 0))
    pip = suit_surface(suit, round(h * 0.14), ink)
    blit_centred(surf, pip, (w * (0.84 if (rank != KING) != alt else 0.16), h * 0.12))


def _half_panel(rank: int, suit: int, size: tuple[int, int], ink: Colour, tint: Colour) -> pygame.Surface:
    """The top half of a court panel (drawn supersampled for clean edges)."""
    w, h = size[0] * _SS, size[1] * _SS
    half = pygame.Surface((w, h), pygame.SRCALPHA)
    half.fill((*tint, 0))
    draw_figure(half, rank, suit, ink, tint)
    return pygame.transform.smoothscale(half, size)


def draw_court(surface: pygame.Surface, rank: int, suit: int, rect: pygame.Rect, ink: Colour) -> None:
    """Draw the framed double-ended court portrait for J, Q or K inside rect."""
    tint = court_tint(ink)
    frame = max(2, rect.w // 50)
    pygame.draw.rect(surface, tint, rect)
    inner = rect.inflate(-frame * 2, -frame * 2)
    top = inner.h // 2
    half = _half_panel(rank, suit, (inner.w, top), ink, tint)
    surface.blit(half, inner.topleft)
    surface.blit(pygame.transform.rotate(half, 180), (inner.x, inner.bottom - half.get_height()))
    mid = inner.y + top
    pygame.draw.line(surface, mix(ink, PAPER, 0.5), (inner.x, mid), (inner.right - 1, mid), max(1, frame // 2))
    pygame.draw.rect(surface, ink, rect, frame)
    pygame.draw.rect(surface, GOLD, rect.inflate(-frame * 4, -frame * 4), max(1, frame // 2))
