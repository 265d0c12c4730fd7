"""Settings, the game in play, finished games and statistics, in the user's data folder.

Every file is written atomically (a temporary file in the same folder, fsynced, then renamed over
the old one) and without following links (``safefs``): a kill leaves the old file or the new one,
and a link or a folder in a file's place is refused, never written through. A file that does not
load (truncated, garbled, foreign, newer, too large or deep, a folder or a link in its place) is
moved whole into ``damaged/``, never deleted, with one clear message, and the program carries on
with defaults; one that cannot be moved is left alone and never written over. When the folder
cannot be written at all the player is told once and play goes on. A ``readonly`` storage (a
second copy, see ``lock``) writes nothing of the shared files; as a ``guest`` it files the games
it finishes in a file of its own, merged by the writer (``copies``).

The game in play: every move is appended to its journal and fsynced before the next is applied
(``journal``); the whole record (``autosave.json``) is written at deal ends and on leaving by one
background writer (``WRITER``: a request returns at once, the latest record wins). A full disk never
tears the journal (a failed append is cut back; it goes on whole once there is room, and a new game's
journal replaces the old game's or the old one is removed). ``read_game`` reads the autosave and the
journal apart; ``Session.resume`` keeps the one that plays furthest (of one game, the autosave with the
journal's moves after it) and sets aside only a file that does not play.

Finishing a game is idempotent: the final record is first saved as the autosave, then filed
under records/ by the game's own id (a file already there is that game), then counted in the
statistics together with its id (a game counted is never counted again), then the autosave is
cleared; a kill anywhere in between is finished on the next start (``Session.resume``).

Over 400 lines: the one keeper of the data folder's documents (what each file is, how it is read, damaged
and written); its parts that stand alone already live beside it (copies, journal, stats, writer, safefs).
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypedDict, TypeVar

from ..engine import safejson
from ..engine.safejson import JSON
from .copies import CopyFile, Line, finish_as_guest, merge
from .safefs import move_in, remove_leftovers, remove_plain, unlink_in
from .stats import COUNTED, Stats, StatsDoc, StatsLine, check_stats_doc, empty_line, summarise, update_line
from .writer import DATA_ROOTS, BackgroundWriter, write_atomic

if TYPE_CHECKING:  # the records and the journal are read after the window shows (issue 43): imported there
    from ..engine.record import Record
    from .journal import Journal

__all__ = ["Storage", "WRITER", "DamagedFile", "load_record_file", "summarise", "update_line", "write_atomic"]

FORMAT_VERSION = 1
# How a damaged file is named to the player, and what happens instead.
T = TypeVar("T")
WORDS = {"settings": ("settings file", "the settings start from their defaults"),
         "stats": ("statistics file", "the statistics start afresh"),
         "stats-kept": ("statistics file", "the statistics are not kept until it is moved or mended"),
         "autosave": ("saved game", "there is no game to continue"),
         "record": ("game record", "it is not counted")}
APP_DIR_NAME = "CardTable"
LEFTOVER_AGE = 2.0  # seconds: a temporary file younger than this, without the folder's lock, may be a write begun


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


class FolderLocking(Protocol):
    """The data folder's lock as the storage asks it (``lock.FolderLock``, not imported: it imports this module)."""

    def acquire(self) -> bool: ...

    @property
    def held(self) -> bool: ...


WRITER = BackgroundWriter(lambda p, text: write_atomic(p, text))  # looked up when writing (tests replace it)


@dataclass
class Storage:
    """One user's files. ``messages`` collects what the player should be told once."""

    root: Path = field(default_factory=default_root)
    messages: list[str] = field(default_factory=list)
    readonly: bool = False  # another copy of the program writes here: this one only reads
    guest: bool = False  # readonly as a second copy: the games it finishes go to a file of its own (``copies``)
    lock: FolderLocking | None = field(default=None, repr=False)  # the folder's lock, when opened with one

    def __post_init__(self) -> None:
        self.root = Path(os.path.abspath(self.root))
        DATA_ROOTS.add(self.root)
        self.journal: Journal | None = None
        self._cleared = False  # the game in play was cleared (filed): nothing more is saved of it
        self._untouchable: set[str] = set()  # damaged files that could not be moved: never written over
        self._write_said = False
        self.guest_file = CopyFile(self.root) if self.readonly and self.guest else None
        self._copies_said = False
        if not self.readonly:
            self.tidy()
            self.merge_copies()

    def merge_copies(self) -> None:
        """Count the games finished in second copies (the writer's; see ``copies``)."""
        if self.readonly:
            return
        if merge(self) and not self._copies_said:
            self._copies_said = True
            self.messages.append("Another Card Table is open on these files. This copy is the one saving: "
                                 "the games finished in the other are counted here too.")

    def close(self) -> None:
        """Leaving: a second copy whose writer has gone takes the lock and files its own games; the writer
        counts the second copies' games."""
        if self.readonly and self.guest_file is not None and self.lock is not None and self.lock.acquire():
            self.readonly = False
        self.merge_copies()
        if self.guest_file is not None:
            self.guest_file.close()

    def tidy(self, older_than: float | None = None) -> None:
        """Remove the temporary files of saves cut short by a kill (``safefs.remove_leftovers``: never a
        finished file, nor one a write under way holds), in the folder and under records/. The folder's
        one writer (holding its lock) removes every one at once; without the lock, those a few seconds old."""
        if older_than is None:
            older_than = 0.0 if self.lock is not None and self.lock.held else LEFTOVER_AGE
        for folder in ([], ["records"]):
            remove_leftovers(self.root, folder, older_than)

    # -- generic JSON documents -----------------------------------------------------
    def path(self, name: str) -> Path:
        return self.root / name

    def load(self, name: str, kind: str, check: Callable[[JSON], T], whole: bool = False) -> T | None:
        """The document ``name``'s data (the whole document if ``whole``; None if absent).
        A damaged one is set aside with a message naming it."""
        try:
            return self.read(name, kind, check, whole)
        except FileNotFoundError:
            return None
        except (DamagedFile, safejson.BadJSON, _record_error()) as e:
            self.damaged(name, kind, str(e))
            return None

    def read(self, name: str, kind: str, check: Callable[[JSON], T], whole: bool = False) -> T:
        """The document ``name``'s data, checked; ``FileNotFoundError`` if absent, ``DamagedFile``,
        ``RecordError`` or ``safejson.BadJSON`` (one line each) if it cannot be used. Nothing is set aside."""
        doc = safejson.load_file(self.path(name), follow=False)
        if not isinstance(doc, dict) or doc.get("format") != f"cardtable-{kind}":
            raise DamagedFile("it is not a Card Table file")
        version = doc.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise DamagedFile("it has no version")
        if version > FORMAT_VERSION:
            raise DamagedFile(f"it comes from a newer Card Table (version {version})")
        return check(doc if whole else doc.get("data"))

    def damaged(self, name: str, kind: str, why: str, then: str | None = None, partly: bool = False) -> None:
        """Say that ``name`` cannot be used (``partly``: not whole), and move it aside whole (or leave it,
        untouched); ``then`` says what is done instead (by default, the kind's words)."""
        what, default = WORDS.get(kind, (f"{kind} file", "defaults are used instead"))
        then = then or default
        used = "could not be used whole" if partly else "could not be used"
        if self.readonly:
            self._untouchable.add(name)
            self.messages.append(f"The {what} {name} {used}: {why}. It is left where it is "
                                 f"(another Card Table is open), and {then}.")
            return
        try:
            moved = self.set_aside(self.path(name))
        except OSError as e:
            self._untouchable.add(name)
            self.messages.append(f"The {what} {name} {used}: {why}. It could not be moved aside "
                                 f"({e.strerror or e}), so it is left as it is and not written over.")
            return
        self.messages.append(f"The {what} {name} {used}: {why}. It was moved to {moved}, and {then}.")

    def cannot_write(self, e: OSError) -> None:
        """A full disk or a read-only folder: said once; play goes on (may come from the writer's thread)."""
        if not self._write_said:
            self._write_said = True
            self.messages.append(f"Your games could not be saved in {self.root} ({e.strerror or e}). "
                                 "Play goes on and nothing saved before is lost; the moves from now on "
                                 "are saved as soon as the folder can be written again (room made on "
                                 "the disk), and are lost if Card Table stops before that.")

    def save(self, name: str, kind: str, data: object, whole: Mapping[str, object] | None = None) -> bool:
        """Write a document atomically; False (and said once) if it could not be written."""
        if self.readonly or name in self._untouchable:
            return False
        try:
            write_atomic(self.path(name), json.dumps(whole or _document(kind, data), indent=1))
        except OSError as e:
            self.cannot_write(e)
            return False
        return True

    def set_aside(self, p: Path) -> Path:
        """Move a damaged file (or a folder in its place) into damaged/ under a new name; never delete it."""
        dest_dir = self.root / "damaged"
        stamp = time.strftime("%Y%m%d-%H%M%S")
        dest = dest_dir / f"{p.name}.{stamp}"
        n = 1
        while os.path.lexists(dest):
            n += 1
            dest = dest_dir / f"{p.name}.{stamp}.{n}"
        move_in(self.root, p.relative_to(self.root), "damaged", dest.name)  # a link is moved, never followed
        return dest

    # -- settings -----------------------------------------------------------------------
    def load_settings(self) -> dict[str, JSON]:
        data = self.load("settings.json", "settings", _check_dict)
        return data or {}

    def save_settings(self, settings: Mapping[str, object]) -> None:
        self.save("settings.json", "settings", settings)

    # -- the game in progress --------------------------------------------------------------
    def save_autosave(self, record: Record, on_error: Callable[[OSError], None] | None = None) -> None:
        """Ask the background writer to save the game in play; returns at once (``flush_autosave`` waits)."""
        if self.readonly or "autosave.json" in self._untouchable or self._cleared:
            return
        data = record.to_json()
        data["notes"] = dict(data["notes"])  # a copy of what may change after this (undo marks practice)
        WRITER.submit(self.path("autosave.json"), _document("autosave", data), on_error or self.cannot_write)

    def flush_autosave(self, timeout: float | None = None) -> bool:
        """Wait until the autosave asked for is on disk (False if ``timeout`` ran out first)."""
        return WRITER.flush(self.path("autosave.json"), timeout)

    def load_autosave(self) -> Record | None:
        """The game in play: the journal's (the record as it began and every move made durable since),
        else the autosave's (a damaged file is set aside). ``Session.resume`` reads the two files apart
        (``read_game``) and keeps the one that plays furthest."""
        from .journal import JOURNAL_NAME, newer

        found = self.read_game()
        for name, err in ((AUTOSAVE_NAME, found.saved_error), (JOURNAL_NAME, found.journal_error)):
            if err:
                self.damaged(name, "autosave", err)
        if found.journal is None:
            return found.saved
        return newer(found.saved, found.journal, found.journal_newer)

    def read_game(self) -> FoundGame:
        """What the data folder holds of the game in play, each file read apart and checked for shape
        (nothing set aside: ``Session.resume`` decides which file holds the game)."""
        from ..engine.record import Record, RecordError
        from .journal import JOURNAL_NAME, read_journal

        self.flush_autosave()
        found = FoundGame()
        try:
            found.saved = self.read(AUTOSAVE_NAME, "autosave", Record.from_json)
        except FileNotFoundError:
            pass
        except (DamagedFile, RecordError, safejson.BadJSON) as e:
            found.saved_error = str(e)
        try:
            raw = safejson.read_file(self.path(JOURNAL_NAME), safejson.MAX_BYTES * 4, follow=False)
            found.journal = read_journal(raw)
        except FileNotFoundError:
            pass
        except (safejson.BadJSON, RecordError) as e:
            found.journal_error = str(e)
        found.journal_newer = _mtime(self.path(JOURNAL_NAME)) >= _mtime(self.path(AUTOSAVE_NAME))
        return found

    # -- the journal: every move on disk before the next is played ----------------------------------
    def begin_journal(self, record: Record, fresh: bool = False) -> None:
        """Start the journal of a game (a new one, a resumed one, an undo) from its whole record. If a new
        game's (``fresh``) cannot be written (a full disk), the old game's journal and autosave are
        removed: they never stand for the game in play (``OSError`` all the same)."""
        from .journal import JOURNAL_NAME, Journal, full

        if self.readonly or JOURNAL_NAME in self._untouchable:
            return
        self._cleared = False
        self.journal = self.journal or Journal(self.root)
        try:
            self.journal.begin(record, retire=fresh)
        except OSError as e:
            if fresh and full(e) and AUTOSAVE_NAME not in self._untouchable:
                WRITER.drop(self.path(AUTOSAVE_NAME))
                remove_plain(self.root, AUTOSAVE_NAME)
            raise

    def journal_move(self, record: Record) -> None:
        """Append the record's last move(s) to the journal and make them durable (raises ``OSError``; a
        journal not begun, removed or replaced is begun again whole)."""
        from .journal import JOURNAL_NAME, Journal

        if self.readonly or JOURNAL_NAME in self._untouchable or self._cleared:
            return
        if self.journal is None:
            self.journal = Journal(self.root)
        self.journal.append(record)

    def clear_autosave(self) -> None:
        from .journal import JOURNAL_NAME

        if self.readonly:
            return
        WRITER.drop(self.path("autosave.json"))
        self._cleared = True
        if self.journal is not None:
            self.journal.close()
        for name in ("autosave.json", JOURNAL_NAME):
            try:
                unlink_in(self.root, name)
            except FileNotFoundError:
                pass
            except OSError as e:
                self.cannot_write(e)

    def finish_game(self, record: Record, game_id: str, lower_wins: bool,
                    lines: list[Line]) -> bool:
        """File a finished game and count it for each person (name, won, score, practice), then clear
        the autosave; each step is done once however often this is called (see the module's notes)."""
        gid = game_uid(record)
        if self.readonly:
            return finish_as_guest(self, record, gid, game_id, lower_wins, lines)
        WRITER.drop(self.path("autosave.json"))
        if not self.save("autosave.json", "autosave", record.to_json()):  # the journal: finished on restart
            return False
        if self.keep_finished(record) is None or not self.count_game(gid, game_id, lower_wins, lines):
            return False
        self.clear_autosave()
        self.merge_copies()
        return True

    def finished_path(self, record: Record) -> Path | None:
        """The file under records/ of this very game, if it was filed already."""
        try:
            return next((self.root / "records").glob(f"*-{game_uid(record)}.json"), None)
        except OSError:
            return None

    def keep_finished(self, record: Record) -> Path | None:
        """File a finished game's record under records/ (for statistics and replays), once: the name
        holds the game's own id, so two games never share a name."""
        done = self.finished_path(record)
        if done is not None:
            return done
        p = self.root / "records" / f"{time.strftime('%Y%m%d-%H%M%S')}-{record.game}-{game_uid(record)}.json"
        return p if self.save(str(p.relative_to(self.root)), "record", record.to_json()) else None

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
    def _stats_doc(self) -> StatsDoc:
        doc = self.load("stats.json", "stats", check_stats_doc, whole=True)
        return doc if doc is not None else {"format": "cardtable-stats", "version": FORMAT_VERSION, "data": {},
                                            "counted": []}

    def load_stats(self) -> Stats:
        return self._stats_doc()["data"]

    def count_game(self, gid: str, game_id: str, lower_wins: bool, lines: list[Line],
                   merged: tuple[str, int] | None = None) -> bool:
        """Count a finished game (its id ``gid``) for each person, in one write; a game counted
        already is not counted again. ``merged``: a second copy's game, counted in the same write as how
        far its copy's file is merged (its name, the offset past the game's line: ``copies``). False if
        the statistics could not be written."""
        doc = self._stats_doc()
        counted = doc["counted"]
        if merged is not None:
            doc.setdefault("copies", {})[merged[0]] = merged[1]
        if gid in counted:
            return merged is None or self.save("stats.json", "stats", None, whole=doc)
        for name, won, score, practice in lines:
            key = "practice" if practice else "games"
            entry = doc["data"].setdefault(game_id, {}).setdefault(name, {}).setdefault(key, empty_line())
            update_line(entry, won, score, lower_wins)
        doc["counted"] = (counted + [gid])[-COUNTED:]
        return self.save("stats.json", "stats", None, whole=doc)

    def copy_merged(self, name: str) -> int:
        """How much of a second copy's file (``copies``) was merged already (bytes; 0: none)."""
        return self._stats_doc().get("copies", {}).get(name, 0)

    def set_copy_merged(self, name: str, upto: int | None) -> None:
        """Note how much of a second copy's file is merged (None: the file is gone), so that a copy that
        lives long is never read, nor counted, twice (the ids of games counted are kept for a while only)."""
        doc = self._stats_doc()
        copies = {k: v for k, v in doc.get("copies", {}).items() if os.path.lexists(self.root / "copies" / k)}
        if upto is None:
            copies.pop(name, None)
        else:
            copies[name] = upto
        doc["copies"] = copies
        self.save("stats.json", "stats", None, whole=doc)

    def add_result(self, game_id: str, name: str, won: bool, score: float, lower_wins: bool,
                   practice: bool = False) -> StatsLine:
        """Count one game for one person (no id: always counted); practice games are counted apart."""
        import uuid

        self.count_game(uuid.uuid4().hex, game_id, lower_wins, [(name, won, score, practice)])
        stats = self.load_stats()
        return stats.get(game_id, {}).get(name, {}).get("practice" if practice else "games", empty_line())


AUTOSAVE_NAME = "autosave.json"


@dataclass
class FoundGame:
    """The game in play as the data folder holds it: the autosave and the journal, each read apart
    (a record, or why it cannot be used), and which was written last."""

    saved: Record | None = None
    saved_error: str = ""
    journal: Record | None = None
    journal_error: str = ""
    journal_newer: bool = True


def _mtime(p: Path) -> int:
    try:
        return os.stat(p, follow_symlinks=False).st_mtime_ns
    except OSError:
        return 0


def game_uid(record: Record) -> str:
    """A game's own id (set when it begins; an older record gets one now)."""
    uid = record.notes.get("id")
    if not isinstance(uid, str) or not uid.isalnum() or not 8 <= len(uid) <= 32:
        import uuid

        uid = record.notes["id"] = uuid.uuid4().hex[:16]
    return uid


def _record_error() -> type[Exception]:
    """``RecordError``, looked up only when a file has failed to load (a check that reads a record
    has loaded its module by then): the menu's settings load without the engine's records (issue 43)."""
    from ..engine.record import RecordError

    return RecordError


class Document(TypedDict):
    """A file of the data folder as written: its kind, the version of its format, and its data."""

    format: str
    version: int
    data: object


def _document(kind: str, data: object) -> Document:
    return {"format": f"cardtable-{kind}", "version": FORMAT_VERSION, "data": data}


def _check_dict(data: JSON) -> dict[str, JSON]:
    if not isinstance(data, dict):
        raise DamagedFile("its contents are not settings")
    return data


def table(data: JSON) -> dict[str, JSON]:
    """A document's data that must be a table of names and values (``DamagedFile`` if it is not)."""
    if not isinstance(data, dict):
        raise DamagedFile("its contents are not a table")
    return data


def load_record_file(path: str | os.PathLike[str]) -> Record:
    """A record from a file: an exported record, a kept finished game or an autosave.
    ``RecordError`` says in one line why it cannot be used (refused at once if it is not a
    regular file of sane size: a FIFO, /dev/zero, a folder)."""
    from ..engine.record import Record, RecordError

    try:
        doc = safejson.load_file(path)
    except FileNotFoundError:
        raise RecordError(f"there is no file {str(path)!r}") from None
    except safejson.BadJSON as e:
        raise RecordError(f"the file cannot be used: {e}") from None
    version = doc.get("version") if isinstance(doc, dict) else None
    if isinstance(doc, dict) and "data" in doc and isinstance(version, int) \
            and doc.get("format") in ("cardtable-record", "cardtable-autosave"):
        if version > FORMAT_VERSION:
            raise RecordError(f"the file comes from a newer Card Table (version {version})")
        doc = doc["data"]  # a file this program keeps (records/, autosave): the record inside
    return Record.from_json(doc)
