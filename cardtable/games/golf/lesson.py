"""Six Card Golf's first hole that teaches (``games/lessons.py``): turn two up, take low cards, pair
columns, throw high cards away.

Each step reads the person's view only: their layout's face-up cards, the card held, the top discard.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.state import State
from ...engine.table import HIDDEN
from ..lessons import Lesson, Step, card, of_kind, people, points, seen_in, shown
from .rules import COLUMNS, POINTS, GolfState

PLACES = ("top left", "top middle", "top right", "bottom left", "bottom middle", "bottom right")
UNKNOWN = 5  # what a face-down card is worth, as a guess (the average card is about 5)


def partner(k: int) -> int:
    """The other place of ``k``'s column."""
    return next(b if a == k else a for a, b in COLUMNS if k in (a, b))


def best_place(lay: list[int], c: int) -> tuple[int, float, str]:
    """Where ``c`` does most good in the layout: (place, points saved, why)."""
    best: tuple[int, float, str] = (-1, 0.0, "")
    for k, old in enumerate(lay):
        other = lay[partner(k)]
        old_pts = UNKNOWN if old == HIDDEN else POINTS[old]
        if old != HIDDEN and other != HIDDEN and C.RANK[old] == C.RANK[other]:
            continue  # a pair already: leave it
        pairs = other != HIDDEN and C.RANK[other] == C.RANK[c]
        other_pts = 0 if other == HIDDEN else POINTS[other]
        gain = old_pts - (-other_pts if pairs else POINTS[c])
        if pairs:
            why = (f"it pairs with {card(other)} in the same column, and a column of two equal ranks scores 0")
        elif old == HIDDEN:
            why = f"a face-down card is worth about {UNKNOWN} on average, and {card(c)} scores {POINTS[c]}"
        else:
            why = f"{card(old)} there scores {POINTS[old]}, {card(c)} only {POINTS[c]}"
        if gain > best[1]:
            best = (k, gain, why)
    return best


def teach(view: State, legal: list[Action]) -> Step:
    assert isinstance(view, GolfState)
    me = legal[0].seat
    lay = [c if shown(view, me, c) else HIDDEN for c in view.table.zones[view.layouts[me]]]
    turn = of_kind(legal, "turn_up")
    if turn:
        up = [k for k, c in enumerate(lay) if c != HIDDEN]
        k = partner(up[0]) if up else 0
        a = next((x for x in turn if x.number == k), turn[0])
        n = a.number if a.number is not None else 0
        if up:
            return Step((a,), f"Turn up the {PLACES[n]} card too: now you know a whole column. Two cards of the same "
                        "rank in one column score 0 together.")
        return Step((a,), "Turn up two of your six cards to start. Click the top left card. Low cards are good "
                    "here: an ace is 1, a 2 is minus 2, a king 0, a jack or queen 10, the others their number.")
    top = view.table.top("discard")
    if of_kind(legal, "draw") or (of_kind(legal, "take") and view.phase == "draw"):
        take, draw = of_kind(legal, "take"), of_kind(legal, "draw")
        if top is not None:
            k, gain, why = best_place(lay, top)
            if take and (gain >= 3 or not draw):
                return Step(tuple(take), f"Take {card(top)} from the discard pile: {why}. You will put it in "
                            f"place of your {PLACES[k]} card." if k >= 0 else
                            f"Take {card(top)} from the discard pile: it is the only card to take.")
        return Step(tuple(draw), f"Draw from the stock: {card(top) if top is not None else 'the top discard'} "
                    "would not lower your score much, and the stock's card may be better.")
    held = seen_in(view, view.held[me], me)
    replace, throw = of_kind(legal, "replace"), of_kind(legal, "discard")
    h = held[-1] if held else None
    if h is None:
        return Step((legal[0],), "Place your card.")
    k, gain, why = best_place(lay, h)
    if throw and (k < 0 or gain < 2):
        return Step(tuple(throw), f"Throw {card(h)} away on the discard pile: it scores {points(POINTS[h])} and "
                    "would not lower your score. Your turn ends.")
    a = next(x for x in replace if x.number == (k if k >= 0 else replace[0].number))
    n = a.number if a.number is not None else 0
    old = lay[n]
    goes = "the face-down card there goes to the discard pile" if old == HIDDEN else f"{card(old)} goes to the discards"
    return Step((a,), f"Put {card(h)} in place of your {PLACES[n]} card: {why}. {goes[0].upper() + goes[1:]}. "
                f"The hole ends when someone's six cards are all face up.")


def scored(gained: Sequence[float], names: Sequence[str]) -> str:
    low = min(gained)
    best = [s for s, g in enumerate(gained) if g == low]
    mine = gained[0]
    who = ("the lowest: you won the hole" if best == [0] else
           f"the lowest was {people(names, best)}'s, with {points(low)}" if len(best) == 1 else
           f"the lowest were {people(names, best)}, with {points(low)}")
    return (f"The hole is scored: every card is turned up and counted, and each column of two equal ranks scores 0. "
            f"You scored {points(mine)}, {who}. After all the holes the lowest total wins, "
            "so keep aces, 2s and kings, and pair your columns.")


LESSON = Lesson(
    deal=15, players=3, computers="easy",
    welcome=("Six Card Golf: you have six cards face down in two rows. Each turn, take a card and swap it into "
             "your six, or throw it away. Low scores win; two equal ranks in a column score 0."),
    teach=teach, scored=scored)
