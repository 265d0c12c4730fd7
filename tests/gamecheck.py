"""What every game must keep, checked after every action of random whole games.

Used by each game's property tests: ``play_checked(game, players, seed, options)``.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine import HIDDEN, Action, IllegalAction, Record, determinize, view
from cardtable.engine.game import Game
from cardtable.engine.record import replay
from cardtable.engine.state import State


def assert_view_hides(game: Game, state: State, seat: int) -> None:
    """A seat's view holds no card that seat cannot see, and nothing else is lost."""
    v = view(state, seat)
    t = state.table
    for zname, lst in v.table.zones.items():
        real = t.zones[zname]
        assert len(lst) == len(real), zname
        for c, r in zip(lst, real):
            if c == HIDDEN:
                assert not t.sees(seat, r), f"{zname}: a card the seat can see was hidden"
            else:
                assert c == r and t.sees(seat, c), f"{zname}: view shows a card the seat cannot see"
    assert v.seed is None and not v.stacked


def assert_determinize_consistent(game: Game, state: State, seat: int, rng_seed: int) -> None:
    """A sample keeps all the seat sees, holds every card once, and depends only on the view."""
    d = determinize(state, seat, random.Random(rng_seed))
    game.check(d)
    v1, v2 = view(state, seat), view(d, seat)
    assert v1.table.zones == v2.table.zones
    assert v1.public() == v2.public()
    assert v1.table.counters == v2.table.counters
    # The same view gives the same sample for the same random source.
    d2 = determinize(view(state, seat), seat, random.Random(rng_seed))
    assert d2.table.zones == d.table.zones and d2.seed == d.seed
    # and the sample is a playable state
    assert game.legal_actions(d) or d.over


def illegal_candidates(game: Game, state: State, legal: list[Action]) -> list[Action]:
    """Some actions that are not legal now: wrong seat, a card from elsewhere, odd kinds."""
    seat = state.to_move
    other = (seat + 1) % state.players
    out = [Action("nonsense", seat), Action("play", other, (0,))]
    out += [a._replace(seat=other) for a in legal[:3]]
    stock = [c for lst in state.table.zones.values() for c in lst][:2]
    out += [Action(a.kind, seat, tuple(stock[:len(a.cards)] or (stock[0],)), a.zone, a.number) for a in legal[:3]]
    out += [a._replace(number=(a.number or 0) + 99) for a in legal[:2]]
    return [a for a in out if a not in legal]


def play_checked(game: Game, players: int, seed: int, options: dict[str, Any] | None = None,
                 deep_every: int = 7, max_actions: int = 200_000) -> State:
    """Play a random whole game, checking the invariants after every action."""
    state = game.new_state(players, seed, options)
    rng = random.Random(seed)
    actions: list[Action] = []
    n = 0
    while not state.over:
        legal = game.legal_actions(state)
        assert legal, "a live game must offer an action"
        assert all(a.seat == state.to_move for a in legal)
        assert len(set(legal)) == len(legal), "duplicate legal actions"
        if n % deep_every == 0:
            before = state.copy()
            for bad in illegal_candidates(game, state, legal):
                try:
                    game.apply(state, bad)
                except IllegalAction as e:
                    assert str(e)
                else:
                    raise AssertionError(f"illegal {bad} was accepted")
                assert state == before, "a rejected action changed the state"
            for seat in range(players):
                assert_view_hides(game, state, seat)
            assert_determinize_consistent(game, state, state.to_move, seed + n)
        a = legal[rng.randrange(len(legal))]
        assert Action.from_json(a.to_json()) == a
        game.apply(state, a)
        actions.append(a)
        game.check(state)
        n += 1
        assert n < max_actions, "the game does not end"
    assert game.legal_actions(state) == []
    res = game.result(state)
    assert res.finished and res.winners
    rec = Record(game.info.id, players, seed, options or {}, actions)
    again = replay(game, Record.loads(rec.dumps()))
    assert again == state, "the record does not replay to the same state"
    play_checked.actions = n  # type: ignore[attr-defined]  # how many actions the game took (the soak's report)
    return state


def random_games_end_quickly(game: Game, counts: range, seconds: float = 1.0) -> None:
    """A whole game of random moves at each player count in ``counts`` ends, in a state the game's
    own check passes, within ``seconds``."""
    import time

    for players in counts:
        rng = random.Random(players)
        t0 = time.perf_counter()
        state = game.new_state(players, players, log=False)
        while not state.over:
            acts = game.legal_actions(state)
            game.step(state, acts[rng.randrange(len(acts))])
        game.check(state)
        assert time.perf_counter() - t0 < seconds, players


def refused(game: Game, state: State, action: Action, *words: str) -> str:
    """``game`` refuses the action with a sentence naming ``words``, and nothing changes; the sentence."""
    before = state.copy()
    try:
        game.apply(state, action)
    except IllegalAction as e:
        msg = str(e)
    else:
        raise AssertionError(f"{action} was not refused")
    assert state == before, "a refused action changed the state"
    assert msg and " " in msg, f"not a sentence: {msg!r}"
    for w in words:
        assert w in msg, f"{w!r} not in {msg!r}"
    return msg
