"""No two court cards of one rank share a picture (issue 44: the jacks of hearts and diamonds did):
the figures of the two suits of one colour differ well beyond their suit sign."""

from __future__ import annotations

import pygame

from cardtable.engine.cards import CLUBS, DIAMONDS, HEARTS, JACK, KING, QUEEN, SPADES
from cardtable.ui.art_courts import draw_court


def _picture(rank: int, suit: int, ink) -> pygame.Surface:
    surf = pygame.Surface((120, 180))
    draw_court(surf, rank, suit, surf.get_rect(), ink)
    return surf


def _share_differing(a: pygame.Surface, b: pygame.Surface) -> float:
    w, h = a.get_size()
    diff = sum(1 for x in range(0, w, 2) for y in range(0, h, 2) if a.get_at((x, y)) != b.get_at((x, y)))
    return diff / ((w // 2) * (h // 2))


def test_the_courts_of_the_two_suits_of_one_colour_differ():
    red, black = (200, 30, 40), (20, 20, 20)
    for rank in (JACK, QUEEN, KING):
        for one, other, ink in ((HEARTS, DIAMONDS, red), (CLUBS, SPADES, black)):
            share = _share_differing(_picture(rank, one, ink), _picture(rank, other, ink))
            assert share > 0.15, (rank, one, other, share)
