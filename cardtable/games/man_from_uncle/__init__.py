"""The Man from U.N.C.L.E.: add to a running total; land exactly on a ten to take chips."""

from __future__ import annotations

from ...engine.game import GameInfo
from .ai import UncleSearch
from .rules import OPTIONS, ManFromUncleRules, PileState
from .words import UncleWords

# What the game is and offers, declared once (engine/game.GameInfo); the game is its rules made from it.
INFO = GameInfo(
    id="man-from-uncle", name="The Man from U.N.C.L.E.", players=range(2, 7), state=PileState, options=OPTIONS,
    words=UncleWords, stock="draw", one_click=frozenset({"play"}), search=UncleSearch,
)

GAME = ManFromUncleRules(INFO)
