"""Say Uncle: draft a hand from the middle, then trade with the stock for the best straight flush."""

from __future__ import annotations

from ...engine.game import GameInfo
from .ai import SayUncleSearch
from .rules import OPTIONS, SayUncleRules, UncleState
from .words import SayUncleWords

# What the game is and offers, declared once (engine/game.GameInfo); the game is its rules made from it.
INFO = GameInfo(
    id="say-uncle", name="Say Uncle", players=range(2, 5), state=UncleState, options=OPTIONS, words=SayUncleWords,
    search=SayUncleSearch,
)

GAME = SayUncleRules(INFO)
