"""Oh Heck!'s play-out policy for the search: every player plays toward its bid.

A uniformly random play-out says little about a bid or a card: random players
take tricks by accident and throw away aces. This policy plays as a plain,
sensible player would, cheaply:

* **bidding** (seats still to bid): the hand's rule-of-thumb estimate
  (``ai.estimate_tricks``), rounded at random, never the dealer's
  forbidden bid;
* **still needing tricks**: lead the strongest card; follow with a card that
  wins (the cheapest when last to play, the strongest otherwise), or throw the
  weakest when none can;
* **bid made** (or over it): duck: lead the weakest card, follow with the
  strongest card that does not win, and when every card wins, spend the
  cheapest (the strongest when last: the trick is yours anyway).

With probability ``EPSILON`` a player plays any allowed card instead, so the
sampled futures keep some of the slips real players make. The rules are the
engine's (``tricks.rule``, the trick rule's fast form, as in ``ai.play_hand``)."""

from __future__ import annotations

import random
from math import floor
from typing import TYPE_CHECKING

from ...engine.actions import Action
from .. import tricks as T
from .ai import OTHERS, bid, bid_made, estimate_tricks, finish_hand, trick_in_play
from .state import HeckState

if TYPE_CHECKING:
    from .rules import OhHeckRules

EPSILON = 0.1  # the chance of a random allowed card instead of the policy's, for the searching seat
# (the others: ``ai.OTHERS``, loose by default and looser for a seat whose bid reads wild)
TRUMP_BONUS = 16  # a trump outranks every card of another suit


def _strength(trump: int | None) -> list[int]:
    return [T.HIGH[c] + (TRUMP_BONUS if T.SUIT[c] == trump else 0) for c in range(52)]


_STRENGTH = {trump: _strength(trump) for trump in (None, 0, 1, 2, 3)}  # made once, read in the hot loop


def strength(trump: int | None) -> list[int]:
    """Each card's trick-taking strength with this trump (higher is stronger); do not change it."""
    return _STRENGTH[trump]


def policy_bids(state: HeckState, rng: random.Random) -> None:
    """The seats still to bid bid their estimate, rounded at random; play begins."""
    t = state.table
    bids = t.counters["bid"]
    size, n = state.hand_size, state.players
    hook = state.options["hook"]
    seat = state.to_move
    assert seat is not None  # bidding: someone is to bid
    rand = rng.random
    while seat >= 0:
        est = estimate_tricks(None, t.zones[state.hands[seat]], state.trump, n)
        k = min(size, max(0, int(est + rand())))
        if hook and seat == state.dealer:
            banned = size - sum(b for b in bids if b is not None)
            if k == banned:
                k = k + 1 if (k < size and (k == 0 or rand() < est - k + 0.5)) else k - 1
        seat = bid_made(state, seat, k)


def guided_hand(state: HeckState, rng: random.Random, epsilon: float = EPSILON) -> None:
    """Play the rest of the hand in play (no log) by the policy; stop once the last
    trick has gone to its winner (the caller closes the hand, as after ``play_hand``)."""
    if state.phase == "bid":
        policy_bids(state, rng)
    own_eps = epsilon
    me = state.searcher
    rand = rng.random
    t = state.table
    counters = t.counters
    n = state.players
    zones = t.zones
    trump = state.trump
    must_trump, must_win = state.options["must_trump"], state.options["must_win"]
    # the trick rule (``tricks.rule``) written out, as in ``ai.play_hand``: follow suit if you can,
    # else trump if you must and can (NO_TRUMP: by_suit's always-empty list), else any card; of
    # those, the winners (the cards that beat the one winning), and with ``must_win`` only they if any
    suit, beat = T.SUIT, T.beat_table(trump)
    other = trump if must_trump and trump is not None else T.NO_TRUMP
    val = strength(trump)
    # each hand weakest first, and per suit (also weakest first); loops, not comprehensions (each
    # comprehension is a function made and called)
    hands, bysuit = [], []
    for h in state.hands:
        hand = sorted(zones[h], key=val.__getitem__)
        hands.append(hand)
        bysuit.append(T.by_suit(hand))
    bids, tricks = counters["bid"], counters["tricks"]
    seat = state.to_move
    assert seat is not None  # the hand goes on: someone is to play
    trick, best, win_seat, seat_lead = trick_in_play(state)
    void = state.void
    gone: list[tuple[list[int], int]] = []
    led = suit[trick[0]] if trick else -1  # the suit led to the trick in play
    others, last = OTHERS, n - 1
    while True:
        hand = hands[seat]
        mine = bysuit[seat]
        need = bids[seat] - tricks[seat]
        epsilon = own_eps if seat == me else others[seat]
        if trick:
            if not mine[led]:
                void[seat] |= 1 << led
            cards = mine[led] or mine[other] or hand
            row = beat[best]
            winners = []
            for c in cards:
                if row[c]:
                    winners.append(c)
            allowed = (winners or cards) if must_win else cards
            if rand() < epsilon:
                card = allowed[floor(rand() * len(allowed))]
            elif need > 0:
                if winners:
                    card = winners[0] if len(trick) == last else winners[-1]
                else:
                    card = allowed[0]
            else:
                losers = [c for c in allowed if c not in winners] if winners else allowed
                if losers:
                    card = losers[-1]
                else:
                    card = winners[-1] if len(trick) == last else winners[0]
            if card in winners:
                best, win_seat = card, seat
        else:
            if rand() < epsilon:
                card = hand[floor(rand() * len(hand))]
            elif need > 0:
                card = hand[-1]
            else:
                card = hand[0]
            led = suit[card]
            best, win_seat, seat_lead = card, seat, seat
        hand.remove(card)
        mine[suit[card]].remove(card)
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


def policy_action(game: OhHeckRules, state: HeckState, rng: random.Random, epsilon: float = EPSILON) -> Action:
    """One action of the policy for the seat to move, on a full state (bid or card),
    from the engine's legal actions: how the search models the other players."""
    legal = game.legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    seat = legal[0].seat  # the seat to move
    t = state.table
    if state.phase == "bid":
        est = estimate_tricks(None, t.zones[state.hands[seat]], state.trump, state.players)
        want = int(est + rng.random())
        return min(legal, key=lambda a: abs(bid(a) - want))
    if rng.random() < (epsilon if seat == state.searcher else OTHERS[seat]):
        return legal[int(rng.random() * len(legal))]
    val = strength(state.trump)
    cards = sorted((a.cards[0] for a in legal), key=val.__getitem__)
    need = t.counters["bid"][seat] - t.counters["tricks"][seat]
    trick = t.zones["trick"]
    if not trick:
        card = cards[-1] if need > 0 else cards[0]
    else:
        winners = T.winners(cards, state.win_card, state.trump)
        last = len(trick) == state.players - 1
        if need > 0:
            card = (winners[0] if last else winners[-1]) if winners else cards[0]
        else:
            losers = [c for c in cards if c not in winners]
            card = losers[-1] if losers else (winners[-1] if last else winners[0])
    return next(a for a in legal if a.cards[0] == card)
