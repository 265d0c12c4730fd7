"""The no-peek check for the room: nothing sent to a phone names a card its seat could not see.

``Witness(session)`` is set as ``room.watch``: it is handed every message for a seat's phone on the
host's thread, at the moment it is sent, and compares it with the true state then:

* every card id the message holds (zones, moves, anywhere a card id is named) is one the seat
  sees now (face up, or known to it);
* no text in it names (by its long name, "queen of hearts") a card the seat has never seen:
  what the seat has seen is everything it saw at any message so far plus every card its own
  redacted events named (a card turned up and down again within one move was seen).
Each breach is kept in ``breaches``; ``check`` raises at the first one with ``strict``.
"""

from __future__ import annotations

import re
from typing import Any

from ..engine.cards import CARD_LIMIT, long_name
from ..engine.events import names_cards
from ..engine.redact import sees
from ..engine.table import HIDDEN


class Peek(AssertionError):
    """A message names a card its seat could not see."""


def texts(value: Any) -> list[str]:
    """Every string in a message (its keys' values, at any depth)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in texts(v)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in texts(v)]
    return []


def card_ids(msg: dict[str, Any]) -> set[int]:
    """The card ids a state message names: its zones' cards, its moves' cards."""
    out: set[int] = set()
    for z in msg.get("zones", ()):
        out.update(c for c in z["cards"] if c is not None)
    for m in msg.get("moves", ()):
        out.update(m["cards"])
    return out


def _event_cards(data: dict[str, Any]) -> set[int]:
    """The cards an event showed: an announcement's typed ones, a table event's (move, flip) own."""
    out: set[int] = set()
    for f, v in data.items():
        if not (names_cards(v) or f == "card"):
            continue
        for c in (v if isinstance(v, list) else [v]):
            if isinstance(c, int) and not isinstance(c, bool) and 0 <= c < CARD_LIMIT:
                out.add(c)
    return out


class Witness:
    """Checks every message a room sends to a phone (see the module's docstring)."""

    def __init__(self, session: Any, seats: Any = (), strict: bool = True) -> None:
        self.session = session
        self.strict = strict
        self._chairs: dict[int, Any] = {}
        self._seen: dict[int, set[int]] = {}
        self.breaches: list[str] = []
        self.checked = 0
        self._names = {n: re.compile(r"\b" + re.escape(n) + r"\b", re.IGNORECASE)
                       for n in {long_name(c).lower() for c in range(CARD_LIMIT) if _named(c)}}
        for seat in seats:  # watched from the start: what they saw before their phone joined counts
            self._seen_by(seat)

    def __call__(self, seat: int, msg: dict[str, Any]) -> None:
        self.check(seat, msg)

    def _seen_by(self, seat: int) -> set[int]:
        if seat not in self._chairs:
            self._chairs[seat] = self.session.chair(seat)
            self._seen[seat] = set()
            self._chairs[seat].sight()
        seen = self._seen[seat]
        batches = self._chairs[seat].events()
        if batches is None:  # a move taken back: look afresh
            self._chairs[seat].sight()
        else:
            for events, _sight in batches:
                for e in events:
                    seen |= _event_cards(e.data)
        t = self.session.state.table
        seen.update(c for lst in t.zones.values() for c in lst if c != HIDDEN and sees(t, seat, c))
        return seen

    def check(self, seat: int, msg: dict[str, Any]) -> None:
        self.checked += 1
        t = self.session.state.table
        seen = self._seen_by(seat)
        for c in card_ids(msg):
            if not (isinstance(c, int) and 0 <= c < CARD_LIMIT and sees(t, seat, c)):
                self._breach(f"seat {seat} was sent card {c} ({long_name(c)}) it cannot see: {msg.get('t')}")
        seen_names = {long_name(c).lower() for c in seen}
        text = "\n".join(texts(msg))
        low = text.lower()
        for name, pat in self._names.items():
            if name not in seen_names and name in low and pat.search(text):
                self._breach(f"seat {seat} was told of the {name} it never saw: {msg.get('t')}")

    def _breach(self, what: str) -> None:
        self.breaches.append(what)
        if self.strict:
            raise Peek(what)


def _named(c: int) -> bool:
    try:
        long_name(c)
    except (IndexError, KeyError):
        return False
    return True
