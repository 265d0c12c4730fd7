"""One writer per data folder: the first copy of the program holds a lock file there for its
whole life (``fcntl.flock``, or ``msvcrt.locking`` on Windows), with its process id written in it.
The operating system lets go of the lock when that process ends, however it ends, so a lock
left behind by a killed copy is stale by nature: the next copy simply takes it.

The lock fails closed: it is opened without following links and must be a plain file in the data
folder (``safefs``). A link (dangling or not), a folder, a device in its place, or any error making
or locking it, and this copy cannot be sure it is the only writer: it only reads, and says why.
A copy that finds the lock held by another live copy is a second copy: it keeps the shared files
as they are but files the games it finishes in a file of its own (``copies``), counted in the
same statistics by the writer; it becomes the writer itself if the first copy has gone."""

from __future__ import annotations

import os
from pathlib import Path

from .safefs import NotPlain, open_lock, try_lock
from .storage import Storage, default_root

LOCK_NAME = "cardtable.lock"


class FolderLock:
    """The lock on one data folder; ``acquire`` says whether this process is now its one writer
    (when not, ``why`` says why if it is not simply another copy holding it)."""

    def __init__(self, root: str | os.PathLike[str]) -> None:
        self.root = Path(os.path.abspath(root))
        self.path = self.root / LOCK_NAME
        self._fd: int | None = None
        self.why = ""

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock. False if another live process holds it, or if the lock cannot be made
        sure (``why`` says what stands in its place or what failed)."""
        if self._fd is not None:
            return True
        self.why = ""
        try:
            fd = open_lock(self.root, LOCK_NAME)
        except NotPlain as e:
            self.why = f"{e.strerror}"
            return False
        except OSError as e:
            self.why = f"the lock file {LOCK_NAME} cannot be made ({e.strerror or e})"
            return False
        if not try_lock(fd):
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
        """The process id written by the copy holding the lock, if it can be read (never through a link)."""
        try:
            fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
        except OSError:
            return None
        try:
            text = os.read(fd, 20).decode("ascii", "replace").strip()
        except OSError:
            return None
        finally:
            os.close(fd)
        return int(text) if text.isdigit() else None

    def release(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            try:
                os.close(fd)  # closing lets go of the lock
            except OSError:
                pass


def open_storage(root: str | os.PathLike[str] | None = None) -> tuple[Storage, FolderLock]:
    """The player's files, and the lock that makes this copy their one writer. A second copy
    (the lock is held by a live process) files only the games it finishes, in a file of its own;
    a copy that cannot be sure of the lock writes nothing. Each says so once."""
    root = default_root() if root is None else Path(root)
    lock = FolderLock(root)
    if lock.acquire():
        storage = Storage(root, lock=lock)  # the one writer: it tidies what a kill left at once
        return storage, lock
    if lock.why:
        storage = Storage(root, readonly=True)
        storage.messages.append(f"Card Table cannot be sure it is the only copy saving in {lock.root}: {lock.why}. "
                                "This copy only reads: nothing of it is saved (no game, result or setting).")
        return storage, lock
    storage = Storage(root, readonly=True, guest=True)
    storage.lock = lock
    holder = lock.holder()
    storage.messages.append("Card Table is already open" + (f" (process {holder})" if holder else "")
                            + ", and that copy is the one saving. This copy saves only the games you finish "
                            "in it, counted with the others; its game in progress and settings are not saved.")
    return storage, lock
