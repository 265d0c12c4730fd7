"""What the screen and the room are handed of a table (``TableHost``), and how they get one.

The keeper of a game (``session.py``) holds the truth: the state, the record, the seed. The screen
(``ui/``) and the room (``room/``) are handed it as a ``TableHost``, which says only what they need of
it: the game, who sits where, a chair for a seat (through which alone they see and play), whether the
table plays a record (a replay), a seed for a computer's own random choices (not the deal's seed: that
one is in the game code, shown only once the game is over), the short notes the room keeps with the
record (a phone's link, its port), and a save. They make, watch and continue tables through the three
functions below, never by naming the keeper (``tests/ui/test_seat_boundary.py`` checks it).

The keeper is imported only when a table is made, never at the app's start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.game import SomeGame
from .chair import TableHost  # the table as the screen and the room see it (declared beside the chair)

__all__ = ["TableHost", "new_table", "resumed_table", "watched_table"]

if TYPE_CHECKING:
    from ..engine.options import OptionValue
    from ..engine.record import Record
    from ..files.storage import Storage
    from .seats import Seat


def new_table(game: SomeGame, seats: list[Seat], seed: int, options: dict[str, OptionValue] | None = None,
              storage: Storage | None = None, practice: bool = False, from_code: bool = False) -> TableHost:
    """A new game at a table (saved in ``storage`` after every move, if given); ``from_code``: a deal typed
    in as a game code (counted apart, as practice)."""
    from .session import Session

    return Session(game, seats, seed, options, storage, practice, from_code)


def watched_table(rec: Record) -> TableHost:
    """A table to watch ``rec`` on (nothing saved, nothing counted), whose chairs may wind it back
    (``watch.WatchedTable``); ``RecordError`` if it does not play."""
    from .watch import WatchedTable

    return WatchedTable.watching(rec)


def resumed_table(storage: Storage) -> TableHost | None:
    """The game left unfinished in ``storage``, as it was; None if there is none (see ``Session.resume``)."""
    from .session import Session

    return Session.resume(storage)
