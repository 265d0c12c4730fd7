"""One reading of a record, for every command and the resume: ``replay``, ``verify``, ``review``,
``code`` and ``Session.resume`` all read a record through ``check_record``, so what one refuses,
all refuse, each with one line (``RecordError``) and never a traceback.

A record is used only if its game is one this Card Table has, it names a seat (who sat there: a
person, a phone or a computer player this Card Table has) for each of its players, no more and no
fewer, its players and options fit that game, its seed is one a game code can carry (below 2**63),
every move is legal from the seed in turn (none after the game's end), and its seal matches
(``engine.verify``: the fingerprint, every shuffle, each finished deal's checksum and totals).
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from ..ai.levels import LEVELS
from ..engine.game import SomeGame
from ..engine.options import OptionError, PlayerCountError, resolve
from ..engine.record import Record, RecordError, replay
from ..engine.state import State
from ..engine.verify import Verdict, verify
from ..files.storage import load_record_file
from ..games import get_game
from .codes import SEED_LIMIT
from .seats import PERSON, PHONE


@dataclass
class Reading:
    game: SomeGame
    record: Record
    state: State  # after every move of the record
    verdict: Verdict

    @property
    def deals(self) -> int:
        """The deals the record holds: those finished, and the one under way if the game is not over."""
        return len(self.state.history) + (0 if self.state.over else 1)


def check_record(record: Record) -> Reading:
    """The record checked through (see the module's text); ``RecordError`` says in one line why not."""
    try:
        game = get_game(record.game)
    except KeyError:
        raise RecordError(f"it is a game this Card Table does not know ({record.game[:40]!r})") from None
    if not game.info.players[0] <= record.players <= game.info.players[-1]:
        raise RecordError(f"{game.info.name} is for {game.info.players[0]} to {game.info.players[-1]} players, "
                          f"not {record.players}")
    if not 0 <= record.seed < SEED_LIMIT:
        raise RecordError("its seed is out of range (a game's seed is below 2**63)")
    if len(record.seats) != record.players:  # nobody is invented for a seat, nor one dropped, in silence
        raise RecordError(seats_line(len(record.seats), record.players))
    for i, seat in enumerate(record.seats):  # nor played by another kind of player than the record says
        kind = seat.get("kind")
        if not isinstance(kind, str) or not known_player(kind):
            raise RecordError(f"seat {i + 1} is played by {str(kind)[:40]!r}, a player this Card Table does not know")
    try:
        game.check_options(resolve(game.info.options, record.options), record.players)
    except (OptionError, PlayerCountError) as e:
        raise RecordError(f"its options do not fit {game.info.name}: {e}") from None
    verdict = verify(game, record)
    if not verdict.ok:
        raise RecordError(f"it does not play as saved: {verdict.line}")
    state = replay(game, record, log=True)
    return Reading(game, record, state, verdict)


def seats_line(named: int, players: int) -> str:
    """Why a record whose seats do not match its players is refused: the one line every reader says."""
    said = "no seats" if named == 0 else "1 seat" if named == 1 else f"{named} seats"
    return f"it names {said} for {players} players"


def known_player(kind: str) -> bool:
    """Is ``kind`` who plays a seat here: a person, a person on a phone, or a computer player's spec
    (``ai.players.make_player``'s: a level, random, hard:N or ismcts:N)?"""
    spec = kind.strip().lower()
    if spec in (PERSON, PHONE, "random", *LEVELS):
        return True
    base, colon, count = spec.partition(":")
    return bool(colon) and base in ("hard", "ismcts") and count.isdigit() and len(count) <= 9 and int(count) >= 1


def read_record(path: str | os.PathLike[str]) -> Reading:
    """A record file, read and checked (``RecordError`` in one line if it cannot be used)."""
    return check_record(load_record_file(path))
