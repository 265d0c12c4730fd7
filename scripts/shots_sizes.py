#!/usr/bin/env python3
"""PNGs of the table with each card size (normal, large, extra large) at 1024x600 and
3840x2160, the focused card lifted; and the high-contrast faces, the text sizes and the settings.

Usage: python3 scripts/shots_sizes.py [folder]   (default /tmp/cardtable-sizes)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "ui"))

import pygame
from driver import frame, key, make_app, table
from key_driver import key_gesture

from cardtable.ui.widgets import set_text_scale


def my_turn(app, scene, limit: int = 5000) -> None:
    for _ in range(limit):
        if app.top is not scene:
            key(app, pygame.K_RETURN)
        if scene.my_turn and scene.input.gestures is not None:
            frame(app)
            return
        frame(app)
    raise SystemExit("the person's turn never came")


def shoot(out: Path, size: tuple[int, int], gid: str, n: int, card_size: str, name: str,
          high: bool = False, text: str = "normal", tabs: int = 3) -> Path:
    app = make_app(size=size)
    s = app.settings
    s.card_size, s.high_contrast, s.text_size = card_size, high, text
    set_text_scale(s.text_scale)
    scene = table(app, gid, ["person"] + ["random"] * (n - 1), seed=5)
    scene.apply_settings()
    my_turn(app, scene)
    if gid == "rummy":  # draw first: then the hand's cards can be picked, and one has the focus
        key_gesture(app, scene, next(a for a in scene.input.gestures.legal if a.kind == "draw"))
        my_turn(app, scene)
    cards = [it for it in scene.input.focus_items() if it[0] == "card"]
    while cards and scene.input.kfocus != cards[min(tabs, len(cards) - 1)]:
        key(app, pygame.K_TAB)
    app.dirty = True
    frame(app)
    path = out / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    set_text_scale(1.0)
    pygame.quit()
    return path


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/cardtable-sizes")
    out.mkdir(parents=True, exist_ok=True)
    for w, h in ((1024, 600), (3840, 2160)):
        for cs in ("normal", "large", "extra large"):
            p = shoot(out, (w, h), "rummy", 4, cs, f"rummy_{w}x{h}_{cs.replace(' ', '-')}")
            print(p)
    print(shoot(out, (1024, 600), "oh-heck", 5, "large", "ohheck_1024x600_large_high-contrast", high=True))
    print(shoot(out, (1280, 720), "oh-heck", 4, "normal", "ohheck_1280x720_text-extra-large", text="extra large"))
    print(shoot(out, (3840, 2160), "oh-heck", 7, "extra large", "ohheck_3840x2160_extra-large_high-contrast",
                high=True))


if __name__ == "__main__":
    main()
