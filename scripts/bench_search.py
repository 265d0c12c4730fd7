#!/usr/bin/env python3
"""Search speed, game by game: iterations a second of the computer players' search (hard's
guided search at a fixed number of iterations, no early stop, no clock) from fixed positions.

    python3 scripts/bench_search.py                      # this tree
    python3 scripts/bench_search.py --against ../base    # this tree and another, side by side

With ``--against``, both trees are measured in turn, round after round in one run (A B A B
...), so a busy machine slows both alike; each row gives both medians and their ratio. The
positions are the same in both: each game dealt from fixed seeds, played on by a fixed
random walk to a few decisions in. The search entry point (``cardtable.ai.ismcts.search``)
is the one both trees share.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
PLAYERS = {"say-uncle": 3, "man-from-uncle": 3, "uncle-stuart": 3, "show": 3, "rummy": 3, "skull": 4,
           "oh-heck": 4, "golf": 3}
ITERATIONS = 300


def measure(root: Path, rounds: int, only: dict[str, int] = PLAYERS) -> dict[str, float]:
    """In a fresh process importing ``root``'s cardtable: iterations a second per game."""
    code = f"""
import json, random, sys, time, statistics
sys.path.insert(0, {str(root)!r})
from cardtable.ai import ismcts
from cardtable.engine.views import view
from cardtable.games import get_game
out = {{}}
for gid, n in {only!r}.items():
    g = get_game(gid)
    rates = []
    for seed in range({rounds}):
        st = g.new_state(n, 100 + seed, log=False)
        walk = random.Random(seed)
        for _ in range(3):
            acts = g.legal_actions(st)
            if st.over or len(acts) < 2:
                break
            g.step(st, walk.choice(acts))
        while not st.over and len(g.legal_actions(st)) < 2:
            g.step(st, g.legal_actions(st)[0])
        seat = st.to_move
        legal = g.legal_actions(st)
        t = time.perf_counter()
        res = ismcts.search(g, view(st, seat), seat, legal, {ITERATIONS}, random.Random(seed), early_stop=False)
        rates.append(res.iterations / (time.perf_counter() - t))
    out[gid] = statistics.median(rates)
print(json.dumps(out))
"""
    env = dict(os.environ, PYTHONHASHSEED="0")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=str(root))
    if res.returncode:
        raise SystemExit(res.stderr)
    return json.loads(res.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--against", default="", help="another tree to measure beside this one")
    ap.add_argument("--rounds", type=int, default=3, help="rounds (A B pairs) of the whole measurement")
    ap.add_argument("--positions", type=int, default=5, help="positions per game per round")
    ap.add_argument("--only", default="", help="comma-separated game ids")
    args = ap.parse_args(argv)
    only = {g: PLAYERS[g] for g in args.only.split(",")} if args.only else PLAYERS
    trees = [HERE] + ([Path(args.against).resolve()] if args.against else [])
    runs: dict[Path, list[dict[str, float]]] = {t: [] for t in trees}
    for _ in range(args.rounds):
        for t in trees:
            runs[t].append(measure(t, args.positions, only))
    head = f"{'game':16} {'this tree it/s':>15}"
    if args.against:
        head += f" {'other it/s':>12} {'this/other':>11}"
    print(head)
    for gid in only:
        mine = statistics.median(r[gid] for r in runs[HERE])
        line = f"{gid:16} {mine:15.0f}"
        if args.against:
            other = statistics.median(r[gid] for r in runs[trees[1]])
            line += f" {other:12.0f} {mine / other:11.2f}"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
