"""Oh Heck!'s helpers for the search AI: the fast random play-out of a hand, a
determinize that respects shown-out suits, and a bidding prior.

The fast paths follow the same table rules as the engine: where a card lies,
who knows it (``ZoneSpec.owner_bit``), and which cards may be played
(``tricks.rule``, the trick rule's fast form)."""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...engine.game import Game
from ...engine.state import State
from ...engine.table import ALL_SEATS
from ...engine.views import determinize as engine_determinize
from .. import tricks as T
from .state import HeckState


def play_hand(state: HeckState, rng: random.Random) -> None:
    """Play the rest of the hand in play (no log) uniformly at random, choosing exactly
    as ``Game.rollout`` would (index ``int(rng.random() * len(legal))`` of the legal
    actions), and stop once the last trick has gone to its winner: the caller closes
    the hand.

    Each hand is also kept as a list per suit (in hand order, so "the cards of the suit
    led" come in the order the generic loop lists them), and where the played cards
    lie is written once at the end of the hand (``finish_hand``), when every trick has gone to its winner."""
    rand = rng.random
    t = state.table
    counters = t.counters
    n = state.players
    if state.phase == "bid":
        bids = counters["bid"]
        size = state.hand_size
        hook = state.options["hook"]
        seat = state.to_move
        while True:
            choices = size + 1
            banned = -1
            if hook and seat == state.dealer:
                banned = size - sum(b for b in bids if b is not None)
                if 0 <= banned <= size:
                    choices = size
                else:
                    banned = -1
            k = int(rand() * choices)
            if 0 <= banned <= k:
                k += 1  # the legal bids in order, the banned one left out
            bids[seat] = k
            state.bids_made += 1
            if state.bids_made == n:
                state.phase = "play"
                state.to_move = state.leader
                break
            seat = state.to_move = (seat + 1) % n
    zones = t.zones
    trump = state.trump
    must_trump, must_win = state.options["must_trump"], state.options["must_win"]
    hands = [zones[h] for h in state.hands]
    suit = T.SUIT
    allowed_in, beat = T.rule(trump, must_trump, must_win), T.beat_table(trump)
    bysuit = [T.by_suit(hand) for hand in hands]
    tricks = counters["tricks"]
    seat = state.to_move
    trick = list(zones["trick"])
    best = state.win_card
    win_seat = state.win_seat
    seat_lead = state.leader
    void = state.void
    gone: list[tuple[list[int], int]] = []  # each finished trick and its winner
    led = suit[trick[0]] if trick else -1  # the suit led to the trick in play
    beaten = beat[best] if trick else beat[0]  # which cards beat the card winning it
    while True:
        hand = hands[seat]
        mine = bysuit[seat]
        if trick:
            if not mine[led]:
                void[seat] |= 1 << led  # showing out of the suit led, as step records it
            allowed = allowed_in(hand, mine, led, best)
            card = allowed[int(rand() * len(allowed))]
            cs = suit[card]
            if beaten[card]:
                best, win_seat, beaten = card, seat, beat[card]
        else:
            card = hand[int(rand() * len(hand))]
            cs = led = suit[card]
            best, win_seat, seat_lead, beaten = card, seat, seat, beat[card]
        hand.remove(card)
        mine[cs].remove(card)
        trick.append(card)
        if len(trick) < n:
            seat = (seat + 1) % n
            continue
        gone.append((trick, win_seat))
        tricks[win_seat] += 1
        seat = win_seat
        if not hand and not hands[seat]:
            break
        trick = []
        best = -1
    finish_hand(state, gone, trick, seat_lead, win_seat, seat)


def finish_hand(state: HeckState, gone: list[tuple[list[int], int]], trick: list[int], seat_lead: int,
                win_seat: int, seat: int) -> None:
    """After a fast play-out: every trick to its winner's pile, in order, as gather leaves
    them (face down; a card that was face up is known to all, and the pile's owner knows it
    if it looks); the hands and the trick emptied; the last trick remembered."""
    t = state.table
    zones, where, up, known, specs = t.zones, t.where, t.up, t.known, t.specs
    for h in state.hands:
        zones[h] = []
    for cards_, w in gone:
        dst = state.won[w]
        mark = ALL_SEATS | specs[dst].owner_bit
        for c in cards_:
            where[c] = dst
            up[c] = False
            known[c] = mark
        zones[dst].extend(cards_)
    zones["trick"] = []
    state.last_trick = (seat_lead, tuple(trick), win_seat)
    state.win_card, state.win_seat = -1, win_seat
    state.leader = state.to_move = seat


def determinize(game: Game, view: State, seat: int, rng: random.Random) -> State:
    """A sample of the hidden cards that respects what play has shown: a player
    who did not follow a suit holds none of it (falls back to the engine's
    plain sample if the constraints cannot be met greedily). Cards re-dealt
    into a zone get the known bits the engine gives them (``ZoneSpec.owner_bit``)."""
    d: HeckState = engine_determinize(view, seat, rng)  # type: ignore[assignment]
    void = d.void
    if not any(v for s, v in enumerate(void) if s != seat):
        return d
    t = d.table
    zones, where, known = t.zones, t.where, t.known
    suit = T.SUIT
    places = [h for s, h in enumerate(d.hands) if s != seat] + ["stock"]
    # the slots the seat could not see, and the cards the engine dealt into them
    hidden = {z: [i for i, c in enumerate(view.table.zones[z]) if c < 0] for z in places}
    pool = [zones[z][i] for z in places for i in hidden[z]]
    owners = [s for s in range(d.players) if s != seat]
    fill: dict[str, list[int]] = {}
    for k in sorted(range(len(owners)), key=lambda k: -void[owners[k]].bit_count()):
        z, bad = d.hands[owners[k]], void[owners[k]]
        need = len(hidden[z])
        got = [c for c in pool if not bad >> suit[c] & 1][:need]
        if len(got) < need:
            return d
        for c in got:
            pool.remove(c)
        fill[z] = got
    fill["stock"] = pool
    for z in places:
        lst, cards = zones[z], fill[z]
        bit = t.specs[z].owner_bit
        for i, c in zip(hidden[z], cards):
            lst[i] = c
            where[c] = z
            known[c] = bit
    return d


def estimate_tricks(game: Game, hand: list[int], trump: int | None, players: int) -> float:
    """Tricks a hand should take, from its high cards and trumps (a bidder's rule of thumb)."""
    high, suit = T.HIGH, T.SUIT
    scale = 4.0 / max(players, 2)  # more players, more cards to beat each one
    est = 0.0
    if trump is None:
        for c in hand:
            est += _NO_TRUMP_VALUE.get(high[c], 0.0)
        return est * scale ** 0.5
    ntrumps = 0
    for c in hand:
        if suit[c] == trump:
            ntrumps += 1
            est += _TRUMP_VALUE[high[c]]
        else:
            est += _SIDE_VALUE.get(high[c], 0.0)
    if ntrumps >= 4:  # long trumps win the tricks others cannot follow
        est += 0.5 * (ntrumps - 3)
    return est * scale ** 0.5


def prior(game: Game, state: HeckState, legal: list[Action]) -> list[float] | None:
    """Bids near the hand's estimate first; card play has no prior."""
    if state.phase != "bid":
        return None
    seat = state.to_move
    est = estimate_tricks(game, state.table.zones[state.hands[seat]], state.trump, state.players)
    return [max(0.0, 1.0 - abs(a.number - est) / 2.0) for a in legal]


# Rough chances that a card takes a trick (four players), by trick-taking rank.
_TRUMP_VALUE = {2: 0.2, 3: 0.25, 4: 0.3, 5: 0.35, 6: 0.4, 7: 0.45, 8: 0.5, 9: 0.55, 10: 0.6,
                11: 0.7, 12: 0.8, 13: 0.9, 14: 1.0}
_SIDE_VALUE = {14: 0.8, 13: 0.45, 12: 0.15}
_NO_TRUMP_VALUE = {14: 0.95, 13: 0.65, 12: 0.35, 11: 0.1}
