"""The Man from U.N.C.L.E.'s first pile that teaches (``games/lessons.py``): land the total exactly on a ten
(an Uncle) for chips, and leave the next player out of reach of the next ten.

Each step reads the person's view only: their three cards and the pile's total.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.state import State
from ..lessons import Lesson, Step
from .rules import LIMIT

HIGHEST = 6  # the highest number card: a total 7 or more short of the next ten is out of the next player's reach


def chips(n: float) -> str:
    return "1 chip" if n == 1 else f"{int(n)} chips"


def teach(view: State, legal: list[Action]) -> Step:
    total = int(view.table.counters["total"])
    plays = [a for a in legal if a.cards]
    def after(a: Action) -> int:
        return total + C.RANK[a.cards[0]]
    uncles = [a for a in plays if after(a) % 10 == 0 and after(a) <= LIMIT]
    if uncles:
        a = max(uncles, key=after)
        t = after(a)
        return Step((a,), f"Play your {C.RANK[a.cards[0]]}: {total} and {C.RANK[a.cards[0]]} make {t}, exactly a ten. "
                    f"That is an Uncle: you take {chips(t // 10)} from the pot, one for each ten.")

    def short(a: Action) -> int:  # how far the new total is from the next ten
        return 10 - after(a) % 10
    safe = [a for a in plays if short(a) > HIGHEST and after(a) < LIMIT]
    if safe:
        a = min(safe, key=lambda a: C.RANK[a.cards[0]])
        t = after(a)
        return Step((a,), f"Play your {C.RANK[a.cards[0]]}: the total becomes {t}, {short(a)} short of "
                    f"{t + short(a)}. The cards go from 1 to 6, so the next player cannot make an Uncle from there.")
    if total + min(C.RANK[a.cards[0]] for a in plays) >= LIMIT:
        a = min(plays, key=lambda a: C.RANK[a.cards[0]])
        return Step((a,), f"Play your {C.RANK[a.cards[0]]}: no card of yours makes a ten, and at {LIMIT} or more the "
                    "pile is put aside and a new one starts from 0.")
    a = max(plays, key=lambda a: (short(a), -C.RANK[a.cards[0]]))
    t = after(a)
    return Step((a,), f"Play your {C.RANK[a.cards[0]]}: none of your cards makes a ten, and every one leaves the next "
                f"ten in the next player's reach; {t} is the farthest from it ({short(a)} short of {t + short(a)}).")


def scored(gained: Sequence[float], names: Sequence[str]) -> str:
    mine = gained[0]
    best = max(gained)
    lead = [names[s] for s, g in enumerate(gained) if g == best and best > 0]
    you = f"you took {chips(mine)} on this pile." if mine else "you took no chips on this pile."
    most = f" {' and '.join(lead)} took the most ({chips(best)})." if lead and lead != ["You"] else ""
    return (f"The pile reached {LIMIT} or more and is put aside: {you}{most} Each Uncle paid a chip for each ten. "
            "A new pile starts from 0; when the pot is empty, the most chips win.")


LESSON = Lesson(
    deal=5, players=3, computers="easy",
    welcome=("The Man from U.N.C.L.E.: each turn you play one of your three number cards onto the pile and call "
             "the new total, then draw. Make the total exactly 10, 20, 30, 40 or 50 and you take chips from the pot."),
    teach=teach, scored=scored)
