"""Say Uncle: how the computer players search it (its search kit)."""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...engine.kits import BEGINNER, SearchKit
from ...engine.state import State
from . import beginner as BEGIN
from .rules import UncleState


class SayUncleSearch(SearchKit):
    """Say Uncle's search kit (``engine/kits.py``)."""

    offers = frozenset({BEGINNER})
    # Medium searches simply: at its 300 iterations hard was not shown above it (+0.5 [-0.8, +1.8] a game,
    # 24 games); at 60, hard +3.1 [+2.0, +4.1] and medium over easy +1.7 [+0.7, +2.8] (bench_ai, seed 103).
    iterations = {"medium": 60}

    def lead_scale(self, state: UncleState) -> float:
        return state.options["target"] + 1

    def beginner_action(self, view: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
        """A beginner's move: a flush chased rather than a run, "Uncle" said at four in a row
        (``beginner.py``)."""
        assert isinstance(view, UncleState)
        return BEGIN.beginner_action(view, seat, legal, rng)
