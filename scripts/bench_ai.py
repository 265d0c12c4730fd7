"""How strong and how quick the computer players are, game by game.

    PYTHONPATH=. python scripts/bench_ai.py            # the full run (long: an hour or more on 2 cores)
    PYTHONPATH=. python scripts/bench_ai.py --quick    # one rotation of the seats per match: a smoke run
    PYTHONPATH=. python scripts/bench_ai.py --games 24 --only skull,golf --matches hard-random,medium-easy

For each game at a typical player count, a round robin of the levels on
duplicate deals: hard v random, hard v medium, medium v easy and easy v
random (the first named is the hero, in one seat; the other level sits in all
the other seats). Each row gives the hero's win share with a 95% interval
(Wilson) beside the fair share (1 / players), the bar its interval's low end
must clear (1.5 x fair for hard v random in the six skill games, the fair
share everywhere else), and the hero's mean score margin over the others
(positive is better, also in games where low scores win). Then per level the
median and 95th-percentile seconds per decision (positions with a real
choice only). Then, for Oh Heck! (4 players, one 10-card hand): how often
hard makes its bid against three random players, and the milliseconds per
card played at 1,000 iterations (all of them run: no early stop). With
``--reference DEALS`` (and open_spiel installed, for benchmarks only), then
Oh Heck! plain 4 x 10 head to head against OpenSpiel's compiled ISMCTS and
against random players, and the play-out speed beside it
(``scripts/bench_openspiel.py``).

Seats rotate game by game so the hero sits in every seat equally, and each
block of `players` games reuses one deal seed (duplicate style): every match
of a game plays the same deals. Games run in a pool of processes; long games
are shortened by their options (shown in the table).
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from multiprocessing import get_context
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from _stats import wilson  # noqa: E402  (scripts/, beside this file)

from cardtable.ai.players import make_player
from cardtable.engine.views import view
from cardtable.games import MODULES, get_game

# game: players, options for a benchmark-length game, games per match against random and between levels
# (full run; --quick plays a quarter, rounded up to whole rotations of the seats)
SETUPS: dict[str, tuple[int, dict[str, Any], int, int]] = {
    "say-uncle": (3, {}, 12, 6),
    "man-from-uncle": (4, {}, 16, 8),
    "uncle-stuart": (3, {"target": 200}, 6, 3),
    "show": (4, {}, 12, 4),
    "rummy": (4, {"target": 50}, 8, 4),
    "skull": (4, {}, 16, 8),
    "oh-heck": (4, {"schedule": "down"}, 8, 4),
    "golf": (4, {}, 8, 4),
}
HIGHER_BAR = {"oh-heck", "rummy", "uncle-stuart", "golf", "show", "say-uncle"}  # 1.5 x fair share
# the round robin: (hero, the others), strongest first
MATCHES: dict[str, tuple[str, str]] = {
    "hard-random": ("hard", "random"),
    "hard-medium": ("hard", "medium"),
    "medium-easy": ("medium", "easy"),
    "easy-random": ("easy", "random"),
}
BID_BAR = 0.75  # Oh Heck! plain 4 x 10: hard makes its bid this often against three random players (issue 29)
MARGIN_MATCHES = {("hard", "medium"), ("medium", "easy")}


def match_of(name: str) -> tuple[str, str]:
    """(hero, other) for a match name: one of ``MATCHES``, or any two player specs joined by a
    dash (``hard:3000-medium``: an experiment; its bar is the fair share, as any unnamed match)."""
    if name in MATCHES:
        return MATCHES[name]
    hero, dash, other = name.partition("-")
    if not dash:
        raise ValueError(name)
    make_player(hero)
    make_player(other)
    return hero, other  # the level ladder: the margin's interval above 0
HARD_TIME = (0.8, 1.5)  # hard's seconds per decision: median, 95th percentile (issue 29)
QUICK_TIME = 0.3  # easy's and medium's median
MEDIUM_EVERY = 6  # without a match for medium: time it on every 6th of hard's decisions (answer thrown away)


def plain_games() -> None:
    """Pool initializer for --plain: the search without any game's helpers (uniform play-outs,
    the engine's plain sample, no prior, policy, solver or beginner). The computer players ask
    only the game's search kit (``game.search``), so each game's kit is replaced in this process
    by the base kit, keeping what is not a helper (iterations, ``evaluate``, ``lead_scale``)."""
    from cardtable.engine.kits import SearchKit

    for g in MODULES:
        try:
            game = get_game(g)
        except ImportError:
            continue
        kit = type(game.search)
        body = {"iterations": kit.iterations, "plain_levels": kit.plain_levels,
                "evaluate": kit.evaluate, "lead_scale": kit.lead_scale}
        game.__dict__["search"] = type("PlainSearch", (SearchKit,), body)(game)


# -- one game -----------------------------------------------------------------------------------
def play_one(task: tuple) -> dict[str, Any]:
    """One whole game; returns the hero's result and the decision times per level."""
    game_id, players, options, hero, other, hero_seat, deal_seed, player_seed, *extra = task
    game = get_game(game_id)
    specs = [hero if s == hero_seat else other for s in range(players)]
    seats = [make_player(sp, player_seed * 131 + s) for s, sp in enumerate(specs)]
    time_medium = bool(extra and extra[0])  # no match plays medium: time it beside hard
    medium = make_player("medium", player_seed) if hero == "hard" and time_medium else None
    times: dict[str, list[float]] = {}
    state = game.new_state(players, deal_seed, options, log=False)
    hero_turns = 0
    began = time.perf_counter()
    while not state.over:
        seat = state.to_move
        legal = game.legal_actions(state)
        v = view(state, seat)
        t = time.perf_counter()
        action = seats[seat].choose(game, v, legal)
        dt = time.perf_counter() - t
        if len(legal) > 1:
            times.setdefault(specs[seat], []).append(dt)
            if seat == hero_seat and medium is not None:
                hero_turns += 1
                if hero_turns % MEDIUM_EVERY == 0:
                    t = time.perf_counter()
                    medium.choose(game, v, legal)
                    times.setdefault("medium", []).append(time.perf_counter() - t)
        game.step(state, action)
    res = game.result(state)
    sc = res.scores
    others = [sc[s] for s in range(players) if s != hero_seat]
    margin = sc[hero_seat] - sum(others) / len(others)
    if res.lower_wins:
        margin = -margin
    win = 1.0 / len(res.winners) if hero_seat in res.winners else 0.0
    return {"game": game_id, "hero": hero, "other": other, "win": win, "margin": margin, "times": times,
            "seconds": time.perf_counter() - began, "deal": deal_seed}


def bid_one(task: tuple) -> dict[str, Any]:
    """One 10-card Oh Heck! hand, hero against three random players: did it make its bid?
    With ``full`` the hero runs every one of its iterations (no early stop)."""
    spec, hero_seat, deal_seed, player_seed, full, *rules = task
    game = get_game("oh-heck")
    opts = {"schedule": "single", "cards": 10}
    if rules and rules[0] == "plain":  # follow suit only, as in the bar's reference
        opts.update(must_trump=False, must_win=False)
    state = game.new_state(4, deal_seed, opts, log=False)
    seats = [make_player(spec if s == hero_seat else "random", player_seed * 131 + s) for s in range(4)]
    if full:
        seats[hero_seat].early_stop = False
    card_times = []
    while not state.over:
        seat = state.to_move
        legal = game.legal_actions(state)
        t = time.perf_counter()
        action = seats[seat].choose(game, view(state, seat), legal)
        if seat == hero_seat and action.kind == "play":
            card_times.append(time.perf_counter() - t)
        game.step(state, action)
    bids, tricks = state.sheet[0][1], state.sheet[0][2]
    return {"made": bids[hero_seat] == tricks[hero_seat], "card_times": card_times}


# -- statistics ---------------------------------------------------------------------------------
def deal_interval(rs: list[dict[str, Any]], z: float = 1.96) -> tuple[float, float, int]:
    """The hero's mean margin per deal, with a 95% interval over deals: each deal's games (the hero
    in each seat in turn, the same cards) are averaged first, so a deal's luck cancels (duplicate
    scoring); the deals are then the independent samples. A t quantile for small samples."""
    by: dict[int, list[float]] = {}
    for r in rs:
        by.setdefault(r.get("deal", id(r)), []).append(r["margin"])
    xs = [statistics.fmean(v) for v in by.values()]
    if len(xs) < 2:
        return float("nan"), float("nan"), len(xs)
    df = len(xs) - 1
    t = T95[max(k for k in T95 if k <= df)] if df < 40 else z  # the nearest fewer degrees of freedom: wider
    m, half = statistics.fmean(xs), t * statistics.stdev(xs) / math.sqrt(len(xs))
    return m - half, m + half, len(xs)


T95 = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26, 10: 2.23, 11: 2.20,
       12: 2.18, 13: 2.16, 14: 2.14, 15: 2.13, 16: 2.12, 17: 2.11, 18: 2.10, 19: 2.09, 20: 2.09, 24: 2.06,
       29: 2.05, 39: 2.02}


def pct(xs: list[float], q: float) -> float:
    if not xs:
        return float("nan")
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(math.ceil(q * len(xs))) - 1)]


# -- the run ------------------------------------------------------------------------------------
def bar_for(game_id: str, hero: str, other: str) -> float:
    """The share the low end of the hero's interval must clear."""
    fair = 1 / SETUPS[game_id][0]
    return fair * (1.5 if (hero, other) == ("hard", "random") and game_id in HIGHER_BAR else 1.0)


def tasks_for(game_id: str, games: int | None, seed: int, quick: bool, matches: list[str]) -> list[tuple]:
    players, options, n_random, n_levels = SETUPS[game_id]
    out = []
    time_medium = not any("medium" in match_of(m) for m in matches)
    for name in matches:
        hero, other = match_of(name)
        n = games or (n_random if other == "random" else n_levels)
        if quick and not games:
            n = max(players, -(-(n // 4) // players) * players)
        for k in range(n):
            hero_seat = k % players
            deal_seed = seed * 10_007 + k // players  # the same deal for every seat of a block, and every match
            out.append((game_id, players, options, hero, other, hero_seat, deal_seed, seed * 7919 + k,
                        time_medium and hero == "hard"))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=None,
                    help="games per match for every game (best a multiple of the players); default per game")
    ap.add_argument("--matches", default=",".join(MATCHES),
                    help=f"comma-separated matches, hero first (default all: {','.join(MATCHES)}; or any"
                         " SPEC-SPEC, say hard:3000-medium)")
    ap.add_argument("--hands", type=int, default=120, help="Oh Heck! 10-card hands for the bid rate")
    ap.add_argument("--quick", action="store_true", help="small samples: a smoke run of a few minutes")
    ap.add_argument("--only", default="", help="comma-separated game ids")
    ap.add_argument("--jobs", type=int, default=2, help="processes in the pool")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--plain", action="store_true",
                    help="turn off the games' play-out policies, priors and samplers (to show what they add)")
    ap.add_argument("--save", default="", help="also write the raw results to this JSON file")
    ap.add_argument("--no-bid", action="store_true", help="skip the Oh Heck! bid test")
    ap.add_argument("--reference", type=int, default=0, metavar="DEALS",
                    help="then Oh Heck! against OpenSpiel's ISMCTS on DEALS duplicate deals "
                         "(scripts/bench_openspiel.py; needs open_spiel, for benchmarks only)")
    args = ap.parse_args(argv)

    ids = [g for g in MODULES if g in SETUPS]
    if args.only:
        ids = [g.strip() for g in args.only.split(",") if g.strip()]
    missing = []
    for g in list(ids):
        try:
            get_game(g)
        except (KeyError, ImportError) as e:
            missing.append(f"{g} ({e})")
            ids.remove(g)
    matches = [m.strip() for m in args.matches.split(",") if m.strip()]
    for m in matches:
        try:
            match_of(m)
        except ValueError:
            ap.error(f"unknown match {m!r} (matches: {', '.join(MATCHES)})")
    hands = 16 if args.quick else args.hands
    tasks: list[tuple] = []
    for g in ids:
        tasks += tasks_for(g, args.games, args.seed, args.quick, matches)
    # the longest games first, so the pool ends together
    weight = {"show": 9, "uncle-stuart": 8, "golf": 6, "oh-heck": 5, "rummy": 5, "say-uncle": 3}
    tasks.sort(key=lambda t: -weight.get(t[0], 1))
    bid_tasks = [] if args.no_bid or "oh-heck" not in ids else (
        [("hard", k % 4, args.seed * 30_011 + k // 4, k, False) for k in range(hands)]
        + [("hard", k % 4, args.seed * 30_011 + k // 4, k, False, "plain") for k in range(hands)]
        + [("ismcts:1000", k % 4, args.seed * 30_011 + k // 4, 50_000 + k, True)
           for k in range(4 if args.quick else 8)])

    start = time.perf_counter()
    results: list[dict[str, Any]] = []
    bids: list[dict[str, Any]] = []
    ctx = get_context("spawn")
    with ctx.Pool(args.jobs, initializer=plain_games if args.plain else None) as pool:
        pending_bids = pool.map_async(bid_one, bid_tasks, chunksize=1) if bid_tasks else None
        done = 0
        for r in pool.imap_unordered(play_one, tasks, chunksize=1):
            results.append(r)
            done += 1
            if done % 20 == 0:
                print(f"  ... {done}/{len(tasks)} games, {time.perf_counter() - start:.0f} s", file=sys.stderr)
        if pending_bids is not None:
            bids = pending_bids.get()
    elapsed = time.perf_counter() - start
    if args.plain:
        print("\n--plain: the games' play-out policies, priors and samplers are off")
    if args.save:
        import json

        with open(args.save, "w") as f:
            json.dump({"ids": ids, "matches": matches, "results": results, "bids": bids, "bid_tasks": bid_tasks,
                       "elapsed": elapsed, "missing": missing}, f)
    report(ids, matches, results, bids, bid_tasks, elapsed, missing)
    if args.reference:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import bench_openspiel

        print("\nOh Heck! plain 4 x 10 against OpenSpiel's compiled ISMCTS (scripts/bench_openspiel.py)")
        bench_openspiel.main(["--deals", str(args.reference), "--jobs", str(args.jobs), "--seed", str(args.seed)])
    return 0


def report(ids: list[str], matches: list[str], results: list[dict[str, Any]], bids: list[dict[str, Any]],
           bid_tasks: list[tuple], elapsed: float, missing: list[str]) -> None:
    print("\nthe round robin on duplicate deals: the hero (first named) in one seat, the other level in the rest;"
          "\nwin share with its 95% Wilson interval; bar = what the interval's low end must clear;"
          " margin = the hero's score minus the others' mean (+ is better), with its 95% interval over"
          "\ndeals (each deal's seat rotations averaged first: duplicate scoring); ok: hard v random clears"
          " its bar (1.5 x fair in the six skill games), the ladder (hard v medium, medium v easy) has its"
          "\nmargin's interval above 0, the rest clear the fair share")
    head = (f"{'game':15}{'pl':>3} {'options':16}{'match':>13}{'n':>5}  {'wins':>6} {'95% CI':>15}"
            f" {'fair':>6} {'bar':>6} {'margin':>7} {'margin 95% CI':>17} {'deals':>5}  ok")
    print(head)
    print("-" * len(head))
    timing: dict[str, dict[str, list[float]]] = {}
    for r in results:
        for spec, ts in r["times"].items():
            timing.setdefault(r["game"], {}).setdefault(spec, []).extend(ts)
    for g in ids:
        players, options = SETUPS[g][:2]
        fair = 1 / players
        label = f"{g:15}{players:>3} {','.join(f'{k}={v}' for k, v in options.items()) or '-':16}"
        for name in matches:
            hero, other = match_of(name)
            rs = [r for r in results if r["game"] == g and r["hero"] == hero and r["other"] == other]
            n = len(rs)
            w = sum(r["win"] for r in rs)
            lo, hi = wilson(w, n)
            m = statistics.fmean(r["margin"] for r in rs) if rs else float("nan")
            mlo, mhi, deals = deal_interval(rs)
            bar = bar_for(g, hero, other)
            p = w / n if n else float("nan")
            ok = bool(n) and (mlo > 0 if (hero, other) in MARGIN_MATCHES else lo > bar)
            print(f"{label}{hero + ' v ' + other:>13}{n:>5}  {p:6.1%} [{lo:6.1%},{hi:6.1%}]"
                  f" {fair:6.1%} {bar:6.1%} {m:7.1f} [{mlo:7.1f},{mhi:7.1f}] {deals:>5}  {'met' if ok else 'MISS'}")
            label = " " * len(label)  # the game named once
    print(f"\nseconds per decision (median / 95th percentile), positions with a real choice; bars: hard"
          f" {HARD_TIME[0]} / {HARD_TIME[1]}, easy and medium median {QUICK_TIME}")
    head = f"{'game':15}" + "".join(f"{lv:>22}" for lv in ("easy", "medium", "hard")) + "   bar  game-min"
    print(head)
    print("-" * len(head))
    for g in ids:
        row = f"{g:15}"
        ok = True
        for lv in ("easy", "medium", "hard"):
            ts = timing.get(g, {}).get(lv, [])
            med, p95 = (statistics.median(ts), pct(ts, 0.95)) if ts else (float("nan"), float("nan"))
            row += f"{med:6.3f} / {p95:6.3f} n={len(ts):<4}".rjust(22)
            if ts and lv == "hard":
                ok = ok and med <= HARD_TIME[0] and p95 <= HARD_TIME[1]
            if ts and lv in ("easy", "medium"):
                ok = ok and med <= QUICK_TIME
        spent = sum(r.get("seconds", 0.0) for r in results if r["game"] == g) / 60
        print(row + f"   {'met' if ok else 'MISS'}  {spent:8.1f}")
    if bid_tasks:
        full = [b for b, t in zip(bids, bid_tasks) if t[0] != "hard"]
        ms = [1000 * x for b in full for x in b["card_times"]]
        print("\nOh Heck!, 4 players, one 10-card hand, hard against three random players")
        for rules, label in (("house", "our default rules (must trump, must win)"),
                             ("plain", "plain rules, follow suit only (the bar's reference)")):
            made = [b for b, t in zip(bids, bid_tasks) if t[0] == "hard" and (t[5:] or ("house",))[0] == rules]
            k = sum(b["made"] for b in made)
            lo, hi = wilson(k, len(made))
            rate = k / max(len(made), 1)
            print(f"  {label}: made its bid {k}/{len(made)} = {rate:.1%}"
                  f" [95% {lo:.1%}, {hi:.1%}]   bar {BID_BAR:.0%}: {'met' if rate >= BID_BAR else 'MISS'}")
        if ms:
            print(f"  1,000 iterations (no early stop): {statistics.fmean(ms):.0f} ms per card played on average"
                  f" (median {statistics.median(ms):.0f}, max {max(ms):.0f}; {len(full)} hands)"
                  f"   bar 250 ms: {'met' if statistics.fmean(ms) <= 250 else 'MISS'}")
    if missing:
        print("\nnot benchmarked (not importable): " + "; ".join(missing))
    print(f"\n{len(results)} games and {len(bids)} hands in {elapsed / 60:.1f} minutes, {os.cpu_count()} cores")


if __name__ == "__main__":
    sys.exit(main())
