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

try:
    import resource
except ImportError:  # Windows: no processor times of children here
    resource = None  # type: ignore[assignment]

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _venv import ROOT, ensure  # noqa: E402
from build_exe import DIST, app_exe, build, first_frame_seconds  # noqa: E402

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


def cpu_seconds() -> float:
    """The processor time of the finished child processes so far (user and system)."""
    if resource is None:
        return 0.0
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def measure(programs: list[Path], runs: int) -> tuple[list[list[float]], list[list[float]]]:
    """The programs, alternated (the order turned each round; a warm-up launch of each first, not counted):
    each launch's time to its first frame, and the processor time the launch took (it exits at its first
    frame), which a busy machine disturbs less."""
    for exe in programs:
        first_frame_seconds(exe, 1)
    times: list[list[float]] = [[] for _ in programs]
    cpu: list[list[float]] = [[] for _ in programs]
    for i in range(runs):
        k = i % len(programs)
        for j in list(range(k, len(programs))) + list(range(k)):
            before = cpu_seconds()
            times[j] += first_frame_seconds(programs[j], 1)
            cpu[j].append(cpu_seconds() - before)
    return times, cpu


def report(kind: str, names: list[str], measured: tuple[list[list[float]], list[list[float]]]) -> float:
    """The figures of each program; the ratio of each to the bare window's (the last)."""
    times, cpu = measured
    bare = times[-1]
    mb = statistics.median(bare)
    print(f"\n{kind}: first frame, {len(bare)} launches each, alternated")
    print(f"  {'program':14} {'median ms':>10} {'min ms':>8} {'max ms':>8} {'ratio (median)':>15} {'ratio (min)':>12}"
          f" {'CPU ms (median)':>16} {'ratio':>6}")
    cb = statistics.median(cpu[-1]) or 1e-9
    for name, t, c in zip(names, times, cpu):
        m = statistics.median(t)
        print(f"  {name:14} {m * 1000:>10.0f} {min(t) * 1000:>8.0f} {max(t) * 1000:>8.0f} "
              f"{m / mb:>14.2f}x {min(t) / min(bare):>11.2f}x {statistics.median(c) * 1000:>16.0f}"
              f" {statistics.median(c) / cb:>5.2f}x")
    ratio = statistics.median(times[0]) / mb
    print(f"  the app's ratio to the bare window: {ratio:.2f}x; bar <= {BAR}x: {'met' if ratio <= BAR else 'NOT met'}")
    return ratio


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=11, help="launches of each program (default 11)")
    ap.add_argument("--onefile", action="store_true", help="the one-file app against a bare one-file program too")
    ap.add_argument("--rebuild", action="store_true", help="build the app and the bare program even if built")
    ap.add_argument("--no-onedir", action="store_true", help="with --onefile: only the one-file pair")
    ap.add_argument("--also", default=None, metavar="DIR",
                    help="also time another build of the app in the same alternation (e.g. a copy of build/dist "
                         "made before a change): DIR holds onedir/ (and onefile/) as build/dist does")
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
    for onefile in kinds:
        kind = "one-file" if onefile else "one-folder"
        app = app_exe(kind)
        programs, names = [app], ["app"]
        if args.also:
            programs.append(Path(args.also) / app.relative_to(DIST))
            names.append("app (--also)")
        programs.append(bare_exe(onefile))
        names.append("bare window")
        report(kind, names, measure(programs, args.runs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
