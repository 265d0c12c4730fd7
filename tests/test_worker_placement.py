"""The thinking worker's core of its own (Linux): where it goes, and that the drawing loop gets all CPUs back."""

from __future__ import annotations

import os

import pytest

from cardtable.ai import cores, service


def test_no_placement_unless_asked_for_or_where_it_cannot_help(monkeypatch):
    monkeypatch.setenv("CARDTABLE_WORKER_CORE", "own")
    monkeypatch.setattr(cores.os, "sched_getaffinity", lambda pid: {0}, raising=False)
    assert cores.placement() is None  # one CPU: nothing to share out
    monkeypatch.setattr(cores.os, "sched_getaffinity", lambda pid: {0, 1, 2, 3}, raising=False)
    monkeypatch.delenv("CARDTABLE_WORKER_CORE")
    assert cores.placement() is None  # not asked for: the default
    monkeypatch.setenv("CARDTABLE_WORKER_CORE", "own")
    monkeypatch.delattr(cores.os, "sched_getaffinity")
    assert cores.placement() is None  # Windows, macOS


def test_the_worker_takes_the_last_core_with_its_smt_siblings(monkeypatch):
    monkeypatch.setenv("CARDTABLE_WORKER_CORE", "own")
    monkeypatch.setattr(cores.os, "sched_getaffinity", lambda pid: {0, 1, 2, 3}, raising=False)
    monkeypatch.setattr(cores, "_core_of", lambda cpu: {1, 3} if cpu in (1, 3) else {0, 2})
    assert cores.placement() == ({1, 3}, {0, 2})
    monkeypatch.setattr(cores, "_core_of", lambda cpu: {cpu})  # no SMT
    assert cores.placement() == ({3}, {0, 1, 2})
    monkeypatch.setattr(cores.os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    monkeypatch.setattr(cores, "_core_of", lambda cpu: {0, 1})  # one core, two threads
    assert cores.placement() == ({1}, {0})


@pytest.mark.skipif(not hasattr(os, "sched_getaffinity") or len(os.sched_getaffinity(0)) < 2,
                    reason="needs Linux and two CPUs")
def test_the_drawing_loop_gets_every_cpu_back_when_the_worker_stops(monkeypatch):
    monkeypatch.setenv("CARDTABLE_WORKER_CORE", "own")
    service.shutdown()
    before = os.sched_getaffinity(0)
    worker_core, rest = cores.placement()
    try:
        service.warm_up()
        assert os.sched_getaffinity(0) == rest
        assert service.worker_pids()
    finally:
        service.shutdown()
    assert os.sched_getaffinity(0) == before
    assert worker_core.isdisjoint(rest)
