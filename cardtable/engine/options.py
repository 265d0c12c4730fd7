"""Game options: declared once by a game, validated before a game starts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeAlias

# One option's value: on/off, a whole number or a word (a 'choice' option's choices are words or numbers).
OptionValue: TypeAlias = bool | int | str


class OptionError(ValueError):
    """A bad option name or value; the message says which and what is allowed."""


class PlayerCountError(ValueError):
    """A number of players the game is not for. (Here, not in ``game``, so that the command line
    knows it without loading the engine; ``game`` names it too.)"""


@dataclass(frozen=True)
class Option:
    """One choice a table makes before dealing. ``kind``: 'int', 'bool' or 'choice'."""

    name: str
    default: OptionValue
    help: str
    kind: str = "int"
    choices: tuple[OptionValue, ...] = ()
    min: int | None = None
    max: int | None = None
    label: str = ""  # the option in players' words ("Hand sizes"); by default its name
    words: tuple[tuple[OptionValue, str], ...] = ()  # (value, the value in words): "down-up": "Down to one and back up"
    helps: tuple[tuple[OptionValue, str], ...] = ()  # (value, what that value means): the help beside it

    @classmethod
    def yes_no(cls, name: str, default: bool, label: str, yes: str, no: str) -> Option:
        """A yes/no option whose help is what yes means: ``yes`` beside yes, ``no`` beside no."""
        return cls(name, default, yes, kind="bool", label=label, helps=((True, yes), (False, no)))

    @property
    def title(self) -> str:
        """The option's name as a player reads it."""
        return self.label or self.name.replace("_", " ").capitalize()

    @property
    def help_line(self) -> str:
        """The line of help under it, as a sentence."""
        return _sentence(self.help)

    def help_for(self, value: object) -> str:
        """The line of help beside ``value`` as shown: what that value means where the option says it
        (a yes/no option describes the choice made, never the other one), else the option's help."""
        for v, h in self.helps:
            if v == value:
                return _sentence(h)
        return self.help_line

    def show(self, value: object) -> str:
        """A value in plain words: its declared words, "Yes"/"No", or a number with its thousands marked."""
        for v, w in self.words:
            if v == value:
                return w
        if isinstance(value, bool):
            return "Yes" if value else "No"
        if isinstance(value, int):
            return f"{value:,}"
        return str(value).replace("-", " ").replace("_", " ").capitalize()

    def describe(self) -> str:
        if self.kind == "bool":
            allowed = "on/off"
        elif self.kind == "choice":
            allowed = "|".join(str(c) for c in self.choices)
        else:
            lo = "" if self.min is None else str(self.min)
            hi = "" if self.max is None else str(self.max)
            allowed = f"{lo}..{hi}" if (lo or hi) else "a whole number"
        return f"{self.name}={_show(self.default)} ({allowed}): {self.help}"

    def parse(self, text: object) -> OptionValue:
        """Turn a value from the command line or a file into this option's type."""
        if self.kind == "bool":
            if isinstance(text, bool):
                return text
            t = str(text).strip().lower()
            if t in ("on", "yes", "true", "1"):
                return True
            if t in ("off", "no", "false", "0"):
                return False
            raise OptionError(f"option {self.name}: {text!r} is not on or off")
        if self.kind == "choice":
            for c in self.choices:
                if str(c) == str(text).strip():
                    return c
            raise OptionError(f"option {self.name}: {text!r} is not one of "
                              + ", ".join(str(c) for c in self.choices))
        if isinstance(text, bool):
            raise OptionError(f"option {self.name}: {text!r} is not a whole number")
        try:
            v = int(str(text).strip().replace(",", "").replace("_", ""))
        except ValueError:
            raise OptionError(f"option {self.name}: {text!r} is not a whole number") from None
        if (self.min is not None and v < self.min) or (self.max is not None and v > self.max):
            raise OptionError(f"option {self.name}: {v} is outside {self.min}..{self.max}")
        return v


def _sentence(h: str) -> str:
    h = h.strip()
    return h[:1].upper() + h[1:] + ("" if h.endswith((".", "?", "!", ")")) else ".")


def _show(v: object) -> str:
    if isinstance(v, bool):
        return "on" if v else "off"
    return str(v)


def resolve(declared: Sequence[Option], given: Mapping[str, object] | None) -> dict[str, OptionValue]:
    """Every declared option's value: the defaults, overridden by ``given``."""
    by_name = {o.name: o for o in declared}
    out = {o.name: o.default for o in declared}
    for k, v in (given or {}).items():
        if k not in by_name:
            names = ", ".join(by_name) or "none"
            raise OptionError(f"unknown option {k!r} (this game's options: {names})")
        out[k] = by_name[k].parse(v)
    return out


class DeclaresOptions(Protocol):
    """What these read of a game's declaration (``game.GameInfo``)."""

    @property
    def options(self) -> Sequence[Option]: ...


class SaysPresets(Protocol):
    """What these read of a game's words (``words.Words``)."""

    @property
    def presets(self) -> tuple[Preset, ...]: ...


class Declares(Protocol):
    """What these ask of a game (``game.Game``, which this module does not import: the game imports it)."""

    @property
    def info(self) -> DeclaresOptions: ...

    @property
    def words(self) -> SaysPresets: ...


def remembered(game: Declares, saved: Mapping[str, object] | None) -> dict[str, OptionValue]:
    """A game's options as last started (``saved``), each one still declared and still valid,
    the rest as written: the game's first preset (a new table starts on the rules as written)."""
    presets = game.words.presets
    out = presets[0].options(game.info.options) if presets else {o.name: o.default for o in game.info.options}
    for o in game.info.options:
        if saved and o.name in saved:
            try:
                out[o.name] = o.parse(saved[o.name])
            except OptionError:
                pass
    return out


@dataclass(frozen=True)
class Preset:
    """A named set of house rules: the options a table of players would choose together
    ("As written", "The boxed game"). Options it does not name stay at their defaults."""

    name: str
    help: str
    values: tuple[tuple[str, OptionValue], ...] = ()

    def options(self, declared: Sequence[Option]) -> dict[str, OptionValue]:
        """Every declared option's value under this preset."""
        return resolve(declared, dict(self.values))


def preset_named(game: Declares, values: Mapping[str, object]) -> Preset | None:
    """The game's preset these option values are exactly (None: the table's own mix)."""
    try:
        mine = resolve(game.info.options, values)
    except OptionError:
        return None
    return next((p for p in game.words.presets if p.options(game.info.options) == mine), None)


def in_words(game: Declares, values: Mapping[str, object]) -> list[str]:
    """Each option as a player reads it: "Hand sizes: Down to one card and back up"."""
    try:
        mine = resolve(game.info.options, values)
    except OptionError:
        mine = {o.name: o.default for o in game.info.options}
    return [f"{o.title}: {o.show(mine[o.name])}" for o in game.info.options]


def house_rules_text(game: Declares, playing: Mapping[str, object] | None = None) -> str:
    """The rules screen's last part: the named house rules, and (over a table) the ones it plays."""
    out = []
    if playing is not None:
        preset = preset_named(game, playing)
        name = preset.name if preset else "the players' own choices"
        out.append(f"AT THIS TABLE: {name}.")
        out.extend(f"- {line}" for line in in_words(game, playing))
        out.append("")
    if game.words.presets:
        out.append("HOUSE RULES. Where players differ, a table chooses before the deal:")
        for p in game.words.presets:
            changed = [o for o in game.info.options if dict(p.values).get(o.name, o.default) != o.default]
            how = "; ".join(f"{o.title}: {o.show(dict(p.values)[o.name])}" for o in changed)
            out.append(f"- {p.name}. {p.help}" + (f" ({how})" if how else ""))
    return "\n".join(out)
