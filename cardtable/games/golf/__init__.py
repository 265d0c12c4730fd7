"""Six Card Golf: swap cards into a face-down layout of six, pair up columns, score low."""

from __future__ import annotations

from ...engine.game import GameInfo
from .ai import GolfSearch
from .rules import OPTIONS, GolfState, SixCardGolfRules
from .words import GolfWords

# What the game is and offers, declared once (engine/game.GameInfo); the game is its rules made from it.
INFO = GameInfo(
    id="golf", name="Six Card Golf", players=range(2, 13), state=GolfState, options=OPTIONS, words=GolfWords,
    lower_wins=True, search=GolfSearch,
)

GAME = SixCardGolfRules(INFO)
