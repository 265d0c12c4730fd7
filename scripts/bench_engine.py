#!/usr/bin/env python3
"""Random play-outs per second: a dealt 4-player 10-card Oh Heck! hand, and a Basic Rummy deal.

Each play-out starts from a copy of the same dealt state and plays uniformly
random legal actions to the end of the deal. Bar: 10,000 Oh Heck! hands a second.
The last row times the copy alone (the AI copies a state for every sample).

With OpenSpiel installed (``pyspiel``; never a dependency of the app), its compiled
``oh_hell`` (4 players, 10 tricks) is measured beside ours in the same run: dealt once
(its chance nodes drawn at random), then each play-out a clone played by uniformly
random legal actions to the end, driven from Python as ours are. The Oh Heck! rows
and OpenSpiel's are timed in turn, round after round (the order reversed each round),
so a busy machine slows all alike; each ratio is the median of the rounds' ratios.
Bars (issue 52; 1.2x and 0.5x in issue 43): the game's play-out at least 1.4x OpenSpiel's,
the generic loop at least 0.65x. Times are this process's CPU time, so other work on the
machine counts less.

Usage: python3 scripts/bench_engine.py [--seconds S] [--rounds R]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardtable.engine.game import Game  # noqa: E402
from cardtable.games import get_game  # noqa: E402

FAST_BAR, GENERIC_BAR = 1.4, 0.65  # against OpenSpiel's compiled oh_hell (issue 52)


def rate(fn, state, seconds: float, repeats: int = 5) -> tuple[float, float]:
    """Median and best play-outs per second over ``repeats`` timed runs."""
    rng = random.Random(1)
    rates = []
    for _ in range(repeats):
        rates.append(slice_rate(fn, state.copy, rng, seconds / repeats))
    return statistics.median(rates), max(rates)


def slice_rate(fn: Callable[[Any, random.Random], None], copy: Callable[[], Any], rng: random.Random,
               seconds: float, batch: int = 20) -> float:
    """Play-outs a second (CPU time) of ``fn(copy(), rng)`` over about ``seconds``."""
    clock = time.process_time
    n, start = 0, clock()
    end = start + seconds
    while True:
        for _ in range(batch):
            fn(copy(), rng)
        n += batch
        now = clock()
        if now >= end:
            return n / (now - start)


def openspiel_hand() -> tuple[Callable[[Any, random.Random], None], Any] | None:
    """OpenSpiel's compiled ``oh_hell`` (4 players, 10 tricks) dealt, and its random play-out;
    None when open_spiel is not installed."""
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("oh_hell", {"players": 4, "num_tricks_fixed": 10})
    deal = random.Random(7)
    state = game.new_initial_state()
    while state.is_chance_node():  # the deal (and trump) drawn at random, as ours is
        state.apply_action(deal.choice([a for a, _ in state.chance_outcomes()]))

    def play_out(st: Any, rng: random.Random) -> None:
        while not st.is_terminal():
            st.apply_action(rng.choice(st.legal_actions()))

    return play_out, state


def alternated(cands: dict[str, tuple[Callable, Callable[[], Any]]], seconds: float,
               rounds: int) -> dict[str, list[float]]:
    """Each candidate timed in turn for ``seconds / rounds / len(cands)`` a round, the order
    reversed every other round: per candidate, its rate in each round."""
    out: dict[str, list[float]] = {k: [] for k in cands}
    share = seconds / rounds / len(cands)
    rng = random.Random(1)
    for r in range(rounds):
        order = list(cands.items())
        if r % 2:
            order.reverse()
        for name, (fn, copy) in order:
            out[name].append(slice_rate(fn, copy, rng, share))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=5.0, help="time per measurement")
    ap.add_argument("--rounds", type=int, default=10, help="rounds of the side-by-side with OpenSpiel")
    args = ap.parse_args(argv)
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

    os_hand = openspiel_hand()
    if os_hand is None:
        print("(open_spiel is not installed: no comparison with OpenSpiel's compiled oh_hell)")
        return 0
    os_play, os_state = os_hand
    got = alternated({"openspiel": (os_play, os_state.clone),
                      "fast": (heck.rollout, s_heck.copy),
                      "generic": (lambda s, r: Game.rollout(heck, s, r), s_heck.copy)},
                     args.seconds * 3, args.rounds)
    print()
    print(f"side by side with OpenSpiel's compiled oh_hell, 4p 10 tricks, {args.rounds} rounds alternated:")
    print(f"{'play-out':62} {'median/s':>10} {'x OpenSpiel':>12} {'bar':>6}")
    base = got["openspiel"]
    print(f"{'OpenSpiel oh_hell (C++, driven from Python)':62} {statistics.median(base):>10,.0f} {'1.00':>12}")
    for key, label, bar in (("fast", "Oh Heck! (game's play-out)", FAST_BAR),
                            ("generic", "Oh Heck! (generic legal_actions/step loop)", GENERIC_BAR)):
        ratio = statistics.median(a / b for a, b in zip(got[key], base))
        mark = "ok" if ratio >= bar else "short"
        print(f"{label:62} {statistics.median(got[key]):>10,.0f} {ratio:>12.2f} {bar:>5.2f}x {mark}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
