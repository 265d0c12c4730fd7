"""Tweens in the manner of Pygame Zero: ease any attributes of any object (read and set by name).

One rule keeps every card in its place: starting a new tween on an object
first completes the one it had, so nothing is ever left half-way.
"""

from __future__ import annotations

import math
from collections.abc import Callable

EASINGS: dict[str, Callable[[float], float]] = {
    "linear": lambda t: t,
    "out": lambda t: 1 - (1 - t) ** 3,
    "in_out": lambda t: 3 * t * t - 2 * t * t * t,
    "out_back": lambda t: 1 + 2.2 * (t - 1) ** 3 + 1.2 * (t - 1) ** 2,
    "bounce_in": lambda t: math.sin(t * math.pi),
}


class Tween:
    """Moves ``obj``'s attributes from where they are to ``targets`` in ``duration`` seconds."""

    __slots__ = ("delay", "done", "duration", "ease", "elapsed", "obj", "on_finished", "start", "targets")

    def __init__(self, obj: object, duration: float, ease: str, targets: dict[str, float],
                 on_finished: Callable[[], None] | None, delay: float) -> None:
        self.obj = obj
        self.targets = targets
        self.start: dict[str, float] = {k: getattr(obj, k) for k in targets}
        self.duration = max(0.0, duration)
        self.ease = EASINGS[ease]
        self.elapsed = -max(0.0, delay)
        self.on_finished = on_finished
        self.delay = delay
        self.done = False

    def update(self, dt: float) -> bool:
        """Advance; True when finished."""
        self.elapsed += dt
        if self.elapsed < 0:
            return False
        if self.elapsed >= self.duration:
            self.complete()
            return True
        k = self.ease(self.elapsed / self.duration)
        for name, end in self.targets.items():
            a = self.start[name]
            setattr(self.obj, name, a + (end - a) * k)
        return False

    def complete(self) -> None:
        """Snap to the end and run ``on_finished`` (once)."""
        if self.done:
            return
        self.done = True
        for name, end in self.targets.items():
            setattr(self.obj, name, end)
        if self.on_finished is not None:
            self.on_finished()


class Tweens:
    """All running tweens of a scene, at most one per object."""

    def __init__(self) -> None:
        self._by_obj: dict[int, Tween] = {}

    def animate(self, obj: object, duration: float, ease: str = "out", on_finished: Callable[[], None] | None = None,
                delay: float = 0.0, **targets: float) -> Tween | None:
        """Tween ``obj`` to ``targets``; an old tween on ``obj`` is completed first.
        A zero duration sets the targets at once."""
        old = self._by_obj.pop(id(obj), None)
        if old is not None:
            old.complete()
        tw = Tween(obj, duration, ease, targets, on_finished, delay)
        if duration <= 0 and delay <= 0:
            tw.complete()
            return None
        self._by_obj[id(obj)] = tw
        return tw

    def stop(self, obj: object, complete: bool = True) -> None:
        tw = self._by_obj.pop(id(obj), None)
        if tw is not None and complete:
            tw.complete()

    def running(self, obj: object) -> bool:
        return id(obj) in self._by_obj

    def update(self, dt: float) -> None:
        if not self._by_obj:
            return
        for k, tw in list(self._by_obj.items()):
            if tw.update(dt) and self._by_obj.get(k) is tw:  # on_finished may have started another
                del self._by_obj[k]

    def finish_all(self) -> None:
        """Skip: every tween jumps to its end (a click or a key does this)."""
        while self._by_obj:
            _, tw = self._by_obj.popitem()
            tw.complete()

    def __len__(self) -> int:
        return len(self._by_obj)

    def __bool__(self) -> bool:
        return bool(self._by_obj)
