"""High Card's one kit: the last round, for the "last trick" aid (``engine/kits.TrickKit``)."""

from __future__ import annotations

from cardtable.engine.kits import TrickKit
from cardtable.engine.state import State

from .rules import HighCardState


class HighCardTricks(TrickKit):
    """A round is a trick: who led, the cards in the order played, who took it."""

    def last_trick(self, state: State) -> tuple[int, tuple[int, ...], int] | None:
        assert isinstance(state, HighCardState)
        return state.last
