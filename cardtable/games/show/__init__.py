"""Show: shed points with singles, pairs and suited runs, and call "Show" with the lowest hand.

The game is its words over its rules (``words.py``, ``rules.py``), with its kits."""

from __future__ import annotations

from .ai import ShowSearch
from .rules import ShowRules
from .words import ShowWords


class Show(ShowWords, ShowRules):
    """Show: the words, the rules and the kits together."""

    search_kit = ShowSearch


GAME = Show()

__all__ = ["GAME", "Show"]
