"""The statistics' contents: a line per person per game, how a game is added to it, and the
check a statistics file must pass to be used (types, ranges, finite numbers, clean names)."""

from __future__ import annotations

from typing import NotRequired, TypedDict

from ..engine import safejson
from ..engine.safejson import JSON

KEEP = 50  # recent scores and wins kept for the chart
MAX_PLAYED = 10**9
COUNTED = 1000  # the ids of the last games counted, kept in the statistics file


class StatsLine(TypedDict):
    """One person's line for one game (games or practice), as the file keeps it once checked."""

    played: int
    won: int
    best: float | None
    total: float
    streak: int
    longest: int
    scores: list[float]  # the last ``KEEP``
    wins: list[bool]  # the last ``KEEP``, for the chart


Stats = dict[str, dict[str, dict[str, StatsLine]]]  # game id -> person -> "games" or "practice" -> line


class StatsDoc(TypedDict):
    """The statistics file (``stats.json``) once checked."""

    format: str
    version: int
    data: Stats
    counted: list[str]  # the ids of the last ``COUNTED`` games counted
    copies: NotRequired[dict[str, int]]  # how much of each second copy's file was merged (bytes)


def empty_line() -> StatsLine:
    return {"played": 0, "won": 0, "best": None, "total": 0, "streak": 0, "longest": 0, "scores": [], "wins": []}


def update_line(entry: StatsLine, won: bool, score: float, lower_wins: bool) -> None:
    """Add one game to a statistics line: played, won, best, total, streaks, recent scores."""
    entry["played"] += 1
    entry["won"] += 1 if won else 0
    best = entry["best"]
    if best is None or (score < best if lower_wins else score > best):
        entry["best"] = score
    entry["total"] += score
    entry["streak"] = entry["streak"] + 1 if won else 0
    entry["longest"] = max(entry["longest"], entry["streak"])
    entry["scores"] = (entry["scores"] + [score])[-KEEP:]
    entry["wins"] = (entry["wins"] + [bool(won)])[-KEEP:]  # for the chart


def summarise(entry: StatsLine) -> dict[str, object]:
    """A statistics line as shown (its columns by name): win rate and average final score added."""
    n = entry["played"]
    return {**entry, "win_rate": entry["won"] / n if n else 0.0, "average": entry["total"] / n if n else 0.0}


def check_stats(data: JSON) -> Stats:
    """The statistics as read from a file, checked; ``safejson.BadJSON`` says what is wrong.
    A person's name with control characters in it is read without them."""
    from ..engine.record import plain_name  # the statistics are read after the window shows (issue 43)

    if not isinstance(data, dict) or len(data) > 1000:
        raise safejson.BadJSON("its contents are not statistics")
    out: Stats = {}
    for game, people in data.items():
        safejson.clean_text(game, "a game's name", 40)
        if not isinstance(people, dict) or len(people) > 10_000:
            raise safejson.BadJSON(f"the statistics for {game!r} are damaged")
        mine = out.setdefault(game, {})
        for person, lines in people.items():
            name = plain_name(person) if isinstance(person, str) else ""
            if not name or not isinstance(lines, dict):
                raise safejson.BadJSON(f"the statistics for {game!r} are damaged")
            checked: dict[str, StatsLine] = {}
            for kind, line in lines.items():
                if kind not in ("games", "practice"):
                    continue  # a kind of line this version does not know: left out
                checked[kind] = _line(line, f"the statistics for {name!r}")
            mine.setdefault(name, checked)
    return out


def _line(line: JSON, what: str) -> StatsLine:
    if not isinstance(line, dict):
        raise safejson.BadJSON(f"{what} are damaged")
    n = safejson.number

    def count(key: str, hi: float = MAX_PLAYED) -> int:
        return int(n(line.get(key), f"{what} ({key})", 0, hi, integer=True))

    played = count("played")
    best = line.get("best")
    return {"played": played, "won": count("won", played), "streak": count("streak", played),
            "longest": count("longest", played),
            "total": n(line.get("total"), f"{what} (total)", -1e15, 1e15),
            "best": None if best is None else n(best, f"{what} (best)", -1e9, 1e9),
            "scores": safejson.list_of(line.get("scores"), f"{what} (scores)",
                                       lambda v, w: n(v, w, -1e9, 1e9), 1000)[-KEEP:],
            "wins": safejson.list_of(line.get("wins", []), f"{what} (wins)", _flag, 1000)[-KEEP:]}


def _flag(v: JSON, what: str) -> bool:
    if not isinstance(v, bool):
        raise safejson.BadJSON(f"{what} is not yes or no")
    return v


def check_stats_doc(doc: JSON) -> StatsDoc:
    """The whole statistics file, checked (its format and version were checked by the reader)."""
    if not isinstance(doc, dict):
        raise safejson.BadJSON("its contents are not statistics")
    counted = safejson.list_of(doc.get("counted", []), "the games counted",
                               lambda v, w: safejson.clean_text(v, w, 32), COUNTED * 2)
    copies = doc.get("copies", {})
    if not isinstance(copies, dict) or len(copies) > 1000:
        raise safejson.BadJSON("the copies merged are not a table")
    merged = {}
    for name, upto in copies.items():
        safejson.clean_text(name, "a copy's file", 60)
        merged[name] = int(safejson.number(upto, "how much of a copy's file was merged", 0, 1 << 40, integer=True))
    version = doc.get("version")
    out: StatsDoc = {"format": safejson.clean_text(doc.get("format"), "the format", 40),
                     "version": version if isinstance(version, int) else 0,
                     "data": check_stats(doc.get("data")), "counted": counted[-COUNTED:]}
    if merged:
        out["copies"] = merged
    return out
