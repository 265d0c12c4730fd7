"""Where the thinking worker and the drawing loop run (Linux, opt-in): a core of its own for the worker.

Used by ``service`` only, and only when CARDTABLE_WORKER_CORE=own (``placement`` says why not by default).
"""

from __future__ import annotations

import os


def _core_of(cpu: int) -> set[int]:
    """The logical CPUs that share ``cpu``'s core (its SMT siblings), as Linux tells it; else just ``cpu``."""
    try:
        with open(f"/sys/devices/system/cpu/cpu{cpu}/topology/thread_siblings_list") as f:
            text = f.read()
        found: set[int] = set()
        for part in text.strip().split(","):
            lo, _, hi = part.partition("-")
            found.update(range(int(lo), int(hi or lo) + 1))
        return found | {cpu}
    except (OSError, ValueError):
        return {cpu}


def placement() -> tuple[set[int], set[int]] | None:
    """Where the worker and the drawing loop run, when asked for (Linux, CARDTABLE_WORKER_CORE=own):
    (the worker's one core, the drawing's CPUs); None (run anywhere) otherwise.

    Priority alone does not keep a thinking worker out of the frames: the kernel
    counts a CPU running only a SCHED_IDLE task as idle and wakes the drawing
    loop onto it, and a frame longer than the scheduler's slice (about 1.5 ms on
    two cores) can then lose the CPU to the worker until the next timer tick
    (4 ms at HZ=250); scripts/bench_core_sharing.py shows it (p99 about 1.8 ms
    with the busy loop stopped or on another core, 5.5-6.4 ms on the same core).
    Keeping the worker on a core of its own removes that, but it is not the
    default: on a two-core machine with one other busy program the worker then
    gets almost no CPU at all (it may not use the drawing loop's core while the
    loop sleeps), so the computer players think far slower. None also with
    fewer than two cores and where the calls do not exist (Windows, macOS)."""
    if os.environ.get("CARDTABLE_WORKER_CORE") != "own" or not hasattr(os, "sched_getaffinity"):
        return None
    try:
        allowed = os.sched_getaffinity(0)
    except OSError:
        return None
    if len(allowed) < 2:
        return None
    core = _core_of(max(allowed)) & allowed
    rest = allowed - core
    if not rest:  # one core with SMT threads: the worker on the last thread only
        core = {max(allowed)}
        rest = allowed - core
    return core, rest


def keep_to(cpus: set[int] | None) -> None:
    """This thread (and threads and processes it starts later) runs on ``cpus`` only; None: no change."""
    if cpus:
        try:
            os.sched_setaffinity(0, cpus)
        except (OSError, AttributeError):  # not allowed here: run anywhere
            pass


_before: set[int] | None = None  # the drawing thread's CPUs before the worker had a core of its own


def take_core() -> set[int] | None:
    """Before a worker starts: the drawing thread keeps to the other CPUs; the worker's core
    (for its initializer's ``keep_to``), or None when there is no placement."""
    global _before
    release_core()  # a replaced worker: place afresh from all the CPUs
    where = placement()
    if where is None:
        return None
    _before = os.sched_getaffinity(0)
    keep_to(where[1])
    return where[0]


def release_core() -> None:
    """The drawing thread may run on every CPU again (the worker is gone)."""
    global _before
    if _before is not None:
        keep_to(_before)
        _before = None
