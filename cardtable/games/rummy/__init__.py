"""Basic Rummy: meld runs and sets, lay off, and be first to empty your hand."""

from __future__ import annotations

from ...engine.game import GameInfo
from .ai import RummySearch
from .rules import OPTIONS, BasicRummyRules, RummyState
from .words import RummyWords

# What the game is and offers, declared once (engine/game.GameInfo); the game is its rules made from it.
INFO = GameInfo(
    id="rummy", name="Basic Rummy", players=range(2, 7), state=RummyState, options=OPTIONS, words=RummyWords,
    search=RummySearch, costly_points=5.0,  # half a picture card: a deal pays the cards left in hand, 1 to 10 each
)

GAME = BasicRummyRules(INFO)
