#!/usr/bin/env python3
"""Does a low-priority busy process cost the frames when it shares the drawing loop's core? (Linux, 2+ cores)

Usage: python3 scripts/bench_core_sharing.py [--pace tick|tight] [--rounds K] [--policy idle|nice]

The evidence behind ``cardtable.ai.service.placement()``: the drawing loop is
kept to CPU 0 and draws the 12-player Skull & Roses table (as scripts/bench_frames.py
does), while one busy loop at the worker's priority (SCHED_IDLE and nice 10,
or nice 19 only) is, in alternating short blocks: stopped; on CPU 0 with the
drawing loop; on CPU 1. Prints median, p90, p99 and max frame time for each.
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_frames as bench  # noqa: E402

SPIN = {"idle": "import os; os.nice(10); os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))\nwhile 1: pass",
        "nice": "import os; os.nice(19)\nwhile 1: pass"}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pace", choices=("tick", "tight"), default="tick")
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--block", type=int, default=60, help="frames per block")
    ap.add_argument("--policy", choices=tuple(SPIN), default="idle")
    args = ap.parse_args()
    if not hasattr(os, "sched_setaffinity") or len(os.sched_getaffinity(0)) < 2:
        print("needs Linux and two CPUs")
        return 1
    bench.PACE = args.pace
    spinner = subprocess.Popen([sys.executable, "-c", SPIN[args.policy]])
    os.sched_setaffinity(0, {0})
    modes = {"stopped": None, "same core": {0}, "other core": {1}}
    try:
        app = bench.make_app(bench.SIZE)
        bench.skull_table(app)
        bench.measure(app, 30)
        times: dict[str, list[float]] = {m: [] for m in modes}
        for _ in range(args.rounds):
            for mode, cpus in modes.items():
                if cpus is None:
                    os.kill(spinner.pid, signal.SIGSTOP)
                else:
                    os.sched_setaffinity(spinner.pid, cpus)
                    os.kill(spinner.pid, signal.SIGCONT)
                time.sleep(0.03)
                times[mode] += bench.measure(app, args.block)
        print(f"pacing: {args.pace}; busy loop at {args.policy} priority; drawing loop on CPU 0")
        for mode, v in times.items():
            print(f"busy loop {mode:10}: median {statistics.median(v):.2f} ms, p90 {bench.pct(v, 90):.2f}, "
                  f"p99 {bench.pct(v, 99):.2f}, max {max(v):.2f} (n={len(v)})")
    finally:
        spinner.kill()
        spinner.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
