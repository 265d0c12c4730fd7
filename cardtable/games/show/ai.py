"""Show: how the computer players search it (its search kit)."""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...engine.kits import Offers, SearchKit
from . import beginner as BEGIN
from .rules import POINTS, TARGET, ShowRules, ShowState, hand_points


class ShowSearch(SearchKit[ShowRules, ShowState]):
    """Show's search kit (``engine/kits.py``)."""

    offers = Offers.BEGINNER
    iterations = {"easy": 30, "medium": 150, "hard": 1600}  # play-outs are long here

    def playout(self, state: ShowState, rng: random.Random) -> None:
        """Play to the end of the round as a plain player would: throw the most points
        each turn, take a low discard, and call "Show" on a low hand."""
        deal, rand, t = state.deal_no, rng.random, state.table
        legal, step = self.game.legal_actions, self.game.step
        while not state.over and state.deal_no == deal:
            acts = legal(state)
            if rand() < 0.1:
                step(state, acts[int(rand() * len(acts))])
                continue
            if state.phase == "draw":
                low = state.prev_top >= 0 and POINTS[state.prev_top] <= 3
                step(state, acts[-1] if low else acts[0])
                continue
            if acts[-1].kind == "show" and (hand_points(t.zones[state.hands[acts[-1].seat]]) <= 2 or rand() < 0.5):
                step(state, acts[-1])
                continue
            step(state, max((a for a in acts if a.kind == "discard"),
                                 key=lambda a: (hand_points(a.cards), len(a.cards))))

    def lead_scale(self, state: ShowState) -> float:
        return TARGET

    def beginner_action(self, view: ShowState, seat: int, legal: list[Action], rng: random.Random) -> Action:
        """A beginner's move: "Show" called as soon as it may, the highest card thrown alone, a
        blind draw (``beginner.py``)."""
        return BEGIN.beginner_action(view, seat, legal, rng)
