"""`cardtable replay FILE`: a saved game played again on the table, move by move."""

from __future__ import annotations

from pathlib import Path

from ...engine.actions import Action
from ...engine.game import PlayerCountError
from ...engine.options import OptionError
from ...engine.record import Record, RecordError
from ...engine.state import State
from ...games import get_game
from ..session import Seat, Session


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

    def poll(self) -> Action | None:
        a, self._ready = self._ready, None
        return a

    def cancel(self) -> None:
        self._ready = None


def open_replay(app, path: str) -> None:
    from .menu import Menu
    from .message import Message
    from .table import TableScene

    try:
        rec = Record.loads(Path(path).read_text(encoding="utf-8"))
        get_game(rec.game)
        seats = [Seat(str(s.get("name") or f"Seat {i + 1}") if isinstance(s, dict) else f"Seat {i + 1}", "replay")
                 for i, s in zip(range(rec.players), rec.seats + [{}] * rec.players)]
        session = Session(rec.game, seats, dict(rec.options), rec.seed)
    except (OSError, UnicodeDecodeError, RecordError, KeyError, OptionError, PlayerCountError) as e:
        app.push(Menu(app))
        app.push(Message(app, "This game cannot be replayed", str(e).strip("'\"")))
        return
    scene = TableScene(app, session)
    player = Replayer(rec.actions)
    scene.computers = {i: player for i in range(rec.players)}
    app.push(scene)
