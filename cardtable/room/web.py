"""The room's plain HTTP answers: the phone page for a seat's link, the page's own files, and card
images drawn by the app's art (PNG bytes, cached). Nothing is fetched from anywhere else."""

from __future__ import annotations

import io
import re
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import parse_qs, unquote, urlsplit

if TYPE_CHECKING:
    from ..ui.art import CardArt

PAGE_DIR = Path(__file__).resolve().parent / "page"
TYPES = {".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8",
         ".js": "text/javascript; charset=utf-8", ".svg": "image/svg+xml", ".png": "image/png",
         ".json": "application/json", ".ico": "image/x-icon", ".webmanifest": "application/manifest+json"}
MIN_W, MAX_W, DEFAULT_W = 24, 400, 120
FILE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")
CARD_PATH = re.compile(r"/card/(\d{1,4})\.png")
Answer = tuple[int, bytes, str, str]  # status, body, content type, Cache-Control
NOT_FOUND: Answer = (404, b"Not found", "text/plain; charset=utf-8", "no-store")


def width_of(query: str) -> int:
    try:
        w = int(parse_qs(query).get("w", [DEFAULT_W])[0])
    except (ValueError, TypeError):
        w = DEFAULT_W
    return max(MIN_W, min(MAX_W, w))


class Cards:
    """Card faces and backs as PNG bytes, drawn by ``CardArt`` (pygame, loaded on first use), on the
    server's loop only (a face is drawn once, in a few milliseconds, then cached)."""

    def __init__(self, max_entries: int = 400) -> None:
        self._art: CardArt | None = None
        self._png: OrderedDict[tuple[int | None, int], bytes] = OrderedDict()
        self.max_entries = max_entries

    def png(self, card: int | None, width: int) -> bytes | None:
        """The PNG of card ``card`` (None: the back), or None when there is no such card."""
        key = (card, width)
        hit = self._png.get(key)
        if hit is not None:
            self._png.move_to_end(key)
            return hit
        import pygame

        if not pygame.font.get_init():
            pygame.font.init()
        if self._art is None:
            from ..ui.art import CardArt

            self._art = CardArt(max_entries=64)
        try:
            surf = self._art.back(width) if card is None else self._art.face(card, width)
        except (ValueError, IndexError):
            return None
        buf = io.BytesIO()
        pygame.image.save(surf, buf, "card.png")
        data = buf.getvalue()
        self._png[key] = data
        while len(self._png) > self.max_entries:
            self._png.popitem(last=False)
        return data


class Web:
    """Answers a GET's path (see PROTOCOL.md); ``is_token`` says whether a seat's token is valid."""

    def __init__(self, is_token: Callable[[str], bool], page_dir: Path = PAGE_DIR) -> None:
        self._is_token = is_token
        self.page_dir = page_dir
        self.cards = Cards()

    def file(self, name: str) -> Answer:
        """A file directly in the page folder, by a plain name (no folders, no dots first)."""
        if not FILE_NAME.fullmatch(name) or ".." in name:
            return NOT_FOUND
        p = self.page_dir / name
        ctype = TYPES.get(p.suffix.lower())
        try:
            if ctype is None or p.parent != self.page_dir or not p.is_file():
                return NOT_FOUND
            return 200, p.read_bytes(), ctype, "no-store"
        except OSError:
            return NOT_FOUND

    async def answer(self, target: str) -> Answer:
        parts = urlsplit(target)
        path = parts.path
        if path.startswith("/s/"):
            token = unquote(path[3:])
            return self.file("index.html") if self._is_token(token) else NOT_FOUND
        if path.startswith("/page/"):
            return self.file(unquote(path[6:]))
        m = CARD_PATH.fullmatch(path)
        if m or path == "/back.png":
            card = int(m.group(1)) if m else None
            data = self.cards.png(card, width_of(parts.query))
            if data is None:
                return NOT_FOUND
            return 200, data, "image/png", "max-age=3600"
        return NOT_FOUND
