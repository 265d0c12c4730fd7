"""Uncle Stuart's Game: its declared state and card points (read by the rules and the play-out)."""

from __future__ import annotations

from ...engine import cards as C
from ..melds import MeldsState

# Card points: ace 15, ten to king 10, two to nine 5.
POINTS: tuple[int, ...] = tuple(15 if r == 1 else 10 if r >= 10 else 5 for r in C.RANK[:52])


class StuartState(MeldsState):
    """Uncle Stuart's Game's state."""

    __slots__ = ("melds", "meld_kind", "meld_cards", "extends", "fit", "meld_count", "down", "turn_no", "taken",
                 "must_use", "first_down")
    melds: list[str]  # meld zones (the meld as first laid), in the order laid
    meld_kind: dict[str, str]  # meld zone -> "set" or "run"
    meld_cards: dict[str, tuple[int, ...]]  # meld zone -> every card of the meld, lay-offs included
    extends: dict[str, str]  # lay-off zone -> the meld zone its cards belong to
    fit: dict[str, frozenset[int]]  # meld zone -> the cards that could be laid off on it now
    meld_count: int  # melds laid in this game, for unique zone names
    down: list[bool]  # has a meld of their own on the table this deal
    turn_no: int  # turns begun this deal; the first n are the first round
    taken: int  # the card taken from the top of the pile this turn (-1: none)
    must_use: int  # the deepest card of this turn's scoop, until it is laid down (-1: none)
    first_down: bool  # this turn was the player's first lay-down: nothing more
