"""Settings, the autosave, finished games and statistics, in the user's data folder.

Every file is written atomically (a temporary file in the same folder, flushed
to disk, then renamed over the old one), so killing the program at any moment
leaves either the old file or the new one, never half of one. A file that does
not load (truncated, garbled, foreign, from a newer version) is moved aside
into ``damaged/`` - never deleted - with one clear message, and the program
carries on with defaults.

The autosave is written off the screen's frame loop, by one background writer
(``WRITER``): a save request returns at once, the latest record for a file wins
over one not yet written, and each write is still atomic and fsynced. Reading
the autosave, clearing it, leaving the table and quitting wait for the writer
(``flush``), so nothing is lost but, on a kill, the save in flight.
"""

from __future__ import annotations

import atexit
import json
import logging
import os
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .engine.record import Record, RecordError

FORMAT_VERSION = 1
# How a damaged file is named to the player, and what happens instead.
WORDS = {"settings": ("settings file", "the settings start from their defaults"),
         "stats": ("statistics file", "the statistics start afresh"),
         "autosave": ("saved game", "there is no game to continue"),
         "record": ("game record", "it is not counted")}
APP_DIR_NAME = "CardTable"

log = logging.getLogger("cardtable.storage")


def default_root() -> Path:
    """The platform's user data folder (or $CARDTABLE_HOME, for tests and portable use)."""
    env = os.environ.get("CARDTABLE_HOME")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False))


def documents_dir() -> Path | None:
    """The user's Documents folder, if there is one."""
    try:
        import platformdirs

        d = Path(platformdirs.user_documents_dir())
    except Exception:  # noqa: BLE001 - no documents folder is not an error
        return None
    return d if d.is_dir() else None


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


class BackgroundWriter:
    """The one thread that writes files off the frame loop: per file, the latest document wins."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: dict[Path, tuple[Any, Callable[[OSError], None] | None]] = {}
        self._writing: Path | None = None
        self._thread: threading.Thread | None = None
        self._registered = False

    def submit(self, path: Path, doc: Any, on_error: Callable[[OSError], None] | None = None) -> None:
        """Write ``doc`` (as JSON) to ``path`` soon; returns at once. ``on_error`` hears of a failure
        (from the writer's thread)."""
        with self._cond:
            self._pending.pop(path, None)  # the latest wins, and goes to the back of the queue
            self._pending[path] = (doc, on_error)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="cardtable-writer", daemon=True)
                self._thread.start()
                if not self._registered:
                    self._registered = True
                    atexit.register(self.flush)
            self._cond.notify_all()

    def busy(self, path: Path | None = None) -> bool:
        with self._cond:
            return self._busy(path)

    def _busy(self, path: Path | None) -> bool:
        if path is None:
            return bool(self._pending) or self._writing is not None
        return path in self._pending or self._writing == path

    def flush(self, path: Path | None = None, timeout: float | None = None) -> bool:
        """Wait until everything asked for (for ``path``, or every file) is on disk; False on a timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._busy(path), timeout)

    def drop(self, path: Path) -> None:
        """Forget a write of ``path`` not yet begun, and wait for one under way (before removing the file)."""
        with self._cond:
            self._pending.pop(path, None)
            self._cond.wait_for(lambda: self._writing != path)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._pending))
                path = next(iter(self._pending))
                doc, on_error = self._pending.pop(path)
                self._writing = path
            try:
                write_atomic(path, json.dumps(doc, indent=1))
            except OSError as e:
                if on_error is not None:
                    on_error(e)
                else:
                    log.error("could not write %s: %s", path, e)
            except Exception:  # noqa: BLE001 - the writer goes on for the next file
                log.exception("could not write %s", path)
            finally:
                with self._cond:
                    self._writing = None
                    self._cond.notify_all()


WRITER = BackgroundWriter()


@dataclass
class Storage:
    """One user's files. ``messages`` collects what the player should be told once."""

    root: Path = field(default_factory=default_root)
    messages: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.root = Path(self.root)
        self.tidy()

    def tidy(self, older_than: float = 120.0) -> None:
        """Remove the temporary files of saves cut short by a kill (never a finished file)."""
        now = time.time()
        for folder in (self.root, self.root / "records"):
            try:
                entries = list(folder.glob(".*.tmp"))
            except OSError:
                continue
            for tmp in entries:
                try:
                    if now - tmp.stat().st_mtime > older_than:
                        tmp.unlink()
                except OSError:
                    pass

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
            what, then = WORDS.get(kind, (f"{kind} file", "defaults are used instead"))
            self.messages.append(f"The {what} could not be used: {e}. It was moved to {moved}, and {then}.")
            return None

    def save(self, name: str, kind: str, data: Any) -> None:
        write_atomic(self.path(name), json.dumps(_document(kind, data), indent=1))

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
    def save_autosave(self, record: Record, on_error: Callable[[OSError], None] | None = None) -> None:
        """Ask the background writer to save the game in play; returns at once (``flush_autosave`` waits)."""
        data = record.to_json()
        data["notes"] = dict(data["notes"])  # a copy of what may change after this (undo marks practice)
        WRITER.submit(self.path("autosave.json"), _document("autosave", data), on_error)

    def flush_autosave(self, timeout: float | None = None) -> bool:
        """Wait until the autosave asked for is on disk (False if ``timeout`` ran out first)."""
        return WRITER.flush(self.path("autosave.json"), timeout)

    def load_autosave(self) -> Record | None:
        self.flush_autosave()
        return self.load("autosave.json", "autosave", Record.from_json)

    def clear_autosave(self) -> None:
        WRITER.drop(self.path("autosave.json"))
        try:
            self.path("autosave.json").unlink()
        except FileNotFoundError:
            pass

    def keep_finished(self, record: Record) -> Path:
        """File a finished game's record under records/ (for statistics and replays)."""
        p = self.root / "records" / f"{time.strftime('%Y%m%d-%H%M%S')}-{record.game}-{record.seed}.json"
        self.save(str(p.relative_to(self.root)), "record", record.to_json())
        return p

    # -- records to take away ------------------------------------------------------------
    def export_dir(self) -> Path:
        """Where exported records go: Documents/Card Table, or exports/ in the data folder."""
        docs = None if os.environ.get("CARDTABLE_HOME") else documents_dir()
        return docs / "Card Table" if docs is not None else self.root / "exports"

    def export_record(self, record: Record, folder: Path | None = None) -> Path:
        """Write a record as a file to keep, send or open with ``cardtable replay FILE``."""
        folder = Path(folder) if folder is not None else self.export_dir()
        stamp = time.strftime("%Y%m%d-%H%M%S")
        p = folder / f"cardtable-{record.game}-{stamp}.json"
        n = 1
        while p.exists():
            n += 1
            p = folder / f"cardtable-{record.game}-{stamp}-{n}.json"
        write_atomic(p, json.dumps(record.to_json(), indent=1))
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


def _document(kind: str, data: Any) -> dict[str, Any]:
    return {"format": f"cardtable-{kind}", "version": FORMAT_VERSION, "data": data}


def _empty_line() -> dict[str, Any]:
    return {"played": 0, "won": 0, "best": None, "total": 0, "streak": 0, "longest": 0, "scores": [], "wins": []}


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
    wins = entry.get("wins")
    entry["wins"] = ((wins if isinstance(wins, list) else []) + [bool(won)])[-50:]  # for the chart


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
                if not (line.get("best") is None or isinstance(line["best"], (int, float))) \
                        or not all(isinstance(x, (int, float)) for x in line["scores"]) or line["played"] < 0:
                    raise DamagedFile(f"statistics for {person!r} are damaged")
    return data


def load_record_file(path: str | os.PathLike[str]) -> Record:
    """A record from a file: an exported record, a kept finished game or an autosave.
    ``RecordError`` says in one line why it cannot be used."""
    p = Path(path)
    try:
        raw = p.read_bytes()
    except FileNotFoundError:
        raise RecordError(f"there is no file {str(p)!r}") from None
    except IsADirectoryError:
        raise RecordError(f"{str(p)!r} is a folder, not a record") from None
    except OSError as e:
        raise RecordError(f"{str(p)!r} cannot be read: {e.strerror or e}") from None
    try:
        doc = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise RecordError("the file is truncated or garbled: it is not a Card Table record") from None
    if isinstance(doc, dict) and "data" in doc and isinstance(doc.get("version"), int) \
            and doc.get("format") in ("cardtable-record", "cardtable-autosave"):
        if doc["version"] > FORMAT_VERSION:
            raise RecordError(f"the file comes from a newer Card Table (version {doc['version']})")
        doc = doc["data"]  # a file this program keeps (records/, autosave): the record inside
    return Record.from_json(doc)
