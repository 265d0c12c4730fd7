"""The Man from U.N.C.L.E.: add to a running total; land exactly on a ten to take chips.

The game is its words over its rules (``words.py``, ``rules.py``), with its kits."""

from __future__ import annotations

from .ai import UncleSearch
from .rules import ManFromUncleRules
from .words import UncleWords


class ManFromUncle(UncleWords, ManFromUncleRules):
    """The Man from U.N.C.L.E.: the words, the rules and the kits together."""

    search_kit = UncleSearch


GAME = ManFromUncle()

__all__ = ["GAME", "ManFromUncle"]
