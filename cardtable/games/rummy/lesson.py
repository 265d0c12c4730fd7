"""Basic Rummy's first deal that teaches (``games/lessons.py``): draw, meld, lay off, discard, go out.

Each step reads the person's view only: their hand, the melds on the table and the top discard.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.state import State
from .. import melds as M
from ..lessons import Lesson, Step, card, cards, of_kind, partners, people, points, rank, seen_in
from .rules import RummyState

SET = "a set (three or four cards of one rank)"
RUN = "a run (three or more cards in a row, of one suit)"


def shape(cs: Sequence[int]) -> str:
    return SET if M.meld_kind(tuple(cs), M.LOW) == "set" else RUN


def teach(view: State, legal: list[Action]) -> Step:
    assert isinstance(view, RummyState)
    me = legal[0].seat
    hand = seen_in(view, view.hands[me], me)
    top = view.table.top("discard")
    if view.phase == "draw":
        take, draw, stop = of_kind(legal, "take"), of_kind(legal, "draw"), of_kind(legal, "stop")
        if take and top is not None:
            made = [m for m in M.find_melds([*hand, top], M.LOW) if top in m]
            if made:
                m = max(made, key=len)
                return Step(tuple(take), f"Take {card(top)} from the discard pile: with "
                            f"{cards(c for c in m if c != top)} from your hand it makes {shape(m)}. You see what you "
                            "take there; the stock is a surprise.")
        if draw:
            why = (f"{card(top)} on the discard pile makes no set or run with your cards, so " if top is not None
                   else "")
            return Step(tuple(draw), f"Draw from the stock: {why}take the unknown card; it may fit.")
        if stop:
            return Step(tuple(stop), "The stock has run out: stop, and the deal is scored as it stands "
                        "(the lowest hand wins the difference).")
        return Step(tuple(take), "Take the top card of the discard pile: it is the only card to draw.")
    melds = of_kind(legal, "meld")
    if melds:
        best = max(melds, key=lambda a: (len(a.cards), sum(min(C.RANK[c], 10) for c in a.cards)))
        return Step((best,), f"Lay down {cards(best.cards)}: {shape(best.cards)}. Click the cards, then Meld. "
                    "Cards laid down are safe: they no longer count against you when someone goes out.")
    lay = of_kind(legal, "lay_off")
    if lay:
        a = lay[0]
        owner = view.table.specs[a.zone].owner if a.zone is not None else me
        whose = "your" if owner == me or owner is None else f"{LESSON.names[owner]}'s"
        return Step((a,), f"Lay off {card(a.cards[0])} on {whose} meld: it fits there, and every card "
                    "that leaves your hand brings you closer to going out. You may lay off on anyone's meld.")
    throws = of_kind(legal, "discard")
    if len(hand) == 1 and throws:
        return Step(tuple(throws), f"Discard {card(hand[0])}, your last card: your hand is empty and you "
                    "go out. You score the points left in the others' hands.")
    if not throws:
        return Step((legal[0],), "Make this move to go on.")
    a = min(throws, key=lambda a: (partners(hand, a.cards[0]), -min(C.RANK[a.cards[0]], 10)))
    c = a.cards[0]
    alone = partners(hand, c) == 0
    suit = C.SUIT_NAMES[C.SUIT[c]]
    why = (f"nothing in your hand goes with it (no other {rank(c)}, no {suit} within two ranks of it)"
           if alone else "it is the card least likely to make a meld")
    return Step((a,), f"Discard {card(c)} to end your turn: {why}, and it counts "
                f"{points(min(C.RANK[c], 10))} against you if someone goes out while you hold it.")


def scored(gained: Sequence[float], names: Sequence[str]) -> str:
    won = [s for s, g in enumerate(gained) if g]
    if not won:
        return "The deal is over and nobody scored. Going out first is how points are made."
    who = people(names, won)
    n = max(gained)
    if len(won) == 1 and names[won[0]] == "You":
        return (f"You went out and scored {points(n)}: the points left in the others' hands (a court card counts "
                "10, an ace 1, the others their number). The first to 100 wins the game.")
    return (f"{who} went out and scored {points(n)}: the points left in the others' hands, yours among them. "
            "Melds laid early leave fewer points in your hand. The first to 100 wins the game.")


LESSON = Lesson(
    deal=16, players=3, computers="easy",
    welcome=("Basic Rummy: be the first to empty your hand. Each turn you draw a card, may lay down sets "
             "(three or four of one rank) and runs (three or more in a row, one suit), then discard one card."),
    teach=teach, scored=scored)
