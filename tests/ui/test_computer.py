"""The thinking service (cardtable.ai.service): the computer's turn and the hint, thought out off
the drawing loop. A search nobody waits for any more is stopped, the worker runs below normal
priority, a dead worker is replaced, and any Game object can be thought about, registered or not."""

from __future__ import annotations

import dataclasses
import os
import signal
import time

import pytest

from cardtable.ai import players, service
from cardtable.engine import view
from cardtable.games import get_game

LONG = "ismcts:10000000"  # a search that runs to its 30-second safety cap unless stopped
SOME = "ismcts:20000"  # a few seconds' search


class RenamedRummy(type(get_game("rummy"))):  # a game the registry does not know
    def __init__(self) -> None:
        super().__init__(dataclasses.replace(get_game("rummy").info, id="renamed-rummy"))


@pytest.fixture(autouse=True)
def _fresh_worker():
    service.shutdown()
    yield
    service.shutdown()


@pytest.fixture
def searches(monkeypatch):
    """Every search player the worker side makes, to read how its search ended."""
    made = []

    def make(spec, seed=0):
        p = players.make_player(spec, seed)
        made.append(p)
        return p
    monkeypatch.setattr(service, "make_player", make)
    return made


@pytest.fixture
def threads(monkeypatch):
    """No processes can be started here: the service thinks on a thread."""
    def refuse(*a, **kw):
        raise OSError("no processes in this test")
    monkeypatch.setattr(service.multiprocessing, "get_context", refuse)


def big_position(game_id: str = "oh-heck", players_: int = 7):
    game = get_game(game_id)
    st = game.new_state(players_, 99, {})
    return game, st


def warm() -> int:
    """Start the worker and wait until it is up; its process id."""
    service._executor().submit(int, 0).result(timeout=120)
    pids = service.worker_pids()
    assert len(pids) == 1
    return pids[0]


def wait(asker, seconds: float):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        a = asker.poll()
        if a is not None:
            return a
        if not asker.thinking:
            return None
        time.sleep(0.01)
    raise AssertionError(f"no answer in {seconds} s")


def test_a_search_whose_job_is_no_longer_current_stops(monkeypatch, searches):
    game, st = big_position()
    box = service._Box()
    monkeypatch.setattr(service, "_current", box)
    box.value = 5  # the screen has moved on to job 5
    a = service.choose(game, st, st.to_move, game.legal_actions(st), "hard", 1, job=4)
    assert a in game.legal_actions(st)
    assert searches[-1].last.stopped == "cancelled"
    assert searches[-1].last.iterations < players.level_for(game, players.LEVELS["hard"]).iterations


def test_the_current_job_is_searched_in_full(monkeypatch, searches):
    game, st = big_position()
    box = service._Box()
    monkeypatch.setattr(service, "_current", box)
    box.value = 4
    service.choose(game, st, st.to_move, game.legal_actions(st), "ismcts:300", 1, job=4)
    assert searches[-1].last.stopped != "cancelled"


@pytest.mark.parametrize("mode", ["thread", "process"])
def test_a_computer_answers_without_blocking_and_cancels(mode, request):
    if mode == "thread":
        request.getfixturevalue("threads")
    game, st = big_position("rummy", 3)
    seat, legal = st.to_move, game.legal_actions(st)
    comp = service.Computer(LONG, 1)
    t = time.perf_counter()
    comp.start(game, st, seat, legal)
    assert time.perf_counter() - t < 0.5  # start returns at once
    assert comp.poll() is None and comp.thinking
    comp.cancel()
    assert not comp.thinking and comp.poll() is None
    quick = service.Computer("ismcts:40", 2)
    quick.start(game, st, seat, legal)
    a = wait(quick, 60)
    assert a in legal and quick.error is None and not quick.thinking
    assert a == service.choose(game, view(st, seat), seat, legal, "ismcts:40", 2 * 1_000_003 + 1)
    if mode == "thread":
        assert service.worker_pids() == []


def test_cancel_stops_the_search_and_the_worker_is_free_at_once():
    game, st = big_position()
    seat, legal = st.to_move, game.legal_actions(st)
    warm()
    slow = service.Computer(LONG, 1)
    slow.start(game, st, seat, legal)
    time.sleep(1.0)  # the worker is deep in the search now
    assert slow.thinking
    slow.cancel()
    assert not slow.thinking and slow.poll() is None
    t = time.monotonic()
    service._executor().submit(int, 0).result(timeout=60)  # a job that does not itself stop the search
    assert time.monotonic() - t < 5  # the worker was free: not the 30 s the search would have run on
    quick = service.Computer("ismcts:20", 2)
    t = time.monotonic()
    quick.start(game, st, seat, legal)
    a = wait(quick, 60)
    assert a in legal and quick.error is None
    assert time.monotonic() - t < 5


def killed_mid_search(spec: str):
    """A computer of ``spec`` asked about a big position; half a second into its search, its worker is
    killed. The game, the position, the seat to move, its legal moves, the dead worker's id, the computer."""
    game, st = big_position()
    seat, legal = st.to_move, game.legal_actions(st)
    pid = warm()
    comp = service.Computer(spec, 1)
    comp.start(game, st, seat, legal)
    time.sleep(0.5)
    assert comp.thinking
    os.kill(pid, signal.SIGKILL)
    return game, st, seat, legal, pid, comp


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL here")
def test_a_worker_killed_mid_search_is_replaced_and_asked_again():
    game, st, seat, legal, pid, comp = killed_mid_search(SOME)
    a = wait(comp, 120)
    assert a in legal
    assert comp.error is None  # the answer came from a new worker, not a random stand-in
    new = service.worker_pids()
    assert new and pid not in new
    assert a == service.choose(game, view(st, seat), seat, legal, SOME, 1 * 1_000_003 + 1)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL here")
def test_a_worker_that_dies_twice_gives_a_legal_move_and_says_why():
    game, st, seat, legal, pid, comp = killed_mid_search(LONG)
    end = time.monotonic() + 120
    while True:  # the service notices, starts a new worker and asks it again
        assert comp.poll() is None and time.monotonic() < end
        new = service.worker_pids()
        if new and pid not in new:
            break
        time.sleep(0.01)
    time.sleep(1.0)
    os.kill(new[0], signal.SIGKILL)
    a = wait(comp, 60)
    assert a in legal
    assert comp.error and "worker" in comp.error
    comp.start(game, st, seat, legal)  # the next turn starts afresh
    assert comp.error is None


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL here")
def test_a_worker_that_died_between_turns_is_replaced():
    game, st = big_position()
    seat, legal = st.to_move, game.legal_actions(st)
    pid = warm()
    os.kill(pid, signal.SIGKILL)
    time.sleep(1.0)  # the pool has noticed by now
    for asker, args in ((service.Computer("ismcts:40", 1), (legal,)), (service.Hinter(), ())):
        asker.start(game, st, seat, *args)
        a = wait(asker, 120)
        assert a in legal and asker.error is None
    assert service.worker_pids() and pid not in service.worker_pids()


def test_a_search_that_fails_in_the_worker_gives_a_legal_move_and_says_why(threads):
    game, st = big_position("rummy", 3)
    seat, legal = st.to_move, game.legal_actions(st)
    other = (seat + 1) % 3
    comp = service.Computer("ismcts:40", 1)
    comp.start(game, view(st, other), seat, legal)  # handed another seat's view: the search refuses
    a = wait(comp, 30)
    assert a in legal and "ValueError" in comp.error


def test_a_game_the_registry_does_not_know_is_thought_about_in_the_worker():
    game = RenamedRummy()
    with pytest.raises(KeyError):
        get_game(game.info.id)
    st = game.new_state(3, 5, {})
    seat, legal = st.to_move, game.legal_actions(st)
    comp = service.Computer("ismcts:40", 3)
    comp.start(game, st, seat, legal)
    a = wait(comp, 120)
    assert a in legal and comp.error is None
    assert service.worker_pids()  # it really was the worker process
    hinter = service.Hinter()
    hinter.start(game, st, seat)
    assert hinter.thinking
    h = wait(hinter, 120)
    assert h in legal and not hinter.failed


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no process priorities here")
def test_the_worker_runs_below_normal_priority():
    pool = service._executor()
    assert pool.submit(os.nice, 0).result(timeout=60) > os.nice(0)
