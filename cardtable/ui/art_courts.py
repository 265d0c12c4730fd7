"""Court-card panels: a framed, double-ended panel with a big letter and emblem.

Kings wear a crown, queens a pearl circlet, jacks a plume, each in the suit's
ink, so the three courts differ at a glance even at thumbnail size.
"""

from __future__ import annotations

import math

import pygame

from cardtable.engine.cards import JACK, KING, QUEEN
from cardtable.ui.art_shapes import (
    GOLD,
    PAPER,
    Colour,
    blit_centred,
    mix,
    suit_surface,
    text_surface,
)

_LETTERS = {JACK: "J", QUEEN: "Q", KING: "K"}
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


def _half_panel(rank: int, suit: int, size: tuple[int, int], ink: Colour, tint: Colour) -> pygame.Surface:
    """The top half of a court panel (drawn supersampled for clean edges)."""
    w, h = size[0] * _SS, size[1] * _SS
    half = pygame.Surface((w, h), pygame.SRCALPHA)
    half.fill((*tint, 0))
    emblem = pygame.Rect(0, 0, round(w * 0.62), round(h * 0.36))
    emblem.midtop = (w // 2, round(h * 0.06))
    draw_emblem(half, rank, emblem, ink)
    letter = text_surface(_LETTERS[rank], round(h * 0.42), ink)
    blit_centred(half, letter, (w / 2, h * 0.68))
    pip = suit_surface(suit, round(h * 0.15), ink)
    for x in (0.14, 0.86):
        blit_centred(half, pip, (w * x, h * 0.68))
    return pygame.transform.smoothscale(half, size)


def draw_court(surface: pygame.Surface, rank: int, suit: int, rect: pygame.Rect, ink: Colour) -> None:
    """Draw the framed double-ended court panel for J, Q or K inside rect."""
    tint = court_tint(ink)
    frame = max(2, rect.w // 50)
    pygame.draw.rect(surface, tint, rect)
    inner = rect.inflate(-frame * 2, -frame * 2)
    half = _half_panel(rank, suit, (inner.w, inner.h // 2), ink, tint)
    surface.blit(half, inner.topleft)
    surface.blit(pygame.transform.rotate(half, 180), (inner.x, inner.bottom - half.get_height()))
    mid = rect.centery
    pygame.draw.line(surface, mix(ink, PAPER, 0.5), (inner.x, mid), (inner.right - 1, mid), max(1, frame // 2))
    pygame.draw.rect(surface, ink, rect, frame)
    pygame.draw.rect(surface, GOLD, rect.inflate(-frame * 4, -frame * 4), max(1, frame // 2))
