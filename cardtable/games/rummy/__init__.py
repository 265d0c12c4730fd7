"""Basic Rummy: meld runs and sets, lay off, and be first to empty your hand."""

from .rules import GAME

__all__ = ["GAME"]
