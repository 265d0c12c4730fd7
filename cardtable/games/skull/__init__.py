"""Skull & Roses: bid how many cards you can turn over without meeting a skull."""

from .rules import GAME

__all__ = ["GAME"]
