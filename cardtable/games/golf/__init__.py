"""Six Card Golf: swap cards into a face-down layout of six, pair up columns, score low.

The game is its words over its rules (``words.py``, ``rules.py``), with its kits."""

from __future__ import annotations

from .ai import GolfSearch
from .rules import SixCardGolfRules
from .words import GolfWords


class SixCardGolf(GolfWords, SixCardGolfRules):
    """Six Card Golf: the words, the rules and the kits together."""

    search_kit = GolfSearch


GAME = SixCardGolf()

__all__ = ["GAME", "SixCardGolf"]
