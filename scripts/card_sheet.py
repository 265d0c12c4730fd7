#!/usr/bin/env python3
"""Write contact sheets of all card art as PNGs, to check the drawing by eye.

Usage: python3 scripts/card_sheet.py [folder]   (default /tmp/cardsheet)
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from cardtable.engine.cards import card, number_deck
from cardtable.ui.art import BACK_COLOURS, CHIP_COLOURS, FELT, CardArt

WIDTHS = (120, 40)


def sheet(rows: list[list[pygame.Surface]], gap: int) -> pygame.Surface:
    """Lay surfaces out in rows on green felt."""
    width = max(sum(s.get_width() + gap for s in row) for row in rows) + gap
    height = sum(max(s.get_height() for s in row) + gap for row in rows) + gap
    out = pygame.Surface((width, height))
    out.fill(FELT)
    y = gap
    for row in rows:
        x = gap
        for s in row:
            out.blit(s, (x, y))
            x += s.get_width() + gap
        y += max(s.get_height() for s in row) + gap
    return out


def save(surface: pygame.Surface, folder: Path, name: str, zoom: int = 1) -> None:
    if zoom > 1:
        surface = pygame.transform.scale_by(surface, zoom)
    pygame.image.save(surface, str(folder / name))
    print(folder / name)


def main() -> None:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/cardsheet")
    folder.mkdir(parents=True, exist_ok=True)
    pygame.init()
    pygame.display.set_mode((1, 1))
    art = CardArt()
    start = time.perf_counter()
    for w in WIDTHS:
        gap = max(6, w // 10)
        zoom = 3 if w < 60 else 1
        for four, label in ((False, "faces"), (True, "fourcolour")):
            rows = [[art.face(card(r, s), w, four) for r in range(1, 14)] for s in range(4)]
            save(sheet(rows, gap), folder, f"{label}_w{w}.png", zoom)
        numbers = [art.face(c, w) for c in number_deck()[::7]]
        backs = [art.back(w, colour) for colour in BACK_COLOURS] + [art.placeholder(w)]
        chips = [art.chip(round(w * 0.6), colour) for colour in CHIP_COLOURS]
        save(sheet([numbers, backs, chips], gap), folder, f"extras_w{w}.png", zoom)
    save(art.icon_surface(256), folder, "icon_256.png")
    save(sheet([[art.icon_surface(64), art.icon_surface(32), art.icon_surface(16)]], 8), folder, "icons_small.png", 3)
    big = [art.face(card(r, s), 300) for r, s in ((1, 3), (7, 2), (10, 1), (11, 0), (12, 2), (13, 3))]
    big += [art.face(number_deck()[30], 300), art.back(300, "blue")]
    save(sheet([big[:4], big[4:]], 12), folder, "large_w300.png")
    print(f"drew everything in {time.perf_counter() - start:.2f} s")


if __name__ == "__main__":
    main()
