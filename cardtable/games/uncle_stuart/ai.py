"""Uncle Stuart's Game's helper for the search AI: a plain player's play-out."""

from __future__ import annotations

import random

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.kits import Offers, SearchKit
from . import beginner as BEGIN
from .rules import UncleStuartRules
from .state import POINTS, StuartState


def playout(game: UncleStuartRules, state: StuartState, rng: random.Random) -> None:
    """Play to the end of the deal as a plain player would: take a discard that
    goes with the hand, lay down all it can, throw the highest loose card."""
    deal, rand, t = state.deal_no, rng.random, state.table
    zones, step, rank, suit = t.zones, game.step, C.RANK, C.SUIT
    while not state.over and state.deal_no == deal:
        acts = game.legal_actions(state)
        if len(acts) == 1 or rand() < 0.1:
            step(state, acts[int(rand() * len(acts))])
            continue
        seat = state.to_move
        assert seat is not None  # the game goes on: someone is to move
        hand = zones[state.hands[seat]]
        if state.phase == "draw":
            top = t.top("discard")
            fits = top is not None and (any(top in f for f in state.fit.values()) or sum(
                1 for c in hand if rank[c] == rank[top]) >= 2 or sum(
                1 for c in hand if suit[c] == suit[top] and abs(rank[c] - rank[top]) <= 2) >= 2)
            kinds = [a.kind for a in acts]
            if (fits or "draw" not in kinds) and "take" in kinds:
                step(state, acts[kinds.index("take")])
            else:
                step(state, acts[kinds.index("draw")] if "draw" in kinds else acts[-1])
            continue
        melds = [a for a in acts if a.kind == "meld"]
        if melds:
            step(state, max(melds, key=lambda a: len(a.cards)))
            continue
        lay = [a for a in acts if a.kind == "lay_off"]
        if lay:
            step(state, lay[0])
            continue

        def loose(c: int, hand: list[int] = hand) -> int:
            near = sum(1 for o in hand if o != c and (rank[o] == rank[c] or (
                suit[o] == suit[c] and abs(rank[o] - rank[c]) <= 1)))
            return POINTS[c] - 100 * near

        step(state, max(acts, key=lambda a: loose(a.cards[0])))


class StuartSearch(SearchKit[UncleStuartRules, StuartState]):
    """Uncle Stuart's Game's search kit (``engine/kits.py``): a plain player's play-out, and a
    beginner's moves for the easy level."""

    offers = Offers.BEGINNER
    iterations = {"easy": 20, "medium": 100, "hard": 1000}  # play-outs are long here

    def playout(self, state: StuartState, rng: random.Random) -> None:
        playout(self.game, state, rng)

    def beginner_action(self, view: StuartState, seat: int, legal: list[Action], rng: random.Random) -> Action:
        """A beginner's move: never a scoop, lay-offs on its own melds only, the cheapest loose
        card thrown and the aces kept (``beginner.py``)."""
        return BEGIN.beginner_action(view, seat, legal, rng)

    def lead_scale(self, state: StuartState) -> float:
        target: int = state.options["target"]
        return max(min(target, 1000), 100)
