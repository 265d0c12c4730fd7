"""Settings: the note on speech (no engine to be had) keeps clear of the card preview (issue 44: it ran
under it)."""

from __future__ import annotations

import pygame

from cardtable.ui.scenes.settings_scene import SettingsScene
from cardtable.ui.widgets import marked, trace
from tests.ui.driver import make_app

NOTE = ("Speech needs a speech engine on this computer: none was found (on Linux, install "
        "speech-dispatcher or espeak-ng), so the option stays off.")


class Recording(pygame.Surface):
    """A surface that keeps where each thing was blitted."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.drawn: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, *args, **kwargs):  # type: ignore[override]
        r = super().blit(source, dest, *args, **kwargs)
        self.drawn.append((source, r))
        return r


def test_the_note_keeps_clear_of_the_card_preview():
    for size in ((1024, 600), (1280, 720), (1920, 1080)):
        app = make_app(size)
        scene = SettingsScene(app)
        scene.note = NOTE
        surf = Recording(size)
        trace(True)
        try:
            scene.draw(surf)
            words = set(NOTE.split())
            note = [r for s, r in surf.drawn if (m := marked(s)) and m[0] == "text"
                    and set(str(m[1][0]).split()) <= words and len(str(m[1][0])) > 12]
        finally:
            trace(False)
        cards = [r for s, r in surf.drawn if 1.2 < s.get_height() / max(1, s.get_width()) < 1.6
                 and s.get_height() < size[1] // 5 and r.x < size[0] // 3 and r.y > size[1] // 2]  # the preview
        assert note, "the note is drawn"
        assert cards, (size, "no preview cards found")
        for n in note:
            assert not any(n.colliderect(c) for c in cards), (size, n, cards)
