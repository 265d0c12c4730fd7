"""What one seat may see, and the worlds an AI samples from it.

A view is a copy of the state in which every card the seat cannot see is
replaced by ``HIDDEN``; the hidden cards themselves are kept only as a sorted
list per pool. Determinizing re-deals that list into the hidden slots with a
given random source. Because it starts from the view, two states that look
the same to a seat give the same sample: no AI can read a card it could not
know.
"""

from __future__ import annotations

import random
from typing import TypeVar

from .state import State
from .table import HIDDEN

S = TypeVar("S", bound=State)


def view(state: S, seat: int) -> S:
    """The state as ``seat`` sees it: hidden cards masked, no random source."""
    v = state.copy()
    t = v.table
    up, known, where = t.up, t.known, t.where
    unseen: dict[str, list[int]] = {}
    specs = t.specs
    for zname, lst in t.zones.items():
        pool = None
        for i, c in enumerate(lst):
            if c == HIDDEN:
                raise ValueError("this is a view already")
            if up[c] or known[c] >> seat & 1:
                continue
            if pool is None:
                pool = unseen.setdefault(specs[zname].pool, [])
            pool.append(c)
            lst[i] = HIDDEN
            where[c] = None
            known[c] = 0
    for p in unseen.values():
        p.sort()
    v.unseen = unseen
    v.viewer = seat
    v.seed = None
    v.chance = 0
    v.stacked = []
    return v


def determinize(state: S, seat: int, rng: random.Random) -> S:
    """A full state consistent with what ``seat`` sees: hidden cards re-dealt at random."""
    v = state if state.viewer == seat else view(state, seat)
    s = v.copy()
    t = s.table
    pools = {k: lst[:] for k, lst in (v.unseen or {}).items()}
    for lst in pools.values():
        rng.shuffle(lst)
    specs = t.specs
    where, known = t.where, t.known
    for zname, lst in t.zones.items():  # insertion order: public, so canonical
        if HIDDEN not in lst:
            continue
        spec = specs[zname]
        pool = pools[spec.pool]
        bit = spec.owner_bit
        for i, c in enumerate(lst):
            if c == HIDDEN:
                c = pool.pop()
                lst[i] = c
                where[c] = zname
                known[c] = bit
    s.unseen = None
    s.viewer = None
    s.searcher = seat
    s.seed = rng.getrandbits(60)
    s.chance = 0
    return s


def visible_cards(state: State, seat: int) -> set[int]:
    """Every card ``seat`` can see on the table (face up, or known to it)."""
    t = state.table
    return {c for lst in t.zones.values() for c in lst if c != HIDDEN and t.sees(seat, c)}
