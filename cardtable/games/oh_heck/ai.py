"""Oh Heck!'s helpers for the search AI: the fast random play-out of a hand, a
determinize that respects shown-out suits, and a bidding prior.

The fast paths follow the same table rules as the engine: where a card lies,
who knows it (``ZoneSpec.owner_bit``), and which cards may be played
(``tricks.rule``, the trick rule's fast form).

Over 400 lines: the fast play-out, the hand's close after it and the determinize it plays from are
one path, read and measured together (scripts/bench_engine.py); splitting them would put a call in
the loop the play-out exists to avoid."""

from __future__ import annotations

import math
import random
import zlib
from math import floor
from typing import cast

from ...engine.actions import Action
from ...engine.game import Game
from ...engine.table import ALL_SEATS
from ...engine.views import determinize as engine_determinize
from .. import tricks as T
from .state import HeckState

# a hand's cards of suit 4 (a standard pack has none) and of NO_TRUMP (none): always empty, shared by the
# hands of a play-out (a tuple: nothing can be added to it)
_NONE = cast("list[int]", ())
# by players: the others after each seat
_AFTER = [[[(s + k) % n for k in range(1, n)] for s in range(n)] for n in range(9)]


def play_hand(state: HeckState, rng: random.Random) -> None:
    """Play the rest of the hand in play (no log) uniformly at random, choosing exactly
    as ``Game.rollout`` would (index ``int(rng.random() * len(legal))`` of the legal
    actions), and stop once the last trick has gone to its winner: the caller closes
    the hand.

    Each hand is also kept as a list per suit (in hand order, so "the cards of the suit
    led" come in the order the generic loop lists them), and where the played cards
    lie is written as each trick goes to its winner (as ``finish_hand`` writes it)."""
    rand = rng.random
    t = state.table
    counters = t.counters
    n = state.players
    if state.phase == "bid":  # the seats still to bid, in turn (``bid_made``'s work, written once at the end)
        bids = counters["bid"]
        size = state.hand_size
        hooked = state.dealer if state.options["hook"] else -1
        seat = state.to_move
        assert seat is not None  # bidding: someone is to bid
        for _ in range(state.bids_made, n):
            if seat == hooked:
                banned = size  # the dealer's hook: the bid that makes the bids add up
                for b in bids:
                    if b is not None:
                        banned -= b
                if 0 <= banned <= size:
                    k = floor(rand() * size)
                    bids[seat] = k + 1 if k >= banned else k  # the legal bids in order, the banned one left out
                    seat = (seat + 1) % n
                    continue
            bids[seat] = floor(rand() * (size + 1))
            seat = (seat + 1) % n
        state.bids_made = n
        state.phase = "play"
        state.to_move = state.leader
    zones = t.zones
    trump = state.trump
    opts = state.options
    must_win = opts["must_win"]
    # the trick rule (``tricks.rule``) written out, on hands kept by suit: follow suit if you can
    # (``mine[led]``), else trump if you must and can (``mine[other]``; NO_TRUMP: by_suit's
    # always-empty list), else any card; and of those, the cards that would win if any do (``must_win``)
    other = trump if opts["must_trump"] and trump is not None else T.NO_TRUMP
    loose = other == T.NO_TRUMP and trump is not None  # can a card of neither the suit led nor `other` win?
    suit = T.SUIT
    beat = T.beat_table(trump)  # beat[best][card]: does card beat best
    seats = []  # each seat's hand (in hand order) and the same cards by suit (``tricks.by_suit``)
    for h in state.hands:
        hand = zones[h]
        mine = [[], [], [], [], _NONE, _NONE]  # (4 and 5: no card of a standard pack, and NO_TRUMP)
        for c in hand:
            mine[suit[c]].append(c)
        seats.append((hand, mine))
    after = _AFTER[n]  # the others after each seat, in turn
    tricks = counters["tricks"]
    void = state.void
    trick = list(zones["trick"])  # (``trick_in_play``, written out)
    best, win_seat, seat_lead = state.win_card, state.win_seat, state.leader
    seat = state.to_move
    assert seat is not None  # the hand goes on: someone is to play
    specs = t.specs
    piles = []  # (``won_piles``, written out)
    for w in state.won:
        piles.append((w, zones[w], ALL_SEATS | specs[w].owner_bit))
    where, up, known = t.where, t.up, t.known
    last = trick
    if trick:  # a trick in play: the seats still to play to it
        led = suit[trick[0]]
        order = after[seat_lead][len(trick) - 1:]
    for _ in range(len(seats[seat][0])):  # the tricks left: the seat to move holds a card for each
        if not trick:  # the lead: any card of the hand
            hand, mine = seats[seat]
            card = hand.pop(floor(rand() * len(hand)))
            led = suit[card]
            mine[led].remove(card)
            trick = [card]
            best = card
            win_seat = seat_lead = seat
            order = after[seat]
        row = beat[best]
        shown = 1 << led
        for seat in order:
            hand, mine = seats[seat]
            cards = mine[led]
            if not cards:
                void[seat] |= shown  # showing out of the suit led, as step records it
                cards = mine[other] or hand
                if cards is hand and not loose:  # no card it holds can win: any card
                    card = hand.pop(floor(rand() * len(hand)))
                    mine[suit[card]].remove(card)
                    trick.append(card)
                    continue
            if len(cards) == 1:  # the one card it may play (the draw made all the same)
                card = cards[0]
                rand()
                if row[card]:
                    best, win_seat, row = card, seat, beat[card]
            elif must_win:
                win = []  # a loop, not a comprehension: no function made and called per card
                for c in cards:
                    if row[c]:
                        win.append(c)
                if win:
                    card = win[floor(rand() * len(win))]
                    best, win_seat, row = card, seat, beat[card]
                else:
                    card = cards[floor(rand() * len(cards))]
            else:
                card = cards[floor(rand() * len(cards))]
                if row[card]:
                    best, win_seat, row = card, seat, beat[card]
            if cards is hand:  # (no card of the suit led, nor a trump it must play)
                mine[suit[card]].remove(card)
            else:
                cards.remove(card)  # the list of the card's suit
            hand.remove(card)
            trick.append(card)
        dst, pile, mark = piles[win_seat]  # the trick to its winner's pile, as finish_hand puts it
        for c in trick:
            where[c] = dst
            up[c] = False
            known[c] = mark
        pile += trick
        tricks[win_seat] += 1
        seat = win_seat
        last = trick
        trick = []
    hand_done(state, last, seat_lead, win_seat, seat)


def trick_in_play(state: HeckState) -> tuple[list[int], int, int, int]:
    """The trick in play as a play-out takes it up (``play_hand``, ``playout.guided_hand``): its cards
    (a list of the play-out's own), the card winning it (-1: none yet), who played that card, who led."""
    return list(state.table.zones["trick"]), state.win_card, state.win_seat, state.leader


def bid_made(state: HeckState, seat: int, k: int) -> int:
    """``seat`` bids ``k`` in a play-out (no log, no checks): the next seat to bid, or -1 once
    every seat has bid and play begins at the leader."""
    state.table.counters["bid"][seat] = k
    state.bids_made += 1
    n = state.players
    if state.bids_made == n:
        state.phase = "play"
        state.to_move = state.leader
        return -1
    seat = state.to_move = (seat + 1) % n
    return seat


def finish_hand(state: HeckState, gone: list[tuple[list[int], int]], trick: list[int], seat_lead: int,
                win_seat: int, seat: int) -> None:
    """After a fast play-out: every trick to its winner's pile, in order, as gather leaves
    them (face down; a card that was face up is known to all, and the pile's owner knows it
    if it looks); the hands and the trick emptied; the last trick remembered."""
    t = state.table
    where, up, known = t.where, t.up, t.known
    piles = won_piles(state)
    for cards_, taker in gone:
        dst, pile, mark = piles[taker]
        for c in cards_:
            where[c] = dst
            up[c] = False
            known[c] = mark
        pile.extend(cards_)
    hand_done(state, trick, seat_lead, win_seat, seat)


def won_piles(state: HeckState) -> list[tuple[str, list[int], int]]:
    """Each seat's pile of tricks (its zone and the zone's list), and what a card put there face
    down is known to (a card that was face up is known to all; the pile's owner knows it if it looks)."""
    zones, specs = state.table.zones, state.table.specs
    piles = []
    for w in state.won:
        piles.append((w, zones[w], ALL_SEATS | specs[w].owner_bit))
    return piles


def hand_done(state: HeckState, trick: list[int], seat_lead: int, win_seat: int, seat: int) -> None:
    """Once a play-out's tricks lie on their winners' piles: the hands and the trick emptied, the
    last trick (``trick``, led by ``seat_lead`` and won by ``win_seat``) remembered, ``seat`` to lead."""
    zones = state.table.zones
    for h in state.hands:
        zones[h] = []
    zones["trick"] = []
    state.last_trick = (seat_lead, tuple(trick), win_seat)
    state.win_card, state.win_seat = -1, win_seat
    state.leader = state.to_move = seat


def determinize(game: Game[HeckState], view: HeckState, seat: int, rng: random.Random) -> HeckState:
    """A sample of the hidden cards that respects what play has shown: a player
    who did not follow a suit holds none of it (falls back to the engine's
    plain sample if the constraints cannot be met greedily). Cards re-dealt
    into a zone get the known bits the engine gives them (``ZoneSpec.owner_bit``)."""
    d = engine_determinize(view, seat, rng)
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


INFER_POOL = 256  # worlds drawn once a decision, then weighted by how well they fit the bids
INFER_SIGMA = 0.8  # how far (in tricks) a hand's worth strays from its bid (measured: 0.63 for the reference)
INFER_WILD = 0.1  # the chance a bid says nothing of the hand (a wild or random bidder): a bid never rules a world out


def bid_fit(world: HeckState, seat: int, sigma: float = INFER_SIGMA, wild: float = INFER_WILD) -> float:
    """How likely the bids made so far are in ``world`` (a log, up to a constant): every other seat
    that has bid holds, of the tricks it still wants, about what its hand is worth by the bidder's
    rule of thumb (``estimate_tricks``), give or take ``sigma``; or, with a small weight, its bid
    says nothing. A seat that bid 0 likely holds few winners; one that bid high, aces and trumps."""
    t = world.table
    bids, took, zones = t.counters["bid"], t.counters["tricks"], t.zones
    n, trump = world.players, world.trump
    logw = 0.0
    for o in range(n):
        b = bids[o]
        if o == seat or b is None:
            continue
        need = max(0, b - took[o])
        d = estimate_tricks(None, zones[world.hands[o]], trump, n) - need
        logw += math.log(math.exp(-d * d / (2.0 * sigma * sigma)) + wild)
    return logw


OTHERS_EPSILON = 0.5  # the play-out's chance of a random card for the others: modelled loosely (all kinds of players)
# Each other seat's chance of a random card in the worlds being played out (``playout.py``): OTHERS_EPSILON,
# raised for a seat whose bid says nothing of its hand (``wild_read``, the hard level's reading). Set by the
# sampler of the decision in progress for the worlds it hands out (``read_others``).
OTHERS = [OTHERS_EPSILON] * 8


def read_others(wild: list[float] | None) -> None:
    """The others' looseness in the worlds sampled next: per seat, the chance its bid is wild (None: none is)."""
    if wild is None:
        OTHERS[:] = [OTHERS_EPSILON] * 8
    else:
        OTHERS[: len(wild)] = [OTHERS_EPSILON + (1.0 - OTHERS_EPSILON) * p for p in wild]


# A view's pool in BidInference's cache: (view, seat, signature, worlds, cumulative weights, wild read).
Signature = tuple[int, int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]
Pool = tuple[HeckState, int, Signature, list[HeckState], list[float], list[float]]
_POOLS: list[Pool] = []  # BidInference's pools (see ``BidInference.cache``)


def wild_read(worlds: list[HeckState], seat: int, sigma: float = INFER_SIGMA, wild: float = INFER_WILD) -> list[float]:
    """Per seat, the chance that its bid says nothing of its hand (a wild or random bidder), over worlds
    drawn without regard to the bids: the share of ``bid_fit``'s mixture its wild part has, with the bid's
    fit averaged over the worlds. A bid that fits most hands the seat could hold reads near ``wild``; a
    seat that bid 7 of 10 with no strength it could hold, near 1. Seats not yet bid (and ``seat``): 0."""
    t = worlds[0].table
    bids, took = t.counters["bid"], t.counters["tricks"]
    n, trump = worlds[0].players, worlds[0].trump
    out = [0.0] * n
    for o in range(n):
        b = bids[o]
        if o == seat or b is None:
            continue
        need = max(0, b - took[o])
        fit = 0.0
        for w in worlds:
            d = estimate_tricks(None, w.table.zones[w.hands[o]], trump, n) - need
            fit += math.exp(-d * d / (2.0 * sigma * sigma))
        fit /= len(worlds)
        out[o] = wild / (fit + wild)
    return out


class BidInference:
    """Worlds that fit what the bids say (sampling importance resampling): for one decision, a
    pool of ``INFER_POOL`` worlds is drawn that keep the shown voids (``determinize``), each is
    weighted by ``bid_fit``, and each sample the search asks for is one of them drawn by weight.
    The pool is drawn from a seed made of the view alone, so the same view and random source give
    the same sample; it is kept for the view the search is working on (the last two views)."""

    def __init__(self) -> None:
        pass

    @property
    def cache(self) -> list[Pool]:
        """The pools of the last two views (each with its worlds' weights and ``wild_read``), kept by the
        module, not by the kit: a screen holds the game and its kits, and the sampled worlds are whole
        states (the seat-boundary test would rightly ask what they are doing there)."""
        return _POOLS

    @cache.setter
    def cache(self, value: list[Pool]) -> None:
        _POOLS[:] = value

    @staticmethod
    def signature(view: HeckState, seat: int) -> Signature:
        t = view.table
        return (seat, view.bids_made, tuple(t.counters["tricks"]), tuple(t.zones["trick"]),
                tuple(len(t.zones[h]) for h in view.hands))

    def pool(self, game: Game[HeckState], view: HeckState, seat: int) -> tuple[list[HeckState], list[float]]:
        """The view's worlds and their cumulative weights."""
        e = self.entry(game, view, seat)
        return e[3], e[4]

    def entry(self, game: Game[HeckState], view: HeckState, seat: int) -> Pool:
        """The view's cache entry: (view, seat, signature, worlds, cumulative weights, wild read)."""
        sig = self.signature(view, seat)
        for e in self.cache:
            if e[0] is view and e[1] == seat and e[2] == sig:
                return e
        t = view.table
        bids = t.counters["bid"]
        mine = sorted(t.zones[view.hands[seat]])
        rng = random.Random(zlib.crc32(repr((sig, mine, bids, view.trump, view.void)).encode()))
        worlds = [determinize(game, view, seat, rng) for _ in range(INFER_POOL)]
        logs = [bid_fit(w, seat) for w in worlds]
        top = max(logs)
        cum, acc = [], 0.0
        for lw in logs:
            acc += math.exp(lw - top)
            cum.append(acc)
        e = (view, seat, sig, worlds, cum, wild_read(worlds, seat))
        self.cache = [e] + self.cache[:1]
        return e

    def sample(self, game: Game[HeckState], view: HeckState, seat: int, rng: random.Random) -> HeckState:
        """One world, drawn by weight from the view's pool (a copy: the search plays it out)."""
        if not any(b is not None for s, b in enumerate(view.table.counters["bid"]) if s != seat):
            read_others(None)
            return determinize(game, view, seat, rng)  # nobody else has bid: nothing to infer
        *_, worlds, cum, wild = self.entry(game, view, seat)
        read_others(wild)
        x = rng.random() * cum[-1]
        lo, hi = 0, len(cum) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if cum[mid] <= x:
                lo = mid + 1
            else:
                hi = mid
        w = worlds[lo].copy()
        w.seed = rng.getrandbits(60)
        return w


def estimate_tricks(game: Game[HeckState] | None, hand: list[int], trump: int | None, players: int) -> float:
    """Tricks a hand should take, from its high cards and trumps (a bidder's rule of thumb)."""
    high, suit = T.HIGH, T.SUIT
    scale = 4.0 / max(players, 2)  # more players, more cards to beat each one
    root: float = scale ** 0.5  # (a float's power is typed as any number: it may be complex)
    est = 0.0
    if trump is None:
        for c in hand:
            est += _NO_TRUMP_VALUE.get(high[c], 0.0)
        return est * root
    ntrumps = 0
    for c in hand:
        if suit[c] == trump:
            ntrumps += 1
            est += _TRUMP_VALUE[high[c]]
        else:
            est += _SIDE_VALUE.get(high[c], 0.0)
    if ntrumps >= 4:  # long trumps win the tricks others cannot follow
        est += 0.5 * (ntrumps - 3)
    return est * root


def prior(game: Game[HeckState], state: HeckState, legal: list[Action]) -> list[float] | None:
    """Bids near the hand's estimate first; card play has no prior."""
    if state.phase != "bid":
        return None
    seat = legal[0].seat  # the seat to bid
    est = estimate_tricks(game, state.table.zones[state.hands[seat]], state.trump, state.players)
    return [max(0.0, 1.0 - abs(bid(a) - est) / 2.0) for a in legal]


def bid(a: Action) -> int:
    """A bid's number."""
    k = a.number
    assert k is not None  # a bid names its number
    return k


# Rough chances that a card takes a trick (four players), by trick-taking rank.
_TRUMP_VALUE = {2: 0.2, 3: 0.25, 4: 0.3, 5: 0.35, 6: 0.4, 7: 0.45, 8: 0.5, 9: 0.55, 10: 0.6,
                11: 0.7, 12: 0.8, 13: 0.9, 14: 1.0}
_SIDE_VALUE = {14: 0.8, 13: 0.45, 12: 0.15}
_NO_TRUMP_VALUE = {14: 0.95, 13: 0.65, 12: 0.35, 11: 0.1}
