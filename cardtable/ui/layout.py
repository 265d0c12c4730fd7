"""Where everything lies, for 2 to 12 seats at any window size.

The seat at the bottom (the person at the screen) has the hand along the
bottom edge and their own piles and melds just above it; the others sit
around the top and sides, each in a box with their hand as fanned backs and
their piles; the middle of the table holds the zones nobody owns. Every zone
is placed from its kind and layout hint alone, so a new game needs no code
here. Sizes are found by fitting: the largest cards that let everything in
an area fit, capped so a lone pile never becomes huge. Cards are laid out to be
read: a hand shown face up or a long spread overlaps no more than leaves each
card's corner index in sight (a long spread takes up to 3 rows for it), and a
long row spreads out into the room its shelf has to spare.

Over 400 lines: the seats' boxes, the zones' fitting and each zone's places are
one computation on one set of sizes; split, each part would take them all.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..engine.table import ZoneSpec
from .art_faces import COMPACT_BELOW
from .sprites import tag_need, tag_px
from .widgets import body, font, ink_height, text_generation, text_scale

ASPECT = 1.4
LABEL = 0.17  # a zone's label line, in card heights
SIDE_BY_SIDE = 1.08  # cards in a row with a little felt between them, in card widths


def index_w(cw: int) -> int:
    """How much of a face's left edge its corner index takes (its rank and suit), in pixels, with a
    pixel to spare: a card overlapped by its right neighbour shows at least this much to be read.
    As ``art_faces`` draws it: the index column from 4% of the width in, 16% wide (2.1 times as
    wide on the compact faces of small cards)."""
    return round(cw * (0.04 + 0.16 * (2.1 if cw < COMPACT_BELOW else 1.0))) + 2


def ring_reach(cw: int) -> int:
    """How far the keyboard's focus ring reaches outside a card ``cw`` wide (table_view draws it with
    ``focus_ring``: a gap of ``max(3, cw // 12)``, ``max(3, cw // 22)`` thick, and its dark edge)."""
    return max(3, cw // 12) + max(3, cw // 22) + 1


def zone_label(spec: ZoneSpec, names: list[str] | tuple[str, ...] = ()) -> str:
    """A zone's label as the table shows it: a meld names its owner (the table's name for the seat)."""
    label = spec.label or spec.kind.title()
    if spec.kind == "meld" and spec.owner is not None and 0 <= spec.owner < len(names):
        return f"{label} ({names[spec.owner]})"
    return label


@dataclass
class ZoneBox:
    """The place of one zone: its card width and where each of its cards lies."""

    name: str
    rect: pygame.Rect
    cw: int
    mode: str  # stack, spread, row, fan, grid, hand, backs
    cols: int = 1
    step: float = 0.0
    label_at: tuple[int, int] | None = None
    slots: list[tuple[int, int]] = field(default_factory=list)  # top-left of each card

    @property
    def ch(self) -> int:
        return round(self.cw * ASPECT)


@dataclass
class SeatBox:
    seat: int
    rect: pygame.Rect  # the seat's whole area
    name_at: tuple[int, int]  # top-left of the name plate
    centre: tuple[int, int]  # where its cards come from and go to
    side: str  # bottom, top, left, right


def seat_sides(opponents: int, tall: bool = False) -> tuple[int, int]:
    """How many opponents sit on each side and how many along the top.

    ``tall``: each seat shows rows of cards (a grid), which the short boxes of
    a crowded side column would shrink to specks; more of them sit along the top."""
    if opponents <= 3:
        return 0, opponents
    if tall:
        side = 1 if opponents <= 9 else 2
    else:
        side = 1 if opponents <= 7 else (2 if opponents <= 10 else 3)
    return side, opponents - 2 * side


def across(nseats: int) -> bool:
    """Does a seat sit straight across the table from the bottom one (an odd number along the top)?
    Then a trick's near and far cards lie one above the other, and need the height to stay clear."""
    return seat_sides(nseats - 1)[1] % 2 == 1


def zone_units(spec: ZoneSpec, k: int, nseats: int) -> tuple[float, float, str, int]:
    """A zone's size in card widths and card heights, its drawing mode and columns."""
    layout = spec.layout
    if spec.kind == "trick":
        k = max(k, min(nseats, 6))
        high = 2.1 if across(nseats) else 1.8  # its cards lie on an oval up to 0.55 (0.4) heights off its middle
        return 1 + 1.08 * (k - 1), high, "row", k
    if layout == "grid" and spec.grid:
        cols, rows = spec.grid
        return cols * 1.08 - 0.08, rows * ASPECT * 1.06 / ASPECT - 0.06, "grid", cols
    if layout == "spread":
        k = max(k, 6)
        return 1 + 0.34 * (k - 1), 1.0, "spread", k
    if layout == "row":
        return 1 + (0.42 if spec.kind == "meld" else 1.08) * (max(k, 1) - 1), 1.0, "row", k
    if layout == "fan":
        return 1 + 0.3 * (max(k, 1) - 1), 1.0, "fan", k
    return 1.12, 1.0, "stack", 1


def _wide(item: tuple, cw: float) -> float:
    """An item's width on its shelf: its cards' (``item[1]`` card widths), or its label's (``item[3]``
    pixels, when given) if that is wider: neighbours' labels never run into each other."""
    return max(item[1] * cw, item[3] if len(item) > 3 else 0.0)


def label_room(label: float, cw: float, label_px: float) -> float:
    """The height above a shelf of zones for their labels: ``label`` card heights, or more where the
    label's line (``label_px`` high) and a deep pile's rise need it (a label is never under a card)."""
    return max(label * cw * ASPECT, label_px + 4 * max(1, int(cw) // 60)) if label else 0.0


def _shelves(items: list[tuple], cw: float, width: int, gap: float,
             label: float, label_px: float = 0.0) -> tuple[float, list[list[tuple[str, float, float]]]]:
    """Shelf-pack items (name, w units, h units) at card width cw: the height used and the shelves."""
    ch = cw * ASPECT
    shelves: list[list[tuple]] = [[]]
    x = 0.0
    for it in items:
        w = _wide(it, cw)
        if shelves[-1] and x + w > width:
            shelves.append([])
            x = 0.0
        shelves[-1].append(it)
        x += w + gap
    height = sum(max(it[2] for it in s) * ch + label_room(label, cw, label_px) + gap for s in shelves if s)
    return height, shelves


_FLOWED: dict[tuple, tuple[int, dict[str, pygame.Rect]]] = {}


def flow(rect: pygame.Rect, items: list[tuple], max_cw: float, min_cw: float = 14,
         labels: bool = True, label_px: float = 0.0,
         grow: dict[str, float] | None = None) -> tuple[int, dict[str, pygame.Rect]]:
    """The largest card width (up to max_cw) at which the items fit in rect, and each item's rect.

    ``grow``: items that may be wider (up to so many card widths: a long row spread out) when their
    shelf has room to spare at that card width; they take it in turn, the shelf stays centred.
    A pure function of its arguments, remembered: the table is laid out again as cards move, and
    the seats' searches for their card width cost a frame's time (issue 44's spreads)."""
    key = (tuple(rect), tuple(items), max_cw, min_cw, labels, label_px,
           tuple(sorted(grow.items())) if grow else None)
    got = _FLOWED.get(key)
    if got is None:
        if len(_FLOWED) > 2048:
            _FLOWED.clear()
        got = _FLOWED[key] = _flow(rect, items, max_cw, min_cw, labels, label_px, grow)
    return got[0], {k: r.copy() for k, r in got[1].items()}


def _flow(rect: pygame.Rect, items: list[tuple], max_cw: float, min_cw: float,
          labels: bool, label_px: float, grow: dict[str, float] | None) -> tuple[int, dict[str, pygame.Rect]]:
    if not items or rect.w <= 0 or rect.h <= 0:
        return int(max_cw), {}
    label = LABEL if labels else 0.0

    def fits(cw: float) -> bool:
        gap = cw * 0.22
        widest = max(_wide(it, cw) for it in items)
        h, _ = _shelves(items, cw, rect.w, gap, label, label_px)
        return h - gap <= rect.h and widest <= rect.w

    lo, hi = min_cw, max(min_cw, max_cw)
    if fits(hi):
        lo = hi
    else:
        for _ in range(14):
            mid = (lo + hi) / 2
            if fits(mid):
                lo = mid
            else:
                hi = mid
    cw = int(lo)
    gap = cw * 0.22
    ch = cw * ASPECT
    total, shelves = _shelves(items, cw, rect.w, gap, label, label_px)
    lab = label_room(label, cw, label_px)
    out: dict[str, pygame.Rect] = {}
    y = rect.y + max(0.0, (rect.h - total + gap) / 2)
    for shelf in shelves:
        if not shelf:
            continue
        sw = sum(_wide(it, cw) for it in shelf) + gap * (len(shelf) - 1)
        if grow:
            shelf, sw = _grown(shelf, sw, cw, rect.w, grow)
        x = rect.x + (rect.w - sw) / 2
        sh = max(it[2] for it in shelf) * ch
        for it in shelf:
            out[it[0]] = pygame.Rect(round(x), round(y + lab), round(it[1] * cw), round(it[2] * ch))
            x += _wide(it, cw) + gap
        y += sh + lab + gap
    return cw, out


def _grown(shelf: list[tuple], sw: float, cw: int, width: int, grow: dict[str, float]) -> tuple[list[tuple], float]:
    """A shelf with its growing items widened into the room it has to spare; its new width."""
    free = width - sw - 1
    out = []
    for it in shelf:
        want = grow.get(it[0], 0.0)
        if free > 0 and want > it[1]:
            before = _wide(it, cw)
            it = (it[0], min(want, it[1] + free / cw), *it[2:])
            free -= _wide(it, cw) - before
        out.append(it)
    return out, width - 1 - free


class TableLayout:
    """Everything's place on a window of ``size``, with ``bottom`` at the bottom."""

    def __init__(self, size: tuple[int, int], specs: dict[str, ZoneSpec], counts: dict[str, int],
                 nseats: int, bottom: int, up_in: dict[str, bool] | None = None,
                 open_hands: frozenset[str] = frozenset(), card_scale: float = 1.0,
                 names: tuple[str, ...] = (), tags: frozenset[str] = frozenset()) -> None:
        """``card_scale``: the card-size setting (1 normal, more for large cards); the person's hand
        grows by it (overlapping more to fit) and never takes more than about two fifths of the height.
        ``names``: the seats' names as the table gives them (a meld's label names its owner).
        ``tags``: the words the person's cards carry as tags at their foot (a game's ``card_word``): the
        hand spreads so each card shows its tag whole at the text-size setting's size (``sprites.tag_need``)."""
        self.size = size
        self.names = names
        W, H = size
        self.unit = u = max(0.5, min(W / 1280, H / 720))
        tag_font = font(tag_px(u), True)  # as tags.word_tag draws it
        self.tag_step = max((tag_need(tag_font.size(w.upper())[0]) for w in tags), default=0)
        self.nseats, self.bottom = nseats, bottom
        self.label_font = font(int(max(15, 19 * u)) * 9 // 10)  # a pile's label, as table_view draws it
        self.label_px = self.label_font.get_linesize() + 2
        self.text_gen = text_generation()  # laid out for text of this size
        self.open_hands = open_hands
        ts = text_scale()  # larger text: a wider panel (its buttons' labels whole at the size asked)
        pw = int(min(max(W * 0.2, 230 * min(1.0, u) if W < 1280 else 250 * u) * ts, 420 * u * ts, W * 0.3))
        self.panel = pygame.Rect(W - pw, 0, pw, H)
        self.play = pygame.Rect(0, 0, W - pw, H)
        m = int(10 * u)
        self.margin = m
        bar_px = body(max(16, 22 * u))  # the prompt's size (panel.py): two of its lines fit the bar when
        two = max(2 * font(bar_px, True).get_linesize() + 6,  # text is larger (and two rows of its buttons)
                  2 * (ink_height(font(bar_px, True)) + 6) + int(max(34, 44 * u)) // 6 + 8) if ts > 1 else 0
        bar_h = int(max(44, 58 * u, two))
        self.bar = pygame.Rect(m, H - bar_h - m // 2, self.play.w - 2 * m, bar_h)
        big = min(1.0, max(0.0, u - 1.0))  # a window larger than the design's (1280x720): 0 to 1 at 1920x1080 and up
        self.base_cw = int(min(H * 0.135, self.play.w / 9.5))  # normal cards: the others' hands keep this
        # the person's hand and the middle's piles a larger share of a large window: no small cards on empty felt
        own_cw = int(min(H * 0.135 * (1 + 0.25 * big), self.play.w / 9.5 * (1 + 0.1 * big)))
        self.mid_scale = 0.95 + 0.15 * big  # the middle's piles up to this much of the hand's cards
        self.hand_cw = int(min(own_cw * card_scale, H * 0.24))
        hand_h = round(self.hand_cw * ASPECT)
        lift = int(hand_h * 0.16)
        # the bottom seat's own grids (a layout of cards it plays into) lie beside its hand, near hand size
        self.grids = [s for s in specs.values() if s.owner == bottom and s.layout == "grid" and s.grid]
        band_h = hand_h + lift + ring_reach(self.hand_cw)  # a picked card lifted, its focus ring clear of the plate
        self.grid_cw = 0
        if self.grids:
            rows = max((s.grid or (0, 0))[1] for s in self.grids)  # (each has its grid: chosen so above)
            per_cw = ASPECT * (rows * 1.06 - 0.06 + LABEL)  # the grid's height for each pixel of card width
            self.grid_cw = int(min(self.hand_cw * 0.85, H * 0.36 / per_cw))
            grid_h = self.grid_cw * ASPECT * (rows * 1.06 - 0.06)
            band_h = max(band_h, round(self.grid_cw * per_cw), round(grid_h + label_room(LABEL, self.grid_cw,
                                                                                           self.label_px)))
        self.bottom_band = pygame.Rect(m, self.bar.y - band_h - m // 2, self.play.w - 2 * m, band_h)
        self.lift = lift
        self.seats: dict[int, SeatBox] = {}
        self.zones: dict[str, ZoneBox] = {}
        self._place_seats(specs)
        self._place_zones(specs, counts, up_in or {})

    # -- seats --------------------------------------------------------------------------
    def _place_seats(self, specs: dict[str, ZoneSpec]) -> None:
        n, u, m = self.nseats, self.unit, self.margin
        play = self.play
        name_h = int(max(18, 24 * u, ink_height(font(int(max(15, 19 * u) * 0.95), True)) + 6))  # the name's ink
        # (table_view's plates: larger text, a taller plate)
        self.name_h = name_h
        b = self.bottom_band
        self.seats[self.bottom] = SeatBox(self.bottom, b.copy(), (b.x, b.y - name_h), (b.centerx, b.centery), "bottom")
        opp = [(self.bottom + i) % n for i in range(1, n)]
        tall = any(s.layout == "grid" and s.grid and s.grid[1] > 1 and s.owner is not None for s in specs.values())
        side, top = seat_sides(len(opp), tall)
        top_h = int(play.h * (0.27 if n <= 7 else 0.23))
        side_w = int(play.w * 0.17) if side else 0
        self.top_band = pygame.Rect(m, m // 2, play.w - 2 * m, top_h)
        # clockwise from the bottom: up the left side, along the top, down the right
        left = opp[:side]
        topseats = opp[side:side + top]
        right = opp[side + top:]
        col_top = self.top_band.bottom + m // 2
        col_bottom = self.bottom_band.y - name_h - m
        col_h = max(40, col_bottom - col_top)
        for i, s in enumerate(reversed(left)):
            h = col_h // max(1, len(left))
            r = pygame.Rect(m, col_top + i * h, side_w, h - m // 2)
            self.seats[s] = SeatBox(s, r, (r.x, r.y), r.center, "left")
        for i, s in enumerate(right):
            h = col_h // max(1, len(right))
            r = pygame.Rect(play.w - m - side_w, col_top + i * h, side_w, h - m // 2)
            self.seats[s] = SeatBox(s, r, (r.x, r.y), r.center, "right")
        if topseats:
            w = self.top_band.w // len(topseats)
            for i, s in enumerate(topseats):
                r = pygame.Rect(self.top_band.x + i * w + m // 4, self.top_band.y, w - m // 2, top_h)
                self.seats[s] = SeatBox(s, r, (r.x, r.y), r.center, "top")
        self.centre = pygame.Rect(m + side_w + (m if side else 0), self.top_band.bottom + m // 2,
                                  play.w - 2 * (m + side_w + (m if side else 0)),
                                  max(40, self.bottom_band.y - name_h - m - self.top_band.bottom))

    # -- zones --------------------------------------------------------------------------
    def _place_zones(self, specs: dict[str, ZoneSpec], counts: dict[str, int], up_in: dict[str, bool]) -> None:
        n = self.nseats
        by_owner: dict[int | None, list[ZoneSpec]] = {}
        for spec in specs.values():
            if spec.layout == "none":
                continue
            owner = spec.owner if spec.owner is not None and 0 <= spec.owner < n else None
            by_owner.setdefault(owner, []).append(spec)
        ch_hand = round(self.hand_cw * ASPECT)
        # the bottom seat: hands along the bottom edge, other zones in front of them
        mine = by_owner.get(self.bottom, [])
        hands = [s for s in mine if s.kind == "hand"]
        grids = [s for s in mine if s in self.grids]
        front = [s for s in mine if s.kind != "hand" and s not in grids]
        band = self.bottom_band
        if grids:
            self._beside(grids, hands, counts)
        elif hands:
            w = band.w // len(hands)
            for i, s in enumerate(hands):
                r = pygame.Rect(band.x + i * w, band.bottom - ch_hand, w, ch_hand)
                self._hand(s.name, r, self.hand_cw, counts.get(s.name, 0), "hand")
        middle = by_owner.get(None, [])
        c = self.centre
        # steady: where melds may come (piles in the middle, no trick, no grids), their half of the
        # middle is kept for them from the start, so the piles do not jump when the first one lands
        reserve = bool(middle) and not grids and not any(s.kind == "trick" for s in middle)
        if front or reserve:
            # half for each; a long spread unreadable (or tiny) in its half takes more (the front's piles get smaller)
            shares = (0.5, 0.4, 0.3) + ((0.0,) if not front else ()) if middle else (1.0,)
            chosen: tuple[pygame.Rect, tuple] | None = None
            for share in shares:
                fh = int(c.h * share)
                front_rect = pygame.Rect(c.x, c.bottom - fh, c.w, fh)
                mid = self._fitted(middle, pygame.Rect(c.x, c.y, c.w, c.h - fh), counts, self.hand_cw * self.mid_scale)
                if chosen is None or mid[1] * min(1, mid[0]) > chosen[1][1] * min(1, chosen[1][0]):
                    chosen = (front_rect, mid)
                if mid[0] >= 1.0 and mid[1] >= self.hand_cw * self.mid_scale * 0.6:  # readable, and not tiny
                    break
            assert chosen is not None
            front_rect, best = chosen
            self._put(self._fitted(front, front_rect, counts, self.hand_cw * 0.8), counts)
        else:
            best = self._fitted(middle, c, counts, self.hand_cw * self.mid_scale)
        self._put(best, counts)
        for seat, box in self.seats.items():
            if seat == self.bottom:
                continue
            self._opponent(box, by_owner.get(seat, []), counts, up_in)

    def _beside(self, grids: list[ZoneSpec], hands: list[ZoneSpec], counts: dict[str, int]) -> None:
        """The bottom seat's grids and hands side by side along the bottom, centred together."""
        band, gcw, hcw = self.bottom_band, self.grid_cw, self.hand_cw
        gap = round(hcw * 0.4)
        widths = [round(zone_units(s, counts.get(s.name, 0), self.nseats)[0] * gcw) for s in grids]
        want = [round(hcw + self._hand_step(hcw) * (max(counts.get(s.name, 0), 1) - 1)) for s in hands]
        room = band.w - sum(widths) - gap * (len(grids) + len(hands) - 1)
        if sum(want) > room:
            want = [max(hcw, room // len(hands))] * len(hands)
        x = band.x + max(0, (band.w - sum(widths) - sum(want) - gap * (len(grids) + len(hands) - 1)) // 2)
        for s, w in zip(grids, widths):
            cols, rows = s.grid or (0, 0)  # (a grid zone has its grid)
            h = round(gcw * ASPECT * (rows * 1.06 - 0.06))
            self._zone(s.name, pygame.Rect(x, band.bottom - h, w, h), gcw, "grid", counts.get(s.name, 0), cols)
            x += w + gap
        ch = round(hcw * ASPECT)
        for s, w in zip(hands, want):
            self._hand(s.name, pygame.Rect(x, band.bottom - ch, w, ch), hcw, counts.get(s.name, 0), "hand")
            x += w + gap

    def _fitted(self, specs: list[ZoneSpec], rect: pygame.Rect, counts: dict[str, int],
                max_cw: float) -> tuple[float, int, dict[str, pygame.Rect], dict]:
        """Zones flowed into ``rect``: (how much of the index the most overlapped card of a long spread
        shows, 1 or more: all of it; the card width; the rects; the modes). A long spread (more than 6
        cards) lies in 1 to 3 rows: the largest cards whose every index shows whole."""
        spreads = [s.name for s in specs if zone_units(s, counts.get(s.name, 0), self.nseats)[2] == "spread"]
        long = [n for n in spreads if counts.get(n, 0) > 6]
        best: tuple[float, int, dict[str, pygame.Rect], dict] | None = None
        for rows in (1, 2, 3) if long else (1,):
            unit = 0.34
            cw, rects, modes = self._flowed(specs, rect, counts, max_cw, {n: rows for n in long}, unit)
            if spreads and index_w(cw) > unit * cw:  # small faces, whose index is wider: overlap less
                unit = index_w(cw - 2) / max(1, cw - 2)
                cw, rects, modes = self._flowed(specs, rect, counts, max_cw, {n: rows for n in long}, unit)
            seen = min((self._strip(rects[n], cw, counts[n], modes[n][1]) / index_w(cw) for n in spreads
                        if n in rects and counts.get(n, 0) > 1), default=1.0)
            if best is None or cw * min(seen, 1.0) > best[1] * min(best[0], 1.0):
                best = (seen, cw, rects, modes)
        assert best is not None
        return best

    def _put(self, fitted: tuple[float, int, dict[str, pygame.Rect], dict], counts: dict[str, int]) -> None:
        _, cw, rects, modes = fitted
        for name, r in rects.items():
            mode, cols = modes[name]
            self._zone(name, r, cw, mode, counts.get(name, 0), cols)

    @staticmethod
    def _strip(r: pygame.Rect, cw: int, k: int, per: int) -> float:
        """How much of each card of a spread in ``r`` shows (``per`` cards a row), in pixels."""
        per = max(1, min(per, k))
        return min(SIDE_BY_SIDE * cw, (r.w - cw) / (per - 1)) if per > 1 else float(cw)

    def _flowed(self, specs: list[ZoneSpec], rect: pygame.Rect, counts: dict[str, int], max_cw: float,
                rows: dict[str, int], unit: float) -> tuple[int, dict[str, pygame.Rect], dict[str, tuple[str, int]]]:
        """``flow`` with the long spreads in so many ``rows``, each card of a spread ``unit`` card widths
        on from the one before: the card width, the rects and the modes."""
        items, modes, grow = [], {}, {}
        for s in specs:
            k = counts.get(s.name, 0)
            wu, hu, mode, cols = zone_units(s, k, self.nseats)
            if mode == "spread":
                cols = -(-k // rows[s.name]) if s.name in rows else max(k, 6)  # cards a row
                wu, hu = 1 + unit * (cols - 1), rows.get(s.name, 1) * 1.06 - 0.06
            label = zone_label(s, self.names) + ("  00" if mode == "stack" else "")  # its count: up to 2 digits
            wide = self.label_font.size(label)[0] + self.label_px // 2 if s.label or s.kind == "stock" else 0
            items.append((s.name, wu, hu, wide))
            modes[s.name] = (mode, cols)
            if (mode == "row" and s.kind != "trick") or s.name in rows:  # a long row: spread out
                grow[s.name] = 1 + SIDE_BY_SIDE * (min(k, cols) - 1)  # when there is room, up to side by side
        cw, rects = flow(rect, items, max_cw, label_px=self.label_px, grow=grow)
        return cw, rects, modes

    def _opponent(self, box: SeatBox, specs: list[ZoneSpec], counts: dict[str, int],
                  up_in: dict[str, bool]) -> None:
        inner = box.rect.inflate(-self.margin // 2, 0)
        plate = self.name_h * (3 if box.side in ("left", "right") and text_scale() > 1 else 1)  # larger text: a
        inner.y += plate  # side seat's narrow plate holds its notes under its name (table_view), its cards below
        inner.h -= plate
        max_cw = self.base_cw * 0.62
        items, modes, grow = self._seat_items(specs, counts, up_in, max_cw)
        cw, rects = flow(inner, items, max_cw, min_cw=12, labels=False)
        if any(up_in.get(s.name) or s.layout == "spread" for s in specs):  # each index readable at this size
            items, modes, grow = self._seat_items(specs, counts, up_in, max_cw, cw)
        cw, rects = flow(inner, items, max_cw, min_cw=12, labels=False, grow=grow)
        for name, r in rects.items():
            mode, cols = modes[name]
            if mode == "backs":
                shown = name in self.open_hands or up_in.get(name)
                self._hand(name, r, cw, counts.get(name, 0), "backs", SIDE_BY_SIDE if shown else 0.3)
            else:
                self._zone(name, r, cw, mode, counts.get(name, 0), cols, label=False)

    def _seat_items(self, specs: list[ZoneSpec], counts: dict[str, int], up_in: dict[str, bool], max_cw: float,
                    cw: float | None = None) -> tuple[list[tuple], dict[str, tuple[str, int]], dict[str, float]]:
        """Another seat's things for ``flow``: (items, modes, what may grow). A hand shown face up
        overlaps no more than leaves each card's corner index in sight at card width ``cw`` (as small
        as cards get here if not known yet), and spreads out when the seat has room."""
        items, modes, grow = [], {}, {}
        for s in specs:
            k = counts.get(s.name, 0)
            if s.kind == "hand":
                if s.name in self.open_hands:
                    step = SIDE_BY_SIDE
                elif up_in.get(s.name):
                    at = int(cw if cw is not None else min(max_cw, COMPACT_BELOW - 1))
                    step = max(0.3, index_w(at) / max(1, at))
                    grow[s.name] = 1 + SIDE_BY_SIDE * (k - 1)
                else:
                    step = 0.14
                    k = min(k, 20)
                items.append((s.name, 1 + step * max(0, k - 1), 1.0))
                modes[s.name] = ("backs", 1)
            else:
                wu, hu, mode, cols = zone_units(s, k, self.nseats)
                if mode == "spread":  # as wide as the cards there: it sits centred with the seat's other things
                    at = int(cw if cw is not None else min(max_cw, COMPACT_BELOW - 1))
                    wu = 1 + max(0.34, index_w(at) / max(1, at)) * (max(k, 1) - 1)  # a card turned up reads
                if mode == "row" and k > 1:
                    grow[s.name] = 1 + SIDE_BY_SIDE * (k - 1)
                items.append((s.name, wu, hu))
                modes[s.name] = (mode, cols)
        return items, modes, grow

    def _hand(self, name: str, r: pygame.Rect, cw: int, k: int, mode: str, spread: float = 0.3) -> None:
        """A hand: cards side by side, overlapping as much as they must to fit."""
        step = self._hand_step(cw) if mode == "hand" else spread * cw
        if k > 1:
            step = min(step, (r.w - cw) / (k - 1))
        width = cw + step * max(0, k - 1)
        x0 = r.x + (r.w - width) / 2
        slots = [(round(x0 + i * step), r.y) for i in range(k)]
        self.zones[name] = ZoneBox(name, r, cw, mode, 1, step, None, slots)

    def _hand_step(self, cw: int) -> float:
        """How far apart the person's cards lie: overlapping, each index and each card's tag in sight."""
        return max(0.58 * cw, self.tag_step)

    def _zone(self, name: str, r: pygame.Rect, cw: int, mode: str, k: int, cols: int, label: bool = True) -> None:
        ch = round(cw * ASPECT)
        slots: list[tuple[int, int]] = []
        step = 0.0
        if mode == "stack":
            depth = max(1, cw // 60)
            for i in range(k):
                d = min(i // 8, 4) * depth
                slots.append((r.x - d, r.y - d))
        elif mode == "grid":
            gx, gy = cw * 1.08, ch * 1.06
            for i in range(k):
                slots.append((round(r.x + (i % cols) * gx), round(r.y + (i // cols) * gy)))
        else:
            unit = {"spread": max(0.34, index_w(cw) / max(1, cw)), "fan": 0.3, "row": SIDE_BY_SIDE}[mode]
            per = cols if mode == "spread" and 0 < cols < k else k  # a long spread may lie in rows
            if mode == "spread" and k > 6 and r.w > cw * (1 + unit * (per - 1)) + 1:
                unit = SIDE_BY_SIDE  # a long spread given room: it spreads out (up to side by side)
            step = unit * cw
            if per > 1:
                step = min(step, (r.w - cw) / (per - 1))
            width = cw + step * max(0, per - 1)
            x0 = r.x + (r.w - width) / 2 if mode in ("row", "fan") else r.x
            pitch = round(ch * 1.06)
            slots = [(round(x0 + (i % per) * step), r.y + (i // per) * pitch) for i in range(k)]
        at = (r.x, r.y - round(label_room(LABEL, cw, self.label_px))) if label else None
        self.zones[name] = ZoneBox(name, r, cw, mode, cols, step, at, slots)

    def seat_centre(self, seat: int) -> tuple[int, int]:
        box = self.seats.get(seat)
        if box is None:
            return self.centre.center
        return box.centre
