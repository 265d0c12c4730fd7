"""Oh Heck!: bid the exact number of tricks you will take."""

from __future__ import annotations

from ...engine.game import GameInfo
from .kits import HeckReview, HeckSearch, HeckTricks
from .rules import OPTIONS, OhHeckRules
from .state import HeckState
from .words import HeckWords

# What the game is and offers, declared once (engine/game.GameInfo); the game is its rules made from it.
INFO = GameInfo(
    id="oh-heck", name="Oh Heck!", players=range(3, 8), state=HeckState, options=OPTIONS, words=HeckWords,
    one_click=frozenset({"play"}), search=HeckSearch, review=HeckReview, tricks=HeckTricks,
)

GAME = OhHeckRules(INFO)
