"""Drawing the shown table and finding what is under the pointer.

The renderer draws a card's face only when the board says the person at the
screen may see it; the board holds only cards its viewer may see (the others
are aliases, see ``board``), so no drawing bug can show a hidden card. It keeps
the set of cards it drew face up in the last frame (``drawn_up``) for tests.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from ..engine.table import HIDDEN
from .art import CardArt
from .board import Board, Sprite
from .layout import ASPECT
from .widgets import ACCENT, DIM, GOLD, INK, blit_text, felt, fit_text, panel


@dataclass
class Marks:
    """What the table scene wants shown on the cards: what can be done, and the choices made."""

    playable: set[int] = field(default_factory=set)
    dim: bool = False  # dim the bottom seat's other cards
    selected: set[int] = field(default_factory=set)
    zones: set[str] = field(default_factory=set)  # piles that can be clicked
    slots: set[int] = field(default_factory=set)  # cards whose place can be clicked (a layout slot, a blind pick)
    focus: Any = None  # ("card", c) or ("zone", z) under the keyboard's focus
    to_move: int | None = None
    dealer: int | None = None
    names: list[str] = field(default_factory=list)
    seat_notes: dict[int, str] = field(default_factory=dict)
    covered: bool = False  # the hand-over: every hand shows backs
    hint_cards: set[int] = field(default_factory=set)  # a hint: what to play, never played for you
    hint_zones: set[str] = field(default_factory=set)
    pile_text: Callable[[str, int], str | None] | None = None  # a pile's label and cards -> its count in units


HINT = (120, 220, 255)

class TableView:
    def __init__(self, board: Board, art: CardArt) -> None:
        self.board = board
        self.art = art
        self.four_colour = False
        self.back = "blue"
        self.drawn_up: set[int] = set()
        self.drawn_known: set[int] = set()  # drawn as "yours, face down to the others" (back with a corner up)
        self.hits: list[tuple[int, pygame.Rect]] = []  # cards in drawing order
        self._dims: dict[tuple[int, int], pygame.Surface] = {}
        self._peeks: dict[tuple, pygame.Surface] = {}
        self.marks = Marks()

    # -- drawing -----------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, marks: Marks) -> None:
        b = self.board
        lay = b.layout
        surf.blit(felt(surf.get_size()), (0, 0))
        self.drawn_up = set()
        self.drawn_known = set()
        self.hits = []
        self.marks = marks  # as last drawn (tests read what was highlighted)
        self._hinted: list[tuple[int, pygame.Surface, pygame.Rect, int]] = []
        t = b.shown
        u = lay.unit
        px = int(max(15, 19 * u))
        flying: list[Sprite] = []
        order = sorted(t.zones, key=lambda z: (t.specs[z].kind == "hand", t.specs[z].owner == b.bottom))
        for zname in order:
            box = lay.zones.get(zname)
            if box is None:
                continue
            spec = t.specs[zname]
            lst = t.zones[zname]
            r = box.rect
            if (spec.owner is None and spec.kind != "trick" and box.mode == "stack") or (
                    not lst and box.label_at is not None and spec.kind not in ("trick", "hand")):
                surf.blit(self.art.placeholder(box.cw), r.topleft)  # a named place, empty for now
            if box.label_at and (spec.label or spec.kind in ("stock",)):
                label = spec.label or spec.kind.title()
                counted = marks.pile_text(label, len(lst)) if marks.pile_text is not None else None
                if counted is not None:  # a pile the game counts in units (Oh Heck!'s tricks)
                    label = counted
                elif box.mode == "stack" and len(lst) > 1:
                    label += f"  {len(lst)}"
                blit_text(surf, label, int(px * 0.9), box.label_at, DIM, max_width=max(r.w, box.cw * 1.6))
            if zname in marks.zones:
                pygame.draw.rect(surf, ACCENT, r.inflate(box.cw // 6, box.cw // 6), max(2, box.cw // 25),
                                 border_radius=box.cw // 10)
            if zname in marks.hint_zones:
                pygame.draw.rect(surf, HINT, r.inflate(box.cw // 3, box.cw // 3), max(3, box.cw // 16),
                                 border_radius=box.cw // 8)
            sh = b.shuffles.get(zname)
            if b.sort_key is not None and spec.kind == "hand" and spec.owner == b.bottom:
                lst = sorted(lst, key=b.sort_key)
            mine = spec.kind == "hand" and spec.owner == b.bottom and not marks.covered
            # the cards that can be played stand a little proud when they are the few (the rest are dimmed);
            # when most can be played, lifting them all would only look like the others had dropped
            few = sum(1 for c in lst if c in marks.playable) * 2 <= len(lst)
            proud = round(lay.lift * 0.35) if mine and marks.dim and few else 0
            for i, c in enumerate(lst):
                s = b.sprites.get(c)
                if s is None or c == HIDDEN:
                    continue
                if s.z:
                    flying.append(s)
                    continue
                dx = dy = 0
                if sh is not None and sh.phase < 1:
                    dx = round(math.sin(sh.phase * math.pi * 4) * box.cw * 0.35 * (1 if i % 2 else -1))
                if mine and c in marks.selected:
                    dy = -lay.lift  # a picked card rises all the way
                elif proud and c in marks.playable:
                    dy = -proud
                dimmed = (marks.dim and spec.owner == b.bottom and spec.kind == "hand" and c not in marks.playable) or (
                    spec.kind == "out" and spec.owner is not None)  # a seat's cards out of the game look it
                self._card(surf, s, dx, dy, dimmed, c in marks.selected or marks.focus == ("card", c),
                           marks.covered, c in marks.hint_cards)
                if c in marks.slots and not s.z:  # a place to click: outlined like a pile to click
                    rect = self.hits[-1][1]
                    pygame.draw.rect(surf, ACCENT, rect.inflate(box.cw // 18, box.cw // 18), max(2, box.cw // 40),
                                     border_radius=max(3, box.cw // 12))
            if box.mode == "backs" and lst:
                self._badge(surf, str(len(lst)), (r.right, r.bottom - box.ch // 4), px)
            if marks.focus == ("zone", zname):
                pygame.draw.rect(surf, (255, 255, 255), r.inflate(box.cw // 4, box.cw // 4), 3,
                                 border_radius=box.cw // 10)
        for s in flying:
            self._card(surf, s, 0, 0, False, False, marks.covered)
        for c, img, rect, w in self._hinted:  # the hinted card over its neighbours, ringed
            surf.blit(img, rect)
            self.hits.append((c, rect))  # and on top for the pointer too
            pygame.draw.rect(surf, HINT, rect.inflate(w // 8, w // 8), max(3, w // 14), border_radius=max(4, w // 9))
        for f in b.flyers:
            d = max(12, int(26 * u))
            chip = self.art.chip(d, f.colour)
            surf.blit(chip, (round(f.x) - d // 2, round(f.y) - d // 2))
        self._plates(surf, marks, px)
        if b.toast and b.toast[1] > 0:
            msg = fit_text(b.toast[0], int(px * 1.3), lay.centre.w * 0.9, INK, True)
            r = msg.get_rect(center=lay.centre.center).inflate(px * 1.6, px)
            panel(surf, r, (0, 0, 0, 170), radius=r.h // 3, border=GOLD)
            surf.blit(msg, msg.get_rect(center=r.center))

    def _card(self, surf: pygame.Surface, s: Sprite, dx: int, dy: int, dimmed: bool, ring: bool,
              covered: bool, hint: bool = False) -> None:
        b = self.board
        c = s.card
        face = b.face_up(c) and not (covered and not b.shown.up[c])
        if s.turn < 0.5:
            face = s.face_before and not covered
        w = max(4, int(s.w))
        if face and not b.shown.up[c] and self._lies_down(c):
            img = self.peek(c, w)  # yours, known to you, but face down to everyone else
            self.drawn_known.add(c)
        else:
            img = self.art.face(c, w, self.four_colour) if face else self.art.back(w, self.back)
        if face:
            self.drawn_up.add(c)
        x, y = round(s.x) + dx, round(s.y) + dy
        if s.turn < 1.0:
            k = abs(math.cos(math.pi * s.turn))
            nw = max(1, int(img.get_width() * k))
            img = pygame.transform.scale(img, (nw, img.get_height()))
            x += (w - nw) // 2
        if s.z:
            shadow = self._dim(img.get_size(), 70)
            surf.blit(shadow, (x + w // 14, y + w // 10))
        surf.blit(img, (x, y))
        rect = pygame.Rect(x, y, img.get_width(), img.get_height())
        if dimmed:
            surf.blit(self._dim(img.get_size(), 105), (x, y))
        if ring:
            pygame.draw.rect(surf, GOLD, rect.inflate(4, 4), max(2, w // 28), border_radius=max(3, w // 14))
        if hint:
            self._hinted.append((c, img, rect, w))
        self.hits.append((c, rect))

    def _lies_down(self, c: int) -> bool:
        """A card of yours lying face down on the table (a mat, a tableau), not held in the hand."""
        zone = self.board.shown.where[c]
        return zone is not None and self.board.shown.specs[zone].kind != "hand"

    def peek(self, c: int, w: int) -> pygame.Surface:
        """The back, with the face's corner turned up: you know this card; the others see only its back."""
        key = (c, w, self.four_colour, self.back)
        img = self._peeks.get(key)
        if img is None:
            if len(self._peeks) > 96:
                self._peeks.clear()
            back = self.art.back(w, self.back)
            face = self.art.face(c, w, self.four_colour)
            img = back.copy()
            h = img.get_height()
            corner = max(12, int(w * 0.5))
            tri = [(0, 0), (corner, 0), (0, round(corner * 1.15))]
            mask = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.polygon(mask, (255, 255, 255, 255), tri)
            part = face.copy()
            part.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            img.blit(part, (0, 0))
            pygame.draw.line(img, (60, 60, 60), tri[1], tri[2], max(1, w // 40))
            self._peeks[key] = img
        return img

    def _dim(self, size: tuple[int, int], alpha: int) -> pygame.Surface:
        key = (size[0], size[1] * 1000 + alpha)
        d = self._dims.get(key)
        if d is None:
            if len(self._dims) > 64:
                self._dims.clear()
            d = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(d, (0, 20, 10, alpha), d.get_rect(), border_radius=max(2, round(size[0] * 0.065)))
            self._dims[key] = d
        return d

    def _badge(self, surf: pygame.Surface, label: str, centre: tuple[int, int], px: int) -> None:
        img = fit_text(label, int(px * 0.85), 60, (20, 20, 20), True)
        r = max(img.get_width(), img.get_height()) // 2 + 5
        pygame.draw.circle(surf, (240, 230, 200), centre, r)
        pygame.draw.circle(surf, (40, 60, 50), centre, r, 2)
        surf.blit(img, img.get_rect(center=centre))

    def _plates(self, surf: pygame.Surface, marks: Marks, px: int) -> None:
        b = self.board
        lay = b.layout
        for seat, box in lay.seats.items():
            name = marks.names[seat] if seat < len(marks.names) else f"Seat {seat + 1}"
            note = marks.seat_notes.get(seat, "")
            width = box.rect.w if box.side != "bottom" else min(box.rect.w // 3, int(320 * lay.unit))
            h = lay.name_h
            r = pygame.Rect(box.name_at[0], box.name_at[1], width, h)
            turn = marks.to_move == seat
            panel(surf, r, (0, 0, 0, 150) if not turn else (90, 70, 10, 210), radius=h // 3,
                  border=GOLD if turn else None)
            x = r.x + h // 3
            if marks.dealer == seat:
                pygame.draw.circle(surf, (245, 245, 235), (x + h // 3, r.centery), h // 3)
                blit_text(surf, "D", int(h * 0.6), (x + h // 3, r.centery + 1), (20, 20, 20), "center", True)
                x += h * 3 // 4 + 2
            label = fit_text(name, int(px * 0.95), r.right - x - 4, ACCENT if turn else INK, True)
            surf.blit(label, label.get_rect(midleft=(x, r.centery + 1)))
            x += label.get_width() + h // 3
            if note and r.right - x > 30:
                blit_text(surf, note, int(px * 0.85), (x, r.centery + 1), DIM, "midleft",
                          max_width=r.right - x - h // 3)

    # -- hit-testing -------------------------------------------------------------------------
    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The topmost card drawn under ``pos`` in the last frame."""
        for c, r in reversed(self.hits):
            if r.collidepoint(pos):
                return c
        return None

    def zone_at(self, pos: tuple[int, int]) -> str | None:
        c = self.card_at(pos)
        if c is not None:
            return self.board.shown.where[c]
        for name, box in self.board.layout.zones.items():
            r = box.rect if box.slots else pygame.Rect(box.rect.x, box.rect.y, box.cw, round(box.cw * ASPECT))
            if r.collidepoint(pos):
                return name
        return None

    def card_rect(self, card: int) -> pygame.Rect | None:
        for c, r in reversed(self.hits):
            if c == card:
                return r
        return None

    def zone_rect(self, zone: str) -> pygame.Rect | None:
        box = self.board.layout.zones.get(zone)
        if box is None:
            return None
        lst = self.board.shown.zones.get(zone, [])
        rects = [r for c, r in self.hits if c in lst]
        if rects:
            return rects[-1]  # the top card: clicking it clicks the pile
        return pygame.Rect(box.rect.x, box.rect.y, box.cw, round(box.cw * ASPECT))
