"""Damaged or hostile JSON is refused with one line, quickly, and never read forever."""

from __future__ import annotations

import os
import sys
import time

import pytest

from cardtable.engine import safejson as J


def test_plain_documents_load_and_a_byte_order_mark_is_fine() -> None:
    assert J.loads(b'{"a": [1, 2.5, "x"], "b": null}') == {"a": [1, 2.5, "x"], "b": None}
    assert J.loads("\ufeff" + '{"a": 1}') == {"a": 1}
    assert J.loads(b"\xef\xbb\xbf" + b'{"a": 1}') == {"a": 1}


@pytest.mark.parametrize("text, why", [
    ("[" * 100_000 + "]" * 100_000, "nested"),
    ('{"n": ' + "9" * 4_400 + "}", "digits"),
    ('{"n": 1e999}', "out of range"),
    ('{"n": NaN}', "NaN"),
    ('{"n": -Infinity}', "Infinity"),
    ('{"n": 1', "truncated"),
])
def test_hostile_json_is_refused_with_a_reason(text: str, why: str) -> None:
    start = time.perf_counter()
    with pytest.raises(J.BadJSON, match=why):
        J.loads(text)
    assert time.perf_counter() - start < 1.0


def test_brackets_inside_strings_do_not_count_as_depth() -> None:
    assert J.loads('{"s": "' + "[" * 1000 + '"}') == {"s": "[" * 1000}
    assert J.loads("[" * J.MAX_DEPTH + "]" * J.MAX_DEPTH) is not None
    with pytest.raises(J.BadJSON):
        J.loads("[" * (J.MAX_DEPTH + 1) + "]" * (J.MAX_DEPTH + 1))


def test_not_utf8_is_garbled() -> None:
    with pytest.raises(J.BadJSON, match="UTF-8"):
        J.loads(b'{"a": "\xff"}')


def test_only_regular_files_of_sane_size_are_read(tmp_path) -> None:
    with pytest.raises(J.BadJSON, match="folder"):
        J.read_file(tmp_path)
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 2048)
    with pytest.raises(J.BadJSON, match="too large"):
        J.read_file(big, limit=1024)
    with pytest.raises(FileNotFoundError):
        J.read_file(tmp_path / "missing.json")
    ok = tmp_path / "ok.json"
    ok.write_bytes(b"[1]")
    assert J.load_file(ok) == [1]


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_an_endless_device_is_refused_at_once() -> None:
    start = time.perf_counter()
    with pytest.raises(J.BadJSON, match="regular file"):
        J.read_file("/dev/zero")
    assert time.perf_counter() - start < 1.0


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_with_no_writer_does_not_hang(tmp_path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    start = time.perf_counter()
    with pytest.raises(J.BadJSON, match="regular file"):
        J.read_file(fifo)
    assert time.perf_counter() - start < 1.0


def test_checked_values() -> None:
    assert J.clean_text("Ann", "a name") == "Ann"
    for bad in ("A\x00nn", "A\nB", "A\u2028B", "x" * 300):
        with pytest.raises(J.BadJSON):
            J.clean_text(bad, "a name")
    assert J.number(3, "n", 0, 5, integer=True) == 3
    for bad in (True, 2.5, float("nan"), 9):
        with pytest.raises(J.BadJSON):
            J.number(bad, "n", 0, 5, integer=True)
    with pytest.raises(J.BadJSON):
        J.number(float("inf"), "x")
    assert J.list_of([1, 2], "xs", lambda v, w: J.number(v, w)) == [1, 2]


def test_the_interpreter_digit_limit_is_not_what_stops_a_huge_number() -> None:
    if hasattr(sys, "set_int_max_str_digits"):
        with pytest.raises(J.BadJSON, match="digits"):
            J.loads("1" * 50)
