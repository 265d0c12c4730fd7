"""Oh Heck!: bid the exact number of tricks you will take.

The game is its words over its rules (``words.py``, ``rules.py``), with its kits."""

from __future__ import annotations

from .kits import HeckReview, HeckSearch, HeckTricks
from .rules import OhHeckRules
from .words import HeckWords


class OhHeck(HeckWords, OhHeckRules):
    """Oh Heck!: the words, the rules and the kits together."""

    search_kit = HeckSearch
    review_kit = HeckReview
    trick_kit = HeckTricks


GAME = OhHeck()

__all__ = ["GAME", "OhHeck"]
