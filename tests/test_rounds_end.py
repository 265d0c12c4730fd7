"""Every round ends: the games whose stock can run out (Show, Six Card Golf, Uncle
Stuart's Game, Basic Rummy) end a round once the stock is gone for good, and after
a turn limit even if every player keeps taking the discard instead of drawing."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.games import BUILT_IN, get_game
from cardtable.games.stock import TURN_LIMIT

STOCK_GAMES = ("show", "golf", "uncle-stuart", "rummy")
ALL_GAMES = BUILT_IN  # every game in the registry
# The most actions one turn can take (a draw, melds, every card of a hand laid off, a discard).
MOST_ACTIONS_A_TURN = 20


def _round_bound(game_id: str, players: int) -> int:
    if game_id in STOCK_GAMES:
        return (TURN_LIMIT * players + 2 * players) * MOST_ACTIONS_A_TURN
    return 20_000  # the other games' rounds end by their own rules (a trick game, a pot, a bet)


@settings(max_examples=40)
@given(st.sampled_from(ALL_GAMES), st.integers(0, 2**31), st.data())
def test_random_play_ends_every_round_within_a_bound(game_id, seed, data):
    game = get_game(game_id)
    players = data.draw(st.integers(game.info.players[0], min(game.info.players[-1], 6)))
    state = game.new_state(players, seed, log=False)
    rng = random.Random(seed)
    bound = _round_bound(game_id, players)
    for _ in range(3):  # three rounds
        deal, steps = state.deal_no, 0
        while not state.over and state.deal_no == deal:
            acts = game.legal_actions(state)
            assert acts, f"{game_id}: nobody can move"
            game.step(state, acts[int(rng.random() * len(acts))])
            steps += 1
            assert steps <= bound, f"{game_id}, {players} players, seed {seed}: a round ran past {bound} actions"
        if state.over:
            break


def _stubborn(state, acts):
    """A player who never draws from the stock and never ends the round if they can help it:
    takes the discard, swaps face-up cards, throws what they took back out."""
    order = {"take": 0, "discard": 1, "replace": 2, "lay_off": 5, "meld": 5, "draw": 8, "stop": 9, "show": 9}
    best = min(acts, key=lambda a: order.get(a.kind, 4))
    if best.kind == "replace":  # Golf: replace a card already face up, never turn one up
        t = state.table
        lay = t.zones[state.layouts[state.to_move]]
        up = [a for a in acts if a.kind == "replace" and t.up[lay[a.number]]]
        best = up[0] if up else best
    if best.kind == "discard":  # keep the hand's size: one card at a time
        singles = [a for a in acts if a.kind == "discard" and len(a.cards) == 1]
        best = singles[0] if singles else best
    return best


@pytest.mark.parametrize("game_id", STOCK_GAMES)
def test_a_round_ends_even_when_nobody_ever_draws(game_id):
    """The turn limit: players who only ever take the discard still reach the end of the round."""
    game = get_game(game_id)
    state = game.new_state(2, 11, log=True)
    rng = random.Random(3)
    steps = 0
    while state.deal_no == 0:
        acts = game.legal_actions(state)
        # before the first turn proper (Golf's two cards turned up), any legal action
        a = _stubborn(state, acts) if state.phase not in ("turn_up",) else acts[int(rng.random() * len(acts))]
        game.apply(state, a)
        steps += 1
        assert steps < 30 * TURN_LIMIT, f"{game_id}: the round did not end"
    kinds = [e.kind for e in state.table.log]
    assert "turn_limit" in kinds or "last_turns" in kinds, f"{game_id}: the round ended some other way"


@pytest.mark.parametrize("game_id", STOCK_GAMES)
def test_once_the_stock_is_gone_each_player_has_one_more_turn(game_id):
    """Play on, always drawing while there is a stock and never ending the round, until the
    stock is gone for good; then the round ends after exactly one more turn for each player."""
    game = get_game(game_id)
    for seed in range(30):
        state = game.new_state(3, seed, log=True)
        rng = random.Random(seed)
        while state.deal_no == 0 and state.final < 0:
            acts = game.legal_actions(state)
            draws = [a for a in acts if a.kind == "draw"]
            if state.phase == "turn_up":
                game.apply(state, acts[int(rng.random() * len(acts))])
                continue
            game.apply(state, draws[0] if draws else _stubborn(state, acts))
        if state.deal_no:
            continue  # the round ended first (someone went out): try another seed
        # the turn in which the last card was drawn is the drawer's one more turn: Show and Golf
        # have finished it when the stock is found gone, the rummies are still in it
        left = state.final
        assert left == (2 if game_id in ("show", "golf") else 3)
        assert any(e.kind == "last_turns" for e in state.table.log)
        turns_before = state.turns
        while state.deal_no == 0:
            acts = game.legal_actions(state)
            assert not any(a.kind == "draw" for a in acts), "a draw with no stock"
            played = state.turns + 1  # the action that ends the round ends a turn
            game.apply(state, _stubborn(state, acts))
        assert played - turns_before == left, f"{game_id}: {played - turns_before} more turns"
        return
    pytest.fail(f"{game_id}: no seed ran the stock out")


def test_the_turn_limit_ends_the_round_on_the_very_turn_that_reaches_it():
    """``stock.turn_done``: the round ends as the TURN_LIMIT-th turn a player is counted, not a turn later."""
    from types import SimpleNamespace

    from cardtable.games.stock import TURN_LIMIT, turn_done

    players = 3
    st = SimpleNamespace(turns=TURN_LIMIT * players - 2, final=-1, players=players, table=SimpleNamespace(log=None))
    assert turn_done(st) is False  # one turn short
    assert turn_done(st) is True and st.turns == TURN_LIMIT * players  # the limit reached: the round ends now
