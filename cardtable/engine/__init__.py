"""The game-agnostic engine: cards, the table, actions, options, games, views, records.

Nothing here imports pygame or names a game.

The names below are loaded when first asked for (``from cardtable.engine import Game``), not
when the package is: the menu's cards (``engine.cards``) come without the rest of the engine,
so the window shows before the engine is loaded (issue 43).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

_WHERE = {"Action": "actions", "IllegalAction": "actions", "Event": "events", "Game": "game", "GameInfo": "game",
          "PlayerCountError": "options", "Result": "game", "Option": "options", "OptionError": "options",
          "Record": "record", "RecordError": "record", "State": "state", "ALL_SEATS": "table",
          "HIDDEN": "table", "Table": "table", "ZoneSpec": "table", "determinize": "views",
          "view": "views", "visible_cards": "views"}

__all__ = ["ALL_SEATS", "HIDDEN", "Action", "Event", "Game", "GameInfo", "IllegalAction", "Option", "OptionError",
           "PlayerCountError", "Record", "RecordError", "Result", "State", "Table", "ZoneSpec", "determinize",
           "view", "visible_cards"]  # the names of _WHERE (written out: the linters read them)


def __getattr__(name: str) -> Any:
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{where}"), name)
    globals()[name] = value
    return value


if TYPE_CHECKING:
    from .actions import Action, IllegalAction
    from .events import Event
    from .game import Game, GameInfo, Result
    from .options import Option, OptionError, PlayerCountError
    from .record import Record, RecordError
    from .state import State
    from .table import ALL_SEATS, HIDDEN, Table, ZoneSpec
    from .views import determinize, view, visible_cards
