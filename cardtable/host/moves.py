"""A seat's moves as its chair hands them out: each with its words and what it does on the table;
the names from a seat's side; a move refused, with why."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.actions import Action, IllegalAction
from ..engine.redact import sees
from ..engine.state import State

if TYPE_CHECKING:
    from ..engine.game import SomeGame


@dataclass(frozen=True)
class Move:
    """One legal move of the seat: the action, its button's words, what it does on the table."""

    action: Action
    label: str  # "Discard the 7 of clubs", from the seat's side
    moves: frozenset[int]  # the cards it moves that the seat sees
    lands: str | None  # where its first card lands (a zone), if it moves one


class Refused(Exception):
    """A move the table would not take: ``reason`` says why, in the player's words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def own_names(names: Sequence[str], seat: int | None) -> list[str]:
    """The seats' names as ``seat`` reads them: "You" for itself only. A seat that is called
    "You" at the table (the one person of a solo game) is "Player N" to anyone else."""
    out = []
    for i, n in enumerate(names):
        if i == seat:
            out.append("You")
        elif n.strip().lower() == "you":
            out.append(f"Player {i + 1}")
        else:
            out.append(n)
    return out


def effect(game: SomeGame, state: State, a: Action, seat: int | None) -> tuple[frozenset[int], str | None]:
    """What a move does, seen on a copy of the game: the cards it moves that ``seat`` sees, and
    where its first card lands (before anything that ends the deal). A move the rules refuse
    moves nothing; any other error is a bug in the rules and is not hidden."""
    st = state.copy()
    st.table.log = []
    t = state.table
    try:
        game.step(st, a)
    except IllegalAction:
        return frozenset(), None
    moved: set[int] = set()
    dest: str | None = None
    for e in st.table.log:
        if e.kind in ("deal_end", "shuffle", "deal"):
            break
        if e.kind == "move":
            c = e.data["card"]
            if a.cards and c == a.cards[0] and dest is None:
                dest = e.data["dst"]
            if 0 <= c < len(t.up) and t.where[c] is not None and sees(t, seat, c):
                moved.add(c)
    return frozenset(moved), dest
