"""Oh Heck!: bid the exact number of tricks you will take."""

from .rules import GAME

__all__ = ["GAME"]
