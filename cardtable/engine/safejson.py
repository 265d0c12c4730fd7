"""Reading JSON that may be damaged or hostile: bounded in size, depth, numbers and text.

Python's own ``json`` trusts its input: a file of 100,000 nested brackets raises
``RecursionError``, an integer of 5,000 digits raises ``ValueError`` (the interpreter's
digit limit), ``NaN`` and ``1e999`` load as numbers that break arithmetic later, a
byte-order mark is a decode error, and reading a FIFO or ``/dev/zero`` never ends.
Here every such input is refused up front with ``BadJSON`` and one line saying why,
in time linear in the input, and only regular files are read.
"""

from __future__ import annotations

import math
import os
import stat
import unicodedata
from collections.abc import Callable
from typing import TypeAlias, TypeVar, cast

MAX_BYTES = 8 << 20  # no file this program writes comes near: a long game's record is about 1 MB
MAX_DEPTH = 32  # our documents nest 6 deep at most
MAX_DIGITS = 30  # an integer or a number's digits; seeds are below 2**64 (20 digits)


# One JSON value, as ``loads`` gives it: what a file holds before it is checked into its own typed shape.
JSON: TypeAlias = "None | bool | int | float | str | list[JSON] | dict[str, JSON]"
T = TypeVar("T")


class BadJSON(ValueError):
    """Input that is not JSON this program will read; the message says why in one line."""


def read_file(path: str | os.PathLike[str], limit: int = MAX_BYTES, follow: bool = True) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    ``FileNotFoundError`` passes through; anything else that is not a readable regular
    file of a sane size (a folder, a FIFO, a device such as /dev/zero, a huge file)
    raises ``BadJSON`` at once, without waiting on it or reading it whole. Not ``follow``: a
    symbolic link in the file's place is refused too (the program's own files)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    if not follow:
        if os.path.islink(path):
            raise BadJSON("it is a link, not a file")
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise BadJSON("it is a folder, not a file") from None
    except PermissionError as e:
        raise BadJSON(f"it cannot be read ({e.strerror or 'permission denied'})") from None
    except OSError as e:
        raise BadJSON(f"it cannot be read ({e.strerror or e})") from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise BadJSON("it is a folder, not a file")
        if not stat.S_ISREG(st.st_mode):
            raise BadJSON("it is not a regular file")
        if st.st_size > limit:
            raise BadJSON(f"it is too large ({st.st_size:,} bytes; at most {limit:,})")
        chunks = []
        got = 0
        while True:
            block = os.read(fd, min(1 << 20, limit + 1 - got))
            if not block:
                break
            chunks.append(block)
            got += len(block)
            if got > limit:
                raise BadJSON(f"it is too large (more than {limit:,} bytes)")
        return b"".join(chunks)
    except OSError as e:
        raise BadJSON(f"it cannot be read ({e.strerror or e})") from None
    finally:
        os.close(fd)


def _depth_ok(text: str, max_depth: int) -> None:
    """Refuse nesting deeper than ``max_depth`` (brackets outside strings), in one pass."""
    depth = 0
    in_string = False
    escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > max_depth:
                raise BadJSON(f"it is nested more than {max_depth} deep")
        elif ch in "]}":
            depth -= 1


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise BadJSON(f"it holds a number of {len(text.lstrip('-'))} digits")
    return int(text)


def _float(text: str) -> float:
    if len(text) > MAX_DIGITS + 10:
        raise BadJSON("it holds a number too long to be real")
    v = float(text)
    if not math.isfinite(v):
        raise BadJSON(f"it holds a number out of range ({text})")
    return v


def _constant(name: str) -> JSON:
    raise BadJSON(f"it holds {name}, which is not a number")


def loads(data: bytes | str, max_depth: int = MAX_DEPTH) -> JSON:
    """Parse JSON text or UTF-8 bytes (a byte-order mark is allowed), refusing deep
    nesting, huge or non-finite numbers and invalid text with ``BadJSON``."""
    import json

    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise BadJSON("it is not UTF-8 text: truncated or garbled") from None
    else:
        text = data[1:] if data.startswith("\ufeff") else data
    _depth_ok(text, max_depth)
    try:
        value: JSON = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
        return value
    except BadJSON:
        raise
    except json.JSONDecodeError as e:
        raise BadJSON(f"it is truncated or garbled (line {e.lineno}, column {e.colno})") from None
    except (RecursionError, ValueError, MemoryError) as e:
        raise BadJSON(f"it cannot be read as JSON ({type(e).__name__})") from None


def load_file(path: str | os.PathLike[str], limit: int = MAX_BYTES, follow: bool = True) -> JSON:
    """``read_file`` then ``loads``."""
    return loads(read_file(path, limit, follow))


# -- checking values --------------------------------------------------------------------------------
def clean_text(value: object, what: str, max_len: int = 200) -> str:
    """A string without control characters (tabs and newlines included), at most ``max_len``."""
    if not isinstance(value, str):
        raise BadJSON(f"{what} is not text")
    if len(value) > max_len:
        raise BadJSON(f"{what} is too long ({len(value):,} characters; at most {max_len})")
    if has_control(value):
        raise BadJSON(f"{what} holds control characters")
    return value


def has_control(text: str) -> bool:
    """Does ``text`` hold a control character, a line or paragraph separator, or a lone surrogate?"""
    return any(unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp") for ch in text)


def number(value: object, what: str, lo: float | None = None, hi: float | None = None,
           integer: bool = False) -> float:
    """A finite number (an int when ``integer``) within [lo, hi]."""
    ok_types: tuple[type, ...] = (int,) if integer else (int, float)
    if isinstance(value, bool) or not isinstance(value, ok_types):
        raise BadJSON(f"{what} is not {'a whole number' if integer else 'a number'}")
    if isinstance(value, float) and not math.isfinite(value):
        raise BadJSON(f"{what} is not a finite number")
    num = cast(float, value)  # an int or a float, by the checks above
    if (lo is not None and num < lo) or (hi is not None and num > hi):
        raise BadJSON(f"{what} is out of range")
    return num


def list_of(value: object, what: str, item: Callable[[JSON, str], T], max_len: int = 10_000) -> list[T]:
    """A list of at most ``max_len`` items, each checked by ``item`` (given the item and what it is)."""
    if not isinstance(value, list):
        raise BadJSON(f"{what} is not a list")
    if len(value) > max_len:
        raise BadJSON(f"{what} is too long")
    return [item(cast(JSON, v), f"{what}[{i}]") for i, v in enumerate(value)]
