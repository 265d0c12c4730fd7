#!/usr/bin/env python3
"""The independent no-peek check over many whole games: every message each seat is given, judged
by what a person in that seat could know from what happened at the table (``room.nopeek.Eyes``),
not by the engine's ``known`` bits (``tests/nopeek_sweep.py``).

    python3 scripts/check_nopeek.py                  # every game at 2 (or its fewest) and its most players, 3 seeds
    python3 scripts/check_nopeek.py --seeds 10 --only say-uncle,skull --players 2,3,4
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE / "tests"))

import nopeek_sweep as S  # noqa: E402

from cardtable.games import get_game  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=int, default=3, help="games per game and player count")
    ap.add_argument("--only", default="", help="comma-separated game ids")
    ap.add_argument("--players", default="", help="comma-separated player counts (default: fewest and most)")
    ap.add_argument("--show", type=int, default=3, help="breaches shown per game")
    args = ap.parse_args()
    plan = S.plan()
    if args.only:
        keep = set(args.only.split(","))
        plan = [(g, n) for g, n in plan if g in keep] or [(g, get_game(g).info.players[-1]) for g in keep]
    if args.players:
        counts = [int(x) for x in args.players.split(",")]
        plan = sorted({(g, n) for g, _ in plan for n in counts
                       if get_game(g).info.players[0] <= n <= get_game(g).info.players[-1]})
    games = messages = leaking = 0
    for gid, n in plan:
        for seed in range(args.seeds):
            t0 = time.time()
            r = S.sweep(gid, n, seed)
            games += 1
            messages += r["messages"]
            leaking += r["leaking"]
            print(f"{gid:15} {n:2} players seed {seed}: {r['actions']:5} actions, {r['messages']:6} messages, "
                  f"{r['leaking']:4} leaking{'' if r['over'] else ' (not over)'}  {time.time() - t0:5.1f} s",
                  flush=True)
            for b in r["breaches"][:args.show]:
                print("    ", b)
    print(f"{games} games, {messages} messages, {leaking} leaking")
    return 1 if leaking else 0


if __name__ == "__main__":
    sys.exit(main())
