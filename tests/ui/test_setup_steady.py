"""Choosing an option at set-up never moves the options under the pointer: each is laid out for the longest
words and button label it can show (a newcomer clicking down the options in a real window had "Must trump"
toggled when the house rules' shorter words pulled the rows up under a second click)."""

from __future__ import annotations

import pygame
import pytest

from cardtable.games import MODULES, get_game
from cardtable.ui import widgets
from cardtable.ui.scenes.setup import Setup

OPTION_KINDS = ("cycle", "preset", "dec", "inc")


@pytest.mark.parametrize("size,words", [((1024, 600), "extra large"), ((1280, 720), "normal"),
                                        ((1920, 1080), "extra large")])
def test_choosing_an_option_moves_no_button(app, size, words):
    app.settings.text_size = words
    widgets.set_text_scale(app.settings.text_scale)
    moved = []
    for gid in MODULES:
        s = Setup(app, get_game(gid))
        app.screen = pygame.Surface(size)
        app._resized()
        s.resize(size)
        s.draw(app.screen)
        for b in [b for b in s.buttons if isinstance(b.value, tuple) and b.value[0] in OPTION_KINDS]:
            before = {repr(x.value): x.rect.copy() for x in s.buttons}
            s.press(b.value)
            s.draw(app.screen)
            after = {repr(x.value): x.rect.copy() for x in s.buttons}
            moved += [(gid, b.value, k) for k in after if k in before and before[k] != after[k]]
    assert moved == []
