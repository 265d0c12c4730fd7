"""Faults injected through the program's own entry points (Storage, Session, the lock, cli.main):
damaged, hostile or missing files, a folder that cannot be written, a second copy, a kill while a
finished game is filed, hostile names and records. Each asserts the message, the file set aside
byte for byte, nothing else changed or lost, and no traceback. (issue 14; the long version with
real kills is scripts/soak_faults.py)"""

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
from cardtable.files.storage import Storage
from cardtable.host.session import Seat, Session

ROOT = Path(__file__).resolve().parents[1]

HOSTILE = {  # what a damaged or hostile file may hold
    "deep": b"[" * 100_000,
    "huge number": b'{"format": "cardtable-stats", "version": 1, "data": {"x": ' + b"7" * 5000 + b"}}",
    "1e999": None,  # filled in per file below: a good document with 1e999 in it
    "NaN": None,
    "garbled": b"\x00\xff\xfe garbage",
    "truncated": b'{"format": "cardtable-stats", "ver',
}


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file under ``root`` but damaged/ and the lock, with its bytes."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and "damaged" not in p.parts and p.name != "cardtable.lock"}


def aside(root: Path) -> list[Path]:
    d = root / "damaged"
    return sorted(d.iterdir()) if d.exists() else []


def game_in_progress(root: Path, seed: int = 5) -> Session:
    s = Session("rummy", [Seat("Ann"), Seat("Bo", "random")], seed, {"target": 40}, Storage(root))
    rng = random.Random(seed)
    for _ in range(8):
        s.apply(rng.choice(s.game.legal_actions(s.state)))
    s.flush()
    return s


def finish(session: Session, seed: int = 0) -> None:
    rng = random.Random(seed)
    while not session.state.over:
        session.apply(rng.choice(session.game.legal_actions(session.state)))
    session.flush()


def stats_with(value: str) -> bytes:
    line = f'{{"played": 1, "won": 1, "best": {value}, "total": 3, "streak": 1, "longest": 1, "scores": [3]}}'
    return ('{"format": "cardtable-stats", "version": 1, "data": {"rummy": {"Ann": {"games": %s}}}}' % line).encode()


# -- 1. every read is defended --------------------------------------------------------------------------
@pytest.mark.parametrize("kind", list(HOSTILE))
def test_a_hostile_statistics_file_is_set_aside_and_the_game_in_progress_is_kept(tmp_path, kind):
    s = game_in_progress(tmp_path)
    bad = HOSTILE[kind] or stats_with(kind)
    (tmp_path / "stats.json").write_bytes(bad)
    before = snapshot(tmp_path)
    st = Storage(tmp_path)
    assert st.load_stats() == {}
    assert len(st.messages) == 1 and "statistics file stats.json could not be used" in st.messages[0]
    assert "Traceback" not in st.messages[0] and "\n" not in st.messages[0]
    [moved] = aside(tmp_path)
    assert moved.read_bytes() == bad and str(moved) in st.messages[0]
    del before["stats.json"]
    assert snapshot(tmp_path) == before  # nothing else touched: the game in progress is there
    resumed = Session.resume(st)
    assert resumed is not None and resumed.record.actions == s.record.actions


@pytest.mark.parametrize("kind", ["deep", "huge number", "garbled"])
def test_a_hostile_settings_file_does_not_stop_the_start(tmp_path, kind):
    bad = HOSTILE[kind].replace(b"stats", b"settings")
    (tmp_path / "settings.json").write_bytes(bad)
    st = Storage(tmp_path)
    assert st.load_settings() == {}
    assert "settings file settings.json could not be used" in st.messages[0]
    assert aside(tmp_path)[0].read_bytes() == bad


def test_a_byte_order_mark_is_fine(tmp_path):
    st = Storage(tmp_path)
    st.save_settings({"animation": "slow"})
    p = tmp_path / "settings.json"
    p.write_bytes(b"\xef\xbb\xbf" + p.read_bytes())
    fresh = Storage(tmp_path)
    assert fresh.load_settings() == {"animation": "slow"} and not fresh.messages and not aside(tmp_path)


def test_a_folder_where_a_file_should_be_is_set_aside_whole(tmp_path):
    (tmp_path / "stats.json").mkdir()
    (tmp_path / "stats.json" / "inside.txt").write_bytes(b"keep me")
    st = Storage(tmp_path)
    assert st.load_stats() == {}
    assert "it is a folder" in st.messages[0]
    [moved] = aside(tmp_path)
    assert (moved / "inside.txt").read_bytes() == b"keep me"
    st.add_result("rummy", "Ann", True, 10, False)  # and the statistics start afresh
    assert Storage(tmp_path).load_stats()["rummy"]["Ann"]["games"]["played"] == 1


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads everything")
def test_an_unreadable_file_is_set_aside(tmp_path):
    p = tmp_path / "stats.json"
    p.write_bytes(stats_with("3"))
    p.chmod(0)
    st = Storage(tmp_path)
    assert st.load_stats() == {} and "cannot be read" in st.messages[0]
    assert len(aside(tmp_path)) == 1


def test_a_name_with_control_characters_in_a_file_is_read_without_them(tmp_path):
    game_in_progress(tmp_path)
    (tmp_path / "autosave.journal").unlink()  # the autosave alone names the seats (beside a journal, its win)
    p = tmp_path / "autosave.json"
    doc = json.loads(p.read_text())
    doc["data"]["seats"][0]["name"] = "A\u0000n\nn\u001b" + "x" * 10_000
    p.write_text(json.dumps(doc))
    s = Session.resume(Storage(tmp_path))
    assert s is not None and s.seats[0].name.startswith("Annx") and len(s.seats[0].name) <= 200
    stats = stats_with("3").replace(b'"Ann"', b'"B\\u0000o"')
    (tmp_path / "stats.json").write_bytes(stats)
    assert list(Storage(tmp_path).load_stats()["rummy"]) == ["Bo"]


# -- 2. every write is safe -------------------------------------------------------------------------------
@pytest.fixture
def read_only(monkeypatch):
    """The folder cannot be written: no file can be made there, nothing renamed."""
    import cardtable.files.writer as writer

    def refuse(*a, **k):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(writer.tempfile, "mkstemp", refuse)
    monkeypatch.setattr("cardtable.files.storage.os.replace", refuse)


@pytest.mark.slow  # over ten seconds
def test_a_read_only_folder_with_a_damaged_file_is_said_and_nothing_is_lost(tmp_path, monkeypatch, request):
    game_in_progress(tmp_path)
    (tmp_path / "stats.json").write_bytes(HOSTILE["deep"])
    before = snapshot(tmp_path)
    request.getfixturevalue("read_only")
    st = Storage(tmp_path)
    assert st.load_stats() == {}
    assert "could not be moved aside" in st.messages[0] and "not written over" in st.messages[0]
    s = Session.resume(st)
    finish(s)  # a whole game played on: nothing can be kept, and that is said once
    s2 = s.again()
    finish(s2, 1)
    assert sum("could not be saved" in m for m in st.messages) == 1
    assert snapshot(tmp_path) == before  # the damaged file and the saved game, untouched


# -- 3. one writer -------------------------------------------------------------------------------------------
def test_a_second_copy_only_reads_and_says_so(tmp_path):
    first, lock = open_storage(tmp_path)
    s = Session("rummy", [Seat("Ann"), Seat("Bo", "random")], 1, {"target": 40}, first)
    s.flush()
    before = snapshot(tmp_path)
    second, lock2 = open_storage(tmp_path)
    assert second.readonly and not lock2.held
    assert "already open" in second.messages[0] and str(os.getpid()) in second.messages[0]
    theirs = Session.resume(second)
    assert theirs is not None  # it may look at the game in progress ...
    finish(theirs)  # ... and play, but writes nothing of the shared files (its finished game: its own file)
    second.save_settings({"animation": "slow"})
    assert {k: v for k, v in snapshot(tmp_path).items() if not k.startswith("copies")} == before
    lock.release()
    third, lock3 = open_storage(tmp_path)
    assert not third.readonly and lock3.held
    assert third.load_stats()["rummy"]["Ann"]["games"]["played"] == 1  # the second copy's game, counted
    lock3.release()


LOCK_AND_DIE = """
import os, sys, time
sys.path.insert(0, sys.argv[2])
from cardtable.files.lock import open_storage
st, lock = open_storage(sys.argv[1])
print("held" if lock.held else "not", flush=True)
time.sleep(60)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL here")
def test_a_lock_left_by_a_killed_copy_is_stale(tmp_path):
    proc = subprocess.Popen([sys.executable, "-c", LOCK_AND_DIE, str(tmp_path), str(ROOT)], stdout=subprocess.PIPE)
    assert proc.stdout.readline().strip() == b"held"
    st, lock = open_storage(tmp_path)
    assert st.readonly and str(proc.pid) in st.messages[0]
    proc.kill()
    proc.wait()
    st, lock = open_storage(tmp_path)
    assert not st.readonly and lock.held and not st.messages
    lock.release()


# -- 4. finishing a game is idempotent -----------------------------------------------------------------------
class Killed(BaseException):
    """The program stops here (as a kill would: nothing after this step happens)."""


@pytest.mark.parametrize("step", ["keep_finished", "count_game", "clear_autosave", "after"])
def test_a_kill_while_filing_a_finished_game_counts_it_once_and_files_it_once(tmp_path, monkeypatch, step):
    s = game_in_progress(tmp_path)
    if step != "after":
        monkeypatch.setattr(Storage, step, lambda *a, **k: (_ for _ in ()).throw(Killed()))
    with pytest.raises(Killed) if step != "after" else _nothing():
        finish(s)
    monkeypatch.undo()
    for _ in range(2):  # restarted, and restarted again
        st = Storage(tmp_path)
        assert Session.resume(st) is None  # never offered as Continue
        assert not st.messages
    assert len(list((tmp_path / "records").iterdir())) == 1
    assert Storage(tmp_path).load_stats()["rummy"]["Ann"]["games"]["played"] == 1
    assert not (tmp_path / "autosave.json").exists()


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        return False


def test_two_games_alike_finished_in_the_same_second_are_two_records(tmp_path, monkeypatch):
    monkeypatch.setattr("cardtable.files.storage.time.strftime", lambda *a: "20260101-120000")  # the same second
    for _ in range(2):
        s = Session("rummy", [Seat("Ann"), Seat("Bo", "random")], 7, {"target": 40}, Storage(tmp_path))
        finish(s)
    assert len(list((tmp_path / "records").iterdir())) == 2
    assert Storage(tmp_path).load_stats()["rummy"]["Ann"]["games"]["played"] == 2


# -- 8. records and the command line --------------------------------------------------------------------------
def test_a_record_is_compact_and_versioned():
    s = Session("rummy", [Seat("Ann"), Seat("Bo", "random")], 3, {"target": 40})
    finish(s)
    doc = s.record.to_json()
    assert doc["version"] == 2 and all(isinstance(a, str) for a in doc["actions"])
    r = s.record  # the seal (each deal's shuffle and checksum) is per deal, not per move
    per_move = (len(r.dumps()) - len(Record(r.game, 2, 3, {"target": 40}, [], r.seats, notes=r.notes, salt=r.salt,
                                            fingerprint=r.fingerprint, deals=r.deals, checks=r.checks).dumps())
                ) / len(r.actions)
    assert per_move < 12
    assert Record.loads(s.record.dumps()).actions == s.record.actions
    old = dict(doc, version=1, actions=[a.to_json() for a in s.record.actions])
    old.pop("kinds")
    assert Record.from_json(old).actions == s.record.actions  # format 1 is still read


def _record_text(**changes) -> str:
    s = Session("rummy", [Seat("Ann"), Seat("Bo", "random")], 3, {"target": 40})
    doc = {**s.record.to_json(), **changes}
    return json.dumps(doc)


HOSTILE_RECORDS = {
    "deep": lambda: "[" * 200_000,
    "huge seed": lambda: _record_text(seed=10 ** 5000),
    "seed out of range": lambda: _record_text(seed=-1),
    "nan": lambda: _record_text().replace('"seed": 3', '"seed": NaN'),
    "too many actions": lambda: _record_text(actions=["0:0"] * 2_000_001),
    "oversized": lambda: " " * (9 << 20),
    "control in a zone": lambda: _record_text(kinds=["draw"], actions=["0:0 @st\u0000ock"]),
    "empty": lambda: "",
}


@pytest.mark.parametrize("kind", list(HOSTILE_RECORDS))
def test_a_hostile_record_is_one_line_and_status_2_in_under_a_second(tmp_path, kind, capsys):
    sys.set_int_max_str_digits(0) if hasattr(sys, "set_int_max_str_digits") else None
    try:
        text = HOSTILE_RECORDS[kind]()
    finally:
        sys.set_int_max_str_digits(4300) if hasattr(sys, "set_int_max_str_digits") else None
    p = tmp_path / "bad.json"
    p.write_text(text)
    start = time.perf_counter()
    assert main(["replay", str(p)]) == 2
    assert time.perf_counter() - start < 1.0
    err = capsys.readouterr().err
    assert err.startswith("cardtable: error: cannot replay") and err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("what", ["fifo", "/dev/zero", "folder"])
def test_replaying_what_is_not_a_file_does_not_hang(tmp_path, what, capsys):
    p = {"fifo": tmp_path / "fifo", "/dev/zero": Path("/dev/zero"), "folder": tmp_path}[what]
    if what == "fifo":
        os.mkfifo(p)
    start = time.perf_counter()
    assert main(["replay", str(p)]) == 2
    assert time.perf_counter() - start < 1.0
    assert capsys.readouterr().err.count("\n") == 1


@pytest.mark.parametrize("spec", ["ismcts:0", "ismcts:abc", "ismcts:-3", "ismcts:" + "9" * 50, "nobody"])
def test_a_bad_player_on_the_command_line_is_one_line(spec, capsys):
    assert main(["simulate", "golf", "--players", "2", "--games", "1", "--ai", f"{spec},random"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cardtable: error:") and err.count("\n") == 1


CTRL_C = """
import sys
from cardtable.__main__ import main  # as `python -m cardtable` runs it, from main's first line on
sys.argv = ["cardtable", "simulate", "oh-heck", "--players", "4", "--games", "100000"]
sys.stderr.write("up\\n")
sys.stderr.flush()
sys.exit(main())
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGINT to a child is POSIX here")
@pytest.mark.parametrize("delay", [0.005, 0.03, 0.1, 0.5])
def test_ctrl_c_at_any_moment_exits_130_without_a_traceback(delay):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", CTRL_C], env=env, stderr=subprocess.PIPE,
                            stdout=subprocess.DEVNULL)
    assert proc.stderr.readline() == b"up\n"
    time.sleep(delay)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err.decode()
    assert b"Traceback" not in err


@pytest.mark.skipif(os.name != "posix", reason="a shell pipe")
def test_a_closed_pipe_is_quiet():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run(f"{sys.executable} -m cardtable list --json | head -c 10", shell=True, env=env,
                         capture_output=True, timeout=60)
    assert out.stderr == b""


# -- 6. the workers watch their parent -----------------------------------------------------------------------
START_WORKER = """
import sys, time
sys.path.insert(0, sys.argv[1])
from cardtable.ai import service
service._executor().submit(int, 0).result(timeout=120)
print(*service.worker_pids(), flush=True)
time.sleep(120)
"""


def _children(pid: int) -> list[int]:
    out = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                if int((d / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    out.append(int(d.name))
            except (OSError, IndexError, ValueError):
                pass
    return out


def _alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")
@pytest.mark.parametrize("sig", ["SIGKILL", "SIGTERM", "SIGHUP"])
def test_when_the_program_dies_its_workers_exit_within_2_seconds(sig):
    proc = subprocess.Popen([sys.executable, "-c", START_WORKER, str(ROOT)], stdout=subprocess.PIPE)
    [worker] = [int(x) for x in proc.stdout.readline().split()]
    kids = _children(proc.pid)  # the worker and the resource tracker
    assert worker in kids
    os.kill(proc.pid, getattr(signal, sig))
    proc.wait()
    end = time.monotonic() + 2.0
    while any(_alive(k) for k in kids) and time.monotonic() < end:
        time.sleep(0.05)
    assert not [k for k in kids if _alive(k)]

