"""Issue 50's faults, each judged from what is on disk and what the player is told: a second copy's game
counted once however many games are counted between (1,000), a seat taken out of an autosave beside a whole
journal, a record with no seats or too few (refused alike by Continue and every command), and the temporary
file of a write cut short by a kill (tidied at the next start)."""

from __future__ import annotations

import fcntl
import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.cli.main import main
from cardtable.files.lock import open_storage
from cardtable.files.storage import Storage
from cardtable.host.session import Seat, Session

ROOT = Path(__file__).resolve().parents[1]


def play(s: Session, n: int, rng: random.Random) -> None:
    for _ in range(n):
        if s.state.over:
            return
        s.apply(rng.choice(s.game.legal_actions(s.state)))


def aside(root: Path) -> list[Path]:
    d = root / "damaged"
    return sorted(d.iterdir()) if d.is_dir() else []


def played(root: Path, game: str, name: str) -> int:
    return Storage(root).load_stats().get(game, {}).get(name, {}).get("games", {}).get("played", 0)


# -- 1. a second copy's finished game is counted exactly once ---------------------------------------------------
def test_a_second_copys_game_is_counted_once_with_1000_games_counted_between(tmp_path):
    a, lock_a = open_storage(tmp_path)  # copy A: the writer
    b, lock_b = open_storage(tmp_path)  # copy B: the second copy
    assert not a.readonly and b.readonly and b.guest
    g = Session("golf", [Seat("Bea"), Seat("Cy", "random")], 11, {}, b)
    play(g, 100_000, random.Random(11))
    assert g.state.over
    a.close()  # A closes: it merges B's file (B lives on)
    lock_a.release()
    assert played(tmp_path, "golf", "Bea") == 1
    c, lock_c = open_storage(tmp_path)  # another writer counts 1,000 other finished games
    assert not c.readonly
    for k in range(1000):
        assert c.count_game(f"other{k:08d}", "golf", True, [(f"P{k % 7}", k % 2 == 0, float(k % 40), False)])
    c.close()
    lock_c.release()
    assert played(tmp_path, "golf", "Bea") == 1
    b.close()  # B closes: it takes the folder's lock and merges its own file
    lock_b.release()
    assert played(tmp_path, "golf", "Bea") == 1
    assert len(list((tmp_path / "records").glob("*.json"))) == 1
    assert not list((tmp_path / "copies").glob("*.games"))  # merged, and gone with its copy
    d, lock_d = open_storage(tmp_path)  # and a next start counts nothing again
    d.close()
    lock_d.release()
    assert played(tmp_path, "golf", "Bea") == 1


def test_a_second_copy_that_becomes_the_writer_mid_game_counts_each_game_once(tmp_path):
    a, lock_a = open_storage(tmp_path)
    b, lock_b = open_storage(tmp_path)
    first = Session("golf", [Seat("Bea"), Seat("Cy", "random")], 12, {}, b)
    play(first, 100_000, random.Random(12))
    a.merge_copies()  # A counts B's first game
    for k in range(1000):
        a.count_game(f"other{k:08d}", "golf", True, [("Dee", False, 1.0, False)])
    a.close()
    lock_a.release()
    second = Session("golf", [Seat("Bea"), Seat("Cy", "random")], 13, {}, b)
    play(second, 100_000, random.Random(13))  # finished as the second copy: B takes the lock and merges
    assert not b.readonly
    b.close()
    lock_b.release()
    assert played(tmp_path, "golf", "Bea") == 2
    assert len(list((tmp_path / "records").glob("*.json"))) == 2


class Killed(BaseException):
    """The writer killed at this point (what it wrote before is on disk, nothing after)."""


def test_a_writer_killed_in_the_middle_of_a_merge_goes_on_after_the_last_game_it_counted(tmp_path, monkeypatch):
    a, lock_a = open_storage(tmp_path)
    b, lock_b = open_storage(tmp_path)
    g = Session("golf", [Seat("Bea"), Seat("Cy", "random")], 14, {}, b)
    play(g, 100_000, random.Random(14))

    def killed(self, name, upto):
        raise Killed

    with monkeypatch.context() as m:
        m.setattr(Storage, "set_copy_merged", killed)  # killed after counting, before noting how far it read
        with pytest.raises(Killed):
            a.merge_copies()
    lock_a.release()  # the killed writer's lock goes with it
    assert played(tmp_path, "golf", "Bea") == 1
    c, lock_c = open_storage(tmp_path)  # the next writer, then 1,000 other games
    for k in range(1000):
        c.count_game(f"other{k:08d}", "golf", True, [("Dee", False, 1.0, False)])
    c.merge_copies()
    c.close()
    lock_c.release()
    b.close()
    lock_b.release()
    assert played(tmp_path, "golf", "Bea") == 1


# -- 2. Continue reads seats as a person would expect -----------------------------------------------------------
def zed_and_ann(root: Path) -> Session:
    s = Session("golf", [Seat("Zed"), Seat("Ann")], 21, {}, Storage(root))
    play(s, 9, random.Random(21))
    s.flush()  # the table is left: the whole record on disk
    return s


def test_a_seat_taken_out_of_the_autosave_beside_a_whole_journal_is_seated_from_the_journal(tmp_path):
    s = zed_and_ann(tmp_path)
    p = tmp_path / "autosave.json"
    doc = json.loads(p.read_text())
    doc["data"]["seats"] = [d for d in doc["data"]["seats"] if d["name"] != "Ann"]
    p.write_text(json.dumps(doc))
    st = Storage(tmp_path)
    back = Session.resume(st)
    assert back is not None
    assert [(x.name, x.kind) for x in back.seats] == [("Zed", "person"), ("Ann", "person")]
    assert back.actions == s.actions and back.state == s.state
    assert [x.name for x in aside(tmp_path)][0].startswith("autosave.json")  # the damaged file, set aside
    assert len(st.messages) == 1 and "autosave.json" in st.messages[0] and "1 seat for 2 players" in st.messages[0]
    assert "continued from autosave.journal (9 moves)" in st.messages[0]
    assert not p.exists()
    s2 = Session.resume(Storage(tmp_path))  # and the game saved again goes on as it was
    assert s2 is not None and [x.name for x in s2.seats] == ["Zed", "Ann"]


def test_a_seat_handed_to_a_computer_is_continued_so_though_the_autosave_never_landed(tmp_path, monkeypatch):
    import cardtable.files.storage as storage_module

    s = zed_and_ann(tmp_path)
    monkeypatch.setattr(storage_module.WRITER, "_write", lambda p, text: None)  # killed before it writes again
    s.hand_seat(1, "medium")  # Ann's seat to a computer (as when her phone leaves)
    play(s, 2, random.Random(5))
    back = Session.resume(Storage(tmp_path))
    assert back is not None and back.actions == s.actions
    assert [(x.name, x.kind) for x in back.seats] == [("Zed", "person"), ("Ann", "medium")]


def test_a_seat_whose_kind_was_changed_in_the_autosave_alone_is_continued_as_played(tmp_path):
    s = zed_and_ann(tmp_path)
    p = tmp_path / "autosave.json"
    doc = json.loads(p.read_text())
    doc["data"]["seats"][1] = {"name": "Bob", "kind": "hard"}  # Ann, a person, made a computer named Bob
    p.write_text(json.dumps(doc))
    back = Session.resume(Storage(tmp_path))
    assert back is not None and back.actions == s.actions
    assert [(x.name, x.kind) for x in back.seats] == [("Zed", "person"), ("Ann", "person")]


def refusals(capsys, path: Path) -> list[str]:
    """Each command's one line refusing the file (its exit status must be 2)."""
    out = []
    for argv in (["verify", str(path)], ["replay", str(path)], ["review", str(path), "--seat", "1"],
                 ["code", str(path)]):
        assert main(argv) == 2, argv
        err = capsys.readouterr().err.strip()
        assert err.count("\n") == 0 and "Traceback" not in err, err
        out.append(err)
    return out


@pytest.mark.parametrize("seats, reason", [([], "it names no seats for 2 players"),
                                           ([{"name": "Zed", "kind": "person"}], "it names 1 seat for 2 players")])
def test_a_record_with_missing_seats_is_refused_alike_by_continue_and_every_command(tmp_path, capsys, monkeypatch,
                                                                                    seats, reason):
    monkeypatch.setattr("cardtable.ui.app.run", lambda **k: 0)
    root = tmp_path / "data"
    zed_and_ann(root)
    (root / "autosave.journal").unlink()  # no journal to seat it from
    p = root / "autosave.json"
    doc = json.loads(p.read_text())
    doc["data"]["seats"] = seats
    p.write_text(json.dumps(doc))
    f = tmp_path / "game.json"
    f.write_text(json.dumps(doc["data"]))
    lines = refusals(capsys, f)
    assert all(reason in line for line in lines), lines
    st = Storage(root)
    assert Session.resume(st) is None  # nobody invented: no "You", no "Basil"
    assert len(st.messages) == 1 and reason in st.messages[0] and "no game to continue" in st.messages[0]
    assert [x.name for x in aside(root)][0].startswith("autosave.json")


def test_a_journal_whose_first_line_lists_no_seats_is_not_continued_with_invented_people(tmp_path):
    zed_and_ann(tmp_path)
    (tmp_path / "autosave.json").unlink()
    j = tmp_path / "autosave.journal"
    lines = j.read_bytes().splitlines(keepends=True)
    import zlib

    head = json.loads(lines[0][9:])
    head["record"]["seats"] = []
    text = json.dumps(head, separators=(",", ":"))
    j.write_bytes(f"{zlib.crc32(text.encode()):08x} {text}\n".encode())  # the header alone: no moves to key
    st = Storage(tmp_path)
    back = Session.resume(st)
    assert back is None and len(st.messages) == 1 and "no seats for 2 players" in st.messages[0]


# -- 4. a temporary file of a write cut short is tidied at the next start ---------------------------------------
KILL_IN_WRITE = r"""
import os, random, signal, sys
sys.path.insert(0, sys.argv[2])
target = sys.argv[3]
real_fsync = os.fsync


def fsync(fd):
    where = os.readlink(f"/proc/self/fd/{fd}")
    if os.path.basename(where).startswith("." + target) and where.endswith(".tmp"):
        os.kill(os.getpid(), signal.SIGKILL)  # killed with the temporary file written, before its rename
    return real_fsync(fd)


os.fsync = fsync
from cardtable.files.lock import open_storage
from cardtable.host.session import Seat, Session
st, lock = open_storage(sys.argv[1])
s = Session("golf", [Seat("Ann"), Seat("Bo", "random")], 5, {}, st)
rng = random.Random(5)
while not s.state.over:
    s.apply(rng.choice(s.game.legal_actions(s.state)))
    s.flush()
print("not killed", flush=True)
"""


def leftovers(root: Path) -> list[Path]:
    return [p for p in root.rglob("*") if p.name.endswith(".tmp")]


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir() or not hasattr(signal, "SIGKILL"), reason="Linux")
@pytest.mark.parametrize("target", ["autosave.json", "stats.json", "20"])  # "20...": the record under records/
def test_a_temporary_file_left_by_a_kill_is_tidied_at_the_next_start(tmp_path, target):
    proc = subprocess.run([sys.executable, "-c", KILL_IN_WRITE, str(tmp_path), str(ROOT), target],
                          capture_output=True, timeout=120)
    assert proc.returncode == -signal.SIGKILL, proc.stderr.decode()[-800:]
    left = leftovers(tmp_path)
    assert left  # the cut-short file is there
    st, lock = open_storage(tmp_path)  # the next start, at once
    try:
        assert not leftovers(tmp_path), leftovers(tmp_path)
        assert st.messages == []
        back = Session.resume(st)  # the game itself is as it was (or filed, if it had ended)
        assert back is not None or list((tmp_path / "records").glob("*.json"))
    finally:
        st.close()
        lock.release()


def test_a_temporary_file_being_written_by_a_live_writer_is_left_alone(tmp_path):
    st = Storage(tmp_path)
    live = tmp_path / ".settings.json.0123456789ab.tmp"
    fd = os.open(live, os.O_WRONLY | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)  # a write under way (as safefs holds it)
        os.utime(live, (1, 1))  # however old it looks
        dead = tmp_path / ".stats.json.ba9876543210.tmp"
        dead.write_text("{")
        st2, lock = open_storage(tmp_path)
        assert live.exists() and not dead.exists()
        st2.close()
        lock.release()
    finally:
        os.close(fd)
    st.close()


def test_a_seat_of_a_kind_nobody_knows_is_refused_alike_not_played_as_another(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("cardtable.ui.app.run", lambda **k: 0)
    s = Session("golf", [Seat("Zed"), Seat("Cy", "hard")], 21, {}, Storage(tmp_path))
    play(s, 9, random.Random(21))
    s.flush()
    p = tmp_path / "autosave.json"
    doc = json.loads(p.read_text())
    doc["data"]["seats"][1]["kind"] = "wizard"  # would be played by some other computer, in silence
    p.write_text(json.dumps(doc))
    f = tmp_path / "game.json"
    f.write_text(json.dumps(doc["data"]))
    reason = "seat 2 is played by 'wizard', a player this Card Table does not know"
    assert all(reason in line for line in refusals(capsys, f))
    st = Storage(tmp_path)
    back = Session.resume(st)  # the whole journal beside it seats it as it was
    assert back is not None and [(x.name, x.kind) for x in back.seats] == [("Zed", "person"), ("Cy", "hard")]
    assert len(st.messages) == 1 and reason in st.messages[0] and "autosave.journal" in st.messages[0]
