"""Bench the phone page in Chromium, two pages side by side: the page's script time per state, and taps lost
while states stream in.

Both pages (``--old``: a page folder, say the 622009d worktree's ``cardtable/room/page``; ``--new``: this
tree's) are fed the same real states (``tests/phone_states.capture``: a room on 127.0.0.1, every seat on a
simulated phone, seat 0's states kept) through a stand-in socket, in rounds that alternate which page goes
first. Nothing is fetched from anywhere; no server is opened besides the capture's room on 127.0.0.1.

- Script time per state: each page is fed every state of several games (one each 50 ms), in a
  phone-size window (390x844) with the CPU slowed ``--throttle`` times (a slow phone). The page's own script:
  Chromium's CPU profile (``Profiler``), the time of the samples in ``app.js`` or in what it called (the DOM's
  work it asked for, a layout it forced), divided by the states fed. Beside it Chromium's counters
  (``Performance.getMetrics``): ``ScriptDuration`` (every script, the stand-in socket's too),
  ``LayoutDuration + RecalcStyleDuration`` (layout and style) and ``TaskDuration`` (all the main thread's work).
- Taps lost: a phone at 360x640 taps cards of its hand and its move buttons (bids) as a person does (the
  finger down about 40 ms, by Chromium's touch input), while one or two states arrive during each tap (Oh
  Heck! at five, then Skull & Roses at six: the others playing, the seat's own turns). Each tap must make the
  page send its message: ``why`` for a card with no move now, or the card's (the button's) ``move`` (the
  stand-in answers it ``no`` at once, as the room does a stale move). A tap during a state that changed the
  seat's own hand (at a table only its own move or a new deal does; the stream plays the seat's moves too),
  or that took the tapped button's move away, is not counted unless it was answered: it is "void"
  (``tests/phone_states.tap_soak``).

    .venv/bin/python scripts/bench_phone_page.py --old /tmp/old-phone/cardtable/room/page [--taps 500]
        [--rounds 4] [--throttle 4]
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from phone_states import PhoneStub, capture, tap_soak, tap_stream  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from cardtable.room.web import PAGE_DIR  # noqa: E402

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TIME_GAMES = {"oh-heck": 5, "say-uncle": 4, "rummy": 4, "skull": 6, "golf": 4}
PACE = 0.05  # seconds between two states while timing
METRICS = ("ScriptDuration", "LayoutDuration", "RecalcStyleDuration", "TaskDuration")


def metrics(cdp) -> dict[str, float]:
    got = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    return {k: float(got.get(k, 0.0)) for k in METRICS}


def page_script_ms(profile: dict) -> float:
    """Milliseconds of the CPU profile spent in the page's own script (app.js) and what it called."""
    nodes = {n["id"]: n for n in profile["nodes"]}
    parent = {c: n["id"] for n in profile["nodes"] for c in n.get("children", [])}
    mine: dict[int, bool] = {}

    def in_page(nid: int) -> bool:
        path = []
        while nid not in mine:
            path.append(nid)
            if nodes[nid]["callFrame"]["url"].endswith("/page/app.js"):
                mine[nid] = True
                break
            if nid not in parent:
                mine[nid] = False
                break
            nid = parent[nid]
        for p in path:
            mine[p] = mine[nid]
        return mine[nid]

    return sum(dt for nid, dt in zip(profile["samples"], profile["timeDeltas"], strict=True) if in_page(nid)) / 1000


def time_page(browser, page_dir: Path, streams: dict[str, list[dict]], throttle: float) -> dict[str, float]:
    """Milliseconds of the main thread per state, by kind, over every stream."""
    total = dict.fromkeys(METRICS, 0.0)
    fed, own = 0, 0.0
    for game, states in streams.items():
        ctx = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True,
                                  has_touch=True)
        try:
            page = ctx.new_page()
            stub = PhoneStub(page, page_dir, game=game)
            stub.open()
            cdp = ctx.new_cdp_session(page)
            cdp.send("Performance.enable")
            stub.feed(states[0])
            page.wait_for_load_state("networkidle")
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
            cdp.send("Profiler.enable")
            cdp.send("Profiler.setSamplingInterval", {"interval": 200})
            before = metrics(cdp)
            cdp.send("Profiler.start")
            for st in states[1:]:  # at a table's pace, no script of the bench's own in the page meanwhile
                stub.feed(st, wait=False)
                time.sleep(PACE)
            own += page_script_ms(cdp.send("Profiler.stop")["profile"])
            after = metrics(cdp)
            page.wait_for_function(f"window.__handled >= {stub.fed}")
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
            for k in METRICS:
                total[k] += after[k] - before[k]
            fed += len(states) - 1
        finally:
            ctx.close()
    out = {k: 1000.0 * v / fed for k, v in total.items()}
    out["page"] = own / fed
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--old", type=Path, required=True, help="the page folder to compare with (622009d's)")
    ap.add_argument("--new", type=Path, default=PAGE_DIR)
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--taps", type=int, default=500, help="taps per page, over all rounds")
    ap.add_argument("--throttle", type=float, default=4.0, help="CPU slowed this many times for the timing")
    ap.add_argument("--seed", type=int, default=5)
    a = ap.parse_args()
    pages = {"old": a.old.resolve(), "new": a.new.resolve()}
    for name, d in pages.items():
        assert (d / "app.js").is_file(), f"{name}: no page in {d}"
    t0 = time.monotonic()
    streams = {g: capture(g, n, a.seed, max_states=150) for g, n in TIME_GAMES.items()}
    soak = tap_stream(a.seed + 1)
    print(f"states: {sum(map(len, streams.values()))} to time ({', '.join(streams)}), {len(soak)} for the taps; "
          f"captured in {time.monotonic() - t0:.0f} s", flush=True)
    times: dict[str, list[dict[str, float]]] = {"old": [], "new": []}
    tapped = {"old": [0, 0, 0, 0], "new": [0, 0, 0, 0]}
    notes: list[str] = []
    rng = random.Random(a.seed)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, timeout=30_000)
        try:
            for r in range(a.rounds):
                order = ("old", "new") if r % 2 == 0 else ("new", "old")
                for name in order:
                    t = time_page(browser, pages[name], streams, a.throttle)
                    times[name].append(t)
                    share = a.taps // a.rounds + (1 if r < a.taps % a.rounds else 0)
                    soaked = tap_soak(browser, pages[name], soak, share, rng)
                    got = (soaked.counted, soaked.lost, soaked.void, soaked.buttons)
                    tapped[name] = [x + y for x, y in zip(tapped[name], got, strict=True)]
                    if name == "new":
                        notes += soaked.notes
                    layout = t["LayoutDuration"] + t["RecalcStyleDuration"]
                    print(f"round {r + 1} {name}: the page's script {t['page']:.2f} ms/state (all scripts "
                          f"{t['ScriptDuration']:.2f}), layout+style {layout:.2f}, all tasks {t['TaskDuration']:.2f}; "
                          f"taps {got[0]} ({got[3]} on buttons), lost {got[1]}, void {got[2]}", flush=True)
        finally:
            browser.close()
    print(f"\nper state, ms, at {a.throttle:g}x CPU slow-down (median of {a.rounds} rounds, alternated):")
    print(f"{'page':5} {'its script':>10} {'all scripts':>12} {'layout+style':>13} {'all tasks':>10} {'taps':>6} "
          f"{'lost':>5}")
    med = {}
    for name in ("old", "new"):
        ts = times[name]
        med[name] = statistics.median(t["page"] for t in ts)
        print(f"{name:5} {med[name]:10.2f} {statistics.median(t['ScriptDuration'] for t in ts):12.2f} "
              f"{statistics.median(t['LayoutDuration'] + t['RecalcStyleDuration'] for t in ts):13.2f} "
              f"{statistics.median(t['TaskDuration'] for t in ts):10.2f} {tapped[name][0]:6d} {tapped[name][1]:5d}")
    for n in notes:
        print("lost on the new page:", n)
    print(f"the page's script time per state, new/old: {med['new'] / med['old']:.2f} (bar: at most 0.50); taps lost "
          f"on the new page: {tapped['new'][1]} of {tapped['new'][0]} (bar: 0 of at least 500)")

if __name__ == "__main__":
    main()
