#!/usr/bin/env python3
"""PNGs of the learning aids (issue 16) for a few games, to look at: the coach at the person's
turn, a replay through a computer's eyes at its decision, and the review after a deal.

Usage: python3 scripts/learn_screenshots.py [folder] [game ...]
(default folder /tmp/cardtable-learn; default games oh-heck golf skull)
"""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "ui"))

import pygame  # noqa: E402
from driver import frame, make_app, table  # noqa: E402

from cardtable.ai import service  # noqa: E402
from cardtable.engine.record import Record  # noqa: E402
from cardtable.games import get_game  # noqa: E402
from cardtable.ui.scenes.replay import open_replay  # noqa: E402
from cardtable.ui.scenes.summary import DealSummary  # noqa: E402

OPTIONS = {"oh-heck": {"schedule": "single", "cards": 6}}
PLAYERS = {"oh-heck": 4, "golf": 2, "skull": 4}


def until(app, cond, seconds: float = 120.0) -> bool:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        if cond():
            return True
        frame(app)
        time.sleep(0.005)
    return False


def save(app, path: Path) -> None:
    app.dirty = True
    frame(app)
    pygame.image.save(app.screen, str(path))
    print("wrote", path)


def coach(gid: str, out: Path, turn: int = 2) -> None:
    """The coach at the person's ``turn``-th decision with a choice."""
    app = make_app((1280, 720))
    app.settings.coach = True
    n = PLAYERS.get(gid, 3)
    sc = table(app, gid, ["person"] + ["easy"] * (n - 1), seed=5, options=OPTIONS.get(gid, {}))
    rng = random.Random(1)
    for k in range(turn):
        until(app, lambda: sc.my_turn and sc.coach.values is not None)
        if k + 1 < turn:
            acts = sc.game.legal_actions(sc.state)
            sc.play(acts[rng.randrange(len(acts))])
            until(app, lambda: not isinstance(app.top, DealSummary) or app.top.press("go"), 1)
    save(app, out / f"{gid}_coach.png")


def recorded(gid: str, seed: int = 6) -> Record:
    g = get_game(gid)
    n, opts = PLAYERS.get(gid, 3), OPTIONS.get(gid, {})
    st = g.new_state(n, seed, opts)
    rng = random.Random(seed)
    names = ["Alice", "Bob", "Cleo", "Dev"]
    rec = Record(gid, n, seed, opts, [], [{"name": names[0], "kind": "person"}]
                 + [{"name": names[i], "kind": "hard"} for i in range(1, n)])
    while not st.over and st.deal_no < 1:
        acts = g.legal_actions(st)
        a = acts[rng.randrange(len(acts))]
        g.apply(st, a)
        rec.actions.append(a)
    return rec


def eyes(gid: str, out: Path, nth: int = 2) -> None:
    """A replay through Bob's eyes (a computer), at his ``nth`` decision with a choice."""
    app = make_app((1280, 720))
    app.settings.pace = "fast"
    open_replay(app, record=recorded(gid))
    sc = app.top
    sc.press(("eyes",))
    for k in range(nth):
        until(app, lambda: sc.coach.eyes_values is not None and time.perf_counter() < sc.hold_eyes)
        if k + 1 < nth:
            until(app, lambda: time.perf_counter() >= sc.hold_eyes, 10)
    save(app, out / f"{gid}_eyes.png")


def review(gid: str, out: Path) -> None:
    """The review after the first deal, at the person's first decision with a choice."""
    app = make_app((1280, 720))
    n = PLAYERS.get(gid, 3)
    sc = table(app, gid, ["person"] + ["easy"] * (n - 1), seed=5, options=OPTIONS.get(gid, {}))
    rng = random.Random(3)

    def step() -> bool:
        if sc.my_turn and sc.input.gestures is not None:
            acts = sc.game.legal_actions(sc.state)
            sc.play(acts[rng.randrange(len(acts))])
        return isinstance(app.top, DealSummary)

    until(app, step, 300)
    app.top.press("review")
    rv = app.top
    until(app, lambda: rv.hindsight is not None and len(rv.done) == len(rv.moments), 300)
    choice = [k for k, d in sorted(rv.done.items()) if d is not None and not d.forced]
    costly = [k for k in choice if rv.done[k].cost >= rv.done[k].choice.even]
    rv.at = (costly or choice or [0])[0]
    save(app, out / f"{gid}_review.png")


def main() -> None:
    args = sys.argv[1:]
    out = Path(args.pop(0) if args and not get_game_ok(args[0]) else "/tmp/cardtable-learn")
    out.mkdir(parents=True, exist_ok=True)
    for gid in args or ["oh-heck", "golf", "skull"]:
        coach(gid, out)
        eyes(gid, out)
        review(gid, out)
    service.shutdown()


def get_game_ok(gid: str) -> bool:
    try:
        get_game(gid)
        return True
    except KeyError:
        return False


if __name__ == "__main__":
    main()
