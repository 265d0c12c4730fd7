"""Issue 51: the statistics and past games pages read whole at every size with every text size. With
extra-large text the games' tabs shrank 'The Man from U.N.C.L.E.' below the floor (three 17 px lines
beside 20 px names), the chart's title ran into the first bar's score and a negative score fell out of
its box, and a past game's players and result, too long for one line, were drawn at the normal size.
Each page is drawn with all eight games counted and every line checked by ``textcheck.problems``."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from textcheck import Recording, fresh, problems, tracing

from cardtable.files.past_games import PastGame
from cardtable.games import MODULES
from cardtable.ui import widgets

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]
LONG = PastGame(Path("kept.json"), "The Man from U.N.C.L.E.", "3 May 2025, 14:02",
                "Alice, Bob, Cleo, Dev, Edna and Finn", "Cleo won: Cleo 2, Dev 1, Edna 1, Finn 1, Alice 0, Bob 0")


def _breaches(app, scene: str, ready=None) -> list[str]:
    found: list[str] = []
    keep = app.settings.text_size
    try:
        for words in ("normal", "extra large"):
            for size in SIZES:
                app.settings.text_size = words
                widgets.set_text_scale(app.settings.text_scale)
                widgets.trace(True)
                fresh()
                app.screen = Recording(size)
                app._resized()
                app.reset(scene)
                if ready:
                    ready(app.top)
                for s in app._visible():
                    s.draw(app.screen)
                found += problems(app.screen, f"[{scene} {size[0]}x{size[1]} text {words}]",
                                  app.settings.text_scale)
    finally:
        app.settings.text_size = keep
        widgets.set_text_scale(app.settings.text_scale)
    return found


@pytest.mark.app(size=(1280, 720))
def test_statistics_of_every_game_read_whole_with_large_text(app) -> None:
    rng = random.Random(1)
    for gid in MODULES:
        for name in ("Alice", "Bob", "Cleo"):
            for _ in range(5):  # scores either side of 0: a bar's score over it, or under it
                app.storage.add_result(gid, name, rng.random() < 0.4, rng.randint(-20, 120), False)
        app.storage.add_result(gid, "Alice", False, 33, False, practice=True)
    with tracing():
        found = _breaches(app, "stats")
    assert not found, "\n".join(found[:20])


@pytest.mark.app(size=(1280, 720))
def test_past_games_show_long_players_and_results_whole_with_large_text(app) -> None:
    def fill(scene) -> None:
        scene.games = [LONG] * 6
        scene.choose(0)

    with tracing():
        found = _breaches(app, "past_games", fill)
    assert not found, "\n".join(found[:20])
