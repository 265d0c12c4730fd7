"""Show: shed points with singles, pairs and suited runs, and call "Show" with the lowest hand."""

from __future__ import annotations

from ...engine.game import GameInfo
from .ai import ShowSearch
from .rules import OPTIONS, ShowRules, ShowState
from .words import ShowWords

# What the game is and offers, declared once (engine/game.GameInfo); the game is its rules made from it.
INFO = GameInfo(
    id="show", name="Show", players=range(2, 7), state=ShowState, options=OPTIONS, words=ShowWords, lower_wins=True,
    search=ShowSearch,
)

GAME = ShowRules(INFO)
