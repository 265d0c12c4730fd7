"""Skull & Roses' computer players (issue 29, item 3): beliefs about the others learnt from the
table, the others in the searcher's tree moving as people who know only their own cards, and
no raise to every card with nothing known."""

from __future__ import annotations

import random

import pytest

from cardtable.engine import view
from cardtable.games.skull import ai as AI
from cardtable.games.skull import beliefs as B
from tests.test_skull import GAME, bid, lay, new, pass_


def played(seed: int, steps: int):
    state = GAME.new_state(4, seed, log=False)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.over:
            break
        acts = GAME.legal_actions(state)
        GAME.step(state, acts[rng.randrange(len(acts))])
    return state


def test_wildness_starts_at_typical_play_and_grows_with_each_challenge_lost():
    state = new(4)
    assert B.wildness(state) == [pytest.approx(B.TYPICAL_WILD)] * 4
    state.sheet.extend([(1, 2, 3, "lost", 0, False), (2, 2, 3, "lost", 1, False), (3, 1, 2, "won", None, False)])
    w = B.wildness(state)
    assert w[2] > 0.5 > B.TYPICAL_WILD > w[1] and w[0] == w[3] == pytest.approx(B.TYPICAL_WILD)


def test_a_high_bid_beyond_any_count_reads_as_wild():
    state = new(4)
    lay(state, "R", "R", "R", "R", "R", "R")  # seats 0 and 1 lay a second card: six on the table
    assert state.to_move == 2 and B.public_reach(state, 2) == 1 + 3
    bid(state, 4)  # its own card and half the others': within a careful count
    assert B.wildness(state)[2] < B.TYPICAL_WILD and state.spoke[2] == 1 and state.bold[2] == 0
    state = new(4)
    lay(state, "R", "R", "R", "R", "R", "R")
    bid(state, 5)
    assert state.bold[2] == 1
    w = B.wildness(state)
    assert w[2] > 2 * B.TYPICAL_WILD and w[:2] + w[3:] == [pytest.approx(B.TYPICAL_WILD)] * 3


@pytest.mark.parametrize("seed", range(8))
def test_beliefs_read_only_what_the_table_shows(seed):
    state = played(seed, 10 + 7 * seed)
    for seat in range(4):
        assert B.wildness(view(state, seat)) == B.wildness(state)


@pytest.mark.parametrize("seed", range(10))
def test_the_others_policy_is_legal_deterministic_and_knows_only_its_own_cards(seed):
    """In a sampled world, the policy of the seat to move gives the same move in any other world
    that seat cannot tell from it (its own cards kept, the rest re-dealt)."""
    state = played(seed, 6 + 5 * seed)
    if state.over:
        return
    seat = state.to_move
    legal = GAME.legal_actions(state)
    other = GAME.search.determinize(view(state, seat), seat, random.Random(seed + 100))
    for k in range(5):
        a = GAME.search.policy_action(state, random.Random(k))
        assert a in legal
        assert a == GAME.search.policy_action(state, random.Random(k))
        assert a == AI.policy_action(GAME, other, random.Random(k))


def test_a_bid_of_every_card_beyond_reach_is_left_to_people_s_rate(monkeypatch):
    """With one card on every mat and nothing yet turned at the table, a bid of every card stakes
    everything on the others' cards all being roses: no level's search weighs it (it found it best
    in 10-12% of such positions, bench_skull_bids), and ``bluff_action`` makes it about one time in
    twenty, never over its own skull; once cards have been turned, the search weighs it."""
    from cardtable.ai import make_player

    state = new(4)
    lay(state, *"RRRR")
    seat = state.to_move
    legal = GAME.legal_actions(state)
    v = view(state, seat)
    every = AI.every_card_bids(v, seat, legal)
    assert [(a.kind, a.number) for a in every] == [("bid", 4)]
    assert GAME.search.rate_moves(v, seat, legal) == every
    draws = [AI.bluff_action(v, seat, legal, random.Random(k)) for k in range(600)]
    assert all(d is None or d == every[0] for d in draws)
    assert 0.02 < sum(d is not None for d in draws) / 600 < 0.09
    skull_first = new(4)
    lay(skull_first, *"SRRR")  # the opener's own card is its skull: every card is a sure loss
    s0 = skull_first.to_move
    legal0 = GAME.legal_actions(skull_first)
    v0 = view(skull_first, s0)
    assert AI.every_card_bids(v0, s0, legal0)
    assert all(AI.bluff_action(v0, s0, legal0, random.Random(k)) is None for k in range(300))
    # once a challenge has turned cards, the table has shown something: the search weighs the bet
    shown = new(4)
    lay(shown, *"RRRR")
    shown.sheet.append((1, 2, 3, "lost", 0, False))
    assert AI.every_card_bids(view(shown, shown.to_move), shown.to_move, GAME.legal_actions(shown)) == []
    # laying cards, nobody can bid: nothing to leave out
    laying = new(4)
    assert AI.every_card_bids(view(laying, laying.to_move), laying.to_move, GAME.legal_actions(laying)) == []
    # with the rate at nothing, no level bids every card in these positions, whatever it finds (medium
    # did in 15 of 16 of the first four while the others in its tree were a tree, not people)
    monkeypatch.setattr(AI, "BOLD_ALL", 0.0)
    for players, lays, passes in ((3, "RRR", 0), (3, "RRS", 0), (4, "RRRS", 0), (4, "RSRR", 1), (5, "RRRRR", 0)):
        for seed in range(3):
            pos = new(players)
            lay(pos, *lays)
            bid(pos, 1)
            for _ in range(passes):
                pass_(pos)
            s = pos.to_move
            for level in ("medium", "hard:300"):
                a = make_player(level, seed).choose(GAME, view(pos, s), GAME.legal_actions(pos))
                assert not (a.kind == "bid" and a.number == pos.placed), (players, lays, seed, level)


def test_every_level_bluffs_with_its_first_card_at_a_people_s_rate_and_only_there():
    """The skull laid first about one time in three (``SKULL_BLUFF``): the search alone laid it in
    2 of 160 first cards, and a table that reads a lone card as a rose raises to every card."""
    from cardtable.ai import make_player
    from cardtable.games.skull.state import is_skull

    laid = []
    for seed in range(60):
        state = new(4)
        seat = state.to_move
        a = make_player("medium", seed).choose(GAME, view(state, seat), GAME.legal_actions(state))
        laid.append(is_skull(a.cards[0]))
    assert 10 <= sum(laid) <= 32, sum(laid)  # 0.35 of 60 is 21
    state = new(4)
    lay(state, *"RRRR")  # the turn phase: a second card is the search's choice, never a drawn bluff
    legal = GAME.legal_actions(state)
    drawn = [AI.bluff_action(view(state, state.to_move), state.to_move, legal, random.Random(k)) for k in range(50)]
    assert all(d is None or (d.kind == "bid" and d.number == state.placed) for d in drawn)  # only the bold bid
    first = new(4)
    legal = GAME.legal_actions(first)
    v = view(first, first.to_move)
    draws = [AI.bluff_action(v, first.to_move, legal, random.Random(k)) for k in range(400)]
    assert draws == [AI.bluff_action(v, first.to_move, legal, random.Random(k)) for k in range(400)]
    assert 0.28 < sum(d is not None for d in draws) / 400 < 0.42
    assert all(is_skull(d.cards[0]) for d in draws if d is not None)


def test_levels_differ_in_kind_hard_keeps_a_tree_for_every_seat():
    """Easy and medium move the others by people's policy; hard (and hard:N) searches the others'
    best replies with a tree for every seat, which is what sets it above medium (bench_ai, issue 29)."""
    from cardtable.ai.levels import LEVELS, guided_at, level_for
    from cardtable.ai.players import make_player

    v = view(new(4), 0)
    assert guided_at(GAME, level_for(GAME, LEVELS["easy"]), v)
    assert guided_at(GAME, level_for(GAME, LEVELS["medium"]), v)
    assert not guided_at(GAME, level_for(GAME, LEVELS["hard"]), v)
    assert not guided_at(GAME, level_for(GAME, make_player("hard:50").level), v)
