"""Writing files safely: atomically (a temporary file, fsynced, renamed over the old one) and,
for the autosave, off the frame loop by one background thread (per file, the latest wins)."""

from __future__ import annotations

import atexit
import json
import logging
import os
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

log = logging.getLogger("cardtable.storage")


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a crash leaves the old or the new file, whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        _replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


REPLACE_TRIES = 40  # Windows: about 2 s of retrying while another handle holds the file


def _replace(tmp: str, path: Path) -> None:
    """``os.replace``, waiting out a reader that holds ``path`` open on Windows (a second copy
    reading, a virus scanner, a backup): there the rename is refused until the handle closes,
    where POSIX replaces at once and the reader keeps the file it opened."""
    for attempt in range(REPLACE_TRIES):
        try:
            os.replace(tmp, path)
            return
        except PermissionError:
            if os.name != "nt" or attempt == REPLACE_TRIES - 1:
                raise
            time.sleep(0.05)


class BackgroundWriter:
    """The one thread that writes files off the frame loop: per file, the latest document wins."""

    def __init__(self, write: Callable[[Path, str], None] = lambda p, text: write_atomic(p, text)) -> None:
        self._write = write
        self._cond = threading.Condition()
        self._pending: dict[Path, tuple[Any, Callable[[OSError], None] | None]] = {}
        self._writing: Path | None = None
        self._thread: threading.Thread | None = None
        self._registered = False

    def submit(self, path: Path, doc: Any, on_error: Callable[[OSError], None] | None = None) -> None:
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
                    log.error("could not write %s: %s", path, e)
            except Exception:  # noqa: BLE001 - the writer goes on for the next file
                log.exception("could not write %s", path)
            finally:
                with self._cond:
                    self._writing = None
                    self._cond.notify_all()


