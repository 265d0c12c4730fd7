"""Say Uncle: how the computer players search it (its search kit)."""

from __future__ import annotations

import random

from ...engine import views
from ...engine.actions import Action
from ...engine.kits import BEGINNER, SearchKit
from ...engine.state import State
from ...engine.table import HIDDEN, Table
from . import beginner as BEGIN
from .rules import UncleState

HAND = 10  # cards held while cards are put away


def _swap(t: Table, a: int, b: int) -> None:
    """Trade two cards' places in a sampled world (each takes the other's zone's owner bit)."""
    za, zb = t.where[a], t.where[b]
    la, lb = t.zones[za], t.zones[zb]
    ia, ib = la.index(a), lb.index(b)
    la[ia], lb[ib] = b, a
    t.where[a], t.where[b] = zb, za
    t.known[a], t.known[b] = t.specs[zb].owner_bit, t.specs[za].owner_bit


def _gather(t: Table, cards: list[int], zone: str, slots: list[int]) -> None:
    """Bring ``cards`` into ``zone``'s ``slots`` (places the seat cannot see), each in place of a card
    not among them (which goes where the card came from)."""
    want = set(cards)
    lst = t.zones[zone]
    free = [i for i in slots if lst[i] not in want]
    for c in cards:
        if t.where[c] == zone and lst.index(c) in slots:
            continue
        i = free.pop(0)
        _swap(t, lst[i], c)


class SayUncleSearch(SearchKit):
    """Say Uncle's search kit (``engine/kits.py``)."""

    offers = frozenset({BEGINNER})
    # Medium searches simply: at its 300 iterations hard was not shown above it (+0.5 [-0.8, +1.8] a game,
    # 24 games); at 60, hard +3.1 [+2.0, +4.1] and medium over easy +1.7 [+0.7, +2.8] (bench_ai, seed 103).
    iterations = {"medium": 60}

    def lead_scale(self, state: UncleState) -> float:
        return state.options["target"] + 1

    def determinize(self, view: State, seat: int, rng: random.Random) -> State:
        """The engine's sample, narrowed by what everyone saw: a player who put cards away holds all
        but as many of the cards seen going into their hand (``shown``) as they put away (``away``),
        and those that went lie in their discard pile. Which ones went is drawn at random, each put-away
        taking one of the ten cards then held."""
        assert isinstance(view, UncleState)
        w = views.determinize(view, seat, rng)
        if not any(view.away):
            return w
        vt, t = view.table, w.table
        for a in range(view.players):
            k = view.away[a]
            if a == seat or not k:
                continue
            hand, pile = view.hands[a], view.discards[a]
            unsure = sorted(c for c in view.shown[a] if vt.where[c] is None)  # known there once, not now
            if not unsure:
                continue
            hand_slots = [i for i, c in enumerate(vt.zones[hand]) if c == HIDDEN]
            pile_slots = [i for i, c in enumerate(vt.zones[pile]) if c == HIDDEN]
            left, gone_n = len(unsure), 0
            for _ in range(k):
                if rng.random() * HAND < left:
                    gone_n += 1
                    left -= 1
            gone_n = min(max(gone_n, len(unsure) - len(hand_slots)), len(pile_slots), len(unsure))
            gone = set(rng.sample(unsure, gone_n))
            stay = [c for c in unsure if c not in gone]
            _gather(t, stay, hand, hand_slots)
            _gather(t, sorted(gone), pile, pile_slots)
        return w

    def beginner_action(self, view: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
        """A beginner's move: a flush chased rather than a run, "Uncle" said at four in a row
        (``beginner.py``)."""
        assert isinstance(view, UncleState)
        return BEGIN.beginner_action(view, seat, legal, rng)
