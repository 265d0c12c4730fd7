"""Issue 28, Screen: the deal summary's box is opaque, the status line behind it does not carry
the next deal's prompt, tied players each keep a visible line on the game-over chart, and one
game's statistics draw no giant pill."""

from __future__ import annotations

import pygame
import pytest

from cardtable.ui.scenes.gameover import LINE_COLOURS, GameOver
from cardtable.ui.scenes.summary import DealSummary
from cardtable.ui.scenes.table.panel import status
from cardtable.ui.widgets import GOLD
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


def _first_summary(size=(1280, 720)):
    """A table stopped at its first deal's summary (the board held for it)."""
    app = make_app(size=size)
    scene = table(app, "oh-heck", ["person", "random", "random", "random"],
                  options={"schedule": "up"})
    play_to_end(app, scene, on_frame=lambda: isinstance(app.top, DealSummary))
    assert isinstance(app.top, DealSummary)
    return app, scene


def test_the_status_line_behind_a_deal_summary_does_not_carry_the_next_deals_prompt():
    app, scene = _first_summary()
    assert not scene.chair.over
    frame(app)
    line = status(scene)[0]
    assert "your turn" not in line.lower() and "thinking" not in line and "Pass the screen" not in line, line
    assert line == f"Deal {app.top.deal} is scored."
    app.top.press("go")  # Continue: the next deal's prompt comes back
    for _ in range(5):
        frame(app)
    assert "scored" not in status(scene)[0]


@pytest.mark.parametrize("size", SIZES)
def test_the_deal_summary_box_is_opaque(size):
    app, scene = _first_summary(size)
    summary = app.top
    frame(app)
    before = app.screen.copy()
    # the same frame over a different table: inside the box nothing may change
    scene.draw = lambda surf: surf.fill((255, 0, 255))
    frame(app)
    after = app.screen
    W, H = size
    box = pygame.Rect(0, 0, 0, 0)
    box.size = (int(W * 0.3), int(H * 0.1))
    box.center = (W // 2, H // 2)  # the middle of the sheet
    assert summary is app.top
    changed = sum(before.get_at((x, y)) != after.get_at((x, y))
                  for x in range(box.x, box.right, 3) for y in range(box.y, box.bottom, 3))
    assert changed == 0, f"{changed} sampled pixels of the summary's box show the table under it"


@pytest.mark.parametrize("size", SIZES)
def test_one_games_statistics_draw_no_giant_pill(size):
    app = make_app(size=size)
    assert app.screen.get_size() == size
    app.storage.add_result("oh-heck", "Alice", True, 12, False)
    app.reset("stats", "oh-heck")
    frame(app)
    W, H = size
    shot = app.screen
    chart = pygame.Rect(0, H // 3, W, H - H // 3)  # the chart, under the table of numbers
    pixels = pygame.PixelArray(shot)
    gold = shot.map_rgb(GOLD)
    widest = tallest = 0
    for y in range(chart.y, chart.bottom):
        run = 0
        for x in range(chart.x, chart.right):
            run = run + 1 if pixels[x, y] == gold else 0
            widest = max(widest, run)
    for x in range(chart.x, chart.right, 2):
        tallest = max(tallest, sum(pixels[x, y] == gold for y in range(chart.y, chart.bottom)))
    pixels.close()
    assert 0 < widest <= 0.06 * W, f"the one game's bar is {widest} px wide on a {W} px screen"
    assert tallest <= 0.45 * H, f"the one game's bar is {tallest} px tall on a {H} px screen"
