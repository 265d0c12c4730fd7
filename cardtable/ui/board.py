"""The table as the screen shows it: one viewer's view of the engine's table, following the
engine's events (redacted for that viewer) one at a time, with a sprite per card tweening
to its place.

The board is never handed the true table: only a ``Sight`` (the viewer's view, every card
the viewer may not see ``HIDDEN``) and events in which such cards are ``HIDDEN`` too (see
``engine.redact``). Each hidden card gets a board-local alias (an id from ``ALIAS_BASE`` on,
never a real card), one per place, so that it has a sprite of its own and can be moved by its
place. An event that shows the viewer a card (a flip up, a draw into the viewer's hand, a
tell) re-keys the alias to the real id; one that hides a card again (a shuffle, a
card turned down before an onlooker) gives it a fresh alias. So a card is drawn face up only
if the board knows its id, and it knows only ids the viewer may see.

The shown table is changed through the engine's own ``Table`` methods, so who may see which
card follows the engine's rules at every moment of an animation. After each batch the shown
table is set to the new sight (a shuffle's order is not in its events).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from functools import partial

from ..engine.events import Event
from ..engine.present import Role
from ..engine.redact import Sight
from ..engine.table import HIDDEN, Table
from .board_events import EventPlayer
from .hand_order import sort_key
from .layout import ASPECT, TableLayout, ZoneBox, across
from .sprites import ALIAS_BASE, Flyer, Shuffle, Sprite, land
from .tween import Tweens

__all__ = ["ALIAS_BASE", "Board", "Sprite", "sort_key"]

LOOKED_AT = ("hand", "tableau", "layout", "stack")  # own face-down cards a player looks at (not won tricks)


class Board(EventPlayer):
    """The shown table, its sprites, and the queue of events still to play."""

    def __init__(self, sight: Sight, nseats: int, bottom: int, size: tuple[int, int],
                 on_moment: Callable[[Event], bool] | None = None, sound: Callable[[str], None] | None = None,
                 card_scale: float = 1.0, roles: dict[Role, str] | None = None,
                 linger: frozenset[str] = frozenset(),
                 card_word: Callable[[int], str | None] | None = None) -> None:
        """``card_word``: what a card means in the game, as a tag on the cards the viewer sees (the game's
        ``card_word``; None: a card is only itself): the person's hand spreads so each tag shows whole."""
        self.nseats = nseats
        self.bottom = bottom
        self.size = size
        self.tweens = Tweens()
        self.queue: deque[Event] = deque()
        self.wait = 0.0
        self.fly = 0.3  # seconds a card takes to fly; 0 plays everything at once
        self.read = 0.9  # seconds a finished trick (a moment worth reading) stays before it is gathered
        self.hurry = False  # a click or a key: the motion under way plays at a few times its speed
        self.join: str | None = None  # a grid's card went out: the card coming into its place plays with it
        self.hold = False  # waiting for a scene (deal summary) before going on
        self.on_moment = on_moment or (lambda e: False)
        self.sound = sound or (lambda name: None)
        self.sprites: dict[int, Sprite] = {}
        self.played_by: dict[int, int] = {}  # trick cards: who played them
        self.shuffles: dict[str, Shuffle] = {}
        self.flyers: list[Flyer] = []
        self.dealing = 0  # moves left in a deal
        self.toast: tuple[str, float] | None = None
        self.sort_key: Callable[[int], tuple[int, int, int]] | None = None  # the order of the bottom seat's hand
        self.open: frozenset[str] = frozenset()  # others' hands to be picked from now: laid out side by side
        self.card_scale = card_scale  # the card-size setting (layout.TableLayout)
        self.names: tuple[str, ...] = ()  # the seats' names as the table gives them (a meld's label names its owner)
        self.roles: dict[Role, str] = dict(roles or {})  # the counters the board acts on, by role
        self.linger = linger  # event kinds that stay to be read, as a finished trick (``Presentation.linger``)
        self.card_word = card_word
        self._take(sight)
        self._snap_all()

    def reset(self, sight: Sight) -> None:
        """Show ``sight`` as it is now, with nothing left to play (a game taken back or resumed,
        a new person at the screen)."""
        self.tweens.finish_all()
        self.queue.clear()
        self.hold = False
        self.hurry = False
        self.join = None
        self.wait = 0.0
        self.dealing = 0
        self.flyers.clear()
        self.shuffles.clear()
        self.toast = None
        self.sprites.clear()
        self._take(sight)
        self._snap_all()

    def look(self, sight: Sight) -> None:
        """A new person at the screen (a hand-over): the table as they may see it. Only the
        words on the table stay; every card is taken afresh from their sight."""
        toast = self.toast
        self.reset(sight)
        self.toast = toast

    def _take(self, sight: Sight) -> None:
        self.viewer = sight.viewer
        self.next_alias = ALIAS_BASE
        self.shown = self._aliased(sight.table)
        self.played_by = {}
        for z, seats in (sight.played or {}).items():
            for c, seat in zip(self.shown.zones.get(z, ()), seats):
                if seat is not None:
                    self.played_by[c] = seat
        self.layout = self._layout()

    # -- hidden cards: aliases ----------------------------------------------------------
    def _alias(self, t: Table | None = None) -> int:
        """A fresh board-local id for a card the viewer may not see."""
        t = t if t is not None else self.shown
        a = self.next_alias
        self.next_alias += 1
        _room(t, a + 1)
        return a

    def _aliased(self, view: Table, old: Table | None = None) -> Table:
        """A copy of a view with an alias in each hidden place: the one that stood there in
        ``old`` (the board's table before), else a fresh one."""
        t = view.copy(log=False)
        _room(t, self.next_alias)
        used: set[int] = set()
        for z, lst in t.zones.items():
            prev = old.zones.get(z, ()) if old is not None else ()
            for i, c in enumerate(lst):
                if c != HIDDEN:
                    continue
                a = prev[i] if i < len(prev) and prev[i] >= ALIAS_BASE and prev[i] not in used else self._alias(t)
                used.add(a)
                lst[i] = a
                t.where[a] = z
                t.up[a] = False
                t.known[a] = 0
        return t

    def _rekey(self, old: int, new: int) -> None:
        """The card in ``old``'s place is ``new`` from now on (shown, or hidden again)."""
        t = self.shown
        z = t.where[old]
        assert z is not None  # the old card is in a place (it was found there)
        lst = t.zones[z]
        lst[lst.index(old)] = new
        t.where[new], t.up[new], t.known[new] = z, False, 0
        t.where[old], t.up[old], t.known[old] = None, False, 0
        s = self.sprites.pop(old, None)
        if s is not None:
            s.card = new
            self.sprites[new] = s
        if old in self.played_by:
            self.played_by[new] = self.played_by.pop(old)

    def sees(self, card: int) -> bool:
        """May the viewer see this card, as the shown table has it now?"""
        t, v = self.shown, self.viewer
        return t.up[card] or (v is not None and bool(t.known[card] >> v & 1))

    def _tags(self) -> frozenset[str]:
        """The words the person's own hand shows as tags on its cards (``card_word``), for its spread."""
        word, t = self.card_word, self.shown
        if word is None:
            return frozenset()
        cards = [c for z, lst in t.zones.items() if t.specs[z].kind == "hand" and t.specs[z].owner == self.bottom
                 for c in lst if c < ALIAS_BASE and self.sees(c)]
        return frozenset(w for c in cards if (w := word(c)))

    def masked(self) -> dict[str, list[int]]:
        """The shown zones with every alias as HIDDEN: comparable with the viewer's view."""
        return {z: [HIDDEN if c >= ALIAS_BASE else c for c in lst] for z, lst in self.shown.zones.items()}

    # -- layout -------------------------------------------------------------------------
    def _layout(self) -> TableLayout:
        t = self.shown
        counts = {z: len(lst) for z, lst in t.zones.items()}
        up_in = {z: any(t.up[c] for c in lst) for z, lst in t.zones.items() if t.specs[z].kind == "hand"}
        lay = TableLayout(self.size, t.specs, counts, self.nseats, self.bottom, up_in, self.open,
                          self.card_scale, self.names, self._tags())
        for name, box in lay.zones.items():
            if t.specs[name].kind == "trick" and box.label_at is not None:
                # the trick's cards lie round its middle (``_trick_spot``), the far seat's on top: its label there
                box.label_at = (box.rect.centerx - box.cw // 2, box.label_at[1])
        return lay

    def name_seats(self, names: list[str] | tuple[str, ...]) -> None:
        """The seats' names as the table gives them: the labels that name an owner get their room."""
        if tuple(names) != self.names:
            self.names = tuple(names)
            self._relayout(set())

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
        spec = self.shown.specs[zone]
        lst = self.in_order(zone)
        i = lst.index(card)
        if i >= len(box.slots):
            return None
        x, y = box.slots[i]
        if spec.kind == "trick" and card in self.played_by:
            x, y = self._trick_spot(box, card, i)
        return x, y, box.cw

    def in_order(self, zone: str) -> list[int]:
        """A zone's cards in the order they are laid out: the viewer's hand sorted (colours
        alternating, the trumps named by the counter whose role is the trump suit at the left end)."""
        lst = self.shown.zones[zone]
        spec = self.shown.specs[zone]
        if spec.kind == "stack" and spec.layout == "spread":
            return turned_last_on_top(lst, self.shown.up)
        key = self.sort_key
        if key is None or spec.kind != "hand" or spec.owner != self.bottom:
            return lst
        fit = getattr(key, "fit", None)
        if fit is not None:
            trumps = self.roles.get(Role.TRUMP_SUIT)
            fit(lst, self.shown.counters.get(trumps) if trumps is not None else None)
        return sorted(lst, key=key)

    def origin(self, zone: str) -> tuple[int, int]:
        """Where a card leaving ``zone`` that has no sprite yet starts: the zone's top card, else
        the seat that owns it, else the middle of the table."""
        box = self.layout.zones.get(zone)
        if box is not None and box.slots:
            return box.slots[-1]
        if box is not None:
            return box.rect.topleft
        spec = self.shown.specs.get(zone)
        if spec is not None and spec.owner is not None:
            x, y = self.layout.seat_centre(spec.owner)
        else:
            x, y = self.layout.centre.center
        cw = self.layout.hand_cw // 2
        return x - cw // 2, y - round(cw * ASPECT) // 2

    def _trick_spot(self, box: ZoneBox, card: int, i: int) -> tuple[int, int]:
        """A trick card lies in front of the seat that played it: on an oval around the trick's
        middle, in the direction of that seat as seen from the middle of the table."""
        cx, cy = box.rect.center
        ch = round(box.cw * ASPECT)
        ox, oy = self.layout.centre.center
        tx, ty = self.layout.seat_centre(self.played_by[card])
        a = math.atan2(ty - oy, tx - ox)
        if self.nseats <= 4:  # at most four places: below, left, above, right, clear of each other
            a = round(a / (math.pi / 2)) * (math.pi / 2)
        rx = max(box.cw * 1.1, box.rect.w / 2 - box.cw * 0.6)
        ry = ch * (0.55 if across(self.nseats) else 0.4)  # the near and far cards clear of each other
        px, py = cx + math.cos(a) * rx, cy + math.sin(a) * ry
        return round(px - box.cw / 2), round(py - ch / 2)

    def _placed(self) -> dict[int, tuple[int, int, int]]:
        """Each shown card that is drawn, zone by zone, with its place (``target``)."""
        placed: dict[int, tuple[int, int, int]] = {}
        for lst in self.shown.zones.values():
            for c in lst:
                t = self.target(c)
                if t is not None:
                    placed[c] = t
        return placed

    def _snap_all(self) -> None:
        live = self._placed()
        for c, t in live.items():
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

    def _relayout(self, zones: set[str], moving: int | None = None, duration: float | None = None,
                  start: tuple[int, int] | None = None) -> None:
        """New places after a change: the moving card flies, its neighbours slide over."""
        self.layout = self._layout()
        fly = self.fly if duration is None else duration
        live = self._placed()
        for c, t in live.items():
            s = self.sprites.get(c)
            if s is None:
                s = self.sprites[c] = Sprite(c, *t)
                if c != moving:
                    continue
                s.x, s.y = start if start is not None else self.layout.centre.center
            if (s.tx, s.ty, s.tw) == t:
                continue  # already there or on its way: never restart a flight
            s.tx, s.ty, s.tw = t
            if c == moving:
                s.z = 1
                w = t[2]
                self.tweens.animate(s, fly, "out", partial(land, s, w), x=t[0], y=t[1], w=w)
            else:
                s.w = t[2]
                box = self.layout.zones.get(self.shown.where[c] or "")
                if box is not None and box.mode == "backs" and abs(s.x - t[0]) + abs(s.y - t[1]) < box.cw:
                    self.tweens.stop(s)  # another's backs close up by a few pixels: at once, nothing to watch
                    s.x, s.y = t[0], t[1]
                    continue
                self.tweens.animate(s, fly * (0.6 if zones and self.shown.where[c] in zones else 0.5),
                                    "out", x=t[0], y=t[1])
        for c in [c for c in self.sprites if c not in live]:
            self.tweens.stop(self.sprites.pop(c))

    def _sync(self, sight: Sight) -> None:
        """The batch is played: take the new sight (the order after a shuffle, a card told in a
        place that was not certain). A card now shown where an alias stood takes over its sprite."""
        old = self.shown
        new = self._aliased(sight.table, old)
        keys = {c for lst in new.zones.values() for c in lst}
        for z, lst in new.zones.items():
            prev = old.zones.get(z, ())
            for i, c in enumerate(lst):
                p = prev[i] if i < len(prev) else None
                if c not in self.sprites and p is not None and p in self.sprites and p not in keys:
                    s = self.sprites.pop(p)
                    s.card = c
                    self.sprites[c] = s
                    if p in self.played_by:
                        self.played_by[c] = self.played_by.pop(p)
        self.played_by = {c: s for c, s in self.played_by.items() if c in keys}
        specs_same = new.specs.keys() == old.specs.keys()
        self.shown = new
        if not specs_same:
            self.layout = self._layout()
        self._relayout(set(), None, duration=self.fly * 0.5)

    # -- what the viewer sees ------------------------------------------------------------------
    def face_up(self, card: int) -> bool:
        """Draw this card's face? Face-up cards, and the viewer's own cards that the viewer knows
        (in a hand or laid out, not in won tricks). An alias never."""
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


def turned_last_on_top(lst: list[int], up: list[bool]) -> list[int]:
    """A spread stack whose top cards were turned up one by one from the top (a challenge's): the turned
    cards lie beside the rest in the order they were turned, the last one on top and seen whole (the card
    that settled it, a skull, is never half hidden under a card turned before it)."""
    k = 0
    while k < len(lst) and up[lst[len(lst) - 1 - k]]:
        k += 1
    if k < 2 or any(up[c] for c in lst[:len(lst) - k]):
        return lst
    rest = len(lst) - k
    return lst[:rest] + lst[rest:][::-1]


def _room(t: Table, n: int) -> None:
    """Make the table's per-card lists long enough for ids below ``n`` (aliases)."""
    grow = n - len(t.where)
    if grow > 0:
        grow += 64
        t.where.extend([None] * grow)
        t.up.extend([False] * grow)
        t.known.extend([0] * grow)
