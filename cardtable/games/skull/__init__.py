"""Skull & Roses: bid how many cards you can turn over without meeting a skull.

The game is its words over its rules (``words.py``, ``rules.py``), with its kits."""

from __future__ import annotations

from .ai import SkullReview, SkullSearch
from .rules import SkullRules
from .words import SkullWords


class SkullAndRoses(SkullWords, SkullRules):
    """Skull & Roses: the words, the rules and the kits together."""

    search_kit = SkullSearch
    review_kit = SkullReview


GAME = SkullAndRoses()

__all__ = ["GAME", "SkullAndRoses"]
