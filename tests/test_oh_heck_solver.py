"""Oh Heck!'s exact ending solver (``solver.py``): the fast search gives exactly the answer of the
plain tree walk (``brute_force``) on random endings of every shape, and each of its shortcuts (the
table of positions, shared by a decision's worlds; equal cards solved once; the cutoffs) leaves the
answer as it was."""

from __future__ import annotations

import random
import time

import pytest

from cardtable.engine import cards as C
from cardtable.engine.views import view
from cardtable.games import get_game
from cardtable.games.oh_heck import solver as SOLVE
from cardtable.games.oh_heck.playout import policy_action

GAME = get_game("oh-heck")


def random_ending(seed: int, players: int | None = None, left: int | None = None):
    """A hand of 3 to 6 players, trumps or none, any rule options, played at random until the seat
    to move holds ``left`` (1 to 4) cards, then part of that trick; the bids set around the tricks
    taken, so that some seats still need tricks, some have made their bid and some are past it."""
    rng = random.Random(seed)
    n = players or rng.randint(3, 6)
    left = left or rng.randint(1, 4 if n <= 4 else 3)
    cards = min(52 // n, left + rng.randint(0, 3))
    opts = {"schedule": "single", "cards": cards, "must_trump": rng.random() < 0.5, "must_win": rng.random() < 0.5}
    st = GAME.new_state(n, seed, opts, log=False)
    st.trump = rng.choice([None, 0, 1, 2, 3])  # before any card is played: the trick rule reads it
    while st.phase == "bid" or len(st.table.zones[st.hands[st.to_move]]) > left:
        acts = GAME.legal_actions(st)
        GAME.step(st, acts[rng.randrange(len(acts))])
    for _ in range(rng.randrange(n)):  # into the trick
        acts = GAME.legal_actions(st)
        if st.phase != "play" or len(st.table.zones[st.hands[st.to_move]]) < left:
            break
        GAME.step(st, acts[rng.randrange(len(acts))])
    bids, tricks = st.table.counters["bid"], st.table.counters["tricks"]
    for s in range(n):
        bids[s] = max(0, tricks[s] + rng.randint(-1, 3))
    return st


def policy_ending(seed: int, players: int, k: int):
    """A 10-card hand bid and played by the play-out policy until the seat to move holds ``k`` cards."""
    st = GAME.new_state(players, seed, {"schedule": "single", "cards": 10}, log=False)
    rng = random.Random(seed)
    while st.phase == "bid" or len(st.table.zones[st.hands[st.to_move]]) > k:
        GAME.step(st, policy_action(GAME, st, rng))
    for _ in range(seed % players):
        GAME.step(st, policy_action(GAME, st, rng))
    return st


@pytest.mark.parametrize("seed", range(48))
def test_the_solver_equals_brute_force_on_random_endings(seed):
    st = random_ending(seed)
    assert st.phase == "play"
    me = st.to_move
    solved = SOLVE.Ending(st, me).card_values(me)
    assert solved == SOLVE.brute_force(st, me)
    assert set(solved) == {a.cards[0] for a in GAME.legal_actions(st)}


@pytest.mark.parametrize("seed", range(12))
def test_each_shortcut_leaves_the_answer_as_it_was(seed):
    # longer endings than brute force can walk: every shortcut on, each one off, and all off
    st = policy_ending(seed, 3 + seed % 2, 4 if seed % 2 else 5)
    me = st.to_move
    fast = SOLVE.Ending(st, me).card_values(me)
    for flags in ({"memo": False}, {"equivalents": False}, {"cutoffs": False},
                  {"memo": False, "equivalents": False, "cutoffs": False}):
        assert SOLVE.Ending(st, me, **flags).card_values(me) == fast, flags


def test_one_table_serves_every_world_of_a_decision():
    # the worlds of one decision solved with one shared table give what each gives alone
    for seed in range(6):
        st = policy_ending(100 + seed, 4, 5)
        seat = st.to_move
        v = view(st, seat)
        rng = random.Random(seed)
        shared = SOLVE.Solver.for_state(v, seat)
        for _ in range(8):
            d = GAME.search.determinize(v, seat, rng)
            assert shared.solve(d, seat) == SOLVE.Solver.for_state(d, seat).solve(d, seat)
        assert shared.memo


def test_the_cards_out_of_play_do_not_change_the_key():
    # a card swapped for the one a rank below it, out of play: the same position to the table (no
    # new search) and the same answer, card for card
    swapped = 0
    for seed in range(40):
        st = policy_ending(200 + seed, 4, 4)
        me = st.to_move
        t = st.table
        in_play = {c for z in st.hands for c in t.zones[z]} | set(t.zones["trick"])
        pick = next(((z, c) for z in st.hands for c in t.zones[z]
                     if C.RANK[c] > 2 and c - 1 not in in_play), None)  # 3 to king, the rank below gone
        if pick is None or not t.zones["trick"] and pick[0] == st.hands[me]:
            continue
        z, c = pick
        other = st.copy()
        hand = other.table.zones[z]
        hand[hand.index(c)] = c - 1
        solver = SOLVE.Solver.for_state(st, me)
        values = solver.solve(st, me)
        nodes = solver.nodes
        moved = solver.solve(other, me)
        assert solver.nodes == nodes
        assert moved == {(c - 1 if d == c else d): v for d, v in values.items()}
        assert moved == SOLVE.Solver.for_state(other, me).solve(other, me)
        swapped += 1
    assert swapped >= 10


def test_a_decision_out_of_time_leaves_the_move_to_the_search():
    st = policy_ending(3, 4, 6)
    seat = st.to_move
    v = view(st, seat)
    assert SOLVE.choose(GAME, v, seat, random.Random(1), time.perf_counter() - 1.0) is None
    card = SOLVE.choose(GAME, v, seat, random.Random(1), time.perf_counter() + 5.0)
    assert card in {a.cards[0] for a in GAME.legal_actions(st)}


def test_the_solver_gives_up_at_its_stop():
    # a long ending, no time: it stops at its first look at the clock rather than finish the world
    st = policy_ending(8, 4, 9)
    seat = st.to_move
    solver = SOLVE.Solver.for_state(st, seat)
    with pytest.raises(SOLVE.OutOfTime):
        solver.solve(st, seat, stop=time.perf_counter() - 1.0)


def test_longer_endings_are_solved_with_fewer_players():
    cards = [SOLVE.endgame_cards(n) for n in range(GAME.info.players[0], GAME.info.players[-1] + 1)]
    assert cards == sorted(cards, reverse=True) and min(cards) >= 3
    st = policy_ending(4, 4, SOLVE.endgame_cards(4))
    seat = st.to_move
    assert len(st.table.zones[st.hands[seat]]) == SOLVE.endgame_cards(4)
    assert SOLVE.choose(GAME, view(st, seat), seat, random.Random(2), time.perf_counter() + 5.0) is not None
