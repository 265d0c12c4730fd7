"""Show: how a beginner plays (the easy level's mistakes, in kind; issue 29).

A beginner calls "Show" the moment its hand is down to 5 points, never weighing what the others
may hold. Otherwise it throws its highest card on its own: it does not see that a pair or a run
would shed more points and shrink its hand. And it always draws blind from the draw pile, never
taking the card it saw under its discard. It reads only its own hand.
"""

from __future__ import annotations

import random

from ...engine import cards as C
from ...engine.actions import Action
from .rules import POINTS, ShowState


def beginner_action(view: ShowState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    if view.phase == "draw":
        return next((a for a in legal if a.kind == "draw"), legal[0])
    call = next((a for a in legal if a.kind == "show"), None)
    if call is not None:
        return call
    singles = [a for a in legal if a.kind == "discard" and len(a.cards) == 1]
    return max(singles, key=lambda a: (POINTS[a.cards[0]], C.RANK[a.cards[0]], -a.cards[0]))
