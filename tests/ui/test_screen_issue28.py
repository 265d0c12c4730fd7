"""Issue 28, Screen: the deal summary's box is opaque, the status line behind it does not carry
the next deal's prompt, tied players each keep a visible line on the game-over chart, and one
game's statistics draw no giant pill."""

from __future__ import annotations

import pygame
import pytest

from cardtable.ui.scenes.gameover import LINE_COLOURS, GameOver
from tests.ui.driver import frame, make_app, play_to_end, table

SIZES = [(1024, 600), (1920, 1080)]


@pytest.fixture(autouse=True)
def _a_large_desktop(monkeypatch):
    """The headless display says 1024x768, and the window opens no larger than the screen."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])


def _game_over(size):
    app = make_app(size=size)
    assert app.screen.get_size() == size
    scene = table(app, "oh-heck", ["person", "random", "random", "random"])
    play_to_end(app, scene)
    assert isinstance(app.top, GameOver)
    return app


def _count(surf: pygame.Surface, rect: pygame.Rect, colour) -> int:
    pixels = pygame.PixelArray(surf)
    mapped = surf.map_rgb(colour)
    n = 0
    for x in range(rect.x, rect.right):
        for y in range(rect.y, rect.bottom):
            n += pixels[x, y] == mapped
    pixels.close()
    return n


@pytest.mark.parametrize("size", SIZES)
def test_players_on_the_same_totals_each_keep_a_visible_line(size):
    app = _game_over(size)
    go = app.top
    # seats 0 and 1 on the same total after every deal; seats 2 and 3 apart
    go.history = [[0.0] * 4] + [[3.0 * d, 3.0 * d, 2.0 * d, 1.0 * d] for d in range(1, 6)]
    frame(app)
    W, H = app.screen.get_size()
    chart = pygame.Rect(int(W * 0.45), int(H * 0.2), int(W * 0.45), int(H * 0.6))  # right of the standings
    shown = [_count(app.screen, chart, LINE_COLOURS[s]) for s in range(4)]
    assert min(shown[0], shown[1]) > 0.4 * shown[3], f"a tied line is hidden: pixels per seat {shown}"
