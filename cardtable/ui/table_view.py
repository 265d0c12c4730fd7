"""Drawing the shown table and finding what is under the pointer.

The renderer draws a card's face only when the board says the person at the screen may see it; the board holds
only cards its viewer may see (the others are aliases, see ``board``), so no drawing bug can show a hidden card.
It keeps the cards it drew face up in the last frame (``drawn_up``) for tests.

Over 400 lines: one frame's drawing (plan, layers, cards, plates) and its hit-testing share the same
placed rectangles; split, each half would have to recompute or pass them around."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Literal, TypeAlias

import pygame

from ..engine.table import HIDDEN, ZoneSpec
from .art import CardArt
from .board import Board, Sprite
from .layout import ASPECT, TableLayout, ZoneBox, zone_label
from .sprites import ALIAS_BASE  # board-local ids of cards the viewer may not see
from .widgets import ACCENT, DIM, GOLD, INK, blit_text, felt, fit_text, focus_ring, font, mark, panel, tracing, wrap

Focus: TypeAlias = tuple[str, object]  # the keyboard's focus: ("card", c), ("zone", z) or ("button", value)
CardArgs: TypeAlias = tuple[Sprite, int, int, bool, bool]  # a card to draw: its sprite, shift (dx, dy), dimmed, ringed
# what the still layer draws, in order: a zone (its name, box, spec, cards), or a card (hinted, a slot, the card width)
ZoneOp: TypeAlias = tuple[Literal["zone"], str | None, ZoneBox | None, ZoneSpec | None, list[int]]
CardOp: TypeAlias = tuple[Literal["card"], CardArgs, bool, bool, int]
Hinted: TypeAlias = tuple[int, pygame.Surface, pygame.Rect, int]  # a hinted card: card, image, rect, width


@dataclass
class Marks:
    """What the table scene wants shown on the cards: what can be done, and the choices made."""

    playable: set[int] = field(default_factory=set)
    dim: bool = False  # dim the bottom seat's other cards
    selected: set[int] = field(default_factory=set)
    zones: set[str] = field(default_factory=set)  # piles that can be clicked
    slots: set[int] = field(default_factory=set)  # cards whose place can be clicked (a layout slot, a blind pick)
    focus: Focus | None = None  # under the keyboard's focus
    to_move: int | None = None
    dealer: int | None = None
    names: list[str] = field(default_factory=list)
    seat_notes: dict[int, str] = field(default_factory=dict)
    covered: bool = False  # the hand-over: every hand shows backs
    hint_cards: set[int] = field(default_factory=set)  # a hint: what to play, never played for you
    hint_zones: set[str] = field(default_factory=set)
    pile_text: Callable[[str, int], str | None] | None = None  # a pile's label and cards -> its count in units
    words_later: bool = False  # the cards' words are drawn after the table: its word waits for them (``draw_toast``)


HINT = (120, 220, 255)
OPAQUE = (14, 32, 24, 255)  # the words' panels on the table: never see-through over the cards

class TableView:
    def __init__(self, board: Board, art: CardArt) -> None:
        self.board = board
        self.art = art
        self.four_colour = False
        self.high_contrast = False
        self.back = "blue"
        self.drawn_up: set[int] = set()
        self.drawn_known: set[int] = set()  # drawn as "yours, face down to the others" (back with a corner up)
        self.hits: list[tuple[int, pygame.Rect]] = []  # cards in drawing order
        self._dims: dict[tuple[int, int], pygame.Surface] = {}
        self._peeks: dict[tuple, pygame.Surface] = {}
        self.marks = Marks()
        self.pointer: tuple[int, int] | None = None  # where the pointer is (None: ask the mouse)
        self.hovered: int | None = None  # the card you can act on under the pointer, lifted a little
        self._layer: pygame.Surface | None = None  # the still part of the table, drawn once and reused
        self._layer_key: tuple | None = None
        self._felt: pygame.Surface | None = None
        self._layer_up: set[int] = set()
        self._layer_known: set[int] = set()
        self._layer_hits: list[tuple[int, pygame.Rect]] = []
        self._layer_hinted: list[Hinted] = []
        self._hinted: list[Hinted] = []
        self.layer_draws = 0  # how often the still layer was drawn (tests)
        self._tag: dict[str, pygame.Rect] = {}  # the piles' labels, as drawn on the layer
        self._plated: list[pygame.Rect] = []  # the name plates, as drawn on the layer
        self.focus_drawn: pygame.Rect | None = None  # the keyboard focus's ring, as last drawn (tests)
        self.toast_drawn: pygame.Rect | None = None  # where the table's word lies this frame (a tip keeps off it)
        self._wanted_widths: frozenset[int] = frozenset()  # the card widths whose faces were asked ahead

    def release(self) -> None:
        """Let go of the window-sized pictures (the still layer, its felt) and the cards' dimmed and peeking
        copies: the table was left. Drawn again if it comes back (Continue). A table's parts refer to each
        other, so a table let go is freed only by Python's occasional full collection: holding two window
        sizes of pixels each until then, a few tables left took hundreds of MB (issue 50)."""
        self._layer = self._felt = None
        self._layer_key = None
        self._dims.clear()
        self._peeks.clear()

    # -- drawing -----------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, marks: Marks) -> None:
        """The table. The still part (the felt, every card at rest, the labels and name plates) is
        drawn once onto a layer and reused while it stays the same; only the cards in motion, the
        chips and the words are drawn each frame."""
        if marks.names:
            self.board.name_seats(marks.names)  # the labels naming a meld's owner get their room
        b, lay = self.board, self.board.layout
        self._want_faces(lay)
        self.hovered = self._hover(marks)
        self.marks = marks  # as last drawn (tests read what was highlighted)
        u = lay.unit
        px = int(max(15, 19 * u))
        ops, sig, moving, flying = self._plan(marks)
        key = (surf.get_size(), self.four_colour, self.high_contrast, self.back, marks.covered, tuple(marks.names),
               tuple(sorted(marks.seat_notes.items())), marks.to_move, marks.dealer, tuple(sig))
        layer = self._layer
        if key != self._layer_key or layer is None:
            layer = self._render_layer(surf.get_size(), ops, marks, px)
            self._layer_key = key
            self.layer_draws += 1
        surf.blit(layer, (0, 0))
        self.drawn_up, self.drawn_known = set(self._layer_up), set(self._layer_known)
        self.hits, self._hinted = list(self._layer_hits), list(self._layer_hinted)
        for args, hint in moving:
            self._card(surf, *args, marks.covered, hint)
        for s in flying:
            self._card(surf, s, 0, 0, False, False, marks.covered)
        for c, img, rect, w in self._hinted:  # the hinted card over its neighbours, ringed
            surf.blit(img, rect)
            self.hits.append((c, rect))  # and on top for the pointer too
            pygame.draw.rect(surf, HINT, rect.inflate(w // 8, w // 8), max(3, w // 14), border_radius=max(4, w // 9))
        self.focus_drawn = self._focus(surf, marks)
        self.toast_drawn = None
        for f in b.flyers:
            d = max(12, int(26 * u))
            chip = self.art.chip(d, f.colour)
            surf.blit(chip, (round(f.x) - d // 2, round(f.y) - d // 2))
        if not marks.words_later:
            self.draw_toast(surf)

    def draw_toast(self, surf: pygame.Surface, words: list[pygame.Rect] | tuple = ()) -> None:
        """The table's word on the last move, over everything on the felt, where it covers no other ``words``
        (the cards' tags, drawn after the table) nor a name plate or a pile's label."""
        b, lay = self.board, self.board.layout
        px = int(max(15, 19 * lay.unit))
        if b.toast and b.toast[1] > 0:
            msg = fit_text(b.toast[0], int(px * 1.3), lay.centre.w * 0.9, INK, True)
            r = msg.get_rect(center=lay.centre.center).inflate(px * 1.6, px)
            r = self.toast_drawn = self._clear_spot(r, lay.centre, px, list(words))
            panel(surf, r, OPAQUE, radius=r.h // 3, border=GOLD)  # opaque: readable over a busy table
            surf.blit(msg, msg.get_rect(center=r.center))

    def _want_faces(self, lay: TableLayout) -> None:
        """At each new set of card widths, the faces of the table's cards at those widths are asked of the
        art ahead of time (drawn in the frames' spare time: ``CardArt.work``)."""
        widths = frozenset(box.cw for box in lay.zones.values())
        if widths == self._wanted_widths:
            return
        self._wanted_widths = widths
        cards = range(min(len(self.board.shown.where), ALIAS_BASE))  # every card of the game: most are unseen yet
        for w in sorted(widths, reverse=True):
            self.art.want(cards, w, self.four_colour, self.high_contrast)

    def _focus(self, surf: pygame.Surface, marks: Marks) -> pygame.Rect | None:
        """The keyboard's focus on a card or a pile: a white ring over everything, clear of the hint's."""
        kind, what = marks.focus if marks.focus is not None else (None, None)
        box = self.board.layout.zones.get(what) if kind == "zone" and isinstance(what, str) else None
        if kind == "card" and isinstance(what, int) and (r := self.card_rect(what)) is not None:
            return focus_ring(surf, r, max(3, r.w // 22), max(3, r.w // 14), max(3, r.w // 12))
        if box is None:
            return None
        ring = focus_ring(surf, box.rect, max(3, box.cw // 22), box.cw // 10, max(3, box.cw // 8))  # outside its own
        if what in self._tag and self._layer is not None:  # its label stays readable over the ring
            surf.blit(self._layer, self._tag[what], self._tag[what])
        return ring

    def _clear_spot(self, r: pygame.Rect, centre: pygame.Rect, px: int, more: list[pygame.Rect]) -> pygame.Rect:
        """Where the table's word covers no card if it can: low in the middle, else high, else
        at the middle's centre, else at any height in the middle where it covers no word (``more``: the
        cards' tags); the trick and the piles stay in sight."""
        t = self.board.shown
        places = [pygame.Rect(box.rect.x, box.rect.y, box.cw, box.ch) for z, box in self.board.layout.zones.items()
                  if z in t.zones and not t.zones[z] and box.label_at is not None
                  and t.specs[z].kind not in ("trick", "hand")]  # an empty pile's place too
        words = self._plated + list(self._tag.values()) + more  # the name plates, the piles' labels, the tags
        ys = (centre.bottom - px // 3 - r.h, centre.y + px // 3, centre.centery - r.h // 2, centre.bottom + px // 2)
        xs = (r.x, centre.x, centre.right - r.w)  # centred, else to one side of the middle
        for taken in ([h for _, h in self.hits] + words + places, words):  # covering no card if it can, no word ever
            for x in xs:
                for y in ys:
                    spot = pygame.Rect(x, y, r.w, r.h)
                    if spot.collidelist(taken) < 0:
                        return spot
        for y in range(centre.y, centre.bottom + px // 2, max(2, px // 3)):  # any height clear of the words
            for x in xs:
                spot = pygame.Rect(x, y, r.w, r.h)
                if spot.collidelist(words) < 0:
                    return spot
        spot = r.copy()
        spot.bottom = centre.bottom - px // 3
        return spot

    def _plan(self, marks: Marks) -> tuple[list[ZoneOp | CardOp], list[object], list[tuple[CardArgs, bool]],
                                           list[Sprite]]:
        """What to draw, zone by zone: the ops for the still layer and their signature, the cards
        sliding or turning (drawn each frame), and the cards in flight (drawn over everything)."""
        b, running = self.board, self.board.tweens.running
        lay, t = b.layout, b.shown
        ops: list[ZoneOp | CardOp] = []
        sig: list[object] = [tuple(lay.size), lay.unit]
        moving: list[tuple[CardArgs, bool]] = []
        flying: list[Sprite] = []
        order = sorted(t.zones, key=lambda z: (t.specs[z].kind == "hand", t.specs[z].owner == b.bottom))
        for zname in order:
            box = lay.zones.get(zname)
            if box is None:
                continue
            spec = t.specs[zname]
            lst = b.in_order(zname)
            ops.append(("zone", zname, box, spec, lst))
            sig.append((zname, tuple(box.rect), box.cw, len(lst), spec.label, zname in marks.zones,
                        zname in marks.hint_zones))
            sh = b.shuffles.get(zname)
            shaking = sh is not None and sh.phase < 1
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
                if shaking and sh is not None:
                    dx = round(math.sin(sh.phase * math.pi * 4) * box.cw * 0.35 * (1 if i % 2 else -1))
                if mine and c in marks.selected:
                    dy = -lay.lift  # a picked card rises all the way (gold-edged); the focused one half (ringed white)
                elif mine and marks.focus == ("card", c):
                    dy = -(lay.lift // 2)
                elif proud and c in marks.playable:
                    dy = -proud
                if c == self.hovered and not (mine and c in marks.selected):
                    dy -= max(3, round(lay.lift * 0.3) if mine else box.cw // 12)  # under the pointer: lifts
                dimmed = (marks.dim and spec.owner == b.bottom and spec.kind == "hand" and c not in marks.playable) or (
                    spec.kind == "out" and spec.owner is not None)  # a seat's cards out of the game look it
                ring = c in marks.selected
                args: CardArgs = (s, dx, dy, dimmed, ring)
                if shaking or running(s) or running(s.turner) or s.turn < 1:
                    moving.append((args, c in marks.hint_cards))
                    continue
                ops.append(("card", args, c in marks.hint_cards, c in marks.slots, box.cw))
                sig.append((c, round(s.x), round(s.y), int(s.w), dx, dy, dimmed, ring, c in marks.hint_cards,
                            c in marks.slots, c == self.hovered, b.face_up(c), t.up[c]))
        return ops, sig, moving, flying

    def _render_layer(self, size: tuple[int, int], ops: list[ZoneOp | CardOp], marks: Marks,
                      px: int) -> pygame.Surface:
        """Draw the still part of the table onto the layer, and keep what it drew for the pointer; the layer."""
        if self._layer is None or self._layer.get_size() != size:
            self._layer, shown = None, pygame.display.get_surface()  # the old one goes first; no converted copy
            self._layer = pygame.Surface(size, 0, shown) if shown is not None else pygame.Surface(size)
        surf = self._layer
        if self._felt is None or self._felt.get_size() != size:
            self._felt = felt(size)  # in the display's format already: the quickest blit, and no second copy
        surf.blit(self._felt, (0, 0))
        self.drawn_up, self.drawn_known, self.hits, self._hinted, self._tag = set(), set(), [], [], {}
        box = None
        lst: list[int] = []
        focused = [op for op in ops if op[0] == "card" and marks.focus == ("card", op[1][0].card)]
        ops = [op for op in ops if op not in focused]
        end: ZoneOp = ("zone", None, None, None, [])
        for op in ops + [end] + focused:  # the focused card over its neighbours
            if op[0] == "zone":
                if box is not None and box.mode == "backs" and lst:  # the zone before is done: its count
                    self._badge(surf, str(len(lst)), (box.rect.right, box.rect.bottom - box.ch // 4), px)
                _, zname, box, spec, lst = op
                if box is not None and zname is not None and spec is not None:  # (not the end)
                    self._decorate(surf, zname, box, spec, lst, marks, px)
                continue
            _, args, hint, slot, cw = op
            c = args[0].card
            self._card(surf, *args, marks.covered, hint)
            if c == self.hovered:  # the place it rose from still counts as under the pointer
                hit = self.hits[-1]
                self.hits[-1] = (c, hit[1].union(hit[1].move(0, cw // 3)))
            if slot:  # a place to click: outlined like a pile to click
                rect = self.hits[-1][1]
                pygame.draw.rect(surf, ACCENT, rect.inflate(cw // 18, cw // 18), max(2, cw // 40),
                                 border_radius=max(3, cw // 12))
        self._plates(surf, marks, px)
        self._layer_up, self._layer_known = self.drawn_up, self.drawn_known
        self._layer_hits, self._layer_hinted = self.hits, self._hinted
        return surf

    def _decorate(self, surf: pygame.Surface, zname: str, box: ZoneBox, spec: ZoneSpec, lst: list[int], marks: Marks,
                  px: int) -> None:
        """A zone's place, label and rings (what can be clicked, a hint)."""
        r = box.rect
        if (spec.owner is None and spec.kind != "trick" and box.mode == "stack") or (
                not lst and box.label_at is not None and spec.kind not in ("trick", "hand")):
            surf.blit(self.art.placeholder(box.cw), r.topleft)  # a named place, empty for now
        if box.label_at and (spec.label or spec.kind in ("stock",)):
            label = zone_label(spec, marks.names)
            counted = marks.pile_text(label, len(lst)) if marks.pile_text is not None else None
            if counted is not None:  # a pile the game counts in units (Oh Heck!'s tricks)
                label = counted
            elif box.mode == "stack" and len(lst) > 1:
                label += f"  {len(lst)}"
            room = max(r.w, box.cw * 1.6, self.board.layout.label_font.size(label)[0])  # the layout made it room
            self._tag[zname] = blit_text(surf, label, px * 9 // 10, box.label_at, DIM, max_width=room)
        if zname in marks.zones:
            pygame.draw.rect(surf, ACCENT, r.inflate(box.cw // 6, box.cw // 6), max(2, box.cw // 25),
                             border_radius=box.cw // 10)
        if zname in marks.hint_zones:
            pygame.draw.rect(surf, HINT, r.inflate(box.cw // 3, box.cw // 3), max(3, box.cw // 16),
                             border_radius=box.cw // 8)

    def _hover(self, marks: Marks) -> int | None:
        """The card under the pointer (as last drawn) if it can be acted on now."""
        pos = self.pointer
        if pos is None:
            if not pygame.display.get_init() or not pygame.mouse.get_focused():
                return None
            pos = pygame.mouse.get_pos()
        c = self.card_at(pos)
        if c is None or marks.covered or (c not in marks.playable and c not in marks.slots):
            return None
        return c

    def _card(self, surf: pygame.Surface, s: Sprite, dx: int, dy: int, dimmed: bool, ring: bool,
              covered: bool, hint: bool = False) -> None:
        b = self.board
        c = s.card
        face = b.face_up(c) and not (covered and not b.shown.up[c])
        if s.turn < 0.5:
            face = s.face_before and not covered
        face = face and c < ALIAS_BASE  # a card the viewer may not see (only its place): never a face
        w = max(4, int(s.w))
        aw = max(4, int(s.tw)) if s.z else w  # in flight: the image at the size it lands at, scaled
        if face and not b.shown.up[c] and self._lies_down(c):
            img = self.peek(c, aw)  # yours, known to you, but face down to everyone else
            self.drawn_known.add(c)
        else:
            img = self.art.face(c, aw, self.four_colour, self.high_contrast) if face else self.art.back(aw, self.back)
        if aw != w:
            img = pygame.transform.smoothscale(img, (w, round(w * ASPECT)))
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
        surf.blit(mark(img, "card") if tracing() else img, (x, y))
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
        key = (c, w, self.four_colour, self.high_contrast, self.back)
        img = self._peeks.get(key)
        if img is None:
            if len(self._peeks) > 96:
                self._peeks.clear()
            img = self.art.corner_up(c, w, self.four_colour, self.high_contrast, self.back)
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
        self._plated = []
        for seat, box in lay.seats.items():
            name = marks.names[seat] if seat < len(marks.names) else f"Seat {seat + 1}"
            note = marks.seat_notes.get(seat, "")
            width = box.rect.w if box.side != "bottom" else min(box.rect.w // 3, int(320 * lay.unit))
            h = lay.name_h
            r = pygame.Rect(box.name_at[0], box.name_at[1], width, h)
            x = r.x + h // 3 + (h * 3 // 4 + 2 if marks.dealer == seat else 0)
            room = r.right - x - font(int(px * 0.95), True).size(name)[0] - 2 * (h // 3)  # beside the name
            if font(int(px * 0.85)).size(note)[0] > room:
                note = " ".join(note.split())  # tighter spaces, and if need be under the name: never cut
            two = bool(note) and font(int(px * 0.85)).size(note)[0] > room
            notes = wrap(note, int(px * 0.85), r.w - 2 * (h // 3)) if two else []  # under the name, on as many
            r.h = h * (1 + len(notes)) if two else h  # lines as it takes (a narrow plate, large text): never cut
            self._plated.append(r)
            turn = marks.to_move == seat
            panel(surf, r, OPAQUE if not turn else (90, 70, 10, 255), radius=h // 3,
                  border=GOLD if turn else None)
            mid = r.y + h // 2
            if marks.dealer == seat:
                pygame.draw.circle(surf, (245, 245, 235), (r.x + h * 2 // 3, mid), h // 3)
                blit_text(surf, "D", int(h * 0.6), (r.x + h * 2 // 3, mid + 1), (20, 20, 20), "center", True)
            label = fit_text(name, int(px * 0.95), r.right - x - 4, ACCENT if turn else INK, True)
            surf.blit(label, label.get_rect(midleft=(x, mid + 1)))
            if two:
                for k, line in enumerate(notes):
                    blit_text(surf, line, int(px * 0.85), (r.x + h // 3, mid + h * (k + 1) + 1), DIM, "midleft")
            elif note and r.right - (x + label.get_width() + h // 3) > 30:
                x += label.get_width() + h // 3
                blit_text(surf, note, int(px * 0.85), (x, mid + 1), DIM, "midleft", max_width=r.right - x - h // 3)

    # -- hit-testing -------------------------------------------------------------------------
    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The topmost card drawn under ``pos`` in the last frame."""
        return next((c for c, r in reversed(self.hits) if r.collidepoint(pos)), None)

    def zone_at(self, pos: tuple[int, int]) -> str | None:
        c = self.card_at(pos)
        if c is not None:
            return self.board.shown.where[c]
        for name, box in self.board.layout.zones.items():
            r = box.rect if box.slots else pygame.Rect(box.rect.x, box.rect.y, box.cw, round(box.cw * ASPECT))
            if r.collidepoint(pos):
                return name
        for name in sorted(self.marks.zones):  # a lit place: all of its ring can be clicked, not its first card's
            lit = self.board.layout.zones.get(name)
            if lit is not None and lit.rect.inflate(lit.cw // 6, lit.cw // 6).collidepoint(pos):
                return name
        return None

    def card_rect(self, card: int) -> pygame.Rect | None:
        return next((r for c, r in reversed(self.hits) if c == card), None)

    def zone_rect(self, zone: str) -> pygame.Rect | None:
        box = self.board.layout.zones.get(zone)
        if box is None:
            return None
        lst = self.board.shown.zones.get(zone, [])
        rects = [r for c, r in self.hits if c in lst]
        if rects:
            return rects[-1]  # the top card: clicking it clicks the pile
        return pygame.Rect(box.rect.x, box.rect.y, box.cw, round(box.cw * ASPECT))
