"""A game's rules in short sections with headings and small drawn examples of the cards they speak of
(the game's ``rules_text``: its sections, ``engine/rules_sections.py``), scrollable; also an overlay
over the table or the set-up (F1 on any page), and the list of keys ('?').

The text runs in a column of a readable measure (about 75 characters a line at any window size and
text size, fewer only where the window is narrower); where the window leaves room beside it, the
sections' titles stand in a list on the left, the one in view marked, each a click away. Up and Down
scroll a line, Page Up and Page Down (and Space) a page, Left and Right go to the section before or
after, Home and End to the start and the end. A paragraph, a title with its first paragraph, or a row
of cards is shown whole or not at all: the view always starts at one, and Page Down brings the first
one not wholly in view to the top.

Over 400 lines: one page whose layout (blocks in units), scrolling (by those units) and drawing (the
column, the cards, the titles' list) read the same blocks; apart, each would hold half a page's state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from ...engine.options import house_rules_text
from ...engine.rules_sections import Section
from ..keys import key_lines
from ..widgets import (
    DIM,
    INK,
    Button,
    blit_text,
    felt,
    font,
    mark,
    panel,
    shade,
    text_generation,
    text_scale,
    tracing,
    wrap,
)
from .base import Scene, SceneApp

if TYPE_CHECKING:
    from ...engine.game import SomeGame

MEASURE = 75  # characters a line of the rules holds, at most (about: the letters' widths differ)
SAMPLE = "the quick brown fox jumps over the lazy dog, and The Pile Is Turned: 10 20 30. "
HEAD = (250, 236, 190)
CAPTION = (200, 214, 200)


def paragraphs(text: str) -> list[str]:
    """Rejoin the rules' hard-wrapped lines into paragraphs; list items keep their own lines."""
    out: list[str] = []
    for block in text.strip().split("\n\n"):
        cur = ""
        for line in block.split("\n"):
            s = line.strip()
            starts_item = s[:2] in ("- ", "* ") or (s[:1].isdigit() and s[1:3] in (". ", ") "))
            if cur and starts_item:
                out.append(cur)
                cur = s
            else:
                cur = (cur + " " + s).strip()
        out.append(cur)
        out.append("")
    return out


def pieces(text: str) -> list[tuple[int, str]]:
    """The section's paragraphs and list items, each with its depth (1: an item indented under another),
    a blank paragraph ("") between blocks."""
    out: list[tuple[int, str]] = []
    for block in text.strip().split("\n\n"):
        for line in block.split("\n"):
            s = line.strip()
            item = s[:2] in ("- ", "* ") or (s[:1].isdigit() and s[1:3] in (". ", ") "))
            if item or not out or out[-1] == (0, ""):
                out.append((1 if item and len(line) - len(line.lstrip()) >= 2 else 0, s))
            else:
                out[-1] = (out[-1][0], (out[-1][1] + " " + s).strip())
        out.append((0, ""))
    return out


def house_sections(text: str) -> list[Section]:
    """The house rules' text (``house_rules_text``) as sections: "AT THIS TABLE: ..." and "HOUSE RULES. ..."
    each under a title of its own."""
    out = []
    for block in text.strip().split("\n\n"):
        first, _, rest = block.strip().partition("\n")
        cut = min((i for i in (first.find(": "), first.find(". ")) if i > 0), default=-1)
        if cut < 0:
            out.append(Section("House rules", block))
            continue
        title = first[:cut].capitalize()
        out.append(Section(title, (first[cut + 2:] + "\n" + rest).strip()))
    return out


@dataclass
class Block:
    """A piece of the laid-out rules: a section's title, a line of text, or a row of example cards."""

    kind: str  # "head", "line", "cards"
    y: int
    h: int
    section: int
    unit: int  # the paragraph, title or row of cards it belongs to: a unit is shown whole or not at all
    text: str = ""
    indent: int = 0
    rows: list[list[list[int | None]]] = field(default_factory=list)  # example cards: rows of groups
    caption: list[str] = field(default_factory=list)
    caption_below: bool = False


class Rules(Scene):
    def __init__(self, app: SceneApp, game: SomeGame | None = None, overlay: bool = False, keys: bool = False) -> None:
        """The rules of ``game``, the keys after them; ``keys``: the keys alone (the ``?`` overlay)."""
        super().__init__(app)
        self.game = game
        self.overlay = overlay
        below = app.stack[-1] if overlay and getattr(app, "stack", None) else None
        playing = getattr(getattr(below, "chair", None), "options", None)
        if playing is None and getattr(below, "game", None) is game:
            playing = getattr(below, "values", None)  # over a set-up: the options being chosen there
        playback = getattr(below, "playback", None)  # over a replay: it waits while the person reads
        if playback is not None:
            playback.hold_for("the keys" if keys or game is None else "the rules")
        self.heading = "Keys" if keys or game is None else f"Rules: {game.info.name}"
        self.sections: list[Section] = []
        self.subtitle = ""
        if not (keys or game is None):
            rules = game.words.rules_text
            self.sections = list(getattr(rules, "sections", ()))
            head = " ".join(str(getattr(rules, "heading", "")).split())
            inside = head[head.find("(") + 1: head.rfind(")")] if "(" in head and head.endswith(")") else head
            self.subtitle = inside[:1].upper() + inside[1:]  # "2 to 12 players; one pack for 2-4, ..."
            if not self.sections:  # a game whose rules are one text: its paragraphs, under one title
                self.sections = [Section("The rules", rules)]
            self.sections += house_sections(house_rules_text(game, playing))
        replay = keys and any(getattr(s, "replaying", False) for s in getattr(app, "stack", []))  # '?' in a replay
        shown: SomeGame | None = game if game is not None else getattr(below, "game", None)  # whose keys these are
        digits = None if shown is None else shown.words.presentation.typed_number  # what the digits do there
        keys_text = "\n".join(f"- {k}" for k in key_lines(replay, digits))
        self.sections.append(Section("In a replay" if replay else "Keys at the table", keys_text))
        self.offset = 0  # pixels scrolled
        self.buttons = [Button("Back", "back")]
        self.focus = 0
        self.blocks: list[Block] = []
        self.contents: list[tuple[pygame.Rect, int]] = []  # the titles' list: where each is, its section
        self._layout_key: tuple[object, ...] | None = None
        self._total = 0
        self._view = pygame.Rect(0, 0, 1, 1)
        self._line_h = 20
        self._units: list[int] = []  # where each unit (a title, a paragraph, a row of cards) begins

    @property
    def paras(self) -> list[str]:
        """The page's words in order, a paragraph a string: each section's title, its paragraphs (a list
        item without its mark) and its example's caption."""
        out: list[str] = []
        for sec in self.sections:
            out += [sec.title, ""]
            out += [p[2:].strip() if p[:2] in ("- ", "* ") else p for p in paragraphs(sec.text)]
            if sec.caption:
                out += [sec.caption, ""]
        return out

    # -- input --------------------------------------------------------------------------------------
    def press(self, value: object) -> None:
        self.app.pop()

    def card_panel(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """The rules' box, opaque: over the table no card or word on the felt shows through the text."""
        panel(surf, rect, (6, 24, 16, 255), radius=self.px(16), border=(200, 170, 90))

    def scroll(self, dy: int) -> None:
        """The wheel: three lines a notch, to the start of a unit (never part of a paragraph at the top)."""
        target = self.offset - dy * 3 * self._line_h
        if dy < 0:
            self.scroll_to(max(target, self._after(self.offset)), up=False)
        else:
            self.scroll_to(min(target, self._before(self.offset)))

    def scroll_to(self, y: int, up: bool = True) -> None:
        """The view from the start of the unit at ``y`` (the one before it, or with ``up`` False the next
        one), no further than the last whole page."""
        y = max(0, min(self._last(), int(y)))
        starts = [u for u in self._units if u <= y] if up else [u for u in self._units if u >= y]
        self.offset = (max(starts) if up else min(starts)) if starts else 0

    def _last(self) -> int:
        """The offset that shows the end: the first unit from which the rest fits in the view."""
        fits = [u for u in self._units if self._total - u <= self._view.h]
        return min(fits) if fits else (max(self._units) if self._units else 0)

    def _after(self, y: int) -> int:
        later = [u for u in self._units if u > y]
        return min(later) if later else y

    def _before(self, y: int) -> int:
        earlier = [u for u in self._units if u < y]
        return max(earlier) if earlier else 0

    def starts(self) -> list[int]:
        """Where each section begins in the laid-out text (pixels from its top)."""
        out: dict[int, int] = {}
        for b in self.blocks:
            out.setdefault(b.section, b.y)
        return [out.get(i, 0) for i in range(len(self.sections))]

    def section_in_view(self) -> int:
        """The section the top of the view is in (the one marked in the titles' list)."""
        at = 0
        for i, y in enumerate(self.starts()):
            if y <= self.offset + self._line_h:
                at = i
        if self.offset >= self._last() and self._total > self._view.h:  # at the end: the last one in view
            seen = [b.section for b in self.blocks if b.y < self.offset + self._view.h]
            return max(seen) if seen else at
        return at

    def go_section(self, by: int) -> None:
        starts = self.starts()
        if not starts:
            return
        i = max(0, min(len(starts) - 1, self.section_in_view() + by))
        if by > 0 and starts[i] <= self.offset and i < len(starts) - 1:
            i += 1
        self.scroll_to(starts[i])

    def next_page(self) -> int:
        """Where Page Down goes: the first unit not wholly in view comes to the top (none is skipped)."""
        bottom = self.offset + self._view.h
        cut = [b.y for b in self.blocks if b.y + b.h > bottom]
        return self._units[min(b.unit for b in self.blocks if b.y + b.h > bottom)] if cut else self._last()

    def previous_page(self) -> int:
        """Where Page Up goes: the earliest unit from which everything up to the top of the view fits."""
        fits = [u for u in self._units if self.offset - u <= self._view.h and u < self.offset]
        return min(fits) if fits else self._before(self.offset)

    def key(self, e: pygame.event.Event) -> None:
        k = e.key
        if k in (pygame.K_PAGEDOWN, pygame.K_SPACE):
            self.scroll_to(self.next_page(), up=False)
        elif k == pygame.K_PAGEUP:
            self.scroll_to(self.previous_page())
        elif k == pygame.K_DOWN:
            self.scroll_to(self._after(self.offset), up=False)
        elif k == pygame.K_UP:
            self.scroll_to(self._before(self.offset))
        elif k == pygame.K_RIGHT:
            self.go_section(1)
        elif k == pygame.K_LEFT:
            self.go_section(-1)
        elif k == pygame.K_HOME:
            self.offset = 0
        elif k == pygame.K_END:
            self.scroll_to(self._last())
        elif k in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_BACKSPACE):
            self.app.pop()

    def click(self, pos: tuple[int, int]) -> None:
        for r, i in self.contents:
            if r.collidepoint(pos):
                self.scroll_to(self.starts()[i])
                return

    # -- layout ---------------------------------------------------------------------------------------
    def card_width(self, px: int) -> int:
        return max(28, int(font(px).get_linesize() * 2.6))

    def lay_out(self, width: int, px: int) -> None:
        """The sections as blocks down a column ``width`` wide (kept until the size or the text changes)."""
        key = (width, px, text_generation(), self.size)
        if key == self._layout_key:
            return
        self._layout_key = key
        f = font(px)
        lh = f.get_linesize()
        self._line_h = lh
        head_px = int(px * 1.25)
        head_h = font(head_px, True).get_linesize()
        bullet = f.size("\u2022  ")[0]
        blocks: list[Block] = []
        self._units = []
        y = 0
        for si, sec in enumerate(self.sections):
            if si:
                y += int(lh * 0.9)
            self._units.append(y)
            for line in wrap(sec.title, head_px, width, True):
                blocks.append(Block("head", y, head_h, si, len(self._units) - 1, line))
                y += head_h
            y += lh // 4
            first = True  # a title stays with its first paragraph (never alone at the foot of the view)
            for depth, para in pieces(sec.text):
                if not para:
                    y += lh // 2
                    continue
                item = para[:2] in ("- ", "* ")
                numbered = para[:1].isdigit() and para[1:3] in (". ", ") ")
                if not first:
                    self._units.append(y)
                first = False
                if item or numbered:
                    mark = "\u2022" if item else para[:2]
                    body = para[2:].strip()
                    indent = (bullet if item else f.size(para[:2] + "  ")[0]) + depth * f.size("1.  ")[0]
                    lines = wrap(body, px, width - indent)
                    for k, line in enumerate(lines):
                        blocks.append(Block("line", y, lh, si, len(self._units) - 1, line, indent,
                                            caption=[mark] if k == 0 else []))
                        y += lh
                else:
                    for line in wrap(para, px, width):
                        blocks.append(Block("line", y, lh, si, len(self._units) - 1, line))
                        y += lh
            if sec.cards:
                rows = sec.rows()
                cw = self.card_width(px)
                gap, group_gap = max(2, cw // 10), cw // 2
                row_w = max(sum(len(g) * cw + (len(g) - 1) * gap for g in row) + group_gap * (len(row) - 1)
                            for row in rows)
                if row_w > width:  # a narrow column: the cards smaller, each row still one row
                    cw = max(16, int(cw * width / row_w))
                    gap, group_gap = max(2, cw // 10), cw // 2
                    row_w = width
                ch = round(cw * 1.4)
                tag = lh if self._has_card_words(sec.groups()) else 0
                cards_h = len(rows) * (ch + tag) + (len(rows) - 1) * gap
                room = width - row_w - px
                beside = room >= width * 0.35
                cap = wrap(sec.caption, px, room if beside else width) if sec.caption else []
                h = max(cards_h, len(cap) * lh) if beside else cards_h + px // 2 + len(cap) * lh
                y += lh // 4
                self._units.append(y)
                blocks.append(Block("cards", y, h, si, len(self._units) - 1, rows=rows, caption=cap,
                                    caption_below=not beside, indent=cw, text=str(row_w)))
                y += h + lh // 4
        self.blocks = blocks
        self._total = y

    def _has_card_words(self, groups: list[list[int | None]]) -> bool:
        words = self.game.words if self.game is not None else None
        return words is not None and any(c is not None and words.card_word(c) for g in groups for c in g)

    # -- drawing ----------------------------------------------------------------------------------------
    def measure(self, most: int, pad: int, tall: int) -> tuple[int, int, int, bool]:
        """(the text's size, the column's width, the titles' list's width, whether that list shows): the
        column holds about ``MEASURE`` characters, the text grown (up to 30%) where the window has the room;
        the list shows where there is room for both."""
        def chars(px: int) -> int:
            return int(font(px).size(SAMPLE)[0] / len(SAMPLE) * MEASURE)

        px = best = self.px(24)
        grow = max(1.0, 1.3 / text_scale())  # a larger text-size setting has grown it already
        for bigger in range(px + 1, int(px * grow) + 1):  # larger text where the window has the room
            if chars(bigger) + 2 * pad > most:
                break
            best = bigger
        side = min(max((font(best).size(s.title)[0] for s in self.sections), default=0) + 2 * pad, int(most * 0.27))
        lh = font(best).get_linesize()
        listed = sum(len(wrap(s.title, best, side - self.px(10))) * lh + lh // 3 for s in self.sections)
        if chars(best) + side + 3 * pad <= most and len(self.sections) > 2 and listed <= tall - 6 * lh:
            return best, chars(best), side, True  # the titles' list beside the column, every title in it
        return best, min(chars(best), most - 2 * pad), side, False

    def draw(self, surf: pygame.Surface) -> None:
        W, H = self.size
        if not self.overlay:
            surf.blit(felt((W, H)), (0, 0))
        shade(surf, 160 if self.overlay else 60)
        pad = self.px(28)
        most = int(W * 0.96)
        px, measure, side, with_side = self.measure(most, pad, int(H * 0.94))
        f = font(px)
        want = measure + 2 * pad + (side + pad if with_side else 0)
        r = self.centred_panel(surf, min(most, want), int(H * 0.94))
        col_x = r.x + pad + (side + pad if with_side else 0)
        width = min(measure, r.right - pad - col_x)
        y = r.y + self.px(12)
        head = blit_text(surf, self.heading, int(px * 1.45), (col_x + width // 2 if with_side else r.centerx, y), HEAD,
                         "midtop", True, r.w - 2 * pad)
        self.heading_text = self.heading
        y = head.bottom + self.px(4)
        for line in wrap(self.subtitle, px, width) if self.subtitle else []:
            blit_text(surf, line, px, (col_x, y), DIM)
            y += f.get_linesize()
        y += self.px(8)
        bottom = r.bottom - self.px(64)
        self._view = pygame.Rect(col_x, y, width + self.px(6), max(f.get_linesize(), bottom - y))
        self.lay_out(width, px)
        self.scroll_to(self.offset)
        self._draw_blocks(surf, px)
        self.contents = []
        if with_side:
            self._draw_contents(surf, pygame.Rect(r.x + pad, self._view.y, side - pad // 2, self._view.h), px)
        if self._total > self._view.h:
            bar = pygame.Rect(r.right - pad // 2 - 3, self._view.y, 6, self._view.h)
            frac = self._view.h / self._total
            bar_h = max(20, int(bar.h * frac))
            top = bar.y + int((bar.h - bar_h) * self.offset / max(1, self._total - self._view.h))
            pygame.draw.rect(surf, (90, 110, 90), bar, border_radius=3)
            pygame.draw.rect(surf, (230, 200, 110), (bar.x, top, 6, bar_h), border_radius=3)
            room = r.w - 2 * pad - int(200 * self.u)
            small = int(px * 0.85)
            hints: tuple[str, ...] = (
                "Wheel, arrows, Page Up/Down to scroll; Left and Right: the section before or after",
                "Scroll: wheel, arrows, Page Up/Down; sections: Left, Right", "Scroll: arrows, Page Up/Down")
            hints = hints if len(self.sections) > 1 else ("Scroll with the wheel, the arrows or Page Up/Down",
                                                          "Scroll: arrows, Page Up/Down")
            hint = next((h for h in hints if font(small).size(h)[0] <= room), "")
            if hint:
                blit_text(surf, hint, small, (r.x + pad, r.bottom - self.px(36)), DIM, "midleft")
        b = self.buttons[0]
        b.rect = pygame.Rect(0, 0, int(180 * self.u), self.px(48))
        b.rect.bottomright = (r.right - pad, r.bottom - self.px(12))
        self.draw_buttons(surf)

    def _draw_blocks(self, surf: pygame.Surface, px: int) -> None:
        view = self._view
        clip = surf.get_clip()
        surf.set_clip(view.clip(clip) if clip else view)
        head_px = int(px * 1.25)
        settings = getattr(self.app, "settings", None)
        cut = {b.unit for b in self.blocks if b.y < self.offset or b.y + b.h > self.offset + view.h}
        for b in self.blocks:
            y = view.y + b.y - self.offset
            if b.unit in cut:
                continue  # a paragraph, a title or a row of cards is shown whole or not at all
            if b.kind == "head":
                blit_text(surf, b.text, head_px, (view.x, y), HEAD, bold=True)
            elif b.kind == "line":
                if b.caption:  # the item's mark, in the room its lines are indented by
                    mark_w = font(px).size(b.caption[0] + "  ")[0]
                    blit_text(surf, b.caption[0], px, (view.x + b.indent - mark_w, y), INK)
                blit_text(surf, b.text, px, (view.x + b.indent, y), INK)
            else:
                self._draw_cards(surf, b, view.x, y, px, settings)
        surf.set_clip(clip)

    def _draw_cards(self, surf: pygame.Surface, b: Block, x0: int, y: int, px: int, settings: object) -> None:
        """A section's example cards, drawn with the table's own card art (its back, four colours, contrast),
        each card's meaning in the game under it (a rose, a skull); the caption beside or below."""
        art = self.app.art
        cw = b.indent
        ch = round(cw * 1.4)
        gap, group_gap = max(2, cw // 10), cw // 2
        four = bool(getattr(settings, "four_colour", False))
        high = bool(getattr(settings, "high_contrast", False))
        back = str(getattr(settings, "back", "blue"))
        words = self.game.words if self.game is not None else None
        lh = font(px).get_linesize()
        tag = lh if self._has_card_words([g for row in b.rows for g in row]) else 0
        small = max(10, int(px * 0.8))
        top = y
        for row in b.rows:
            x = x0
            for gi, group in enumerate(row):
                if gi:
                    x += group_gap - gap
                for c in group:
                    img = art.back(cw, back) if c is None else art.face(c, cw, four, high)
                    surf.blit(mark(img, "card") if tracing() else img, (x, y))
                    word = words.card_word(c) if words is not None and c is not None else None
                    if word:
                        blit_text(surf, word, small, (x + cw // 2, y + ch + 2), DIM, "midtop")
                    x += cw + gap
            y += ch + tag + gap
        row_w = int(b.text or 0)
        if b.caption_below:
            cy = top + b.h - len(b.caption) * lh
            for line in b.caption:
                blit_text(surf, line, px, (x0, cy), CAPTION)
                cy += lh
        else:
            cx = x0 + row_w + px
            cy = top + max(0, (y - gap - top - len(b.caption) * lh) // 2)
            for line in b.caption:
                blit_text(surf, line, px, (cx, cy), CAPTION)
                cy += lh

    def _draw_contents(self, surf: pygame.Surface, box: pygame.Rect, px: int) -> None:
        """The sections' titles down the left, the one in view marked; each a click away."""
        size = px
        lh = font(size).get_linesize()
        now = self.section_in_view()
        y = box.y
        for i, sec in enumerate(self.sections):
            lines = wrap(sec.title, size, box.w - self.px(10))
            h = len(lines) * lh + lh // 3
            if y + h > box.bottom:
                break
            r = pygame.Rect(box.x, y, box.w, h)
            if i == now:
                panel(surf, r.inflate(self.px(8), 0), (60, 80, 50, 255), radius=self.px(6))
            for k, line in enumerate(lines):
                blit_text(surf, line, size, (box.x + self.px(4), y + k * lh), HEAD if i == now else DIM)
            self.contents.append((r, i))
            y += h
