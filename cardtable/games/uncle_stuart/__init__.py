"""Uncle Stuart's Game: rummy with scooping from a spread discard pile, to 500."""

from __future__ import annotations

from ...engine.game import GameInfo
from .ai import StuartSearch
from .rules import OPTIONS, UncleStuartRules
from .state import StuartState
from .words import StuartWords

# What the game is and offers, declared once (engine/game.GameInfo); the game is its rules made from it.
INFO = GameInfo(
    id="uncle-stuart", name="Uncle Stuart's Game", players=range(2, 4), state=StuartState, options=OPTIONS,
    words=StuartWords, card_kinds={"discard": "scoop"}, search=StuartSearch,
    costly_points=10.0,  # a ten's worth: a card is worth 5 to 15, and a deal pays tens either way
)

GAME = UncleStuartRules(INFO)
