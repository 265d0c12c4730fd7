"""A tap on the phone page is never lost to an update (issue 52): in Chromium, a phone at 360x640 taps its
hand's cards and its bid buttons while states of real games (Oh Heck! at five, Skull & Roses at six) land
during each tap;
every tap makes the page send its message (``why`` for a card with no move, else the move). The page keeps
what a finger is on (the same button, in the same place) while it updates. ``scripts/bench_phone_page.py``
runs the same with 500 taps beside the old page. Required where ``CARDTABLE_BROWSER=required``."""

from __future__ import annotations

import os
import random
import shutil
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
if os.environ.get("CARDTABLE_BROWSER") == "required":
    assert CHROMIUM, "this run needs Debian's chromium (.ci/run installs it)"
    from playwright.sync_api import sync_playwright
else:
    if not CHROMIUM:
        pytest.skip("no chromium on this machine (apt-get install -y chromium)", allow_module_level=True)
    sync_playwright = pytest.importorskip("playwright.sync_api").sync_playwright

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
