"""Issue 26's parts of the fault soak (run through scripts/soak_faults.py --only journal|games|links|memory|busy).

  journal  kill -9 at random moments while moves are played at each pace; every shown move comes back.
  games    two copies playing N games each on one folder: 2N counted, each once.
  links    links and folders in the place of each file the app writes: 0 writes outside.
  memory   peak memory of a resize soak with each overlay, at each card size (a process each).
  busy     a hard computer's decision times with two busy loops beside the app.
"""

from __future__ import annotations

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
PACES = {"fastest": 0.0, "computer": 0.02, "real loop": 0.25}  # seconds between moves

# Plays Oh Heck! (one person, four random computers) at a pace, as the table does: each move applied,
# then "shown" (the screen would show it now), then the pause. New games follow finished ones.
PLAYER = r"""
import random, sys, time
sys.path.insert(0, sys.argv[2])
from cardtable.files.lock import open_storage
from cardtable.host.session import Seat, Session
from cardtable.files.storage import game_uid
root, seed, pace, games = sys.argv[1], int(sys.argv[3]), float(sys.argv[4]), int(sys.argv[5])
st, lock = open_storage(root)
print("readonly" if st.readonly else "writer", flush=True)
rng = random.Random(seed)
s = Session.resume(st)
played = 0
while games <= 0 or played < games:
    if s is None:
        s = Session("oh-heck" if games <= 0 else "rummy",
                    [Seat("Ann")] + [Seat(f"C{i}", "random") for i in range(4 if games <= 0 else 1)],
                    rng.randrange(1 << 30), {} if games <= 0 else {"target": 40}, st)
    while not s.state.over:
        s.apply(rng.choice(s.game.legal_actions(s.state)))
        if not s.state.over:
            print("shown", game_uid(s.record), len(s.actions), flush=True)
        if pace:
            time.sleep(pace)
    print("done", game_uid(s.record), flush=True)
    played += 1
    s = None
st.close()
lock.release()
print("closed", flush=True)
"""


def _env() -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                PYGAME_HIDE_SUPPORT_PROMPT="1")


def _player(root: Path, seed: int, pace: float, games: int = 0) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", PLAYER, str(root), str(ROOT), str(seed), str(pace), str(games)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=_env())


def soak_journal(n: int, rng: random.Random) -> tuple[dict, list[str]]:
    """kill -9 at ``n`` random moments, spread over the paces; a shown move lost is a failure."""
    from cardtable.files.storage import Storage, load_record_file
    from cardtable.host.session import Session

    figures: dict = {"kills": 0, **{f"{p} kills": 0 for p in PACES}, "shown moves lost": 0, "worst loss": 0,
                     "stderr lines": 0}
    failures = []
    paces = list(PACES.items())
    for i in range(n):
        name, pace = paces[i % len(paces)]
        root = Path(tempfile.mkdtemp(prefix="soak-journal-"))
        proc = _player(root, rng.randrange(1 << 30), pace)
        assert proc.stdout.readline().strip() == b"writer"
        time.sleep(rng.uniform(0.2, 2.0))
        proc.send_signal(signal.SIGKILL)
        out, err = proc.communicate()
        figures["kills"] += 1
        figures[f"{name} kills"] += 1
        figures["stderr lines"] += len(err.decode().splitlines())
        whole = out.decode().split("\n")[:-1]  # a line the kill cut short was not printed whole
        shown = [ln.split() for ln in whole if ln.startswith(("shown", "done"))]
        st = Storage(root)
        back = Session.resume(st)
        if st.messages:
            failures.append(f"kill {i + 1} ({name}): messages {st.messages}")
        if not shown or shown[-1][0] == "done":
            continue
        uid, n_shown = shown[-1][1], int(shown[-1][2])
        have = len(back.actions) if back is not None and back.record.notes.get("id") == uid else 0
        filed = list((root / "records").glob(f"*-{uid}.json")) if (root / "records").is_dir() else []
        if filed:  # the game ended with that move and was filed (the kill came before "done" was said)
            have = max(have, len(load_record_file(filed[0]).actions))
            figures["ended and filed"] = figures.get("ended and filed", 0) + 1
        lost = max(0, n_shown - have)
        if lost:
            figures["shown moves lost"] += lost
            figures["worst loss"] = max(figures["worst loss"], lost)
            failures.append(f"kill {i + 1} ({name}): {lost} shown moves lost")
    return figures, failures


def soak_games(n: int, rng: random.Random) -> tuple[dict, list[str]]:
    """Two copies playing ``n`` games each at once on one folder; after both close, 2n counted."""
    from cardtable.files.storage import Storage

    root = Path(tempfile.mkdtemp(prefix="soak-games-"))
    a = _player(root, rng.randrange(1 << 30), 0.0, n)
    assert a.stdout.readline().strip() == b"writer"
    b = _player(root, rng.randrange(1 << 30), 0.0, n)
    role = b.stdout.readline().strip()
    outs = [p.communicate()[0].decode() for p in (a, b)]
    done = [{ln.split()[1] for ln in o.splitlines() if ln.startswith("done")} for o in outs]
    st = Storage(root)
    played = st.load_stats().get("rummy", {}).get("Ann", {}).get("games", {}).get("played", 0)
    filed = len(list((root / "records").glob("*.json")))
    figures = {"second copy": role.decode(), "finished by the writer": len(done[0]),
               "finished by the second": len(done[1]), "counted": played, "filed": filed}
    failures = []
    if played != 2 * n or filed != 2 * n or len(done[0] | done[1]) != 2 * n:
        failures.append(f"{len(done[0] | done[1])} games finished, {played} counted, {filed} filed")
    return figures, failures


WRITTEN = ["settings.json", "stats.json", "autosave.json", "autosave.journal", "cardtable.lock", "records",
           "damaged", "copies", "exports"]
STAND_INS = ["link to a file", "link to a folder", "dangling link", "folder"]


def _tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): (p.read_bytes() if p.is_file() else b"<dir>")
            for p in sorted(folder.rglob("*"))}


LINKS_RUN = r"""
import random, sys
sys.path.insert(0, sys.argv[2])
from cardtable.files.lock import open_storage
from cardtable.host.session import Seat, Session
root = sys.argv[1]
st, lock = open_storage(root)
second, lock2 = open_storage(root)
st.load_settings(); st.load_stats(); Session.resume(st)
st.save_settings({"sound": False})
for k, where in enumerate((st, second, st)):
    s = Session("rummy", [Seat("Ann"), Seat("Bo", "random")], k, {"target": 40}, where)
    rng = random.Random(k)
    while not s.state.over:
        s.apply(rng.choice(s.game.legal_actions(s.state)))
    try:
        where.export_record(s.record)
    except OSError as e:  # refused (a link in the exports folder's place): the table says so
        print("refused", e, flush=True)
s = Session("rummy", [Seat("Ann"), Seat("Bo", "random")], 9, {"target": 40}, st)
s.apply(s.game.legal_actions(s.state)[0])
s.flush()
for x, lk in ((second, lock2), (st, lock)):
    x.close(); lk.release()
print("ok", flush=True)
"""


def soak_links(rng: random.Random) -> tuple[dict, list[str]]:
    """Each stand-in in the place of each written file; the program run through its paces; the folder
    outside compared byte for byte."""
    figures = {"cases": 0, "writes outside": 0, "runs failed": 0}
    failures = []
    for name in WRITTEN:
        for what in STAND_INS:
            base = Path(tempfile.mkdtemp(prefix="soak-links-"))
            root, outside = base / "data", base / "outside"
            root.mkdir()
            outside.mkdir()
            (outside / "file").write_text("keep me")
            (outside / "dir").mkdir()
            place = root / name
            if what == "folder":
                place.mkdir()
            else:
                place.symlink_to({"link to a file": outside / "file", "link to a folder": outside / "dir",
                                  "dangling link": outside / "made-here"}[what])
            before = _tree(outside)
            run = subprocess.run([sys.executable, "-c", LINKS_RUN, str(root), str(ROOT)], capture_output=True,
                                 timeout=300, env=dict(_env(), CARDTABLE_HOME=str(root)))
            figures["cases"] += 1
            if run.returncode != 0:
                figures["runs failed"] += 1
                failures.append(f"{name} ({what}): {run.stderr.decode().strip().splitlines()[-1:]}")
            after = _tree(outside)
            if after != before:
                figures["writes outside"] += 1
                failures.append(f"{name} ({what}): outside changed: {sorted(set(after) ^ set(before)) or 'bytes'}")
    return figures, failures


MEMORY_RUN = r"""
import os, resource, sys, tempfile
sys.path.insert(0, sys.argv[1])
import pygame
from cardtable.host.session import Seat, Session
from cardtable.files.storage import Storage
from cardtable.ui.app import App
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.settings import Settings
card, overlay, steps = sys.argv[2], sys.argv[3], int(sys.argv[4])
app = App((1024, 600), Settings(animation="instant", pace="instant", sound=False, card_size=card),
          storage=Storage(tempfile.mkdtemp()))
session = Session("oh-heck", [Seat("You")] + [Seat(f"C{i}", "random") for i in range(4)], 3, {})
scene = TableScene(app, session)
app.reset(scene)
for _ in range(3):
    app.frame([], 1 / 60)
if overlay == "menu":
    app.open("menu", paused=True, table=scene)
elif overlay == "rules":
    app.open("rules", session.game, True)
elif overlay == "message":
    app.open("message", "A message", "Over the table, as a save that failed would be said.")
up = [(1024 + (3600 - 1024) * k // steps, 600 + (2086 - 600) * k // steps) for k in range(steps + 1)]
for size in up + up[::-1] + up:
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.frame([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)], 1 / 60)
    app.frame([], 1 / 60)
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
with open("/proc/self/status") as f:
    now = next(int(ln.split()[1]) for ln in f if ln.startswith("VmRSS")) / 1024
print(f"{peak:.0f} {now:.0f} {len(app.errors)}", flush=True)
"""
CARD_SIZES = ("normal", "large", "extra large")
OVERLAYS = ("none", "menu", "rules", "message")
LIMIT_MB = 400


def soak_memory(steps: int, cards: list[str], overlays: list[str]) -> tuple[dict, list[str]]:
    figures: dict = {"runs": 0, "peak MB": 0}
    failures = []
    for card in cards:
        for overlay in overlays:
            run = subprocess.run([sys.executable, "-c", MEMORY_RUN, str(ROOT), card, overlay, str(steps)],
                                 capture_output=True, timeout=900, env=_env())
            figures["runs"] += 1
            if run.returncode != 0:
                failures.append(f"{card}/{overlay}: {run.stderr.decode().strip().splitlines()[-1:]}")
                continue
            peak, now, errors = (float(x) for x in run.stdout.decode().strip().splitlines()[-1].split())
            figures[f"{card}/{overlay} MB"] = f"{peak:.0f} (after {now:.0f})"
            figures["peak MB"] = max(figures["peak MB"], round(peak))
            if peak > LIMIT_MB or errors:
                failures.append(f"{card}/{overlay}: peak {peak:.0f} MB, {errors:.0f} scene failures")
    return figures, failures


def soak_busy(n: int) -> tuple[dict, list[str]]:
    """A hard computer's ``n`` decisions (Oh Heck!, 4 players) with two busy loops at normal priority."""
    from cardtable.ai import service
    from cardtable.ai.priority import think_timeout
    from cardtable.games import get_game

    game = get_game("oh-heck")
    service._executor().submit(int, 0).result(timeout=120)
    load = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)]
    times = []
    failures = []
    try:
        st = game.new_state(4, 5, {})
        k = 0
        while len(times) < n and not st.over:
            legal = game.legal_actions(st)
            if len(legal) < 2:
                game.apply(st, legal[0])
                continue
            comp = service.Computer("hard", k)
            k += 1
            t = time.monotonic()
            comp.start(game, st, st.to_move, legal)
            a = None
            while a is None and time.monotonic() - t < 60:
                a = comp.poll()
                time.sleep(1 / 60)  # polled once a frame, as the table does
            times.append(time.monotonic() - t)
            if a not in legal or comp.error:
                failures.append(f"decision {len(times)}: {comp.error or 'no legal move'}")
                a = legal[0]
            game.apply(st, a)
    finally:
        for p in load:
            p.kill()
            p.wait()
        service.shutdown()
    budget = 0.8
    figures = {"decisions": len(times), "budget s": budget, "median s": round(sorted(times)[len(times) // 2], 2),
               "slowest s": round(max(times), 2), "over 3x budget": sum(t > 3 * budget for t in times),
               "time-out s": round(think_timeout("hard", game), 1)}
    if figures["over 3x budget"]:
        failures.append(f"{figures['over 3x budget']} decisions over {3 * budget:.1f} s")
    return figures, failures


def add_arguments(ap) -> None:
    ap.add_argument("--journal-kills", type=int, default=200)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--sizes", type=int, default=24, help="resize steps from 1024x600 to 3600x2086")
    ap.add_argument("--card-sizes", nargs="*", default=list(CARD_SIZES))
    ap.add_argument("--overlays", nargs="*", default=list(OVERLAYS))
    ap.add_argument("--decisions", type=int, default=10)


def parts(args, rng: random.Random) -> dict:
    return {"journal": lambda: soak_journal(args.journal_kills, rng), "games": lambda: soak_games(args.games, rng),
            "links": lambda: soak_links(rng),
            "memory": lambda: soak_memory(args.sizes, args.card_sizes, args.overlays),
            "busy": lambda: soak_busy(args.decisions)}


if __name__ == "__main__":
    print(json.dumps(sys.argv))
