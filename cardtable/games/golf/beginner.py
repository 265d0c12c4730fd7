"""Six Card Golf: how a beginner plays (the easy level's mistakes, in kind; issue 29).

A beginner turns its first two cards up at random. It takes the top discard whenever it is
a low card (five points or less) and otherwise draws, never looking for a card that would
pair a column. It judges a card by its own points only, so it swaps out its highest
face-up card for anything lower even when that card made a pair (it forgets that a pair
scores nothing), and puts any other low card over a face-down card at random, its last
one too, without counting what its layout will score when the hole ends. A high card from
the stock it throws away. It reads only its own view: its layout, the card it holds, the
top discard.
"""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...engine.table import HIDDEN
from .rules import POINTS, GolfState

LOW = 5  # a card of this many points or fewer looks worth keeping to a beginner


def beginner_action(view: GolfState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    kinds = [a.kind for a in legal]
    if view.phase == "draw":
        return _draw(view, legal, kinds)
    if "replace" in kinds:
        return _place(view, seat, legal, rng)
    return legal[int(rng.random() * len(legal))]  # the first two cards: any two, at random


def _draw(view: GolfState, legal: list[Action], kinds: list[str]) -> Action:
    """A low discard is taken, pair or no pair; anything else, a card from the stock."""
    pile = view.table.zones["discard"]
    low = bool(pile) and POINTS[pile[-1]] <= LOW
    if "take" in kinds and (low or "draw" not in kinds):
        return legal[kinds.index("take")]
    return legal[kinds.index("draw")]


def _place(view: GolfState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """The held card over the highest face-up card it beats (pairs forgotten); a low card
    over a face-down one at random (the last one too: it goes out without counting); a high
    card from the stock thrown away."""
    t = view.table
    lay = t.zones[view.layouts[seat]]
    held = t.zones[view.held[seat]][-1]
    points = POINTS[held]
    up = [k for k in range(6) if lay[k] != HIDDEN and t.up[lay[k]]]
    down = [k for k in range(6) if k not in up]
    by_slot = {a.number: a for a in legal if a.kind == "replace"}
    worse = [k for k in up if POINTS[lay[k]] > points]
    if worse:
        top = max(POINTS[lay[k]] for k in worse)
        highest = [k for k in worse if POINTS[lay[k]] == top]
        return by_slot[highest[int(rng.random() * len(highest))]]
    discard = [a for a in legal if a.kind == "discard"]
    if down and (points <= LOW or not discard):
        return by_slot[down[int(rng.random() * len(down))]]
    if discard:
        return discard[0]
    return by_slot[min(up, key=lambda k: (-POINTS[lay[k]], rng.random()))]
