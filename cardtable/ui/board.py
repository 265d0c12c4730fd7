"""The table as the screen shows it: a copy of the engine's table that follows the
engine's events one at a time, with a sprite per card tweening to its place.

The engine applies an action at once; its events wait here in a queue and are
played as motion at the chosen speed. The shown table is changed only through
the engine's own ``Table`` methods, so who may see which card follows exactly
the engine's rules at every moment of an animation. After each batch the shown
table is set to the engine's (a shuffle's order is not in its event).
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Callable
from typing import Any

from ..engine.events import Event
from ..engine.table import Table, ZoneSpec
from .layout import ASPECT, TableLayout
from .tween import Tweens

SYNC = "_sync"
LOOKED_AT = ("hand", "tableau", "layout", "stack")  # own face-down cards a player looks at (not won tricks)


class Sprite:
    """Where one card is drawn now: top-left, width, and a turn (0..1) while flipping."""

    __slots__ = ("card", "face_before", "turn", "turner", "tw", "tx", "ty", "w", "x", "y", "z")

    def __init__(self, card: int, x: float, y: float, w: int) -> None:
        self.card, self.x, self.y, self.w = card, x, y, w
        self.tx, self.ty, self.tw = x, y, w
        self.turner = _Turner(self)
        self.turn = 1.0
        self.face_before = False
        self.z = 0  # raised while flying, so moving cards pass over the others


class Shuffle:
    __slots__ = ("phase",)

    def __init__(self) -> None:
        self.phase = 1.0


class Flyer:
    """A chip on its way between the pot and a seat."""

    __slots__ = ("alive", "colour", "x", "y")

    def __init__(self, x: float, y: float, colour: str) -> None:
        self.x, self.y, self.colour, self.alive = x, y, colour, True


class Board:
    """The shown table, its sprites, and the queue of events still to play."""

    def __init__(self, table: Table, nseats: int, bottom: int, size: tuple[int, int],
                 on_moment: Callable[[Event], bool] | None = None, sound: Callable[[str], None] | None = None) -> None:
        self.shown = table.copy(log=False)
        self.nseats = nseats
        self.bottom = bottom
        self.size = size
        self.tweens = Tweens()
        self.queue: deque[Event] = deque()
        self.wait = 0.0
        self.fly = 0.3  # seconds a card takes to fly; 0 plays everything at once
        self.hold = False  # waiting for a scene (deal summary) before going on
        self.on_moment = on_moment or (lambda e: False)
        self.sound = sound or (lambda name: None)
        self.sprites: dict[int, Sprite] = {}
        self.played_by: dict[int, int] = {}  # trick cards: who played them
        self.shuffles: dict[str, Shuffle] = {}
        self.flyers: list[Flyer] = []
        self.dealing = 0  # moves left in a deal
        self.toast: tuple[str, float] | None = None
        self.sort_key: Callable[[int], Any] | None = None  # the order of the bottom seat's hand
        self.open: frozenset[str] = frozenset()  # others' hands to be picked from now: laid out side by side
        self._who_played(table)
        self.layout = self._layout()
        self._snap_all()

    def reset(self, table: Table) -> None:
        """Show ``table`` as it is now, with nothing left to play (a game taken back or resumed)."""
        self.tweens.finish_all()
        self.queue.clear()
        self.hold = False
        self.wait = 0.0
        self.dealing = 0
        self.flyers.clear()
        self.shuffles.clear()
        self.toast = None
        self.shown = table.copy(log=False)
        self._who_played(table)
        self.layout = self._layout()
        self._snap_all()

    def _who_played(self, table: Table) -> None:
        """Who played each card lying in a trick, from the table's log (a resumed game has no motion)."""
        self.played_by = {}
        specs = table.specs
        for e in table.log or ():
            if e.kind != "move":
                continue
            c, src, dst = e.data["card"], e.data["src"], e.data["dst"]
            spec = specs.get(dst)
            owner = specs[src].owner if src in specs else None
            if spec is not None and spec.kind == "trick" and owner is not None:
                self.played_by[c] = owner
            else:
                self.played_by.pop(c, None)

    # -- layout -------------------------------------------------------------------------
    def _layout(self) -> TableLayout:
        t = self.shown
        counts = {z: len(lst) for z, lst in t.zones.items()}
        up_in = {z: any(t.up[c] for c in lst) for z, lst in t.zones.items() if t.specs[z].kind == "hand"}
        return TableLayout(self.size, t.specs, counts, self.nseats, self.bottom, up_in, self.open)

    def open_hands(self, zones) -> None:
        """Another seat's hand whose cards are to be clicked now (a blind pick) is laid out with its
        backs side by side, so each one is a fair target; the cards slide there and back."""
        zones = frozenset(zones)
        if zones != self.open:
            self.open = zones
            self._relayout(set())

    def resize(self, size: tuple[int, int], bottom: int | None = None) -> None:
        """A new window size or a new person at the bottom: everything snaps to its new place."""
        self.size = size
        if bottom is not None:
            self.bottom = bottom
        self.tweens.finish_all()
        self.layout = self._layout()
        self._snap_all()

    def target(self, card: int) -> tuple[int, int, int] | None:
        """Where a card belongs now: top-left x, y and width (None: not drawn)."""
        zone = self.shown.where[card]
        if zone is None:
            return None
        box = self.layout.zones.get(zone)
        if box is None:
            return None
        lst = self.shown.zones[zone]
        spec = self.shown.specs[zone]
        if self.sort_key is not None and spec.kind == "hand" and spec.owner == self.bottom:
            lst = sorted(lst, key=self.sort_key)
        i = lst.index(card)
        if i >= len(box.slots):
            return None
        x, y = box.slots[i]
        if self.shown.specs[zone].kind == "trick" and card in self.played_by:
            x, y = self._trick_spot(box, card, i)
        return x, y, box.cw

    def _trick_spot(self, box: Any, card: int, i: int) -> tuple[int, int]:
        """A trick card lies in front of the seat that played it."""
        cx, cy = box.rect.center
        ch = round(box.cw * ASPECT)
        tx, ty = self.layout.seat_centre(self.played_by[card])
        a = math.atan2(ty - cy, tx - cx)
        rx = box.cw * 1.1 * max(1.0, min(self.nseats, 6) / 4)
        px, py = cx + math.cos(a) * rx, cy + math.sin(a) * ch * 0.42
        return round(px - box.cw / 2), round(py - ch / 2)

    def _snap_all(self) -> None:
        live = set()
        for lst in self.shown.zones.values():
            for c in lst:
                t = self.target(c)
                if t is None:
                    continue
                live.add(c)
                s = self.sprites.get(c)
                if s is None:
                    self.sprites[c] = Sprite(c, *t)
                else:
                    self.tweens.stop(s, complete=True)
                    s.x, s.y, s.w, s.z = t[0], t[1], t[2], 0
                    s.tx, s.ty, s.tw = t
        for c in list(self.sprites):
            if c not in live:
                del self.sprites[c]

    def _relayout(self, zones: set[str], moving: int | None = None, duration: float | None = None) -> None:
        """New places after a change: the moving card flies, its neighbours slide over."""
        self.layout = self._layout()
        fly = self.fly if duration is None else duration
        live = set()
        for lst in self.shown.zones.values():
            for c in lst:
                t = self.target(c)
                if t is None:
                    continue
                live.add(c)
                s = self.sprites.get(c)
                if s is None:
                    s = self.sprites[c] = Sprite(c, *t)
                    if c != moving:
                        continue
                    s.x, s.y = self.layout.centre.center
                if (s.tx, s.ty, s.tw) == t:
                    continue  # already there or on its way: never restart a flight
                s.tx, s.ty, s.tw = t
                if c == moving:
                    s.z = 1
                    w = t[2]
                    self.tweens.animate(s, fly, "out", lambda s=s, w=w: _land(s, w), x=t[0], y=t[1])
                else:
                    s.w = t[2]
                    self.tweens.animate(s, fly * (0.6 if zones and self.shown.where[c] in zones else 0.5),
                                        "out", x=t[0], y=t[1])
        for c in [c for c in self.sprites if c not in live]:
            self.tweens.stop(self.sprites.pop(c))

    # -- the queue -------------------------------------------------------------------------
    def feed(self, events: list[Event], snapshot: Table) -> None:
        """Queue an action's events; ``snapshot`` is the engine's table right after them."""
        self.queue.extend(events)
        self.queue.append(Event(SYNC, {"table": snapshot}))

    @property
    def busy(self) -> bool:
        return bool(self.queue) or bool(self.tweens) or bool(self.flyers)

    def update(self, dt: float) -> None:
        self.tweens.update(dt)
        if self.toast and self.toast[1] > 0:
            self.toast = (self.toast[0], self.toast[1] - dt)
        self.wait -= dt
        while self.queue and not self.hold and (self.wait <= 0 or self.fly == 0):
            self._play(self.queue.popleft())

    def skip(self) -> None:
        """Everything still queued happens now, and every motion jumps to its end."""
        old = self.fly
        self.fly = 0.0
        while self.queue and not self.hold:
            self._play(self.queue.popleft())
        self.fly = old
        self.tweens.finish_all()
        self.flyers.clear()
        self.wait = 0.0

    def resume(self) -> None:
        self.hold = False

    def _play(self, e: Event) -> None:
        t, d, k = self.shown, e.data, e.kind
        fly = self.fly
        if k == "move":
            c, src, dst = d["card"], d["src"], d["dst"]
            owner = t.specs[src].owner if src in t.specs else None
            if dst in t.specs and t.specs[dst].kind == "trick" and owner is not None:
                self.played_by[c] = owner
            else:
                self.played_by.pop(c, None)
            if c in self.sprites:
                self.sprites[c].face_before = self.face_up(c)
            t.move(c, dst, d["up"], d["index"] if d["index"] < len(t.zones[dst]) else None)
            if self.dealing > 0:
                self.dealing -= 1
                self.wait = fly * 0.22
                self.sound("deal")
            else:
                self.wait = fly * 0.5
                if t.up[c] or t.specs[dst].kind in ("trick", "discard", "meld"):
                    self.sound("play")
            self._relayout({src, dst}, c)
            s = self.sprites.get(c)
            if s is not None and s.face_before != self.face_up(c):
                s.turn = 0.0
                self.tweens_turn(s)
        elif k == "flip":
            c = d["card"]
            s = self.sprites.get(c)
            before = self.face_up(c)
            t.flip(c, d["up"])
            if s is not None and before != self.face_up(c):
                s.face_before = before
                s.turn = 0.0
                self.tweens_turn(s)
                self.wait = fly * 0.15
        elif k == "shuffle":
            t.shuffle(d["zone"], random.Random(0))
            sh = self.shuffles.setdefault(d["zone"], Shuffle())
            sh.phase = 0.0
            self.tweens.animate(sh, fly * 2, "linear", phase=1.0)
            self.wait = fly * 2
            self.sound("shuffle")
        elif k == "deal":
            self.dealing = d["n"] * len(d["dsts"])
        elif k == "tell":
            t.tell(d["card"], d["seats"])
        elif k == "conceal":
            if not t.up[d["card"]]:
                t.conceal(d["card"], d["seats"])
        elif k == "zone":
            spec = self._spec_for(d["name"])
            if d["name"] not in t.specs:
                t.add_zone(spec.name, spec.kind, spec.owner, spec.layout, spec.owner_sees, spec.pool,
                           spec.grid, spec.label)
                self.layout = self._layout()
        elif k == "unzone":
            if d["name"] in t.specs and not t.zones[d["name"]]:
                t.remove_zone(d["name"])
                self._relayout(set(), None)
        elif k == "counter":
            self._counter(d)
        elif k == SYNC:
            self._sync(d["table"])
        else:
            if k == "trick":
                self.wait = max(fly * 2.5, 0)
            if self.on_moment(e):
                self.hold = True

    def tweens_turn(self, s: Sprite) -> None:
        self.tweens.animate(s.turner, self.fly * 0.6, "linear", turn=1.0)

    def _spec_for(self, name: str) -> ZoneSpec:
        """A new zone's spec, from the engine's table at the end of this batch."""
        for e in self.queue:
            if e.kind == SYNC:
                spec = e.data["table"].specs.get(name)
                if spec is not None:
                    return spec
                break
        return ZoneSpec(name, "meld", None, "row")  # made and taken away within one action

    def _counter(self, d: dict[str, Any]) -> None:
        t = self.shown
        name, new = d["name"], d["new"]
        if "index" in d:
            if name in t.counters and isinstance(t.counters[name], list) and d["index"] < len(t.counters[name]):
                old = t.counters[name][d["index"]]
                t.counters[name][d["index"]] = new
                if name == "chips" and isinstance(old, int) and isinstance(new, int) and new != old:
                    self._chips(d["index"], new - old)
        else:
            old = t.counters.get(name)
            t.counters[name] = new[:] if isinstance(new, list) else new
            if name == "pot":
                self.sound("chips")
            elif name == "chips" and isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
                for seat, (a, b) in enumerate(zip(old, new)):
                    if isinstance(a, int) and isinstance(b, int) and a != b:
                        self._chips(seat, b - a)

    def _chips(self, seat: int, amount: int) -> None:
        """Chips fly between the pot (the middle) and a seat."""
        self.sound("chips")
        if self.fly <= 0:
            return
        a = self.layout.centre.center
        b = self.layout.seat_centre(seat)
        if amount < 0:
            a, b = b, a
        for i in range(min(6, abs(amount))):
            f = Flyer(a[0], a[1], "red" if i % 2 else "blue")
            self.flyers.append(f)
            self.tweens.animate(f, self.fly * 1.5, "in_out", lambda f=f: self._land_chip(f),
                                delay=i * 0.05, x=b[0], y=b[1])

    def _land_chip(self, f: Flyer) -> None:
        f.alive = False
        self.flyers = [x for x in self.flyers if x.alive]

    def _sync(self, table: Table) -> None:
        """The batch is played: take the engine's table as it is now (the order after a shuffle)."""
        specs_same = table.specs.keys() == self.shown.specs.keys()
        self.shown = table.copy(log=False)
        if not specs_same:
            self.layout = self._layout()
        self._relayout(set(), None, duration=self.fly * 0.5)

    # -- what the viewer sees ------------------------------------------------------------------
    viewer: int | None = None

    def face_up(self, card: int) -> bool:
        """Draw this card's face? Face-up cards, and the viewer's own cards that the viewer knows.
        Never a card the viewer may not see."""
        t = self.shown
        if t.up[card]:
            return True
        v = self.viewer
        if v is None or not (t.known[card] >> v & 1):
            return False
        zone = t.where[card]
        if zone is None:
            return False
        spec = t.specs[zone]
        return spec.owner == v and spec.kind in LOOKED_AT


def sort_key(how: str) -> Callable[[int], Any] | None:
    """Hand sorting: by suit (then rank, aces high), by rank, or as dealt."""
    from ..engine.cards import RANK, SUIT

    def high(c: int) -> int:
        return 14 if RANK[c] == 1 and SUIT[c] != 4 else RANK[c]

    if how == "suit":
        return lambda c: (SUIT[c], high(c), c)
    if how == "rank":
        return lambda c: (high(c), SUIT[c], c)
    return None


class _Turner:
    """Proxy so a flip's tween (on ``turn``) does not complete a card's flight."""

    __slots__ = ("s",)

    def __init__(self, s: Sprite) -> None:
        self.s = s

    @property
    def turn(self) -> float:
        return self.s.turn

    @turn.setter
    def turn(self, v: float) -> None:
        self.s.turn = v


def _land(s: Sprite, w: int) -> None:
    s.w = w
    s.z = 0
