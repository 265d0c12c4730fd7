"""How well a person played, in plain words: a verdict on a scale whose steps are the computer players' own
error rates in that game (issue 48: "plays like medium", "between medium and hard").

The steps are measured, not set: ``scripts/bench_practice.py --write-scale`` seats random play and each
computer level as a person (through a session's chairs, the game filed and analysed as a person's game is),
and writes each one's error rate (points given away per real decision, by the same analysis the program
makes of a person's game) with its 95% interval to ``level_errors.json`` beside this module. A game not
measured there has no scale, and no verdict is given in it (never a guess).

The verdict reads a person's error rate against the steps:

* inside the 95% interval of one or more steps: "plays like medium" (or "plays like easy or medium" where
  the measurement cannot tell those steps apart at that rate: in Skull & Roses the levels hardly differ);
* else between two steps, ordered by their error rates: "between medium and hard";
* beyond the ends: "gives away more than random moves" or "gives away less than hard".

Random play is named "random moves" in a verdict; the levels by their own names.

A game's error rate per decision depends on how it is set: one hand of three cards in Oh Heck! weighs every
decision far more than the whole game of ten. So the steps hold only at the set-up they were measured at
(the number of players and the options, both written beside them): a game set otherwise gets no verdict
(``fits``), and the screens say at which set-up the levels were measured (``set_up_words``).
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from .levels import LEVEL_NAMES, LEVELS

SCALE_FILE = Path(__file__).with_name("level_errors.json")
FORMAT = "cardtable-level-errors"
STEPS = ("random", *LEVEL_NAMES)  # the players whose error rates are a scale's steps, weakest first


@dataclass(frozen=True)
class Step:
    """One player's measured error rate in a game, with its 95% interval."""

    level: str
    rate: float
    low: float
    high: float
    decisions: int

    @property
    def words(self) -> str:
        """The step as a sentence names it ("medium"; random play: "random moves")."""
        if self.level == "random":
            return "random moves"
        level = LEVELS.get(self.level)
        return (level.label.partition(": ")[2] or self.level) if level else self.level


@dataclass(frozen=True)
class ErrorScale:
    """The measured steps of every game measured (``steps[game]``, weakest first as measured), and the
    set-up each game was measured at (``set_ups[game]``: players, every option's value)."""

    steps: dict[str, list[Step]]
    set_ups: dict[str, tuple[int, dict[str, object]]] = field(default_factory=dict)

    def of(self, game_id: str) -> list[Step]:
        """The game's steps, most points given away first (none: the game is not measured)."""
        return sorted(self.steps.get(game_id, []), key=lambda s: -s.rate)

    def fits(self, game_id: str, players: int, options: Mapping[str, object]) -> bool:
        """Whether a game of ``players`` with ``options`` (every option's value: ``engine.options.resolve``
        fills in a record's defaults) is set as the game's steps were measured."""
        if game_id not in self.set_ups:
            return False
        want_players, want = self.set_ups[game_id]
        return players == want_players and dict(options) == want

    def set_up_words(self, game_id: str) -> str:
        """The set-up the game's steps were measured at, in words ("4 players, the standard options")."""
        players, _options = self.set_ups.get(game_id, (0, {}))
        return f"{players} players and the standard options" if players else "no set-up"

    def verdict(self, game_id: str, rate: float | None, players: int, options: Mapping[str, object]) -> str | None:
        """``rate`` (points given away per real decision in a game of ``players`` set with ``options``) in plain
        words; None when the game has no scale, was set otherwise than measured, or there was no real
        decision to judge."""
        steps = self.of(game_id)
        if rate is None or not steps or not math.isfinite(rate) or rate < 0 or \
                not self.fits(game_id, players, options):
            return None
        inside = [s for s in steps if s.low <= rate <= s.high]
        if inside:
            inside.sort(key=lambda s: STEPS.index(s.level) if s.level in STEPS else len(STEPS))
            names = [s.words for s in inside]
            return "plays like " + (names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1])
        if rate > steps[0].rate:
            return f"gives away more than {steps[0].words}"
        if rate < steps[-1].rate:
            return f"gives away less than {steps[-1].words}"
        for worse, better in zip(steps, steps[1:]):
            if better.rate <= rate <= worse.rate:
                return f"between {worse.words} and {better.words}"
        return None  # not reached: the steps cover every rate between their ends


def _number(v: object, what: str) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or not 0 <= v <= 1000:
        raise ValueError(f"{what} is not an error rate")
    return float(v)


def error_scale(path: Path | None = None) -> ErrorScale:
    """The levels' measured error rates, from the committed file (``ValueError`` if it does not read)."""
    path = path if path is not None else SCALE_FILE
    doc = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ValueError(f"{path.name} is not the levels' error rates")
    games = doc.get("games", {})
    if not isinstance(games, dict):
        raise ValueError(f"{path.name}: its games are not a table")
    steps: dict[str, list[Step]] = {}
    set_ups: dict[str, tuple[int, dict[str, object]]] = {}
    for game_id, entry in games.items():
        levels = entry.get("levels") if isinstance(entry, dict) else None
        if not isinstance(levels, dict):
            raise ValueError(f"{path.name}: {game_id} has no levels")
        out = []
        for level, d in levels.items():
            if level not in STEPS or not isinstance(d, dict):
                raise ValueError(f"{path.name}: {game_id}'s {level!r} is not a level")
            interval = d.get("interval")
            if not isinstance(interval, list) or len(interval) != 2:
                raise ValueError(f"{path.name}: {game_id}'s {level} has no interval")
            rate = _number(d.get("error_rate"), f"{game_id}'s {level}")
            low, high = (_number(x, f"{game_id}'s {level} interval") for x in interval)
            if not low <= rate <= high:
                raise ValueError(f"{path.name}: {game_id}'s {level} lies outside its interval")
            decisions = d.get("decisions", 0)
            out.append(Step(level, rate, low, high, decisions if isinstance(decisions, int) else 0))
        steps[str(game_id)] = out
        players, options = entry.get("players"), entry.get("options")
        if isinstance(players, bool) or not isinstance(players, int) or not isinstance(options, dict):
            raise ValueError(f"{path.name}: {game_id} does not say at which set-up it was measured")
        set_ups[str(game_id)] = (players, dict(options))  # every option's value, as the script wrote them
    return ErrorScale(steps, set_ups)
