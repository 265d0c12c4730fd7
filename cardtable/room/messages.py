"""The room's messages (PROTOCOL.md): a seat's ``state`` built from its chair, and the phones'
messages read with suspicion. Nothing here touches the network; nothing here imports pygame."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Literal, NotRequired, TypeAlias, TypedDict, TypeGuard

from ..engine.actions import Action
from ..engine.present import Role
from ..engine.record import plain_name
from ..engine.redact import Sight
from ..engine.safejson import JSON
from ..engine.table import HIDDEN
from ..host.chair import Chair
from ..host.moves import Move

if TYPE_CHECKING:
    from _typeshed import SupportsRichComparison

    from ..engine.game import SomeGame

LOG_LINES = 200  # the last lines of the seat's log a state carries
MAX_TOKEN = 64
MAX_DEVICE = 40
NOT_UNDERSTOOD = "that message was not understood"
SortKey: TypeAlias = "Callable[[int], SupportsRichComparison]"  # a hand's order (ui/hand_order's key; it may have a
# fit(cards, trumps))


class ZoneJSON(TypedDict):
    """A zone in a ``state`` message: its cards (null: a card the seat cannot see) and whether each is face up."""

    name: str
    kind: str
    owner: int | None
    label: str
    layout: str
    cards: list[int | None]
    up: list[bool]
    grid: NotRequired[list[int]]
    played: NotRequired[list[int | None]]


class MoveJSON(TypedDict):
    """A move in a ``state`` message: its index, its label, the action, the cards it moves, where it lands."""

    i: int
    label: str
    a: dict[str, JSON]  # ``Action.to_json``
    cards: list[int]
    lands: str | None


class BreakJSON(TypedDict):
    """The pause between deals in a ``state`` message (``BetweenDeals._break_json``)."""

    deal: int
    lines: list[str]
    heads: list[str]
    rows: list[list[str]]
    ready: list[int]
    waiting: list[int]
    over: bool
    screen: bool


# The ``state`` message (PROTOCOL.md); ``break`` (the deal's summary between deals) is a word Python keeps.
StateMessage = TypedDict("StateMessage", {
    "t": str, "v": int, "seat": int | None, "names": list[str], "kinds": list[str], "to_move": int | None,
    "my_turn": bool, "prompt": str, "zones": list[ZoneJSON], "counters": JSON, "words": dict[str, str],
    "moves": list[MoveJSON], "log": list[str], "scores": JSON, "sheet": JSON, "over": bool,
    "winners": NotRequired[list[int]], "break": NotRequired[BreakJSON]})


# What a phone sends, once ``parse`` has checked it: one shape per kind (``t``).
class Ping(TypedDict):
    t: Literal["ping"]


class Hello(TypedDict):
    t: Literal["hello"]
    token: str
    key: str | None
    device: str


class Ready(TypedDict):
    t: Literal["ready"]
    deal: int | None


class Why(TypedDict):
    t: Literal["why"]
    v: int
    c: int


class MoveMessage(TypedDict):
    t: Literal["move"]
    v: int
    i: int | None  # the move's index in the state sent, or None: the action itself (``a``)
    a: Action | None


FromPhone: TypeAlias = Ping | Hello | Ready | Why | MoveMessage
MOVE_ERROR = "the table hit an error playing that move (the big screen shows it): the table is sent again as it is"


def plain(value: object, depth: int = 0) -> JSON:
    """``value`` as JSON the page can read: tuples and sets as lists, no NaN or infinity."""
    if depth > 8:
        return None
    if value is None or isinstance(value, (bool, str, int)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {str(k): plain(v, depth + 1) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v, depth + 1) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((plain(v, depth + 1) for v in value), key=repr)
    return str(value)


def zones_of(sight: Sight, seat: int | None = None, order: SortKey | None = None,
             trumps: object = None) -> list[ZoneJSON]:
    """The table as a seat sees it (its chair's sight): every card it may not see is null. ``order``:
    the seat's own hand is shown in this order (a sort key, as at the big screen: ``ui/hand_order``)."""
    t = sight.table
    played = sight.played or {}
    out = []
    for name, cards in t.zones.items():
        spec = t.specs[name]
        if order is not None and spec.kind == "hand" and spec.owner == seat and seat is not None and len(cards) > 1:
            seen = [c for c in cards if c != HIDDEN]
            fit = getattr(order, "fit", None)
            if fit is not None:
                fit(seen, trumps)
            cards = sorted(seen, key=order) + [c for c in cards if c == HIDDEN]
        z: ZoneJSON = {
            "name": name, "kind": spec.kind, "owner": spec.owner, "label": spec.label, "layout": spec.layout,
            "cards": [None if c == HIDDEN else c for c in cards],
            "up": [c != HIDDEN and bool(t.up[c]) for c in cards],
        }
        if spec.layout == "grid" and spec.grid:
            z["grid"] = list(spec.grid)  # (columns, rows): Six Card Golf's 3 x 2
        if name in played:
            z["played"] = list(played[name])
        out.append(z)
    return out


def card_words(game: SomeGame, zones: list[ZoneJSON]) -> dict[str, str]:
    """The game's word for each card the seat sees, where the game gives its cards words (a rose, a
    skull): the page tags them as the big screen does."""
    word = game.words.card_word  # every game has it (None: a card is only itself)
    out: dict[str, str] = {}
    for z in zones:
        for c in z["cards"]:
            if c is not None:
                w = word(c)
                if w:
                    out[str(c)] = w
    return out


_CLICK = re.compile(r"\b([Cc])lick(s|ing|ed)?\b")


def on_a_phone(text: str) -> str:
    """A line written for the big screen, said on a phone: "click it" is "tap it" there."""
    return _CLICK.sub(lambda m: ("T" if m.group(1) == "C" else "t") + "ap" + {"s": "s", "ing": "ping", "ed": "ped"}
                      .get(m.group(2) or "", ""), text)


def move_json(i: int, m: Move) -> MoveJSON:
    return {"i": i, "label": on_a_phone(m.label), "a": m.action.to_json(), "cards": sorted(m.moves), "lands": m.lands}


def state_message(chair: Chair, log: list[str] | None = None,
                  order: SortKey | None = None) -> tuple[StateMessage, list[Move]]:
    """The ``state`` message for the chair's seat, and the moves it lists (by index). ``order``: the
    seat's hand in the big screen's order (a sort key), else as the table holds it."""
    moves = chair.moves()
    over = chair.over
    sight = chair.sight()  # the seat's own masked table, never the true one
    trumps = chair.game.words.presentation.roles().get(Role.TRUMP_SUIT)
    zones = zones_of(sight, chair.seat, order, sight.table.counters.get(trumps) if trumps is not None else None)
    msg: StateMessage = {
        "t": "state", "v": chair.version, "seat": chair.seat, "names": chair.names, "kinds": chair.kinds,
        "to_move": None if over else chair.to_move, "my_turn": chair.my_turn, "prompt": on_a_phone(chair.prompt()),
        "zones": zones, "counters": plain(sight.table.counters), "words": card_words(chair.game, zones),
        "moves": [move_json(i, m) for i, m in enumerate(moves)],
        "log": (log if log is not None else chair.log_lines())[-LOG_LINES:],
        "scores": plain(chair.scores()), "sheet": plain(chair.sheet) if chair.keeps_sheet else None,
        "over": over,
    }
    if over:
        msg["winners"] = list(chair.result().winners)
    return msg, moves


def dumps(msg: Mapping[str, object]) -> str:
    return json.dumps(msg, separators=(",", ":"), allow_nan=False)


# -- what a phone sends ------------------------------------------------------------------------------------------
def _int(v: object) -> TypeGuard[int]:
    return isinstance(v, int) and not isinstance(v, bool) and -(1 << 31) <= v < (1 << 31)


def parse(raw: object) -> FromPhone | str:
    """A phone's message, checked: a clean dict (``t`` one of hello, move, ready, why, ping), or why it is
    refused."""
    if not isinstance(raw, str):
        return NOT_UNDERSTOOD
    try:
        d = json.loads(raw)
    except (ValueError, RecursionError):
        return NOT_UNDERSTOOD
    if not isinstance(d, dict) or not isinstance(d.get("t"), str):
        return NOT_UNDERSTOOD
    t = d["t"]
    if t == "ping":
        return {"t": "ping"}
    if t == "hello":
        token, key, device = d.get("token"), d.get("key"), d.get("device", "")
        if not isinstance(token, str) or not 0 < len(token) <= MAX_TOKEN:
            return NOT_UNDERSTOOD
        if key is not None and (not isinstance(key, str) or len(key) > MAX_TOKEN):
            return NOT_UNDERSTOOD
        if not isinstance(device, str):
            device = ""
        return Hello(t="hello", token=token, key=key or None, device=plain_name(device, MAX_DEVICE) or "A phone")
    if t == "ready":  # the deal's summary read: on to the next deal
        deal = d.get("deal")
        return {"t": "ready", "deal": deal if _int(deal) else None}
    if t == "why":  # why this card of the seat's has no move now
        v, c = d.get("v"), d.get("c")
        if not _int(v) or not _int(c):
            return NOT_UNDERSTOOD
        return Why(t="why", v=v, c=c)
    if t == "move":
        v = d.get("v")
        if not _int(v):
            return NOT_UNDERSTOOD
        if "i" in d:
            if not _int(d["i"]) or not 0 <= d["i"] < 10_000:
                return NOT_UNDERSTOOD
            return MoveMessage(t="move", v=v, i=d["i"], a=None)
        a = d.get("a")
        if not isinstance(a, dict):
            return NOT_UNDERSTOOD
        try:
            action = Action.from_json(a)
        except (ValueError, TypeError, RecursionError):
            return "that is not a move"
        if action.number is not None and not _int(action.number):
            return "that is not a move"
        return MoveMessage(t="move", v=v, i=None, a=action)
    return NOT_UNDERSTOOD
