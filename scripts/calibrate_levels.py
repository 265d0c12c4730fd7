"""The computer levels' fixed ratings, game by game: level against level on duplicate deals.

    PYTHONPATH=. python scripts/calibrate_levels.py --games 2 --only skull       # a smoke run
    nice python scripts/calibrate_levels.py --games 30 --level-deals hard=4 --jobs 2 \
        --out cardtable/ai/level_ratings.json

For every game in the registry, at the set-up screen's default number of players and the options a new
table starts on (its first preset: the game a person sits down to), the levels are measured at the table a
person meets (``--table among``, the default): each level other than the anchor (medium, fixed at 1500, a new
person's rating) sits alone among medium computers, and each of ``--games`` deals is played once with it in
every seat in turn (duplicate deals: every seat's cards are played once by the level, so the luck of the deal
cancels). ``--level-deals hard=K`` plays fewer deals for a level whose games cost the most. The games run
through the simulation code of ``cardtable simulate`` (``cli/sim.play_game``).

Why that table: a person is rated after each game against the seats at their table (``ai/rating.py``), and in a
game of several seats a level's strength depends on who else sits there. Measured two levels against two (the
older ``--table pairs``: every pair of levels, the pair's first level in seats 0, 2, 4, ... and the second in
the others, then swapped), Man from Uncle's random scored 0 of 4 against medium and was fixed at 953, yet alone
among three medium computers it scores 0.116 of its pairwise results, about 1147: the ratings of ten runs of
30 games agreed with the games and missed the fixed point in every run (docs/practice_bench.md).

Each finished game is scored as pairwise results between seats of different levels, from the
game's own places (the better place 1, the same place 0.5, the worse 0), and the levels' ratings
are fitted by maximum likelihood on the Glicko / Elo logistic scale (P(a beats b) = 1 / (1 +
10 ** ((r_b - r_a) / 400)), the scale of ``ai/rating.py``), with the default level (medium) fixed at
1500. A level whose results are all one way would have a rating at infinity:
it gets one virtual drawn result (BayesElo's prior, halved), which keeps it finite
and moves a measured rating little. The 95% intervals come from a bootstrap over the deals (a deal
and all its games drawn together, so the games on one deal, which are not independent, stay
together); a level's deviation (``rd``, what ``ai/rating.py`` reads) is the bootstrap's standard
deviation, so that r +- 2 rd is about the interval. The anchor's deviation is a floor (``RD_FLOOR``):
it is exact by definition, and the rating needs a deviation above 0.

Hard thinks for 0.8 seconds a decision, so its strength would depend on the machine and the load:
here it plays ``hard:N``, hard with exactly N iterations and no clock, N its typical iterations in
0.8 seconds of one core, measured first (the median rate of its searches in CPU time, capped at the
game's ceiling), or given with ``--hard GAME=N``. The N used is written in the file.

Prints a table per game (level, rating, +-, games) and writes the JSON ``ai/rating.py`` reads
(``level_ratings``): its shape is kept, its games filled and ``provisional`` set to false.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from cardtable.ai.levels import DEFAULT_LEVEL, LEVEL_NAMES, LEVELS, level_for
from cardtable.ai.players import make_player
from cardtable.ai.rating import MAX_RD
from cardtable.cli.sim import play_game
from cardtable.engine.game import SomeGame
from cardtable.engine.options import remembered
from cardtable.engine.views import view
from cardtable.games import game_ids, get_game

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "cardtable" / "ai" / "level_ratings.json"
RATED: tuple[str, ...] = ("random", *LEVEL_NAMES)  # weakest first
ANCHOR = DEFAULT_LEVEL  # fixed at ANCHOR_RATING
ANCHOR_RATING = 1500.0  # a new person's rating (ai/rating.BASE): a newcomer is first thought a medium player
ELO = 400.0 / math.log(10.0)  # rating points per natural unit of the logistic (173.72, Glicko's scale)
PRIOR_DRAWS = 1.0  # virtual drawn results per pair played
RD_FLOOR = 10.0  # the anchor's deviation, and the least any level's may be
DEFAULT_RD = 150.0  # the least deviation of the default (a game not measured)
BOOTSTRAP = 1000
HARD_SECONDS = 0.8  # hard's thinking time a decision (levels.LEVELS["hard"].budget)
PROBE_DECISIONS = 12  # hard's searches timed per game to find its iterations in HARD_SECONDS


def table_size(game: SomeGame) -> int:
    """The number of players the set-up screen offers first (4, or the nearest the game allows)."""
    return min(game.info.players[-1], max(game.info.players[0], 4))


def lineups(players: int, a: str, b: str) -> list[list[str]]:
    """The two seatings of a duplicate deal for levels ``a`` and ``b``: a, b, a, ... and b, a, b, ...
    (every seat is played once by each)."""
    first = [a if s % 2 == 0 else b for s in range(players)]
    return [first, [b if x == a else a for x in first]]


def pairs(levels: Sequence[str] = RATED) -> list[tuple[str, str]]:
    return [(levels[i], levels[j]) for i in range(len(levels)) for j in range(i + 1, len(levels))]


def pairwise(places: Sequence[int], specs: Sequence[str]) -> list[tuple[str, str, float]]:
    """(level, other level, score) for every two seats of different levels, from the game's places."""
    out = []
    for i in range(len(places)):
        for j in range(i + 1, len(places)):
            if specs[i] != specs[j]:
                score = 0.5 if places[i] == places[j] else (1.0 if places[i] < places[j] else 0.0)
                out.append((specs[i], specs[j], score))
    return out


# -- hard's iterations --------------------------------------------------------------------------
def hard_iterations(game_id: str, seed: int) -> int:
    """Hard's typical iterations in HARD_SECONDS of one core: the median rate of its searches (in CPU
    time, so another program's load does not change it) against random seats, capped at the game's
    ceiling for hard."""
    game = get_game(game_id)
    ceiling = level_for(game, LEVELS["hard"]).iterations
    players = table_size(game)
    hero = make_player(f"hard:{ceiling}", seed)
    others = [make_player("random", seed + s) for s in range(players)]
    rates: list[float] = []
    deal = 0
    while len(rates) < PROBE_DECISIONS and deal < 5:
        state = game.new_state(players, seed * 1_000_003 + deal, {}, log=False)
        while not state.over and len(rates) < PROBE_DECISIONS:
            seat = state.to_move
            legal = game.legal_actions(state)
            if len(legal) == 1:
                action = legal[0]
            elif seat == 0:
                began = time.process_time()
                action = hero.choose(game, view(state, seat), legal)
                spent = time.process_time() - began
                last = getattr(hero, "last", None)
                if last is not None and last.iterations >= 50 and spent > 0:
                    rates.append(last.iterations / spent)
            else:
                action = others[seat].choose(game, view(state, seat), legal)
            game.apply(state, action)
        deal += 1
    if not rates:
        return ceiling
    n = min(ceiling, statistics.median(rates) * HARD_SECONDS)
    digits = int(math.floor(math.log10(n))) - 1  # two significant figures: the same N from run to run
    return int(min(ceiling, round(n, -digits)))


# -- playing ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Task:
    game: str
    players: int
    deal: int  # the deal's index (the bootstrap draws these)
    deal_seed: int
    player_seed: int
    levels: tuple[str, ...]  # per seat: the level's name
    specs: tuple[str, ...]  # per seat: the player spec (hard as hard:N)


def neighbours(a: str, b: str) -> bool:
    return abs(RATED.index(a) - RATED.index(b)) == 1


def tasks_for(game_id: str, deals: int, seed: int, hard_spec: str, far_deals: int | None = None) -> list[Task]:
    """Every game to play: each pair of levels on deals 0 to ``deals`` - 1 (the pairs of levels
    that are not neighbours on the first ``far_deals`` of them only, if given)."""
    game = get_game(game_id)
    players = table_size(game)
    out = []
    for k in range(deals):
        for pi, (a, b) in enumerate(pairs()):
            if far_deals is not None and k >= far_deals and not neighbours(a, b):
                continue
            for li, seats in enumerate(lineups(players, a, b)):
                specs = tuple(hard_spec if x == "hard" else x for x in seats)
                out.append(Task(game_id, players, k, seed * 1_000_003 + k, seed * 7919 + k * 97 + pi * 7 + li,
                                tuple(seats), specs))
    return out


def tasks_among(game_id: str, deals: dict[str, int], seed: int, hard_spec: str) -> list[Task]:
    """Every game to play at the table a person meets: each level other than the anchor alone among the
    anchor's computers, on deals 0 to ``deals[level]`` - 1, each deal once with the level in every seat
    in turn (a duplicate deal: every seat's cards are played by the level once, by the anchor the other
    times). The deals are the same for every level."""
    game = get_game(game_id)
    players = table_size(game)
    out = []
    for li, level in enumerate(x for x in RATED if x != ANCHOR):
        for k in range(deals[level]):
            for s in range(players):
                seats = [ANCHOR] * players
                seats[s] = level
                specs = tuple(hard_spec if x == "hard" else x for x in seats)
                out.append(Task(game_id, players, k, seed * 1_000_003 + k, seed * 7919 + k * 97 + li * 13 + s,
                                tuple(seats), specs))
    return out


def play(task: Task) -> dict[str, Any]:
    """One whole game; its places, the levels per seat and the CPU seconds it took."""
    game = get_game(task.game)
    began = time.process_time()
    state, actions = play_game(game, task.players, task.deal_seed, dict(remembered(game, None)), list(task.specs),
                               task.player_seed)
    res = game.result(state)
    return {"game": task.game, "deal": task.deal, "levels": list(task.levels), "places": list(res.places),
            "actions": actions, "cpu": time.process_time() - began}


# -- fitting ------------------------------------------------------------------------------------
Table = dict[tuple[str, str], list[float]]  # (level, other) with level < other in RATED's order: [score, count]


def tally(results: Iterable[tuple[str, str, float]], levels: Sequence[str] = RATED) -> Table:
    """Pairwise results summed per pair of levels, each pair in ``levels``' order."""
    order = {x: i for i, x in enumerate(levels)}
    out: Table = {}
    for a, b, s in results:
        if order[a] > order[b]:
            a, b, s = b, a, 1.0 - s
        cell = out.setdefault((a, b), [0.0, 0.0])
        cell[0] += s
        cell[1] += 1
    return out


def _solve(m: list[list[float]], v: list[float]) -> list[float]:
    """m x = v by Gaussian elimination with partial pivoting (a few unknowns)."""
    n = len(v)
    a = [row[:] + [v[i]] for i, row in enumerate(m)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(a[r][c]))
        a[c], a[p] = a[p], a[c]
        if abs(a[c][c]) < 1e-300:
            raise ZeroDivisionError("singular: a level played no one")
        for r in range(c + 1, n):
            f = a[r][c] / a[c][c]
            for k in range(c, n + 1):
                a[r][k] -= f * a[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (a[r][n] - sum(a[r][k] * x[k] for k in range(r + 1, n))) / a[r][r]
    return x


def fit(table: Table, levels: Sequence[str] = RATED, anchor: str = ANCHOR, anchor_rating: float = ANCHOR_RATING,
        prior_draws: float = PRIOR_DRAWS) -> dict[str, float]:
    """The levels' ratings by maximum likelihood (Bradley-Terry on the logistic scale, a draw half a
    win), ``anchor`` fixed at ``anchor_rating``; each pair played gets ``prior_draws`` drawn results.
    Newton's method on the log-likelihood, from all levels equal."""
    return _newton(table, levels, anchor, anchor_rating, prior_draws)[0]


def curvature(table: Table, levels: Sequence[str] = RATED, anchor: str = ANCHOR, anchor_rating: float = ANCHOR_RATING,
              prior_draws: float = PRIOR_DRAWS) -> dict[str, float]:
    """Per level, the standard error of its fitted rating from the likelihood's curvature (the
    inverse of the observed information at the maximum; 0 for the anchor). It takes every pairwise
    result as independent, which the results of one game are not: a floor under the bootstrap's."""
    _, hess, free = _newton(table, levels, anchor, anchor_rating, prior_draws)
    out = {x: 0.0 for x in levels}
    for i, x in enumerate(free):
        unit = [1.0 if k == i else 0.0 for k in range(len(free))]
        out[x] = ELO * math.sqrt(max(0.0, _solve(hess, unit)[i]))
    return out


def _newton(table: Table, levels: Sequence[str], anchor: str, anchor_rating: float,
            prior_draws: float) -> tuple[dict[str, float], list[list[float]], list[str]]:
    free = [x for x in levels if x != anchor]
    idx = {x: i for i, x in enumerate(free)}
    cells = [(a, b, s + prior_draws / 2, n + prior_draws) for (a, b), (s, n) in table.items() if n > 0]
    theta = {x: 0.0 for x in levels}
    for _ in range(100):
        grad = [0.0] * len(free)
        hess = [[0.0] * len(free) for _ in free]
        for a, b, s, n in cells:
            p = 1.0 / (1.0 + math.exp(theta[b] - theta[a]))
            w = n * p * (1.0 - p)
            g = s - n * p  # d logL / d theta_a (and minus it for b)
            if a in idx:
                grad[idx[a]] += g
                hess[idx[a]][idx[a]] += w
            if b in idx:
                grad[idx[b]] -= g
                hess[idx[b]][idx[b]] += w
            if a in idx and b in idx:
                hess[idx[a]][idx[b]] -= w
                hess[idx[b]][idx[a]] -= w
        if max((abs(d) for d in grad), default=0.0) < 1e-10:
            break
        step = _solve(hess, grad)
        for x, d in zip(free, step):
            theta[x] += max(-3.0, min(3.0, d))  # a damped step: the likelihood is concave, this only steadies it
    return {x: anchor_rating + ELO * theta[x] for x in levels}, hess, free


def bootstrap(per_deal: Sequence[Table], levels: Sequence[str] = RATED, rounds: int = BOOTSTRAP, seed: int = 0,
              **kw: Any) -> dict[str, tuple[float, float, float]]:
    """Per level: (standard deviation, 2.5th and 97.5th percentile) of its rating over ``rounds``
    refits, each on as many deals drawn with replacement."""
    rng = random.Random(seed)
    draws: dict[str, list[float]] = {x: [] for x in levels}
    for _ in range(rounds):
        pooled: Table = {}
        for _k in range(len(per_deal)):
            for key, (s, n) in per_deal[rng.randrange(len(per_deal))].items():
                cell = pooled.setdefault(key, [0.0, 0.0])
                cell[0] += s
                cell[1] += n
        for x, r in fit(pooled, levels, **kw).items():
            draws[x].append(r)
    out = {}
    for x, rs in draws.items():
        rs.sort()
        lo, hi = rs[int(0.025 * (len(rs) - 1))], rs[int(math.ceil(0.975 * (len(rs) - 1)))]
        out[x] = (statistics.pstdev(rs), lo, hi)
    return out


@dataclass
class Rated:
    level: str
    rating: float
    rd: float
    lo: float
    hi: float
    games: int


def rate(games: Sequence[dict[str, Any]], rounds: int = BOOTSTRAP, seed: int = 0) -> list[Rated]:
    """The levels' ratings from finished games (``play``'s dicts, one game)."""
    deals: dict[int, list[tuple[str, str, float]]] = {}
    played = {x: 0 for x in RATED}
    for g in games:
        deals.setdefault(g["deal"], []).extend(pairwise(g["places"], g["levels"]))
        for x in set(g["levels"]):
            played[x] += 1
    per_deal = [tally(deals[k]) for k in sorted(deals)]
    pooled = tally(r for k in sorted(deals) for r in deals[k])
    best = fit(pooled)
    se = curvature(pooled)
    spread = bootstrap(per_deal, rounds=rounds, seed=seed)
    out = []
    for x in RATED:
        sd, lo, hi = spread[x]  # with few deals the bootstrap knows little: the curvature's interval at least
        lo, hi = min(lo, best[x] - 1.96 * se[x]), max(hi, best[x] + 1.96 * se[x])
        out.append(Rated(x, best[x], min(MAX_RD, max(RD_FLOOR, sd, se[x])), lo, hi, played[x]))
    return out


def rate_among(games: Sequence[dict[str, Any]], rounds: int = BOOTSTRAP, seed: int = 0) -> list[Rated]:
    """The levels' ratings from games of ``tasks_among``: each level's from its own results against the
    anchor's seats only (so a level measured on fewer deals, or not at all, moves no other), its interval
    from a bootstrap over its own deals."""
    out = []
    for x in RATED:
        if x == ANCHOR:
            out.append(Rated(x, ANCHOR_RATING, RD_FLOOR, ANCHOR_RATING, ANCHOR_RATING, len(games)))
            continue
        deals: dict[int, list[tuple[str, str, float]]] = {}
        mine = [g for g in games if x in g["levels"]]
        for g in mine:
            deals.setdefault(g["deal"], []).extend(pairwise(g["places"], g["levels"]))
        if not deals:
            raise ValueError(f"{x} played no game")
        levels = sorted((x, ANCHOR), key=RATED.index)
        per_deal = [tally(deals[k], levels) for k in sorted(deals)]
        pooled = tally((r for k in sorted(deals) for r in deals[k]), levels)
        best = fit(pooled, levels)[x]
        se = curvature(pooled, levels)[x]
        sd, lo, hi = bootstrap(per_deal, levels, rounds=rounds, seed=seed)[x]
        lo, hi = min(lo, best - 1.96 * se), max(hi, best + 1.96 * se)
        out.append(Rated(x, best, min(MAX_RD, max(RD_FLOOR, sd, se)), lo, hi, len(mine)))
    return out


def overlaps(rated: Sequence[Rated]) -> list[tuple[str, str]]:
    """Neighbouring levels whose 95% intervals overlap: levels the measurement does not tell apart (next to
    the anchor: the other's interval holds the anchor's rating)."""
    return [(a.level, b.level) for a, b in zip(rated, rated[1:]) if a.hi >= b.lo and b.hi >= a.lo]


def scores(games: Sequence[dict[str, Any]]) -> dict[str, list[float]]:
    """Per pair 'a-b' (a the weaker level): [a's score, results]."""
    t = tally(r for g in games for r in pairwise(g["places"], g["levels"]))
    return {f"{a}-{b}": [round(s, 1), int(n)] for (a, b), (s, n) in t.items()}


# -- the file -----------------------------------------------------------------------------------
def commit_id() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                             check=True)
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


METHOD = ("Each level alone among medium computers, the table a person meets (scripts/calibrate_levels.py "
          "--table among): per game, at the set-up screen's default number of players and the options a new table "
          "starts on (its first preset), each level other than medium plays each deal once in every seat in turn, "
          "medium computers at the other seats (duplicate deals: every seat's cards are played once by the level); "
          "each of its seats' results against a medium seat is a pairwise result from the game's places (win 1, "
          "tie 0.5, loss 0). A level's rating by maximum likelihood on the Glicko/Elo logistic scale from its own "
          "results, medium fixed at 1500, one virtual draw; rd is the standard deviation and interval the 95% "
          "percentile interval of a bootstrap over its deals "
          f"({BOOTSTRAP} rounds; at least the likelihood's curvature); medium's rd is a floor of {RD_FLOOR:g} (the "
          "anchor). Hard plays hard:N, N its median iterations in 0.8 s of one core's CPU time (capped at the "
          "game's ceiling), so that the measurement does not depend on the machine's load. A game whose table says "
          "'pairs' (or no table) was measured the older way, every pair of levels in alternate seats.")


def write(path: Path, rated: dict[str, list[Rated]], tables: dict[str, dict[str, Any]], command: str) -> None:
    doc: dict[str, Any] = {}
    if path.exists():
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            doc = {}
    doc.setdefault("format", "cardtable-level-ratings")
    doc.setdefault("version", 1)
    games = dict(doc.get("games", {}))
    for gid, rs in rated.items():
        games[gid] = {x.level: {"r": round(x.rating, 1), "rd": round(x.rd, 1),
                                "interval": [round(x.lo, 1), round(x.hi, 1)], "n": x.games} for x in rs}
    doc["games"] = {g: games[g] for g in [*game_ids(), *games] if g in games}
    doc["provisional"] = any(g not in games for g in game_ids())  # until every game is measured
    doc["note"] = ("Measured by scripts/calibrate_levels.py (see method, command and tables); measure again "
                   "whenever the computer players change. 'default' is for a game not measured here: the mean "
                   "of the measured games' ratings per level, rd their spread."
                   + (" Provisional: some games are not measured yet." if doc["provisional"] else ""))
    doc["measured"] = f"{datetime.date.today().isoformat()}, commit {commit_id()}"
    doc["method"] = METHOD
    doc["command"] = command
    measured = [v for g, v in doc["games"].items() if g in game_ids()]
    if measured:
        by_level = {x: [v[x]["r"] for v in measured] for x in RATED}
        doc["default"] = {x: {"r": round(statistics.fmean(by_level[x]), 1),
                              "rd": round(min(MAX_RD, max(DEFAULT_RD, statistics.pstdev(by_level[x]))), 1)}
                          for x in RATED}
    runs = dict(doc.get("tables", {}))
    runs.update(tables)
    doc["tables"] = {g: runs[g] for g in doc["games"] if g in runs}
    path.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")


def show(gid: str, rs: Sequence[Rated], setup: dict[str, Any]) -> None:
    print(f"\n{gid}: {setup['players']} players, {setup['deals']} deals, hard as {setup['hard']}, "
          f"{setup['cpu_seconds']:.0f} CPU s")
    print(f"  {'level':8} {'rating':>7} {'+-':>5}   95% interval   games")
    for x in rs:
        pm = "fixed" if x.level == ANCHOR else f"{2 * x.rd:5.0f}"
        print(f"  {x.level:8} {x.rating:7.0f} {pm:>5}   {x.lo:5.0f} to {x.hi:5.0f}  {x.games:6d}")
    for a, b in overlaps(rs):
        print(f"  {a} and {b} are not told apart (their intervals overlap)")
    print("  pairs (weaker level's score / results): "
          + ", ".join(f"{k} {s:g}/{n}" for k, (s, n) in setup["scores"].items()))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=8, help="deals per pair of levels, each played twice (default 8)")
    ap.add_argument("--deals", action="append", default=[], metavar="GAME=K",
                    help="another number of deals for one game (cheaper games can have more)")
    ap.add_argument("--far-deals", type=int, default=None, metavar="K",
                    help="play the pairs of levels that are not neighbours on the first K deals only (--table pairs)")
    ap.add_argument("--table", choices=("among", "pairs"), default="among",
                    help="among (default): each level alone among medium computers, in every seat in turn, the "
                         "table a person meets; pairs: every two levels in alternate seats, then swapped")
    ap.add_argument("--level-deals", action="append", default=[], metavar="LEVEL=K",
                    help="another number of deals for one level (--table among; hard's games cost the most)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", default="", help="these games only, in this order (comma separated ids)")
    ap.add_argument("--hard", action="append", default=[], metavar="GAME=N",
                    help="hard's iterations in a game (else measured first)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", default=str(OUT), help="the JSON written (default cardtable/ai/level_ratings.json)")
    ap.add_argument("--rounds", type=int, default=BOOTSTRAP, help="bootstrap rounds")
    args = ap.parse_args(argv)
    ids = game_ids()
    only = [g.strip() for g in args.only.split(",") if g.strip()]
    for g in only:
        if g not in ids:
            ap.error(f"unknown game {g!r} (games: {', '.join(ids)})")
    chosen = only or ids  # in --only's order (cheap games first: each game is written as it ends)
    per_game = {g: args.games for g in chosen}
    hard_n: dict[str, int] = {}
    for what, into in ((args.deals, per_game), (args.hard, hard_n)):
        for item in what:
            g, eq, n = item.partition("=")
            if not eq or g not in ids or not n.isdigit() or int(n) < 1:
                ap.error(f"{item!r}: want GAME=N with a known game and N >= 1")
            if g in chosen:
                into[g] = int(n)
    level_deals: dict[str, int] = {}
    for item in args.level_deals:
        x, eq, n = item.partition("=")
        if not eq or x not in RATED or x == ANCHOR or not n.isdigit() or int(n) < 1:
            ap.error(f"{item!r}: want LEVEL=K with a level other than {ANCHOR} and K >= 1")
        level_deals[x] = int(n)
    command = "python scripts/calibrate_levels.py " + " ".join(sys.argv[1:] if argv is None else argv)
    for g in chosen:
        if g not in hard_n:
            hard_n[g] = hard_iterations(g, args.seed)
            print(f"{g}: hard plays as hard:{hard_n[g]} (its iterations in {HARD_SECONDS:g} s of one core)",
                  flush=True)
    began = time.perf_counter()
    pool = get_context("spawn").Pool(args.jobs) if args.jobs > 1 else None
    try:
        for g in chosen:
            by_level = {x: level_deals.get(x, per_game[g]) for x in RATED if x != ANCHOR}
            if args.table == "among":
                tasks = tasks_among(g, by_level, args.seed, f"hard:{hard_n[g]}")
            else:
                tasks = tasks_for(g, per_game[g], args.seed, f"hard:{hard_n[g]}", args.far_deals)
            tasks.sort(key=lambda t: -("hard" in t.levels))  # the long games first: the pool ends together
            print(f"{g}: {len(tasks)} games to play", flush=True)
            done: list[dict[str, Any]] = []
            results = pool.imap_unordered(play, tasks) if pool is not None else map(play, tasks)
            for i, r in enumerate(results, 1):
                done.append(r)
                _progress(i, len(tasks), r, began)
            if args.table == "among":
                rated = rate_among(done, rounds=args.rounds, seed=args.seed)
            else:
                rated = rate(done, rounds=args.rounds, seed=args.seed)
            setup = {"table": args.table, "players": table_size(get_game(g)),
                     "options": dict(remembered(get_game(g), None)), "deals": per_game[g],
                     "hard": f"hard:{hard_n[g]}", "cpu_seconds": round(sum(r["cpu"] for r in done), 1),
                     "scores": scores(done), "command": command}
            if args.table == "among":
                setup["deals_by_level"] = by_level
            else:
                setup["far_deals"] = min(per_game[g], per_game[g] if args.far_deals is None else args.far_deals)
            show(g, rated, setup)
            write(Path(args.out), {g: rated}, {g: setup}, command)
            print(f"wrote {g} into {args.out} ({time.perf_counter() - began:.0f} s)", flush=True)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return 0


def _progress(i: int, total: int, r: dict[str, Any], began: float) -> None:
    if i == total or i % 10 == 0:
        print(f"  {i}/{total} games ({r['game']}: {'/'.join(r['levels'])}, {r['cpu']:.1f} CPU s), "
              f"{time.perf_counter() - began:.0f} s", flush=True)


if __name__ == "__main__":
    sys.exit(main())
