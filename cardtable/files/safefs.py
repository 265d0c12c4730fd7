"""Files that cannot be turned against the program: everything the app writes in its data folder is
opened without following links, and must be a plain file in a plain folder inside that folder.

A symbolic link, a folder or anything but a regular file where a file is to be written, or a link
where a folder should be, is refused with ``NotPlain`` (an ``OSError``): nothing is created, cut
or written through it, so nothing outside the data folder is ever touched. On POSIX each folder
is opened once (``O_DIRECTORY | O_NOFOLLOW``) and every name is used relative to it (``dir_fd``),
so a link put in place between the check and the write is not followed either; elsewhere (Windows)
each step is checked with ``lstat`` first. The data folder itself may be a link (the user's choice).
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path, PurePath

NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
DIRECTORY = getattr(os, "O_DIRECTORY", 0)
BINARY = getattr(os, "O_BINARY", 0)
AT = (os.open in os.supports_dir_fd and os.mkdir in os.supports_dir_fd and os.rename in os.supports_dir_fd
      and os.stat in os.supports_dir_fd and os.unlink in os.supports_dir_fd and NOFOLLOW and DIRECTORY)


class NotPlain(OSError):
    """A link, a folder or a device where the program would write a file (or a link for a folder)."""

    def __init__(self, name: str, what: str) -> None:
        super().__init__(errno.EEXIST, f"{name} is {what}, not a plain file of Card Table's")
        self.name = name


def _parts(name: str | PurePath) -> list[str]:
    parts = list(PurePath(name).parts)
    if not parts or any(p in ("", ".", "..") or os.sep in p or (os.altsep and os.altsep in p) for p in parts) \
            or PurePath(name).is_absolute():
        raise NotPlain(str(name), "outside the data folder")
    return parts


def _kind(mode: int) -> str:
    if stat.S_ISLNK(mode):
        return "a link"
    if stat.S_ISDIR(mode):
        return "a folder"
    return "not a regular file"


class Folder:
    """A folder inside the data folder, opened without following links (a context manager)."""

    def __init__(self, root: Path, parts: list[str], create: bool = True) -> None:
        self.root, self.parts, self.create = Path(root), parts, create
        self.fd: int | None = None

    def __enter__(self) -> Folder:
        if not AT:
            self._check_by_path()
            return self
        if self.create:
            os.makedirs(self.root, exist_ok=True)
        fd = os.open(self.root, os.O_RDONLY | DIRECTORY)
        try:
            for p in self.parts:
                if self.create:
                    try:
                        os.mkdir(p, 0o755, dir_fd=fd)
                    except FileExistsError:
                        pass
                try:
                    sub = os.open(p, os.O_RDONLY | DIRECTORY | NOFOLLOW, dir_fd=fd)
                except OSError as e:
                    if e.errno in (errno.ELOOP, errno.ENOTDIR):
                        raise NotPlain(p, "a link or a file where a folder should be") from None
                    raise
                os.close(fd)
                fd = sub
        except BaseException:
            os.close(fd)
            raise
        self.fd = fd
        return self

    def _check_by_path(self) -> None:
        here = self.root
        if self.create:
            os.makedirs(here, exist_ok=True)
        for p in self.parts:
            here = here / p
            try:
                mode = os.lstat(here).st_mode
            except FileNotFoundError:
                if not self.create:
                    raise
                os.mkdir(here)
                mode = os.lstat(here).st_mode
            if not stat.S_ISDIR(mode) or stat.S_ISLNK(mode):
                raise NotPlain(p, "a link or a file where a folder should be")

    def path(self, name: str) -> Path:
        return self.root.joinpath(*self.parts, name)

    def lstat(self, name: str) -> os.stat_result:
        if self.fd is not None:
            return os.stat(name, dir_fd=self.fd, follow_symlinks=False)
        return os.lstat(self.path(name))

    def open(self, name: str, flags: int, mode: int = 0o644) -> int:
        flags |= NOFOLLOW | BINARY
        if self.fd is not None:
            return os.open(name, flags, mode, dir_fd=self.fd)
        return os.open(self.path(name), flags, mode)

    def replace(self, src: str, dst: str) -> None:
        if self.fd is not None:
            os.replace(src, dst, src_dir_fd=self.fd, dst_dir_fd=self.fd)
        else:
            os.replace(self.path(src), self.path(dst))

    def unlink(self, name: str) -> None:
        if self.fd is not None:
            os.unlink(name, dir_fd=self.fd)
        else:
            os.unlink(self.path(name))

    def plain_or_absent(self, name: str) -> bool:
        """True if ``name`` is a regular file here, False if there is nothing; else ``NotPlain``."""
        try:
            mode = self.lstat(name).st_mode
        except FileNotFoundError:
            return False
        if not stat.S_ISREG(mode):
            raise NotPlain(name, _kind(mode))
        return True

    def __exit__(self, *exc: object) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None


def _split(name: str | PurePath) -> tuple[list[str], str]:
    parts = _parts(name)
    return parts[:-1], parts[-1]


def write_atomic_in(root: Path, name: str | PurePath, data: bytes | str, replace_tries: int = 40) -> None:
    """Replace ``root/name`` with ``data`` atomically (a temporary file beside it, fsynced, renamed over it);
    ``NotPlain`` if anything but a plain file stands there, or a link or a file in place of a folder."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    folders, base = _split(name)
    with Folder(root, folders) as d:
        d.plain_or_absent(base)
        tmp = f".{base}.{os.urandom(6).hex()}.tmp"  # 12 random hex digits (as uuid4's were; no uuid to load)
        fd = d.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL)
        try:
            try_lock(fd)  # held while it is written: a start that finds it locked leaves it (``remove_leftovers``)
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            d.plain_or_absent(base)  # still nothing but a plain file there
            _replace(d, tmp, base, replace_tries)
        except BaseException:
            try:
                d.unlink(tmp)
            except OSError:
                pass
            raise


def _leftover(name: str) -> bool:
    """A temporary file of ``write_atomic_in``'s: ``.<name>.<12 hex digits>.tmp``."""
    if not (name.startswith(".") and name.endswith(".tmp")) or len(name) < 19 or name[-17] != ".":
        return False
    return all(ch in "0123456789abcdef" for ch in name[-16:-4])


def remove_leftovers(root: Path, folder: list[str], older_than: float = 0.0) -> int:
    """Remove the temporary files of writes cut short (a kill) in ``root/folder``: every one nobody is
    writing (a write under way holds its file locked), at least ``older_than`` seconds old. Never a finished
    file, never through a link (a link in the folder's place is not looked into). How many were removed."""
    import time

    removed = 0
    try:
        with Folder(root, folder, create=False) as d:
            names = os.listdir(d.fd if d.fd is not None else d.path("."))
            now = time.time()
            for name in names:
                if not _leftover(name):
                    continue
                try:
                    fd = d.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
                except OSError:
                    continue  # a link, or gone already
                try:
                    st = os.fstat(fd)
                    if not (stat.S_ISREG(st.st_mode) and now - st.st_mtime >= older_than and try_lock(fd)):
                        continue
                    if os.name == "nt":  # Windows removes no file that is open: let go of it first
                        os.close(fd)
                        fd = -1
                    d.unlink(name)
                    removed += 1
                except OSError:
                    pass
                finally:
                    if fd >= 0:
                        os.close(fd)
    except OSError:  # no such folder, or a link or a file in its place: nothing to tidy there
        pass
    return removed


def _replace(d: Folder, tmp: str, base: str, tries: int) -> None:
    """Windows refuses a rename over a file another handle holds open: wait it out (about 2 s)."""
    import time

    for attempt in range(tries):
        try:
            d.replace(tmp, base)
            return
        except PermissionError:
            if os.name != "nt" or attempt == tries - 1:
                raise
            time.sleep(0.05)


def open_append(root: Path, name: str) -> int:
    """A descriptor to append to the plain file ``root/name`` (made if absent), never through a link."""
    folders, base = _split(name)
    with Folder(root, folders) as d:
        fd = d.open(base, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
    return _plain_fd(fd, base)


def open_lock(root: Path, name: str) -> int:
    """The lock file's descriptor, read-write, made if absent; ``NotPlain`` if it is a link, a folder or
    anything but a regular file (then nobody can be sure of the lock)."""
    folders, base = _split(name)
    with Folder(root, folders) as d:
        d.plain_or_absent(base)
        try:
            fd = d.open(base, os.O_RDWR | os.O_CREAT)
        except OSError as e:
            if e.errno in (errno.ELOOP, errno.EISDIR, errno.ENXIO):
                raise NotPlain(base, "a link or a folder") from None
            raise
    return _plain_fd(fd, base)


def _plain_fd(fd: int, name: str) -> int:
    st = os.fstat(fd)
    if not stat.S_ISREG(st.st_mode) or (hasattr(st, "st_nlink") and st.st_nlink > 1):
        os.close(fd)
        raise NotPlain(name, "a hard link or not a regular file" if stat.S_ISREG(st.st_mode) else _kind(st.st_mode))
    return fd


def unlink_in(root: Path, name: str | PurePath) -> None:
    """Remove ``root/name`` (a link there is removed itself, never what it points to)."""
    folders, base = _split(name)
    with Folder(root, folders, create=False) as d:
        d.unlink(base)


def remove_plain(root: Path, name: str) -> None:
    """Remove the file ``root/name`` if it is a plain file; a link or a folder there is left alone, and a
    file that cannot be removed (or a data folder that cannot be opened) stays as it is."""
    try:
        with Folder(root, [], create=False) as d:
            if d.plain_or_absent(name):
                d.unlink(name)
    except OSError:
        pass


def move_in(root: Path, name: str | PurePath, to_folder: str, new_name: str) -> None:
    """Move ``root/name`` (whatever it is: a link is moved itself) to ``root/to_folder/new_name``."""
    folders, base = _split(name)
    dest_folders = _parts(to_folder)
    with Folder(root, folders, create=False) as src, Folder(root, dest_folders) as dst:
        try:
            dst.lstat(new_name)
            raise FileExistsError(errno.EEXIST, "already there", new_name)
        except FileNotFoundError:
            pass
        if src.fd is not None and dst.fd is not None:
            os.replace(base, new_name, src_dir_fd=src.fd, dst_dir_fd=dst.fd)
        else:
            os.replace(src.path(base), dst.path(new_name))


def try_lock(fd: int) -> bool:
    """Take an exclusive lock on an open file without waiting (``flock``; ``msvcrt.locking`` on Windows)."""
    try:
        import fcntl
    except ImportError:  # Windows
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]  # Windows only: not in Linux's stubs
        except OSError:
            return False
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True
