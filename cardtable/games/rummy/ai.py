"""Basic Rummy: how the computer players search it (its search kit)."""

from __future__ import annotations

import random

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.kits import Offers, SearchKit
from .. import melds as M
from . import beginner as BEGIN
from .rules import BasicRummyRules, RummyState, _fits, _near


class RummySearch(SearchKit[BasicRummyRules, RummyState]):
    """Basic Rummy's search kit (``engine/kits.py``): a plain player's play-out, and a
    beginner's moves for the easy level."""

    offers = Offers.BEGINNER
    iterations = {"easy": 20, "medium": 120, "hard": 1400}  # play-outs are long here

    def playout(self, state: RummyState, rng: random.Random) -> None:
        """Play to the end of the deal as a plain player would: take a discard that
        fits a meld, meld and lay off whenever possible, throw the highest loose card."""
        deal, rand, t = state.deal_no, rng.random, state.table
        zones, step, legal = t.zones, self.game.step, self.game.legal_actions
        while not state.over and state.deal_no == deal:
            seat = state.to_move
            assert seat is not None  # the game goes on: someone is to move
            hand = zones[state.hands[seat]]
            if state.phase == "draw":
                acts = legal(state)
                top = t.top("discard")
                if len(acts) == 1 or rand() < 0.1:
                    step(state, acts[int(rand() * len(acts))])
                    continue
                useful = top is not None and (_near(hand, top, 2) or any(
                    _fits(zones[z], state.meld_kind[z], top) for z in state.melds))
                step(state, acts[0] if useful and acts[0].kind == "take" else acts[-1])
                continue
            if rand() < 0.1:
                acts = legal(state)
                step(state, acts[int(rand() * len(acts))])
                continue
            if not state.melded:
                melds = M.find_melds(hand, M.LOW)
                if melds:
                    step(state, Action("meld", seat, max(melds, key=len)))
                    continue
            lay = next(((c, z) for z in state.melds for c in hand
                        if _fits(zones[z], state.meld_kind[z], c)), None)
            if lay is not None:
                step(state, Action("lay_off", seat, (lay[0],), lay[1]))
                continue
            loose = [c for c in hand if (c != state.taken or len(hand) == 1)]
            c = max(loose, key=lambda c: min(C.RANK[c], 10) - (100 if _near(hand, c, 1) else 0))
            step(state, Action("discard", seat, (c,)))

    def beginner_action(self, view: RummyState, seat: int, legal: list[Action], rng: random.Random) -> Action:
        """A beginner's move: the discard taken only to meld at once, melds laid at once, lay-offs
        on its own melds only, the lowest unpaired card thrown and the high ones kept (``beginner.py``)."""
        return BEGIN.beginner_action(view, seat, legal, rng)

    def lead_scale(self, state: RummyState) -> float:
        target = state.options["target"] if not state.options["deals"] else 100
        return max(target, 1)
