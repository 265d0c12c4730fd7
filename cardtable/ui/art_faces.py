"""Card faces at master size: standard cards and U.N.C.L.E. number cards.

Two layouts: the full one (corner indices, pips, court panels) and a compact
one for tiny cards (< COMPACT_BELOW px wide) whose big corner index stays
readable when cards are fanned and whose pips would be specks anyway.
"""

from __future__ import annotations

import pygame

from cardtable.engine.cards import ACE, RANK_LETTERS, SPADES
from cardtable.ui.art_courts import court_tint, draw_court, draw_emblem
from cardtable.ui.art_shapes import (
    EDGE,
    HIGH_EDGE,
    HIGH_PAPER,
    PAPER,
    Colour,
    blit_centred,
    suit_colour,
    suit_shape,
    suit_surface,
    text_surface,
)

ASPECT = 1.4
COMPACT_BELOW = 60
NUMBER_PAPER: Colour = (244, 233, 200)
NUMBER_INK: Colour = (24, 48, 84)
NUMBER_FRAME: Colour = (26, 112, 120)
NUMBER_DOT: Colour = (176, 52, 36)

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
    10: ((0, 0), (2, 0), (1, 1 / 6), (0, 1 / 3), (2, 1 / 3), (0, 2 / 3), (2, 2 / 3), (1, 5 / 6), (0, 1), (2, 1)),
}
_DIE: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.27, 0.22), (0.73, 0.22), (0.27, 0.5), (0.73, 0.5), (0.27, 0.78), (0.73, 0.78)),
}


def card_base(w: int, paper: Colour, edge: Colour = EDGE, edge_w: int | None = None) -> pygame.Surface:
    """A blank rounded card with a thin edge."""
    h = round(w * ASPECT)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = round(w * 0.065)
    pygame.draw.rect(surf, paper, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, edge, surf.get_rect(), edge_w or max(2, w // 100), border_radius=radius)
    return surf


def _index(
    label: str, suit: int | None, ink: Colour, w: int, scale: float = 1.0, pip_scale: float = 1.0
) -> pygame.Surface:
    """A corner index: rank over a small suit, centred in a narrow column."""
    col = round(w * 0.16 * scale)
    rank = text_surface(label, round(w * 0.145 * scale), ink, max_width=col)
    gap = round(w * 0.025 * scale)
    pip_h = round(w * 0.115 * scale * pip_scale)
    h = rank.get_height() + (gap + pip_h if suit is not None else 0)
    surf = pygame.Surface((col, h), pygame.SRCALPHA)
    surf.blit(rank, ((col - rank.get_width()) // 2, 0))
    if suit is not None:
        suit_shape(surf, suit, (0, rank.get_height() + gap, col, pip_h), ink)
    return surf


def _corners(surf: pygame.Surface, index: pygame.Surface, w: int, both: bool = True) -> None:
    """Put an index top-left and (if both) a rotated copy bottom-right."""
    x, y = round(w * 0.04), round(w * 0.05)
    surf.blit(index, (x, y))
    if both:
        flip = pygame.transform.rotate(index, 180)
        surf.blit(flip, (surf.get_width() - x - flip.get_width(), surf.get_height() - y - flip.get_height()))


def _label(rank: int) -> str:
    return RANK_LETTERS.get(rank, str(rank))


def draw_standard(rank: int, suit: int, four_colour: bool, w: int) -> pygame.Surface:
    """A full-size standard face: indices, pips or ace pip, or court panel."""
    surf = card_base(w, PAPER)
    h = surf.get_height()
    ink = suit_colour(suit, four_colour)
    _corners(surf, _index(_label(rank), suit, ink, w), w)
    if rank == ACE:
        size = w * (0.50 if suit == SPADES else 0.40)
        suit_shape(surf, suit, (w / 2 - size / 2, h / 2 - size / 2, size, size), ink)
    elif rank <= 10:
        up = suit_surface(suit, round(w * 0.17), ink)
        down = pygame.transform.rotate(up, 180)
        xs = (w * 0.33, w * 0.5, w * 0.67)
        top, bottom = h * 0.185, h * 0.815
        for col, row in _PIPS[rank]:
            blit_centred(surf, down if row > 0.5 else up, (xs[col], top + (bottom - top) * row))
    else:
        panel = pygame.Rect(round(w * 0.21), round(h * 0.075), round(w * 0.58), round(h * 0.85))
        draw_court(surf, rank, suit, panel, ink)
    return surf


def draw_standard_compact(rank: int, suit: int, four_colour: bool, w: int,
                          high_contrast: bool = False) -> pygame.Surface:
    """A tiny-card face: a big rank and suit top-left, a big symbol bottom-right.

    ``high_contrast``: the same big signs at every size, in the darkest inks on white paper
    with a black edge, for players who see poorly."""
    if high_contrast:
        surf = card_base(w, HIGH_PAPER, HIGH_EDGE, max(3, w // 28))
    else:
        surf = card_base(w, PAPER)
    h = surf.get_height()
    ink = suit_colour(suit, four_colour, high_contrast)
    _corners(surf, _index(_label(rank), suit, ink, w, scale=2.1, pip_scale=1.15), w, both=False)
    if rank <= 10:
        size = w * 0.50
        suit_shape(surf, suit, (w * 0.44, h * 0.93 - size, size, size), ink)
    else:
        panel = pygame.Rect(round(w * 0.44), round(h * 0.42), round(w * 0.48), round(h * 0.52))
        pygame.draw.rect(surf, court_tint(ink), panel, border_radius=round(w * 0.04))
        pygame.draw.rect(surf, ink, panel, max(2, w // 40), border_radius=round(w * 0.04))
        box = pygame.Rect(0, 0, round(panel.w * 0.90), round(panel.w * 0.62))
        box.midtop = (panel.centerx, panel.y + round(panel.h * 0.08))
        draw_emblem(surf, rank, box, ink)
        pip_h = round(panel.h * 0.28)
        suit_shape(surf, suit, (panel.x, panel.bottom - pip_h - panel.h * 0.08, panel.w, pip_h), ink)
    return surf


def _die(surf: pygame.Surface, value: int, centre: tuple[float, float], side: float, w: int) -> None:
    """A die face showing value, so the number reads as a count too."""
    die = pygame.Rect(0, 0, round(side), round(side))
    die.center = (round(centre[0]), round(centre[1]))
    radius = round(side * 0.16)
    pygame.draw.rect(surf, (255, 252, 242), die, border_radius=radius)
    pygame.draw.rect(surf, NUMBER_INK, die, max(2, w // 90), border_radius=radius)
    for x, y in _DIE[value]:
        pygame.draw.circle(surf, NUMBER_DOT, (die.x + x * die.w, die.y + y * die.h), die.w * 0.1)


def draw_number(value: int, w: int) -> pygame.Surface:
    """A U.N.C.L.E. number card: cream, big numeral and a die face, no suit."""
    surf = card_base(w, NUMBER_PAPER)
    h = surf.get_height()
    frame = pygame.Rect(0, 0, round(w * 0.62), round(h * 0.84))
    frame.center = (w // 2, h // 2)
    pygame.draw.rect(surf, NUMBER_FRAME, frame, max(2, w // 60), border_radius=round(w * 0.05))
    pygame.draw.rect(
        surf, NUMBER_FRAME, frame.inflate(-w * 0.04, -w * 0.04), max(1, w // 180), border_radius=round(w * 0.035)
    )
    _corners(surf, _index(str(value), None, NUMBER_INK, w, scale=1.15), w)
    blit_centred(surf, text_surface(str(value), round(w * 0.40), NUMBER_INK), (w / 2, h * 0.37))
    _die(surf, value, (w / 2, h * 0.70), w * 0.34, w)
    return surf


def draw_number_compact(value: int, w: int) -> pygame.Surface:
    """A tiny number card: a big numeral top-left and a die bottom-right."""
    surf = card_base(w, NUMBER_PAPER)
    h = surf.get_height()
    pygame.draw.rect(
        surf,
        NUMBER_FRAME,
        surf.get_rect().inflate(-w * 0.06, -w * 0.06),
        max(2, w // 40),
        border_radius=round(w * 0.05),
    )
    numeral = text_surface(str(value), round(w * 0.40), NUMBER_INK)
    surf.blit(numeral, (round(w * 0.12), round(w * 0.10)))
    _die(surf, value, (w * 0.64, h * 0.70), w * 0.46, w)
    return surf
