"""Ratings from scratch over ten disjoint runs of 30 games: the players seated as persons, results only (issue 48).

    PYTHONPATH=. nice -n 19 python scripts/bench_rating.py --only say-uncle --levels random,easy,medium \
        --keep /tmp/rating

``scripts/bench_practice.py`` plays each player's games along a person's path and analyses every one, so its
pools are small (8 to 12 games) and its ten rating runs must share games: their hits cannot tell a bias of the
rating from the pool's luck. The rating reads only the games' results (``ai.rating.ratings``: each game one
Glicko-2 period against the table's computers at their fixed ratings), so here the games are played the same
way (``bench_practice.play_as_person``: a seat of kind ``person`` through a session's chair, the computers at
``--against``, every seat in turn the person's) but not analysed, and 300 of them make ten runs of 30 that
share no game. Each game's result is kept in the data folder (``<game>/<level>-results.jsonl``, a line a game)
so that a later run adds games rather than playing them again. The games are numbered from ``FIRST`` on,
apart from bench_practice's pools.

A run hits when it ends within the level's fixed rating (``ai/level_ratings.json``) plus or minus the run's
own stated uncertainty (two deviations, the "+-" the screens print); the hits within one deviation too, and
the model's share beside them (``bench_practice.modelled``: runs whose results follow the fixed ratings
exactly), so that a miss of the method is told from a miss of the levels' fixed ratings.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from bench_practice import (  # noqa: E402
    CHEAP_LUCK,
    DEFAULT_LEVEL,
    RUN_GAMES,
    RUNS,
    SAME,
    STRENGTHS,
    Judged,
    hard_spec,
    modelled,
    play_as_person,
    rating_runs,
    table_size,
)

from cardtable.ai.analysis import GameAnalysis, SeatAnalysis, deal_points  # noqa: E402
from cardtable.ai.rating import level_ratings  # noqa: E402
from cardtable.engine.game import SomeGame  # noqa: E402
from cardtable.games import game_ids, get_game  # noqa: E402
from cardtable.host.seats import PERSON  # noqa: E402

FIRST = 100_000  # the first game's number here (bench_practice's pools start at 0)


def results_game(game: SomeGame, spec: str, against: str, k: int, seed: int) -> GameAnalysis:
    """The ``k``-th game played as a person's (``play_as_person``), read for its results only: each seat's
    total and what each deal paid it (no decision valued, no luck)."""
    record = play_as_person(game, spec, against, k, seed, None)
    points, final = deal_points(game, record)
    seats = [SeatAnalysis(i, str(s["name"]), str(s["kind"]), s["kind"] == PERSON, final[i], points[i],
                          [0.0] * len(points[i])) for i, s in enumerate(record.seats)]
    return GameAnalysis(game.info.id, game.info.lower_wins, CHEAP_LUCK, seats)


def results_pool(game: SomeGame, spec: str, against: str, n: int, seed: int, path: Path) -> list[GameAnalysis]:
    """``n`` games' results, read from ``path`` where kept, the missing ones played (and kept)."""
    have: dict[int, GameAnalysis] = {}
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                d = json.loads(line)
                have[int(d["k"])] = GameAnalysis.from_json(d["analysis"])
            except (ValueError, KeyError, TypeError):
                continue  # a line cut by a kill: played again
    path.parent.mkdir(parents=True, exist_ok=True)
    began = time.process_time()
    with path.open("a", encoding="utf-8") as out:
        for k in range(FIRST, FIRST + n):
            if k in have:
                continue
            have[k] = results_game(game, spec, against, k, seed)
            out.write(json.dumps({"k": k, "analysis": have[k].to_json()}) + "\n")
            out.flush()
            done = k - FIRST + 1
            if done % 50 == 0:
                print(f"  {spec}: {done}/{n} games ({time.process_time() - began:.0f} CPU s)", flush=True)
    return [have[k] for k in range(FIRST, FIRST + n)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--only", required=True, help="these games (comma separated ids)")
    ap.add_argument("--levels", default=",".join(STRENGTHS), help="the players seated as persons")
    ap.add_argument("--against", default=DEFAULT_LEVEL,
                    help=f"the computers' level at the other seats ('{SAME}': the person's own level)")
    ap.add_argument("--runs", type=int, default=RUNS, help="disjoint runs of 30 games")
    ap.add_argument("--keep", required=True, help="the folder the games' results are kept in")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--ratings", default=None,
                    help="the levels' fixed ratings read (default cardtable/ai/level_ratings.json): a new "
                         "calibration can be tried before it is committed")
    args = ap.parse_args(argv)
    ids = game_ids()
    games = [g.strip() for g in args.only.split(",") if g.strip()]
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    if any(g not in ids for g in games) or any(x not in STRENGTHS for x in levels):
        ap.error(f"games: {', '.join(ids)}; players: {', '.join(STRENGTHS)}")
    ratings = Path(args.ratings) if args.ratings else Path(__file__).resolve().parent.parent.joinpath(
        "cardtable", "ai", "level_ratings.json")
    lv = level_ratings(ratings)
    doc = json.loads(ratings.read_text(encoding="utf-8"))
    n = args.runs * RUN_GAMES
    for gid in games:
        game = get_game(gid)
        hs, where = hard_spec(gid, {}, doc)
        print(f"{gid}: {table_size(game)} players, computers at {args.against}; {args.runs} disjoint runs of "
              f"{RUN_GAMES} games a player; hard plays as {hs} (N from {where})", flush=True)
        for level in levels:
            spec = hs if level == "hard" else level
            t0 = time.process_time()
            kept = Path(args.keep) / gid / f"{level}-results.jsonl"
            pool = results_pool(game, spec, args.against, n, args.seed, kept)
            judged = [Judged(k, 0, 0.0, a) for k, a in enumerate(pool)]
            runs, shared = rating_runs(judged, gid, level, lv, seed=args.seed)
            bell, _ = rating_runs(judged, gid, level, lv, seed=args.seed, bell=True)  # Glicko-2's, beside it
            fixed = lv.of(gid, level)
            opponent = lv.of(gid, level if args.against == SAME else args.against)
            assert fixed is not None and opponent is not None
            model = modelled(fixed, opponent, table_size(game), seed=args.seed)
            share = sum(1 for a in pool for s in a.persons()
                        for o in a.seats if o.seat != s.seat
                        if (s.result < o.result) == a.lower_wins and s.result != o.result) \
                + 0.5 * sum(1 for a in pool for s in a.persons() for o in a.seats
                            if o.seat != s.seat and s.result == o.result)
            pairs = sum(len(a.seats) - 1 for a in pool)
            print(f"  {level}: fixed {fixed.r:.0f} (rd {fixed.rd:.0f}); {len(pool)} games "
                  f"({time.process_time() - t0:.0f} CPU s), pairwise score {share / pairs:.3f}; hits within +-2rd "
                  f"{sum(r.hit for r in runs)}/{len(runs)}{' (runs SHARE games: too few)' if shared else ''}, "
                  f"within +-1rd {sum(r.hit_one for r in runs)}/{len(runs)}; "
                  f"the model: {100 * model[0]:.0f}% / {100 * model[1]:.0f}% of runs")
            print("    " + ", ".join(f"{r.rating.r:.0f}\u00b1{2 * r.rating.rd:.0f}{'' if r.hit else '*'}"
                                  for r in runs), flush=True)
            bell_model = modelled(fixed, opponent, table_size(game), seed=args.seed, bell=True)
            print(f"    Glicko-2's bell curve, the same runs: hits within +-2rd {sum(r.hit for r in bell)}/{len(bell)},"
                  " "
                  f"within +-1rd {sum(r.hit_one for r in bell)}/{len(bell)}; the model: {100 * bell_model[0]:.0f}% / "
                  f"{100 * bell_model[1]:.0f}%", flush=True)
            print("    " + ", ".join(f"{r.rating.r:.0f}\u00b1{2 * r.rating.rd:.0f}{'' if r.hit else '*'}"
                                  for r in bell), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
