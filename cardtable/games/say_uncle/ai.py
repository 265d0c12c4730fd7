"""Say Uncle: how the computer players search it (its search kit)."""

from __future__ import annotations

import random

from ...engine import views
from ...engine.actions import Action
from ...engine.kits import Offers, SearchKit
from ...engine.table import HIDDEN, Table
from . import beginner as BEGIN
from .rules import SayUncleRules, UncleState

HAND = 10  # cards held while cards are put away
# Per other seat that put cards away (``SayUncleSearch._unsure``): the cards seen going into its hand that the
# seat no longer knows there, how many it put away, its hand and pile, and their places the seat cannot see.
Unsure = tuple[list[int], int, str, str, list[int], list[int]]


def _gather(t: Table, cards: list[int], zone: str, slots: list[int], bit: int) -> None:
    """Bring ``cards`` into ``zone``'s ``slots`` (places the seat cannot see) in a sampled world, each
    in place of a card not among them, which goes where the card came from."""
    where, zones, known, specs = t.where, t.zones, t.known, t.specs
    lst = zones[zone]
    want = set(cards)
    free = iter([i for i in slots if lst[i] not in want])
    for c in cards:
        z = where[c]
        if z == zone:
            continue  # a card the seat cannot see lies only in a place it cannot see
        assert z is not None  # a sampled world: every card has its place
        i = next(free)
        x = lst[i]
        other = zones[z]
        other[other.index(c)] = x
        lst[i] = c
        where[c], where[x] = zone, z
        known[c], known[x] = bit, specs[z].owner_bit


class SayUncleSearch(SearchKit[SayUncleRules, UncleState]):
    """Say Uncle's search kit (``engine/kits.py``)."""

    offers = Offers.BEGINNER
    # Medium searches simply: at its 300 iterations hard was not shown above it (+0.5 [-0.8, +1.8] a game,
    # 24 games); at 60, hard +3.1 [+2.0, +4.1] and medium over easy +1.7 [+0.7, +2.8] (bench_ai, seed 103).
    iterations = {"medium": 60}

    _last: tuple[UncleState, int, list[Unsure]] | None = None  # (view, seat, ``_unsure``'s answer): the last view

    def lead_scale(self, state: UncleState) -> float:
        target: int = state.options["target"]
        return target + 1

    def determinize(self, view: UncleState, seat: int, rng: random.Random) -> UncleState:
        """The engine's sample, narrowed by what everyone saw: a player who put cards away holds all
        but as many of the cards seen going into their hand (``shown``) as they put away (``away``),
        and those that went lie in their discard pile. Which ones went is drawn at random, each put-away
        taking one of the ten cards then held."""
        if view.viewer != seat:  # a whole state: what the seat sees of it
            view = views.view(view, seat)
        w = views.determinize(view, seat, rng)
        if not any(view.away):
            return w
        t = w.table
        for unsure, k, hand, pile, hand_slots, pile_slots in self._unsure(view, seat):
            left, gone_n = len(unsure), 0
            for _ in range(k):
                if rng.random() * HAND < left:
                    gone_n += 1
                    left -= 1
            gone_n = min(max(gone_n, len(unsure) - len(hand_slots)), len(pile_slots), len(unsure))
            if gone_n == 0:
                gone: list[int] = []
            elif gone_n == 1:
                gone = [unsure[int(rng.random() * len(unsure))]]
            else:
                gone = sorted(rng.sample(unsure, gone_n))
            _gather(t, [c for c in unsure if c not in gone] if gone else unsure, hand, hand_slots,
                    t.specs[hand].owner_bit)
            if gone:
                _gather(t, gone, pile, pile_slots, t.specs[pile].owner_bit)
        return w

    def _unsure(self, view: UncleState, seat: int) -> list[Unsure]:
        """Per other seat that put cards away: the cards seen going into its hand that ``seat`` no longer
        knows there, how many it put away, its hand and pile, and their places ``seat`` cannot see.
        Worked out once a view (a search samples many worlds from one)."""
        last = self._last
        if last is not None and last[0] is view and last[1] == seat:
            return last[2]
        vt = view.table
        out: list[Unsure] = []
        for a in range(view.players):
            k = view.away[a]
            if a == seat or not k:
                continue
            hand, pile = view.hands[a], view.discards[a]
            unsure = sorted(c for c in view.shown[a] if vt.where[c] is None)  # known there once, not now
            if unsure:
                out.append((unsure, k, hand, pile, [i for i, c in enumerate(vt.zones[hand]) if c == HIDDEN],
                            [i for i, c in enumerate(vt.zones[pile]) if c == HIDDEN]))
        self._last = (view, seat, out)
        return out

    def beginner_action(self, view: UncleState, seat: int, legal: list[Action], rng: random.Random) -> Action:
        """A beginner's move: a flush chased rather than a run, "Uncle" said at four in a row
        (``beginner.py``)."""
        return BEGIN.beginner_action(view, seat, legal, rng)
