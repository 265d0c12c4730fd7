#!/usr/bin/env python3
"""Fault soak (issue 14; long, not in CI): the unhappy paths, many times over.

  kills    kill -9 a copy of the program at random moments (many of them while a finished game
           is being filed and counted), restart it each time, and check that nothing is lost:
           every file loads without a word, every finished game is filed once and counted once,
           the game in progress resumes with every action saved before the kill.
  copies   two copies playing at once on the same folder: the second only reads; no result of
           the first is lost, nothing is written by the second.
  worker   the computer players' worker killed in the middle of a search: a legal move still comes.
  monkey   random UI events (clicks, keys, typed text with control characters, resizes) thrown
           at the app under the dummy display: no scene fails.
  (issue 26, in soak_more.py)
  journal  kill -9 at random moments while moves are played at each pace (as fast as possible, a
           computer's pace, the real loop's): every move shown (applied) is back after the restart.
  games    two copies playing N games each on one folder: 2N counted, each once.
  links    a link (to a file or folder outside, or dangling) or a folder in the place of each file
           the app writes: nothing created, cut or written outside the data folder.
  memory   the peak memory of resizing through sizes from 1024x600 to 3600x2086 and back, with each
           overlay over a table, at each card size (each in a process of its own).
  busy     a hard computer's decision times with two busy loops beside the app.

Usage: python3 scripts/soak_faults.py [--kills 100] [--copies 5] [--workers 10] [--events 100000]
       [--journal-kills 200] [--games 200] [--sizes 24] [--decisions 10]
       [--only kills|copies|worker|monkey|journal|games|links|memory|busy] [--seed S]
Prints the figures of each part; exits 1 if anything was lost or failed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

# A copy of the program playing games of Rummy, one person against a random computer, saving after
# every action as the table does. It says what it has made sure of: "saved N" once the game's first
# N actions are on disk, "done UID" once a finished game is filed and counted. Filing is slowed a
# little (a pause before each step) so that kills land in it often.
PLAYER = r"""
import random, sys, time
sys.path.insert(0, sys.argv[2])
from cardtable.lock import open_storage
from cardtable.session import Seat, Session
from cardtable.storage import Storage, game_uid
root, seed, pause = sys.argv[1], int(sys.argv[3]), float(sys.argv[4])
for step in ("keep_finished", "count_game", "clear_autosave"):
    real = getattr(Storage, step)
    def slow(*a, _real=real, **k):
        time.sleep(pause)
        return _real(*a, **k)
    setattr(Storage, step, slow)
st, lock = open_storage(root)
print("readonly" if st.readonly else "writer", flush=True)
rng = random.Random(seed)
s = Session.resume(st)
while True:
    if s is None:
        s = Session("rummy", [Seat("Ann"), Seat("Bo", "random")], rng.randrange(1 << 30), {"target": 40}, st)
    s.flush()
    print("saved", game_uid(s.record), len(s.actions), flush=True)
    while not s.state.over:
        s.apply(rng.choice(s.game.legal_actions(s.state)))
        s.flush()
        if not s.state.over:
            print("saved", game_uid(s.record), len(s.actions), flush=True)
    print("done", game_uid(s.record), flush=True)
    s = None
"""


def env() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT))


def start_player(root: Path, seed: int, pause: float) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", PLAYER, str(root), str(ROOT), str(seed), str(pause)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env())


def check_folder(root: Path, done: set[str], saved: tuple[str, int] | None) -> list[str]:
    """What is wrong with the folder after a kill and a restart (nothing, if nothing was lost)."""
    from cardtable.session import Session
    from cardtable.storage import Storage, game_uid

    problems = []
    st = Storage(root)
    resumed = Session.resume(st)  # as the program starts: a half-filed finished game is finished now
    stats_doc = json.loads((root / "stats.json").read_text()) if (root / "stats.json").exists() else None
    counted = set(stats_doc.get("counted", [])) if stats_doc else set()
    played = stats_doc["data"].get("rummy", {}).get("Ann", {}).get("games", {}).get("played", 0) if stats_doc else 0
    records = list((root / "records").glob("*.json")) if (root / "records").exists() else []
    filed = {p.stem.rsplit("-", 1)[1] for p in records}
    if st.messages:
        problems.append(f"messages after restart: {st.messages}")
    if (root / "damaged").exists():
        problems.append("a file was set aside as damaged")
    if len(filed) != len(records):
        problems.append("a game filed twice")
    if played != len(records) or filed != counted:
        problems.append(f"counted {played} ({len(counted)} ids) but filed {len(records)}")
    if not done <= filed:
        problems.append(f"finished games lost: {sorted(done - filed)}")
    if saved is not None and saved[0] not in filed:
        if resumed is None or game_uid(resumed.record) != saved[0] or len(resumed.actions) < saved[1]:
            problems.append(f"the game in progress lost actions (had {saved[1]})")
    return problems


def soak_kills(n: int, rng: random.Random) -> tuple[dict, list[str]]:
    root = Path(tempfile.mkdtemp(prefix="soak-kills-"))
    done: set[str] = set()
    figures = {"kills": 0, "while filing": 0, "while playing": 0, "games finished": 0, "losses": 0}
    failures = []
    for i in range(n):
        proc = start_player(root, rng.randrange(1 << 30), 0.25)
        assert proc.stdout.readline().strip() == b"writer"
        time.sleep(rng.uniform(0.05, 1.5))
        proc.send_signal(signal.SIGKILL)
        out, _ = proc.communicate()
        figures["kills"] += 1
        saved = None
        lines = out.decode().splitlines()
        for line in lines:
            word, *rest = line.split()
            if word == "saved":
                saved = (rest[0], int(rest[1]))
            elif word == "done":
                done.add(rest[0])
                saved = None
        last = lines[-1].split()[0] if lines else ""
        figures["while filing" if last == "saved" and _finishing(root) else "while playing"] += 1
        problems = check_folder(root, done, saved)
        if problems:
            figures["losses"] += 1
            failures.append(f"kill {i + 1}: " + "; ".join(problems))
    figures["games finished"] = len(list((root / "records").glob("*.json"))) if (root / "records").exists() else 0
    return figures, failures


def _finishing(root: Path) -> bool:
    """Was the game left in the autosave finished (the kill came while filing it)?"""
    from cardtable.engine.record import replay
    from cardtable.games import get_game
    from cardtable.storage import Storage

    rec = Storage(root, readonly=True).load_autosave()
    return rec is not None and replay(get_game(rec.game), rec).over


def soak_copies(n: int, rng: random.Random) -> tuple[dict, list[str]]:
    figures = {"runs": 0, "games by the writer": 0, "results lost": 0}
    failures = []
    for i in range(n):
        root = Path(tempfile.mkdtemp(prefix="soak-copies-"))
        a = start_player(root, rng.randrange(1 << 30), 0.0)
        assert a.stdout.readline().strip() == b"writer"
        b = start_player(root, rng.randrange(1 << 30), 0.0)
        role = b.stdout.readline().strip()
        time.sleep(rng.uniform(4.0, 8.0))
        for p in (b, a):
            p.send_signal(signal.SIGTERM)
        out_a, _ = a.communicate()
        b.communicate()
        figures["runs"] += 1
        done = {ln.split()[1] for ln in out_a.decode().splitlines() if ln.startswith("done")}
        figures["games by the writer"] += len(done)
        problems = check_folder(root, done, None)
        if role != b"readonly":
            problems.append("the second copy was not read-only")
        if problems:
            figures["results lost"] += 1
            failures.append(f"run {i + 1}: " + "; ".join(problems))
    return figures, failures


def soak_worker(n: int, rng: random.Random) -> tuple[dict, list[str]]:
    from cardtable.ai import service
    from cardtable.games import get_game

    game = get_game("oh-heck")
    figures = {"kills": 0, "answered by a new worker": 0, "said and played at random": 0, "slowest s": 0.0}
    failures = []
    for i in range(n):
        st = game.new_state(5, rng.randrange(1 << 30), {})
        seat, legal = st.to_move, game.legal_actions(st)
        service._executor().submit(int, 0).result(timeout=120)
        comp = service.Computer("ismcts:20000", i)
        comp.start(game, st, seat, legal)
        time.sleep(rng.uniform(0.1, 1.0))
        for pid in service.worker_pids():
            os.kill(pid, signal.SIGKILL)
        figures["kills"] += 1
        t = time.monotonic()
        a = None
        while a is None and time.monotonic() - t < 120:
            a = comp.poll()
            time.sleep(0.01)
        figures["slowest s"] = round(max(figures["slowest s"], time.monotonic() - t), 2)
        if a not in legal:
            failures.append(f"kill {i + 1}: no legal move")
        elif comp.error:
            figures["said and played at random"] += 1
        else:
            figures["answered by a new worker"] += 1
    service.shutdown()
    return figures, failures


def soak_monkey(n: int, rng: random.Random) -> tuple[dict, list[str]]:
    import pygame

    from cardtable.storage import Storage
    from cardtable.ui.app import App
    from cardtable.ui.settings import Settings

    root = Path(tempfile.mkdtemp(prefix="soak-monkey-"))
    app = App((1280, 720), Settings(animation="instant", pace="instant", sound=False), storage=Storage(root))
    app.start_menu()
    texts = ["a", "Zoë", "\x00", "\n", "\x1b[2J", "x" * 300, "\u202e", " "]
    keys = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_LEFT,
            pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_u, pygame.K_h, pygame.K_1, pygame.K_2]
    start = time.perf_counter()
    for _ in range(n):
        w, h = app.size
        r = rng.random()
        if r < 0.45:
            pos = (rng.randrange(w), rng.randrange(h))
            events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
        elif r < 0.75:
            events = [pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=0, unicode="")]
        elif r < 0.9:
            events = [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(texts))]
        elif r < 0.92:
            size = (rng.randint(1024, 2000), rng.randint(600, 1200))
            app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            events = [pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)]
        else:
            events = []
        app.running = True
        app.frame(events, 1 / 30)
        if not app.stack:
            app.start_menu()
    figures = {"events": n, "scene failures": len(app.errors), "seconds": round(time.perf_counter() - start, 1)}
    app.close()
    pygame.quit()
    return figures, [e.strip().splitlines()[-1] for e in app.errors[:5]]


def main() -> int:
    from soak_more import add_arguments
    from soak_more import parts as more_parts

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_arguments(ap)
    ap.add_argument("--kills", type=int, default=100)
    ap.add_argument("--copies", type=int, default=5)
    ap.add_argument("--workers", type=int, default=10)
    ap.add_argument("--events", type=int, default=100_000)
    ap.add_argument("--only", choices=["kills", "copies", "worker", "monkey", "journal", "games", "links", "memory",
                                       "busy"])
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    parts = {"kills": lambda: soak_kills(args.kills, rng), "copies": lambda: soak_copies(args.copies, rng),
             "worker": lambda: soak_worker(args.workers, rng), "monkey": lambda: soak_monkey(args.events, rng),
             **more_parts(args, rng)}
    bad = 0
    for name, part in parts.items():
        if args.only and name != args.only:
            continue
        t = time.perf_counter()
        figures, failures = part()
        print(f"{name}: " + ", ".join(f"{k} {v}" for k, v in figures.items())
              + f" ({time.perf_counter() - t:.0f} s)", flush=True)
        for f in failures:
            print(f"  FAILED {f}", flush=True)
        bad += len(failures)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
