"""Oh Heck!'s first hand that teaches (``games/lessons.py``): what a bid means, winning the tricks you
bid and no more, and what an exact bid scores. One hand of five cards.

Each step reads the person's view only: their hand, the trump suit, the bids and tricks on the table
and the trick in play.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.state import State
from ..lessons import Lesson, Step, card, cards, of_kind, people, points, seen_in
from ..tricks import beats
from .state import HeckState

ACE = 14  # aces high: a card's strength within its suit


def strength(c: int) -> int:
    return ACE if C.RANK[c] == 1 else C.RANK[c]


def likely(hand: list[int], trump: int | None) -> list[int]:
    """The cards likely to take a trick each: aces, trumps from the jack up, and kings with a card beside."""
    out = []
    for c in hand:
        s = strength(c)
        same = sum(1 for o in hand if C.SUIT[o] == C.SUIT[c])
        if s == ACE or (C.SUIT[c] == trump and s >= 11) or (s == 13 and same >= 2 and C.SUIT[c] != trump):
            out.append(c)
    return out


def trump_words(trump: int | None) -> str:
    return f"{C.SUIT_NAMES[trump]} are trumps" if trump is not None else "there are no trumps"


def teach(view: State, legal: list[Action]) -> Step:
    assert isinstance(view, HeckState)
    me = legal[0].seat
    t = view.table
    hand = seen_in(view, view.hands[me], me)
    trump = view.trump
    bids = t.counters["bid"]
    if view.phase == "bid":
        keep = of_kind(legal, "keep")
        if keep:
            return Step(tuple(keep), "Keep the bid: it is your best guess, and the turn passes on.")
        offered = {a.number: a for a in legal if a.kind == "bid" and a.number is not None}
        good = likely(hand, trump)
        want = len(good)
        n = min(offered, key=lambda b: (abs(b - want), b))
        why = (f"{cards(good)} should each take a trick ({trump_words(trump)})" if good
               else f"you hold no ace and no high trump ({trump_words(trump)}), so you expect to take no trick")
        hook = (f" You bid last, and {want} would make the bids add up to the tricks in the hand, which "
                "the dealer may not do, so somebody must miss." if want not in offered else "")
        return Step((offered[n],), f"Bid {n}: {why}.{hook} A bid is the exact number of tricks you will take: "
                    f"made exactly, it scores 10 plus the bid; one more or one fewer scores nothing.")
    bid, got = bids[me], t.counters["tricks"][me]
    need = (bid or 0) - got
    trick = [c for c in t.zones["trick"] if c >= 0]
    plays = [a for a in legal if a.cards]
    by = sorted(plays, key=lambda a: (C.SUIT[a.cards[0]] == trump, strength(a.cards[0])))
    best = view.win_card if trick and view.win_card >= 0 else None
    wins = [a for a in by if best is None or beats(a.cards[0], best, trump)]
    left = f"you bid {bid} and have taken {got}"
    if len(plays) == 1:
        why = "the rules leave you this one card (you must follow the suit led, and beat the trick if you can)"
        return Step((plays[0],), f"Play {card(plays[0].cards[0])}: {why}. {left[0].upper() + left[1:]}.")
    if need > 0:
        if not trick:
            strong = [a for a in plays if a.cards[0] in likely(hand, trump)]
            if strong:
                a = max(strong, key=lambda a: (strength(a.cards[0]), C.SUIT[a.cards[0]] != trump))
                return Step((a,), f"Lead {card(a.cards[0])}: it is likely to win the trick, and {left}, so you "
                            f"still need {need} more. The highest card of the suit led wins, unless a trump is played.")
            plain = [a for a in by if C.SUIT[a.cards[0]] != trump] or by
            a = plain[0]
            return Step((a,), f"Lead {card(a.cards[0])}, a low card: {left} and need {need} more, but no card of yours "
                        "is sure to win now. Keep your better cards for tricks they can take.")
        if wins and best is not None:
            a = wins[0]
            return Step((a,), f"Play {card(a.cards[0])}: it beats {card(best)}, the best card so far, and "
                        f"{left}: you need {need} more. It is your lowest card that wins.")
        a = by[0]
        return Step((a,), f"Play {card(a.cards[0])}: none of your cards can win this trick, so throw your "
                    f"lowest and keep the strong ones for later ({left}).")
    if need == 0:
        safe = [a for a in by if best is not None and not beats(a.cards[0], best, trump)]
        if safe:
            a = safe[-1]
            return Step((a,), f"Play {card(a.cards[0])}: {left}, exactly your bid, so take no more tricks. "
                        f"It does not beat {card(best) if best is not None else 'the trick'}; it is your highest "
                        "card that loses, a good one to be rid of.")
        a = by[0]
        return Step((a,), f"{'Lead' if not trick else 'Play'} {card(a.cards[0])}, your lowest card: {left}, "
                    "exactly your bid, so you want to lose every trick from now on.")
    a = by[0]
    return Step((a,), f"Play {card(a.cards[0])}: {left}, more than your bid, so this hand will score nothing "
                "for you. Play your low cards and watch how the others play.")


def scored(gained: Sequence[float], names: Sequence[str]) -> str:
    made = [s for s, g in enumerate(gained) if g]
    mine = gained[0]
    you = (f"You made your bid exactly and scored {points(mine)}: 10 plus your bid." if mine
           else "You missed your bid, so you scored nothing this hand: a bid must be made exactly.")
    others = [s for s in made if s != 0]
    them = f" {people(names, others)} made theirs." if others else " Nobody else made a bid."
    return you + them + " In a whole game there are many hands of different sizes; the highest total wins."


LESSON = Lesson(
    deal=14, players=3, computers="easy", options={"schedule": "down"},
    welcome=("Oh Heck!: a hand of tricks. First everyone bids how many tricks they will take. Then each "
             "plays one card a trick; the highest card of the suit led wins it, unless a trump is played. "
             "Only a bid made exactly scores."),
    teach=teach, scored=scored)
