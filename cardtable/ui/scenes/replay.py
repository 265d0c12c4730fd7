"""`cardtable replay FILE`: a saved game played again on the table, move by move."""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.record import Record, RecordError, replay
from ...engine.state import State
from ...games import get_game
from ...session import Seat, Session
from ...storage import load_record_file


class Replayer:
    """Plays the record's actions in order, for whichever seat is to move (a Computer look-alike)."""

    def __init__(self, actions: list[Action]) -> None:
        self.actions = actions
        self.next = 0
        self._ready: Action | None = None
        self.thinking = False

    def start(self, game_id: str, state: State, seat: int, legal: list[Action]) -> None:
        self._ready = None
        if self.next < len(self.actions) and self.actions[self.next] in legal:
            self._ready = self.actions[self.next]
            self.next += 1

    def ended(self, legal: list[Action]) -> bool:
        """Nothing more to play: the record stops here (``start`` found no next action)."""
        return self._ready is None

    def poll(self) -> Action | None:
        a, self._ready = self._ready, None
        return a

    def cancel(self) -> None:
        self._ready = None


def replay_session(rec: Record) -> Session:
    """A session to watch ``rec`` on (nothing saved, nothing counted); ``RecordError`` if it does not play."""
    try:
        game = get_game(rec.game)
    except KeyError:
        raise RecordError(f"the record is of a game this Card Table does not know ({rec.game!r})") from None
    replay(game, rec)  # every action must be legal, or the record is not this game
    seats = []
    for i in range(rec.players):
        try:
            seats.append(Seat.from_json(rec.seats[i]))
        except (IndexError, RecordError):
            seats.append(Seat(f"Seat {i + 1}", "replay"))
    return Session(game, seats, rec.seed, dict(rec.options))


def open_replay(app, path: str | None = None, record: Record | None = None) -> bool:
    """Put the record's game on the table, to watch; a bad file gets a message, never a traceback."""
    from .menu import Menu
    from .message import Message
    from .table import TableScene

    try:
        rec = record if record is not None else load_record_file(path or "")
        session = replay_session(rec)
    except RecordError as e:
        app.reset(Menu(app))
        app.push(Message(app, "This game cannot be replayed", str(e)[:1].upper() + str(e)[1:] + "."))
        return False
    scene = TableScene(app, session, replay=list(rec.actions))
    scene.record = rec
    app.reset(scene)
    return True
