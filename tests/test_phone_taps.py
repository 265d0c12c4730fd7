"""A tap on the phone page is never lost to an update (issue 52): in Chromium, a phone at 360x640 taps its
hand's cards and its bid buttons while states of real games (Oh Heck! at five, Skull & Roses at six) land
during each tap;
every tap makes the page send its message (``why`` for a card with no move, else the move). The page keeps
what a finger is on (the same button, in the same place) while it updates. ``scripts/bench_phone_page.py``
runs the same with 500 taps beside the old page. Required where ``CARDTABLE_BROWSER=required``."""

from __future__ import annotations

import random

from chromium import ARGS, CHROMIUM, sync_playwright  # noqa: E402  (skips the module where no browser is)
from phone_states import tap_soak, tap_stream  # noqa: E402

from cardtable.room.web import PAGE_DIR  # noqa: E402

TAPS = 60


def test_no_tap_lost_while_states_stream_in() -> None:
    stream = tap_stream(6)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, timeout=30_000)
        try:
            got = tap_soak(browser, PAGE_DIR, stream, TAPS, random.Random(3))
        finally:
            browser.close()
    assert got.counted == TAPS, got
    assert got.lost == 0, f"{got.lost} of {got.counted} taps lost ({got.void} void): " + "; ".join(got.notes[:5])
    assert got.buttons > 0, "no tap was on a button"
