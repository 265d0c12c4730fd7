"""Oh Heck!'s computer player: the exact ending solver agrees with brute force, the
play-out policy keeps the rules and plays toward the bid, and the search pays points."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.players import make_player
from cardtable.engine import Action
from cardtable.engine.views import view
from cardtable.games import get_game
from cardtable.games.oh_heck import playout as PLAY
from cardtable.games.oh_heck import solver as SOLVE

GAME = get_game("oh-heck")


def ending(seed: int, players: int, cards: int, left: int, **rules):
    """A hand played at random until the seat to move holds ``left`` cards (or fewer)."""
    opts = {"schedule": "single", "cards": cards, **rules}
    st = GAME.new_state(players, seed, opts, log=False)
    rng = random.Random(seed)
    while st.phase == "bid" or len(st.table.zones[st.hands[st.to_move]]) > left:
        acts = GAME.legal_actions(st)
        GAME.step(st, acts[rng.randrange(len(acts))])
    return st


@pytest.mark.parametrize("seed", range(12))
def test_the_solver_agrees_with_brute_force_on_small_endings(seed):
    rules = {"must_trump": seed % 2 == 0, "must_win": seed % 3 == 0}
    st = ending(seed, 3 + seed % 2, 6 if seed % 2 else 5, 2 + seed % 2, **rules)
    me = st.to_move
    solved = SOLVE.Ending(st, me).card_values(me)
    assert solved == SOLVE.brute_force(st, me)
    assert set(solved) == {a.cards[0] for a in GAME.legal_actions(st)}


def last_to_play(seed: int):
    """A plain-rules hand of four cards at three seats, played at random until the last but one
    trick waits only for the seat to move, which holds two cards: from there every card is forced
    but its own, so its choice alone decides whether it makes its bid."""
    st = ending(seed, 3, 4, 2, must_trump=False, must_win=False)
    rng = random.Random(seed)
    while len(st.table.zones["trick"]) < st.players - 1:
        acts = GAME.legal_actions(st)
        GAME.step(st, acts[rng.randrange(len(acts))])
    return st


def test_the_solver_takes_the_trick_it_needs_and_ducks_the_one_it_does_not():
    cases = 0
    for seed in range(100):
        for need in (1, 0):  # the seat to move still needs one trick, or none
            st = last_to_play(seed)
            me = st.to_move
            bids = st.table.counters["bid"]
            bids[me] = st.table.counters["tricks"][me] + need
            values = SOLVE.Ending(st, me).card_values(me)
            if len(values) != 2 or sum(1 for v in values.values() if v[me]) != 1:
                continue  # both cards make the bid, or neither: no choice to get right
            best = max(values, key=lambda c: values[c][me])
            GAME.step(st, Action("play", me, (best,)))
            while not st.over:  # one card each: every move forced
                GAME.step(st, GAME.legal_actions(st)[0])
            bid, made = st.sheet[-1][1][me], st.sheet[-1][2][me]
            assert made == bid, (seed, need)
            cases += 1
    assert cases >= 10  # the deals where the bid hangs on the card


def test_the_hard_player_solves_short_endings_without_peeking():
    st = ending(3, 4, 10, 3, must_trump=False, must_win=False)
    seat = st.to_move
    legal = GAME.legal_actions(st)
    p = make_player("hard", 1)
    a = p.choose(GAME, view(st, seat), legal)
    assert a in legal and p.last is None  # answered by the solver, not the search
    # the same view with the others' hands dealt differently gives the same answer: it saw only its own cards
    other = GAME.new_state(4, 3, st.options, log=False)
    assert other is not st
    assert make_player("hard", 1).choose(GAME, view(st, seat), legal) == a


@pytest.mark.parametrize("seed", range(20))
def test_the_policy_play_out_keeps_the_rules_and_ends_the_hand(seed):
    rules = {"must_trump": seed % 2 == 0, "must_win": seed % 4 < 2}
    st = GAME.new_state(4, seed, {"schedule": "single", "cards": 1 + seed % 10, **rules}, log=False)
    rng = random.Random(seed)
    for _ in range(seed % 7):  # some of the hand played by the rules first
        if st.over:
            break
        acts = GAME.legal_actions(st)
        GAME.step(st, acts[rng.randrange(len(acts))])
    if st.over:
        return
    d = GAME.search.determinize(view(st, st.to_move), st.to_move, rng)
    before = list(d.table.counters["score"])
    GAME.search.playout(d, rng)
    assert d.over
    GAME.check(d)
    bids, tricks = d.sheet[-1][1], d.sheet[-1][2]
    assert sum(tricks) == d.sheet[-1][0] and all(b is not None for b in bids)
    reward = GAME.search.search_reward(st, d)
    assert reward == [(a - b) / (10 + st.hand_size) for a, b in zip(d.table.counters["score"], before)]


def second_to_play_with_a_choice():
    """A plain-rules hand, first card led, where the second seat holds both a card that
    would win the trick and one that would not (the first such deal by seed)."""
    suit = PLAY.T.SUIT
    for seed in range(200):
        st = GAME.new_state(4, seed, {"schedule": "single", "cards": 10, "must_trump": False,
                                      "must_win": False}, log=False)
        while st.phase == "bid":
            GAME.step(st, GAME.legal_actions(st)[1])
        GAME.step(st, GAME.legal_actions(st)[0])
        val = PLAY.strength(st.trump)
        best = st.win_card
        cards = [a.cards[0] for a in GAME.legal_actions(st)]
        winners = [c for c in cards
                   if (suit[c] == suit[best] and val[c] > val[best]) or suit[c] == st.trump != suit[best]]
        losers = [c for c in cards if c not in winners]
        if winners and losers:
            return st, val, winners, losers
    raise AssertionError("no deal with a choice in 200 seeds")


def test_the_policy_plays_toward_its_bid():
    """Without slips, a seat that still needs a trick takes it with its strongest winner
    (others are still to play); one that has made its bid ducks with its highest loser."""
    st, val, winners, losers = second_to_play_with_a_choice()
    seat = st.to_move
    st.searcher = seat
    bids, tricks = st.table.counters["bid"], st.table.counters["tricks"]
    rng = random.Random(0)
    bids[seat] = tricks[seat] + 1
    assert PLAY.policy_action(GAME, st, rng, epsilon=0.0).cards[0] == max(winners, key=val.__getitem__)
    bids[seat] = tricks[seat]
    assert PLAY.policy_action(GAME, st, rng, epsilon=0.0).cards[0] == max(losers, key=val.__getitem__)


def test_easy_and_medium_play_out_at_random_and_hard_by_the_policy(monkeypatch):
    """The levels differ in kind, not only in iterations: with the play-out policy medium
    played as hard does (bench_ai), so easy and medium play the future out at random."""
    from cardtable.ai.levels import LEVELS, level_for

    assert [level_for(GAME, LEVELS[k]).guided for k in ("easy", "medium", "hard")] == [False, False, True]
    calls = {"policy": 0}
    real_hand, real_action = PLAY.guided_hand, PLAY.policy_action

    def counted_hand(*a, **k):
        calls["policy"] += 1
        return real_hand(*a, **k)

    def counted_action(*a, **k):
        calls["policy"] += 1
        return real_action(*a, **k)

    monkeypatch.setattr(PLAY, "guided_hand", counted_hand)
    monkeypatch.setattr(PLAY, "policy_action", counted_action)
    st = GAME.new_state(4, 3, {"schedule": "single", "cards": 10}, log=False)  # (too many to solve exactly)
    while st.phase == "bid":  # a card to play (bids are searched plainly at every level: plain_phases)
        GAME.step(st, GAME.legal_actions(st)[1])
    legal = GAME.legal_actions(st)
    for spec, used in (("easy", False), ("medium", False), ("hard", True)):
        calls["policy"] = 0
        choice = make_player(spec, 5).choose(GAME, view(st, st.to_move), legal)
        assert choice in legal
        assert (calls["policy"] > 0) is used, spec
