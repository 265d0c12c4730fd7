"""Memory given back: on Linux (glibc), a large block freed is kept by the allocator for reuse once the
program has freed a block of that size before (its threshold for mapping blocks of their own rises to
the largest freed, up to 32 MB). A window resized through many sizes frees a window-sized surface at
each, and kept that way they added about 250 MB that was never given back. A fixed threshold keeps
every large surface in a mapping of its own, returned to the system the moment it is freed."""

from __future__ import annotations

import ctypes
import sys

M_MMAP_THRESHOLD = -3  # mallopt's parameter (glibc's malloc.h)
THRESHOLD = 256 << 10  # a card image is below; a panel, a felt or a table layer above


def give_back_large_blocks() -> bool:
    """Fix the allocator's mapping threshold (glibc only); True if it was set."""
    if not sys.platform.startswith("linux"):
        return False
    try:  # the program's own symbols, libc's among them (no ctypes.util: finding a library by name costs a
        libc = ctypes.CDLL(None)  # process and about 10 ms at start, issue 43)
        return bool(libc.mallopt(M_MMAP_THRESHOLD, THRESHOLD))
    except (OSError, AttributeError):  # not glibc (musl): nothing to set
        return False
