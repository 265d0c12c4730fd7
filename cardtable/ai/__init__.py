"""Computer players: game-agnostic, and they see only what their seat may see."""

from .players import Player, make_player

__all__ = ["Player", "make_player"]
