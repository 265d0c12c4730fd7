"""The Man from U.N.C.L.E.: how the computer players search it (its search kit)."""

from __future__ import annotations

import random

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.kits import BEGINNER, PRIOR, SearchKit
from ...engine.state import State
from . import beginner as BEGIN
from .rules import PileState, _worth


class UncleSearch(SearchKit):
    """The Man from U.N.C.L.E.'s search kit (``engine/kits.py``): a person's play-out and prior."""

    offers = frozenset({PRIOR, BEGINNER})

    def playout(self, state: State, rng: random.Random) -> None:
        """Play on to the end of the pile as a plain player would: take an Uncle when one is
        there, else keep the next player away from a ten (now and then just any card)."""
        deal, t, rank = state.deal_no, state.table, C.RANK
        legal_actions, step = self.game.legal_actions, self.game.step
        while not state.over and state.deal_no == deal:
            acts = legal_actions(state)
            if len(acts) > 1 and rng.random() >= 0.1:
                total = t.counters["total"]
                worth = [_worth(total + rank[a.cards[0]]) for a in acts]
                top = max(worth)
                acts = [a for a, w in zip(acts, worth) if w == top]
            step(state, acts[int(rng.random() * len(acts))])

    def prior(self, state: State, legal: list[Action]) -> list[float]:
        """What a person sees first: an Uncle (the higher the better), then a card that
        leaves the next player out of reach of a ten, and last one that hands them an Uncle."""
        total = state.table.counters["total"]
        return [_worth(total + C.RANK[a.cards[0]]) for a in legal]

    def beginner_action(self, view: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
        """A beginner's move: an Uncle when it can, else the total brought close to the next ten,
        in reach of the next player (``beginner.py``)."""
        assert isinstance(view, PileState)
        return BEGIN.beginner_action(view, seat, legal, rng)

    def evaluate(self, state: PileState) -> list[float]:
        if state.over:
            return super().evaluate(state)
        # How far each seat leads the best of the others, against the chips still in the pot.
        chips = state.table.counters["chips"]
        pot = state.table.counters["pot"]
        out = []
        for s, c in enumerate(chips):
            other = max(x for i, x in enumerate(chips) if i != s)
            lead = max(-1.0, min(1.0, (c - other) / (pot + 1)))
            out.append(0.5 + 0.5 * lead)
        return out
