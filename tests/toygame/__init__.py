"""High Card: a toy ninth game, built only on cardtable.engine, defined outside cardtable/.

It is a package as every game is: its rules (``rules.py``: the table, the deal, legal actions
and their effect), its words (``words.py``: rules text, summary, how its events read) and one
kit (``kits.py``: the last round, shown by the "last trick" aid). This file puts them together;
``cardtable.games.register(GAME)`` makes it one of the games."""

from __future__ import annotations

from .kits import HighCardTricks
from .rules import HighCardRules
from .words import RULES, HighCardWords


class HighCard(HighCardWords, HighCardRules):
    """High Card: the words, the rules and the kit together."""

    trick_kit = HighCardTricks


GAME = HighCard()

__all__ = ["GAME", "RULES", "HighCard"]
