"""The game-agnostic engine: cards, the table, actions, options, games, views, records.

Nothing here imports pygame or names a game.
"""

from .actions import Action, IllegalAction
from .events import Event
from .game import Game, PlayerCountError, Result
from .options import Option, OptionError
from .record import Record, RecordError
from .state import State
from .table import ALL_SEATS, HIDDEN, Table, ZoneSpec
from .views import determinize, view, visible_cards

__all__ = ["Action", "IllegalAction", "Event", "Game", "PlayerCountError", "Result", "Option",
           "OptionError", "Record", "RecordError", "State", "ALL_SEATS", "HIDDEN", "Table",
           "ZoneSpec", "determinize", "view", "visible_cards"]
