"""The game's words on the cards (Skull & Roses: skull or rose) as tags drawn on the table, and the one
tag drawing the games' page borrows: a part of the table's drawing (``panel.draw_table`` calls
``card_words`` after the board, before the table's word)."""

from __future__ import annotations

import zlib

import pygame

from ... import widgets
from ...layout import ASPECT, index_w
from ...sprites import TAG_PAD, index_h, tag_px, tag_span
from ...widgets import font, text
from .parts import DrawnTable

WORD_COLOURS = ((170, 30, 50), (30, 110, 50), (40, 60, 150), (25, 25, 25))


def card_words(scene: DrawnTable, surf: pygame.Surface) -> list[pygame.Rect]:
    """The game's word on each card its viewer sees (Skull & Roses: skull or rose), as a tag on the card:
    at its foot, clear of the corner index and of a card laid over it; where a card's foot has no room for its
    word at the text-size setting's size and lying above the corner index gives it room (a card with none
    beside it: reaching past its edges, over the felt), the tags of its hand or pile lie there, all alike;
    the tags of a hand or a pile are drawn at one size (a pile too close for them side by side: ``pile_tags``).
    Returns where the tags lie."""
    game, view = scene.game, scene.view
    seen = view.drawn_up | view.drawn_known
    px = tag_px(scene.board.layout.unit)
    f = font(px, True)
    tags = []  # (word, the card as drawn, where a card laid over it begins, its word's width)
    for i, (c, r) in enumerate(view.hits):
        word = game.words.card_word(c) if c in seen else None
        if word:  # the card as drawn (a card under the pointer is lifted, its hit box reaches its old place)
            later = [r2 for _, r2 in view.hits[i + 1:] if abs(r2.y - r.y) < r.h // 2 and r2.colliderect(r)]
            if any(abs(r2.x - r.x) <= 3 for r2 in later):
                continue  # a card laid square on it: its foot is out of sight (a pile's cards under its top)
            tags.append((word, r, min((r2.x for r2 in later if r2.x > r.x), default=None), f.size(word.upper())[0]))

    def span(word_w: int, r: pygame.Rect, over: int | None, lifted: bool) -> tuple[int, int]:
        left, right = tag_span(r.x, r.w, index_w(r.w), over, lifted)
        need = word_w + TAG_PAD + 2
        if lifted and over is None and right - left < need:  # past its edges, if that covers no other card
            for x in (r.centerx - need // 2, r.x, r.right - need):  # centred, else out to one side
                wide = pygame.Rect(x, r.y, need, r.h)
                if surf.get_rect().contains(wide) and not any(r2.colliderect(wide) for _, r2 in view.hits
                                                              if r2 is not r):
                    return wide.x, wide.right
        return left, right

    def short(ww: int, lr: tuple[int, int]) -> bool:
        return ww + TAG_PAD > lr[1] - lr[0]

    n = len(tags)
    near = [[j for j in range(n) if tags[i][1].colliderect(tags[j][1]) and abs(tags[j][1].y - tags[i][1].y)
             < tags[i][1].h // 2] for i in range(n)]  # the cards overlapping each (itself too): a hand, a pile
    group = list(range(n))
    for i in range(n):  # each card joined to the cards it overlaps, and theirs: one hand, one pile
        for j in near[i]:
            gi, gj = group[i], group[j]
            if gi != gj:
                group = [gi if g == gj else g for g in group]
    # a card's foot too short for its word where lying above its corner index gives it room: the tags of
    # its hand or pile lie lifted alike
    lift_in = {group[i] for i, (_, r, over, ww) in enumerate(tags)
               if short(ww, span(ww, r, over, False)) and not short(ww, span(ww, r, over, True))}
    placed = [(word, r, span(ww, r, over, group[i] in lift_in), group[i] in lift_in)
              for i, (word, r, over, ww) in enumerate(tags)]
    boxes: list[pygame.Rect] = []
    for g in set(group):  # the tags of a hand or a pile at one size: the setting's where they all fit
        mine = [p for p, gp in zip(placed, group, strict=True) if gp == g]
        words = sorted(((left + right) / 2, f.size(w.upper())[0]) for w, _, (left, right), _ in mine)
        meet = any(c2 - w2 / 2 <= c1 + w1 / 2 + 2 for (c1, w1), (c2, w2) in zip(words, words[1:]))
        if len(mine) > 1 and (meet or widgets.text_scale() > 1 and any(short(f.size(w.upper())[0], lr)
                                                                        for w, _, lr, _ in mine)):
            boxes += pile_tags(surf, mine, px)  # a pile's tags side by side would meet: one above another
            continue
        fits = lambda mine=mine: all(font(px, True).size(w.upper())[0] + TAG_PAD <= right - left  # noqa: E731
                                     for w, _, (left, right), _ in mine)
        key = tuple((w, left, right) for w, _, (left, right), _ in mine)
        with widgets.at_scale(widgets.largest_scale(("tags", px, key), fits)):
            for word, r, (left, right), lifted in mine:
                foot = r.y + round(r.w * ASPECT) - (index_h(r.w) + 2 if lifted else 4)  # the box 2 px below
                boxes.append(word_tag(surf, word, ((left + right) // 2, foot), px, right - left - TAG_PAD))
    return boxes


def pile_tags(surf: pygame.Surface, mine: list, px: int) -> list[pygame.Rect]:
    """The tags of a pile whose cards lie too close for a tag beside each (a mat of cards laid on each other):
    one above the other like the cards, the top card's lowest, each starting at its own card's left edge,
    at the text-size setting's size; above the top card's corner index where the pile's height holds them."""
    top = mine[-1][1]
    tags = [text(w.upper(), px, (255, 255, 255), True) for w, _, _, _ in mine]
    row = max(t.get_height() for t in tags) + 4 + 2
    foot = top.y + round(top.w * ASPECT) - 2
    reach = max(r.x + 3 + t.get_width() + TAG_PAD for (_, r, _, _), t in zip(mine, tags, strict=True))
    if reach > top.right - index_w(top.w) and foot - index_h(top.w) - len(mine) * row >= top.y:
        foot -= index_h(top.w)  # clear of the top card's corner index, the pile's height holding the rows
    return [word_tag(surf, word, (r.x + 3 + (t.get_width() + TAG_PAD) // 2, foot - j * row - 2), px, t.get_width())
            for j, ((word, r, _, _), t) in enumerate(zip(reversed(mine), reversed(tags), strict=True))]


def word_tag(surf: pygame.Surface, word: str, midbottom: tuple[int, int], px: int,
             room: int | None = None) -> pygame.Rect:
    """A card's word as a tag at its foot ("ROSE"), one colour per word (the table, the game's tile); within
    ``room`` (its card's width), as the card's index is: at the text-size setting's size if it fits, else smaller.
    Returns its box."""
    w = word.upper()
    fits = (lambda: font(px, True).size(w)[0] <= room) if room is not None else (lambda: False)
    with widgets.at_scale(widgets.largest_scale(("tag", w, px, room), fits)):
        tag = text(w, px, (255, 255, 255), True)
    box = tag.get_rect(midbottom=midbottom).inflate(TAG_PAD, 4)
    colour = WORD_COLOURS[zlib.crc32(word.encode()) % len(WORD_COLOURS)]
    pygame.draw.rect(surf, colour, box, border_radius=box.h // 3)
    pygame.draw.rect(surf, (255, 255, 255), box, 1, border_radius=box.h // 3)
    surf.blit(tag, tag.get_rect(center=box.center))
    return box
