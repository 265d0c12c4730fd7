"""Six Card Golf: how the computer players search it (its search kit)."""

from __future__ import annotations

import random

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.kits import Offers, SearchKit
from . import beginner as BEGIN
from .rules import COLUMNS, HIDDEN_GUESS, POINTS, GolfState, SixCardGolfRules, _guess


def _cost(lay: list[int], up: list[bool], a: Action) -> float:
    """How much replacing the layout card ``a`` names sheds: its points, or a hidden card's guess (negated)."""
    k = a.number
    assert k is not None  # a replace names the layout card's place
    return -POINTS[lay[k]] if up[lay[k]] else -HIDDEN_GUESS


class GolfSearch(SearchKit[SixCardGolfRules, GolfState]):
    """Six Card Golf's search kit (``engine/kits.py``): a plain player's play-out, and a
    beginner's moves for the easy level."""

    offers = Offers.BEGINNER
    iterations = {"easy": 40, "medium": 200, "hard": 2000}  # play-outs are long here

    def playout(self, state: GolfState, rng: random.Random) -> None:
        """Play to the end of the hole as a plain player would: keep low cards, make
        column pairs, and do not turn the last card up on a high layout."""
        deal, rand, t = state.deal_no, rng.random, state.table
        up, rank = t.up, C.RANK
        legal, step = self.game.legal_actions, self.game.step
        while not state.over and state.deal_no == deal:
            acts = legal(state)
            if state.phase == "turn_up" or rand() < 0.1:
                step(state, acts[int(rand() * len(acts))])
                continue
            seat = acts[0].seat  # the seat to move
            lay = t.zones[state.layouts[seat]]
            if state.phase == "draw":
                top = t.zones["discard"][-1]
                pairs = any(up[lay[k]] and rank[lay[k]] == rank[top] and not (up[lay[j]] and rank[lay[j]] == rank[top])
                            for a, b in COLUMNS for k, j in ((a, b), (b, a)))
                take = pairs or POINTS[top] <= 1
                step(state, acts[-1] if take or len(acts) == 1 else acts[0])
                continue
            held = t.zones[state.held[seat]][-1]
            before = _guess(lay, up)
            hidden = sum(1 for c in lay if not up[c])
            best, gain = None, 0.5
            for a in acts:
                if a.kind != "replace":
                    continue
                k = a.number
                assert k is not None  # a replace names the layout card's place
                trial = list(lay)
                trial[k] = held
                was_hidden = not up[lay[k]]
                g = before - _guess(trial, up, k)
                if was_hidden and hidden == 1 and _guess(trial, up, k) > 12:
                    g -= 20  # going out on a high layout hands the hole to the others
                if g > gain:
                    best, gain = a, g
            if best is None:
                best = acts[-1] if state.from_stock else min(
                    (a for a in acts if a.kind == "replace"), key=lambda a: _cost(lay, up, a))
            step(state, best)

    def beginner_action(self, view: GolfState, seat: int, legal: list[Action], rng: random.Random) -> Action:
        """A beginner's move: any low discard taken, pairs forgotten, the highest face-up card
        swapped out, low cards put face down at random (``beginner.py``)."""
        return BEGIN.beginner_action(view, seat, legal, rng)

    def lead_scale(self, state: GolfState) -> float:
        return 40.0
