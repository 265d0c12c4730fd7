"""Players of known strength seated as persons: their error rates and their ratings from scratch (issue 48).

    PYTHONPATH=. nice -n 19 python scripts/bench_practice.py --only skull --games 2 --review-iterations 60  # smoke
    PYTHONPATH=. nice -n 19 python scripts/bench_practice.py --only man-from-uncle --games 12 --keep /tmp/practice

For each game (at the set-up screen's default number of players and the options a new table starts on, as
``scripts/calibrate_levels.py`` measures the levels) and each player of known strength (random and the
levels of ``ai/levels.py``; hard as ``hard:N``, fixed iterations and no clock, N the one the levels'
ratings were measured with, read from ``ai/level_ratings.json``'s tables, or ``--hard GAME=N``), whole
games are played along the path a person's game takes:

* the table is a ``host.session.Session`` with ``host.seats.Seat``'s: the player sits in a seat of kind
  ``person`` named "You" (the seat moves round the table game after game: every seat in turn), the other
  seats computers at ``--against`` (medium, the set-up's default level; ``same``: the player's own level,
  as a person plays the level that matches them). Every move is made through that
  seat's ``Chair.play`` (the person's through the chair as the screen makes it, with the chair's view and
  legal moves), each chosen by ``ai.service.choose`` with the seed a ``service.Computer`` would use at
  that seat; the game is saved and filed by the ``files.storage.Storage`` of a data folder (``--keep``);
* the finished record is analysed as the computers' worker analyses it (``ai.background``): the person's
  decisions valued a piece at a time (``value_decisions``), then ``finish`` (``ai.analysis.analyse``
  with those decisions); the analysis is kept beside the record (``host.analyses.save_analysis``) and
  everything below is read back from the data folder (``ui.analysing.kept``), as the screens read it;
* the error rate: points given away per real decision (the analysis's ``given_away`` / ``decisions``),
  pooled over the games (their sums' ratio), with a 95% percentile interval of a bootstrap over games
  (``BOOTSTRAP`` rounds). Neighbouring levels are "apart" when their intervals do not overlap; where they
  overlap, the bootstrap interval of their difference is printed as the evidence;
* the rating from scratch: ``ai.rating.ratings`` over 30 games of the game in the order played (each game
  one Glicko-2 period against the table's computers at their fixed ratings from ``ai/level_ratings.json``),
  ten runs. A run is a hit when it ends within the level's fixed rating plus or minus the run's own stated
  uncertainty: the "+-" the screens print (``Rating.text``: two deviations); the hits within one deviation
  are printed too. With 300 games or more of a level the ten runs are disjoint; with fewer (this machine
  cannot play 300 a level a game) each run draws its 30 games with replacement from the pool played, so
  the runs share games: the script says so, and the hits then say less than ten independent runs would.
  Beside them, the model's share (``modelled``): how many runs of 30 games would hit if every game's
  results followed the fixed ratings exactly, so that a miss of the method is told from a miss of the
  levels' ratings or of the pool.

The analysis's luck is not needed here (the rating reads the raw results: ``ratings``' ``adjusted`` is off,
see ai/rating.py), and it is the analysis's dearest part: by default it is computed as cheaply as the
analysis's settings allow (``CHEAP_LUCK``: no samples asked, no alternatives; the luck figures of these
analyses are not to be read); ``--luck`` computes it as the program does. The review's iterations per
decision are the program's own unless ``--review-iterations`` says (printed either way).

The data folder keeps every game and analysis: a later run with the same ``--keep`` and seed adds games to
the pool rather than playing them again (an analysis kept by an older method of analysis is set aside by the
data folder, as the program does, and made again).

Figures measured on this machine are in docs/practice_bench.md.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import random
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from cardtable.ai import background, review  # noqa: E402
from cardtable.ai.analysis import GameAnalysis, Settings, persons_of  # noqa: E402
from cardtable.ai.levels import DEFAULT_LEVEL, LEVEL_NAMES, LEVELS, level_for  # noqa: E402
from cardtable.ai.rating import Belief, LevelRatings, Match, Rating, level_ratings, ratings, update  # noqa: E402
from cardtable.ai.service import choose  # noqa: E402
from cardtable.engine.game import SomeGame  # noqa: E402
from cardtable.engine.options import remembered  # noqa: E402
from cardtable.engine.record import Record, RecordError  # noqa: E402
from cardtable.files.storage import Storage, game_uid, load_record_file  # noqa: E402
from cardtable.games import game_ids, get_game  # noqa: E402
from cardtable.host.analyses import save_analysis  # noqa: E402
from cardtable.host.seats import NAMES, PERSON, Seat  # noqa: E402
from cardtable.host.session import Session  # noqa: E402
from cardtable.ui.analysing import kept, record_files  # noqa: E402

LEVEL_FILE = Path(__file__).resolve().parent.parent / "cardtable" / "ai" / "level_ratings.json"
SCALE_FILE = LEVEL_FILE.with_name("level_errors.json")
STRENGTHS: tuple[str, ...] = ("random", *LEVEL_NAMES)  # weakest first
PERSON_NAME = "You"
RUN_GAMES = 30  # games a rating from scratch is read after
RUNS = 10
BOOTSTRAP = 2000
NOTE = "bench"  # the record's note holding the game's place in the pool
CHEAP_LUCK = Settings(samples=0, alternatives=0, value_iterations=1)
SAME = "same"  # --against: the computers at the person's own level (the level that matches the person)


def table_size(game: SomeGame) -> int:
    """The number of players the set-up screen offers first (4, or the nearest the game allows)."""
    return min(game.info.players[-1], max(game.info.players[0], 4))


def set_up_options(game: SomeGame) -> dict[str, Any]:
    """The options a new table of the game starts on at the set-up screen (its first preset: the rules as
    written), as the game a person sits down to."""
    return dict(remembered(game, None))


def hard_spec(game_id: str, given: dict[str, int], doc: dict[str, Any]) -> tuple[str, str]:
    """Hard as ``hard:N`` and where N came from: ``--hard``, the levels' file (the N they were measured
    with), else the game's ceiling for hard."""
    if game_id in given:
        return f"hard:{given[game_id]}", "--hard"
    table = doc.get("tables", {}).get(game_id, {})
    if isinstance(table.get("hard"), str) and table["hard"].startswith("hard:"):
        return table["hard"], "level_ratings.json"
    return f"hard:{level_for(get_game(game_id), LEVELS['hard']).iterations}", "hard's ceiling"


# -- playing, as a person's game is played --------------------------------------------------------
def deal_seed(seed: int, k: int) -> int:
    return seed * 1_000_003 + k


def play_as_person(game: SomeGame, spec: str, against: str, k: int, seed: int, storage: Storage | None) -> Record:
    """The ``k``-th game of the pool: ``spec`` in a person's seat (seat k mod players), computers at
    ``against`` in the others (``SAME``: at ``spec``); every move through its seat's chair. The finished
    record (filed by ``storage``, if given)."""
    players = table_size(game)
    against = spec if against == SAME else against
    me = k % players
    seats = [Seat(PERSON_NAME, PERSON) if i == me else Seat(NAMES[i % len(NAMES)], against) for i in range(players)]
    session = Session(game, seats, deal_seed(seed, k), set_up_options(game), storage)
    session.set_note(NOTE, k)
    chairs = [session.chair(i) for i in range(players)]
    seeds = [session.computer_seed(i) for i in range(players)]
    turns = [0] * players
    while not session.state.over:
        seat = session.state.to_move
        assert seat is not None
        chair = chairs[seat]
        legal = chair.legal()
        turns[seat] += 1  # as service.Computer counts its turns: every one, forced or not
        who = spec if seat == me else against
        action = legal[0] if len(legal) == 1 else choose(game, chair.seen(), seat, legal, who,
                                                          seeds[seat] * 1_000_003 + turns[seat])
        chair.play(action, chair.version)
    session.flush()
    return session.record


def analyse_as_worker(game: SomeGame, record: Record, settings: Settings) -> GameAnalysis:
    """The analysis as ``ai.background`` makes it: each person's decisions a piece at a time, then the rest."""
    persons = persons_of(record)
    valued: dict[int, list[review.Decision]] = {s: [] for s in persons}
    for s in persons:
        total = background.count_decisions(game, record, s)
        while len(valued[s]) < total:
            piece = background.value_decisions(game, record, s, len(valued[s]), settings, background.STEP)
            if not piece:
                raise RuntimeError("a piece of the analysis came back empty")
            valued[s].extend(piece)
    made = background.finish(game, record, settings, persons, valued)
    assert made is not None
    return made


# -- what is read of the games ----------------------------------------------------------------------
@dataclass
class Judged:
    """One game of the pool as the screens read it: the person's decisions and the game's analysis."""

    k: int
    decisions: int
    given_away: float
    analysis: GameAnalysis


def pool(storage: Storage, game_id: str) -> list[Judged]:
    """The games kept in the data folder with their analyses, in the pool's order."""
    out: list[Judged] = []
    for g in kept(storage, game_id):
        person = next(s for s in g.analysis.persons() if s.name == PERSON_NAME)
        k = g.record.notes.get(NOTE)
        out.append(Judged(int(k) if isinstance(k, int) else len(out), person.decisions, person.given_away,
                          g.analysis))
    return sorted(out, key=lambda j: j.k)


def unanalysed(storage: Storage, game_id: str) -> list[Record]:
    """The finished games of the data folder with no analysis kept (or one set aside: made by another method)."""
    have = {game_uid(k.record) for k in kept(storage, game_id)}
    out = []
    for p in record_files(storage):
        try:
            rec = load_record_file(p)
        except (RecordError, OSError):
            continue
        if rec.game == game_id and game_uid(rec) not in have:
            out.append(rec)
    return out


def rate_of(games: Sequence[Judged]) -> float:
    """Points given away per real decision over the games (the ratio of their sums)."""
    d = sum(g.decisions for g in games)
    return sum(g.given_away for g in games) / d if d else math.nan


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, int(round(q * (len(xs) - 1)))))]


def bootstrap(games: Sequence[Judged], rounds: int = BOOTSTRAP, seed: int = 0) -> tuple[float, float]:
    """The 95% percentile interval of the error rate, the games drawn with replacement."""
    rng = random.Random(seed)
    draws = [rate_of([games[rng.randrange(len(games))] for _ in games]) for _ in range(rounds)]
    draws = [x for x in draws if not math.isnan(x)]
    return percentile(draws, 0.025), percentile(draws, 0.975)


def difference(weaker: Sequence[Judged], stronger: Sequence[Judged], rounds: int = BOOTSTRAP,
               seed: int = 0) -> tuple[float, float, float]:
    """The weaker's error rate less the stronger's, and its 95% bootstrap interval (each pool drawn apart)."""
    rng = random.Random(seed)
    draws = []
    for _ in range(rounds):
        a = rate_of([weaker[rng.randrange(len(weaker))] for _ in weaker])
        b = rate_of([stronger[rng.randrange(len(stronger))] for _ in stronger])
        if not (math.isnan(a) or math.isnan(b)):
            draws.append(a - b)
    return rate_of(weaker) - rate_of(stronger), percentile(draws, 0.025), percentile(draws, 0.975)


def run_draws(n: int, runs: int = RUNS, per_run: int = RUN_GAMES, seed: int = 0) -> tuple[list[list[int]], bool]:
    """The games of each run (indices into a pool of ``n``), and whether the runs share games: disjoint runs
    in the pool's order when it holds enough, else each run drawn with replacement."""
    if n >= runs * per_run:
        return [list(range(i * per_run, (i + 1) * per_run)) for i in range(runs)], False
    rng = random.Random(seed)
    return [[rng.randrange(n) for _ in range(per_run)] for _ in range(runs)], True


@dataclass
class Run:
    rating: Rating
    games: int
    fixed: Rating

    @property
    def off(self) -> float:
        return self.rating.r - self.fixed.r

    @property
    def hit(self) -> bool:
        """Within the level's fixed rating +- the run's stated uncertainty (two deviations, as printed)."""
        return abs(self.off) <= 2 * self.rating.rd

    @property
    def hit_one(self) -> bool:
        return abs(self.off) <= self.rating.rd


def rating_runs(games: Sequence[Judged], game_id: str, level: str, lv: LevelRatings,
                seed: int = 0, bell: bool = False) -> tuple[list[Run], bool]:
    """Ten ratings from scratch, each over 30 of the games (``run_draws``), against the level's fixed rating
    (``bell``: by Glicko-2's bell curve, not the exact belief the program rates by)."""
    fixed = lv.of(game_id, level)
    if fixed is None:
        raise ValueError(f"no fixed rating of {level} in {game_id}")
    draws, shared = run_draws(len(games), seed=seed)
    out = []
    for idx in draws:
        got = ratings([games[i].analysis for i in idx], lv, bell=bell).get(game_id, {}).get(PERSON_NAME)
        if got is None:
            raise ValueError("the person was not rated")
        out.append(Run(got.rating, got.games, fixed))
    return out, shared


def modelled(fixed: Rating, opponent: Rating, players: int, runs: int = 1000, seed: int = 0,
             bell: bool = False) -> tuple[float, float]:
    """What share of runs of 30 games could hit at all, if every game's results followed the fixed ratings
    exactly: each seat's performance its rating (in the logistic's natural units) plus Gumbel noise, so that
    two seats' order is the rating's logistic (P(a before b) = 1 / (1 + 10 ** ((r_b - r_a) / 400))) and the
    seats of one table are ordered together (their pairwise results as correlated as a real table's); each
    game one rating period against ``players`` - 1 opponents at ``opponent``, as ``ratings`` rates it (the exact
    belief; ``bell``: Glicko-2's bell curve). (Shares of runs within +-2 rd and within +-1 rd of ``fixed``.)"""
    rng = random.Random(seed)
    elo = 400.0 / math.log(10.0)
    hits = ones = 0
    for _ in range(runs):
        belief, me = Belief.new(), Rating()
        for _g in range(RUN_GAMES):
            mine = fixed.r / elo - math.log(-math.log(rng.random() or 1e-300))
            matches = []
            for _o in range(players - 1):
                theirs = opponent.r / elo - math.log(-math.log(rng.random() or 1e-300))
                matches.append(Match(opponent, 1.0 if mine > theirs else 0.0))
            if bell:
                me = update(me, matches)
            else:
                belief = belief.after(matches)
                me = belief.rating()
        hits += abs(me.r - fixed.r) <= 2 * me.rd
        ones += abs(me.r - fixed.r) <= me.rd
    return hits / runs, ones / runs


# -- the report -------------------------------------------------------------------------------------
def report(game_id: str, pools: dict[str, list[Judged]], lv: LevelRatings, specs: dict[str, str],
           seed: int, against: str = DEFAULT_LEVEL) -> dict[str, Any]:
    """Print the game's figures; the same as a dict (for --json)."""
    out: dict[str, Any] = {"game": game_id, "levels": {}, "pairs": []}
    measured = game_id in lv.ratings
    print(f"\n{game_id}: the levels' fixed ratings {'measured' if measured else 'NOT measured: the file default'}"
          f"{' (provisional file)' if lv.provisional else ''}")
    print(f"  {'player':13} {'games':>5} {'decisions':>9} {'error rate':>10}   95% interval")
    intervals: dict[str, tuple[float, float]] = {}
    for level in STRENGTHS:
        games = pools.get(level, [])
        if not games:
            continue
        lo, hi = bootstrap(games, seed=seed)
        intervals[level] = (lo, hi)
        d = sum(g.decisions for g in games)
        print(f"  {specs[level]:13} {len(games):5d} {d:9d} {rate_of(games):10.3f}   {lo:.3f} to {hi:.3f}")
        out["levels"][level] = {"spec": specs[level], "games": len(games), "decisions": d,
                                "error_rate": round(rate_of(games), 4), "interval": [round(lo, 4), round(hi, 4)]}
    have = [x for x in STRENGTHS if x in intervals]
    for a, b in zip(have, have[1:]):
        (alo, ahi), (blo, bhi) = intervals[a], intervals[b]
        apart = alo > bhi
        diff, dlo, dhi = difference(pools[a], pools[b], seed=seed)
        order = "ordered" if rate_of(pools[a]) > rate_of(pools[b]) else "NOT ordered"
        verdict = "apart" if apart else ("overlap" if ahi >= blo and bhi >= alo else "apart, wrong way")
        print(f"  {a} > {b}: {order}, intervals {verdict}; difference {diff:+.3f} (95% {dlo:+.3f} to {dhi:+.3f})")
        out["pairs"].append({"pair": f"{a}>{b}", "ordered": rate_of(pools[a]) > rate_of(pools[b]),
                             "apart": apart, "difference": [round(diff, 4), round(dlo, 4), round(dhi, 4)]})
    for level in have:
        games = pools[level]
        fixed = lv.of(game_id, level)
        if fixed is None or len(games) < 1:
            continue
        runs, shared = rating_runs(games, game_id, level, lv, seed=seed)
        hits, ones = sum(r.hit for r in runs), sum(r.hit_one for r in runs)
        how = f"drawn with replacement from {len(games)} games (runs share games)" if shared else "disjoint"
        print(f"  {level}: fixed {fixed.r:.0f} (rd {fixed.rd:.0f}); {len(runs)} runs of {RUN_GAMES} games, {how}; "
              f"hits within +-2rd {hits}/{len(runs)}, within +-1rd {ones}/{len(runs)}")
        print("    " + ", ".join(f"{r.rating.r:.0f}\u00b1{2 * r.rating.rd:.0f}{'' if r.hit else '*'}" for r in runs))
        opponent = lv.of(game_id, level if against == SAME else against.partition(":")[0])
        model = modelled(fixed, opponent, len(games[0].analysis.seats), seed=seed) if opponent else None
        if model is not None:
            print(f"    the model (results exactly as the fixed ratings say, 1000 runs): {100 * model[0]:.0f}% "
                  f"of runs hit within +-2rd, {100 * model[1]:.0f}% within +-1rd")
        out["levels"][level]["rating"] = {"fixed": [round(fixed.r, 1), round(fixed.rd, 1)], "shared": shared,
                                          "pool": len(games), "hits_2rd": hits, "hits_1rd": ones,
                                          "runs": [[round(r.rating.r, 1), round(r.rating.rd, 1)] for r in runs],
                                          "model_hits": list(model) if model is not None else None}
    return out


def write_scale(everything: list[dict[str, Any]], path: Path, args: argparse.Namespace, settings: Settings) -> None:
    """The measured players' error rates into the verdict's scale (``ai/scale.py`` reads it): each game
    measured here replaces its entry; the others are kept."""
    doc: dict[str, Any] = {}
    if path.is_file():
        doc = json.loads(path.read_text(encoding="utf-8"))
    games = dict(doc.get("games", {}))
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=path.parent, capture_output=True,
                                text=True, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        commit = ""
    for g in everything:
        levels = {k: {x: v[x] for x in ("spec", "games", "decisions", "error_rate", "interval")}
                  for k, v in g["levels"].items()}
        if levels:
            game = get_game(g["game"])
            games[g["game"]] = {"written": f"{datetime.date.today().isoformat()}, commit {commit or '?'}",
                                "players": table_size(game), "options": set_up_options(game),
                                "games_a_player": args.games, "seed": args.seed,
                                "review_iterations": settings.iterations or "the program's own",
                                "levels": levels}
    out = {"format": "cardtable-level-errors", "version": 1,
           "note": "The verdict's scale (cardtable/ai/scale.py): each player's error rate (points given away per "
                   "real decision, pooled over its games) with a 95% bootstrap interval over the games, at the set-up "
                   "written beside them (players, every option: a game set otherwise gets no verdict), measured by "
                   "scripts/bench_practice.py --write-scale: the player seated as a person against medium "
                   "computers, every move through its seat's chair, the game filed and analysed as a person's "
                   "game is. Measure again whenever the computer players or the analysis change.",
           "command": "PYTHONPATH=. nice -n 19 python scripts/bench_practice.py --only GAME --games N --keep DIR "
                      "--write-scale",
           "games": dict(sorted(games.items()))}
    path.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print(f"the scale written: {path} ({', '.join(g['game'] for g in everything)})")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--only", default="", help="these games only, in this order (comma separated ids)")
    ap.add_argument("--levels", default=",".join(STRENGTHS), help="the players seated as persons")
    ap.add_argument("--games", type=int, default=12, help="games in each level's pool (played if not kept already)")
    ap.add_argument("--against", default=DEFAULT_LEVEL,
                    help=f"the computers' level at the other seats ('{SAME}': the person's own level)")
    ap.add_argument("--hard", action="append", default=[], metavar="GAME=N", help="hard's iterations in a game")
    ap.add_argument("--review-iterations", type=int, default=None,
                    help="the review's iterations per decision (default: the program's own)")
    ap.add_argument("--luck", action="store_true", help="compute the luck as the program does (dear)")
    ap.add_argument("--keep", default="", help="the data folder the games and analyses are kept in")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", default="", help="write the figures here too")
    ap.add_argument("--write-scale", action="store_true",
                    help="write the players' error rates into cardtable/ai/level_errors.json, the verdict's scale\n"
                         "(the games measured in this run replace theirs; computers at medium only)")
    args = ap.parse_args(argv)
    ids = game_ids()
    chosen = [g.strip() for g in args.only.split(",") if g.strip()] or ids
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    for g in chosen:
        if g not in ids:
            ap.error(f"unknown game {g!r} (games: {', '.join(ids)})")
    for x in levels:
        if x not in STRENGTHS:
            ap.error(f"unknown player {x!r} (players: {', '.join(STRENGTHS)})")
    given = {}
    for item in args.hard:
        g, eq, n = item.partition("=")
        if not eq or g not in ids or not n.isdigit():
            ap.error(f"{item!r}: want GAME=N")
        given[g] = int(n)
    doc = json.loads(LEVEL_FILE.read_text(encoding="utf-8"))
    lv = level_ratings()
    base = Settings() if args.luck else CHEAP_LUCK
    settings = replace(base, iterations=args.review_iterations, seed=args.seed)
    root = Path(args.keep) if args.keep else Path(os.environ.get("TMPDIR", "/tmp")) / f"practice-bench-{os.getpid()}"
    print(f"review iterations per decision: {settings.iterations or 'the program own'}; luck "
          f"{'as the program computes it' if args.luck else 'at its cheapest (not read)'}; "
          f"computers at {args.against}; "
          f"{args.games} games a player; data folder {root}")
    everything = []
    began = time.perf_counter()
    for gid in chosen:
        game = get_game(gid)
        hs, where = hard_spec(gid, given, doc)
        specs = {x: (hs if x == "hard" else x) for x in STRENGTHS}
        print(f"{gid}: {table_size(game)} players; hard plays as {hs} (N from {where})", flush=True)
        pools: dict[str, list[Judged]] = {}
        for level in levels:
            folder = level if args.against == DEFAULT_LEVEL else f"{level}-vs-{args.against}"
            storage = Storage(root=root / gid / folder)
            try:
                for rec in unanalysed(storage, gid):  # played before, its analysis not kept: analysed again
                    save_analysis(storage, rec, analyse_as_worker(game, rec, settings))
                have = {j.k for j in pool(storage, gid)}
                for k in range(args.games):
                    if k in have:
                        continue
                    t0 = time.process_time()
                    rec = play_as_person(game, specs[level], args.against, k, args.seed, storage)
                    t1 = time.process_time()
                    save_analysis(storage, rec, analyse_as_worker(game, rec, settings))
                    print(f"  {level} game {k + 1}/{args.games}: play {t1 - t0:.1f} CPU s, analysis "
                          f"{time.process_time() - t1:.1f} CPU s ({time.perf_counter() - began:.0f} s)", flush=True)
                pools[level] = [j for j in pool(storage, gid) if j.k < args.games]
            finally:
                storage.close()
        everything.append(report(gid, pools, lv, specs, args.seed, args.against))
    if args.write_scale:
        if args.against != DEFAULT_LEVEL:
            ap.error(f"--write-scale: the scale is measured against {DEFAULT_LEVEL} computers, the set-up's default")
        write_scale(everything, SCALE_FILE, args, settings)
    if args.json:
        Path(args.json).write_text(json.dumps({"settings": {"review_iterations": settings.iterations,
                                                            "luck": args.luck, "against": args.against,
                                                            "games": args.games, "seed": args.seed},
                                               "games": everything}, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
