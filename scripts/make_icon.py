#!/usr/bin/env python3
"""Draw the app icon with the project's own card art: assets/icon.png, assets/icon-128.png (the window's icon,
set before the window opens: a small file decodes quickly) and assets/icon.ico."""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def png_bytes(surface) -> bytes:
    import pygame

    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def write_ico(path: Path, images: list[tuple[int, bytes]]) -> None:
    """An .ico holding PNG images (Windows Vista and later read these)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    entries, data = b"", b""
    offset = 6 + 16 * len(images)
    for size, png in images:
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    path.write_bytes(header + entries + data)


def main() -> None:
    import pygame

    from cardtable.ui.art import icon_surface

    pygame.init()
    pygame.display.set_mode((1, 1))
    out = ROOT / "assets"
    out.mkdir(exist_ok=True)
    big = icon_surface(512)
    pygame.image.save(big, str(out / "icon.png"))
    pygame.image.save(pygame.transform.smoothscale(big, (128, 128)), str(out / "icon-128.png"))
    write_ico(out / "icon.ico", [(s, png_bytes(pygame.transform.smoothscale(big, (s, s)))) for s in (16, 32, 48, 256)])
    print(f"wrote {out / 'icon.png'}, {out / 'icon-128.png'} and {out / 'icon.ico'}")


if __name__ == "__main__":
    main()
