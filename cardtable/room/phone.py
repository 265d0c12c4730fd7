"""A seat played on a phone, as the room keeps it (``room.py``; its pause between deals,
``between.py``, reads it too)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..host.chair import Chair, Feed
from ..host.moves import Move
from .messages import SortKey

if TYPE_CHECKING:
    from .messages import FromPhone

Said = tuple[str, int, "FromPhone | None"]  # what a phone said (from the server): its kind, its connection, its message
# (None: "gone")


@dataclass
class Phone:
    """A seat played on a phone: its link's token, the key of the phone let in, its connection."""

    seat: int
    token: str
    key: str | None = None
    cid: int | None = None  # the connection holding the seat
    chair: Chair | None = None  # the seat's one chair (the big screen's, when it made one)
    feed: Feed | None = None  # this phone's own events from that chair (it subscribes once)
    sent: tuple[int, int] | None = None  # (the chair's version, the room's stamp) of the last state sent
    moves: list[Move] | None = None  # the moves listed in that state, by index
    since: float | None = None  # when its phone dropped (monotonic), None while connected or never joined
    device: str = ""
    order: SortKey | None = None  # the order its hand is shown in (as at the big screen)
