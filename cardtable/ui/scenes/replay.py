"""`cardtable replay FILE`: a saved game played again on the table, move by move."""

from __future__ import annotations

from ...engine.record import Record, RecordError
from ...files.storage import load_record_file
from ...host.session import Session


def replay_session(rec: Record) -> Session:
    """A table to watch ``rec`` on (``Session.watching``)."""
    return Session.watching(rec)


def open_replay(app, path: str | None = None, record: Record | None = None) -> bool:
    """Put the record's game on the table, to watch; a bad file gets a message, never a traceback."""
    try:
        rec = record if record is not None else load_record_file(path or "")
        session = replay_session(rec)
    except RecordError as e:
        app.reset("menu")
        app.open("message", "This game cannot be replayed", str(e)[:1].upper() + str(e)[1:] + ".")
        return False
    app.reset("table", session, replay=rec)
    return True
