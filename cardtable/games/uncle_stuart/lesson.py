"""Uncle Stuart's Game's first deal that teaches (``games/lessons.py``): draw or take, scoop deep into the
discard pile once you have a meld down, lay down and lay off (laid cards score), discard.

Each step reads the person's view only: their hand, the melds on the table and the spread discard pile.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.state import State
from .. import melds as M
from ..lessons import Lesson, Step, card, cards, of_kind, partners, points, rank, seen_in
from .rules import ACES, POINTS
from .state import StuartState

VALUES = "a 2 to 9 counts 5, a 10 or a picture card 10, an ace 15"


def shape(cs: Sequence[int]) -> str:
    kind = M.meld_kind(tuple(cs), ACES)
    return "a set (three or four of one rank)" if kind == "set" else "a run (three or more in a row, one suit)"


def teach(view: State, legal: list[Action]) -> Step:
    assert isinstance(view, StuartState)
    me = legal[0].seat
    hand = seen_in(view, view.hands[me], me)
    pile = seen_in(view, "discard", me)
    if view.phase == "draw":
        scoops = of_kind(legal, "scoop")
        if scoops:
            a = max(scoops, key=lambda a: pile.index(a.cards[0]))  # the shallowest: the fewest cards to carry
            d = a.cards[0]
            taken = pile[pile.index(d):]
            return Step((a,), f"Scoop: click {card(d)} in the discard pile. You take it and every card above it "
                        f"({len(taken)} cards), which you may do once you have a meld down. {card(d)[0].upper()}"
                        f"{card(d)[1:]} must be laid down at once, in a meld or on one; it fits with your cards.")
        take, draw = of_kind(legal, "take"), of_kind(legal, "draw")
        top = pile[-1] if pile else None
        if take and top is not None:
            made = [m for m in M.find_melds([*hand, top], ACES) if top in m]
            if made:
                m = max(made, key=len)
                mine = cards(c for c in m if c != top)
                later = (" Nobody lays down in the first round: keep them for your next turn."
                         if view.turn_no < view.players else "")
                return Step(tuple(take), f"Take {card(top)} from the discard pile: with {mine} from your hand it "
                            f"makes {shape(m)}.{later}")
        if draw:
            there = card(top) + " on the discard pile" if top is not None else "the discard pile"
            return Step(tuple(draw), f"Draw from the stock: {there} makes no meld with your cards.")
        stop = of_kind(legal, "stop")
        return Step(tuple(stop or legal[:1]), "The stock is gone: stop here, and the deal is scored as it stands.")
    melds = of_kind(legal, "meld")
    if melds:
        best = max(melds, key=lambda a: (len(a.cards), sum(POINTS[c] for c in a.cards)))
        must = f" It uses {card(view.must_use)}, the card you scooped down to, as the rule asks." \
            if view.must_use >= 0 else ""
        first = "" if view.down[me] else " Your first lay-down is one meld, and nothing more that turn."
        return Step((best,), f"Lay down {cards(best.cards)}: {shape(best.cards)}. Click the cards, then Meld. "
                    f"Cards on the table count for you at the end of the deal.{must}{first}")
    lay = of_kind(legal, "lay_off")
    if lay:
        a = lay[0]
        return Step((a,), f"Lay off {card(a.cards[0])} on the meld it fits: a card you lay off stays in front of you "
                    f"and counts for you ({points(POINTS[a.cards[0]])}).")
    throws = of_kind(legal, "discard")
    if not throws:
        return Step((legal[0],), "Make this move to go on.")
    if len(hand) == 1:
        return Step(tuple(throws), f"Discard {card(hand[0])}, your last card: your hand is empty and the deal ends.")
    a = min(throws, key=lambda a: (partners(hand, a.cards[0]), -POINTS[a.cards[0]]))
    c = a.cards[0]
    first = "First round: nobody lays down yet. " if view.turn_no < view.players else ""
    alone = partners(hand, c) == 0
    suit = C.SUIT_NAMES[C.SUIT[c]]
    why = (f"nothing in your hand goes with it (no other {rank(c)}, no {suit} within two ranks of it)" if alone
           else "it is the card least likely to make a meld")
    return Step((a,), f"{first}Discard {card(c)}: {why}, and held at the end it would count "
                f"{points(POINTS[c])} against you. The others can take it, so watch what you give.")


def scored(gained: Sequence[float], names: Sequence[str]) -> str:
    mine = gained[0]
    best = max(range(len(gained)), key=lambda s: gained[s])
    lead = "Yours was the best." if best == 0 else f"{names[best]} did best, with {points(gained[best])}."
    return (f"The deal is scored: the cards each player laid down count for them, the cards left in hand against "
            f"them ({VALUES}). You scored {points(mine)}. {lead} The first to 500 wins the game.")


LESSON = Lesson(
    deal=6, players=3, computers="easy",
    welcome=("Uncle Stuart's Game: a family rummy. Each turn draw a card (or take from the discard pile, which is "
             "spread so every card shows), lay down sets and runs, then discard. Cards you lay down count for you, "
             f"cards in your hand against you: {VALUES}."),
    teach=teach, scored=scored)
