"""Skull & Roses: bid how many cards you can turn over without meeting a skull."""

from __future__ import annotations

from ...engine.game import GameInfo
from .ai import SkullReview, SkullSearch
from .rules import OPTIONS, SkullRules
from .state import SkullState
from .words import SkullWords

# What the game is and offers, declared once (engine/game.GameInfo); the game is its rules made from it.
INFO = GameInfo(
    id="skull", name="Skull & Roses", players=range(3, 13), state=SkullState, options=OPTIONS, words=SkullWords,
    search=SkullSearch, review=SkullReview, costly_points=0.25,  # a round won is a point, and two win the game
)

GAME = SkullRules(INFO)
