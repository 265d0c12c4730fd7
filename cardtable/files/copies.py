"""Second copies lose nothing: a copy of the program opened while another holds the data folder's
lock (``lock``) files each game it finishes in a file of its own, ``copies/<its id>.games``, that
only it writes: one checksummed line per game (the game's id, the lines to count, its record),
fsynced before the game is said to be over. It holds that file locked for its life.

The copy holding the folder's lock (the writer) merges every such file into the same records and
statistics as its own games: at its start, after each game it finishes and when it closes, each game
once: read from where the last merge stopped (``Storage.copy_merged``, kept in the statistics file: the
truth), its ids a second guard (the ids of the last games counted); a file whose copy has gone (its lock
is free) is removed once merged. When the writer closes first, the second copy takes the folder's lock at
its next finished game or when it closes, and merges its own file itself, from the same offset.
"""

from __future__ import annotations

import json
import os
import zlib
from typing import TYPE_CHECKING, Protocol, TypedDict

from ..engine import safejson
from ..engine.safejson import JSON
from .safefs import Folder, NotPlain, open_append, try_lock

if TYPE_CHECKING:  # a record is read only when a copy's file has games in it (not at every start: issue 43)
    from pathlib import Path

    from ..engine.record import Record

Line = tuple[str, bool, float, bool]  # a person's line to count: name, won, score, practice


class Acquiring(Protocol):
    """The folder's lock as a copy asks it (``lock.FolderLock``)."""

    def acquire(self) -> bool: ...


class Storage(Protocol):
    """What a second copy's games need of the storage (``storage.Storage``, which imports this module:
    named here by what is used, not imported)."""

    root: Path
    messages: list[str]
    readonly: bool
    guest_file: CopyFile | None

    @property
    def lock(self) -> Acquiring | None: ...

    def cannot_write(self, e: OSError) -> None: ...

    def copy_merged(self, name: str) -> int: ...

    def set_copy_merged(self, name: str, upto: int | None) -> None: ...

    def keep_finished(self, record: Record) -> Path | None: ...

    def count_game(self, gid: str, game_id: str, lower_wins: bool, lines: list[Line],
                   merged: tuple[str, int] | None = None) -> bool: ...

    def merge_copies(self) -> None: ...


class CopyGame(TypedDict):
    """One game of a copy's file once checked: its id, its game, the lines to count and its record."""

    id: str
    game: str
    lower_wins: bool
    lines: list[Line]
    record: Record

FOLDER = "copies"
MAX_FILE = safejson.MAX_BYTES * 8


class CopyFile:
    """A second copy's own file of finished games."""

    def __init__(self, root: Path) -> None:
        self.root = root
        import uuid  # a second copy's own name (not loaded at every start: issue 43)

        self.name = f"{os.getpid()}-{uuid.uuid4().hex[:8]}.games"
        self._fd: int | None = None

    def add(self, uid: str, game_id: str, lower_wins: bool, lines: list[Line], record: Record) -> None:
        """File one finished game, durably (``OSError`` if it cannot be written)."""
        if self._fd is None:
            fd = open_append(self.root, f"{FOLDER}/{self.name}")
            try_lock(fd)  # held while this copy lives: the writer leaves a live copy's file in place
            self._fd = fd
        text = json.dumps({"id": uid, "game": game_id, "lower_wins": lower_wins, "lines": lines,
                           "record": record.to_json()}, separators=(",", ":"))
        data = f"{zlib.crc32(text.encode()):08x} {text}\n".encode()
        size = os.fstat(self._fd).st_size
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(self._fd, view):]
            os.fsync(self._fd)
        except OSError:
            try:  # a full disk: the file as it was, no part of a line for the next to follow
                os.ftruncate(self._fd, size)
                os.fsync(self._fd)
            except OSError:
                pass
            raise

    def close(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)


def _entries(raw: bytes) -> tuple[list[tuple[dict[str, JSON], int]], int]:
    """The games in a copy's file, and how many bytes of it are whole lines (read; a damaged line is
    skipped, a torn last one is left to be read again once whole)."""
    out = []
    whole = 0
    for line in raw.splitlines(keepends=True):
        if not line.endswith(b"\n"):
            break
        whole += len(line)
        body = line[9:-1]
        try:
            if line[8:9] != b" " or int(line[:8], 16) != zlib.crc32(body):
                continue
            d = safejson.loads(body)
        except (ValueError, safejson.BadJSON):
            continue
        if isinstance(d, dict):
            out.append((d, whole))  # the game, and where its line ends
    return out, whole


def merge(storage: Storage) -> int:
    """Count and file every game the second copies finished (once each); returns how many live copies
    were found (their files stay, to be merged again as they finish more)."""
    try:
        with Folder(storage.root, [FOLDER], create=False) as d:
            names = sorted(os.listdir(d.fd if d.fd is not None else d.path(".")))
            live = 0
            for name in names:
                if not name.endswith(".games") or (storage.guest_file and name == storage.guest_file.name):
                    continue
                live += _merge_one(storage, d, name)
    except (FileNotFoundError, NotADirectoryError, NotPlain):
        return 0
    except OSError as e:
        storage.cannot_write(e)
        return 0
    if storage.guest_file is not None:  # this copy became the writer: its own file, too
        _merge_own(storage)
    return live


def _merge_one(storage: Storage, d: Folder, name: str) -> int:
    try:
        fd = d.open(name, os.O_RDWR)
    except OSError:
        return 0
    try:
        gone = try_lock(fd)  # its copy has gone: the file is merged for the last time
        st = os.fstat(fd)
        start = storage.copy_merged(name)  # what of it was merged before: never read again
        start = start if 0 <= start <= st.st_size else 0
        raw = b""
        if st.st_size > start:
            os.lseek(fd, start, os.SEEK_SET)
            raw = os.read(fd, min(st.st_size - start, MAX_FILE))
        entries, whole = _entries(raw)
        ok = _count(storage, entries, name, start)
        if gone and ok:
            d.unlink(name)
            storage.set_copy_merged(name, None)
        elif ok and whole:
            storage.set_copy_merged(name, start + whole)
        return 0 if gone else 1
    finally:
        os.close(fd)


def _merge_own(storage: Storage) -> None:
    """This copy became the writer: its own file, from where the last merge (by the copy that was the
    writer) stopped, then removed. The offset is the truth; the ids of games counted a second guard."""
    own = storage.guest_file
    assert own is not None
    try:
        raw = safejson.read_file(storage.root / FOLDER / own.name, MAX_FILE, follow=False)
    except (FileNotFoundError, safejson.BadJSON):
        return
    start = storage.copy_merged(own.name)
    start = start if 0 <= start <= len(raw) else 0
    entries, whole = _entries(raw[start:])
    if not _count(storage, entries, own.name, start):
        return  # a game not written: read again at the next merge (those counted are not counted twice)
    own.close()
    try:
        with Folder(storage.root, [FOLDER], create=False) as d:
            d.unlink(own.name)
    except OSError:
        storage.set_copy_merged(own.name, start + whole)  # left in place: never read twice
        storage.guest_file = None
        return
    storage.set_copy_merged(own.name, None)
    storage.guest_file = None


def _line(v: JSON, what: str) -> Line:
    if not isinstance(v, list) or len(v) != 4:
        raise safejson.BadJSON(f"{what} is not a line to count")
    name, won, score, practice = v
    return (safejson.clean_text(name, "a name", 200), bool(won), float(safejson.number(score, "a score", -1e9, 1e9)),
            bool(practice))


def _game(e: dict[str, JSON]) -> CopyGame:
    """A game of a copy's file, checked (``RecordError`` or ``safejson.BadJSON`` if it is damaged)."""
    from ..engine.record import Record

    return {"record": Record.from_json(e.get("record")),
            "lines": safejson.list_of(e.get("lines", []), "the lines", _line, 100),
            "id": safejson.clean_text(e.get("id"), "the id", 32),
            "game": safejson.clean_text(e.get("game"), "the game", 40),
            "lower_wins": bool(e.get("lower_wins"))}


def _count(storage: Storage, entries: list[tuple[dict[str, JSON], int]], name: str, start: int) -> bool:
    """File and count each game of the copy's file ``name`` (read from ``start``); False if any could not be
    written. Each game is counted in the same write as the offset past its line (``count_game``'s ``merged``):
    a merge cut short by a kill goes on after the last game it counted, never before."""
    from ..engine.record import RecordError

    ok = True
    for e, end in entries:
        try:
            g = _game(e)
        except (RecordError, safejson.BadJSON, TypeError, ValueError):
            continue  # a damaged line is not a game
        if not ok or storage.keep_finished(g["record"]) is None \
                or not storage.count_game(g["id"], g["game"], g["lower_wins"], g["lines"], merged=(name, start + end)):
            ok = False  # the games after it wait for the next merge (the offset stays before them)
    return ok


def finish_as_guest(storage: Storage, record: Record, gid: str, game_id: str, lower_wins: bool,
                    lines: list[Line]) -> bool:
    """A second copy's finished game: into its own file (then, if the writer has gone, it takes over)."""
    if storage.guest_file is None:
        return False
    try:
        storage.guest_file.add(gid, game_id, lower_wins, lines, record)
    except OSError as e:
        storage.cannot_write(e)
        return False
    if storage.lock is not None and storage.lock.acquire():
        storage.readonly = False
        storage.messages.append("The other Card Table has closed: this copy is now the one saving.")
        storage.merge_copies()
    return True
