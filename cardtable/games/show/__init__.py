"""Show: shed points with singles, pairs and suited runs, and call "Show" with the lowest hand."""

from .rules import GAME

__all__ = ["GAME"]
