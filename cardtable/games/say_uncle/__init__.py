"""Say Uncle: draft a hand from the middle, then trade with the stock for the best straight flush."""

from .rules import GAME

__all__ = ["GAME"]
