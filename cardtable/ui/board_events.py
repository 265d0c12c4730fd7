"""The board's event player: the engine's events (redacted for the viewer) wait in a queue
and are played one at a time as motion at the chosen speed.

A card the viewer may not see comes as ``HIDDEN``, and is found by its place (a move's
"from", a flip's or a tell's "at"); a card the event shows the viewer takes over the alias
in that place, and a card it hides gets a fresh alias (see ``board``).
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from ..engine.events import Event
from ..engine.present import Role
from ..engine.redact import Sight
from ..engine.table import HIDDEN, Table, ZoneSpec
from .sprites import ALIAS_BASE, Flyer, Shuffle, Sprite
from .tween import Tweens

if TYPE_CHECKING:
    from .layout import TableLayout

SYNC = "_sync"
MOTION = frozenset(("move", "flip", "tell", "shuffle", "deal", "zone", "unzone", "counter", SYNC))
HURRY = 5.0  # how many times faster the motion under way plays after a click or a key
GATHER = 0.12  # of a flight: the gap between the cards of a trick or a pile gathered together


class EventPlayer:
    """The queue half of ``Board``: feeding, playing and skipping events."""

    # The board's state this half reads and writes (each set in ``Board.__init__``).
    roles: dict[Role, str]  # the counters it acts on, by role (``present.Role``)
    linger: frozenset[str]  # event kinds that stay to be read (``present.Presentation.linger``)
    queue: deque[Event]
    tweens: Tweens
    flyers: list[Flyer]
    sprites: dict[int, Sprite]
    played_by: dict[int, int]
    shuffles: dict[str, Shuffle]
    shown: Table
    layout: TableLayout
    viewer: int | None
    toast: tuple[str, float] | None
    join: str | None
    hurry: bool
    hold: bool
    wait: float
    fly: float
    read: float
    dealing: int
    on_moment: Callable[[Event], bool]
    sound: Callable[[str], None]

    if TYPE_CHECKING:  # the board's own methods that this half calls (board.py)
        def _alias(self, t: Table | None = None) -> int: ...
        def _rekey(self, old: int, new: int) -> None: ...
        def _relayout(self, zones: set[str], moving: int | None = None, duration: float | None = None,
                      start: tuple[int, int] | None = None) -> None: ...
        def _sync(self, sight: Sight) -> None: ...
        def _layout(self) -> TableLayout: ...
        def face_up(self, card: int) -> bool: ...
        def origin(self, zone: str) -> tuple[int, int]: ...
        def sees(self, card: int) -> bool: ...

    # -- the queue -------------------------------------------------------------------------
    def feed(self, events: Sequence[Event], sight: Sight) -> None:
        """Queue an action's events, as redacted for the viewer; ``sight`` is the table right after them."""
        self.queue.extend(events)
        self.queue.append(Event(SYNC, {"sight": sight}))

    @property
    def busy(self) -> bool:
        return bool(self.queue) or bool(self.tweens) or bool(self.flyers)

    def update(self, dt: float) -> None:
        if self.toast and self.toast[1] > 0:
            self.toast = (self.toast[0], self.toast[1] - dt)
        if self.hurry:
            dt *= HURRY
        self.tweens.update(dt)
        self.wait -= dt
        while self.queue and not self.hold:
            e = self.queue[0]
            joined = self.join is not None and e.kind == "move" and e.data["dst"] == self.join
            if not (self.wait <= 0 or self.fly == 0 or joined):
                break
            if e.kind not in MOTION and self.fly > 0 and (self.tweens or self.flyers):
                break  # a moment (a trick won, the deal's end) waits for every card to land
            self.join = None
            self._play(self.queue.popleft())
        if self.hurry and not self.busy:
            self.hurry = False

    def skip(self) -> None:
        """A click or a key: the motion under way hurries to its end (a second one, or no motion
        at all, and everything still queued happens now)."""
        if self.fly > 0 and not self.hurry and self.busy:
            self.hurry = True
            return
        old = self.fly
        self.fly = 0.0
        while self.queue and not self.hold:
            e = self.queue.popleft()
            if e.kind not in MOTION:
                self.tweens.finish_all()
            self._play(e)
        self.fly = old
        self.tweens.finish_all()
        self.flyers.clear()
        self.wait = 0.0
        self.join = None
        self.hurry = False

    def resume(self) -> None:
        """The moment held for (a deal's end, read in its summary) is past: play on, and its words go with it
        (the last deal's word is not left on the table while the next deal's cards are gathered)."""
        self.hold = False
        self.toast = None

    # -- finding a card ----------------------------------------------------------------------
    def _find(self, card: int, zone: str | None, at: int | None) -> tuple[int | None, bool]:
        """The board's key for the card an event names (or, ``HIDDEN``, the one in its place),
        and whether the event shows it to the viewer only now (its alias is re-keyed)."""
        t = self.shown
        if zone is None or zone not in t.zones:
            return None, False
        if card != HIDDEN and t.where[card] == zone:
            return card, False
        lst = t.zones[zone]
        if at is None or not 0 <= at < len(lst):
            return None, False
        key = lst[at]
        if card == HIDDEN:
            return key, False
        if t.where[card] is not None or key < ALIAS_BASE:
            return None, False  # the board is out of step: the sight at the batch's end puts it right
        self._rekey(key, card)
        return card, True

    def _settle(self, key: int, named: bool, shown_now: bool) -> int:
        """After an event: an alias stays unknown; a card the viewer may not see any more gets a
        fresh alias; a card just shown is known to the viewer. Returns the card's key now."""
        t = self.shown
        if key >= ALIAS_BASE:
            t.up[key] = False
            t.known[key] = 0
        elif not self.sees(key):
            if shown_now and named and self.viewer is not None:
                t.known[key] |= 1 << self.viewer
            else:
                a = self._alias()
                self._rekey(key, a)
                return a
        return key

    # -- playing ---------------------------------------------------------------------------
    def _play(self, e: Event) -> None:
        t, d, k = self.shown, e.data, e.kind
        fly = self.fly
        if k == "move":
            src, dst = d["src"], d["dst"]
            c, new = self._find(d["card"], src, d.get("from"))
            if c is None or dst not in t.specs:
                return
            owner = t.specs[src].owner
            if t.specs[dst].kind == "trick" and owner is not None:
                self.played_by[c] = owner
            else:
                self.played_by.pop(c, None)
            s = self.sprites.get(c)
            start = None
            if s is not None:
                s.face_before = False if new else self.face_up(c)
            else:
                start = self.origin(src)  # from the seat or the pile it leaves, never from nowhere
            t.move(c, dst, d["up"], d["index"] if d["index"] < len(t.zones[dst]) else None)
            c = self._settle(c, d["card"] != HIDDEN, new)
            duration = None
            nxt = self.queue[0] if self.queue else None
            together = nxt is not None and nxt.kind == "move" and nxt.data["src"] == src and nxt.data["dst"] == dst
            if self.dealing > 0:
                self.dealing -= 1
                self.wait = fly * 0.22
                self.sound("deal")
            elif t.specs[src].kind == "trick" or together:  # a trick or a pile gathered: all at once
                duration = min(fly, 0.35)
                self.wait = duration * GATHER
            else:
                self.wait = fly * 0.5
                if t.up[c] or t.specs[dst].kind in ("trick", "discard", "meld"):
                    self.sound("play")
            if t.specs[src].layout == "grid" and src != dst:
                self.join = src  # a swap: the card coming into this place goes with it, no gap shown
            self._relayout({src, dst}, c, duration, start)
            s = self.sprites.get(c)
            if s is not None and s.face_before != self.face_up(c):
                s.turn = 0.0
                self.tweens_turn(s)
        elif k in ("flip", "tell"):
            c, new = self._find(d["card"], d.get("zone"), d.get("at"))
            if c is None or d["card"] == HIDDEN:
                return
            before = False if new else self.face_up(c)
            zone = t.where[c]
            shown = zone is not None and any(t.up[x] for x in t.zones[zone])
            if k == "flip":
                t.flip(c, d["up"])
            else:
                t.tell(c, d["seats"])
            c = self._settle(c, True, new)
            s = self.sprites.get(c)
            if k == "flip" and s is not None and before != self.face_up(c):
                s.face_before = before
                s.turn = 0.0
                self.tweens_turn(s)
                self.wait = fly * 0.15
            if zone is not None and t.specs[zone].kind == "hand" and shown != any(t.up[x] for x in t.zones[zone]):
                self._relayout({zone})  # a hand shown (or hidden again): it spreads so each card can be read
            elif zone is not None and k == "flip" and (t.specs[zone].kind, t.specs[zone].layout) == ("stack", "spread"):
                self._relayout({zone})  # a card turned up from a spread stack lies with those turned before it
        elif k == "shuffle":
            if d["zone"] in t.zones:
                lst = t.zones[d["zone"]]
                for c in list(lst):  # face down, known to nobody: every card an alias
                    t.up[c] = False
                    t.known[c] = 0
                    if c < ALIAS_BASE:
                        self._rekey(c, self._alias())
                lst.sort()  # the backs change places too (they slide there with the next motion)
                random.Random(0).shuffle(lst)
            sh = self.shuffles.setdefault(d["zone"], Shuffle())
            sh.phase = 0.0
            self.tweens.animate(sh, fly * 2, "linear", phase=1.0)
            self.wait = fly * 2
            self.sound("shuffle")
        elif k == "deal":
            self.dealing = d["n"] * len(d["dsts"])
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
            self._counter(e)
        elif k == SYNC:
            self._sync(d["sight"])
        else:
            if k == "trick" or k in self.linger:
                self.wait = self.read if fly > 0 else 0.0  # the trick stays to be read, then is gathered
            if self.on_moment(e):
                self.hold = True

    def tweens_turn(self, s: Sprite) -> None:
        self.tweens.animate(s.turner, self.fly * 0.45, "linear", turn=1.0)  # turned early: read in flight

    def _spec_for(self, name: str) -> ZoneSpec:
        """A new zone's spec, from the sight at the end of this batch."""
        for e in self.queue:
            if e.kind == SYNC:
                spec = e.data["sight"].table.specs.get(name)
                if spec is not None:
                    return spec
                break
        return ZoneSpec(name, "meld", None, "row")  # made and taken away within one action

    def _counter(self, e: Event) -> None:
        t, d = self.shown, e.data
        name, new = d["name"], d["new"]
        if "index" in d:
            if name in t.counters and isinstance(t.counters[name], list) and d["index"] < len(t.counters[name]):
                old = t.counters[name][d["index"]]
                t.counters[name][d["index"]] = new
                if name == self.roles.get(Role.STAKES) and isinstance(old, int) and isinstance(new, int) and new != old:
                    self._chips(d["index"], new - old)
        else:
            old = t.counters.get(name)
            t.counters[name] = new[:] if isinstance(new, list) else new
            if name == self.roles.get(Role.POT):
                self.sound("clink")
            elif (name == self.roles.get(Role.STAKES) and isinstance(old, list) and isinstance(new, list)
                  and len(old) == len(new)):
                for seat, (a, b) in enumerate(zip(old, new)):
                    if isinstance(a, int) and isinstance(b, int) and a != b:
                        self._chips(seat, b - a)

    def _chips(self, seat: int, amount: int) -> None:
        """Chips fly between the pot (the middle) and a seat."""
        self.sound("clink")
        if self.fly <= 0:
            return
        a = self.layout.centre.center
        b = self.layout.seat_centre(seat)
        if amount < 0:
            a, b = b, a
        for i in range(min(6, abs(amount))):
            f = Flyer(a[0], a[1], "red" if i % 2 else "blue")
            self.flyers.append(f)
            self.tweens.animate(f, self.fly * 1.5, "in_out", partial(self._land_chip, f),
                                delay=i * 0.05, x=b[0], y=b[1])

    def _land_chip(self, f: Flyer) -> None:
        f.alive = False
        self.flyers = [x for x in self.flyers if x.alive]
