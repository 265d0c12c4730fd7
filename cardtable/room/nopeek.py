"""The no-peek check for the room: nothing sent to a phone names a card its seat could not know.

The check does not read the engine's ``known`` bits (the very thing it guards). ``Eyes`` works out,
from what happened at the table alone (the table's events: which card went from where to where,
face up or down, which was turned, which a seat was shown), what a person in each seat could name
where it lies:

* a card face up is seen by all, and remembered by all when it is turned down or put away face down;
* a card coming face down into a zone its owner looks at (a hand) is known to that owner; a card
  a seat is shown ("tell") is known to that seat;
* a card leaving a face-down zone face down keeps what each seat knew of it only where the seat
  can tell which card went: the zone's owner who looks at it, or anyone if the zone's order can be
  followed (a stack, a layout: by its place). Out of a hand (whose order nobody else follows) the
  others cannot: they no longer know that card, nor any other face-down card still in that hand
  (the hand holds all but one of those they knew, not which);
* shuffling a pile loses its order for everyone but an owner who looks at it; a hand shuffled
  keeps what it holds.

``Witness(session)`` is set as ``room.watch``: it is handed every message for a seat's phone on the
host's thread, at the moment it is sent, and checks it against ``Eyes`` replayed up to that moment:

* every card id the message holds (zones, moves) is one the seat could know now;
* no text in it names (by its long name, "queen of hearts") a card the seat could never have known.
Each breach is kept in ``breaches``; ``check`` raises at the first one with ``strict``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Protocol, cast

from ..engine.cards import CARD_LIMIT, long_name
from ..engine.events import Event, names_cards
from ..engine.state import State
from ..engine.table import HIDDEN, ZoneSpec

if TYPE_CHECKING:
    from .messages import StateMessage

# Zones whose order the others cannot follow: a card leaving one face down could be any of them.
UNFOLLOWED = frozenset({"hand"})


class Peek(AssertionError):
    """A message names a card its seat could not see."""


class Eyes:
    """What each seat (and an onlooker, who sees only face-up cards) could know of the table,
    worked out from its events alone (see the module's docstring)."""

    def __init__(self, seats: int) -> None:
        self.seats = seats
        self.up: set[int] = set()  # face up now
        self.knows: list[set[int]] = [set() for _ in range(seats)]  # what each seat could name where it lies
        self.ever: list[set[int]] = [set() for _ in range(seats)]  # every card each seat could name at some time
        self.ever_up: set[int] = set()
        self.where: dict[int, str] = {}
        self.specs: dict[str, ZoneSpec] = {}
        self.events = 0  # events read so far

    # -- what a seat could know -----------------------------------------------------------
    def sees(self, seat: int | None, card: int) -> bool:
        return card in self.up or (seat is not None and 0 <= seat < self.seats and card in self.knows[seat])

    def known(self, seat: int | None) -> set[int]:
        """Every card ``seat`` could name where it lies now (None: the face-up ones)."""
        return set(self.up) if seat is None else self.up | self.knows[seat]

    def ever_known(self, seat: int | None) -> set[int]:
        return set(self.ever_up) if seat is None else self.ever_up | self.ever[seat]

    # -- reading the table's events ---------------------------------------------------------
    def read(self, events: Iterable[Event], specs: dict[str, ZoneSpec]) -> None:
        """Take in these events (the true ones, in order); ``specs``: the table's zones (their
        kind, owner and whether the owner looks at them: the table's layout, not its knowledge)."""
        for e in events:
            self.step(e, specs)

    def _spec(self, name: str, specs: dict[str, ZoneSpec]) -> ZoneSpec | None:
        s = specs.get(name)
        if s is not None:
            self.specs[name] = s
            return s
        return self.specs.get(name)

    def _learn(self, seat: int, card: int) -> None:
        self.knows[seat].add(card)
        self.ever[seat].add(card)

    def _all_learn(self, card: int) -> None:
        for s in range(self.seats):
            self._learn(s, card)

    def step(self, e: Event, specs: dict[str, ZoneSpec]) -> None:
        self.events += 1
        k, d = e.kind, e.data
        if k == "move":
            c, src, dst, up = d["card"], d["src"], d["dst"], d["up"]
            was_up = c in self.up
            s_spec, d_spec = self._spec(src, specs), self._spec(dst, specs)
            if up:
                self.up.add(c)
                self.ever_up.add(c)
            elif was_up:  # seen going: everyone remembers it where it went
                self.up.discard(c)
                self._all_learn(c)
            else:
                looker = s_spec.owner if (s_spec is not None and s_spec.owner_sees) else None
                followed = s_spec is None or s_spec.kind not in UNFOLLOWED
                down = [x for x, z in self.where.items() if z == src and x not in self.up]
                for s in range(self.seats):
                    if s == looker or followed:
                        continue
                    if len(down) > 1 or c not in down:  # which of them went cannot be told
                        self.knows[s].discard(c)
                        self.knows[s].difference_update(down)
            if not up and d_spec is not None and d_spec.owner is not None and d_spec.owner_sees \
                    and 0 <= d_spec.owner < self.seats:
                self._learn(d_spec.owner, c)
            self.where[c] = dst
        elif k == "flip":
            c = d["card"]
            if d.get("zone") is not None:
                self.where[c] = d["zone"]
            if d["up"]:
                self.up.add(c)
                self.ever_up.add(c)
            elif c in self.up:
                self.up.discard(c)
                self._all_learn(c)
        elif k == "tell":
            c, seats = d["card"], d["seats"]
            for s in range(self.seats):
                if seats >> s & 1:
                    self._learn(s, c)
        elif k == "shuffle":
            z = d["zone"]
            spec = self._spec(z, specs)
            if spec is not None and spec.kind in UNFOLLOWED:
                return  # a hand mixed holds what it held
            looker = spec.owner if (spec is not None and spec.owner_sees) else None
            cards = [x for x, w in self.where.items() if w == z]
            for x in cards:
                self.up.discard(x)
            for s in range(self.seats):
                if s != looker:
                    self.knows[s].difference_update(cards)


def _card_list(v: object) -> list[int]:
    vals = v if isinstance(v, list) else [v]
    return [c for c in vals if isinstance(c, int) and not isinstance(c, bool) and 0 <= c < CARD_LIMIT]


def event_cards(e: Event) -> list[int]:
    """The cards an event names: a table event's own card, an announcement's typed ones."""
    out: list[int] = []
    for f, v in e.data.items():
        if f == "card" and e.kind in ("move", "flip", "tell"):
            out += _card_list(v)
        elif names_cards(v):
            out += _card_list(v)
    return out


def check_batch(eyes: Eyes, truth: Sequence[Event], told: dict[int | None, Sequence[Event]],
                specs: dict[str, ZoneSpec]) -> list[str]:
    """Read one action's true events into ``eyes``, checking each viewer's redacted copy of them
    (``told``: viewer (a seat, or None) -> its events, one for one): a table event may name a card
    only if the viewer could know it just before or just after it; an announcement only if it could
    know it then, and the action's own announcement only once the action is done (at some moment
    after its first event in the batch). Returns the breaches."""
    viewers = list(told)
    before = {v: eyes.known(v) for v in viewers}
    ups = [set(eyes.up)]  # face up before each event
    snaps: list[dict[int | None, set[int]]] = []
    for e in truth:
        eyes.step(e, specs)
        snaps.append({v: eyes.known(v) for v in viewers})
        ups.append(set(eyes.up))
    out: list[str] = []
    for v, events in told.items():
        if len(events) != len(truth):
            out.append(f"viewer {v}: {len(events)} events told for {len(truth)} true ones")
            continue
        for i, e in enumerate(events):
            prev = before[v] if i == 0 else snaps[i - 1][v]
            if e.kind == "action":  # what it did, once done; or a card face up for all to see as it was chosen
                ok = set().union(*(snaps[j][v] for j in range(i + 1, len(snaps)))) | ups[i]
            elif e.kind in ("move", "flip", "tell"):  # known where it is now, or seen going
                ok = snaps[i][v] | ups[i]
            else:
                ok = prev
            for c in event_cards(e):
                if c != HIDDEN and c not in ok:
                    out.append(f"viewer {v} was told of card {c} ({long_name(c)}) in a {e.kind!r} event it could "
                               f"not know")
    return out


def texts(value: object) -> list[str]:
    """Every string in a message (its keys' values, at any depth; in no particular order)."""
    out: list[str] = []
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, (list, tuple)):
            stack.extend(x for x in v if x is not None and type(x) is not int and type(x) is not bool)
    return out


def card_ids(msg: Mapping[str, object]) -> set[int]:
    """The card ids a state message names: its zones' cards, its moves' cards."""
    out: set[int] = set()
    state = cast("StateMessage", msg)  # a message of another kind holds neither
    for z in state.get("zones", ()):
        out.update(c for c in z["cards"] if c is not None)
    for m in state.get("moves", ()):
        out.update(m["cards"])
    return out


def _named(c: int) -> bool:
    try:
        long_name(c)
    except (IndexError, KeyError):
        return False
    return True


NAMES = {n: re.compile(r"\b" + re.escape(n) + r"\b", re.IGNORECASE)
         for n in {long_name(c).lower() for c in range(CARD_LIMIT) if _named(c)}}


def message_breaches(eyes: Eyes, seat: int | None, msg: Mapping[str, object]) -> list[str]:
    """What in one message for ``seat`` names a card it could not know (``eyes`` read up to now)."""
    out: list[str] = []
    known = eyes.known(seat)
    for c in card_ids(msg):
        if not (isinstance(c, int) and 0 <= c < CARD_LIMIT and c in known):
            out.append(f"seat {seat} was sent card {c} ({long_name(c) if _named(c) else c}) it could not know: "
                       f"{msg.get('t')}")
    ever = {long_name(c).lower() for c in eyes.ever_known(seat)}
    text = "\n".join(texts(msg))
    low = text.lower()
    for name, pat in NAMES.items():
        if name not in ever and name in low and pat.search(text):
            out.append(f"seat {seat} was told of the {name} it could never have known: {msg.get('t')}")
    return out


class Watched(Protocol):
    """What the witness reads of the table it watches (a ``Session``): its state and its seats."""

    @property
    def state(self) -> State: ...

    @property
    def seats(self) -> Sequence[object]: ...


class Witness:
    """Checks every message a room sends to a phone (see the module's docstring)."""

    def __init__(self, session: Watched, seats: Iterable[int] = (), strict: bool = True) -> None:
        self.session = session
        self.strict = strict
        self.breaches: list[str] = []
        self.checked = 0
        self._state: State | None = None
        self.eyes = Eyes(len(session.seats))
        self._catch_up()

    def __call__(self, seat: int, msg: Mapping[str, object]) -> None:
        self.check(seat, msg)

    def _catch_up(self) -> None:
        """Read the table's events since last time (all of them afresh if the game was taken back)."""
        st = self.session.state
        t = st.table
        log = t.log or []
        if st is not self._state or len(log) < self.eyes.events:
            self._state = st
            self.eyes = Eyes(st.players)
        self.eyes.read(log[self.eyes.events:], t.specs)

    def check(self, seat: int, msg: Mapping[str, object]) -> None:
        self.checked += 1
        self._catch_up()
        for what in message_breaches(self.eyes, seat, msg):
            self._breach(what)

    def _breach(self, what: str) -> None:
        self.breaches.append(what)
        if self.strict:
            raise Peek(what)
