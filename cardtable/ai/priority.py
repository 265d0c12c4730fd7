"""The worker's priority and how long a computer's move may take (``service`` uses both)."""

from __future__ import annotations

import os
import sys

from ..engine.game import SomeGame
from .levels import CUSTOM_TIME_CAP, LEVELS, level_for

WORKER_NICE = 5  # below the drawing loop, yet a share of a busy core (SCHED_IDLE starved: 0 to 1% of one)


def lower_priority() -> None:
    """Run this process a little below normal priority (the worker's initializer).

    The search may take a whole core; the drawing loop must still get the CPU first
    when it asks, even on a machine with two cores and other programs. Not idle
    priority: with every core kept busy by other programs an idle worker gets no CPU
    at all and a computer's move never comes; at nice 5 it gets about a quarter of a
    shared core, and the search's own clock (its budget, its time cap) ends it in time."""
    try:
        if hasattr(os, "nice"):
            os.nice(WORKER_NICE)
        elif sys.platform == "win32":
            import ctypes

            below_normal = 0x4000  # BELOW_NORMAL_PRIORITY_CLASS
            kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]  # Windows only: not in Linux's stubs
            kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), below_normal)
    except (OSError, AttributeError):  # not allowed here: think at normal priority
        pass


def think_timeout(spec: str, game: SomeGame) -> float:
    """How long a computer's move may take before its worker is thought hung: three times its thinking
    budget (the hard level's budget, else the level's time cap), and a second to start a new worker."""
    lv = LEVELS.get(spec)
    if lv is None:
        return 3 * CUSTOM_TIME_CAP + 1.0
    lv = level_for(game, lv)
    return 3 * (lv.budget if lv.budget is not None else lv.time_cap) + 1.0
