"""The background analysis of a finished game (issue 48), measured for each game:

* its CPU time (the analysis made in this process, ``time.process_time``) and its wall time in the
  background (``ai.background.Analyst`` through the computers' worker, pumped once a frame as the
  screens pump it);
* the frame time's 99th percentile while it runs against the same without it: the menu drawn whole
  every frame, in alternating blocks of
  ``--block`` seconds with and without the analysis running, so that the machine's other load falls
  on both alike (the game analysed again until ``--min-frames`` frames were drawn with it: a short analysis
  leaves too few frames for a 99th percentile). The bar: the p99 with it within 20% of the p99 without it.

    SDL_VIDEODRIVER=dummy python scripts/bench_analysis.py [--games golf,rummy] [--iterations N]

One game of each game is played by random players (a person's seat and a computer's, as the record of
a game played at the screen names them); ``--iterations``/``--samples`` make the analysis lighter for a
quick run (by default the analysis's own settings). Exits 1 if a game misses the bar.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from cardtable.ai import service  # noqa: E402
from cardtable.ai.analysis import Settings, analyse  # noqa: E402
from cardtable.ai.background import Analyst  # noqa: E402
from cardtable.cli.sim import play_game  # noqa: E402
from cardtable.engine.record import Record  # noqa: E402
from cardtable.files.storage import Storage  # noqa: E402
from cardtable.games import MODULES, get_game  # noqa: E402
from cardtable.ui.app import App  # noqa: E402
from cardtable.ui.scenes.base import Scene  # noqa: E402
from cardtable.ui.settings import Settings as UiSettings  # noqa: E402

BAR = 1.20  # the p99 with the analysis at most 20% above the p99 without


def a_game(gid: str, seed: int) -> Record:
    game = get_game(gid)
    n = max(game.info.players[0], min(3, game.info.players[-1]))
    rec = Record(gid, n, seed, {})
    rec.seats = [{"name": "Ann", "kind": "person"}] + [{"name": f"C{i}", "kind": "easy"} for i in range(1, n)]
    play_game(game, n, seed, {}, ["random"] * n, seed, record=rec)
    return rec


def p99(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(0.99 * len(xs)))] if xs else 0.0


def frames(app: App, scene: Scene, seconds: float, analyst: Analyst | None) -> list[float]:
    """Frame times (ms) of ``seconds`` of frames at 60 a second, the analysis pumped each frame if given."""
    out = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        t = time.perf_counter()
        pygame.event.pump()
        if analyst is not None:
            analyst.pump()
        scene.draw(app.screen)
        pygame.display.flip()
        dt = time.perf_counter() - t
        out.append(dt * 1000)
        time.sleep(max(0.0, 1 / 60 - dt))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default=",".join(MODULES), help="the games, by id (default: every game)")
    ap.add_argument("--iterations", type=int, default=None, help="the review's iterations a decision")
    ap.add_argument("--samples", type=int, default=None, help="the luck's play-outs a moment")
    ap.add_argument("--block", type=float, default=2.0, help="seconds of each alternating block of frames")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--min-frames", type=int, default=1200,
                    help="frames drawn with the analysis running at least (the game analysed again until then)")
    args = ap.parse_args()
    base = Settings()
    settings = Settings(iterations=args.iterations if args.iterations is not None else base.iterations,
                        samples=args.samples if args.samples is not None else base.samples)
    app = App((1280, 720), UiSettings(animation="instant", pace="instant", sound=False),
              storage=Storage(Path(tempfile.mkdtemp(prefix="bench-analysis-"))))
    app.reset("menu")
    scene = app.top  # the menu, drawn whole every frame (its cards and buttons)
    assert scene is not None
    service.warm_up()
    failed = []
    print(f"{'game':16} {'decisions':>9} {'cpu s':>8} {'wall s':>8} {'p99 without':>12} {'p99 with':>9}  bar")
    for gid in [g for g in args.games.split(",") if g]:
        rec = a_game(gid, args.seed)
        game = get_game(gid)
        c0 = time.process_time()
        made = analyse(game, rec, settings)
        cpu = time.process_time() - c0
        decisions = sum(s.decisions + s.forced for s in made.persons())
        without: list[float] = []
        with_it: list[float] = []
        wall = 0.0
        runs = 0
        while runs == 0 or len(with_it) < args.min_frames:  # the game analysed again until there are frames
            analyst = Analyst(game, rec, settings)  # enough for a 99th percentile (the wall time: the first)
            runs += 1
            while not analyst.done:  # alternating blocks: the analysis let run, then held (its piece ended), not
                t0 = time.perf_counter()
                analyst.held = False
                with_it += frames(app, scene, args.block, analyst)
                analyst.held = True
                while analyst.thinking and not analyst.done:  # the piece under way ends: counted as with it
                    with_it += frames(app, scene, 1 / 60, analyst)
                wall += (time.perf_counter() - t0) if runs == 1 else 0.0
                without += frames(app, scene, args.block, None)
            if analyst.failed:
                break
        if analyst.failed:
            print(f"{gid}: the analysis failed: {analyst.failed}")
            failed.append(gid)
            continue
        a, b = p99(without), p99(with_it)
        ok = b <= BAR * a or not with_it
        if not ok:
            failed.append(gid)
        print(f"{gid:16} {decisions:9d} {cpu:8.1f} {wall:8.1f} {a:10.1f}ms {b:7.1f}ms  {'ok' if ok else 'MISSED'}"
              f"  (median {statistics.median(without):.1f} / {statistics.median(with_it or [0]):.1f} ms; frames "
              f"{len(without)} / {len(with_it)}, analysed {runs}x)")
    service.shutdown()
    pygame.quit()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
