"""A game at the table: its state, its record, who sits where; saved after every action
(by the storage's background writer: ``flush`` waits until the save is on disk).

The screen drives a ``Session``: it only ever sends actions through ``apply``.
Resuming is replaying the saved record, so a resumed game is exactly the game
that was left, every hand, score and whose turn included.

Over 400 lines: the keeper of one game, read top to bottom (start, apply, take back, end, resume); the
seat's side lives in chair.py and moves.py, the files' in files/.
"""

from __future__ import annotations

import hashlib
import random
import uuid
import weakref
from dataclasses import dataclass
from typing import Any

from ..engine.actions import Action, IllegalAction
from ..engine.events import Event
from ..engine.game import SomeGame
from ..engine.options import preset_named
from ..engine.record import NOTE_TYPES, Record, RecordError, replay
from ..engine.redact import trick_players
from ..engine.state import State
from ..engine.verify import commit, seal
from ..files.journal import JOURNAL_NAME, undone
from ..files.storage import FoundGame, Storage, game_uid
from ..games import get_game
from .chair import Chair
from .codes import code_for
from .protocols import Listener
from .records import check_record
from .seats import NAMES, PERSON, PHONE, Seat, default_seats

__all__ = ["NAMES", "PERSON", "PHONE", "Seat", "Session", "default_seats", "seats_for"]  # the seats' names kept
# here too: scripts and tests import them with the keeper


class Session:
    """One game at the table; with a ``storage`` it is saved after every action."""

    def __init__(self, game: SomeGame | str, seats: list[Seat], seed: int, options: dict[str, Any] | None = None,
                 storage: Storage | None = None, practice: bool = False, from_code: bool = False) -> None:
        if isinstance(game, str):
            game = get_game(game)
        self.game = game
        self.seats = list(seats)
        self.storage = storage
        self.state: State = game.new_state(len(seats), seed, options)
        self.record = Record(game.info.id, len(seats), seed, dict(options or {}), [],
                             [s.to_json() for s in seats])
        self.record.notes["practice"] = practice
        if from_code:  # a deal someone may have played before (typed in as a game code): counted apart
            self.record.notes["from_code"] = True
        preset = preset_named(game, self.record.options)  # the house rules by name, for the reader
        self.record.notes["house_rules"] = preset.name if preset else "own choices"
        commit(self.record)  # the seed's fingerprint, shown before the first card
        seal(self.record, self.state)
        game_uid(self.record)  # the game's own id: it is filed and counted once by it
        self.finished_saved = False
        self.save_failed = False
        self._chairs: weakref.WeakSet[Listener] = weakref.WeakSet()
        self.script: list[Action] | None = None  # a replay: the record's moves, played by the table
        # (moves played, who played the tricks' cards)
        self._tricks_by: tuple[tuple[int, int], dict[str, list[int | None]]] | None = None
        self._begin_journal(fresh=True)  # a new game: the old one's files never stand for it
        self._save()

    @property
    def watched(self) -> bool:
        """A replay: the table plays a record's moves and nobody decides."""
        return self.script is not None

    @property
    def game_id(self) -> str:
        return self.game.info.id

    @property
    def seed(self) -> int:
        return self.record.seed

    @property
    def code(self) -> str:
        """The game code of this deal: anyone may play it again, from any seat (it holds the seed:
        shown only once the game is over)."""
        return code_for(self.game, len(self.seats), self.seed, self.options).text()

    @property
    def fingerprint(self) -> str:
        """The seed's fingerprint ("" for a game begun before fingerprints)."""
        return self.record.fingerprint

    @property
    def options(self) -> dict[str, Any]:
        return self.record.options

    @property
    def actions(self) -> list[Action]:
        """The actions played so far, in order (the record's)."""
        return self.record.actions

    def computer_seed(self, seat: int) -> int:
        """The random source of the computer at ``seat``: drawn from the deal's seed by a one-way hash, so that
        the screen that starts the computers can neither read the seed nor work it out by arithmetic (as
        ``seed * 31 + seat``, the numbers before, allowed); the same deal and seat, the same number."""
        digest = hashlib.sha256(f"cardtable-computer:{self.seed}:{seat}".encode()).digest()
        return int.from_bytes(digest[:4], "big") >> 2

    def again(self) -> Session:
        """The same table and options, a new shuffle."""
        return Session(self.game, list(self.seats), random.randrange(1 << 30), dict(self.options), self.storage)

    # -- the chairs: whoever plays a seat does it through one -----------------------------------
    def chair(self, seat: int | None, watching: bool = False) -> Chair:
        """A new chair for ``seat`` (None: an onlooker, who sees only face-up cards; ``watching``:
        through the seat's eyes, every seat named)."""
        return Chair(self, seat, watching)

    def trick_players(self) -> dict[str, list[int | None]]:
        """Who played each card lying in a trick (public: the same for every chair), worked out once
        per move however many chairs look."""
        key = (len(self.record.actions), id(self.state))
        if self._tricks_by is None or self._tricks_by[0] != key:
            self._tricks_by = (key, trick_players(self.state.table))
        return self._tricks_by[1]

    def seated(self, chair: Listener) -> None:
        """A chair at this table: it is handed the events of every action from now on."""
        self._chairs.add(chair)

    # -- playing ----------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Play an action (IllegalAction leaves everything as it was), then save: the move is in the
        journal, on disk, before this returns (so before it is shown); the whole record is written
        by the background writer at the end of a deal and on leaving. Every chair at the table is
        handed the action's events, redacted for its seat."""
        deals = len(self.state.history)
        events = self.game.apply(self.state, action)
        self.record.actions.append(action)
        seal(self.record, self.state)
        self._journal()
        if self.state.over or len(self.state.history) != deals:
            self._save()
        for c in list(self._chairs):
            c.played(events)
        return events

    @property
    def persons(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_person]

    @property
    def solo(self) -> bool:
        """Exactly one person against computers: the practice aids are offered."""
        return len(self.persons) == 1

    @property
    def practice(self) -> bool:
        """Undo was used: the game is counted apart in the statistics."""
        return bool(self.record.notes.get("practice"))

    def can_undo(self) -> bool:
        person = self.persons[0] if self.solo else None
        return person is not None and any(a.seat == person for a in self.record.actions)

    def undo(self) -> bool:
        """Take back everything since the person's previous decision (solo play only)."""
        if not self.can_undo():
            return False
        person = self.persons[0]
        acts = self.record.actions
        cut = max(i for i, a in enumerate(acts) if a.seat == person)
        self.record.actions = acts[:cut]
        self.state = replay(self.game, self.record, log=True)
        seal(self.record, self.state)
        self.record.notes["practice"] = True
        self.record.notes["undone"] = undone(self.record) + 1  # the journal begins again
        self._begin_journal()
        self._save()
        for c in list(self._chairs):
            c.taken_back()
        return True

    def hand_seat(self, seat: int, kind: str) -> None:
        """The seat is played by someone else from now on (``kind``: "person" or a computer's level);
        the record keeps the change, and it is saved."""
        self.seats[seat] = Seat(self.seats[seat].name, kind)
        self.record.seats = [s.to_json() for s in self.seats]
        self._begin_journal()  # on disk at once, as a move is: the journal's seats are the game's (``_together``)
        self._save()

    # -- the notes kept with the record for others (the room's links): never the program's own -------
    def note(self, key: str) -> str | int | bool | None:
        """A note kept with the record (None: there is none)."""
        value = self.record.notes.get(key)
        return value if isinstance(value, (str, int, bool)) else None

    def set_note(self, key: str, value: str | int | bool) -> None:
        """Keep a short note with the record (saved with it at the next save). The program's own notes
        (practice, the game's id, ...: ``NOTE_TYPES``) are the keeper's: ``KeyError``."""
        if key in NOTE_TYPES:
            raise KeyError(f"note {key} is the program's own")
        self.record.notes[key] = value

    def drop_note(self, key: str) -> None:
        """Forget a note kept with ``set_note`` (none: nothing happens)."""
        if key in NOTE_TYPES:
            raise KeyError(f"note {key} is the program's own")
        self.record.notes.pop(key, None)

    # -- saving ------------------------------------------------------------------------
    def save(self) -> None:
        """Save now (a change outside the moves, such as a phone's link)."""
        self._save()

    def _begin_journal(self, fresh: bool = False) -> None:
        if self.storage is not None:
            try:
                self.storage.begin_journal(self.record, fresh)
            except OSError as e:
                self._save_error(e)

    def _journal(self) -> None:
        if self.storage is not None:
            try:
                self.storage.journal_move(self.record)
            except OSError as e:
                self._save_error(e)

    def _save(self) -> None:
        if self.storage is None:
            return
        try:
            if self.state.over:
                self.finish()
            else:
                self.storage.save_autosave(self.record, self._save_error)
        except OSError as e:
            self._save_error(e)

    def _save_error(self, e: OSError) -> None:
        """A full disk or a read-only folder: play on, and say so once (may come from the writer's thread)."""
        if not self.save_failed and self.storage is not None:
            self.save_failed = True
            self.storage.cannot_write(e)

    def flush(self) -> None:
        """Write the whole record and wait until it is on disk (leaving the table, quitting)."""
        if self.storage is not None:
            if not self.finished_saved:
                self._save()  # the whole record, on leaving
            self.storage.flush_autosave()

    def finish(self) -> None:
        """A finished game: keep its record, count it for each person, clear the autosave."""
        if self.finished_saved or self.storage is None:
            return
        self.finished_saved = True
        res = self.game.result(self.state)
        lines = [(self.seats[i].name, i in res.winners, res.scores[i], self.practice) for i in self.persons]
        self.storage.finish_game(self.record, self.game.info.id, self.game.info.lower_wins, lines)

    @classmethod
    def watching(cls, rec: Record) -> Session:
        """A table to watch ``rec`` on (nothing saved, nothing counted): the table plays the record's
        moves (``script``); ``RecordError`` if it does not play."""
        from .records import check_record  # records.py reads records for every command; it imports no session

        game = check_record(rec).game  # the one reading every command shares: every action legal, the seal matching
        session = cls(game, seats_for(game, rec), rec.seed, dict(rec.options))  # its own seats, one a player
        session.record.salt, session.record.fingerprint = rec.salt, rec.fingerprint  # the file's own commitment
        session.script = list(rec.actions)
        return session

    @classmethod
    def resume(cls, storage: Storage) -> Session | None:
        """The game left unfinished, exactly as it was; None if there is none (or it was damaged).
        The autosave and the journal are read apart, each as every command reads a record
        (``records.check_record``): of the two, the one that plays furthest is the game (of one game,
        the autosave with the journal's moves after it); a file that does not play is set aside alone,
        and the message names it and says what was kept. A move that is not legal ends the moves
        there (those before it are kept). A finished game found there (the program stopped while
        filing it) is filed and counted now, once, and not offered."""
        found = storage.read_game()
        best = _recover(storage, found)
        if best is None:
            return None
        game, state, rec = best.game, best.state, best.record
        s = cls.__new__(cls)
        s.game, s.seats, s.storage, s.state, s.record = game, seats_for(game, rec), storage, state, rec
        s.finished_saved = False
        s.save_failed = False
        s._chairs = weakref.WeakSet()
        s.script = None
        s._tricks_by = None
        if state.over:
            s.finish()
            return None
        if storage.readonly:  # a second copy playing on the first copy's game: a game of its own from here
            rec.notes["id"] = uuid.uuid4().hex[:16]
        s._begin_journal()  # the journal goes on from the game as resumed
        return s


def seats_for(game: SomeGame, rec: Record) -> list[Seat]:
    """Who sits where in a record read from a file: its seats, one for each player (``check_record`` refuses
    a record naming more or fewer: nobody is invented for a seat, in silence or otherwise)."""
    if len(rec.seats) != rec.players:
        from .records import seats_line

        raise RecordError(seats_line(len(rec.seats), rec.players))
    return [Seat.from_json(d) for d in rec.seats]


@dataclass
class _Found:
    """One file's game, read and played through: how far it plays and why it stops short, if it does."""

    name: str
    record: Record
    game: SomeGame
    state: State
    cut: str = ""  # why the moves end before the file's last one ("": they do not)
    name_read: str = ""  # the file whose moves end the game ("": ``name``; the journal, for both files' game)

    @property
    def moves(self) -> int:
        return len(self.record.actions)


def _recover(storage: Storage, found: FoundGame) -> _Found | None:
    """Of the autosave and the journal, the game in play (see ``Session.resume``); the damaged file set
    aside alone, with a message naming it and what was kept."""
    from ..files.journal import uid
    from ..files.storage import AUTOSAVE_NAME

    errors: dict[str, str] = {AUTOSAVE_NAME: found.saved_error, JOURNAL_NAME: found.journal_error}
    read: dict[str, _Found] = {}
    for name, rec in ((AUTOSAVE_NAME, found.saved), (JOURNAL_NAME, found.journal)):
        if rec is not None:
            try:
                read[name] = _play(name, rec)
            except RecordError as e:
                errors[name] = str(e)
    saved, journal = read.get(AUTOSAVE_NAME), read.get(JOURNAL_NAME)
    best = saved or journal
    if saved is not None and journal is not None:
        if uid(saved.record) != uid(journal.record):  # two games: the one written last is in play
            best = journal if found.journal_newer else saved
        elif undone(saved.record) != undone(journal.record):  # moves taken back: the later undo
            best = saved if undone(saved.record) > undone(journal.record) else journal
        else:
            best = _together(saved, journal)
    if best is not None:
        kept = f"the game is continued from {best.name_read or best.name} ({best.moves} moves)"
    else:
        kept = "there is no game to continue"
    for name, why in errors.items():
        if why:
            storage.damaged(name, "autosave", why, then=kept)
    whose = None if best is None else best.name_read or best.name  # the file whose moves end the game kept
    for f in read.values():
        if f.cut:
            then = f"the game is continued from its first {f.moves} moves" if f.name == whose else kept
            storage.damaged(f.name, "autosave", f.cut, then=then, partly=True)
    return best


def _together(saved: _Found, journal: _Found) -> _Found:
    """One game in both files: the autosave (its notes are the newer) with the journal's moves after it,
    or whichever plays further if they part. The seats are the journal's: it is begun afresh whenever a
    seat changes hands (``hand_seat``), before the autosave is written, so an autosave whose seats differ
    was cut short or changed by hand (the seats are never changed behind the player's back)."""
    saved.record.seats = journal.record.seats
    n = saved.moves
    if journal.moves > n and journal.record.actions[:n] == saved.record.actions:
        rec, state = saved.record, saved.state
        for a in journal.record.actions[n:]:
            try:
                saved.game.apply(state, a)
            except IllegalAction:  # cannot be: the journal's moves were played through
                break
            rec.actions.append(a)
            seal(rec, state)
        return _Found(saved.name, rec, saved.game, state, journal.cut, name_read=JOURNAL_NAME)
    return journal if journal.moves > n else saved


def _play(name: str, rec: Record) -> _Found:
    """A file's record checked as every command reads a record (``records.check_record``, the seats too),
    then the moves the journal holds after its sealed part (sealed here: its lines hold the moves, not
    the seal). A journal's move that is not legal (or not a move of this game) ends the moves there:
    those before it are kept, and ``cut`` says why. ``RecordError`` if the record itself does not play."""
    upto = rec.sealed
    tail, rec.actions, rec.sealed_upto = rec.actions[upto:], rec.actions[:upto], None
    cut = ""
    try:
        reading = check_record(rec)  # whole or not at all, as every command reads it
    except RecordError as e:
        raise RecordError(f"it could not be resumed ({e})") from None
    game, state = reading.game, reading.state
    for i, a in enumerate(tail, upto + 1):
        try:
            game.apply(state, a)
        except (IllegalAction, ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
            cut = f"its move {i} is not legal ({e})"
            break
        rec.actions.append(a)
        seal(rec, state)
    seats_for(game, rec)
    return _Found(name, rec, game, state, cut)
