"""Thinking off the screen's loop: a computer player's move in another process.

The screen never waits for a search. It starts one, polls once a frame, and
may cancel at any time (the person quit, undid, or left the table)::

    thinker = Thinker()                       # spawns its worker process now
    thinker.start("oh-heck", view(state, seat), seat, "hard", seed)
    ...                                       # each frame:
    action = thinker.poll()                   # None while still thinking
    ...
    thinker.cancel()                          # drop the current search
    thinker.close()                           # on leaving the program

``start`` takes the seat's view, a full state (masked to the seat's view
here, before anything crosses to the worker) or a ``Record`` (replayed and
masked in the worker). Only the seat's view ever reaches the search.

Frozen executables (PyInstaller): the worker is started with the "spawn"
method on every platform, so the program's entry point must call
``multiprocessing.freeze_support()`` first thing, before parsing arguments or
opening a window (``cardtable/__main__.py`` does). If processes cannot be
used at all, ``Thinker(mode="thread")`` thinks on a thread instead (the GIL
then shares the CPU with drawing, but the loop never blocks).
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import random
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from ..engine.actions import Action
from ..engine.game import Game
from ..engine.record import Record, replay
from ..engine.state import State
from ..engine.views import determinize, view
from .players import SearchPlayer, make_player

GRACE = 3.0  # seconds past a time limit before a silent worker is given up on
FALLBACK_SPEC = "ismcts:30"  # what answers in-process when the worker fails


def seat_view(game: Game, position: State | Record, seat: int) -> State:
    """The seat's view of a position given as a view, a full state, or a record."""
    if isinstance(position, Record):
        position = replay(game, position)
    if not isinstance(position, State):
        raise TypeError(f"a position is a State or a Record, not {type(position).__name__}")
    if position.viewer is None:
        return view(position, seat)
    if position.viewer != seat:
        raise ValueError(f"seat {seat} was handed seat {position.viewer}'s view")
    return position


def think(game_id: str, position: State | Record, seat: int, spec: str, seed: int,
          time_limit: float | None = None, should_stop: Callable[[], bool] | None = None) -> Action:
    """The move ``spec`` makes for ``seat`` (who must be to move), from what the seat sees.

    Runs where it is called; ``Thinker`` runs it in a worker. The legal actions
    come from a sample of the seat's own view, so they too are what the seat knows."""
    from ..games import get_game

    game = get_game(game_id)
    v = seat_view(game, position, seat)
    if v.over or v.to_move != seat:
        raise ValueError(f"seat {seat} is not to move")
    legal = game.legal_actions(determinize(v, seat, random.Random(0)))
    player = make_player(spec, seed)
    if isinstance(player, SearchPlayer):
        player.should_stop = should_stop
        if time_limit is not None:
            player.time_limit = time_limit
    return player.choose(game, v, legal)


def lower_priority() -> None:
    """Run this process below normal priority (the worker's initializer).

    The search may take a whole core; the drawing loop must still get the CPU
    the moment it asks, even on a machine with two cores and other programs."""
    try:
        if hasattr(os, "nice"):
            os.nice(10)
        elif sys.platform == "win32":
            import ctypes

            below_normal = 0x4000  # BELOW_NORMAL_PRIORITY_CLASS
            kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
            kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), below_normal)
    except (OSError, AttributeError):  # not allowed here: think at normal priority
        pass


def _serve(requests: Any, results: Any, current: Any) -> None:
    """The worker process: answer jobs until told to stop (None)."""
    lower_priority()
    while True:
        msg = requests.get()
        if msg is None:
            return
        job, game_id, position, seat, spec, seed, limit = msg
        if current.value != job:
            continue  # cancelled before it began

        def stop(job: int = job) -> bool:
            return current.value != job

        try:
            action = think(game_id, position, seat, spec, seed, limit, stop)
            results.put((job, action, None))
        except Exception as e:  # the screen gets a fallback move and the reason
            results.put((job, None, f"{type(e).__name__}: {e}"))


class Thinker:
    """Asks a computer player for its move without blocking the caller.

    ``mode`` "process" (the default) thinks in a worker process started with
    the spawn method; "thread" thinks on a daemon thread of this process."""

    def __init__(self, mode: str = "process") -> None:
        if mode not in ("process", "thread"):
            raise ValueError("mode is 'process' or 'thread'")
        self.mode = mode
        self.error: str | None = None  # why the last search failed, if it did
        self._job = 0
        self._pending: tuple[int, float, str, Any, int] | None = None  # job, deadline, game, position, seat
        self._proc: Any = None
        self._thread: threading.Thread | None = None
        self._results: Any = None
        if mode == "process":
            self._ctx = multiprocessing.get_context("spawn")
            self._spawn()
        else:
            self._results = queue.Queue()
            self._current = _Box(0)

    # -- the screen's API --------------------------------------------------------------
    def start(self, game_id: str, position: State | Record, seat: int, spec: str, seed: int = 0,
              time_limit: float | None = None) -> None:
        """Start thinking about ``seat``'s move; a search already running is cancelled.

        ``time_limit`` (seconds) caps the search; by default the level's own
        safety cap applies."""
        self.cancel()
        self.error = None
        if isinstance(position, State):
            position = seat_view(_game(game_id), position, seat)  # hidden cards never leave this process
        self._job += 1
        job = self._job
        limit = time_limit if time_limit is not None else 30.0
        self._pending = (job, time.monotonic() + limit + GRACE, game_id, position, seat)
        msg = (job, game_id, position, seat, spec, seed, time_limit)
        if self.mode == "process":
            if self._proc is None or not self._proc.is_alive():
                self._spawn()
            self._current.value = job
            self._requests.put(msg)
        else:
            self._current.value = job
            self._thread = threading.Thread(target=self._run_thread, args=(msg,), daemon=True)
            self._thread.start()

    def poll(self) -> Action | None:
        """The move, once it is ready (then the Thinker is idle again); else None."""
        if self._pending is None:
            return None
        job, deadline, game_id, position, seat = self._pending
        while True:
            try:
                got, action, error = self._results.get_nowait()
            except (queue.Empty, OSError, EOFError):
                break
            if got != job:
                continue  # a cancelled search finishing late
            self._pending = None
            if action is None:
                self.error = error or "no move"
                return self._fallback(game_id, position, seat)
            return action
        dead = self.mode == "process" and (self._proc is None or not self._proc.is_alive())
        if dead or time.monotonic() > deadline:
            self.error = "the worker died" if dead else "the worker did not answer in time"
            self._pending = None
            self._restart()
            return self._fallback(game_id, position, seat)
        return None

    @property
    def thinking(self) -> bool:
        return self._pending is not None

    def cancel(self) -> None:
        """Drop the current search, if any: its answer will never be returned."""
        if self._pending is not None:
            self._current.value = 0
            self._pending = None

    def close(self) -> None:
        """Stop the worker (at once if it is mid-search)."""
        self.cancel()
        if self.mode == "process" and self._proc is not None:
            try:
                self._requests.put(None)
            except (OSError, ValueError):
                pass
            self._proc.join(1.0)
            if self._proc.is_alive():
                self._proc.terminate()
                self._proc.join(1.0)
            self._proc = None

    def __enter__(self) -> Thinker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- inside ------------------------------------------------------------------------
    def _spawn(self) -> None:
        ctx = self._ctx
        self._requests = ctx.Queue()
        self._results = ctx.Queue()
        self._current = ctx.Value("q", 0, lock=False)
        self._proc = ctx.Process(target=_serve, args=(self._requests, self._results, self._current),
                                 name="cardtable-ai", daemon=True)
        self._proc.start()

    def _restart(self) -> None:
        if self.mode == "process":
            if self._proc is not None and self._proc.is_alive():
                self._proc.terminate()
                self._proc.join(1.0)
            self._proc = None  # a fresh one on the next start
        self._current.value = 0

    def _run_thread(self, msg: tuple) -> None:
        job, game_id, position, seat, spec, seed, limit = msg
        box = self._current
        try:
            action = think(game_id, position, seat, spec, seed, limit, lambda: box.value != job)
            self._results.put((job, action, None))
        except Exception as e:
            self._results.put((job, None, f"{type(e).__name__}: {e}"))

    def _fallback(self, game_id: str, position: Any, seat: int) -> Action:
        """A quick in-process move when the worker fails: the screen always gets one."""
        return think(game_id, position, seat, FALLBACK_SPEC, 0)


class _Box:
    """A plain stand-in for a shared integer, for thread mode."""

    def __init__(self, value: int) -> None:
        self.value = value


def _game(game_id: str) -> Game:
    from ..games import get_game

    return get_game(game_id)
