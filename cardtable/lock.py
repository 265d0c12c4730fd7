"""One writer per data folder: the first copy of the program holds a lock file there for its
whole life (``fcntl.flock``, or ``msvcrt.locking`` on Windows), with its process id written in it.
The operating system lets go of the lock when that process ends, however it ends, so a lock
left behind by a killed copy is stale by nature: the next copy simply takes it. A copy that
cannot take it runs read-only (see ``Storage.readonly``)."""

from __future__ import annotations

import os
from pathlib import Path

from .storage import Storage, default_root

LOCK_NAME = "cardtable.lock"


class FolderLock:
    """The lock on one data folder; ``acquire`` says whether this process is now its one writer."""

    def __init__(self, root: str | os.PathLike[str]) -> None:
        self.path = Path(root) / LOCK_NAME
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock. False if another live process holds it. A folder where no lock file can
        be made (read-only) gives True: nobody can write there, so nobody is overwritten."""
        if self._fd is not None:
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return True
        if not _try_lock(fd):
            os.close(fd)
            return False
        try:
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass
        self._fd = fd
        return True

    def holder(self) -> int | None:
        """The process id written by the copy holding the lock, if it can be read."""
        try:
            text = self.path.read_text(encoding="ascii", errors="replace")[:20].strip()
        except OSError:
            return None
        return int(text) if text.isdigit() else None

    def release(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            try:
                os.close(fd)  # closing lets go of the lock
            except OSError:
                pass


def _try_lock(fd: int) -> bool:
    try:
        import fcntl
    except ImportError:  # Windows
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            return False
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def open_storage(root: str | os.PathLike[str] | None = None) -> tuple[Storage, FolderLock]:
    """The player's files, and the lock that makes this copy their one writer. A second copy
    (the lock is held by a live process) reads them but writes nothing, and says so once."""
    root = default_root() if root is None else Path(root)
    lock = FolderLock(root)
    if lock.acquire():
        return Storage(root), lock
    storage = Storage(root, readonly=True)
    holder = lock.holder()
    storage.messages.append("Card Table is already open" + (f" (process {holder})" if holder else "")
                            + ". This copy only looks: its games, statistics and settings are not saved. "
                            "Use the other window to keep your games.")
    return storage, lock
