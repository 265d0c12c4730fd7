"""Start-up loads only what the menu needs (issue 43): the window's first frame comes before the
engine, the games, the computer players, the session and every scene but the menu.

A fresh interpreter starts the program as the `cardtable` command does (no arguments: the table),
with SDL's dummy drivers and a scratch user folder, and lists the cardtable modules loaded at the
moment the first frame is shown (``pygame.display.flip``). What is loaded later - while the menu
waits, or when a screen is first opened - is not counted.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Everything the menu needs before it shows: the command line's entry, the player's files (the
# settings decide the window; the lock keeps a second copy polite; the games a second copy finished
# are counted), the window, the art of the menu's cards (engine.cards only), the menu itself and the
# message box that may come over it.
ALLOWED = frozenset({
    "cardtable", "cardtable.__main__", "cardtable.cli", "cardtable.cli.main",
    # the player's files: the lock, the settings (checked JSON), the second copies' files (none read:
    # no record is loaded unless one holds a game), the writer the storage hands its saves to
    "cardtable.files", "cardtable.files.lock", "cardtable.files.storage", "cardtable.files.safefs",
    "cardtable.files.writer", "cardtable.files.copies", "cardtable.files.stats", "cardtable.files.resources",
    "cardtable.engine", "cardtable.engine.cards", "cardtable.engine.safejson",
    # the window and the menu
    "cardtable.ui", "cardtable.ui.app", "cardtable.ui.router", "cardtable.ui.settings", "cardtable.ui.window",
    "cardtable.ui.widgets", "cardtable.ui.keys", "cardtable.ui.sound",
    "cardtable.ui.narrator", "cardtable.ui.speech",
    "cardtable.ui.art", "cardtable.ui.art_faces", "cardtable.ui.art_courts", "cardtable.ui.art_shapes",
    "cardtable.ui.scenes", "cardtable.ui.scenes.base", "cardtable.ui.scenes.menu", "cardtable.ui.scenes.message",
})

# The standard library's modules the probe reports too (the cardtable ones are all reported).
OTHERS = ("importlib.metadata", "logging", "argparse", "ctypes", "uuid", "wave", "array")

# Never before the first frame, whatever else changes: these are what the menu does not need.
NEVER = ("cardtable.engine.game", "cardtable.engine.state", "cardtable.games", "cardtable.ai",
         "cardtable.host", "cardtable.ui.scenes.table", "cardtable.ui.scenes.choose", "cardtable.room",
         # the records, the journal, the options: read after the first frame (the game left to continue)
         "cardtable.engine.record", "cardtable.engine.actions", "cardtable.engine.options", "cardtable.files.journal",
         # the library's modules the menu does not use (logging: when there is something to log; argparse:
         # for a command; ctypes: the memory handed back after the first frame; wave and array: the first sound)
         *OTHERS)

PROBE = r"""
import json, os, sys
OTHERS = %r
import pygame

_flip = pygame.display.flip
seen = []


def flip():
    _flip()
    if not seen:
        seen.append(sorted(m for m in sys.modules if m == "cardtable" or m.startswith("cardtable.")))
        others = [m for m in OTHERS if m in sys.modules]
        print("MODULES " + json.dumps(seen[0] + others), flush=True)


pygame.display.flip = flip
sys.argv = ["cardtable"]
from cardtable.__main__ import main  # as the `cardtable` command and the frozen app start

sys.exit(main())
""" % (OTHERS,)


def _first_frame_modules(tmp_path: Path) -> set[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", CARDTABLE_EXIT_AFTER_FIRST_FRAME="1",
               CARDTABLE_HOME=str(tmp_path / "home"), PYGAME_HIDE_SUPPORT_PROMPT="1",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", PROBE], env=env, cwd=tmp_path, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "first-frame" in out.stdout, out.stdout[-2000:] + out.stderr[-2000:]
    line = next(x for x in out.stdout.splitlines() if x.startswith("MODULES "))
    return set(json.loads(line[len("MODULES "):]))


def test_the_menu_shows_before_anything_it_does_not_need_is_loaded(tmp_path):
    loaded = _first_frame_modules(tmp_path)
    assert "cardtable.ui.scenes.menu" in loaded  # the probe saw the menu's frame
    never = sorted(m for m in loaded if any(m == n or m.startswith(n + ".") for n in NEVER))
    assert not never, f"loaded before the first frame, and the menu does not need them: {never}"
    extra = sorted(loaded - ALLOWED)
    assert not extra, (f"loaded before the first frame but not in the allowed set: {extra} (load it when first "
                       "needed, or after the first frame; or, if the menu truly needs it, name it in ALLOWED)")


def test_the_first_frame_is_drawn_without_waiting_for_the_frame_clock(tmp_path, monkeypatch):
    """The loop's first turn draws at once: the frame clock (made a moment before) is not asked to
    wait for a frame's time first (``tick(60)`` slept up to 16 ms before the window's first frame)."""
    from cardtable.files.storage import Storage
    from cardtable.ui.app import App

    monkeypatch.setenv("CARDTABLE_EXIT_AFTER_FIRST_FRAME", "1")  # the loop ends at the first frame
    app = App(storage=Storage(tmp_path / "home"))
    asked: list[int] = []

    class Clock:
        def tick(self, framerate: int = 0) -> int:
            asked.append(framerate)
            return 0

    app.clock = Clock()  # type: ignore[assignment]
    try:
        app.start_menu()
        app.loop()
    finally:
        app.close()
    assert app.draws == 1 and asked == [0], asked
