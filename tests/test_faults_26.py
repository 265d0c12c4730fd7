"""Issue 26's faults, each through the program's own entry points: kills during fast play (the journal),
second copies, links and folders in the place of every file the app writes (the lock fails closed),
memory through resizes and a giant window in the settings, a worker starved or hung, and one reading
of a record for every command. (The long version: scripts/soak_faults.py.)"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardtable.cli.main import main
from cardtable.engine.record import Record
from cardtable.files.lock import open_storage
from cardtable.files.storage import Storage, load_record_file
from cardtable.games import get_game
from cardtable.host.session import Seat, Session, default_seats

ROOT = Path(__file__).resolve().parents[1]
POSIX_KILL = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL here")


def rummy(st: Storage, seed: int = 1) -> Session:
    return Session("rummy", [Seat("Ann"), Seat("Bo", "random")], seed, {"target": 40}, st)


def finish(s: Session, seed: int = 0) -> None:
    rng = random.Random(seed)
    while not s.state.over:
        s.apply(rng.choice(s.game.legal_actions(s.state)))


def tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): (p.read_bytes() if p.is_file() else b"<dir>")
            for p in sorted(folder.rglob("*"))}


# -- 1. the journal: a move shown is a move on disk ---------------------------------------------------------
FAST = r"""
import random, sys
sys.path.insert(0, sys.argv[2])
from cardtable.host.session import Seat, Session
from cardtable.files.storage import Storage, game_uid
st = Storage(sys.argv[1])
rng = random.Random(int(sys.argv[3]))
print("ready", flush=True)
while True:
    s = Session("oh-heck", [Seat("Ann")] + [Seat(f"C{i}", "random") for i in range(4)], rng.randrange(1 << 30), {}, st)
    while not s.state.over:
        s.apply(rng.choice(s.game.legal_actions(s.state)))
        if not s.state.over:
            print("shown", game_uid(s.record), len(s.actions), flush=True)  # as the screen would show it
"""


@POSIX_KILL
@pytest.mark.parametrize("seed", range(3))
def test_killed_during_fast_play_no_shown_move_is_lost(tmp_path, seed):
    rng = random.Random(seed)
    for k in range(3):
        root = tmp_path / str(k)
        proc = subprocess.Popen([sys.executable, "-c", FAST, str(root), str(ROOT), str(seed * 10 + k)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert proc.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.3, 1.2))
        proc.send_signal(signal.SIGKILL)
        out, err = proc.communicate()
        whole = out.decode().split("\n")[:-1]  # a line the kill cut short was not printed whole
        shown = [ln.split() for ln in whole if ln.startswith("shown")]
        assert shown and not err
        uid, n = shown[-1][1], int(shown[-1][2])
        st = Storage(root)
        back = Session.resume(st)
        assert st.messages == []
        filed = list((root / "records").glob(f"*-{uid}.json")) if (root / "records").is_dir() else []
        if filed:  # the move shown last was followed by the game's end: the game was filed whole
            assert len(load_record_file(filed[0]).actions) >= n
            continue
        assert back is not None and back.record.notes["id"] == uid and len(back.actions) >= n, (k, n)


def test_the_journal_with_the_record_is_the_game_as_played_even_if_the_writer_never_writes(tmp_path, monkeypatch):
    import cardtable.files.storage as storage_module

    monkeypatch.setattr(storage_module, "write_atomic", lambda p, text: None)  # the whole record never lands
    s = Session("oh-heck", [Seat("Ann")] + [Seat(f"C{i}", "random") for i in range(3)], 4, {}, Storage(tmp_path))
    rng = random.Random(3)
    while len(s.state.history) < 2:  # two deals closed, and on into the third
        s.apply(rng.choice(s.game.legal_actions(s.state)))
    for _ in range(5):
        s.apply(rng.choice(s.game.legal_actions(s.state)))
    back = Session.resume(Storage(tmp_path))
    assert back is not None and back.state == s.state
    assert back.record.to_json() == s.record.to_json()  # the seal of the deals closed, too


def test_a_torn_last_line_is_ignored(tmp_path):
    s = rummy(Storage(tmp_path))
    rng = random.Random(2)
    for _ in range(10):
        s.apply(rng.choice(s.game.legal_actions(s.state)))
    journal = tmp_path / "autosave.journal"
    assert len(journal.read_bytes().splitlines()) == 11  # the game as begun, then one line a move
    with open(journal, "ab") as f:
        f.write(b'0badc0de [10,{"kind":"dr')  # the kill came in the middle of the next line
    st = Storage(tmp_path)
    back = Session.resume(st)
    assert back is not None and back.actions == s.actions and back.state == s.state and not st.messages


# -- 2. second copies ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("first_to_close", ["writer", "second"])
def test_games_finished_in_a_second_copy_are_counted_once_whichever_closes_first(tmp_path, first_to_close):
    a, lock_a = open_storage(tmp_path)
    b, lock_b = open_storage(tmp_path)
    assert not a.readonly and b.readonly
    assert "that copy is the one saving" in b.messages[0] and "counted" in b.messages[0]
    for k in range(2):
        finish(rummy(a, 10 + k), k)
        finish(rummy(b, 20 + k), k)
    assert any("This copy is the one saving" in m for m in a.messages)
    order = [(a, lock_a), (b, lock_b)] if first_to_close == "writer" else [(b, lock_b), (a, lock_a)]
    for st, lock in order:
        st.close()
        lock.release()
    assert Storage(tmp_path).load_stats()["rummy"]["Ann"]["games"]["played"] == 4
    assert len(list((tmp_path / "records").iterdir())) == 4
    Storage(tmp_path).merge_copies()  # merged again: still each game once
    assert Storage(tmp_path).load_stats()["rummy"]["Ann"]["games"]["played"] == 4


# -- 3. the lock fails closed; nothing written outside the data folder ------------------------------------------
@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
@pytest.mark.parametrize("what", ["folder", "link to a file outside", "dangling link", "link to a folder"])
def test_a_lock_that_cannot_be_made_sure_makes_a_copy_that_only_reads_and_says_why(tmp_path, what):
    root, outside = tmp_path / "data", tmp_path / "outside"
    root.mkdir()
    outside.mkdir()
    (outside / "precious.txt").write_text("keep me")
    lock = root / "cardtable.lock"
    if what == "folder":
        lock.mkdir()
    elif what == "link to a file outside":
        lock.symlink_to(outside / "precious.txt")
    elif what == "dangling link":
        lock.symlink_to(outside / "made.txt")
    else:
        lock.symlink_to(outside)
    before = tree(outside)
    st, fl = open_storage(root)
    assert st.readonly and not fl.held
    assert len(st.messages) == 1 and "cannot be sure" in st.messages[0] and "only reads" in st.messages[0]
    finish(rummy(st))
    st.save_settings({"sound": False})
    st.close()
    assert tree(outside) == before
    assert not (root / "stats.json").exists() and not (root / "records").exists()


WRITTEN = ["settings.json", "stats.json", "autosave.json", "autosave.journal", "records", "damaged", "copies",
           "exports"]


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
@pytest.mark.parametrize("name", WRITTEN)
@pytest.mark.parametrize("kind", ["link", "dangling link"])
def test_links_in_place_of_every_written_file_write_nothing_outside(tmp_path, name, kind, monkeypatch):
    root, outside = tmp_path / "data", tmp_path / "outside"
    root.mkdir()
    outside.mkdir()
    (outside / "target").write_text("keep me")
    (outside / "dir").mkdir()
    target = outside / ("dir" if "." not in name else "target")
    (root / name).symlink_to(target if kind == "link" else outside / "nothing-here")
    (root / "settings.json").exists() or name == "settings.json" or (root / "settings.json").write_text("{bad")
    before = tree(outside)
    monkeypatch.setenv("CARDTABLE_HOME", str(root))
    st, lock = open_storage(root)
    st.load_settings()  # a damaged settings file: set aside into damaged/
    st.save_settings({"sound": False})
    s = rummy(st)
    finish(s)
    try:
        st.export_record(s.record)
    except OSError:  # refused: a link stands in the exports folder's place
        assert name == "exports"
    b, lock_b = open_storage(root)  # a second copy's file, under copies/
    finish(rummy(b, 2))
    s2 = rummy(st, 3)
    s2.apply(s2.game.legal_actions(s2.state)[0])
    s2.flush()
    for x, lk in ((b, lock_b), (st, lock)):
        x.close()
        lk.release()
    assert tree(outside) == before  # nothing created, cut or written there
    assert not os.path.lexists(outside / "nothing-here")


# -- 4. memory in bounds; the window fits the desktop -------------------------------------------------------------
def test_a_giant_window_in_the_settings_opens_at_the_desktops_size(tmp_path):
    import pygame

    from cardtable.ui.app import App

    Storage(tmp_path).save_settings({"window": [0, 0, 99999, 99999]})
    pygame.init()
    desk = pygame.display.get_desktop_sizes()[0]
    app = App(storage=Storage(tmp_path))
    try:
        assert app.screen.get_size()[0] <= desk[0] and app.screen.get_size()[1] <= desk[1]
    finally:
        app.close()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="peak memory read from /proc and getrusage")
def test_resizing_through_many_sizes_with_an_overlay_stays_under_400_mb():
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "soak_faults.py"), "--only", "memory",
                          "--sizes", "12", "--card-sizes", "extra large", "--overlays", "menu"],
                         capture_output=True, text=True, timeout=600, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert out.returncode == 0, out.stdout + out.stderr
    assert "peak MB" in out.stdout


# -- 5. nothing stuck -----------------------------------------------------------------------------------------------
def _hard_turn():
    from cardtable.ai import service

    game = get_game("oh-heck")
    st = game.new_state(4, 12, {})
    while len(game.legal_actions(st)) < 3:
        game.apply(st, game.legal_actions(st)[0])
    return service, game, st


def _busy() -> list[subprocess.Popen]:
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)]


@pytest.mark.skipif(not hasattr(os, "sched_getscheduler"), reason="Linux scheduling")
def test_the_worker_is_not_at_idle_priority():
    service, _, _ = _hard_turn()
    pool = service._executor()
    pool.submit(int, 0).result(timeout=60)
    (pid,) = service.worker_pids()
    assert os.sched_getscheduler(pid) != getattr(os, "SCHED_IDLE", -1)


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no process priorities here")
def test_a_computer_moves_within_three_times_its_budget_with_every_core_busy():
    service, game, st = _hard_turn()
    service._executor().submit(int, 0).result(timeout=60)
    load = _busy()
    try:
        times = []
        for k in range(3):
            comp = service.Computer("hard", k)
            legal = game.legal_actions(st)
            t = time.monotonic()
            comp.start(game, st, st.to_move, legal)
            a = None
            while a is None and time.monotonic() - t < 20:
                a = comp.poll()
                time.sleep(0.01)
            times.append(time.monotonic() - t)
            assert a in legal and comp.error is None
    finally:
        for p in load:
            p.kill()
            p.wait()
    assert max(times) <= 3 * 0.8, times


@POSIX_KILL
def test_a_worker_that_hangs_without_dying_is_replaced_and_asked_again():
    service, game, st = _hard_turn()
    service._executor().submit(int, 0).result(timeout=60)
    comp = service.Computer("hard", 1)
    legal = game.legal_actions(st)
    comp.start(game, st, st.to_move, legal)
    (pid,) = service.worker_pids()
    os.kill(pid, signal.SIGSTOP)  # hangs: alive, answering nothing
    try:
        t = time.monotonic()
        a = None
        while a is None and time.monotonic() - t < 30:
            a = comp.poll()
            time.sleep(0.02)
        assert a in legal and comp.error is None  # a new worker's answer
        assert pid not in service.worker_pids()
    finally:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass


# -- 6. one reading of a record -------------------------------------------------------------------------------------
def _record(gid: str, players: int, seed: int = 5, moves: int | None = None, deals: int | None = None) -> Record:
    game = get_game(gid)
    s = Session(game, default_seats(game, players, persons=0), seed, {})
    rng = random.Random(seed)
    while not s.state.over and (moves is None or len(s.actions) < moves) and \
            (deals is None or len(s.state.history) < deals):
        s.apply(rng.choice(game.legal_actions(s.state)))
    return s.record


def _spoilt(kind: str) -> dict:
    if kind == "seed 2**63":
        return _record("golf", 2, seed=1 << 63, moves=6).to_json()  # sealed and whole: only the seed is out of range
    if kind == "golf with 16 players":
        return {**_record("golf", 2, moves=0).to_json(), "players": 16}
    if kind == "oh heck with 2 players":
        return {**_record("oh-heck", 3, moves=0).to_json(), "players": 2, "seats": []}
    if kind == "an action after the end":
        rec = _record("oh-heck", 3, seed=2)
        doc = rec.to_json()
        doc["actions"].append(doc["actions"][-1])
        return doc
    if kind == "the reviewed seat's move illegal":
        rec = _record("oh-heck", 3, seed=3, moves=20)
        i = next(i for i, a in enumerate(rec.actions) if a.seat == 0 and a.kind == "play")
        doc = rec.to_json()
        doc["actions"][i] = doc["actions"][i].split(" ")[0] + " " + ("AS" if "AS" not in doc["actions"][i] else "2C")
        return doc
    if kind == "say uncle, a shuffle changed":
        doc = _record("say-uncle", 2, seed=9, moves=30).to_json()
        parts = doc["deals"][0].split(" ")
        parts[1], parts[2] = parts[2], parts[1]
        doc["deals"][0] = " ".join(parts)
        return doc
    raise KeyError(kind)


SPOILT = ["seed 2**63", "golf with 16 players", "oh heck with 2 players", "an action after the end",
          "the reviewed seat's move illegal", "say uncle, a shuffle changed"]


@pytest.mark.parametrize("kind", SPOILT)
def test_what_one_command_refuses_every_command_refuses_in_one_line(tmp_path, kind, capsys, monkeypatch):
    monkeypatch.setattr("cardtable.ui.app.run", lambda **k: 0)  # a record taken would open the window
    p = tmp_path / "game.json"
    p.write_text(json.dumps(_spoilt(kind)))
    for argv, status in ((["verify", str(p)], 2), (["replay", str(p)], 2), (["code", str(p)], 2),
                         (["review", str(p), "--seat", "1", "--iterations", "20"], 2)):
        capsys.readouterr()
        assert main(argv) == status, argv
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err, (argv, err)
    autosave = {"format": "cardtable-autosave", "version": 1, "data": _spoilt(kind)}
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "autosave.json").write_text(json.dumps(autosave))
    st = Storage(tmp_path / "data")
    assert Session.resume(st) is None and "could not be" in st.messages[0]


def test_a_deal_the_record_does_not_have_is_refused(tmp_path, capsys):
    rec = _record("oh-heck", 3, seed=6, deals=2)
    p = tmp_path / "game.json"
    p.write_text(rec.dumps())
    assert main(["review", str(p), "--seat", "1", "--deal", "4", "--iterations", "20"]) == 2
    assert "--deal 4" in capsys.readouterr().err


def test_code_prints_only_codes_play_code_takes(tmp_path, capsys):
    from cardtable.host.codes import read_code

    rec = _record("golf", 3, seed=(1 << 63) - 1, moves=4)
    p = tmp_path / "game.json"
    p.write_text(rec.dumps())
    assert main(["code", str(p)]) == 0
    assert read_code(capsys.readouterr().out.strip()).seed == (1 << 63) - 1
