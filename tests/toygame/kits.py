"""High Card's one kit: the last round, for the "last trick" aid (``engine/kits.TrickKit``)."""

from __future__ import annotations

from cardtable.engine.kits import TrickKit

from .rules import HighCardRules, HighCardState


class HighCardTricks(TrickKit[HighCardRules, HighCardState]):
    """A round is a trick: who led, the cards in the order played, who took it."""

    def last_trick(self, state: HighCardState) -> tuple[int, tuple[int, ...], int] | None:
        return state.last
