"""Say Uncle: draft a hand from the middle, then trade with the stock for the best straight flush.

The game is its words over its rules (``words.py``, ``rules.py``), with its kits."""

from __future__ import annotations

from .ai import SayUncleSearch
from .rules import SayUncleRules
from .words import SayUncleWords


class SayUncle(SayUncleWords, SayUncleRules):
    """Say Uncle: the words, the rules and the kits together."""

    search_kit = SayUncleSearch


GAME = SayUncle()

__all__ = ["GAME", "SayUncle"]
