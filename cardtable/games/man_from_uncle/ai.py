"""The Man from U.N.C.L.E.: how the computer players search it (its search kit)."""

from __future__ import annotations

import random

from ...engine import cards as C
from ...engine import views
from ...engine.actions import Action
from ...engine.kits import Offers, SearchKit
from ...engine.table import HIDDEN
from . import beginner as BEGIN
from .rules import HAND, ManFromUncleRules, PileState, _worth


class UncleSearch(SearchKit[ManFromUncleRules, PileState]):
    """The Man from U.N.C.L.E.'s search kit (``engine/kits.py``): a person's play-out and prior, and
    for the level that reads the table, samples of the others' hands kept to what their play
    suggests (``read_sample``)."""

    offers = Offers.PRIOR | Offers.BEGINNER | Offers.READ
    # Medium searches simply: at its 300 iterations hard was not shown above it (-0.28 [-1.63, +1.08] chips a
    # game). At 60: hard v medium +1.0 [+0.1, +2.0] (bench_ai seed 113, 96 games; seed 61, 48: +2.1 [-0.3, +4.4]),
    # medium v easy +2.3 [+0.6, +4.0] (seed 61, 48). The game's room is in the others' hands, not in more search.
    iterations = {"medium": 60}

    def read_sample(self, view: PileState, seat: int, rng: random.Random) -> PileState:
        """The engine's sample, kept to what play suggests of the others' hands: a player
        always makes an Uncle when it holds the card for one, so a seat that passed one up holds
        no card of that rank among the cards it kept (``PileState.most``, kept by the rules from
        public play only). A hidden card a seat cannot hold is swapped with one drawn at random
        from the other hidden places (the draw pile, another hand) that both can take; where
        none can, the card stays (the reading was wrong). The same view and rng give the same sample."""
        s = views.determinize(view, seat, rng)
        most = s.most
        seats = [o for o in range(s.players) if o != seat and min(most[o]) < HAND]
        if not seats:
            return s
        rank, vz, t = C.RANK, view.table.zones, s.table
        zones, where, known = t.zones, t.where, t.known
        # every hidden place: (zone, index, seat holding it or -1); the counts of each hand's ranks
        places: list[tuple[str, int, int]] = []
        for z in ("draw", *(s.hands[o] for o in range(s.players) if o != seat)):
            holder = s.hands.index(z) if z != "draw" else -1
            places.extend((z, i, holder) for i, c in enumerate(vz[z]) if c == HIDDEN)
        counts = {}
        for o in range(s.players):
            if o != seat:
                cnt = [0] * 7
                for c in zones[s.hands[o]]:
                    cnt[rank[c]] += 1
                counts[o] = cnt
        for o in seats:
            cap, cnt, hz = most[o], counts[o], s.hands[o]
            for i in range(len(zones[hz])):
                r = rank[zones[hz][i]]
                if cnt[r] <= cap[r] or vz[hz][i] != HIDDEN:
                    continue
                fits = []
                for p in places:
                    z, j, q = p
                    if q == o:
                        continue
                    d = rank[zones[z][j]]
                    if d == r or cnt[d] >= cap[d]:
                        continue
                    if q >= 0 and counts[q][r] >= most[q][r]:
                        continue
                    fits.append(p)
                if not fits:
                    continue
                z, j, q = fits[int(rng.random() * len(fits))]
                a, b = zones[hz][i], zones[z][j]
                zones[hz][i], zones[z][j] = b, a
                where[a], where[b] = z, hz
                known[a], known[b] = known[b], known[a]
                cnt[r] -= 1
                cnt[rank[b]] += 1
                if q >= 0:
                    counts[q][rank[b]] -= 1
                    counts[q][r] += 1
        return s

    def playout(self, state: PileState, rng: random.Random) -> None:
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

    def prior(self, state: PileState, legal: list[Action]) -> list[float]:
        """What a person sees first: an Uncle (the higher the better), then a card that
        leaves the next player out of reach of a ten, and last one that hands them an Uncle."""
        total = state.table.counters["total"]
        return [_worth(total + C.RANK[a.cards[0]]) for a in legal]

    def beginner_action(self, view: PileState, seat: int, legal: list[Action], rng: random.Random) -> Action:
        """A beginner's move: an Uncle when it can, else the total brought close to the next ten,
        in reach of the next player (``beginner.py``)."""
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
