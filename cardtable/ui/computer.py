"""The computer's turn, and a hint for the person, thought out off the drawing loop.

A small adapter so the table scene never waits: ``start`` hands the seat's
view to a worker, ``poll`` returns the chosen action once there is one,
``cancel`` stops a search nobody needs any more. Search players run in one
separate process at below-normal priority (a thread would hold the
interpreter and stutter the frames; the priority keeps the drawing loop
first in line for the CPU); the random player answers at once. ``Hinter``
asks the same worker for the hard player's choice in the person's seat.

One search runs at a time: starting a search stops the one before it, and a
cancelled search stops within a few hundred play-outs (the search checks a
shared job number), so the worker is free again at once.
"""

from __future__ import annotations

import concurrent.futures as cf
import itertools
import logging
import multiprocessing
import random
from typing import Any

from .. import ai
from ..ai.players import LEVELS, SearchPlayer, make_player
from ..ai.worker import lower_priority
from ..engine.actions import Action
from ..engine.state import State
from ..engine.views import view
from ..games import get_game

log = logging.getLogger("cardtable.ui")


class _Box:
    """The job being thought about, as a plain integer (thread fallback)."""

    def __init__(self) -> None:
        self.value = 0


_current: Any = None  # in the worker: the shared number of the job that should still run


def _init_worker(box: Any) -> None:
    global _current
    _current = box
    lower_priority()


def _stopper(job: int):
    box = _current

    def stop() -> bool:
        return box is not None and box.value != job
    return stop


def choose(game_id: str, seen: State, seat: int, legal: list[Action], spec: str, seed: int,
           job: int = 0) -> Action:
    """A computer player's choice from its own view (runs in a worker): the levels of ai.players."""
    game = get_game(game_id)
    try:
        player = make_player(spec, seed)
    except ValueError:  # a seat from an older or hand-edited record: play on rather than stop
        player = make_player("random", seed)
    if isinstance(player, SearchPlayer) and job:
        player.should_stop = _stopper(job)
    return player.choose(game, seen, legal)


_pool: cf.Executor | None = None
_box: Any = None  # this side's handle on the shared job number
_jobs = itertools.count(1)


def _executor() -> cf.Executor:
    global _pool, _box
    if _pool is None:
        try:
            ctx = multiprocessing.get_context("spawn")
            box = ctx.Value("q", 0, lock=False)
            _pool = cf.ProcessPoolExecutor(max_workers=1, mp_context=ctx, initializer=_init_worker,
                                           initargs=(box,))
            _box = box
        except (OSError, ValueError, NotImplementedError):  # no processes here: a thread will do
            global _current
            _box = _current = _Box()  # the thread shares this process: no lowered priority here
            _pool = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")
    return _pool


def _submit(fn, *args) -> tuple[cf.Future, int]:
    """Hand a job to the worker; whatever it was thinking about before is stopped."""
    global _box, _current
    pool = _executor()
    if _box is None:  # a pool put in from outside (tests): a thread in this process
        _box = _current = _Box()
    job = next(_jobs)
    _box.value = job
    return pool.submit(fn, *args, job), job


def _stop(job: int) -> None:
    if _box is not None and _box.value == job:
        _box.value = 0


def warm_up() -> None:
    """Start the worker early, so the first computer turn is not slow."""
    try:
        _executor().submit(int, 0)
    except Exception as e:  # noqa: BLE001 - thinking will fall back when it is needed
        log.warning("the computer players' worker did not start: %s", e)


def shutdown() -> None:
    global _pool, _box
    if _pool is not None:
        if _box is not None:
            _box.value = 0  # a search under way stops at its next check
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None
        _box = None


class _Asking:
    """One question to the worker at a time: its future, and the job number that stops it."""

    def __init__(self) -> None:
        self._future: cf.Future | None = None
        self._job = 0

    @property
    def thinking(self) -> bool:
        return self._future is not None

    def _ask(self, fn, *args) -> None:
        self._future, self._job = _submit(fn, *args)

    def _answer(self) -> cf.Future | None:
        """The finished question, taken off the worker's hands (None while thinking or idle)."""
        f = self._future
        if f is None or not f.done():
            return None
        self._future = None
        return f

    def _drop(self) -> None:
        """Nobody waits for the answer any more: the worker stops that search."""
        if self._future is not None:
            self._future.cancel()
            _stop(self._job)
            self._future = None


class Computer(_Asking):
    """One computer seat's thinking: start, poll, cancel."""

    def __init__(self, spec: str, seed: int) -> None:
        super().__init__()
        self.spec = spec
        self.seed = seed
        self.turns = 0
        self._ready: Action | None = None
        self._legal: list[Action] = []

    def start(self, game_id: str, state: State, seat: int, legal: list[Action]) -> None:
        self.cancel()
        self.turns += 1
        seed = self.seed * 1_000_003 + self.turns
        seen = view(state, seat)
        self._legal = legal
        if len(legal) == 1:
            self._ready = legal[0]
        elif self.spec not in LEVELS and not self.spec.startswith("ismcts"):  # random: answers at once
            self._ready = choose(game_id, seen, seat, legal, self.spec, seed)
        else:
            try:
                self._ask(choose, game_id, seen, seat, legal, self.spec, seed)
            except RuntimeError:  # the pool is shutting down
                self._ready = choose(game_id, seen, seat, legal, "random", seed)

    def poll(self) -> Action | None:
        if self._ready is not None:
            a, self._ready = self._ready, None
            return a
        f = self._answer()
        if f is None:
            return None
        try:
            return f.result()
        except Exception as e:  # noqa: BLE001 - a broken worker must not stop the game
            self.error: Any = e
            return random.Random(self.turns).choice(self._legal)

    def cancel(self) -> None:
        self._drop()
        self._ready = None


def think_hint(game_id: str, state: State, seat: int, job: int = 0) -> Action | None:
    """The hint for ``seat`` (runs in the worker): the hard player's choice, from that seat's view."""
    return ai.hint(get_game(game_id), state, seat, should_stop=_stopper(job) if job else None)


class Hinter(_Asking):
    """A hint asked for: start, poll, cancel (like a computer's turn). ``failed`` says why there is none."""

    def __init__(self) -> None:
        super().__init__()
        self.failed = ""

    def start(self, game_id: str, state: State, seat: int) -> None:
        self.cancel()
        self.failed = ""
        seen = view(state, seat)  # the person's own view: a hint knows no more than they do
        try:
            self._ask(think_hint, game_id, seen, seat)
        except RuntimeError:  # the pool is shutting down
            self.failed = "no hint can be worked out now"

    def poll(self) -> Action | None:
        f = self._answer()
        if f is None:
            return None
        try:
            return f.result()
        except Exception as e:  # noqa: BLE001 - a hint that fails is only a hint not given
            log.warning("the hint failed: %r", e)
            self.failed = "no hint could be worked out this time"
            return None

    def cancel(self) -> None:
        self._drop()
