"""The player's settings: a small dataclass that turns into plain data and back."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import TypeAlias

SPEEDS = ("slow", "normal", "fast", "instant")
PACES = ("relaxed", "normal", "fast", "instant")
BACKS = ("blue", "red", "green", "purple")
SORTS = ("suit", "rank", "none")
SIZES = ("normal", "large", "extra large")  # cards and text
VOLUMES = (100, 75, 50, 25)  # per cent; "Sound effects: off" is the mute

# How much bigger than normal: the person's own cards (the rest follow), and every line of text.
CARD_SCALE = {"normal": 1.0, "large": 1.3, "extra large": 1.6}
TEXT_SCALE = {"normal": 1.0, "large": 1.2, "extra large": 1.45}

# Seconds a card takes to fly, and how long a computer's turn lasts at least.
SPEED_SECONDS = {"slow": 0.5, "normal": 0.3, "fast": 0.15, "instant": 0.0}
PACE_SECONDS = {"relaxed": 1.2, "normal": 0.6, "fast": 0.25, "instant": 0.0}
# Seconds a finished trick (a computer's last card in it) stays on the table to be read.
READ_SECONDS = {"relaxed": 1.6, "normal": 0.9, "fast": 0.45, "instant": 0.0}


class Looked:
    """A setting read through its table (the pace's seconds, the size's scale): read-only, as the table
    says for the setting's value now."""

    def __init__(self, setting: str, table: dict[str, float]) -> None:
        self.setting, self.table = setting, table

    def __get__(self, settings: object, owner: type | None = None) -> float:
        return self.table[getattr(settings, self.setting)]

    def __set__(self, settings: object, value: float) -> None:
        raise AttributeError("read from its setting: change the setting instead")


SavedOptions: TypeAlias = dict[str, bool | int | str]  # a game's options as a table last started with them


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
    card_size: str = "normal"
    text_size: str = "normal"
    high_contrast: bool = False
    speech: bool = False  # speak the moves, the turn's line and the focus (ui/speech.py)
    volume: int = 100
    window: list[int] = field(default_factory=list)  # the window's last [x, y, width, height] (empty: not known)
    maximised: bool = False  # the window was left maximised (its size before is in ``window``)
    name: str = "You"  # the person's name the last table was set with (statistics go by name)
    setups: dict[str, SavedOptions] = field(default_factory=dict)  # game id -> the options last started with
    coach: bool = False  # practice: every option's value shown before you act (the table's Coach button)

    fly_seconds = Looked("animation", SPEED_SECONDS)
    card_scale = Looked("card_size", CARD_SCALE)
    text_scale = Looked("text_size", TEXT_SCALE)
    pace_seconds = Looked("pace", PACE_SECONDS)
    read_seconds = Looked("pace", READ_SECONDS)

    def to_dict(self) -> dict[str, object]:
        """Plain data (JSON), as the settings file keeps it."""
        return asdict(self)

    @classmethod
    def from_dict(cls, d: object) -> Settings:
        """Settings from plain data; unknown keys and bad values fall back to defaults."""
        s = cls()
        if not isinstance(d, dict):
            return s
        allowed = {"animation": SPEEDS, "pace": PACES, "back": BACKS, "sort": SORTS, "card_size": SIZES,
                   "text_size": SIZES, "volume": VOLUMES}
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
            elif f.name == "window":
                if (isinstance(v, list) and len(v) == 4 and all(type(x) is int and abs(x) < 100_000 for x in v)
                        and v[2] >= 320 and v[3] >= 240):
                    s.window = list(v)
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
        choices = {"animation": SPEEDS, "pace": PACES, "back": BACKS, "sort": SORTS, "card_size": SIZES,
                   "text_size": SIZES, "volume": VOLUMES}.get(name)
        v = getattr(self, name)
        if choices is None:
            setattr(self, name, not v)
        else:
            setattr(self, name, choices[(choices.index(v) + 1) % len(choices)])
