"""High Card: a toy ninth game, built only on cardtable.engine, defined outside cardtable/.

It is a package as every game is: its rules (``rules.py``: the table, the deal, legal actions
and their effect), its words (``words.py``: rules text, summary, how its events read) and one
kit (``kits.py``: the last round, shown by the "last trick" aid). This file declares what it is
and offers (``INFO``, one frozen ``GameInfo``) and makes the game from its rules and that;
``cardtable.games.register(GAME)`` makes it one of the games."""

from __future__ import annotations

from cardtable.engine.game import GameInfo

from .kits import HighCardTricks
from .rules import OPTIONS, HighCardRules, HighCardState
from .words import RULES, HighCardWords

INFO = GameInfo(id="high-card", name="High Card", players=range(2, 5), state=HighCardState, options=OPTIONS,
                words=HighCardWords, stock="deck", tricks=HighCardTricks)

GAME = HighCardRules(INFO)

__all__ = ["GAME", "INFO", "RULES"]
