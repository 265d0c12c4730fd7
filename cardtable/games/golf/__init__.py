"""Six Card Golf: swap cards into a face-down layout of six, pair up columns, score low."""

from .rules import GAME

__all__ = ["GAME"]
