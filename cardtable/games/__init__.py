"""The games, by id. Each module defines one ``Game`` subclass named ``GAME``."""

from __future__ import annotations

import importlib

from ..engine.game import Game

# id -> module; the order is the menu's order.
MODULES: dict[str, str] = {
    "say-uncle": "say_uncle",
    "man-from-uncle": "man_from_uncle",
    "uncle-stuart": "uncle_stuart",
    "show": "show",
    "rummy": "rummy",
    "skull": "skull",
    "oh-heck": "oh_heck",
    "golf": "golf",
}

_loaded: dict[str, Game] = {}


def get_game(game_id: str) -> Game:
    """The game with this id; ``KeyError`` with the known ids if there is none."""
    if game_id not in MODULES:
        raise KeyError(f"unknown game {game_id!r} (games: {', '.join(MODULES)})")
    if game_id not in _loaded:
        mod = importlib.import_module(f"{__name__}.{MODULES[game_id]}")
        _loaded[game_id] = mod.GAME
    return _loaded[game_id]


def all_games() -> list[Game]:
    return [get_game(g) for g in MODULES]
