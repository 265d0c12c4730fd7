"""Oh Heck!'s exact ending solver: the time to solve one world, old against new, and the worlds
a decision solves in the hard player's time.

    PYTHONPATH=. python scripts/bench_solver.py                      # k = 3 to 8 cards, 20 endings each
    PYTHONPATH=. python scripts/bench_solver.py --ks 6 7 8 9 --endings 40 --players 5
    PYTHONPATH=. python scripts/bench_solver.py --old HEAD~1         # against another commit's solver

Endings are dealt from seeds: ``--players`` players (4), plain hands of ``--cards`` (10) with the
default rules, bid and played by the search's play-out policy until the seat to move holds k cards
(and a seed-chosen number of cards of that trick played, so some endings start mid-trick). One world
is sampled for the seat to move from what it sees (``determinize``).

1. One world: the old solver (``solver.py`` as of ``--old``, 9179fbe by default: the plain max^n
   with a table of positions keyed by the hands) and the new one, each from scratch, interleaved
   (the order swapping each ending) so that both meet the same machine: median and 95th percentile
   in ms. A world the old solver has not solved in ``--old-limit`` seconds counts as that long (">"). The
   two must give the same values for every card (checked).
2. A decision: how many worlds each solves within ``--budget`` seconds (0.5 s), sampling and
   solving one after another as ``choose`` does (the new solver's table shared by the worlds; a
   world unfinished at the deadline does not count; at most ``--max-worlds``): median and least
   over the endings.

Run it alone (one process, nothing else busy): it measures time.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from cardtable.engine.views import view  # noqa: E402
from cardtable.games import get_game  # noqa: E402
from cardtable.games.oh_heck import solver as NEW  # noqa: E402
from cardtable.games.oh_heck.playout import policy_action  # noqa: E402

GAME = get_game("oh-heck")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class TooLong(Exception):
    pass


def load_old(rev: str):
    """The solver module as of commit ``rev``, imported beside the new one (its relative imports work)."""
    src = subprocess.run(["git", "show", f"{rev}:cardtable/games/oh_heck/solver.py"], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    fd, path = tempfile.mkstemp(suffix=".py", prefix="solver_old_")
    with os.fdopen(fd, "w") as f:
        f.write(src)
    spec = importlib.util.spec_from_file_location("cardtable.games.oh_heck._solver_old", path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    os.unlink(path)
    return mod


def ending(seed: int, k: int, players: int, cards: int):
    """A hand played by the policy until the seat to move holds ``k`` cards, then a few more cards of that trick."""
    st = GAME.new_state(players, seed, {"schedule": "single", "cards": cards}, log=False)
    rng = random.Random(seed)
    while st.phase == "bid" or len(st.table.zones[st.hands[st.to_move]]) > k:
        GAME.step(st, policy_action(GAME, st, rng))
    for _ in range(seed % players):
        GAME.step(st, policy_action(GAME, st, rng))
    return st


def _alarm(_sig, _frame):
    raise TooLong


def old_solve(old, d, seat: int, limit: float):
    """The old solver on one world, or None past ``limit`` seconds."""
    use_alarm = hasattr(signal, "setitimer")
    if use_alarm:
        signal.signal(signal.SIGALRM, _alarm)
        signal.setitimer(signal.ITIMER_REAL, limit)
    try:
        return old.Ending(d, seat).card_values(seat)
    except TooLong:
        return None
    finally:
        if use_alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)


def one_world(old, st, seed: int, limit: float, old_first: bool):
    seat = st.to_move
    d = GAME.search.determinize(view(st, seat), seat, random.Random(seed))
    times = {}
    got = {}
    for which in (("old", "new") if old_first else ("new", "old")):
        t0 = time.perf_counter()
        if which == "old":
            got[which] = old_solve(old, d, seat, limit)
        else:
            got[which] = NEW.Solver.for_state(d, seat).solve(d, seat)
        times[which] = time.perf_counter() - t0
    if got["old"] is not None:
        assert got["old"] == got["new"], f"seed {seed}: the solvers disagree"
    else:
        times["old"] = limit
    return times["old"], times["new"], got["old"] is None


def worlds_in(old, st, seed: int, budget: float, cap: int, which: str) -> int:
    """Worlds sampled and solved one after another within ``budget`` seconds (as ``choose`` does)."""
    seat = st.to_move
    v = view(st, seat)
    rng = random.Random(seed)
    start = time.perf_counter()
    deadline = start + budget
    solver = NEW.Solver.for_state(v, seat) if which == "new" else None
    worlds = 0
    while worlds < cap:
        d = GAME.search.determinize(v, seat, rng)
        if which == "new":
            try:
                solver.solve(d, seat, stop=deadline)  # type: ignore[union-attr]
            except NEW.OutOfTime:
                break
        elif old_solve(old, d, seat, max(1e-4, deadline - time.perf_counter())) is None:
            break
        if time.perf_counter() > deadline:
            break
        worlds += 1
    return worlds


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ks", type=int, nargs="+", default=[3, 4, 5, 6, 7, 8])
    ap.add_argument("--endings", type=int, default=20)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--cards", type=int, default=10)
    ap.add_argument("--budget", type=float, default=0.5)
    ap.add_argument("--max-worlds", type=int, default=100)
    ap.add_argument("--old", default="9179fbe")
    ap.add_argument("--old-limit", type=float, default=5.0)
    ap.add_argument("--no-old", action="store_true", help="the new solver only")
    a = ap.parse_args()
    old = None if a.no_old else load_old(a.old)
    print(f"{a.players} players, {a.cards}-card hands, {a.endings} endings per k; worlds within {a.budget} s")
    head = (f"{'k':>2} | {'old med':>8} {'old p95':>8} | {'new med':>8} {'new p95':>8} {'new max':>8} | "
            f"{'x med':>6} | {'worlds old':>10} | {'worlds new':>10}")
    print(head)
    print("-" * len(head))
    for k in a.ks:
        olds, news, over = [], [], 0
        w_old, w_new = [], []
        for i in range(a.endings):
            seed = 1000 * k + i
            st = ending(seed, k, a.players, a.cards)
            if old is not None:
                to, tn, late = one_world(old, st, seed, a.old_limit, i % 2 == 0)
                olds.append(to)
                over += late
            else:
                d = GAME.search.determinize(view(st, st.to_move), st.to_move, random.Random(seed))
                t0 = time.perf_counter()
                NEW.Solver.for_state(d, st.to_move).solve(d, st.to_move)
                tn = time.perf_counter() - t0
            news.append(tn)
            pair = ("old", "new") if i % 2 else ("new", "old")
            for which in pair:
                if which == "old" and old is None:
                    continue
                (w_old if which == "old" else w_new).append(worlds_in(old, st, seed, a.budget, a.max_worlds, which))
        ms = 1000.0
        mark = ">" if over else " "
        o_med = f"{mark}{statistics.median(olds) * ms:7.1f}" if olds else f"{'-':>8}"
        o_p95 = f"{mark}{pct(olds, 0.95) * ms:7.1f}" if olds else f"{'-':>8}"
        ratio = f"{statistics.median(olds) / statistics.median(news):6.0f}" if olds else f"{'-':>6}"
        wo = f"{statistics.median(w_old):5.0f} ({min(w_old)})" if w_old else "-"
        wn = f"{statistics.median(w_new):5.0f} ({min(w_new)})"
        print(f"{k:>2} | {o_med} {o_p95} | {statistics.median(news) * ms:8.1f} {pct(news, 0.95) * ms:8.1f} "
              f"{max(news) * ms:8.1f} | {ratio} | {wo:>10} | {wn:>10}", flush=True)
        if over:
            print(f"   ({over} of the old solver's worlds stopped at the {a.old_limit} s limit)")


if __name__ == "__main__":
    main()
