"""The Man from U.N.C.L.E.: add to a running total; land exactly on a ten to take chips."""

from .rules import GAME

__all__ = ["GAME"]
