"""The Man from U.N.C.L.E.: how a beginner plays (the easy level's mistakes, in kind; issue 29).

A beginner takes an Uncle whenever it holds the card for one. Otherwise it "gets the total
close": it plays the card that brings the pile nearest to the next ten without reaching it,
meaning to make the Uncle itself next time, and so leaves the next player a ten within one
card's reach (a total of 4 to 9 past a ten is an Uncle for whoever holds the card that fills
it). A card that closes the pile past 50 looks far from any ten to it. It reads only its own
hand and the pile's total.
"""

from __future__ import annotations

import random

from ...engine import cards as C
from ...engine.actions import Action
from .rules import LIMIT, PileState


def gap(total: int) -> int:
    """How far a beginner sees ``total`` from the next ten (10 for a pile closed past 50)."""
    return 10 if total >= LIMIT else 10 - total % 10


def beginner_action(view: PileState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    total = view.table.counters["total"]
    rank = C.RANK
    uncles = [a for a in legal if (total + rank[a.cards[0]]) % 10 == 0 and total + rank[a.cards[0]] <= LIMIT]
    if uncles:
        return uncles[0]
    return min(legal, key=lambda a: (gap(total + rank[a.cards[0]]), a.cards[0]))
