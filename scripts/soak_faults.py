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
  (issue 41)
  disk     a full disk in the middle of a game: a 1 MB data folder (a tmpfs, when this runs as root; else
           ENOSPC injected at every write while "full"), Golf: some moves, the disk filled, more moves,
           the space freed, more moves, kill -9 at a random moment; half the runs begin a new game while
           the disk is full (an old game's files beside it). Every move shown is back after the restart.
  early    Ctrl-C at a random moment of `cardtable simulate golf --players 2 --games 100000` from its
           start: exit 130, never a traceback.

Usage: python3 scripts/soak_faults.py [--kills 100] [--copies 5] [--workers 10] [--events 100000]
       [--journal-kills 200] [--games 200] [--sizes 24] [--decisions 10]
       [--disks 20] [--interrupts 60]
       [--only kills|copies|worker|monkey|journal|games|links|memory|busy|disk|early] [--seed S]
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
from cardtable.files.lock import open_storage
from cardtable.host.session import Seat, Session
from cardtable.files.storage import Storage, game_uid
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
    from cardtable.files.storage import Storage, game_uid
    from cardtable.host.session import Session

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
    from cardtable.files.storage import Storage
    from cardtable.games import get_game

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

    from cardtable.files.storage import Storage
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


DISK_PLAYER = r"""
import errno, os, random, sys, time
sys.path.insert(0, sys.argv[2])
from cardtable.host.session import Seat, Session
from cardtable.files.storage import Storage, game_uid
root, filler, seed, before, during, after, stale = sys.argv[1], sys.argv[3], *map(int, sys.argv[4:9])
rng = random.Random(seed)
full = [False]
if filler == "-":  # no small filesystem here: ENOSPC injected at every write while the disk is "full"
    import cardtable.files.journal as J, cardtable.files.writer as W
    real_write, real_atomic = os.write, J.write_atomic_in
    def write(fd, data):
        if full[0]:
            if len(data) > 1:
                real_write(fd, bytes(data[:len(data) // 2]))
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)
    def atomic(*a, **k):
        if full[0]:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_atomic(*a, **k)
    os.write, J.write_atomic_in, W.write_atomic_in = write, atomic, atomic
def fill():
    full[0] = True
    if filler == "-":
        return
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    for chunk in (1 << 16, 4096, 1):
        try:
            while True:
                os.write(fd, b"x" * chunk)
        except OSError:
            pass
    os.close(fd)
def free():
    full[0] = False
    if filler != "-":
        os.unlink(filler)
st = Storage(root)
def play(s, n):
    for _ in range(n):
        s.apply(rng.choice(s.game.legal_actions(s.state)))
        print("shown", game_uid(s.record), len(s.actions), flush=True)
def golf():
    return Session("golf", [Seat("Ann"), Seat("Bo", "random")], rng.randrange(1 << 30), {}, st)
if stale:
    old = Session("rummy", [Seat("Ann"), Seat("Bo", "random")], rng.randrange(1 << 30), {"target": 40}, st)
    play(old, before)
    old.flush()
else:
    s = golf()
    play(s, before)
fill()
print("full", flush=True)
if stale:
    s = golf()
play(s, during)
free()
print("free", flush=True)
play(s, after)
print("end", st.messages, flush=True)
time.sleep(120)
"""


def _small_disk() -> Path | None:
    """A 1 MB tmpfs (root only), or None."""
    if os.name != "posix" or os.geteuid() != 0:
        return None
    d = Path(tempfile.mkdtemp(prefix="soak-disk-"))
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(d)], capture_output=True).returncode:
        return None
    return d


def soak_disk(n: int, rng: random.Random) -> tuple[dict, list[str]]:
    from cardtable.files.storage import Storage, game_uid
    from cardtable.host.session import Session

    figures = {"runs": 0, "on a 1 MB tmpfs": 0, "new game on the full disk": 0, "moves shown": 0,
               "moves back": 0, "moves lost": 0, "tracebacks": 0}
    failures = []
    for i in range(n):
        disk = _small_disk()
        root = (disk or Path(tempfile.mkdtemp(prefix="soak-disk-"))) / "data"
        filler = str(disk / "filler") if disk else "-"
        stale = i % 2
        before, during, after = rng.randint(1, 30), rng.randint(20, 120), rng.randint(10, 40)
        proc = subprocess.Popen([sys.executable, "-c", DISK_PLAYER, str(root), str(ROOT), filler,
                                 str(rng.randrange(1 << 30)), str(before), str(during), str(after), str(stale)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env())
        lines = []
        kill_after = rng.randint(1, after)  # moves after the space is freed (the first writes them all), then kill -9
        since_free = None
        for raw in proc.stdout:
            line = raw.decode().split()
            lines.append(line)
            if line[0] == "free":
                since_free = 0
            elif line[0] == "shown" and since_free is not None:
                since_free += 1
            if line[0] == "end" or (since_free is not None and since_free >= kill_after):
                break
        proc.send_signal(signal.SIGKILL)
        _, err = proc.communicate()
        figures["runs"] += 1
        figures["on a 1 MB tmpfs"] += 1 if disk else 0
        figures["new game on the full disk"] += stale
        shown = [ln for ln in lines if ln[0] == "shown"]
        uid, moves = shown[-1][1], int(shown[-1][2])
        st = Storage(root)
        back = Session.resume(st)
        got = len(back.actions) if back is not None and game_uid(back.record) == uid else 0
        figures["moves shown"] += moves
        figures["moves back"] += min(got, moves)
        figures["moves lost"] += max(0, moves - got)
        if b"Traceback" in err:
            figures["tracebacks"] += 1
            failures.append(f"run {i + 1}: {err.decode().strip().splitlines()[-1]}")
        if got < moves:
            failures.append(f"run {i + 1}: {got} of {moves} moves back "
                            f"({'new game on a full disk' if stale else 'one game'}); messages {st.messages}")
        if back is not None and back.storage.journal is not None:
            back.storage.journal.close()
        if st.journal is not None:
            st.journal.close()
        if disk:
            subprocess.run(["umount", "-l", str(disk)], capture_output=True)
    return figures, failures


def soak_early(n: int, rng: random.Random) -> tuple[dict, list[str]]:
    """Ctrl-C at a random moment from the start of `cardtable simulate` (the console script, as installed)."""
    script = Path(sys.executable).parent / "cardtable"
    argv = [str(script)] if script.exists() else [sys.executable, "-m", "cardtable"]
    argv += ["simulate", "golf", "--players", "2", "--games", "100000"]
    figures = {"runs": 0, "exit 130": 0, "silent exit (signal, before Python's handler)": 0,
               "tracebacks in Card Table": 0, "tracebacks in Python's own start-up (site, before any line of ours)": 0,
               "tracebacks in the launcher's first import (before any line of ours)": 0,
               "latest ms": 0}
    failures = []
    for i in range(n):
        delay = rng.uniform(0.0, 0.6)
        proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                env=dict(env(), PYTHONFAULTHANDLER="1"))
        time.sleep(delay)
        proc.send_signal(signal.SIGINT)
        try:
            _, err = proc.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGABRT)  # faulthandler: where it stands, on stderr
            try:
                _, err = proc.communicate(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                _, err = proc.communicate()
            failures.append(f"run {i + 1}: still running 30 s after Ctrl-C at {delay * 1000:.0f} ms: "
                            f"{err.decode(errors='replace').strip()[-1500:]}")
            continue
        figures["runs"] += 1
        figures["latest ms"] = max(figures["latest ms"], round(delay * 1000))
        text = err.decode(errors="replace")
        if proc.returncode == 130 and not text:
            figures["exit 130"] += 1
        elif proc.returncode == -signal.SIGINT and not text:
            figures["silent exit (signal, before Python's handler)"] += 1
        elif "init_import_site" in text and f"{os.sep}cardtable{os.sep}" not in text:
            figures["tracebacks in Python's own start-up (site, before any line of ours)"] += 1
        elif f"{os.sep}cardtable{os.sep}" not in text and "Traceback" in text:
            figures["tracebacks in the launcher's first import (before any line of ours)"] += 1
        else:
            figures["tracebacks in Card Table"] += "Traceback" in text
            failures.append(f"run {i + 1} (Ctrl-C at {delay * 1000:.0f} ms): status {proc.returncode}, "
                            f"{text.strip()[-1500:]!r}")
    return figures, failures


def main() -> int:
    from soak_more import add_arguments
    from soak_more import parts as more_parts

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_arguments(ap)
    ap.add_argument("--kills", type=int, default=100)
    ap.add_argument("--copies", type=int, default=5)
    ap.add_argument("--workers", type=int, default=10)
    ap.add_argument("--events", type=int, default=100_000)
    ap.add_argument("--disks", type=int, default=20)
    ap.add_argument("--interrupts", type=int, default=60)
    ap.add_argument("--only", choices=["kills", "copies", "worker", "monkey", "journal", "games", "links", "memory",
                                       "busy", "disk", "early"])
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    parts = {"kills": lambda: soak_kills(args.kills, rng), "copies": lambda: soak_copies(args.copies, rng),
             "worker": lambda: soak_worker(args.workers, rng), "monkey": lambda: soak_monkey(args.events, rng),
             **more_parts(args, rng), "disk": lambda: soak_disk(args.disks, rng),
             "early": lambda: soak_early(args.interrupts, rng)}
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
