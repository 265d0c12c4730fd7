"""The player's settings: a small dataclass that turns into plain data and back."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

SPEEDS = ("slow", "normal", "fast", "instant")
PACES = ("relaxed", "normal", "fast", "instant")
BACKS = ("blue", "red", "green", "purple")
SORTS = ("suit", "rank", "none")

# Seconds a card takes to fly, and how long a computer's turn lasts at least.
SPEED_SECONDS = {"slow": 0.5, "normal": 0.3, "fast": 0.15, "instant": 0.0}
PACE_SECONDS = {"relaxed": 1.2, "normal": 0.6, "fast": 0.25, "instant": 0.0}
# Seconds a finished trick (a computer's last card in it) stays on the table to be read.
READ_SECONDS = {"relaxed": 1.6, "normal": 0.9, "fast": 0.45, "instant": 0.0}


@dataclass
class Settings:
    """What a player may change; every field has a safe default."""

    animation: str = "normal"
    pace: str = "normal"
    sound: bool = True
    fullscreen: bool = False
    four_colour: bool = False
    back: str = "blue"
    sort: str = "suit"
    name: str = "You"  # the person's name the last table was set with (statistics go by name)
    setups: dict[str, dict[str, Any]] = field(default_factory=dict)  # game id -> the options last started with
    coach: bool = False  # practice: every option's value shown before you act (the table's Coach button)

    @property
    def fly_seconds(self) -> float:
        return SPEED_SECONDS[self.animation]

    @property
    def pace_seconds(self) -> float:
        return PACE_SECONDS[self.pace]

    @property
    def read_seconds(self) -> float:
        return READ_SECONDS[self.pace]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: Any) -> Settings:
        """Settings from plain data; unknown keys and bad values fall back to defaults."""
        s = cls()
        if not isinstance(d, dict):
            return s
        allowed = {"animation": SPEEDS, "pace": PACES, "back": BACKS, "sort": SORTS}
        for f in fields(cls):
            if f.name not in d:
                continue
            v = d[f.name]
            v = "relaxed" if f.name == "pace" and v == "slow" else v  # the pace's old name
            if f.name in allowed:
                if v in allowed[f.name]:
                    setattr(s, f.name, v)
            elif f.name == "name":
                if isinstance(v, str) and v.strip() and len(v) <= 14 and v.isprintable():
                    s.name = v
            elif f.name == "setups":
                if isinstance(v, dict):
                    s.setups = {g: {k: x for k, x in o.items() if isinstance(k, str)
                                    and isinstance(x, (bool, int, str))}
                                for g, o in v.items() if isinstance(g, str) and isinstance(o, dict)}
            elif isinstance(v, bool):
                setattr(s, f.name, v)
        return s

    def cycle(self, name: str) -> None:
        """Step a setting to its next value (what a settings button does)."""
        choices = {"animation": SPEEDS, "pace": PACES, "back": BACKS, "sort": SORTS}.get(name)
        v = getattr(self, name)
        if choices is None:
            setattr(self, name, not v)
        else:
            setattr(self, name, choices[(choices.index(v) + 1) % len(choices)])
