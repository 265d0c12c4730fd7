"""Records: seed + options + actions, enough to save, resume and replay a game.

Format 2 (written since) keeps each action as one short string, "a few bytes a move":
``"<seat>:<kind> <card> <card> @<zone> #<number>"`` with the kind an index into the
record's ``kinds`` list, so a Oh Heck! play reads ``"2:1 QH"``. Format 1 (an object per
action) is still read. Reading refuses damaged or hostile input with ``RecordError`` and
one line (see ``safejson``): too large, too deep, huge numbers, a seed that is not a seed,
text with control characters.

Since the deals became verifiable (``engine.verify``), a record may also hold, all optional
(a record without them reads as before): ``salt`` and ``fingerprint`` (the seed's commitment,
shown at the table before the first card), ``deals`` (every shuffle's order, one text each:
the zone, then the cards from the top) and ``checks`` (per finished deal: how many actions
had been played when it ended, a checksum of its moves, the totals after it).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypedDict

from . import cards as C
from . import safejson
from .actions import Action, IllegalAction

if TYPE_CHECKING:  # replay's; a record is read and written without the rest of the engine (issue 43)
    from .game import Game
    from .kits import S
    from .options import OptionValue

RECORD_VERSION = 2
MAX_ACTIONS = 2_000_000  # a whole game of the longest kind is a few thousand
MAX_PLAYERS = 16
SEED_LIMIT = 1 << 64
MAX_TEXT = 200
MAX_SHUFFLES = 100_000


class SeatJSON(TypedDict):
    """A seat as a record keeps it (``host.seats.Seat.to_json``)."""

    name: str
    kind: str


class DealCheck(TypedDict):
    """One finished deal's check (``engine.verify``): the actions played when it ended, their checksum, the totals."""

    upto: int
    moves: str
    totals: list[float]


NoteValue = bool | int | str  # a note's value: on/off, a whole number or a word (``NOTE_TYPES``)


class RecordError(ValueError):
    """A record that cannot be read: damaged, foreign, or from a newer version."""


@dataclass
class Record:
    game: str
    players: int
    seed: int
    options: dict[str, OptionValue] = field(default_factory=dict)
    actions: list[Action] = field(default_factory=list)
    seats: list[SeatJSON] = field(default_factory=list)  # name and kind of each seat
    version: int = RECORD_VERSION
    notes: dict[str, NoteValue] = field(default_factory=dict)  # e.g. {"practice": true}: undo was used
    salt: str = ""  # hex; with the seed, makes the fingerprint ("": a record from before fingerprints)
    fingerprint: str = ""  # the first hex digits of SHA-256 over salt and seed
    deals: list[str] = field(default_factory=list)  # every shuffle: "stock QH 4C ..." (top card first)
    checks: list[DealCheck] = field(default_factory=list)  # per finished deal: upto, moves, totals
    # What the journal needs: of a record read back from it (or an autosave with the journal's moves after
    # it), how many of its first actions the seal covers (the moves after hold none: sealed as they are
    # played through); None for a record whose seal covers every action. Never written to a file.
    sealed_upto: int | None = field(default=None, compare=False, repr=False)

    @property
    def sealed(self) -> int:
        """How many of the actions the record's seal covers (``sealed_upto``, else all of them)."""
        return len(self.actions) if self.sealed_upto is None else self.sealed_upto

    def to_json(self) -> dict[str, Any]:  # JSON values, sharing the record's own lists and dicts
        kinds: dict[str, int] = {}
        moves = [_encode(a, kinds) for a in self.actions]
        out = {"format": "cardtable-record", "version": RECORD_VERSION, "game": self.game,
               "players": self.players, "seed": self.seed, "options": self.options,
               "seats": self.seats, "notes": self.notes, "kinds": list(kinds), "actions": moves}
        if self.fingerprint:
            out.update(salt=self.salt, fingerprint=self.fingerprint, deals=self.deals, checks=self.checks)
        return out

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=None, separators=(",", ":"))

    @classmethod
    def from_json(cls, d: object) -> Record:
        if not isinstance(d, dict) or d.get("format") != "cardtable-record":
            raise RecordError("this is not a Card Table record")
        v = d.get("version")
        if not isinstance(v, int) or isinstance(v, bool) or v < 1:
            raise RecordError("the record has no valid format version")
        if v > RECORD_VERSION:
            raise RecordError(f"the record is from a newer Card Table (format {v}; this one reads {RECORD_VERSION})")
        try:
            game = safejson.clean_text(d.get("game"), "the game", 40)
            players = int(safejson.number(d.get("players"), "the number of players", 1, MAX_PLAYERS, integer=True))
            seed = int(safejson.number(d.get("seed"), "the seed", 0, SEED_LIMIT - 1, integer=True))
            options = _options(d.get("options", {}))
            seats = safejson.list_of(d.get("seats", []), "the seats", _seat, MAX_PLAYERS)
            notes = _notes(d.get("notes", {}))
            actions = d.get("actions")
            if not isinstance(actions, list):
                raise safejson.BadJSON("the actions are not a list")
            if len(actions) > MAX_ACTIONS:
                raise safejson.BadJSON(f"it holds {len(actions):,} actions (at most {MAX_ACTIONS:,})")
            if v == 1:
                acts = [Action.from_json(a) for a in actions]
            else:
                kinds = safejson.list_of(d.get("kinds", []), "the kinds", lambda x, w: safejson.clean_text(x, w, 40),
                                         100)
                acts = [_decode(a, kinds) for a in actions]
            sealed = _sealed(d)
        except safejson.BadJSON as e:
            raise RecordError(f"the record is damaged: {e}") from None
        except (KeyError, TypeError, ValueError) as e:
            raise RecordError(f"the record is damaged: {e}") from None
        return cls(game, players, seed, options, acts, seats, v, notes, *sealed)

    @classmethod
    def loads(cls, text: str | bytes) -> Record:
        try:
            d = safejson.loads(text)
        except safejson.BadJSON as e:
            raise RecordError(f"the record is damaged: {e}") from None
        return cls.from_json(d)


def _sealed(d: dict[str, object]) -> tuple[str, str, list[str], list[DealCheck]]:
    """The fingerprint, the deals and the checks, checked for shape (empty when absent)."""
    if "fingerprint" not in d:
        return "", "", [], []
    salt = _hex(d.get("salt"), "the salt", 64)
    fingerprint = _hex(d.get("fingerprint"), "the fingerprint", 64)
    deals = safejson.list_of(d.get("deals", []), "the deals",
                             lambda x, w: safejson.clean_text(x, w, 2000), MAX_SHUFFLES)
    checks = safejson.list_of(d.get("checks", []), "the checks", _check, MAX_SHUFFLES)
    return salt, fingerprint, deals, checks


def _hex(x: object, what: str, most: int) -> str:
    if not isinstance(x, str) or not 0 < len(x) <= most or any(ch not in "0123456789abcdef" for ch in x):
        raise safejson.BadJSON(f"{what} is not a short hexadecimal text")
    return x


def _check(d: object, what: str) -> DealCheck:
    if not isinstance(d, dict):
        raise safejson.BadJSON(f"{what} is not a table")
    upto = int(safejson.number(d.get("upto"), f"{what}'s action count", 0, MAX_ACTIONS, integer=True))
    moves = _hex(d.get("moves"), f"{what}'s checksum", 64)
    totals = safejson.list_of(d.get("totals"), f"{what}'s totals",
                              lambda x, w: safejson.number(x, w, -10**12, 10**12), MAX_PLAYERS)
    return {"upto": upto, "moves": moves, "totals": totals}


def _encode(a: Action, kinds: dict[str, int]) -> str:
    k = kinds.setdefault(a.kind, len(kinds))
    parts = [f"{a.seat}:{k}"]
    parts.extend(C.name(c) for c in a.cards)
    if a.zone is not None:
        parts.append("@" + a.zone)
    if a.number is not None:
        parts.append(f"#{a.number}")
    return " ".join(parts)


def _decode(text: object, kinds: list[str]) -> Action:
    if not isinstance(text, str) or len(text) > 400:
        raise safejson.BadJSON("an action is not a short text")
    head, *rest = text.split(" ")
    seat_s, _, kind_s = head.partition(":")
    if not (seat_s.isdigit() and kind_s.isdigit() and len(seat_s) <= 2 and len(kind_s) <= 3):
        raise safejson.BadJSON(f"not an action: {text[:40]!r}")
    seat, k = int(seat_s), int(kind_s)
    if not (seat < MAX_PLAYERS and k < len(kinds)):
        raise safejson.BadJSON(f"not an action: {text[:40]!r}")
    cards: list[int] = []
    zone: str | None = None
    number: int | None = None
    for part in rest:
        if part.startswith("@") and zone is None:
            zone = safejson.clean_text(part[1:], "a zone", 40)
        elif part.startswith("#") and number is None:
            number = int(safejson.number(_int(part[1:]), "a number", -10**6, 10**6, integer=True))
        elif zone is None and number is None:
            cards.append(C.parse(part))
        else:
            raise safejson.BadJSON(f"not an action: {text[:40]!r}")
    return Action(kinds[k], seat, tuple(cards), zone, number)


def _int(text: str) -> int:
    body = text[1:] if text.startswith("-") else text
    if not body.isdigit() or len(body) > 7:
        raise safejson.BadJSON("a number in an action is not a small whole number")
    return int(text)


def _options(d: object) -> dict[str, OptionValue]:
    if not isinstance(d, dict) or len(d) > 50:
        raise safejson.BadJSON("the options are not a table of names and values")
    out: dict[str, OptionValue] = {}
    for k, v in d.items():
        safejson.clean_text(k, "an option name", 40)
        if isinstance(v, str):
            safejson.clean_text(v, f"option {k}", 40)
        elif isinstance(v, bool):
            pass
        elif isinstance(v, int):
            safejson.number(v, f"option {k}", -10**9, 10**9, integer=True)
        else:
            raise safejson.BadJSON(f"option {k} is not a word, a number or on/off")
        out[k] = v
    return out


def _seat(d: object, what: str) -> SeatJSON:
    if not isinstance(d, dict) or not isinstance(d.get("name"), str):
        raise safejson.BadJSON(f"{what} is not a seat")
    return {"name": plain_name(d["name"]) or "?",  # a name from a file: control characters ignored
            "kind": safejson.clean_text(d.get("kind"), f"{what}'s kind", 40)}


def plain_name(text: str, max_len: int = MAX_TEXT) -> str:
    """A person's name as kept: control characters (NUL, newlines, ...) dropped, at most ``max_len``."""
    out = "".join(ch for ch in text[:max_len * 4] if not safejson.has_control(ch))
    return out.strip()[:max_len]


# The notes the program reads, and what each must be: a note of another type is damage, said in one line.
NOTE_TYPES: dict[str, tuple[type, str]] = {"id": (str, "a word"), "undone": (int, "a whole number"),
                                           "practice": (bool, "on or off"), "from_code": (bool, "on or off"),
                                           "house_rules": (str, "a word")}


def _notes(d: object) -> dict[str, NoteValue]:
    if not isinstance(d, dict) or len(d) > 50:
        raise safejson.BadJSON("the notes are not a table")
    for k, v in d.items():
        safejson.clean_text(k, "a note's name", 40)
        kind = NOTE_TYPES.get(k)
        if kind is not None and (not isinstance(v, kind[0]) or (kind[0] is int and isinstance(v, bool))):
            raise safejson.BadJSON(f"note {k} is not {kind[1]}")
        if isinstance(v, str):
            safejson.clean_text(v, f"note {k}", MAX_TEXT)
        elif not isinstance(v, (bool, int)) or (isinstance(v, int) and not isinstance(v, bool) and abs(v) > 10**12):
            raise safejson.BadJSON(f"note {k} is not a word, a number or on/off")
    return dict(d)


def replay(game: Game[S], record: Record, upto: int | None = None, log: bool = False) -> S:
    """The state after the record's first ``upto`` actions (all of them by default).
    Raises ``RecordError`` if the record does not fit its game."""
    from .options import OptionError, PlayerCountError

    if record.game != game.info.id:
        raise RecordError(f"the record is of {record.game!r}, not {game.info.id!r}")
    try:
        state = game.new_state(record.players, record.seed, record.options, log=log)
    except (OptionError, PlayerCountError) as e:
        raise RecordError(f"the record does not fit: {e}") from None
    for i, a in enumerate(record.actions[:upto]):
        try:
            game.apply(state, a)
        except IllegalAction as e:
            raise RecordError(f"the record's action {i + 1} is illegal: {e}") from None
    return state
