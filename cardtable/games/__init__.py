"""The games, by id: the one place they are registered. Each game is a package whose
``__init__`` makes ``GAME`` from its parts (its words over its rules, with its kits; see
docs/architecture.md, "Adding a game").

A game defined elsewhere (a test's toy game, a game being written) joins them with
``register(game)``: from then on ``get_game``, ``all_games``, ``game_ids`` and the
menu list it after the built-in eight, until ``unregister(game.info.id)`` (or the end
of a ``with registered(game):`` block)."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from ..engine.game import Game, SomeGame

if TYPE_CHECKING:
    from .lessons import Lesson

# id -> package; the order is the menu's order. A registered game is added at the end
# (its entry names the module that defines it).
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
BUILT_IN: tuple[str, ...] = tuple(MODULES)

_loaded: dict[str, SomeGame] = {}
_registered: dict[str, SomeGame] = {}


def get_game(game_id: str) -> SomeGame:
    """The game with this id; ``KeyError`` with the known ids if there is none."""
    if game_id in _registered:
        return _registered[game_id]
    if game_id not in MODULES:
        raise KeyError(f"unknown game {game_id!r} (games: {', '.join(MODULES)})")
    if game_id not in _loaded:
        mod = importlib.import_module(f"{__name__}.{MODULES[game_id]}")
        _loaded[game_id] = mod.GAME
    return _loaded[game_id]


def game_ids() -> list[str]:
    """Every game's id, in the menu's order: the built-in games, then the registered ones."""
    return list(MODULES)


def all_games() -> list[SomeGame]:
    return [get_game(g) for g in game_ids()]


def lesson_for(game_id: str) -> Lesson | None:
    """The game's first deal that teaches (its package's ``lesson.py``: ``LESSON``), or None if it has none."""
    get_game(game_id)
    module = MODULES[game_id]
    if game_id not in BUILT_IN and "." not in module:
        return None
    path = f"{__name__}.{module}.lesson" if game_id in BUILT_IN else f"{module.rsplit('.', 1)[0]}.lesson"
    try:
        mod = importlib.import_module(path)
    except ModuleNotFoundError as e:
        if e.name != path:
            raise
        return None
    lesson: Lesson | None = getattr(mod, "LESSON", None)
    return lesson


def register(game: SomeGame) -> SomeGame:
    """Add a game (an instance of a ``Game`` subclass) to the games; returns it.

    ``ValueError`` if it has no id or its id is taken."""
    if not isinstance(game, Game):
        raise TypeError(f"register wants a Game instance, not {type(game).__name__}")
    gid = game.info.id
    if not gid:
        raise ValueError("a game needs an id to be registered")
    if gid in MODULES:
        raise ValueError(f"there is already a game {gid!r}")
    _registered[gid] = game
    MODULES[gid] = type(game).__module__
    return game


def unregister(game_id: str) -> None:
    """Take a registered game away again (the built-in games stay)."""
    if game_id in BUILT_IN:
        raise ValueError(f"{game_id!r} is a built-in game")
    if _registered.pop(game_id, None) is not None:
        del MODULES[game_id]


@contextmanager
def registered(game: SomeGame) -> Iterator[SomeGame]:
    """``with registered(game):`` the game is one of the games, and afterwards it is not."""
    register(game)
    try:
        yield game
    finally:
        unregister(game.info.id)
