"""Skull & Roses: does the computer raise to every card on the table with nothing known?

    PYTHONPATH=. python scripts/bench_skull_bids.py                       # 60 positions, 24 games
    PYTHONPATH=. python scripts/bench_skull_bids.py --positions 120 --games 40 --hero ismcts:600
    PYTHONPATH=. python scripts/bench_skull_bids.py --games 0             # the bids only

1. Positions "one card on every mat, nothing turned, the searcher to bid", dealt from seeds
   (3 to 5 players): every player lays one card (the skull about one time in three), then
   the first player is to open, or a few players before the searcher have opened and raised
   by one or passed. Per level (medium, hard): how many of its decisions there raise to
   every card on the table (the bar: at most 10%), and how many of its bids (a bid or raise,
   not laying a card or passing) do.
2. A short strength run: the hero (hard by default; ``ismcts:N`` if hard's 0.8 s a decision
   is too long) against 3 random players, the hero's seat rotating over duplicate deals; its
   win share with a 95% Wilson interval beside 1.5 x the fair share (1/4).

``--ai FILE`` plays Skull with the search kit of another copy of ``games/skull/ai.py`` (say,
the old one from ``git show HEAD~1:cardtable/games/skull/ai.py``), for a before-and-after: its
``SkullSearch`` replaces the game's kit in each worker (``game.search``, where the computer
players ask); an older copy of module-level hooks is wrapped in a kit.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import statistics
import sys
import time
from multiprocessing import get_context

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from _stats import wilson  # noqa: E402  (scripts/, beside this file)

from cardtable.ai.players import make_player
from cardtable.engine.views import view
from cardtable.games import get_game
from cardtable.games.skull.rules import is_skull

ALL_BAR = 0.10
FAIR_BAR = 1.5


def use_ai(path: str) -> None:
    """Pool initializer: Skull played with the search kit of another copy of games/skull/ai.py.

    The computer players ask the game's search kit only (``game.search``), so the other copy's
    kit (a ``SearchKit`` subclass in it, ``SkullSearch``) replaces this game's, bound to it.
    An older copy of module-level hooks (``determinize(game, view, seat, rng)``, ...) is
    wrapped in a kit of its own: the hooks it has, and ``offers`` naming those it fills in."""
    if not path:
        return
    import cardtable.games.skull as pkg

    spec = importlib.util.spec_from_file_location("cardtable.games.skull.ai_other", path,
                                                  submodule_search_locations=None)
    mod = importlib.util.module_from_spec(spec)
    mod.__package__ = pkg.__name__  # its relative imports (.state, .beliefs, ...) are this package's
    assert spec.loader is not None
    spec.loader.exec_module(mod)
    game = get_game("skull")
    kit_cls = getattr(mod, "SkullSearch", None)
    if kit_cls is None:
        kit_cls = wrap_hooks(mod)
    game.__dict__["search"] = kit_cls(game)  # the game's cached kit, replaced in this process


def wrap_hooks(mod) -> type:
    """A search kit from an older ai.py's module-level hooks, each taking the game first."""
    from cardtable.engine.kits import Offers, SearchKit

    body: dict = {}
    offers = Offers(0)
    for name, flag in (("evaluate", None), ("determinize", None), ("playout", None), ("prior", Offers.PRIOR),
                       ("policy_action", Offers.POLICY), ("search_reward", Offers.REWARD)):
        fn = getattr(mod, name, None)
        if fn is None:
            continue
        body[name] = (lambda f: lambda self, *a: f(self.game, *a))(fn)
        if flag:
            offers |= flag
    body["offers"] = offers
    body["iterations"] = getattr(mod, "ITERATIONS", {"easy": 300, "medium": 600})
    return type("OtherSkullSearch", (SearchKit,), body)


def position(seed: int):
    """A state with one card on every mat, nothing turned, and the searcher to bid."""
    rng = random.Random(seed)
    game = get_game("skull")
    players = 3 + seed % 3
    state = game.new_state(players, seed, log=False)
    while state.phase == "place":
        places = game.legal_actions(state)
        skull = [a for a in places if is_skull(a.cards[0])]
        roses = [a for a in places if not is_skull(a.cards[0])]
        game.step(state, skull[0] if rng.random() < 0.3 else roses[rng.randrange(len(roses))])
    before = rng.randrange(players)  # players who speak before the searcher
    for k in range(before):
        legal = game.legal_actions(state)
        if k == 0:
            opening = 1 + (rng.random() < 0.3)
            game.step(state, next(a for a in legal if a.kind == "bid" and a.number == opening))
        elif state.high + 1 < state.placed and rng.random() < 0.4:
            game.step(state, legal[1])  # raise by one
        else:
            game.step(state, legal[0])  # pass
    return game, state


def decide(task: tuple) -> dict:
    spec, seed = task
    game, state = position(seed)
    seat = state.to_move
    legal = game.legal_actions(state)
    p = make_player(spec, seed * 7 + 1)
    t = time.perf_counter()
    a = p.choose(game, view(state, seat), legal)
    dt = time.perf_counter() - t
    own_skull = is_skull(state.table.zones[state.mats[seat]][-1])
    return {"spec": spec, "seed": seed, "players": state.players, "phase": state.phase, "kind": a.kind,
            "all": a.kind == "bid" and a.number == state.placed, "number": a.number, "own_skull": own_skull,
            "seconds": dt}


def play(task: tuple) -> dict:
    hero, hero_seat, deal_seed, player_seed = task
    game = get_game("skull")
    seats = [make_player(hero if s == hero_seat else "random", player_seed * 131 + s) for s in range(4)]
    state = game.new_state(4, deal_seed, log=False)
    times = []
    while not state.over:
        seat = state.to_move
        legal = game.legal_actions(state)
        t = time.perf_counter()
        a = seats[seat].choose(game, view(state, seat), legal)
        if seat == hero_seat and len(legal) > 1:
            times.append(time.perf_counter() - t)
        game.step(state, a)
    return {"win": 1.0 if state.winner == hero_seat else 0.0, "times": times}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=60)
    ap.add_argument("--levels", default="medium,hard", help="comma-separated specs for the bidding positions")
    ap.add_argument("--games", type=int, default=24, help="games for the strength run (a multiple of 4)")
    ap.add_argument("--hero", default="hard", help="the strength run's hero: hard, medium or ismcts:N")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--ai", default="", help="another games/skull/ai.py to play with (before and after)")
    args = ap.parse_args(argv)
    levels = [s.strip() for s in args.levels.split(",") if s.strip()]
    start = time.perf_counter()
    ctx = get_context("spawn")
    with ctx.Pool(args.jobs, initializer=use_ai, initargs=(args.ai,)) as pool:
        tasks = [(spec, args.seed * 100_003 + k) for spec in levels for k in range(args.positions)]
        rows = pool.map(decide, tasks, chunksize=1)
        games = [(args.hero, k % 4, args.seed * 10_007 + k // 4, args.seed * 7919 + k) for k in range(args.games)]
        results = pool.map(play, games, chunksize=1) if games else []
    print(f"Skull & Roses{' with ' + args.ai if args.ai else ''}: one card on every mat, nothing turned, "
          f"the searcher to bid ({args.positions} positions, 3-5 players)")
    for spec in levels:
        rs = [r for r in rows if r["spec"] == spec]
        if not rs:
            continue
        k = sum(r["all"] for r in rs)
        bids = [r for r in rs if r["kind"] == "bid"]
        ts = [r["seconds"] for r in rs]
        lo, hi = wilson(k, len(rs))
        print(f"  {spec:12} every card: {k}/{len(rs)} decisions = {k / len(rs):.1%} [95% {lo:.1%}, {hi:.1%}];"
              f" {k}/{len(bids)} of its bids or raises; passed {sum(r['kind'] == 'pass' for r in rs)},"
              f" laid a card {sum(r['kind'] == 'place' for r in rs)};"
              f" own card a skull: {sum(r['all'] and r['own_skull'] for r in rs)} of the all-card bids;"
              f" {statistics.median(ts):.2f} s median"
              f"   bar {ALL_BAR:.0%}: {'met' if k / len(rs) <= ALL_BAR else 'MISS'}")
    if results:
        n, w = len(results), sum(r["win"] for r in results)
        lo, hi = wilson(w, n)
        ts = sorted(t for r in results for t in r["times"])
        print(f"  {args.hero} v 3 random, 4 players, {n} games (duplicate deals, the hero's seat rotating): "
              f"won {w:.0f} = {w / n:.1%} [95% {lo:.1%}, {hi:.1%}], fair 25.0%, bar {FAIR_BAR * 0.25:.1%}"
              f" ({'met' if lo >= FAIR_BAR * 0.25 else 'point ' + ('met' if w / n >= FAIR_BAR * 0.25 else 'MISS')}"
              f" by the interval's low end: {'yes' if lo >= FAIR_BAR * 0.25 else 'no'});"
              f" {statistics.median(ts):.2f} s median, {ts[int(0.95 * (len(ts) - 1))]:.2f} s 95th pct a decision")
    print(f"  {time.perf_counter() - start:.0f} s, {args.jobs} process(es)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
