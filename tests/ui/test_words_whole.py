"""Every word whole at every size (issue 51, point 1): the pages a newcomer meets first, drawn at
1024x600, 1280x720 and 1920x1080 with normal and extra large text, show every word of their texts
(measured as drawn: ``textcheck.problems``, which now also counts a text cut by a clip rect or the edge
of the strip it is drawn on, a text broken into lines some of which were left out, and labels asked
alike but drawn at different sizes side by side); and the window is never smaller than the layout
holds. The whole sweep of every scene is tests/ui/test_text_readable.py."""

from __future__ import annotations

import pygame
from driver import make_app
from textcheck import Recording, fresh, problems, tracing

from cardtable.ui import widgets, window

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def _draw(app, size: tuple[int, int], words: str) -> Recording:
    app.settings.text_size = words
    widgets.set_text_scale(app.settings.text_scale)
    widgets.trace(True)
    fresh()
    app.screen = Recording(size)
    app._resized()
    for s in app._visible():
        s.draw(app.screen)
    return app.screen


def test_the_games_page_shows_every_description_whole_at_every_size_and_text_size() -> None:
    """On "Choose a game" each game's description is drawn to its last word (it ended mid-sentence at
    1280x720, 1920x1080 and with extra large text at 1024x600: its last lines were left out)."""
    found: list[str] = []
    with tracing():
        app = make_app(size=(1280, 720))
        try:
            for purpose in ("play", "rules"):
                app.reset("choose", purpose)
                for size in SIZES:
                    for words in ("normal", "extra large"):
                        surf = _draw(app, size, words)
                        found.extend(problems(surf, f"[choose {purpose} {size} {words}]", app.settings.text_scale))
                        drawn = " ".join(info["s"] for kind, _, info in surf.recs if kind == "text")
                        for _, game in app.top.games:
                            if game is None:
                                continue
                            last = game.words.summary.split()[-1]
                            assert last in drawn.split(), (size, words, game.info.id, last)
        finally:
            widgets.set_text_scale(1.0)
            pygame.quit()
    assert not found, "\n".join(found)


def test_the_check_counts_a_line_clipped_by_its_strip_or_a_clip_rect_and_lines_left_out() -> None:
    """The rule sees what a reader misses: a line half off the strip it is drawn on, a line cut by a
    clip rect, a text whose later lines were never drawn, and two labels asked alike drawn unalike."""
    pygame.init()
    widgets.reset_caches()
    widgets.set_window((1280, 720))
    with tracing():
        try:
            strip = Recording((200, 40))
            strip.blit(widgets.text("Beats the 3 of diamonds so far", 28), (120, 4))  # runs off its right edge
            clip = Recording((300, 60))
            clip.set_clip(pygame.Rect(0, 0, 300, 20))
            clip.blit(widgets.text("Shown by half", 28), (4, 8))
            screen = Recording((1280, 720))
            screen.blit(strip, (10, 10))
            screen.blit(clip, (10, 100))
            lines = widgets.wrap("Rummy where you may scoop deep into the discard pile; laid cards score", 24, 200)
            assert len(lines) > 2
            for k, line in enumerate(lines[:2]):  # the rest left out
                screen.blit(widgets.text(line, 24), (10, 200 + 30 * k))
            screen.blit(widgets.text("Bid", 40), (600, 300))
            with widgets.at_scale(0.75):  # a heading beside it drawn smaller than it was asked
                screen.blit(widgets.text("Score", 40), (670, 300))
            found = problems(screen, "", 1.0)
        finally:
            pygame.quit()
    said = "\n".join(found)
    assert "'Beats the 3 of diamonds so far'" in said and "clipped" in said
    assert "'Shown by half'" in said
    assert "lines left out" in said and "cards score" in said
    assert "drawn at different sizes side by side" in said


class SmallWindow:
    """A window whose manager let the player drag it smaller than the least size it asks."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.size = size
        self.minimum_size = (0, 0)
        self.position = (0, 0)


def test_a_window_dragged_smaller_than_the_layout_holds_goes_back_to_the_least_size(app, monkeypatch) -> None:
    """At 800x520 the side panel's words ran into each other ("Cards each10"): the window never stays
    smaller than the least size the layout holds (1024x600), where the screen has room for that."""
    fake = SmallWindow((800, 520))
    monkeypatch.setattr(window, "_window", lambda: fake)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    app.screen = pygame.Surface((800, 520))
    app.window_event(pygame.event.Event(pygame.VIDEORESIZE, size=(800, 520), w=800, h=520))
    assert fake.size == window.MIN_SIZE and fake.minimum_size == window.MIN_SIZE
    fake.size = (1100, 650)
    app.screen = pygame.Surface((1100, 650))
    app.window_event(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 650), w=1100, h=650))
    assert fake.size == (1100, 650)  # a size the layout holds is left as it is
