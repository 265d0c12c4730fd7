"""Oh Heck!'s kits (``engine/kits.py``): how the computer players search it, the review's bids
and hindsight, and the last trick."""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...engine.kits import HindsightRow, Offers, ReviewKit, SearchKit, TrickKit
from . import ai as AI
from . import beginner as BEGIN
from . import hindsight as HINDSIGHT_AI
from . import playout as PLAY
from . import solver as SOLVE
from .rules import OhHeckRules
from .state import HeckState
from .words import hindsight_lines


class HeckSearch(SearchKit[OhHeckRules, HeckState]):
    """Oh Heck!'s search: play-outs where every player plays toward its bid, a policy for the
    others, worlds that keep the voids play has shown, the hand's own points as the reward, and
    the last tricks solved exactly."""

    offers = Offers.PRIOR | Offers.POLICY | Offers.SOLVER | Offers.REWARD | Offers.BEGINNER | Offers.READ
    iterations = {"easy": 40, "medium": 250, "hard": 4000}
    plain_levels = ("easy", "medium")  # with the play-out policy medium plays as hard does (bench_ai)
    # Bids are searched plainly at every level: the policy's picture of the others (a card at random half
    # the time, else toward their bid) made hard bid too low against random players and too high against
    # searching ones (bench_openspiel: where its bid differed from the reference's it made 50-60% against
    # 66-76%); the plain search, over the worlds hard reads from the bids, bid better on the same deals.
    plain_phases = ("bid",)

    def playout(self, state: HeckState, rng: random.Random) -> None:
        """The search's play-out: every player plays toward its bid (``playout.py``)."""
        if state.table.log is not None or state.over:
            return super().playout(state, rng)
        PLAY.guided_hand(state, rng)
        self.game.end_hand(state)

    def __init__(self, game: OhHeckRules) -> None:
        super().__init__(game)
        self.inference = AI.BidInference()

    def determinize(self, view: HeckState, seat: int, rng: random.Random) -> HeckState:
        """Worlds that keep the voids play has shown (a seat that did not follow a suit holds none)."""
        AI.read_others(None)  # no reading: every other seat as loose as any
        return AI.determinize(self.game, view, seat, rng)

    def read_sample(self, view: HeckState, seat: int, rng: random.Random) -> HeckState:
        """Worlds that keep the voids and fit the bids made (``ai.BidInference``): the hard level's."""
        return self.inference.sample(self.game, view, seat, rng)

    def prior(self, state: HeckState, legal: list[Action]) -> list[float] | None:
        return AI.prior(self.game, state, legal)

    def lead_scale(self, state: HeckState) -> float:
        return 60.0

    def policy_action(self, state: HeckState, rng: random.Random) -> Action:
        return PLAY.policy_action(self.game, state, rng)

    def solve_ending(self, view: HeckState, seat: int, legal: list[Action], rng: random.Random,
                     deadline: float) -> Action | None:
        """The last few tricks solved exactly over sampled worlds (``solver.py``); bids are left to the
        search (``plain_phases``)."""
        if view.phase == "bid":
            return None
        card = SOLVE.choose(self.game, view, seat, rng, deadline)
        return None if card is None else next(a for a in legal if a.cards[0] == card)

    def beginner_action(self, view: HeckState, seat: int, legal: list[Action], rng: random.Random) -> Action:
        """A beginner's move: aces and kings bid, the highest card played while tricks are
        wanted, trumps forgotten (``beginner.py``)."""
        return BEGIN.beginner_action(view, seat, legal, rng)

    def search_reward(self, root: HeckState, end: HeckState) -> list[float]:
        """The points the hand in play paid each seat, over the most it could pay
        (10 plus every trick): a search plays for the points of the hand, not for
        its place at the table (a missed bid scores nothing whoever leads)."""
        top = 10.0 + root.hand_size
        before, after = root.table.counters["score"], end.table.counters["score"]
        return [(a - b) / top for a, b in zip(after, before)]


class HeckReview(ReviewKit[OhHeckRules, HeckState]):
    """Oh Heck! for the review: each hand's bids, and once a hand is over, whether each bid could
    have been made."""

    offers = Offers.HINDSIGHT

    def bid_made(self, root: HeckState, end: HeckState, seat: int) -> bool | None:
        """Did ``seat`` make its bid in the hand ``root`` is in (``end`` is past its last trick)?"""
        line = end.sheet[root.deal_no]  # (dealer, bids, tricks, points)
        made: bool = line[1][seat] == line[2][seat]
        return made

    def hindsight(self, start: HeckState, end: HeckState, first: int = 0,
                  seconds: float = 3.0) -> list[HindsightRow]:
        """Could each bid have been made? (``hindsight.py``)"""
        return HINDSIGHT_AI.hindsight(start, end, first, seconds)

    def hindsight_lines(self, rows: list[HindsightRow], names: list[str]) -> list[str]:
        return hindsight_lines(rows, names)


class HeckTricks(TrickKit[OhHeckRules, HeckState]):
    """Oh Heck!'s last trick, kept by the rules as it is gathered."""

    def last_trick(self, state: HeckState) -> tuple[int, tuple[int, ...], int] | None:
        return state.last_trick
