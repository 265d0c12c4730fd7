"""The journal of the game in play: every move, appended as one short checksummed line and made
durable (fsync) before ``append`` returns, so before the next move can be applied and before the
screen shows it.

The file (``autosave.journal`` in the data folder) is a header line holding the whole record as it
was when the journal began (a new game, an undo), then one line per move played since, in order::

    <crc32 of the rest, 8 hex digits> <compact JSON>
    1c0ffee5 {"journal":1,"record":{...}}
    9a0b1c2d [0,{"kind":"draw","seat":0,"zone":"stock"}]

The header is written atomically (a temporary file, fsynced, renamed), so it is whole or absent;
a kill can only tear the last move's line, and a torn or damaged line ends the reading there (the
moves before it are kept). The header's record plus the moves read is exactly the game as played;
the autosave (the whole record, written by the background writer at deal ends and on leaving)
is only a checkpoint beside it. Every file here is opened without following links
(``safefs``): a link or a folder in the journal's place is refused, never written through.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import zlib
from pathlib import Path
from typing import TypedDict

from ..engine import safejson
from ..engine.actions import Action
from ..engine.record import Record, RecordError
from ..engine.safejson import JSON
from .safefs import NotPlain, open_append, remove_plain, write_atomic_in

JOURNAL_NAME = "autosave.journal"
MAX_JOURNAL = safejson.MAX_BYTES * 4  # a header (a record, at most 8 MB) and some thousands of short lines
VERSION = 2  # 2: each move line's checksum is keyed by its header's (1: unkeyed, still read)


def _line(payload: JSON | Header, key: int = 0) -> bytes:
    text = json.dumps(payload, separators=(",", ":"), ensure_ascii=True)
    return f"{zlib.crc32(text.encode(), key):08x} {text}\n".encode()


def _payload(raw: bytes, key: int = 0) -> JSON:
    """A line's JSON, or None if the line is torn, damaged or fails its checksum (keyed by ``key``)."""
    if not raw.endswith(b"\n") or len(raw) < 11 or raw[8:9] != b" ":
        return None
    body = raw[9:-1]
    try:
        if int(raw[:8], 16) != zlib.crc32(body, key):
            return None
        return safejson.loads(body)
    except (ValueError, safejson.BadJSON):
        return None


class Header(TypedDict):
    """The journal's first line: its version and the whole record as the journal began."""

    journal: int
    record: dict[str, JSON]


class Journal:
    """The journal of one game: ``begin`` (a new game, an undo) then ``append`` each move.

    A write cannot tear it: an append that fails (a full disk, a short write) is cut back to the
    journal as it was before it, so the next append, once there is space, writes every move not yet
    in it after whole lines. A journal that could not be begun, or whose file was removed or replaced
    in the middle of a game, is begun again from the whole record at the next move (a link or a folder
    in its place is refused: ``OSError`` every time, never written through)."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.path = self.root / JOURNAL_NAME
        self._fd: int | None = None
        self._key = 0  # the header's checksum: every move line's is keyed by it (the line is of this game)
        self._file: tuple[int, int] | None = None  # the (device, inode) written to
        self.moves = 0  # the number of actions the journal holds (header and lines)

    def begin(self, record: Record, retire: bool = False) -> None:
        """Start the journal afresh from the whole record (atomically); OSError if it cannot be written.
        With ``retire`` (a new game), a journal that could not be replaced is removed: an old game's
        journal never stands for the game in play."""
        self._close()
        head: Header = {"journal": VERSION, "record": record.to_json()}
        header = _line(head)
        try:
            write_atomic_in(self.root, JOURNAL_NAME, header)
            fd = open_append(self.root, JOURNAL_NAME)
        except OSError as e:
            if retire and full(e):
                self.retire()
            raise
        st = os.fstat(fd)
        self._fd, self._file = fd, (st.st_dev, st.st_ino)
        self._key = int(header[:8], 16)
        self.moves = len(record.actions)

    def retire(self) -> None:
        """Remove the journal file if it is a plain file (a link or a folder there is left alone)."""
        remove_plain(self.root, JOURNAL_NAME)

    def append(self, record: Record) -> None:
        """Append the record's moves not yet in the journal and make them durable (fsync); on a failure
        the file is as it was before (``OSError``)."""
        if self._fd is None or not self._same_file():
            self.begin(record)  # not begun (a full disk), or removed or replaced: afresh, whole
            return
        fd = self._fd
        data = b"".join(_line([i, a.to_json()], self._key)
                        for i, a in enumerate(record.actions[self.moves:], self.moves))
        if not data:
            return
        size = os.fstat(fd).st_size
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            (getattr(os, "fdatasync", None) or os.fsync)(fd)
        except OSError:
            try:  # the journal as it was: no part of a line is left for the next to follow
                os.ftruncate(fd, size)
                (getattr(os, "fdatasync", None) or os.fsync)(fd)
            except OSError:
                self._close()  # what is on disk is not known: begun afresh at the next move
            raise
        self.moves = len(record.actions)

    def _same_file(self) -> bool:
        """The journal's name still holds the file written to (not removed, not a link put there)."""
        try:
            st = os.stat(self.path, follow_symlinks=False)
        except OSError:
            st = None
        if st is None or not stat.S_ISREG(st.st_mode) or (st.st_dev, st.st_ino) != self._file \
                or getattr(st, "st_nlink", 1) > 1:  # a hard link made to it: begun afresh (and refused, if kept)
            self._close()
            return False
        return True

    def close(self) -> None:
        self._close()

    def _close(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            try:
                os.close(fd)
            except OSError:
                pass


def full(e: OSError) -> bool:
    """A write refused for want of room (a full disk, a quota), not for want of leave: there is room to
    remove a file (a read-only folder, or a link in a file's place, is left as it is)."""
    room = (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG)
    return e.errno in room and not isinstance(e, NotPlain)


def read_journal(raw: bytes) -> Record:
    """The game a journal's bytes hold: the header's record and every whole move after it.
    ``RecordError`` if the header is missing or damaged. A torn or damaged line, a line of another
    game (its checksum is keyed by another header) or a line that is not a move ends the moves there."""
    lines = raw.splitlines(keepends=True)
    head = _payload(lines[0]) if lines else None
    if not isinstance(head, dict) or head.get("journal") not in (1, VERSION) or isinstance(head.get("journal"), bool):
        raise RecordError("the journal's first line is damaged")
    key = int(lines[0][:8], 16) if head["journal"] == VERSION else 0
    record = Record.from_json(head.get("record"))
    record.sealed_upto = len(record.actions)  # the moves after it hold no seal
    for raw_line in lines[1:]:
        p = _payload(raw_line, key)
        if not (isinstance(p, list) and len(p) == 2 and p[0] == len(record.actions) and isinstance(p[1], dict)
                and not isinstance(p[0], bool)):
            break  # a torn or damaged line: the moves end here
        try:
            record.actions.append(Action.from_json(p[1]))
        except (ValueError, TypeError, KeyError, AttributeError):
            break
    return record


def undone(record: Record) -> int:
    """How many times moves were taken back in the game (0 if the note is missing or not a count)."""
    n = record.notes.get("undone", 0)
    return n if isinstance(n, int) and not isinstance(n, bool) else 0


def uid(record: Record) -> str | None:
    n = record.notes.get("id")
    return n if isinstance(n, str) else None


def newer(saved: Record | None, journal: Record, journal_is_newer: bool = True) -> Record:
    """The game in play from the autosave and the journal: the journal is written first (a new game,
    an undo, each move), so it is the newer; of one game and the same undo, the autosave with the
    journal's moves after it. Of two different games, the file written last (``journal_is_newer``)."""
    if saved is None:
        return journal
    if uid(saved) != uid(journal):
        return journal if journal_is_newer else saved
    if undone(saved) != undone(journal):
        return saved if undone(saved) > undone(journal) else journal
    n = min(len(saved.actions), len(journal.actions))
    if saved.actions[:n] != journal.actions[:n] or len(saved.actions) >= len(journal.actions):
        return saved if len(saved.actions) >= len(journal.actions) else journal  # the one that goes furthest
    saved.sealed_upto = len(saved.actions)
    saved.actions.extend(journal.actions[len(saved.actions):])
    return saved
