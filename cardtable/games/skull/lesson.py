"""Skull & Roses' first round that teaches (``games/lessons.py``): lay cards face down, challenge with a
bid you can count on, turn over your own stack first, and what a won or lost bet means.

Each step reads the person's view only: their hand, their own mat (they know what they laid), the bids
and the cards turned face up.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.state import State
from ..lessons import Lesson, Step, of_kind, people, seen_in
from .state import SkullState, is_skull


def owner(zone: str | None) -> int:
    return int(zone[3:]) if zone and zone[3:].isdigit() else 0


def teach(view: State, legal: list[Action]) -> Step:
    assert isinstance(view, SkullState)
    me = legal[0].seat
    names = LESSON.names
    hand = seen_in(view, view.hands[me], me)
    mat = seen_in(view, view.mats[me], me)
    roses_down = len(mat) if not any(is_skull(c) for c in mat) else 0
    places = of_kind(legal, "place")
    rose = [a for a in places if not is_skull(a.cards[0])]
    bids = {a.number: a for a in of_kind(legal, "bid") if a.number is not None}
    if view.phase == "place" and places:
        a = (rose or places)[0]
        return Step((a,), "Lay a rose face down on your mat: click one of your roses (number cards). Only you know "
                    "what you laid. Roses are safe to turn over; a skull (a picture card) ends the bet of whoever "
                    "turns it.")
    if view.phase == "turn":
        if rose and len(mat) < 3:
            return Step((rose[0],), "Lay another rose: the more roses on your own mat, the more you can bid safely, "
                        "because a challenger turns over their own stack first.")
        n = max((k for k in bids if k <= max(1, roses_down)), default=None)
        if n is not None:
            return Step((bids[n],), f"Challenge: bid {n}. You bet you can turn over {n} cards without meeting a "
                        f"skull. Your own {n} cards are roses and you turn your own stack first, so this bid is "
                        "safe unless someone bids higher.")
    if view.phase == "bid":
        need = min((k for k in bids if k <= roses_down), default=None)
        if need is not None:
            return Step((bids[need],), f"Bid {need}, one more: you bet you can turn over {need} cards without "
                        f"meeting a skull. Your own {roses_down} cards are roses and the challenger turns their own "
                        f"stack first, so {need} is safe. Whoever bids highest must do it.")
        more = min(bids, default=None)
        if more is not None and more == roses_down + 1 and view.high is not None and view.high >= roses_down:
            return Step((bids[more],), f"Bid {more}, one more: you turn over your own {roses_down} roses first, then "
                        "one card from another mat. A player who bids has most often laid a rose on top (a skull "
                        "there would stop their own bet). Whoever bids highest must do it.")
        passes = of_kind(legal, "pass")
        if passes:
            return Step(tuple(passes), f"Pass: to win a bid above {view.high} you would have to turn over the others' "
                        "cards, and any of them may be a skull. Passing risks nothing; your cards stay on your mat.")
    flips = of_kind(legal, "flip")
    if flips:
        want = view.high - view.roses
        a = max(flips, key=lambda a: (view.spoke[owner(a.zone)], -owner(a.zone)))
        who = names[owner(a.zone)]
        return Step((a,), f"Turn over {who}'s top card: your own stack is done, and you need {want} more "
                    f"{'rose' if want == 1 else 'roses'}. A player who bid is likelier to have laid roses; a skull "
                    "ends your bet.")
    takes = of_kind(legal, "take_card")
    if takes:
        return Step((takes[0],), "Your skull stopped the challenger: pick one of their cards, blind. It is put away "
                    "for good, so they have fewer cards to play with.")
    discards = of_kind(legal, "discard")
    if discards:
        keep = [a for a in discards if not is_skull(a.cards[0])]
        return Step(((keep or discards)[0],), "Your own skull stopped you: choose a card to lose for good. Lose a "
                    "rose and keep your skull: it is what makes the others' bets dangerous.")
    names_ = of_kind(legal, "name")
    if names_:
        return Step((names_[0],), "Choose who plays first in the next round.")
    return Step((legal[0],), f"{'Lay a card' if places else 'Make this move'}: the lesson points at the safe choice."
                if hand else "Make this move to go on.")


def scored(gained: Sequence[float], names: Sequence[str]) -> str:
    won = [s for s, g in enumerate(gained) if g > 0]
    if won == [0]:
        return ("The round is over: you won the bet, turning over as many roses as you bid without meeting a skull. "
                "That is one won bet; a second wins the game. Everyone takes back their cards for the next round.")
    if won:
        who = people(names, won)
        return (f"The round is over: {who} won the bet, turning over that many roses without a skull. "
                "One won bet so far; a second wins the game. Everyone takes back their cards for the next round.")
    return ("The round is over: the challenger met a skull, so the bet is lost and the challenger loses one card "
            "for good. With fewer cards you bluff less; lose all four and you are out. Two won bets win the game.")


LESSON = Lesson(
    deal=16, players=3, computers="easy",
    welcome=("Skull & Roses: a bluffing game. Everyone has three roses (number cards) and one skull (a picture card). "
             "Lay cards face down, then bid how many you can turn over without meeting a skull. Two won bets win."),
    teach=teach, scored=scored)
