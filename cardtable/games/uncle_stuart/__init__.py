"""Uncle Stuart's Game: rummy with scooping from a spread discard pile, to 500.

The game is its words over its rules (``words.py``, ``rules.py``), with its kits."""

from __future__ import annotations

from .ai import StuartSearch
from .rules import UncleStuartRules
from .words import StuartWords


class UncleStuart(StuartWords, UncleStuartRules):
    """Uncle Stuart's Game: the words, the rules and the kits together."""

    search_kit = StuartSearch


GAME = UncleStuart()

__all__ = ["GAME", "UncleStuart"]
