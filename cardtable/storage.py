"""Settings, the autosave, finished games and statistics, in the user's data folder.

Every file is written atomically (a temporary file in the same folder, flushed
to disk, then renamed over the old one), so killing the program at any moment
leaves either the old file or the new one, never half of one. A file that does
not load (truncated, garbled, foreign, from a newer version) is moved aside
into ``damaged/`` - never deleted - with one clear message, and the program
carries on with defaults.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from .engine.record import Record, RecordError

FORMAT_VERSION = 1
APP_DIR_NAME = "CardTable"


def default_root() -> Path:
    """The platform's user data folder (or $CARDTABLE_HOME, for tests and portable use)."""
    env = os.environ.get("CARDTABLE_HOME")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False))


class DamagedFile(Exception):
    """A file that exists but cannot be used."""


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a crash leaves the old or the new file, whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


@dataclass
class Storage:
    """One user's files. ``messages`` collects what the player should be told once."""

    root: Path = field(default_factory=default_root)
    messages: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.root = Path(self.root)

    # -- generic JSON documents -----------------------------------------------------
    def path(self, name: str) -> Path:
        return self.root / name

    def load(self, name: str, kind: str, check: Callable[[Any], Any] | None = None) -> Any | None:
        """The document ``name`` (None if absent). A damaged one is set aside with a message."""
        p = self.path(name)
        try:
            raw = p.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as e:
            self.messages.append(f"Could not read {name}: {e.strerror}. Using defaults.")
            return None
        try:
            try:
                doc = json.loads(raw.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError):
                raise DamagedFile("it is truncated or garbled") from None
            if not isinstance(doc, dict) or doc.get("format") != f"cardtable-{kind}":
                raise DamagedFile("it is not a Card Table file")
            version = doc.get("version")
            if not isinstance(version, int):
                raise DamagedFile("it has no version")
            if version > FORMAT_VERSION:
                raise DamagedFile(f"it comes from a newer Card Table (version {version})")
            data = doc.get("data")
            return check(data) if check else data
        except (DamagedFile, RecordError) as e:
            moved = self.set_aside(p)
            self.messages.append(f"The {kind} file could not be used ({e}); it was moved to {moved} "
                                 "and defaults are used instead.")
            return None

    def save(self, name: str, kind: str, data: Any) -> None:
        doc = {"format": f"cardtable-{kind}", "version": FORMAT_VERSION, "data": data}
        write_atomic(self.path(name), json.dumps(doc, indent=1))

    def set_aside(self, p: Path) -> Path:
        """Move a damaged file into damaged/ under a new name; never delete it."""
        dest_dir = self.root / "damaged"
        dest_dir.mkdir(parents=True, exist_ok=True)
        dest = dest_dir / f"{p.name}.{time.strftime('%Y%m%d-%H%M%S')}"
        n = 1
        while dest.exists():
            n += 1
            dest = dest_dir / f"{p.name}.{time.strftime('%Y%m%d-%H%M%S')}.{n}"
        os.replace(p, dest)
        return dest

    # -- settings -----------------------------------------------------------------------
    def load_settings(self) -> dict[str, Any]:
        data = self.load("settings.json", "settings", _check_dict)
        return data or {}

    def save_settings(self, settings: dict[str, Any]) -> None:
        self.save("settings.json", "settings", settings)

    # -- the game in progress --------------------------------------------------------------
    def save_autosave(self, record: Record) -> None:
        self.save("autosave.json", "autosave", record.to_json())

    def load_autosave(self) -> Record | None:
        return self.load("autosave.json", "autosave", Record.from_json)

    def clear_autosave(self) -> None:
        try:
            self.path("autosave.json").unlink()
        except FileNotFoundError:
            pass

    def keep_finished(self, record: Record) -> Path:
        """File a finished game's record under records/ (for statistics and replays)."""
        p = self.root / "records" / f"{time.strftime('%Y%m%d-%H%M%S')}-{record.game}-{record.seed}.json"
        self.save(str(p.relative_to(self.root)), "record", record.to_json())
        return p

    # -- statistics -------------------------------------------------------------------------
    def load_stats(self) -> dict[str, Any]:
        return self.load("stats.json", "stats", _check_stats) or {}

    def add_result(self, game_id: str, name: str, won: bool, score: float, lower_wins: bool,
                   practice: bool = False) -> dict[str, Any]:
        """Count one finished game for one person; practice games (undo used) are counted apart."""
        stats = self.load_stats()
        key = "practice" if practice else "games"
        entry = stats.setdefault(game_id, {}).setdefault(name, {}).setdefault(key, _empty_line())
        update_line(entry, won, score, lower_wins)
        self.save("stats.json", "stats", stats)
        return entry


def _empty_line() -> dict[str, Any]:
    return {"played": 0, "won": 0, "best": None, "total": 0, "streak": 0, "longest": 0, "scores": []}


def update_line(entry: dict[str, Any], won: bool, score: float, lower_wins: bool) -> None:
    """Add one game to a statistics line: played, won, best, total, streaks, recent scores."""
    entry["played"] += 1
    entry["won"] += 1 if won else 0
    best = entry["best"]
    if best is None or (score < best if lower_wins else score > best):
        entry["best"] = score
    entry["total"] += score
    entry["streak"] = entry["streak"] + 1 if won else 0
    entry["longest"] = max(entry["longest"], entry["streak"])
    entry["scores"] = (entry["scores"] + [score])[-50:]


def summarise(entry: dict[str, Any]) -> dict[str, Any]:
    """A statistics line as shown: win rate and average final score added."""
    n = entry["played"]
    return {**entry, "win_rate": entry["won"] / n if n else 0.0, "average": entry["total"] / n if n else 0.0}


def _check_dict(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise DamagedFile("its contents are not settings")
    return data


def _check_stats(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise DamagedFile("its contents are not statistics")
    need = {"played": int, "won": int, "total": (int, float), "streak": int, "longest": int, "scores": list}
    for game, people in data.items():
        if not isinstance(people, dict):
            raise DamagedFile(f"statistics for {game!r} are damaged")
        for person, lines in people.items():
            if not isinstance(lines, dict):
                raise DamagedFile(f"statistics for {person!r} are damaged")
            for line in lines.values():
                if not isinstance(line, dict) or any(not isinstance(line.get(k), t) for k, t in need.items()):
                    raise DamagedFile(f"statistics for {person!r} are damaged")
    return data
