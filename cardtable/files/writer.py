"""Writing files safely: atomically (a temporary file, fsynced, renamed over the old one) and,
for the autosave, off the frame loop by one background thread (per file, the latest wins)."""

from __future__ import annotations

import atexit
import json
import os
import tempfile  # noqa: F401 - kept: tests reach the tempfile module through this one
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from .safefs import write_atomic_in

if TYPE_CHECKING:
    import logging


def _log() -> logging.Logger:
    """The files' log (``logging`` is loaded when there is something to say, not at start: issue 43)."""
    import logging

    return logging.getLogger("cardtable.files.storage")


DATA_ROOTS: set[Path] = set()  # the data folders in use: a file under one is written as one of its files


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a crash leaves the old or the new file, whole. Under a data
    folder (``DATA_ROOTS``) every folder between it and the file must be a plain folder and the file a
    plain file (``safefs``): a link or a folder in their place is refused, never written through."""
    path = Path(os.path.abspath(path))
    root = next((r for r in sorted(DATA_ROOTS, key=lambda r: -len(r.parts)) if path.parent.is_relative_to(r)), None)
    if root is None:
        write_atomic_in(path.parent, path.name, text)
    else:
        write_atomic_in(root, path.relative_to(root), text)


class BackgroundWriter:
    """The one thread that writes files off the frame loop: per file, the latest document wins."""

    def __init__(self, write: Callable[[Path, str], None] = lambda p, text: write_atomic(p, text)) -> None:
        self._write = write
        self._cond = threading.Condition()
        self._pending: dict[Path, tuple[object, Callable[[OSError], None] | None]] = {}
        self._writing: Path | None = None
        self._thread: threading.Thread | None = None
        self._registered = False

    def submit(self, path: Path, doc: object, on_error: Callable[[OSError], None] | None = None) -> None:
        """Write ``doc`` (as JSON) to ``path`` soon; returns at once. ``on_error`` hears of a failure
        (from the writer's thread)."""
        with self._cond:
            self._pending.pop(path, None)  # the latest wins, and goes to the back of the queue
            self._pending[path] = (doc, on_error)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="cardtable-writer", daemon=True)
                self._thread.start()
                if not self._registered:
                    self._registered = True
                    atexit.register(self.flush)
            self._cond.notify_all()

    def busy(self, path: Path | None = None) -> bool:
        with self._cond:
            return self._busy(path)

    def _busy(self, path: Path | None) -> bool:
        if path is None:
            return bool(self._pending) or self._writing is not None
        return path in self._pending or self._writing == path

    def flush(self, path: Path | None = None, timeout: float | None = None) -> bool:
        """Wait until everything asked for (for ``path``, or every file) is on disk; False on a timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._busy(path), timeout)

    def drop(self, path: Path) -> None:
        """Forget a write of ``path`` not yet begun, and wait for one under way (before removing the file)."""
        with self._cond:
            self._pending.pop(path, None)
            self._cond.wait_for(lambda: self._writing != path)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._pending))
                path = next(iter(self._pending))
                doc, on_error = self._pending.pop(path)
                self._writing = path
            try:
                self._write(path, json.dumps(doc, indent=1))
            except OSError as e:
                if on_error is not None:
                    on_error(e)
                else:
                    _log().error("could not write %s: %s", path, e)
            except Exception:  # noqa: BLE001 - the writer goes on for the next file
                _log().exception("could not write %s", path)
            finally:
                with self._cond:
                    self._writing = None
                    self._cond.notify_all()


