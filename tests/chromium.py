"""The real browser the phone page's tests drive: Debian's Chromium through Playwright, launched with the
flags a closed network needs. Required where ``CARDTABLE_BROWSER=required`` (``.ci/run`` sets it, after
installing Debian's chromium): there a missing Chromium fails. Elsewhere a test module importing this is
skipped when Chromium or Playwright is missing."""

from __future__ import annotations

import os
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

__all__ = ["ARGS", "CHROMIUM", "sync_playwright"]
