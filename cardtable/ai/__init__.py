"""Computer players: game-agnostic, and they see only what their seat may see.

``make_player(spec, seed)`` seats a player ('random', 'easy', 'medium', 'hard',
'ismcts:N'); ``hint(game, state, seat)`` says what the review calls best;
``levels`` defines the levels once; ``service`` (``Computer``, ``Hinter``) thinks in
another process so the screen never waits.
"""

from .hint import hint
from .levels import LEVEL_NAMES, LEVELS
from .players import Player, make_player

__all__ = ["LEVELS", "LEVEL_NAMES", "Player", "hint", "make_player"]
