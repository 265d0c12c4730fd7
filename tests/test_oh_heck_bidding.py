"""Oh Heck!'s hard bidding and inference (issue 29): worlds weighted by what the bids say, a wild bid read
as such, and bids searched plainly over those worlds."""

from __future__ import annotations

import random
import statistics

from cardtable.ai.players import make_player
from cardtable.engine.views import view
from cardtable.games import get_game
from cardtable.games import tricks as T
from cardtable.games.oh_heck import ai as AI

GAME = get_game("oh-heck")
PLAIN = {"schedule": "single", "cards": 10, "must_trump": False, "must_win": False}


def give(st, seat: int, cards: list[int]) -> None:
    """Swap ``cards`` into ``seat``'s hand, each in exchange for one of the hand's others, wherever it lies."""
    t = st.table
    hand = t.zones[st.hands[seat]]
    spare = [c for c in hand if c not in cards]
    for c in cards:
        if c in hand:
            continue
        z = t.where[c]
        out = spare.pop()
        i, j = t.zones[z].index(c), hand.index(out)
        t.zones[z][i], hand[j] = out, c
        t.where[c], t.where[out] = st.hands[seat], z
        t.known[c], t.known[out] = t.specs[st.hands[seat]].owner_bit, t.specs[z].owner_bit


def card(high: int, suit: int) -> int:
    """The card of this trick-taking rank (2..14, ace high) and suit."""
    return next(c for c in range(52) if T.HIGH[c] == high and T.SUIT[c] == suit)


def test_a_seat_that_bid_nothing_is_believed_to_hold_few_winners_and_one_that_bid_high_many():
    lows, highs = [], []
    for seed in range(6):
        for bid, out in ((0, lows), (5, highs)):
            st = GAME.new_state(4, 40 + seed, PLAIN, log=False)
            bidder = st.to_move
            GAME.step(st, next(a for a in GAME.legal_actions(st) if a.number == bid))
            seat = st.to_move
            v = view(st, seat)
            worlds, cum = AI.BidInference().pool(GAME, v, seat)
            weights = [cum[0]] + [b - a for a, b in zip(cum, cum[1:])]
            est = [AI.estimate_tricks(GAME, w.table.zones[w.hands[bidder]], w.trump, 4) for w in worlds]
            plain = statistics.fmean(est)
            weighted = sum(e * w for e, w in zip(est, weights)) / sum(weights)
            out.append(weighted - plain)
    assert all(d < 0 for d in lows), lows  # a bid of 0: weaker hands than a blind deal gives
    assert all(d > 0 for d in highs), highs  # a bid of 5: stronger


def test_a_bid_that_fits_no_hand_still_rules_no_world_out():
    st = GAME.new_state(4, 3, PLAIN, log=False)
    GAME.step(st, next(a for a in GAME.legal_actions(st) if a.number == 10))
    seat = st.to_move
    worlds, cum = AI.BidInference().pool(GAME, view(st, seat), seat)
    weights = [cum[0]] + [b - a for a, b in zip(cum, cum[1:])]
    assert min(weights) > 0
    ess = sum(weights) ** 2 / sum(w * w for w in weights)
    assert ess > 20  # a wild bid flattens the weights, it does not pick a handful of worlds


def test_the_inferred_sample_is_the_same_for_the_same_view_and_random_source_and_keeps_what_the_seat_sees():
    st = GAME.new_state(4, 8, PLAIN, log=False)
    rng = random.Random(2)
    while st.phase == "bid" or len(st.table.zones["trick"]) != 2:
        acts = GAME.legal_actions(st)
        GAME.step(st, acts[rng.randrange(len(acts))])
    seat = st.to_move
    v = view(st, seat)
    a = GAME.search.read_sample(v, seat, random.Random(9))
    fresh = AI.BidInference()
    b = fresh.sample(GAME, view(st, seat), seat, random.Random(9))
    assert a.table.zones == b.table.zones
    for z, cards in v.table.zones.items():
        assert all(x == y for x, y in zip(cards, a.table.zones[z]) if x >= 0)
    for o in range(4):
        hand = a.table.zones[a.hands[o]]
        assert not any(st.void[o] >> (c // 13) & 1 for c in hand) or o == seat


def test_hard_bids_what_a_hand_of_top_trumps_takes_and_nothing_with_small_cards():
    """Bids are searched plainly (``plain_phases``), over the worlds hard reads: still a hand's worth."""
    hard = make_player("hard:1500", 1)
    st = GAME.new_state(4, 5, PLAIN, log=False)
    seat = st.to_move
    trump = st.trump
    top = [card(h, trump) for h in range(14, 4, -1)]
    give(st, seat, top)
    assert hard.choose(GAME, view(st, seat), GAME.legal_actions(st)).number == 10
    st = GAME.new_state(4, 5, PLAIN, log=False)
    seat = st.to_move
    side = [s for s in range(4) if s != st.trump]
    small = [card(h, s) for s in side for h in (2, 3, 4)] + [card(5, side[0])]
    give(st, seat, small)
    assert hard.choose(GAME, view(st, seat), GAME.legal_actions(st)).number == 0


def test_bids_are_searched_plainly_and_cards_by_the_policy(monkeypatch):
    """At a bid hard's search never plays the policy out (``plain_phases``); at a card it does; the
    dealer never bids the hooked number."""
    from cardtable.games.oh_heck import playout as PLAY

    calls = []
    real = PLAY.guided_hand
    monkeypatch.setattr(PLAY, "guided_hand", lambda *a, **k: (calls.append(1), real(*a, **k))[1])
    hard = make_player("hard:300", 2)
    for seed in range(3):
        st = GAME.new_state(4, 60 + seed, PLAIN, log=False)
        rng = random.Random(seed)
        while st.to_move != st.dealer:
            acts = GAME.legal_actions(st)
            GAME.step(st, acts[rng.randrange(len(acts))])
        legal = GAME.legal_actions(st)
        calls.clear()
        a = hard.choose(GAME, view(st, st.to_move), legal)
        assert a in legal  # the dealer's bid: never the hooked number
        assert not calls
        GAME.step(st, a)
        hard.choose(GAME, view(st, st.to_move), GAME.legal_actions(st))
        assert calls  # the first card: the policy's play-outs


def test_a_bid_no_hand_could_make_reads_wild_and_its_bidder_is_played_out_loosely():
    """hard's reading of the others' bids (``wild_read``): a bid of 9 of 10 cards fits no hand the bidder
    could hold, so the worlds handed to the search play that seat out nearly at random; a bid of 1 or 2
    fits and leaves it as loose as any player; with no reading (``determinize``) every seat is as before."""
    kit = GAME.search
    for seed in range(4):
        reads = {}
        for bid in (9, 1, 2):
            st = GAME.new_state(4, 60 + seed, PLAIN, log=False)
            bidder = st.to_move
            GAME.step(st, next(a for a in GAME.legal_actions(st) if a.number == bid))
            seat = st.to_move
            v = view(st, seat)
            kit.read_sample(v, seat, random.Random(seed))
            reads[bid] = AI.OTHERS[bidder]
            assert AI.OTHERS[seat] == AI.OTHERS_EPSILON  # the searching seat, and seats still to bid, untouched
            assert AI.OTHERS[(seat + 1) % 4] == AI.OTHERS_EPSILON
            kit.determinize(v, seat, random.Random(seed))
            assert AI.OTHERS[:4] == [AI.OTHERS_EPSILON] * 4
        assert reads[9] > 0.95, reads
        assert min(reads[1], reads[2]) < 0.65, reads


def test_a_seat_played_out_loosely_plays_at_random_and_one_read_as_sensible_by_the_policy():
    """The play-out follows ``OTHERS``: with a seat at 1.0 its cards are the random player's; at 0 the policy's."""
    from cardtable.games.oh_heck import playout as PLAY

    st = GAME.new_state(4, 5, PLAIN, log=False)
    while st.phase == "bid":
        GAME.step(st, GAME.legal_actions(st)[1])
    st.searcher = st.to_move
    for lead in GAME.legal_actions(st):  # a lead the next seat has several answers to
        s = st.copy()
        GAME.step(s, lead)
        if len(GAME.legal_actions(s)) > 2:
            break
    assert s.to_move != st.searcher and len(GAME.legal_actions(s)) > 2
    picks = {}
    try:
        for loose in (0.0, 1.0):
            AI.OTHERS[:4] = [loose] * 4
            picks[loose] = {PLAY.policy_action(GAME, s, random.Random(k)).cards[0] for k in range(40)}
    finally:
        AI.read_others(None)
    assert len(picks[0.0]) == 1  # the policy: always the same card
    assert len(picks[1.0]) > 1  # at random: several
