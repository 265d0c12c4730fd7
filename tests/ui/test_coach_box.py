"""The coach beside the moves, readable (issue 28): on the person's turn the coach's box has a
place of its own above the moves log, whose newest lines stay in sight; its words wrap rather
than shrink, and options that do not fit are counted on a line of their own."""

from __future__ import annotations

import pygame
import pytest
from driver import coached_turn, frame, make_app

from cardtable.ai import service as computer
from cardtable.ai.review import OptionValue
from cardtable.ui import widgets

LONG = ["Take the king of spades, putting away the king of clubs", "Throws it away",
        "Draw from the stock", "Take the 10 of hearts, putting away the 10 of diamonds",
        "Take the queen of hearts, putting away the 2 of spades and the 3 of clubs", "Knock",
        "Take the 4 of clubs", "Take the 5 of clubs", "Take the 6 of clubs"]


class Recording(pygame.Surface):
    """A screen that notes where each thing is drawn on it while ``on``."""

    on = False

    def __init__(self, size) -> None:
        super().__init__(size)
        self.drawn: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kw):
        r = super().blit(source, dest, *args, **kw)
        if self.on:
            self.drawn.append(pygame.Rect(dest if len(dest) == 4 else (*dest, *source.get_size())))
        return r


class Said:
    """A font that notes each text it renders (with its size)."""

    def __init__(self, f, px: int, log: list) -> None:
        self._f, self._px, self._log = f, px, log

    def render(self, s, *args, **kw):
        self._log.append((s, self._px))
        return self._f.render(s, *args, **kw)

    def __getattr__(self, name):
        return getattr(self._f, name)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_coach_and_the_moves_log_both_show_and_the_coach_never_shrinks_its_words(monkeypatch, size) -> None:
    app = make_app(size=size)
    try:
        sc, legal = coached_turn(app)
        co = sc.coach
        co.values_for, co.values = sc.version, [  # many options with long words, as Say Uncle's draw has
            OptionValue(legal, w, 100, 2.2 - 0.1 * i, None, 0.1 * i, actions=(legal,)) for i, w in enumerate(LONG)]
        frame(app)
        screen = Recording(app.screen.get_size())
        sizes: list[tuple[str, int]] = []
        real_font, real_draw = widgets.font, co.draw
        widgets.reset_caches()

        def noting(px, bold=False):
            f = real_font(px, bold)
            return Said(f, max(8, int(px * widgets._text_scale[0])), sizes) if screen.on else f

        def coach_draw(surf):
            screen.on = True
            try:
                real_draw(surf)
            finally:
                screen.on = False

        monkeypatch.setattr(widgets, "font", noting)
        monkeypatch.setattr(co, "draw", coach_draw)
        sc.draw(screen)
        assert screen.drawn and sizes, "the coach drew nothing"
        box = max(screen.drawn, key=lambda r: r.w * r.h)
        log = sc.log_panel.rect
        assert not sc.log_panel.folded and log is not None
        assert not box.colliderect(log), f"the coach's box {box} lies over the moves log {log}"
        assert log.h >= 3 * widgets.font(15).get_linesize(), "the log keeps its newest lines in sight"
        small = [(s, px) for s, px in sizes if px < 13]
        assert not small, f"text drawn below 13 px: {small}"
        words = [r for r in screen.drawn if r != box]
        assert all(box.contains(r) for r in words), "every word inside the box"
        for i, a in enumerate(words):
            for b in words[i + 1:]:
                assert not a.colliderect(b), f"two texts drawn over each other: {a} {b}"
        said = [s for s, _ in sizes]
        assert any(s.startswith("and ") and s.endswith(" more") for s in said)
        assert "2.2 pts" in said
    finally:
        computer.shutdown()
        pygame.quit()
