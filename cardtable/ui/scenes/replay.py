"""`cardtable replay FILE`: a saved game played again on the table, move by move."""

from __future__ import annotations

from ...engine.record import Record, RecordError
from ...records import check_record
from ...session import Seat, Session
from ...storage import load_record_file


def replay_session(rec: Record) -> Session:
    """A session to watch ``rec`` on (nothing saved, nothing counted); ``RecordError`` if it does not play."""
    game = check_record(rec).game  # the one reading every command shares: every action legal, the seal matching
    seats = []
    for i in range(rec.players):
        try:
            seats.append(Seat.from_json(rec.seats[i]))
        except (IndexError, RecordError):
            seats.append(Seat(f"Seat {i + 1}", "replay"))
    session = Session(game, seats, rec.seed, dict(rec.options))
    session.record.salt, session.record.fingerprint = rec.salt, rec.fingerprint  # the file's own commitment
    return session


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
