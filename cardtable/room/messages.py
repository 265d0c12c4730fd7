"""The room's messages (PROTOCOL.md): a seat's ``state`` built from its chair, and the phones'
messages read with suspicion. Nothing here touches the network; nothing here imports pygame."""

from __future__ import annotations

import json
import math
from typing import Any

from ..chair import Chair, Move
from ..engine.actions import Action
from ..engine.record import plain_name
from ..engine.redact import Sight
from ..engine.table import HIDDEN

LOG_LINES = 200  # the last lines of the seat's log a state carries
MAX_TOKEN = 64
MAX_DEVICE = 40
NOT_UNDERSTOOD = "that message was not understood"


def plain(value: Any, depth: int = 0) -> Any:
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


def zones_of(sight: Sight) -> list[dict[str, Any]]:
    """The table as a seat sees it (its chair's sight): every card it may not see is null."""
    t = sight.table
    played = sight.played or {}
    out = []
    for name, cards in t.zones.items():
        spec = t.specs[name]
        z: dict[str, Any] = {
            "name": name, "kind": spec.kind, "owner": spec.owner, "label": spec.label, "layout": spec.layout,
            "cards": [None if c == HIDDEN else c for c in cards],
            "up": [c != HIDDEN and bool(t.up[c]) for c in cards],
        }
        if name in played:
            z["played"] = list(played[name])
        out.append(z)
    return out


def move_json(i: int, m: Move) -> dict[str, Any]:
    return {"i": i, "label": m.label, "a": m.action.to_json(), "cards": sorted(m.moves), "lands": m.lands}


def state_message(chair: Chair, log: list[str] | None = None) -> tuple[dict[str, Any], list[Move]]:
    """The ``state`` message for the chair's seat, and the moves it lists (by index)."""
    moves = chair.moves()
    over = chair.over
    sight = chair.sight()  # the seat's own masked table, never the true one
    msg: dict[str, Any] = {
        "t": "state", "v": chair.version, "seat": chair.seat, "names": chair.names, "kinds": chair.kinds,
        "to_move": None if over else chair.to_move, "my_turn": chair.my_turn, "prompt": chair.prompt(),
        "zones": zones_of(sight), "counters": plain(sight.table.counters),
        "moves": [move_json(i, m) for i, m in enumerate(moves)],
        "log": (log if log is not None else chair.log_lines())[-LOG_LINES:],
        "scores": plain(chair.scores()), "sheet": plain(chair.sheet) if chair.keeps_sheet else None,
        "over": over,
    }
    if over:
        msg["winners"] = list(chair.result().winners)
    return msg, moves


def dumps(msg: dict[str, Any]) -> str:
    return json.dumps(msg, separators=(",", ":"), allow_nan=False)


# -- what a phone sends ------------------------------------------------------------------------------------------
def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and -(1 << 31) <= v < (1 << 31)


def parse(raw: Any) -> dict[str, Any] | str:
    """A phone's message, checked: a clean dict (``t`` one of hello, move, ping), or why it is refused."""
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
        return {"t": "hello", "token": token, "key": key or None,
                "device": plain_name(device, MAX_DEVICE) or "A phone"}
    if t == "move":
        v = d.get("v")
        if not _int(v):
            return NOT_UNDERSTOOD
        if "i" in d:
            if not _int(d["i"]) or not 0 <= d["i"] < 10_000:
                return NOT_UNDERSTOOD
            return {"t": "move", "v": v, "i": d["i"], "a": None}
        a = d.get("a")
        if not isinstance(a, dict):
            return NOT_UNDERSTOOD
        try:
            action = Action.from_json(a)
        except (ValueError, TypeError, RecursionError):
            return "that is not a move"
        if action.number is not None and not _int(action.number):
            return "that is not a move"
        return {"t": "move", "v": v, "i": None, "a": action}
    return NOT_UNDERSTOOD
