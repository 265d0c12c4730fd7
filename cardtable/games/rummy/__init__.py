"""Basic Rummy: meld runs and sets, lay off, and be first to empty your hand.

The game is its words over its rules (``words.py``, ``rules.py``), with its kits."""

from __future__ import annotations

from .ai import RummySearch
from .rules import BasicRummyRules
from .words import RummyWords


class BasicRummy(RummyWords, BasicRummyRules):
    """Basic Rummy: the words, the rules and the kits together."""

    search_kit = RummySearch


GAME = BasicRummy()

__all__ = ["GAME", "BasicRummy"]
