"""The thinking service: the one place that starts, reuses and stops the computer
players' worker, for a computer's turn and for a person's hint.

The screen never waits for a search::

    comp = Computer("hard", seed)
    comp.start(game, state, seat, legal)      # hands the seat's view to the worker
    action = comp.poll()                      # each frame: None while still thinking
    comp.cancel()                             # nobody waits any more: the search stops

``Hinter`` asks the same worker for the hard player's move in the person's seat.

Searches run in one separate process, started with the "spawn" method on every
platform, below normal priority (a thread would hold the interpreter and
stutter the frames; the priority keeps the drawing loop first in line for the
CPU). On Linux, CARDTABLE_WORKER_CORE=own also gives the worker a core of its
own (``cores.placement()`` says what that buys and costs). The Game object itself is
sent to the worker (pickled by reference to its class), so any game works,
even one defined in a test. One search runs at a time: starting a job stops
the one before it, and a cancelled search stops within a few hundred play-outs
(the search checks a shared job number), so the worker is free again at once.
Where processes cannot be started, a thread does the thinking instead.

A worker that dies (killed, out of memory), or that does not answer within three times
its thinking budget (``priority.think_timeout``: hung, stopped), is killed, replaced
and asked again once; only if that fails too does the computer play a random legal
move, its ``error`` saying why. Frozen apps: the entry point calls
``multiprocessing.freeze_support()`` first (``cardtable/__main__.py``).

This is the only module of the package that starts processes or threads for thinking.
Over 400 lines: being that one module (a test holds it to it), it keeps the worker's side, the pool and
the screen's questions together, each question typed by its answer (``_Asking[T]``).
"""

from __future__ import annotations

import concurrent.futures as cf
import itertools
import logging
import multiprocessing
import os
import random
import signal
import sys
import threading
import time
import weakref
from concurrent.futures.process import BrokenProcessPool
from typing import Callable, Generic, Protocol, TypeVar

from ..engine.actions import Action
from ..engine.game import SomeGame
from ..engine.state import State
from ..engine.views import view
from .cores import keep_to, release_core, take_core
from .levels import HINT_LEVEL
from .players import SearchPlayer, is_search, make_player
from .priority import lower_priority, think_timeout

log = logging.getLogger("cardtable.ai")


T = TypeVar("T")  # a question's answer (a move, a hint, values)

# -- the worker's side -------------------------------------------------------------------------
class _Box:
    """The job being thought about, as a plain integer (when thinking on a thread)."""

    def __init__(self) -> None:
        self.value = 0


class JobNumber(Protocol):
    """The job that should still run, shared by this side and the worker (a ``multiprocessing`` value, or ``_Box``)."""
    value: int


_current: JobNumber | None = None  # in the worker: the shared number of the job that should still run


def _init_worker(box: JobNumber, parent: int | None = None, cpus: set[int] | None = None) -> None:
    global _current
    _current = box
    lower_priority()
    keep_to(cpus)
    if parent is not None:
        watch_parent(parent)


def watch_parent(parent: int, every: float = 0.25) -> threading.Thread:
    """In the worker: a thread that ends this process within a second once the program that
    started it is gone (killed, crashed), so no worker is left thinking for nobody."""
    def alive() -> bool:
        if os.getppid() != parent:  # POSIX: an orphan is adopted by another process
            return False
        if sys.platform == "win32":
            import ctypes

            kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]  # Windows only: not in Linux's stubs
            handle = kernel32.OpenProcess(0x1000, False, parent)  # PROCESS_QUERY_LIMITED_INFORMATION
            if not handle:
                return False
            code = ctypes.c_ulong()
            kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
            kernel32.CloseHandle(handle)
            return code.value == 259  # STILL_ACTIVE
        return True

    def run() -> None:
        while alive():
            time.sleep(every)
        os._exit(0)

    t = threading.Thread(target=run, name="cardtable-parent-watch", daemon=True)
    t.start()
    return t


def _stopper(job: int) -> Callable[[], bool]:
    box = _current

    def stop() -> bool:
        return box is not None and box.value != job
    return stop


def choose(game: SomeGame, seen: State, seat: int, legal: list[Action], spec: str, seed: int,
           job: int = 0) -> Action:
    """A computer player's choice from its own view (runs in the worker)."""
    try:
        player = make_player(spec, seed)
    except ValueError:  # a seat from an older or hand-edited record: play on rather than stop
        player = make_player("random", seed)
    if isinstance(player, SearchPlayer) and job:
        player.should_stop = _stopper(job)
    return player.choose(game, seen, legal)


def think_hint(game: SomeGame, seen: State, seat: int, seed: int = 0, job: int = 0) -> Action | None:
    """The hint for ``seat`` (runs in the worker): the review's best option, from that seat's view."""
    from .. import ai  # looked up when called, so a test may put a stand-in for ai.hint

    return ai.hint(game, seen, seat, seed=seed, spec=HINT_LEVEL, should_stop=_stopper(job) if job else None)


# -- this side: the one worker -------------------------------------------------------------------
_pool: cf.Executor | None = None
_box: JobNumber | None = None  # this side's handle on the shared job number
_jobs = itertools.count(1)


_NO_PROCESSES = (OSError, ValueError, NotImplementedError, ImportError)  # processes cannot start here


def _executor() -> cf.Executor:
    """The worker, started the first time it is needed and reused after."""
    global _pool, _box
    if _pool is None:
        try:
            ctx = multiprocessing.get_context("spawn")
            box = ctx.Value("q", 0, lock=False)
            _pool = cf.ProcessPoolExecutor(max_workers=1, mp_context=ctx, initializer=_init_worker,
                                           initargs=(box, os.getpid(), take_core()))
            _box = box
        except _NO_PROCESSES as e:
            _use_a_thread(e)
    assert _pool is not None
    return _pool


def _use_a_thread(why: BaseException) -> None:
    """No worker process here: think on a thread of this process (no lowered priority then)."""
    global _pool, _box, _current
    log.warning("thinking on a thread: no worker process here (%s)", why)
    _box = _current = _Box()
    _pool = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")


def _submit(fn: Callable[..., T], *args: object) -> tuple[cf.Future[T], int, cf.Executor]:
    """Hand a job to the worker; whatever it was thinking about before is stopped.

    A worker found dead is replaced first; a worker process that cannot start
    leaves the thinking to a thread."""
    global _box, _current
    for attempt in range(2):
        pool = _executor()
        if _box is None:  # a pool put in from outside (tests): a thread in this process
            _box = _current = _Box()
        job = next(_jobs)
        _box.value = job
        try:
            return pool.submit(fn, *args, job), job, pool
        except BrokenProcessPool:  # it died while idle: a new one
            if attempt:
                raise
            _replace(pool)
        except _NO_PROCESSES as e:
            if attempt or not isinstance(pool, cf.ProcessPoolExecutor):
                raise
            _replace(pool)
            _use_a_thread(e)
    raise AssertionError("unreachable")


def _stop(job: int) -> None:
    if _box is not None and _box.value == job:
        _box.value = 0


def _replace(broken: cf.Executor) -> None:
    """A worker died: drop its pool (if nobody has yet), so the next job starts a fresh one."""
    global _pool, _box
    if _pool is broken:
        _pool = None
        _box = None
        release_core()
        try:
            broken.shutdown(wait=False, cancel_futures=True)
        except Exception:  # noqa: BLE001 - it is broken already
            pass


def worker_pids() -> list[int]:
    """The worker processes' ids (none while thinking on a thread, or before the first job)."""
    procs = getattr(_pool, "_processes", None) or {}
    return [p.pid for p in list(procs.values()) if p.pid is not None]


def warm_up() -> None:
    """Start the worker early, so the first computer turn is not slow."""
    try:
        _executor().submit(int, 0)
    except Exception as e:  # noqa: BLE001 - thinking will fall back when it is needed
        log.warning("the computer players' worker did not start: %s", e)


def shutdown() -> None:
    """Stop the worker (a search under way stops at its next check); the next job starts another."""
    global _pool, _box
    if _pool is not None:
        if _box is not None:
            _box.value = 0
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None
        _box = None
    release_core()


# -- the screen's side ---------------------------------------------------------------------------
_askers: weakref.WeakSet[_Asking[object]] = weakref.WeakSet()  # every question asker, to tell who is waiting


def others_thinking(but: object = None) -> bool:
    """Whether a question other than ``but``'s is being thought about (a computer's move, a hint, values):
    work in the background (``background.Analyst``) waits for them, never the other way round."""
    return any(a._future is not None and not a._future.done() for a in list(_askers) if a is not but)  # an answer
    # ready but not yet collected (a table under the game's end no longer polls) holds nothing up


class _Asking(Generic[T]):
    """One question to the worker at a time: its future, the job number that stops it,
    and the question itself, to ask a fresh worker again if this one dies. ``T``: the answer."""

    RETRIES = 1  # a dead worker is replaced and asked again this many times

    def __init__(self) -> None:
        _askers.add(self)  # type: ignore[arg-type]  # any answer's asker: only ``thinking`` is read
        self._future: cf.Future[T] | None = None
        self._job = 0
        self._pool: cf.Executor | None = None
        self._question: tuple[Callable[..., T], tuple[object, ...]] | None = None  # the function asked, its arguments
        self._retries = 0
        self._asked = 0.0
        self.timeout: float | None = None  # seconds before the worker is thought hung (a move, a hint: set)
        self.error: str | None = None  # why the last answer was not the worker's, if it was not

    @property
    def thinking(self) -> bool:
        return self._future is not None

    def _ask(self, fn: Callable[..., T], *args: object) -> None:
        self._question = (fn, args)
        self._retries = self.RETRIES
        self._asked = time.monotonic()
        self._future, self._job, self._pool = _submit(fn, *args)

    def _result(self) -> tuple[bool, T | None]:
        """(True, the answer) once the question is answered; (False, None) while thinking or idle.

        A dead worker is replaced and asked again (once); an answer that cannot come
        raises, and the caller falls back."""
        f = self._future
        if f is not None and self.timeout and not f.done() and time.monotonic() - self._asked > self.timeout:
            return self._hung()
        if f is None or not f.done():
            return False, None
        self._future = None
        try:
            return True, f.result()
        except BrokenProcessPool:
            if self._pool is not None:
                _replace(self._pool)
            if self._retries <= 0:
                raise
            self._retries -= 1
            log.warning("the computer players' worker died; asking a new one")
            return self._ask_again()

    def _ask_again(self) -> tuple[bool, T | None]:
        assert self._question is not None  # asked before
        fn, args = self._question
        self._asked = time.monotonic()
        self._future, self._job, self._pool = _submit(fn, *args)
        return False, None

    def _hung(self) -> tuple[bool, T | None]:
        """No answer in time: the worker is stopped (killed), replaced, and asked again (once)."""
        pool, self._future = self._pool, None
        _stop(self._job)
        for pid in worker_pids() if pool is not None and pool is _pool else ():
            try:
                os.kill(pid, getattr(signal, "SIGKILL", signal.SIGTERM))
            except OSError:
                pass
        if pool is not None:
            _replace(pool)
        if self._retries <= 0:
            raise TimeoutError(f"no answer in {self.timeout} s")
        self._retries -= 1
        log.warning("the computer players' worker did not answer in %s s; asking a new one", self.timeout)
        return self._ask_again()

    def _drop(self) -> None:
        """Nobody waits for the answer any more: the worker stops that search."""
        if self._future is not None:
            self._future.cancel()
            _stop(self._job)
            self._future = None


class Computer(_Asking[Action]):
    """One computer seat's thinking: start, poll, cancel. ``error`` says why a move was a
    random stand-in (the worker failed), else None."""

    def __init__(self, spec: str, seed: int) -> None:
        super().__init__()
        self.spec = spec
        self.seed = seed
        self.turns = 0
        self._ready: Action | None = None
        self._legal: list[Action] = []

    def start(self, game: SomeGame, state: State, seat: int, legal: list[Action]) -> None:
        """Start thinking about ``seat``'s move (``state`` may be full: only the seat's view leaves here)."""
        self.cancel()
        self.error = None
        self.turns += 1
        seed = self.seed * 1_000_003 + self.turns
        seen = view(state, seat) if state.viewer is None else state
        self._legal = legal
        if len(legal) == 1:
            self._ready = legal[0]
        elif not is_search(self.spec):  # random: answers at once
            self._ready = choose(game, seen, seat, legal, self.spec, seed)
        else:
            self.timeout = think_timeout(self.spec, game)
            try:
                self._ask(choose, game, seen, seat, legal, self.spec, seed)
            except RuntimeError as e:  # the pool is shutting down
                self._ready = self._fallback(e)

    def poll(self) -> Action | None:
        """The move once it is ready (then the computer is idle again); else None."""
        if self._ready is not None:
            ready, self._ready = self._ready, None
            return ready
        try:
            done, a = self._result()
        except Exception as e:  # noqa: BLE001 - a broken worker must not stop the game
            return self._fallback(e)
        return a if done else None

    def cancel(self) -> None:
        self._drop()
        self._ready = None

    def _fallback(self, e: BaseException) -> Action:
        self.error = ("the computer player's worker stopped working" if isinstance(e, BrokenProcessPool)
                      else f"the computer player failed ({type(e).__name__}: {e})")
        log.warning("%s; playing a random move", self.error)
        return random.Random(self.turns).choice(self._legal)


class Hinter(_Asking[Action | None]):
    """A hint asked for: start, poll, cancel (like a computer's turn). ``failed`` says why there is none."""

    def __init__(self) -> None:
        super().__init__()
        self.failed = ""

    def start(self, game: SomeGame, state: State, seat: int, seed: int = 0) -> None:  # seed: the moves played
        self.cancel()
        self.failed = ""
        self.error = None
        self.timeout = think_timeout(HINT_LEVEL, game)
        seen = view(state, seat) if state.viewer is None else state  # a hint knows no more than the person
        try:
            self._ask(think_hint, game, seen, seat, seed)
        except RuntimeError:  # the pool is shutting down
            self.failed = "no hint can be worked out now"

    def poll(self) -> Action | None:
        try:
            done, a = self._result()
        except Exception as e:  # noqa: BLE001 - a hint that fails is only a hint not given
            log.warning("the hint failed: %r", e)
            self.error = f"{type(e).__name__}: {e}"
            self.failed = "no hint could be worked out this time"
            return None
        return a if done else None

    def cancel(self) -> None:
        self._drop()
