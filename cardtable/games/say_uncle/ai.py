"""Say Uncle: how the computer players search it (its search kit)."""

from __future__ import annotations

from ...engine.kits import SearchKit
from .rules import UncleState


class SayUncleSearch(SearchKit):
    """Say Uncle's search kit (``engine/kits.py``)."""

    def lead_scale(self, state: UncleState) -> float:
        return state.options["target"] + 1
