#!/usr/bin/env python3
"""Build the standalone apps, self-test them, and print their sizes and start times.

    python3 scripts/build_exe.py [--onedir-only] [--runs N]

Sets up .venv with the build tools (once), runs PyInstaller on build/cardtable.spec
for a one-folder app and a one-file app (into build/dist/onedir and build/dist/onefile, work files in
build/work/, both ignored by git), runs each app's --selftest, and times the
launch to the first drawn frame (median of several runs, dummy video driver).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _venv import ROOT, ensure  # noqa: E402

DIST = ROOT / "build" / "dist"
WORK = ROOT / "build" / "work"
NAME = "Card Table"


def app_root(kind: str) -> Path:
    """What a player gets: the folder (or .app), or the single file."""
    if kind == "one-file":
        return DIST / "onefile" / (NAME + (".exe" if os.name == "nt" else ""))
    return DIST / "onedir" / (f"{NAME}.app" if sys.platform == "darwin" else NAME)


def app_exe(kind: str) -> Path:
    """The program to start inside it."""
    root = app_root(kind)
    if kind == "one-file":
        return root
    if sys.platform == "darwin":
        return root / "Contents" / "MacOS" / NAME
    return root / (NAME + (".exe" if os.name == "nt" else ""))


def size_of(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def headless_env() -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("PYTHONPATH", None)
    return env


def build(py: Path, onefile: bool) -> None:
    env = dict(os.environ, CARDTABLE_ONEFILE="1" if onefile else "0")
    cmd = [str(py), "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
           "--distpath", str(DIST / ("onefile" if onefile else "onedir")),
           "--workpath", str(WORK / ("onefile" if onefile else "onedir")),
           str(ROOT / "build" / "cardtable.spec")]
    print("building", "one-file" if onefile else "one-folder", "...", flush=True)
    subprocess.run(cmd, cwd=ROOT, env=env, check=True)


def selftest(app: Path) -> tuple[bool, float, str]:
    start = time.perf_counter()
    r = subprocess.run([str(app), "--selftest"], env=headless_env(), capture_output=True, text=True, timeout=900)
    return r.returncode == 0, time.perf_counter() - start, (r.stdout + r.stderr)[-2000:]


def first_frame_seconds(app: Path, runs: int) -> list[float]:
    """Launch to the first drawn frame: the app prints 'first-frame' and exits when asked."""
    env = headless_env()
    env["CARDTABLE_EXIT_AFTER_FIRST_FRAME"] = "1"
    env["CARDTABLE_HOME"] = str(WORK / "home")  # a scratch user folder
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen([str(app)], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = ""
        while True:
            line = proc.stdout.readline()
            if not line or line.startswith("first-frame"):
                break
        elapsed = time.perf_counter() - start
        proc.wait(timeout=60)
        if not line.startswith("first-frame"):
            raise SystemExit(f"{app} exited without drawing a frame")
        times.append(elapsed)
    return times


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--onedir-only", action="store_true", help="build only the one-folder app (CI)")
    ap.add_argument("--runs", type=int, default=7, help="launches to time for each app")
    ap.add_argument("--no-selftest", action="store_true")
    args = ap.parse_args()
    py = ensure("build")
    if not (ROOT / "assets" / "icon.png").exists():
        subprocess.run([str(py), str(ROOT / "scripts" / "make_icon.py")], check=True)
    kinds = ["one-folder"] if args.onedir_only else ["one-folder", "one-file"]
    for kind in kinds:
        build(py, onefile=(kind == "one-file"))
    ok = True
    rows = []
    for kind in kinds:
        app, root = app_exe(kind), app_root(kind)
        size = size_of(root)
        passed, secs, tail = (True, 0.0, "") if args.no_selftest else selftest(app)
        if not passed:
            ok = False
            print(f"--- {kind} self-test FAILED ---\n{tail}")
        times = first_frame_seconds(app, args.runs)
        rows.append((kind, root, size, passed, secs, statistics.median(times), min(times), max(times)))
    print(f"\n{'app':11} {'size MB':>8} {'self-test':>10} {'first frame (median, min-max)':>32}  path")
    for kind, root, size, passed, secs, med, lo, hi in rows:
        st = ("skipped" if args.no_selftest else ("pass" if passed else "FAIL")) + (f" {secs:.0f}s" if secs else "")
        print(f"{kind:11} {size / 1e6:>8.1f} {st:>10} {med:>14.3f} s ({lo:.3f}-{hi:.3f})      {root}")
    print("bars: one-folder first frame <= 0.5 s, size <= 70 MB; one-file first frame <= 1.5 s, size <= 35 MB")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
