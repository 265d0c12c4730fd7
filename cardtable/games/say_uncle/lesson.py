"""Say Uncle's first deal that teaches (``games/lessons.py``): draft toward one straight flush, trade with
the stock, and say Uncle when your straight flush is long.

Each step reads the person's view only: their hand, the tableau, the card turned from the stock.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.state import State
from ..lessons import Lesson, Step, card, cards, of_kind, people, points, seen_in
from .rules import UncleState, describe_key, straight_flush

CALL_AT = 5  # a straight flush this long is worth calling on in a first deal


def near(hand: list[int], c: int) -> int:
    """Cards of ``c``'s suit in the hand within two ranks of it: a run it may join."""
    return sum(1 for o in hand if C.SUIT[o] == C.SUIT[c] and 0 < abs(C.RANK[o] - C.RANK[c]) <= 2)


def through(hand: list[int], c: int) -> list[int]:
    """The run of ``c``'s suit in sequence that ``c`` would be part of, with the hand's cards (``c`` included)."""
    ranks = {C.RANK[o]: o for o in hand if C.SUIT[o] == C.SUIT[c]}
    run, r = [c], C.RANK[c]
    for step in (-1, 1):
        k = r + step
        while k in ranks:
            run.append(ranks[k])
            k += step
    return run


def teach(view: State, legal: list[Action]) -> Step:
    assert isinstance(view, UncleState)
    me = legal[0].seat
    hand = seen_in(view, view.hands[me], me)
    now = straight_flush(hand)
    drafts = of_kind(legal, "draft")
    if drafts:
        def value(a: Action) -> tuple[tuple[int, int, int], int, int]:
            c = a.cards[0]
            return straight_flush([*hand, c]), near(hand, c), C.RANK[c]
        a = max(drafts, key=value)
        c = a.cards[0]
        got = straight_flush([*hand, c])
        run = through(hand, c)
        if got[0] > now[0]:
            why = f"it makes your straight flush {describe_key(got)}, longer than before"
        elif len(run) >= 2:
            why = f"it joins {cards(o for o in run if o != c)} in a row: {describe_key(straight_flush(run))}"
        elif near(hand, c):
            o = next(o for o in hand if C.SUIT[o] == C.SUIT[c] and abs(C.RANK[o] - C.RANK[c]) == 2)
            gap = C.card((C.RANK[o] + C.RANK[c]) // 2, C.SUIT[c])
            why = f"with {card(o)} it needs only {card(gap)} between them to make a run of three"
        else:
            why = "nothing on the tableau joins your cards yet; a high card decides ties"
        seen = " Everyone sees the cards you draft, as you see theirs." if len(hand) <= 5 else ""
        return Step((a,), f"Draft {card(c)}: {why}.{seen}")
    call, turn = of_kind(legal, "call"), of_kind(legal, "turn")
    if call or turn:
        if call and now[0] >= CALL_AT:
            return Step(tuple(call), f"Say Uncle: your straight flush is {describe_key(now)}, a long one. Everyone "
                        "shows; if yours is the best you score 2 points; if another hand beats it, that player "
                        "scores 2 and you lose 1.")
        return Step(tuple(turn), f"Turn the top card of the stock: your best is {describe_key(now)}, not yet long "
                    f"enough to say Uncle on ({CALL_AT} or more is a good time). The turned card is offered to you "
                    "first.")
    turned = view.table.top("turned")
    takes, passes = of_kind(legal, "take"), of_kind(legal, "pass")
    if turned is not None and takes:
        def after(a: Action) -> tuple[int, int, int]:
            return straight_flush([c for c in hand if c != a.cards[0]] + [turned])
        a = max(takes, key=lambda a: (after(a), -near(hand, a.cards[0]), -C.RANK[a.cards[0]]))
        if after(a) > now:
            out = a.cards[0]
            return Step((a,), f"Take {card(turned)}: it makes your straight flush {describe_key(after(a))}. Click "
                        f"{card(out)} to put it face down on your discards in exchange: it is in no run of yours.")
    if passes:
        return Step(tuple(passes), f"Pass: {card(turned) if turned is not None else 'the turned card'} does not make "
                    f"your straight flush ({describe_key(now)}) any better.")
    return Step((legal[0],), "Make this move to go on.")


def scored(gained: Sequence[float], names: Sequence[str]) -> str:
    won = [s for s, g in enumerate(gained) if g > 0]
    lost = [s for s, g in enumerate(gained) if g < 0]
    who = people(names, won) if won else ""
    top = (f"{'you' if who == 'You' else who} had the best straight flush and scored {points(max(gained))}" if won
           else "everyone showed their hand")
    caller = f"; {people(names, lost)} said Uncle and lost 1" if lost else ""
    return (f"The deal is over: {top}{caller}. The best straight flush is the longest run of one suit; "
            "the first to 5 points wins the game.")


LESSON = Lesson(
    deal=19, players=3, computers="easy",
    welcome=("Say Uncle: build the longest straight flush (cards of one suit in sequence) in a hand of ten. First "
             "everyone drafts cards from the tableau in the middle; then you trade with the stock, and say Uncle "
             "when you think your hand is the best."),
    teach=teach, scored=scored)
