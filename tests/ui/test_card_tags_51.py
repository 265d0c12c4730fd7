"""Issue 51, point 1 with extra-large text: the words a game puts on its cards (Skull & Roses: ROSE, SKULL)
are drawn at the text-size setting's size, whole, clear of each other and of every other line, on the hand,
on a mat of cards laid on each other, and on a lone card; before, at extra-large text they were drawn at the
normal size (12 px capitals under a floor of 17 at 1280x720) to fit cards that overlapped too much."""

from __future__ import annotations

import pygame
from driver import frame, make_app
from test_table_moments_51 import skull_table
from textcheck import Recording, fresh, problems, tracing

from cardtable.ui import widgets

SIZES = [(1280, 720), (1920, 1080), (1024, 600)]


def _tag_breaches(app, size: tuple[int, int], text_size: str) -> tuple[list[str], int]:
    """The table drawn at ``size`` with ``text_size`` text: every breach of the rule by a card's tag, and
    how many tags were drawn."""
    settings = app.settings
    settings.text_size = text_size
    widgets.set_text_scale(settings.text_scale)
    widgets.trace(True)
    fresh()
    app.screen = Recording(size)
    app._resized()
    for s in app.stack:
        if hasattr(s, "apply_settings"):
            s.apply_settings()
    for s in app._visible():
        s.draw(app.screen)
    tags = [info for kind, _, info in app.screen.recs if kind == "text" and info["s"] in ("ROSE", "SKULL")]
    found = problems(app.screen, f"[{size[0]}x{size[1]} text {text_size}]", settings.text_scale)
    return [p for p in found if "'ROSE'" in p or "'SKULL'" in p], len(tags)


def test_card_tags_are_drawn_whole_at_the_text_size_asked_on_the_hand_and_on_a_mat_of_cards():
    with tracing():
        app = make_app((1280, 720))
        try:
            sc = skull_table(app, skull_under_rose=True)  # seat 0's mat: its skull under a rose, two tags close
            for _ in range(30):
                frame(app)
            found, counts = [], []
            for text_size in ("extra large", "normal"):
                for size in SIZES:
                    breaches, n = _tag_breaches(app, size, text_size)
                    found += breaches
                    counts.append(n)
            assert all(n >= 4 for n in counts), counts  # the hand's two cards and the mat's two
            assert sc.view.drawn_known, "the mat's cards are seen by their owner"
            assert not found, "\n".join(found)
        finally:
            app.settings.text_size = "normal"
            widgets.set_text_scale(app.settings.text_scale)
            pygame.quit()
