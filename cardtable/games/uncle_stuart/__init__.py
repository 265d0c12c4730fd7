"""Uncle Stuart's Game: rummy with scooping from a spread discard pile, to 500."""

from .rules import GAME

__all__ = ["GAME"]
