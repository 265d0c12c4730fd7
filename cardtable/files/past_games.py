"""The finished games kept in the data folder (``records/``, filed by ``Storage.finish_game``), as lines
to choose one to watch: newest first, each with its game, date, players and result. A file that cannot
be read is one line saying so, never an exception."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from ..engine.game import Result
from ..engine.record import Record, RecordError
from ..games import get_game
from .storage import load_record_file

MOST = 500  # the newest games listed at most


@dataclass
class PastGame:
    path: Path
    game: str  # the game's name ("Oh Heck!")
    date: str  # when it was filed ("3 May 2025, 14:02")
    players: str  # "Alice, Bob and Cleo"
    result: str  # "Alice won, 12 to 8 and 5"; "" when the record keeps no totals
    problem: str = ""  # why the file cannot be read ("": it can)

    @property
    def readable(self) -> bool:
        return not self.problem


def _date(path: Path) -> str:
    """The date in a kept record's name (``YYYYMMDD-HHMMSS-...``), else the file's own time."""
    try:
        t = time.strptime(path.name[:15], "%Y%m%d-%H%M%S")
    except ValueError:
        try:
            t = time.localtime(path.stat().st_mtime)
        except OSError:
            return ""
    return f"{t.tm_mday} {time.strftime('%b %Y, %H:%M', t)}"


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _num(v: float) -> str:
    return f"{v:g}" if isinstance(v, float) else str(v)


def describe(path: Path, rec: Record) -> PastGame:
    try:
        game = get_game(rec.game)
        name, lower = game.info.name, game.info.lower_wins
    except KeyError:
        name, lower = rec.game, False
    names = [str(s.get("name") or f"Seat {i + 1}") for i, s in enumerate(rec.seats)]
    names += [f"Seat {i + 1}" for i in range(len(names), rec.players)]
    result = ""
    totals = rec.checks[-1].get("totals") if rec.checks else None
    if isinstance(totals, list) and len(totals) == len(names):
        res = Result.from_scores(totals, True, lower)
        won = _and([names[i] for i in res.winners]) if res.winners else "Nobody"
        verb = "won" if len(res.winners) <= 1 else "shared the win"
        order = sorted(range(len(names)), key=lambda i: res.places[i])
        result = f"{won} {verb}: " + ", ".join(f"{names[i]} {_num(totals[i])}" for i in order)
    return PastGame(path, name, _date(path), _and(names), result)


def past_games(folder: Path) -> list[PastGame]:
    """The games filed under ``folder`` (the data folder's ``records/``), newest first."""
    try:
        files = sorted((p for p in folder.glob("*.json") if not p.name.startswith(".")),
                       key=lambda p: p.name, reverse=True)[:MOST]
    except OSError:
        return []
    out = []
    for p in files:
        try:
            out.append(describe(p, load_record_file(p)))
        except (RecordError, OSError, ValueError, TypeError) as e:
            out.append(PastGame(p, p.name, _date(p), "", "", problem=f"This file cannot be read: {e}"))
    return out
