"""The screen tests' shared fixtures: the app (one per test, always shut down whole), and the
computers' worker on a thread where a test puts its own stand-in for the AI."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pygame
import pytest
from driver import make_app

from cardtable.ai import coach
from cardtable.ai import service as computer
from cardtable.files.storage import Storage
from cardtable.ui import widgets


@pytest.fixture
def app(request, tmp_path):
    """A fresh app, its files in the test's own folder. A module or a test that wants another app says
    so with ``@pytest.mark.app(size=(w, h), animation="normal", pace="normal")`` (any of them).
    Afterwards the computers' worker is shut down, the text scale put back and pygame closed."""
    mark = request.node.get_closest_marker("app")
    wanted = dict(mark.kwargs) if mark else {}
    pace = wanted.pop("pace", None)
    a = make_app(storage=Storage(tmp_path), **wanted)
    if pace is not None:
        a.settings.pace = pace
    yield a
    computer.shutdown()
    widgets.set_text_scale(1.0)
    pygame.quit()


@pytest.fixture
def worker_thread(monkeypatch):
    """Hints and values are worked out on a thread here, so a stand-in for the AI can be put in."""
    pool = ThreadPoolExecutor(max_workers=1)
    monkeypatch.setattr(computer, "_pool", pool)
    yield pool
    pool.shutdown(wait=True)


@pytest.fixture
def asked(worker_thread, monkeypatch):
    """The coach's values are worked out on a thread, quickly; every view sent to be valued is kept."""
    seen = []
    real = coach.think_options

    def quick(game, view, seat, seed, iterations, job=0):
        seen.append((view, seat))
        return real(game, view, seat, seed, 60, job)

    monkeypatch.setattr(coach, "think_options", quick)
    return seen


@pytest.fixture
def mouse_posted(app, monkeypatch):
    """Every mouse button event the app is handed from now on (a test by keys alone wants none)."""
    posted: list = []
    real = app.frame

    def noting(events, dt):
        posted.extend(e for e in events if e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP))
        return real(events, dt)

    monkeypatch.setattr(app, "frame", noting)
    return posted
