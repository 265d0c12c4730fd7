"""Runs and sets: the meld rules that Basic Rummy, Uncle Stuart's Game and Show share (and
the buttons' words and the beginner's turn that Basic Rummy and Uncle Stuart's Game share).

``aces`` says where an ace may sit in a run: "low" (A-2-3 only), or "either"
(A-2-3 or Q-K-A, never K-A-2 round the corner).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from itertools import combinations
from typing import TypeVar

from ..engine.actions import Action
from ..engine.cards import RANK, SUIT, long_name
from ..engine.kits import G
from ..engine.state import State
from ..engine.words import Words
from .stock import HandsState

LOW, EITHER = "low", "either"


def is_set(cards: tuple[int, ...] | list[int], min_len: int = 3, max_len: int = 4) -> bool:
    """Three or four cards of one rank."""
    return min_len <= len(cards) <= max_len and len({RANK[c] for c in cards}) == 1


def run_ranks(cards: tuple[int, ...] | list[int], aces: str = LOW) -> list[int] | None:
    """The run's ranks in order (an ace high counts 14), or None if not one suit in sequence."""
    if not cards or len({SUIT[c] for c in cards}) != 1:
        return None
    ranks = sorted(RANK[c] for c in cards)
    if _consecutive(ranks):
        return ranks
    if aces == EITHER and ranks[0] == 1:
        high = sorted(14 if r == 1 else r for r in ranks)
        if _consecutive(high):
            return high
    return None


def _consecutive(ranks: list[int]) -> bool:
    return all(b == a + 1 for a, b in zip(ranks, ranks[1:]))


def is_run(cards: tuple[int, ...] | list[int], aces: str = LOW, min_len: int = 3) -> bool:
    """Three or more cards of one suit in sequence."""
    return len(cards) >= min_len and run_ranks(cards, aces) is not None


def meld_kind(cards: tuple[int, ...] | list[int], aces: str = LOW) -> str | None:
    if is_set(cards):
        return "set"
    if is_run(cards, aces):
        return "run"
    return None


def fits(meld: list[int], kind: str, card: int, aces: str = LOW) -> bool:
    """Can ``card`` be laid off on this meld, keeping it the same kind of meld?"""
    new = [*meld, card]
    return is_set(new) if kind == "set" else is_run(new, aces)


def find_sets(hand: list[int], sizes: tuple[int, ...] = (3, 4)) -> list[tuple[int, ...]]:
    """Every set that can be made from the hand (each subset of one rank, 3 or 4 cards)."""
    by_rank: dict[int, list[int]] = {}
    for c in hand:
        by_rank.setdefault(RANK[c], []).append(c)
    out: list[tuple[int, ...]] = []
    for r in sorted(by_rank):
        group = sorted(by_rank[r])
        for k in sizes:
            out.extend(combinations(group, k))
    return out


def find_runs(hand: list[int], aces: str = LOW, min_len: int = 3) -> list[tuple[int, ...]]:
    """Every run that can be made from the hand: each stretch of one suit in sequence."""
    out: list[tuple[int, ...]] = []
    for suit in range(4):
        by_rank: dict[int, list[int]] = {}
        for c in hand:
            if SUIT[c] == suit:
                by_rank.setdefault(RANK[c], []).append(c)
                if aces == EITHER and RANK[c] == 1:
                    by_rank.setdefault(14, []).append(c)
        ranks = sorted(by_rank)
        for i, start in enumerate(ranks):
            length = 1
            while i + length < len(ranks) and ranks[i + length] == start + length:
                length += 1
            for k in range(min_len, length + 1):
                seq = ranks[i:i + k]
                out.extend(_choices([by_rank[r] for r in seq]))
    return [m for m in dict.fromkeys(out) if len(set(m)) == len(m)]


def _choices(groups: list[list[int]]) -> list[tuple[int, ...]]:
    """One card from each rank's group (several packs can give several copies)."""
    result: list[tuple[int, ...]] = [()]
    for g in groups:
        result = [r + (c,) for r in result for c in sorted(g)]
    return [tuple(sorted(r)) for r in result]


def find_melds(hand: list[int], aces: str = LOW) -> list[tuple[int, ...]]:
    """Every set and run in the hand, as sorted tuples of cards."""
    return find_sets(hand) + find_runs(hand, aces)


def in_any_meld(hand: list[int], aces: str = LOW) -> set[int]:
    """The cards of the hand that belong to at least one possible meld."""
    return {c for m in find_melds(hand, aces) for c in m}


def draw_discard_label(state: State, action: Action, meld_kind: Mapping[str, str]) -> str | None:
    """A button's words for the moves the melding games share (see ``Words.label``), or None:
    "draw from the stock", "take the 7 of clubs", "lay off the 7 of clubs on {1's} run"."""
    t, k = state.table, action.kind
    if k == "draw":
        return "draw from the stock"
    if k == "take" and t.zones["discard"]:
        return f"take the {long_name(t.zones['discard'][-1])}"
    if k in ("discard", "lay_off") and len(action.cards) == 1:
        words = f"{k.replace('_', ' ')} the {long_name(action.cards[0])}"
        if k == "lay_off" and action.zone in t.specs:
            words += f" on {{{t.specs[action.zone].owner}'s}} {meld_kind.get(action.zone, 'meld')}"
        return words
    if k == "meld" and len(action.cards) < 3:
        return f"meld {len(action.cards)} cards"
    return None


class MeldsState(HandsState):
    """A melding game's state as the buttons' words read it (Basic Rummy's, Uncle Stuart's)."""

    __slots__ = ()
    meld_kind: dict[str, str]  # meld zone -> "set" or "run"


MS = TypeVar("MS", bound=MeldsState)


class MeldsWords(Words[G, MS]):
    """The words Basic Rummy and Uncle Stuart's Game share: the buttons to draw, take, discard and lay off."""

    def label(self, state: MS, action: Action) -> str:
        return draw_discard_label(state, action, state.meld_kind) or super().label(state, action)


# -- a beginner's turn in the rummy games (issue 29; each game's beginner.py says its own mistakes)
def beginner_draw(view: State, legal: list[Action], wants: Callable[[int], bool],
                  order: tuple[str, ...]) -> Action:
    """The top discard when the beginner ``wants`` it; else the first kind of ``order`` on
    offer (else the first move). Never a scoop: it does not look below the top card."""
    kinds = [a.kind for a in legal]
    top = view.table.top("discard")
    if "take" in kinds and top is not None and wants(top):
        return legal[kinds.index("take")]
    for kind in order:
        if kind in kinds:
            return legal[kinds.index(kind)]
    return legal[0]


def beginner_play(view: State, seat: int, legal: list[Action], rng: random.Random,
                  keeps: Callable[[int], bool], cost: Callable[[int], int]) -> Action:
    """After the draw: the longest meld it sees, laid at once; else a lay-off on its own melds
    only (it forgets it may add to the others'); else the discard it ``keeps`` least, then the
    cheapest by ``cost``; ties at random. With no discard on offer, any move."""
    melds = [a for a in legal if a.kind == "meld"]
    if melds:
        size = max(len(a.cards) for a in melds)
        longest = [a for a in melds if len(a.cards) == size]
        return longest[int(rng.random() * len(longest))]
    specs = view.table.specs
    own = [a for a in legal if a.kind == "lay_off" and a.zone is not None and specs[a.zone].owner == seat]
    if own:
        return own[0]
    throws = [a for a in legal if a.kind == "discard"]
    if not throws:  # (Uncle Stuart's Game: a scooped card still to lay down)
        return legal[int(rng.random() * len(legal))]
    return min(throws, key=lambda a: (keeps(a.cards[0]), cost(a.cards[0]), rng.random()))
