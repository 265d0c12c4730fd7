"""The statistics chart shows a single score of 0 (issue 44: it was an empty chart, a bar 1 px tall
under the average's line)."""

from __future__ import annotations

import pygame

from cardtable.ui.scenes.stats import Statistics
from tests.ui.driver import make_app

BAR = {(232, 190, 80), (120, 170, 150)}  # a won game's bar, another's


def _rows_with_a_bar(scores: list[int], wins: list[bool]) -> int:
    app = make_app()
    scene = Statistics(app)
    scene.stats = {"golf": {"Alice": {"games": {"played": len(scores), "scores": scores, "wins": wins}}}}
    scene.game, scene.chosen = "golf", ("Alice", "games")
    surf = pygame.Surface((600, 300))
    surf.fill((0, 0, 0))
    scene._chart(surf, surf.get_rect(), 20)
    return sum(1 for y in range(300) if any(tuple(surf.get_at((x, y)))[:3] in BAR for x in range(600)))


def test_a_single_score_of_zero_is_drawn():
    assert _rows_with_a_bar([0], [True]) >= 4
    assert _rows_with_a_bar([0, 0, 3], [False, False, True]) >= 4
