"""Redacting before the screen: what one viewer may know of the table and of each event.

The screen is never handed the engine's table. A ``Redactor`` keeps the true table beside
the screen (as of the last batch of events) and hands out only

* ``sight(state, viewer)``: the viewer's view of the table, every card it cannot see
  replaced by ``HIDDEN``, with who played the cards lying in tricks (by place);
* ``batch(events, state)``: an action's events with every card the viewer could not see
  at that moment replaced by ``HIDDEN``, and the sight after them.

A viewer is a seat, or None: nobody's view, only face-up cards (a hand-over, an onlooker).
An event names a card only when the viewer sees it just before or just after it: a card
drawn into the viewer's hand is named by its move, one turned up by its flip, one the
viewer is told by the tell; a card going out of sight is named by the event that hides it
(the viewer saw it go), unless it went unseen by the viewer (a move's "seen": a card put
away face down from a hand, which the viewer cannot tell from the others there): then
neither that move nor the action before it names it, and its "from" is a place that names
nothing. Moves say where the card was ("from") and where it lands ("index"), so a card
nobody names can still be moved by its place. Events that can show
a card where it lies (flip, tell) carry its place ("zone", "at") when the card
is named and the place is certain (a zone shuffled within the batch and moved in again
afterwards is not: the screen then learns the card with the next sight).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .events import Card, Cards, Event, names_cards
from .state import State
from .table import HIDDEN, Table

SAME: Any = object()  # ``sight``: keep the viewer it had


def sees(t: Table, viewer: int | None, card: int) -> bool:
    """May ``viewer`` (None: nobody) see this card on the table ``t``?"""
    return t.up[card] or (viewer is not None and bool(t.known[card] >> viewer & 1))


def seen(t: Table, viewer: int | None) -> set[int]:
    """Every card on ``t`` the viewer may see."""
    return {c for lst in t.zones.values() for c in lst if c != HIDDEN and sees(t, viewer, c)}


def mask(t: Table, viewer: int | None) -> Table:
    """A copy of ``t`` (no log) in which every card the viewer may not see is ``HIDDEN``."""
    v = t.copy()
    up, known, where = v.up, v.known, v.where
    for lst in v.zones.values():
        for i, c in enumerate(lst):
            if c == HIDDEN:
                raise ValueError("this table is masked already")
            if up[c] or (viewer is not None and known[c] >> viewer & 1):
                continue
            lst[i] = HIDDEN
            where[c] = None
            known[c] = 0
    return v


def trick_players(t: Table) -> dict[str, list[int | None]]:
    """Who played each card lying in a trick zone, by place, from the table's log."""
    specs = t.specs
    by: dict[int, int] = {}
    for e in t.log or ():
        if e.kind != "move":
            continue
        d = e.data
        dst, src = specs.get(d["dst"]), specs.get(d["src"])
        if dst is not None and dst.kind == "trick" and src is not None and src.owner is not None:
            by[d["card"]] = src.owner
        else:
            by.pop(d["card"], None)
    return {z: [by.get(c) for c in lst] for z, lst in t.zones.items() if specs[z].kind == "trick"}


@dataclass
class Sight:
    """What the screen is given of the table: one viewer's view of it."""

    table: Table  # hidden cards are HIDDEN; no log
    viewer: int | None
    played: dict[str, list[int | None]] | None = None  # trick zone -> who played each place


def redact_events(before: Table, events: Sequence[Event], viewer: int | None,
                  after: Table | None = None) -> list[Event]:
    """``events`` (one batch, played on the table ``before``) as ``viewer`` may know them.

    ``after`` (the table after them) gives the order a zone was shuffled into, when nothing
    moves in or out of it afterwards in the batch; ``before`` is not changed."""
    t = before.copy()
    sure = _shuffled_orders(events, after)
    unsure: set[str] = set()  # zones shuffled in this batch whose order is not known

    def at(zone: str | None, card: int) -> int | None:
        return None if zone is None or zone in unsure else t.zones[zone].index(card)

    # cards that go unseen by the viewer later in the batch: an announcement before that (the
    # action that puts one away) may not name them either
    going = [e.data["card"] for e in events if e.kind == "move" and not _saw_go(e.data, viewer)]
    out: list[Event] = []
    for i, e in enumerate(events):
        k, d = e.kind, e.data
        if k == "move":
            c = d["card"]
            dst = t.zones[d["dst"]]
            if "seen" in d:
                if _saw_go(d, viewer):
                    data = {**d, "card": c}
                else:
                    going.remove(c)
                    data = {**d, "card": HIDDEN, "from": _blind_from(t, viewer, d)}
                t.move(c, d["dst"], d["up"], d["index"] if d["index"] < len(dst) else None, seen=d["seen"])
                out.append(Event(k, data))
                continue
            was = sees(t, viewer, c)
            t.move(c, d["dst"], d["up"], d["index"] if d["index"] < len(dst) else None)
            out.append(Event(k, {**d, "card": c if was or sees(t, viewer, c) else HIDDEN}))
        elif k in ("flip", "tell"):
            c = d["card"]
            was = sees(t, viewer, c)
            if k == "flip":
                t.flip(c, d["up"])
            else:
                t.tell(c, d["seats"])
            data = {x: v for x, v in d.items() if x != "card"}
            if was or sees(t, viewer, c):
                data.update(card=c, zone=t.where[c], at=at(t.where[c], c))
            else:
                data.update(card=HIDDEN, zone=None, at=None)
            out.append(Event(k, data))
        elif k == "shuffle":
            z = d["zone"]
            order = sure.get(i)
            t.shuffle(z, None, order if order is not None else list(t.zones[z]))  # an order: no random source
            (unsure.discard if order is not None else unsure.add)(z)
            out.append(e)
        elif k == "zone":
            spec = after.specs.get(d["name"]) if after is not None else None
            if d["name"] not in t.specs:
                if spec is None:  # made and taken away within the batch
                    t.add_zone(d["name"], "pile")
                else:
                    t.add_zone(spec.name, spec.kind, spec.owner, spec.layout, spec.owner_sees, spec.pool,
                               spec.grid, spec.label)
            out.append(e)
        elif k == "unzone":
            if d["name"] in t.specs and not t.zones[d["name"]]:
                t.remove_zone(d["name"])
            out.append(e)
        elif k in ("deal", "counter"):
            out.append(e)
        else:  # an announcement: the cards it names (by their type: ``Card``, ``Cards``) as the viewer may know them
            data = {f: _masked(v, t, viewer, going) if names_cards(v) else v for f, v in d.items()}
            out.append(Event(k, data))
    return out


def _saw_go(d: dict[str, Any], viewer: int | None) -> bool:
    """Could the viewer tell which card this move took? Not if it went unseen ("seen") by it."""
    seen = d.get("seen")
    return seen is None or (viewer is not None and bool(seen >> viewer & 1))


def _blind_from(t: Table, viewer: int | None, d: dict[str, Any]) -> int | None:
    """Where a card that went unseen by the viewer was, as far as the viewer may be told: its true
    place if the viewer knows no face-down card there (a place among cards all alike to it says
    nothing), else the first place of a card it does not know (not the true one: that would name
    the card), or None if it knows them all."""
    lst = t.zones[d["src"]]
    up = t.up
    if not any(not up[c] and sees(t, viewer, c) for c in lst):
        was: int | None = d["from"]
        return was
    return next((i for i, c in enumerate(lst) if not sees(t, viewer, c)), None)


def _masked(v: Any, t: Table, viewer: int | None, going: Sequence[int] = ()) -> Any:
    if isinstance(v, Cards):
        return Cards(_masked(Card(x), t, viewer, going) for x in v)
    if isinstance(v, int) and not isinstance(v, bool):
        ok = 0 <= v < len(t.up) and t.where[v] is not None and sees(t, viewer, v) and v not in going
        return v if ok else Card(HIDDEN)
    return v


def _shuffled_orders(events: Sequence[Event], after: Table | None) -> dict[int, list[int]]:
    """Shuffle event index -> the zone's order right after it, where ``after`` still shows it."""
    if after is None:
        return {}
    sure: dict[int, list[int]] = {}
    touched: set[str] = set()
    for i in range(len(events) - 1, -1, -1):
        k, d = events[i]
        if k == "shuffle":
            z = d["zone"]
            if z not in touched and z in after.zones:
                sure[i] = list(after.zones[z])
            touched.add(z)
        elif k == "move":
            touched.add(d["src"])
            touched.add(d["dst"])
        elif k in ("zone", "unzone"):
            touched.add(d["name"])
    return sure


class Redactor:
    """The true table, kept beside the screen so that the screen never holds it.

    Hand it the engine's state after each action with that action's events; it gives back
    the events and the table as the viewer may know them."""

    def __init__(self, state: State, viewer: int | None = None) -> None:
        self.viewer = viewer
        self.truth = state.table.copy()

    def sight(self, state: State, viewer: int | None = SAME,
              played: dict[str, list[int | None]] | None = None) -> Sight:
        """The table as it is now for the viewer (a new one if given): a start, a game taken
        back, a new person at the screen. ``played``: who played the tricks' cards, if known
        (``trick_players`` of this state: public, the same for every viewer)."""
        if viewer is not SAME:
            self.viewer = viewer
        self.truth = state.table.copy()
        return Sight(mask(self.truth, self.viewer), self.viewer,
                     played if played is not None else trick_players(state.table))

    def batch(self, events: Sequence[Event], state: State) -> tuple[list[Event], Sight]:
        """An action's events for the viewer, and the table after them."""
        after = state.table
        red = redact_events(self.truth, events, self.viewer, after)
        self.truth = after.copy()
        return red, Sight(mask(self.truth, self.viewer), self.viewer)
