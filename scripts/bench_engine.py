#!/usr/bin/env python3
"""Random play-outs per second: a dealt 4-player 10-card Oh Heck! hand, and a Basic Rummy deal.

Each play-out starts from a copy of the same dealt state and plays uniformly
random legal actions to the end of the deal. Bar: 10,000 Oh Heck! hands a second.
The last row times the copy alone (the AI copies a state for every sample).
Usage: python3 scripts/bench_engine.py [--seconds S]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.engine.game import Game  # noqa: E402
from cardtable.games import get_game  # noqa: E402


def rate(fn, state, seconds: float, repeats: int = 5) -> tuple[float, float]:
    """Median and best play-outs per second over ``repeats`` timed runs."""
    rng = random.Random(1)
    rates = []
    for _ in range(repeats):
        n, start = 0, time.perf_counter()
        end = start + seconds / repeats
        while True:
            for _ in range(50):
                fn(state.copy(), rng)
            n += 50
            now = time.perf_counter()
            if now >= end:
                break
        rates.append(n / (now - start))
    return statistics.median(rates), max(rates)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=5.0, help="time per measurement")
    args = ap.parse_args()
    heck = get_game("oh-heck")
    rummy = get_game("rummy")
    s_heck = heck.new_state(4, 7, {"schedule": "single", "cards": 10}, log=False)
    s_rummy = rummy.new_state(4, 7, log=False)
    rows = [
        ("Oh Heck! 4p 10-card hand (game's play-out)", heck.rollout, s_heck),
        ("Oh Heck! 4p 10-card hand (generic legal_actions/step loop)",
         lambda s, r: Game.rollout(heck, s, r), s_heck),
        ("Basic Rummy 4p deal (game's play-out)", rummy.rollout, s_rummy),
        ("Oh Heck! 4p state copy alone", lambda s, r: None, s_heck),
    ]
    print(f"{'play-out':62} {'median/s':>10} {'best/s':>10}")
    for label, fn, st in rows:
        med, best = rate(fn, st, args.seconds)
        print(f"{label:62} {med:>10,.0f} {best:>10,.0f}")
    print("bar: Oh Heck! game's play-out >= 10,000/s")


if __name__ == "__main__":
    main()
