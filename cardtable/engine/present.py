"""How a game reads: its events in words for a viewer, its public numbers, its score sheet.

A game declares a ``Presentation`` beside its rules; the screen, the command line
(and later the action log and speech) read it and name no game. Words follow the
viewer: the actor reads "You take the trick", the others "Ann takes the trick".
A count reads right for one and for many: ``{amount|chip|chips}`` gives "1 chip"
or "3 chips".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum

from .cards import long_name
from .events import Card, Event, Seat
from .table import HIDDEN

_PLURAL = re.compile(r"\{(\w+)\|([^|{}]*)\|([^|{}]*)\}")


class _Blank(dict[str, object]):
    def __missing__(self, key: str) -> str:
        return "?"


def plural(n: object, one: str, many: str) -> str:
    """'1 chip', '3 chips', '0 chips'."""
    return f"{n} {one if n == 1 else many}"


def amount(text: str, n: object, unit: str) -> str:
    """A number shown with its unit, right for one: "12 pts", "1 pt"."""
    if n == 1 and unit.endswith("s") and not unit.endswith("ss"):
        unit = unit[:-1]
    return text + unit


def fill(template: str, data: Mapping[str, object]) -> str:
    """A template with ``{field}`` and ``{field|one|many}`` filled from ``data``."""
    text = _PLURAL.sub(lambda m: plural(data.get(m.group(1), "?"), m.group(2), m.group(3)), template)
    return text.format_map(_Blank(data))


def capital(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def seat_words(text: str, names: Sequence[str], viewer: int | None) -> str:
    """A label's ``{3's}`` read as "Dev's" ("your" for the viewer), ``{3}`` as "Dev" ("you")."""
    def one(m: re.Match[str]) -> str:
        s, owns = int(m.group(1)), bool(m.group(2))
        if s == viewer:
            return "your" if owns else "you"
        name = names[s] if 0 <= s < len(names) else "a player"
        return f"{name}'s" if owns else name
    return re.sub(r"\{(\d+)('s)?\}", one, text)


@dataclass(frozen=True)
class Phrase:
    """One kind of event in words. ``other`` is read by everyone but the actor
    (``{name}`` is the actor's name); ``you`` by the actor, in the second person.
    ``actor`` names the event field holding the acting seat (none: an impersonal event)."""

    other: str
    you: str | None = None
    actor: str | None = "seat"
    hidden: str | None = None  # ``other`` when a card it would name is hidden from the viewer

    def text(self, data: Mapping[str, object], viewer: int | None, names: Sequence[str]) -> str:
        seat = data.get(self.actor) if self.actor else None
        fields = dict(data)
        if isinstance(seat, int) and 0 <= seat < len(names):
            fields["name"] = names[seat]
        else:
            fields["name"] = "Nobody"
        for key, v in data.items():  # other fields naming a seat (a ``Seat``) read as names too ({by_name}),
            if key != self.actor and isinstance(v, Seat) and 0 <= v < len(names):  # and owners ({by_whose})
                fields[f"{key}_name"] = "you" if v == viewer else names[v]
                fields[f"{key}_whose"] = "your" if v == viewer else "their own" if v == seat else f"{names[v]}'s"
        template = self.you if (self.you is not None and seat is not None and seat == viewer) else self.other
        if self.hidden is not None and template is self.other and data.get("hidden"):
            template = self.hidden
        return capital(fill(template, fields))




class Role(Enum):
    """What a counter is to the screen, beyond how it reads: the screen acts on a role, never on
    a counter's name."""

    TRUMP_SUIT = "the trump suit"  # the person's hand sorts these cards to its left end
    POT = "chips in the middle"  # a change clinks
    STAKES = "each seat's chips"  # a change flies chips between the middle and the seat


@dataclass(frozen=True)
class Counter:
    """One public number on the table (``Table.counters``) and how the screen shows it.

    ``kind``: "number" (a line in the panel), "seat" (a number naming a seat:
    the dealer), "suit" (trumps), or "column" (one value per seat: a column in
    the scores and a word in each seat's note). ``note`` is that word ("bid ");
    ``unit`` follows the value ("pts")."""

    name: str
    label: str
    kind: str = "number"
    note: str | None = None
    unit: str = ""
    role: Role | None = None  # what the screen does with it (``Role``); None: it only shows it


@dataclass(frozen=True)
class Presentation:
    """Everything the screen needs to know of a game beyond its zones and actions.

    - ``events``: event kind -> phrase (kinds not listed say nothing in words);
    - ``counters``: the public numbers to show, in order;
    - ``sheet``: the labels of each ``state.sheet`` entry, in order (a value
      per seat becomes a column; a label in ``sheet_seats`` names a seat, and ``sheet_nobody``
      gives its words when it names none: "Nobody went out");
    - ``sheet_lists``: a sheet label whose value is a list of tuples -> the template
      each tuple reads as, a line each (``{name}`` the seat of item 0, ``{v1}``, ``{v2}`` ...);
    - ``actions``: action kind -> phrase, the action log's line for it (``engine/log.py``:
      fields {card}, {cards}, {n}, {number}, {moved1}, {owner_name}, {whose}; ``hidden`` is
      read when a card it names is hidden from the viewer);
    - ``card_words``: a card in words, no article ("king of hearts", "rose");
    - ``pile_units``: zone kind or name -> (one, many, cards per unit): a pile counted in
      units, not cards (a won trick);
    - ``linger``: the event kinds the screen holds still on for a moment, to be read before the
      next motion (a card turned up in a challenge, before the cards are gathered).
    """

    events: Mapping[str, Phrase] = field(default_factory=dict)
    counters: tuple[Counter, ...] = ()
    sheet: tuple[str, ...] = ()
    sheet_seats: frozenset[str] = frozenset()
    sheet_lists: Mapping[str, str] = field(default_factory=dict)
    sheet_nobody: Mapping[str, str] = field(default_factory=dict)  # a seat column's words for no seat
    actions: Mapping[str, Phrase] = field(default_factory=dict)
    card_words: Callable[[int], str] = long_name
    pile_units: Mapping[str, tuple[str, str, int]] = field(default_factory=dict)
    deal_begins: str = "Deal {deal} begins"  # the action log's line as a deal starts
    typed_number: str = ""  # what typing a number does at this game's table ("bid that number"); "": nothing
    linger: frozenset[str] = frozenset()  # event kinds the screen lets stay to be read, as a finished trick
    deal_word: str = "Deal"  # what the game calls a deal ("Hole" in Golf): the screen's titles say it

    def roles(self) -> dict[Role, str]:
        """Each role a counter plays (``Counter.role``) -> that counter's name."""
        return {c.role: c.name for c in self.counters if c.role is not None}


# What every game that keeps the deal lifecycle has: the deal number, the dealer, the scores.
LIFECYCLE_COUNTERS = (
    Counter("deal", "Deal"),
    Counter("dealer", "Dealer", "seat"),
    Counter("score", "Score", "column", note="", unit=" pts"),
)

PLAIN = Presentation(counters=LIFECYCLE_COUNTERS)


def event_text(pres: Presentation, event: Event, viewer: int | None, names: Sequence[str]) -> str | None:
    """The event in words for ``viewer`` (None: an onlooker), or None if it is not worth words."""
    phrase = pres.events.get(event.kind)
    if phrase is None:
        return None
    data = dict(event.data)
    for f, v in event.data.items():  # a card (``Card``) reads as its words, whatever its field is called
        if isinstance(v, Card):
            data[f] = "card" if v == HIDDEN else pres.card_words(v)
    if "cards" in data and "n" not in data:
        cards = data["cards"]
        data["n"] = len(cards) if isinstance(cards, (list, tuple)) else cards
    return phrase.text(data, viewer, names)


def pile_text(pres: Presentation, label: str, cards: int, players: int) -> str | None:
    """A pile the game counts in units (``pile_units``, by the zone's label): "1 trick", "3 tricks";
    None: the pile counts its cards. A unit of 0 cards is one card per player (a trick)."""
    units = pres.pile_units.get(label)
    if not units:
        return None
    one, many, per = units
    return plural(cards // (per or players), one, many)


def _fmt(v: object) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:g}"
    if isinstance(v, (list, tuple)):
        return " ".join(_fmt(x) for x in v)
    return str(v)


EVENT_SKIP = {"deal", "totals"}


def deal_sheet(pres: Presentation, sheet: Sequence[object], history: Sequence[object], deal: int,
               data: Mapping[str, object], names: Sequence[str]) -> tuple[list[str], list[str], list[list[str]]]:
    """(lines, column headings, rows per seat) for deal number ``deal`` (1-based), from the
    game's sheet entries (``state.sheet``) or, lacking them, the deal's end event."""
    n = len(names)
    lines: list[str] = []
    heads: list[str] = []
    cols: list[list[str]] = []
    entry = sheet[deal - 1] if 0 < deal <= len(sheet) else None
    labels = pres.sheet
    if isinstance(entry, tuple) and labels and len(entry) == len(labels):
        pairs = list(zip(labels, entry))
    else:
        pairs = [(k.replace("_", " ").capitalize(), v) for k, v in data.items() if k not in EVENT_SKIP]
    for label, v in pairs:
        if label in pres.sheet_lists:
            for item in v if isinstance(v, (list, tuple)) else ():
                lines.append(_fmt_item(pres.sheet_lists[label], item, names))
        elif isinstance(v, (list, tuple)) and len(v) == n:
            heads.append(label)
            cols.append([_fmt(x) for x in v])
        elif label in pres.sheet_seats or isinstance(v, Seat):
            if v is None and label in pres.sheet_nobody:
                lines.append(pres.sheet_nobody[label])
                continue
            if isinstance(v, bool) or v is None:
                continue
            who = names[v] if isinstance(v, int) and 0 <= v < n else "nobody"
            lines.append(f"{label}: {who}")
        elif label == LIFECYCLE_COUNTERS[0].label:  # the deal's number: the sheet's title says it
            continue
        elif v is not None and not isinstance(v, (list, tuple, dict)):
            lines.append(f"{label}: {_fmt(v)}")
    totals = data.get("totals")
    if 0 < deal <= len(history):
        totals = history[deal - 1]
    if isinstance(totals, (list, tuple)) and len(totals) == n:
        heads.append("Total")
        cols.append([_fmt(x) for x in totals])
    rows = [[c[i] for c in cols] for i in range(n)]
    return lines, heads, rows


def score_grid(history: Sequence[object], players: int) -> tuple[list[list[str]], list[str]]:
    """The score sheet as a grid: a row per finished deal (each seat's points in it: the change
    of its running total), and the totals. ``history``: the totals after each deal."""
    rows: list[list[str]] = []
    prev = [0] * players
    for totals in history:
        t = list(totals)[:players] if isinstance(totals, (list, tuple)) else prev
        rows.append([_fmt(round(a - b, 6)) if isinstance(a, (int, float)) and isinstance(b, (int, float)) else "-"
                     for a, b in zip(t, prev)])
        prev = t
    return rows, [_fmt(x) for x in prev]


def _fmt_item(template: str, item: object, names: Sequence[str]) -> str:
    items = list(item) if isinstance(item, (list, tuple)) else [item]
    data: dict[str, object] = {f"v{k}": v for k, v in enumerate(items)}
    first = items[0] if items else None
    data["name"] = names[first] if isinstance(first, int) and 0 <= first < len(names) else "?"
    return fill(template, data)
