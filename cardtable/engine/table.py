"""The table: the one truth of where every card is and who can see it.

A game changes the table only through these methods; each records an event
(when ``log`` is a list), so views, determinization, animation and records all
come from one place. Cards are ints (see ``cards``); per-card facts (zone,
face up, which seats know it) live in flat lists indexed by card id, which
keeps ``copy`` cheap for the search AI.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Iterable

from .cards import CARD_LIMIT
from .events import Event

ALL_SEATS = (1 << 16) - 1
HIDDEN = -1  # a slot whose card a view may not show

# Zone kinds and layout hints the screen understands.
KINDS = ("hand", "stock", "discard", "tableau", "meld", "layout", "trick", "pile", "stack", "out")
LAYOUTS = ("fan", "stack", "spread", "row", "grid", "none")


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    """What a zone is, for rules, views and the screen; never changes once made."""

    name: str
    kind: str
    owner: int | None = None  # the seat it belongs to, or None (the middle)
    layout: str = "stack"
    owner_sees: bool = True  # does the owner look at cards dealt face down into it?
    pool: str = "common"  # hidden cards are only re-dealt among zones of one pool
    grid: tuple[int, int] | None = None  # columns, rows for layout "grid"
    label: str = ""
    # The ``known`` bit a card dealt face down into this zone gets: its owner's, if the owner
    # looks at the zone's cards (``owner_sees``), else none. Worked out once (read per trick gathered).
    owner_bit: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "owner_bit", (1 << self.owner) if (self.owner is not None and self.owner_sees) else 0)


class Table:
    """Zones of cards, per-card visibility, and public counters."""

    __slots__ = ("nseats", "specs", "zones", "where", "up", "known", "counters", "log", "dealt")

    def __init__(self, nseats: int, log: bool = True) -> None:
        self.nseats = nseats
        self.specs: dict[str, ZoneSpec] = {}
        self.zones: dict[str, list[int]] = {}
        self.where: list[str | None] = [None] * CARD_LIMIT
        self.up: list[bool] = [False] * CARD_LIMIT
        self.known: list[int] = [0] * CARD_LIMIT
        self.counters: dict[str, Any] = {}
        self.log: list[Event] | None = [] if log else None
        # with a log: every shuffled order (zone, cards top first), for the record (``engine.verify``)
        self.dealt: list[tuple[str, tuple[int, ...]]] | None = [] if log else None

    def fit(self) -> None:
        """Size the per-card lists to the cards on the table: up to the highest card's id, and one
        slot more that no card uses (read by index -1, ``HIDDEN``, as before: a blank). Called once
        the game has laid out its cards (``Game.new_state``), so that each copy for the search copies
        a game's own cards, not every id there is; ``place`` makes room for a card placed later."""
        top = max((c for lst in self.zones.values() for c in lst if c != HIDDEN), default=-1) + 2
        if top < len(self.where):
            del self.where[top:], self.up[top:], self.known[top:]

    # -- copying -------------------------------------------------------------
    def copy(self, log: bool = False) -> Table:
        t = Table.__new__(Table)
        t.nseats = self.nseats
        t.specs = self.specs  # copied on write by add_zone
        # copies are made by the million (the search, play-outs): of the ways to copy the zones' lists
        # measured, the comprehension calling list.copy was the fastest (Python 3.11)
        t.zones = {name: cards.copy() for name, cards in self.zones.items()}
        t.where = self.where[:]
        t.up = self.up[:]
        t.known = self.known[:]
        t.counters = counters = self.counters.copy()
        for k, v in counters.items():
            if type(v) is list:
                counters[k] = v[:]
        t.log = [] if log else None
        t.dealt = list(self.dealt or ()) if log else None
        return t

    # -- zones -----------------------------------------------------------------
    def add_zone(self, name: str, kind: str, owner: int | None = None, layout: str = "stack",
                 owner_sees: bool = True, pool: str = "common", grid: tuple[int, int] | None = None,
                 label: str = "") -> str:
        if name in self.specs:
            raise ValueError(f"zone {name!r} exists already")
        if kind not in KINDS or layout not in LAYOUTS:
            raise ValueError(f"zone {name!r}: unknown kind {kind!r} or layout {layout!r}")
        specs = dict(self.specs)
        specs[name] = ZoneSpec(name, kind, owner, layout, owner_sees, pool, grid, label)
        self.specs = specs
        self.zones[name] = []
        self._emit("zone", name=name)
        return name

    def remove_zone(self, name: str) -> None:
        """Take away an empty zone (a meld that was broken up, a pile put aside)."""
        if self.zones[name]:
            raise ValueError(f"zone {name!r} is not empty")
        specs = dict(self.specs)
        del specs[name]
        self.specs = specs
        del self.zones[name]
        self._emit("unzone", name=name)

    def owned(self, seat: int, kind: str | None = None) -> list[str]:
        return [n for n, s in self.specs.items() if s.owner == seat and (kind is None or s.kind == kind)]

    # -- visibility -------------------------------------------------------------
    def sees(self, seat: int, card: int) -> bool:
        return self.up[card] or bool(self.known[card] >> seat & 1)

    def tell(self, card: int, seats: int = ALL_SEATS) -> None:
        """Let these seats (a bitmask) know a card without turning it."""
        self.known[card] |= seats
        self._emit("tell", card=card, seats=seats)

    # -- moving cards -------------------------------------------------------------
    def place(self, card: int, zone: str, face_up: bool = False) -> None:
        """Put a card that is nowhere yet (building the deck) into a zone."""
        grow = card + 2 - len(self.where)
        if grow > 0:  # a table fitted to its cards (``fit``), and a card beyond them: room for it, and the blank slot
            self.where.extend([None] * grow)
            self.up.extend([False] * grow)
            self.known.extend([0] * grow)
        if self.where[card] is not None:
            raise ValueError(f"card {card} is on the table already")
        self.zones[zone].append(card)
        self.where[card] = zone
        self.up[card] = face_up
        self.known[card] = 0

    def move(self, card: int, dst: str, face_up: bool | None = None, index: int | None = None,
             seen: int | None = None) -> None:
        """Move one card to the top of ``dst`` (or at ``index``).

        Its event says where it was in ``src`` ("from") and where it lies in ``dst``
        ("index"), so the screen can move a card it may not know by its place alone.

        ``face_up`` None keeps its facing. A card that was face up stays known
        to everyone; one landing face down in a zone whose owner looks at it
        becomes known to that owner.

        ``seen`` (a bitmask of seats): the card leaves face down, and only these
        seats can tell which card went (a card put away from a hand, whose order
        the others cannot follow). Every other seat no longer knows it, and no
        longer knows any face-down card still in ``src`` either: it knew them
        there, but not which of them went (the zone's owner, if it looks at the
        zone, keeps its own cards). The event carries "seen".
        """
        where = self.where
        src = where[card]
        assert src is not None, f"card {card} is not on the table"
        if self.log is None and seen is None and index is None:  # the search's moves: what follows, and no event
            zones = self.zones
            zones[src].remove(card)
            zones[dst].append(card)
            where[card] = dst
            up = self.up
            if up[card]:  # known to all from now on, whichever way it lies
                self.known[card] = ALL_SEATS
                if face_up is False:
                    up[card] = False
            elif face_up:
                up[card] = True
            else:
                bit = self.specs[dst].owner_bit
                if bit:
                    self.known[card] |= bit
            return
        out = self.zones[src]
        at = out.index(card)
        del out[at]
        was_up = self.up[card]
        if face_up is None:
            face_up = was_up
        if seen is not None:
            if was_up or face_up:
                raise ValueError("a card seen face up by all cannot go unseen")
            known, up = self.known, self.up
            lose = ALL_SEATS & ~seen & ~self.specs[src].owner_bit
            for c in out:
                if known[c] & lose and not up[c]:
                    known[c] &= ~lose
            known[card] = seen
        lst = self.zones[dst]
        if index is None:
            lst.append(card)
        else:
            lst.insert(index, card)
        self.where[card] = dst
        self.up[card] = face_up
        if was_up:
            self.known[card] = ALL_SEATS
        if not face_up:
            spec = self.specs[dst]
            if spec.owner is not None and spec.owner_sees:
                self.known[card] |= 1 << spec.owner
        if self.log is not None:
            data = {"card": card, "src": src, "dst": dst, "up": face_up,
                    "index": len(lst) - 1 if index is None else index, "from": at}
            if seen is not None:
                data["seen"] = seen
            self.log.append(Event("move", data))

    def move_up(self, card: int, dst: str) -> list[int]:
        """``move(card, dst, True)``: one card face up to the top of ``dst`` (a card played to a
        trick), by the shortest path when there is no log; gives ``dst``'s cards (read them only)."""
        zones = self.zones
        if self.log is not None:
            self.move(card, dst, True)
            return zones[dst]
        where, up = self.where, self.up
        src = where[card]
        assert src is not None, f"card {card} is not on the table"
        zones[src].remove(card)
        lst = zones[dst]
        lst.append(card)
        where[card] = dst
        if up[card]:
            self.known[card] = ALL_SEATS
        else:
            up[card] = True
        return lst

    def gather(self, src: str, dst: str, face_up: bool = False) -> None:
        """Move every card of ``src`` onto ``dst`` in order (a trick to its winner, a pile back)."""
        moving = self.zones[src]
        if not moving:
            return
        if self.log is not None:
            for c in list(moving):
                self.move(c, dst, face_up)
            return
        bit = 0 if face_up else self.specs[dst].owner_bit  # (gathers close every trick of a play-out)
        where, up, known, everyone = self.where, self.up, self.known, ALL_SEATS
        # what move does to each card: one that was face up becomes known to all (and the owner's
        # bit adds nothing); one face down keeps its facing, or turns up, or gets the owner's bit
        if face_up:
            for c in moving:
                where[c] = dst
                if up[c]:
                    known[c] = everyone
                else:
                    up[c] = True
        else:
            for c in moving:
                where[c] = dst
                if up[c]:
                    known[c] = everyone
                    up[c] = False
                elif bit:
                    known[c] |= bit
        self.zones[dst].extend(moving)
        self.zones[src] = []

    def deal(self, src: str, dsts: Iterable[str], n: int, face_up: bool = False) -> None:
        """Deal n rounds of one card from the top of ``src`` to each zone in turn."""
        dsts = list(dsts)
        self._emit("deal", src=src, dsts=dsts, n=n)
        if self.log is None:  # what move does to each card, with no event to write (as gather): the search's deals
            stock, where, up, known = self.zones[src], self.where, self.up, self.known
            to = [(self.zones[d], d, 0 if face_up else self.specs[d].owner_bit) for d in dsts]
            for _ in range(n):
                for lst, d, bit in to:
                    c = stock.pop()
                    lst.append(c)
                    where[c] = d
                    if up[c]:
                        known[c] = ALL_SEATS
                    up[c] = face_up
                    known[c] |= bit
            return
        for _ in range(n):
            for d in dsts:
                self.move(self.zones[src][-1], d, face_up)

    def flip(self, card: int, face_up: bool = True) -> None:
        if self.up[card] and not face_up:
            self.known[card] = ALL_SEATS
        self.up[card] = face_up
        if self.log is not None:
            self.log.append(Event("flip", {"card": card, "up": face_up, "zone": self.where[card]}))

    def top(self, zone: str) -> int | None:
        lst = self.zones[zone]
        return lst[-1] if lst else None

    def shuffle(self, zone: str, rng: random.Random | None, order: list[int] | None = None) -> None:
        """Shuffle a zone face down; nobody knows its cards any more.

        ``order`` (bottom to top) lays a chosen order instead, for stacked decks (no random source
        needed then: ``rng`` may be None).
        """
        lst = self.zones[zone]
        if order is not None:
            if sorted(order) != sorted(lst):
                raise ValueError("a stacked order must hold exactly the cards of the zone")
            lst[:] = order
        elif rng is None:
            raise ValueError("a shuffle needs a random source, or an order to lay")
        else:
            lst.sort()
            rng.shuffle(lst)
        up, known = self.up, self.known
        for c in lst:
            up[c] = False
            known[c] = 0
        self._emit("shuffle", zone=zone, n=len(lst))

    # -- public numbers ---------------------------------------------------------------
    def set(self, name: str, value: object) -> None:
        old = self.counters.get(name)
        self.counters[name] = value
        if self.log is not None:
            self.log.append(Event("counter", {"name": name, "old": old, "new": value}))

    def add(self, name: str, amount: int) -> None:
        self.set(name, self.counters.get(name, 0) + amount)

    def set_at(self, name: str, index: int, value: object) -> None:
        """Set one seat's entry of a per-seat counter (a bid, a score)."""
        lst = self.counters[name]
        old = lst[index]
        lst[index] = value
        if self.log is not None:
            self.log.append(Event("counter", {"name": name, "index": index, "old": old, "new": value}))

    def add_at(self, name: str, index: int, amount: float) -> None:
        if self.log is None:  # set_at's work with no event to write (a trick counted in a play-out)
            self.counters[name][index] += amount
            return
        self.set_at(name, index, self.counters[name][index] + amount)

    def announce(self, kind: str, **data: object) -> None:
        """A moment the screen may show: a trick won, a deal's end, a call."""
        self._emit(kind, **data)

    def _emit(self, kind: str, **data: object) -> None:
        if self.log is not None:
            self.log.append(Event(kind, data))

    # -- checks -------------------------------------------------------------------
    def check(self, expected: Iterable[int]) -> None:
        """Raise if a card is missing, doubled, or misfiled."""
        seen: dict[int, str] = {}
        for zname, lst in self.zones.items():
            for c in lst:
                if c == HIDDEN:
                    continue
                if c in seen:
                    raise AssertionError(f"card {c} is in {seen[c]} and {zname}")
                seen[c] = zname
                if self.where[c] != zname:
                    raise AssertionError(f"card {c} is in {zname} but filed under {self.where[c]}")
        exp = set(expected)
        if set(seen) != exp:
            raise AssertionError(f"missing {sorted(exp - set(seen))}, extra {sorted(set(seen) - exp)}")
