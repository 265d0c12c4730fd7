"""Text is always readable (issues 28, 44 and 51): every scene of every game, at 1024x600, 1280x720 and
1920x1080 with normal and with extra large text, and at the smallest size with the largest cards (with
normal and with the largest text), is drawn once onto a recording surface, and every line of text drawn
is checked (``textcheck.problems``), measured as drawn, not as asked: its capitals never shorter than its
role's floor for the window (9 px at 600 high; the log, the prompt and the buttons 11 px) times the
text-size setting; never cut off (an ellipsis, a clip rect, the edge of its strip, or a text wrapped
whose later lines were left out); never over another line; never across the edge of its panel or
button, nor under a card laid after it; and never beside a line asked alike but drawn at another size.

The scenes: ``scene_tour``. Each game is played once (a person at random against random players)
and each of its scenes is drawn at every size and setting before play goes on."""

from __future__ import annotations

import sys
import time

import pygame
import pytest
from driver import make_app
from scene_tour import quick_values, tour_app, tour_game
from textcheck import Recording, fresh, problems, tracing

from cardtable.ai import service as computer
from cardtable.games import MODULES
from cardtable.ui import widgets

SIZES = [(1280, 720), (1920, 1080), (1024, 600)]  # the tour's own size first (nothing to lay out afresh),
SMALLEST = SIZES[-1]  # and the smallest last: its settings follow it with the same window
SETTINGS = [  # (card size, text size) at the smallest size, besides the normal and the extra large text at
    # every size: the largest of each (a "large" one lies between the normal and the extra large in every measure)
    ("extra large", "normal"), ("extra large", "extra large")]


def draw_all(app, found: list[str], name: str) -> None:
    """Draw the scenes on the screen at every size and setting, and note every breach of the rule."""
    real, settings = app.screen, app.settings
    keep = (settings.card_size, settings.text_size)
    configs = [(size, "normal", words) for words in ("normal", "extra large") for size in SIZES] + [
        (SMALLEST, c, t) for c, t in SETTINGS]
    try:
        for size, cards, words in configs:
            settings.card_size, settings.text_size = cards, words
            widgets.set_text_scale(settings.text_scale)
            widgets.trace(True)  # the marks of the frame before are let go
            fresh()  # and the texts it wrapped
            app.screen = Recording(size)
            _refit(app)
            for s in app._visible():
                s.draw(app.screen)
            where = f"[{name} {size[0]}x{size[1]} cards {cards}, text {words}]"
            found.extend(problems(app.screen, where, settings.text_scale))
            if name.endswith(" table") and not any(kind == "text" and info["role"] == "body"
                                                   for kind, _, info in app.screen.recs):
                found.append(f"{where}: no line at the body's size (the log, the prompt, the buttons)")
    finally:
        settings.card_size, settings.text_size = keep
        widgets.set_text_scale(settings.text_scale)
        app.screen = real
        _refit(app)


def _refit(app) -> None:
    app._resized()
    for s in app.stack:
        if hasattr(s, "apply_settings"):
            s.apply_settings()
            s.panel_cache = None  # its copy keeps no record of its words: drawn afresh


def _run(games: list[str], monkeypatch) -> tuple[list[str], list[str]]:
    found: list[str] = []
    seen: list[str] = []
    pool = quick_values(monkeypatch)
    with tracing():
        app = make_app(size=(1280, 720))
        try:
            def look(name: str) -> None:
                seen.append(name)
                draw_all(app, found, name)
            for gid in games:
                tour_game(app, gid, look)
            tour_app(app, look)
        finally:
            computer.shutdown()
            pool.shutdown(wait=True)
            pygame.quit()
    return found, seen


@pytest.mark.slow  # over ten seconds
def test_every_line_of_text_in_every_scene_is_readable(monkeypatch) -> None:
    start = time.perf_counter()
    found, seen = _run(list(MODULES), monkeypatch)
    for gid in MODULES:
        for scene in ("setup", "rules", "table at the first turn", "table", "table with the coach", "summary",
                      "review", "game over", "hand-over", "keys", "paused menu", "message", "sheet"):
            if gid == "man-from-uncle" and scene in ("summary", "review"):
                continue  # its piles end as 'pile_end', never stopping for a deal's summary (nor its review)
            assert f"{gid} {scene}" in seen, f"the tour never showed {gid} {scene}"
    assert "oh-heck last trick" in seen
    assert {"menu", "choose", "settings", "statistics", "past games"} <= set(seen)
    assert not found, f"{len(found)} breaches in {len(seen)} scenes:\n" + "\n".join(found[:80])
    assert time.perf_counter() - start < 300  # (eight sizes and settings a scene: two more than before)


def test_words_are_set_in_the_bundled_face_at_the_heights_the_rule_asks() -> None:
    """The typeface is the one carried in assets/fonts (a machine with only Python has no other), and
    its capitals come out as tall as the rule says, measured as drawn, at each window height and
    with the text-size setting on top."""
    from pathlib import Path

    from textcheck import body_caps, caps_of, min_caps

    from cardtable.ui import art_shapes

    pygame.init()
    widgets.reset_caches()
    try:
        for bold in (False, True):
            path = Path(art_shapes.face_path(bold) or "")
            assert path.is_file() and path.parent.name == "fonts" and path.parent.parent.name == "assets", path
        for size in ((1024, 600), (1024, 768), (1280, 720), (1920, 1080)):
            widgets.set_window(size)
            assert (widgets.font(1).name, widgets.font(1).style_name) == ("DejaVu Sans", "Condensed")
            assert caps_of(widgets.font(1)) == min_caps(size)
            assert caps_of(widgets.font(widgets.body(1), True)) >= body_caps(size)
            widgets.set_text_scale(1.5)
            assert caps_of(widgets.font(widgets.body(1))) >= 1.45 * body_caps(size)
            widgets.set_text_scale(1.0)
    finally:
        widgets.set_text_scale(1.0)
        widgets.set_window((1280, 720))
        pygame.quit()


def _gaps(surf: pygame.Surface) -> list[int]:
    """The blank columns between one inked run of a line and the next (the space between letters)."""
    cols = [any(surf.get_at((x, y)).a > 40 for y in range(surf.get_height())) for x in range(surf.get_width())]
    runs, blank, inked = [], 0, False
    for c in cols:
        if c:
            if inked and blank:
                runs.append(blank)
            inked, blank = True, 0
        elif inked:
            blank += 1
    return runs


def test_the_letters_of_small_words_are_evenly_spaced() -> None:
    """Small type kept its letters evenly apart: no 'poin ts' or 'card s' (pygame's own font, hinted at
    these sizes, left a gap of 3 px beside gaps of 1). At the least and the body's sizes of a window 600
    high and the sizes up to the body's, the blank columns between the letters of a word differ by at
    most a pixel. (Larger letters differ more by their shapes alone.)"""
    pygame.init()
    widgets.reset_caches()
    try:
        widgets.set_window((1024, 600))
        least = widgets.least_px(600, 1024)
        for px in range(least, least + 5):  # from the least size to the body's (capitals 9 to 11 px)
            for bold in (False, True):
                for word in ("points", "cards", "flush", "tableau", "hearts", "diamonds", "spades", "clubs",
                             "stock", "discards", "Uncle", "trick"):
                    gaps = _gaps(widgets.text(word, px, (255, 255, 255), bold))
                    assert not gaps or max(gaps) - min(gaps) <= 1, (word, px, bold, gaps)
    finally:
        widgets.set_window((1280, 720))
        pygame.quit()


def test_a_set_up_page_with_the_most_seats_and_extra_large_text_keeps_every_line_on_the_page() -> None:
    """Every game's set-up page with the most players it takes, at 1024x600 with extra large text (the tour
    shows it with the game's usual number): every line readable, none off the page or over another."""
    from cardtable.games import get_game
    from cardtable.ui.scenes.setup import Setup

    found: list[str] = []
    with tracing():
        app = make_app(size=(1024, 600))
        try:
            app.settings.text_size = "extra large"
            widgets.set_text_scale(app.settings.text_scale)
            for gid in MODULES:
                game = get_game(gid)
                app.reset("menu")
                app.push(Setup(app, game))
                app.top.players = game.info.players[-1]
                app.top._rebuild()
                widgets.trace(True)
                fresh()
                app.screen = Recording((1024, 600))
                for s in app._visible():
                    s.draw(app.screen)
                found.extend(problems(app.screen, f"[{gid} set-up, {game.info.players[-1]} players]"))
        finally:
            widgets.set_text_scale(1.0)
            pygame.quit()
    assert not found, "\n".join(found)


if __name__ == "__main__":  # python tests/ui/test_text_readable.py [game ...]: every breach, listed
    mp = pytest.MonkeyPatch()
    t0 = time.perf_counter()
    breaches, scenes = _run(sys.argv[1:] or list(MODULES), mp)
    print("\n".join(breaches))
    print(f"{len(breaches)} breaches in {len(scenes)} scenes, {time.perf_counter() - t0:.1f} s", file=sys.stderr)
