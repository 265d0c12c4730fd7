"""The computer's thinking off the drawing loop: a search nobody waits for any more is stopped,
and the worker runs below normal priority."""

from __future__ import annotations

import os
import time

import pytest

from cardtable.ai import players
from cardtable.games import get_game
from cardtable.ui import computer


@pytest.fixture
def searches(monkeypatch):
    """Every search player the worker side makes, to read how its search ended."""
    made = []

    def make(spec, seed=0):
        p = players.make_player(spec, seed)
        made.append(p)
        return p
    monkeypatch.setattr(computer, "make_player", make)
    return made


def big_position():
    game = get_game("oh-heck")
    st = game.new_state(7, 99, {})
    return game, st


def test_a_search_whose_job_is_no_longer_current_stops(monkeypatch, searches):
    game, st = big_position()
    box = computer._Box()
    monkeypatch.setattr(computer, "_current", box)
    box.value = 5  # the screen has moved on to job 5
    a = computer.choose("oh-heck", st, st.to_move, game.legal_actions(st), "hard", 1, job=4)
    assert a in game.legal_actions(st)
    assert searches[-1].last.stopped == "cancelled"
    assert searches[-1].last.iterations < players.level_for(game, players.LEVELS["hard"]).iterations


def test_the_current_job_is_searched_in_full(monkeypatch, searches):
    game, st = big_position()
    box = computer._Box()
    monkeypatch.setattr(computer, "_current", box)
    box.value = 4
    computer.choose("oh-heck", st, st.to_move, game.legal_actions(st), "ismcts:300", 1, job=4)
    assert searches[-1].last.stopped != "cancelled"


def test_cancel_stops_the_worker_and_the_next_turn_is_answered():
    game, st = big_position()
    try:
        slow = computer.Computer("hard", 1)
        slow.start("oh-heck", st, st.to_move, game.legal_actions(st))
        assert slow.thinking
        future, job = slow._future, slow._job
        slow.cancel()
        assert computer._box.value != job  # the worker sees that nobody waits for this search
        future.result(timeout=120)  # the stopped search returns (cancelled before it began: cancelled)
    except Exception as e:  # noqa: BLE001
        if type(e).__name__ != "CancelledError":
            raise
    finally:
        quick = computer.Computer("ismcts:20", 2)
        quick.start("oh-heck", st, st.to_move, game.legal_actions(st))
        for _ in range(12000):
            a = quick.poll()
            if a is not None:
                break
            time.sleep(0.01)
        computer.shutdown()
    assert a in game.legal_actions(st)


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no process priorities here")
def test_the_worker_runs_below_normal_priority():
    try:
        pool = computer._executor()
        assert pool.submit(os.nice, 0).result(timeout=60) > os.nice(0)
    finally:
        computer.shutdown()
