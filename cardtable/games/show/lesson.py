"""Show's first round that teaches (``games/lessons.py``): shed points with singles, pairs and runs, take
the card under your discard when it helps, and call "Show" at 5 or less.

Each step reads the person's view only: their hand and the discards (the card under their discard).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.state import State
from ..lessons import Lesson, Step, card, cards, of_kind, points, rank, seen_in
from .rules import POINTS, SHOW_LIMIT, ShowState, hand_points

AVERAGE = sum(POINTS[c] for c in range(52)) / 52  # what a card from the draw pile counts on average (6.5)
LOW = 5  # a card under your discard worth this or less is worth taking: well under the draw pile's average
WORTH = "an ace counts 1, a jack 11, a queen 12, a red king 13, a black king 0, the others their number"


def shape(cs: tuple[int, ...]) -> str:
    if len(cs) == 1:
        return card(cs[0])
    if len({C.RANK[c] for c in cs}) == 1:
        return f"your pair of {rank(cs[0])}s" if len(cs) == 2 else f"your {rank(cs[0])}s"
    return f"the run {cards(cs)[4:]}"


def teach(view: State, legal: list[Action]) -> Step:
    assert isinstance(view, ShowState)
    me = legal[0].seat
    hand = seen_in(view, view.hands[me], me)
    total = hand_points(hand)
    show = of_kind(legal, "show")
    if show:
        return Step(tuple(show), f"Call Show: your hand counts {total}, and a hand of {SHOW_LIMIT} or less may "
                    "call it. Everyone shows their hand and adds its points to their score; if yours is the lowest "
                    "you add nothing, but if someone has less, you add 30.")
    throws = of_kind(legal, "discard")
    if throws:
        a = max(throws, key=lambda a: (sum(POINTS[c] for c in a.cards), len(a.cards)))
        shed = sum(POINTS[c] for c in a.cards)
        if len(a.cards) == 1:
            why = f"it is your highest card, {points(shed)}, and the lowest hand wins"
        elif len({C.RANK[c] for c in a.cards}) == 1:
            why = f"a pair goes in one turn, {points(shed)} out of your hand at once"
        else:
            why = f"three or more in a row of one suit go together, {points(shed)} at once"
        return Step((a,), f"Discard {shape(a.cards)}: {why}. Your hand goes from {total} to {total - shed}; "
                    "then you draw a card.")
    take, draw = of_kind(legal, "take"), of_kind(legal, "draw")
    under = view.prev_top if view.prev_top >= 0 else None
    if take and under is not None:
        pair = [c for c in hand if C.RANK[c] == C.RANK[under]]
        if pair or POINTS[under] <= LOW or not draw:
            why = (f"it pairs with {card(pair[0])}, and a pair can go out together next turn" if pair
                   else f"it counts only {points(POINTS[under])}, less than a card from the draw pile counts on "
                   f"average (about {AVERAGE:.1f})" if POINTS[under] <= LOW else "the draw pile is gone")
            return Step(tuple(take), f"Take {card(under)}, the card under your discard: {why}.")
    if take and under is not None:  # (worth more than LOW, and no pair: else it was taken above)
        return Step(tuple(draw), f"Draw from the draw pile: {card(under)}, the card under your discard, counts "
                    f"{points(POINTS[under])}, more than a card from the draw pile counts on average (about "
                    f"{AVERAGE:.1f}), and pairs with nothing of yours.")
    return Step(tuple(draw), "Draw from the draw pile: every turn ends with a card drawn, and there is no card "
                "under your discard to take this time.")


def scored(gained: Sequence[float], names: Sequence[str]) -> str:
    mine = gained[0]
    you = ("You added nothing this round." if not mine else f"You added {points(mine)}.")
    return (f"The round is scored: everyone adds the points left in their hand; the player who called Show adds "
            f"nothing if their hand was the lowest, or 30 if it was beaten. {you} Points are bad in Show: the game "
            "ends when someone reaches 100, and the lowest total wins.")


LESSON = Lesson(
    deal=11, players=3, computers="easy",
    welcome=("Show: points in your hand count against you. Each turn, discard a card, a pair or a run of three in "
             "one suit, then draw one. When your hand counts 5 or less, you may call Show to end the round. "
             f"Cards count: {WORTH}."),
    teach=teach, scored=scored)
