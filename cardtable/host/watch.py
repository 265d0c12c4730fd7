"""A table to watch a record on, that the person watching may wind back (a replay stepped back).

``WatchedTable`` is a ``Session`` made by ``Session.watching``: every seat plays the record's moves
(its ``script``). On top of that it can go back to the state after the record's first moves
(``rewind``), which every chair is told of as of a move taken back, so each screen looks afresh.
Its chairs (``WatchChair``) offer that to the screen (``wind_back``), so the screen still reaches
the table only through a chair and never holds the record or the state.

Names: at a watched table of one person against computers, where that person's seat is called "You"
(as a game begun from the menu names it), every chair's words call that person "you", as the table
did while they played ("You" in the names, the log in the second person), whichever seat's eyes the
replay is seen through; not "Player 1". A person with a name of their own keeps it.
"""

from __future__ import annotations

from ..engine.record import replay
from ..engine.verify import seal
from .chair import Chair
from .moves import Refused
from .session import Session


class WatchedTable(Session):
    """A ``Session`` to watch a record on (``WatchedTable.watching(rec)``), that can be wound back."""

    def chair(self, seat: int | None, watching: bool = False) -> Chair:
        c = WatchChair(self, seat, watching)
        you = [i for i in self.persons if self.seats[i].name.strip().lower() == "you"]
        if len(self.persons) == 1 and you:
            c.speaker = you[0]  # the one person, called "You" at the table, is "you" here too
        return c

    def rewind(self, upto: int) -> None:
        """The table as it was after the record's first ``upto`` moves (no more than have been played);
        every chair looks afresh."""
        if self.script is None:
            raise Refused("only a replay can be wound back")
        upto = max(0, min(upto, len(self.record.actions)))
        if upto == len(self.record.actions):
            return
        self.record.actions = self.record.actions[:upto]
        self.state = replay(self.game, self.record, log=True)
        seal(self.record, self.state)
        for c in list(self._chairs):
            c.taken_back()


class WatchChair(Chair):
    """A chair at a watched table: it may wind the replay back."""

    def __init__(self, host: WatchedTable, seat: int | None, watching: bool = False) -> None:
        super().__init__(host, seat, watching)
        self._watched = host

    def wind_back(self, upto: int) -> None:
        """The replay back to its first ``upto`` moves (every screen looks afresh)."""
        self._watched.rewind(upto)
