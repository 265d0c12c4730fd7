#!/usr/bin/env python3
"""Soak test: thousands of whole random games of every game, every player count and
option mix, with the invariants checked after every action (tests/gamecheck.py).

Usage: python3 scripts/soak.py [--games N] [--only GAME] [--workers W] [--seed S]
Prints games, actions and failures per game; exits 1 if anything failed.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import random
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))


def random_options(game, players: int, rng: random.Random) -> dict:
    from cardtable.engine.options import OptionError, resolve

    for _ in range(20):
        opts = {}
        for o in game.info.options:
            if o.kind == "bool":
                opts[o.name] = rng.random() < 0.5
            elif o.kind == "choice":
                opts[o.name] = rng.choice(o.choices)
            elif rng.random() < 0.4 and isinstance(o.default, int) and o.default > 0:
                lo = o.min if o.min is not None else 0
                opts[o.name] = rng.randint(max(lo, min(o.default, 1)), o.default)
        try:
            game.check_options(resolve(game.info.options, opts), players)
            return opts
        except OptionError:
            continue
    return {}


def run_chunk(job: tuple[str, int, int, int]) -> tuple[str, int, int, list[str]]:
    from gamecheck import play_checked

    from cardtable.engine.state import State  # noqa: F401  (warm imports in the worker)
    from cardtable.games import get_game

    game_id, start, count, seed = job
    game = get_game(game_id)
    failures, actions = [], 0
    for i in range(start, start + count):
        rng = random.Random(seed * 7_000_003 + i)
        players = game.info.players[0] + i % (game.info.players[-1] - game.info.players[0] + 1)
        opts = random_options(game, players, rng)
        game_seed = rng.getrandbits(40)
        try:
            play_checked(game, players, game_seed, opts, deep_every=29)
            actions += play_checked.actions  # (a state has declared fields only)
        except Exception:  # a soak reports every failure and goes on
            failures.append(f"{game_id} players={players} seed={game_seed} options={opts}\n"
                            + traceback.format_exc(limit=6))
    return game_id, count, actions, failures


def main() -> int:
    from cardtable.games import MODULES

    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10_000, help="games per game")
    ap.add_argument("--only", action="append", help="a game id (repeatable)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    ids = args.only or list(MODULES)
    chunk = 50
    jobs = [(g, s, min(chunk, args.games - s), args.seed) for g in ids for s in range(0, args.games, chunk)]
    totals = {g: [0, 0, []] for g in ids}
    started = time.time()
    with mp.get_context("spawn").Pool(args.workers) as pool:
        for gid, n, acts, fails in pool.imap_unordered(run_chunk, jobs):
            t = totals[gid]
            t[0] += n
            t[1] += acts
            t[2].extend(fails)
    print(f"{'game':16} {'games':>7} {'actions':>10} {'failures':>9}")
    bad = 0
    for gid in ids:
        g, a, f = totals[gid]
        print(f"{gid:16} {g:>7} {a:>10} {len(f):>9}")
        bad += len(f)
    for gid in ids:
        for f in totals[gid][2][:3]:
            print("\n" + f)
    print(f"{time.time() - started:.0f} s, {bad} failures")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
