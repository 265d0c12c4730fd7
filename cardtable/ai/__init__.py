"""Computer players: game-agnostic, and they see only what their seat may see.

``make_player(spec, seed)`` seats a player ('random', 'easy', 'medium', 'hard',
'ismcts:N'); ``hint(game, state, seat)`` says what hard would do;
``worker.Thinker`` thinks in another process so the screen never waits.
"""

from .hint import hint
from .players import LEVELS, Player, make_player

__all__ = ["LEVELS", "Player", "hint", "make_player"]
