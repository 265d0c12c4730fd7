"""Records: seed + options + actions, enough to save, resume and replay a game."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .actions import Action, IllegalAction
from .game import Game, PlayerCountError
from .options import OptionError
from .state import State

RECORD_VERSION = 1


class RecordError(ValueError):
    """A record that cannot be read: damaged, foreign, or from a newer version."""


@dataclass
class Record:
    game: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[Action] = field(default_factory=list)
    seats: list[dict[str, Any]] = field(default_factory=list)  # name and kind of each seat
    version: int = RECORD_VERSION
    notes: dict[str, Any] = field(default_factory=dict)  # e.g. {"practice": true}: undo was used

    def to_json(self) -> dict[str, Any]:
        return {"format": "cardtable-record", "version": self.version, "game": self.game,
                "players": self.players, "seed": self.seed, "options": self.options,
                "seats": self.seats, "notes": self.notes, "actions": [a.to_json() for a in self.actions]}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=None, separators=(",", ":"))

    @classmethod
    def from_json(cls, d: Any) -> Record:
        if not isinstance(d, dict) or d.get("format") != "cardtable-record":
            raise RecordError("this is not a Card Table record")
        v = d.get("version")
        if not isinstance(v, int) or v < 1:
            raise RecordError("the record has no valid format version")
        if v > RECORD_VERSION:
            raise RecordError(f"the record is from a newer Card Table (format {v}; this one reads {RECORD_VERSION})")
        try:
            game, players, seed = d["game"], d["players"], d["seed"]
            options, seats, actions = d.get("options", {}), d.get("seats", []), d["actions"]
            notes = d.get("notes", {})
            if not (isinstance(game, str) and isinstance(players, int) and isinstance(seed, int)
                    and isinstance(options, dict) and isinstance(seats, list) and isinstance(actions, list)
                    and isinstance(notes, dict)):
                raise TypeError
            acts = [Action.from_json(a) for a in actions]
        except (KeyError, TypeError, ValueError) as e:
            raise RecordError(f"the record is damaged: {e}") from None
        return cls(game, players, seed, options, acts, seats, v, notes)

    @classmethod
    def loads(cls, text: str) -> Record:
        try:
            d = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError) as e:
            raise RecordError(f"the record is damaged: {e.msg if hasattr(e, 'msg') else e}") from None
        return cls.from_json(d)


def replay(game: Game, record: Record, upto: int | None = None, log: bool = False) -> State:
    """The state after the record's first ``upto`` actions (all of them by default).
    Raises ``RecordError`` if the record does not fit its game."""
    if record.game != game.id:
        raise RecordError(f"the record is of {record.game!r}, not {game.id!r}")
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
