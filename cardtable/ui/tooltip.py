"""A tip: a few words in a box beside the thing they are about (a greyed card's reason, on hover
or focus). It names no game and holds no state: the words come from whoever asks (a seat's chair)."""

from __future__ import annotations

import pygame

from .widgets import GOLD, INK, panel, text, wrap

TIP_BACK = (20, 24, 30, 235)


def draw_tip(surf: pygame.Surface, words: str, near: pygame.Rect, px: int,
             keep_off: pygame.Rect | None = None) -> pygame.Rect:
    """Draw ``words`` in a box just above ``near`` (below it if there is no room above), kept on the
    surface and, if there is room, above ``keep_off`` (another word on the table) rather than over it;
    at most a third of its width wide, wrapped. Returns the box."""
    sw, sh = surf.get_size()
    pad = max(4, px // 2)
    width = max(px * 8, min(sw // 3, px * 26))
    lines = wrap(words, px, width - 2 * pad) or [words]
    imgs = [text(line, px, INK) for line in lines]
    w = max(i.get_width() for i in imgs) + 2 * pad
    h = sum(i.get_height() for i in imgs) + 2 * pad
    box = pygame.Rect(0, 0, w, h)
    box.midbottom = (near.centerx, near.top - pad)
    if box.top < 0:
        box.midtop = (near.centerx, near.bottom + pad)
    box.clamp_ip(surf.get_rect())
    if keep_off is not None and box.colliderect(keep_off) and keep_off.top - pad - h >= 0:
        box.bottom = keep_off.top - pad
    panel(surf, box, TIP_BACK, radius=max(4, px // 3), border=GOLD)
    y = box.y + pad
    for img in imgs:
        surf.blit(img, (box.x + pad, y))
        y += img.get_height()
    return box
