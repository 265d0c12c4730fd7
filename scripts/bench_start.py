#!/usr/bin/env python3
"""The app's first frame against a bare pygame-ce window frozen the same way (issue 43).

    python3 scripts/bench_start.py [--runs N] [--onefile] [--rebuild]

Builds (or reuses, if already built) the one-folder app exactly as scripts/build_exe.py does, and
a bare pygame-ce program - open a 1280x720 window, fill it, flip - whose source this script writes
into build/work/bare/ and freezes with the same PyInstaller and the same options (one folder,
no console, no UPX, no strip, the same excluded modules). Then it starts the two alternately, N
times each, and times each launch to its first drawn frame by the same mechanism
scripts/build_exe.py uses (the program prints 'first-frame' after its first flip and exits when
CARDTABLE_EXIT_AFTER_FIRST_FRAME=1; SDL's dummy video and audio drivers). It prints the medians,
the minimums and the ratios app/bare. ``--onefile`` does the same for the one-file app against a
bare one-file program. Bar (issue 43): the ratio of the medians at most 1.3.

The machine should be quiet; the two programs are alternated so that a busy moment costs both.
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _venv import ROOT, ensure  # noqa: E402
from build_exe import app_exe, build, first_frame_seconds  # noqa: E402

BARE = ROOT / "build" / "work" / "bare"
BAR = 1.3

BARE_SOURCE = '''"""A bare pygame-ce window: the floor the app's start is measured against (scripts/bench_start.py)."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame

pygame.init()
screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
pygame.display.set_caption("Bare window")
screen.fill((21, 92, 52))
pygame.display.flip()
if os.environ.get("CARDTABLE_EXIT_AFTER_FIRST_FRAME") == "1":
    print("first-frame", flush=True)
    raise SystemExit(0)
clock = pygame.time.Clock()
while not any(e.type == pygame.QUIT for e in pygame.event.get()):
    clock.tick(60)
pygame.quit()
'''


def spec_excludes() -> list[str]:
    """The modules build/cardtable.spec leaves out, so that the bare program is frozen the same way."""
    text = (ROOT / "build" / "cardtable.spec").read_text()
    block = re.search(r"excludes=\[(.*?)\]", text, re.S)
    return re.findall(r'"([^"]+)"', block.group(1)) if block else []


def bare_exe(onefile: bool) -> Path:
    kind = "onefile" if onefile else "onedir"
    name = "bare_window" + (".exe" if sys.platform == "win32" else "")
    return BARE / "dist" / kind / name if onefile else BARE / "dist" / kind / "bare_window" / name


def build_bare(py: Path, onefile: bool) -> None:
    """Freeze the bare program: the same PyInstaller and options as build/cardtable.spec."""
    kind = "onefile" if onefile else "onedir"
    BARE.mkdir(parents=True, exist_ok=True)
    src = BARE / "bare_window.py"
    src.write_text(BARE_SOURCE)
    cmd = [str(py), "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
           "--onefile" if onefile else "--onedir", "--windowed", "--noupx",
           "--distpath", str(BARE / "dist" / kind), "--workpath", str(BARE / "work" / kind),
           "--specpath", str(BARE / "spec" / kind), "--name", "bare_window"]
    for mod in spec_excludes():
        cmd += ["--exclude-module", mod]
    print(f"building the bare {'one-file' if onefile else 'one-folder'} window ...", flush=True)
    subprocess.run(cmd + [str(src)], cwd=BARE, check=True)


def measure(app: Path, bare: Path, runs: int) -> tuple[list[float], list[float]]:
    """Both programs, alternated (a warm-up launch of each first, not counted)."""
    first_frame_seconds(app, 1)
    first_frame_seconds(bare, 1)
    a, b = [], []
    for i in range(runs):
        order = [(app, a), (bare, b)] if i % 2 == 0 else [(bare, b), (app, a)]
        for exe, into in order:
            into += first_frame_seconds(exe, 1)
    return a, b


def report(kind: str, a: list[float], b: list[float]) -> float:
    ma, mb = statistics.median(a), statistics.median(b)
    ratio = ma / mb
    print(f"\n{kind}: first frame, {len(a)} launches each, alternated")
    print(f"  {'program':12} {'median ms':>10} {'min ms':>8} {'max ms':>8}")
    print(f"  {'app':12} {ma * 1000:>10.0f} {min(a) * 1000:>8.0f} {max(a) * 1000:>8.0f}")
    print(f"  {'bare window':12} {mb * 1000:>10.0f} {min(b) * 1000:>8.0f} {max(b) * 1000:>8.0f}")
    print(f"  ratio app/bare: {ratio:.2f}x (medians), {min(a) / min(b):.2f}x (minimums); "
          f"bar <= {BAR}x: {'met' if ratio <= BAR else 'NOT met'}")
    return ratio


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=11, help="launches of each program (default 11)")
    ap.add_argument("--onefile", action="store_true", help="the one-file app against a bare one-file program too")
    ap.add_argument("--rebuild", action="store_true", help="build the app and the bare program even if built")
    ap.add_argument("--no-onedir", action="store_true", help="with --onefile: only the one-file pair")
    args = ap.parse_args()
    kinds = ([] if args.no_onedir else [False]) + ([True] if args.onefile else [])
    py = None
    for onefile in kinds:
        app = app_exe("one-file" if onefile else "one-folder")
        if args.rebuild or not app.exists():
            py = py or ensure("build")
            if not (ROOT / "assets" / "icon.png").exists():
                subprocess.run([str(py), str(ROOT / "scripts" / "make_icon.py")], check=True)
            build(py, onefile)
        if args.rebuild or not bare_exe(onefile).exists():
            py = py or ensure("build")
            build_bare(py, onefile)
    worst = 0.0
    for onefile in kinds:
        app = app_exe("one-file" if onefile else "one-folder")
        a, b = measure(app, bare_exe(onefile), args.runs)
        worst = max(worst, report("one-file" if onefile else "one-folder", a, b))
    return 0


if __name__ == "__main__":
    sys.exit(main())
