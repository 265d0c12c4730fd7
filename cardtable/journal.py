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

import json
import os
import zlib
from pathlib import Path
from typing import Any

from .engine import safejson
from .engine.actions import Action
from .engine.record import Record, RecordError
from .safefs import open_append, write_atomic_in

JOURNAL_NAME = "autosave.journal"
MAX_JOURNAL = safejson.MAX_BYTES * 4  # a header (a record, at most 8 MB) and some thousands of short lines


def _line(payload: Any) -> bytes:
    text = json.dumps(payload, separators=(",", ":"), ensure_ascii=True)
    return f"{zlib.crc32(text.encode()):08x} {text}\n".encode()


def _payload(raw: bytes) -> Any:
    """A line's JSON, or None if the line is torn, damaged or fails its checksum."""
    if not raw.endswith(b"\n") or len(raw) < 11 or raw[8:9] != b" ":
        return None
    body = raw[9:-1]
    try:
        if int(raw[:8], 16) != zlib.crc32(body):
            return None
        return safejson.loads(body)
    except (ValueError, safejson.BadJSON):
        return None


class Journal:
    """The journal of one game: ``begin`` (a new game, an undo) then ``append`` each move."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.path = self.root / JOURNAL_NAME
        self._fd: int | None = None
        self.moves = 0  # the number of actions the journal holds (header and lines)

    def begin(self, record: Record) -> None:
        """Start the journal afresh from the whole record (atomically); OSError if it cannot be written."""
        self._close()
        header = _line({"journal": 1, "record": record.to_json()})
        write_atomic_in(self.root, JOURNAL_NAME, header)
        self._fd = open_append(self.root, JOURNAL_NAME)
        self.moves = len(record.actions)

    def append(self, record: Record) -> None:
        """Append the record's moves not yet in the journal and make them durable (fsync)."""
        if self._fd is None:
            raise OSError("the journal is not open")
        data = b"".join(_line([i, a.to_json()]) for i, a in enumerate(record.actions[self.moves:], self.moves))
        view = memoryview(data)
        while view:
            view = view[os.write(self._fd, view):]
        if data:
            (getattr(os, "fdatasync", None) or os.fsync)(self._fd)
        self.moves = len(record.actions)

    def close(self) -> None:
        self._close()

    def _close(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            try:
                os.close(fd)
            except OSError:
                pass


def read_journal(raw: bytes) -> Record:
    """The game a journal's bytes hold: the header's record and every whole move after it.
    ``RecordError`` if the header is missing or damaged (a torn move line only ends the moves)."""
    lines = raw.splitlines(keepends=True)
    head = _payload(lines[0]) if lines else None
    if not isinstance(head, dict) or head.get("journal") != 1:
        raise RecordError("the journal's first line is damaged")
    record = Record.from_json(head.get("record"))
    record.sealed_upto = len(record.actions)  # type: ignore[attr-defined] - the moves after it hold no seal
    for raw_line in lines[1:]:
        p = _payload(raw_line)
        if not (isinstance(p, list) and len(p) == 2 and p[0] == len(record.actions) and isinstance(p[1], dict)):
            break  # a torn or damaged line: the moves end here
        try:
            record.actions.append(Action.from_json(p[1]))
        except (ValueError, TypeError, KeyError):
            break
    return record


def newer(saved: Record | None, journal: Record) -> Record:
    """The game in play from the autosave and the journal: the journal is written first (a new game,
    an undo, each move), so it is the newer; of one game and the same undo, the autosave with the
    journal's moves after it."""
    if saved is None or _uid(saved) != _uid(journal):
        return journal
    undone = (saved.notes.get("undone", 0), journal.notes.get("undone", 0))
    if undone[0] != undone[1]:
        return saved if undone[0] > undone[1] else journal
    saved.sealed_upto = len(saved.actions)  # type: ignore[attr-defined]
    saved.actions.extend(journal.actions[len(saved.actions):])
    return saved


def _uid(record: Record) -> object:
    return record.notes.get("id")
