"""Issue 41's faults, each judged from what is on disk after a real fault: a full disk (ENOSPC injected at
each write of a game, one at a time, and a real small filesystem when one can be mounted), a new game begun
on a full disk, one bad file beside a good one, lines of another game, a wrong type in a file, a record
with fewer seats than players, a long-lived second copy, Ctrl-C early in start-up, a link put in the
journal's place in the middle of a game."""

from __future__ import annotations

import errno
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

import cardtable.files.journal as journal_module
import cardtable.files.storage as storage_module
import cardtable.files.writer as writer_module
from cardtable.cli.main import main
from cardtable.engine.actions import Action
from cardtable.files.lock import open_storage
from cardtable.files.storage import Storage
from cardtable.host.session import Seat, Session

ROOT = Path(__file__).resolve().parents[1]


def golf(st: Storage | None, seed: int = 5) -> Session:
    return Session("golf", [Seat("Ann"), Seat("Bo", "random")], seed, {}, st)


def rummy(st: Storage | None, seed: int = 1) -> Session:
    return Session("rummy", [Seat("Ann"), Seat("Bo", "random")], seed, {"target": 40}, st)


def play(s: Session, n: int, rng: random.Random) -> None:
    for _ in range(n):
        if s.state.over:
            return
        s.apply(rng.choice(s.game.legal_actions(s.state)))


class Disk:
    """A disk that fills up: while ``full``, every write meets ENOSPC (``os.write`` after writing part of
    what it was given, as a real full disk does; an atomic write before its rename)."""

    def __init__(self, monkeypatch, autosave: bool = False) -> None:
        self.full = False
        self.failed = 0
        real_write, real_atomic = os.write, journal_module.write_atomic_in

        def write(fd, data):
            if self.full:
                self.failed += 1
                if len(data) > 1:
                    real_write(fd, bytes(data[:len(data) // 2]))  # a part lands, then the disk is full
                raise OSError(errno.ENOSPC, "No space left on device")
            return real_write(fd, data)

        def atomic(*a, **k):
            if self.full:
                self.failed += 1
                raise OSError(errno.ENOSPC, "No space left on device")
            return real_atomic(*a, **k)

        monkeypatch.setattr(os, "write", write)
        monkeypatch.setattr(journal_module, "write_atomic_in", atomic)
        if autosave:
            monkeypatch.setattr(writer_module, "write_atomic_in", atomic)
        else:  # the whole record never lands: the journal alone must hold the game
            monkeypatch.setattr(storage_module, "write_atomic", lambda p, text: None)


# -- 1. a full disk never tears the journal ------------------------------------------------------------------
@pytest.mark.parametrize("fill_at", [0, 1, 7, 20, 33])
def test_a_full_disk_never_tears_the_journal_and_it_resumes_whole(tmp_path, monkeypatch, fill_at):
    disk = Disk(monkeypatch)
    st = Storage(tmp_path)
    s = golf(st)
    rng = random.Random(fill_at)
    play(s, fill_at, rng)
    disk.full = True
    play(s, 12, rng)  # the disk is full: each of these moves' writes fails
    assert disk.failed and s.save_failed
    assert sum("could not be saved" in m for m in st.messages) == 1  # said once
    disk.full = False
    play(s, 10, rng)  # space again: the journal goes on, whole
    moves = len(s.actions)
    raw = (tmp_path / "autosave.journal").read_bytes()
    assert raw.endswith(b"\n") and all(len(ln) > 9 and ln[8:9] == b" " for ln in raw.splitlines())
    back = Session.resume(Storage(tmp_path))  # as after a kill
    assert back is not None and len(back.actions) == moves and back.state == s.state


def test_each_write_of_a_game_meeting_a_full_disk_loses_nothing_once_space_returns(tmp_path, monkeypatch):
    """ENOSPC at every write of a game, one at a time: the journal is whole afterwards, every move in it."""
    real_write = os.write
    for k in range(0, 40, 3):
        root = tmp_path / str(k)
        calls = {"n": 0}

        def write(fd, data, _k=k, _calls=calls):
            _calls["n"] += 1
            if _calls["n"] == _k + 1:
                real_write(fd, bytes(data[:max(1, len(data) // 3)]))
                raise OSError(errno.ENOSPC, "No space left on device")
            return real_write(fd, data)

        monkeypatch.setattr(os, "write", write)
        monkeypatch.setattr(storage_module, "write_atomic", lambda p, text: None)
        s = rummy(Storage(root), k)
        play(s, 45, random.Random(k))
        monkeypatch.setattr(os, "write", real_write)
        back = Session.resume(Storage(root))
        assert back is not None and back.actions == s.actions, k


@pytest.mark.skipif(os.name != "posix" or os.geteuid() != 0, reason="mounting a small filesystem needs root")
def test_a_real_full_disk_loses_no_move(tmp_path):
    small = tmp_path / "small"
    small.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(small)], capture_output=True).returncode:
        pytest.skip("no tmpfs here")
    try:
        st = Storage(small / "data")
        s = golf(st, 9)
        rng = random.Random(9)
        play(s, 20, rng)
        filler = small / "filler"
        fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
        try:  # fill the disk
            while True:
                os.write(fd, b"x" * 4096)
        except OSError:
            pass
        finally:
            os.close(fd)
        play(s, 40, rng)
        assert s.save_failed and len(st.messages) == 1
        filler.unlink()
        play(s, 30, rng)
        moves = len(s.actions)
        st.journal.close()
        back = Session.resume(Storage(small / "data"))
        assert back is not None and len(back.actions) == moves and back.state == s.state
        back.storage.journal.close()
    finally:
        subprocess.run(["umount", "-l", str(small)], capture_output=True)


# -- 2. a stale journal never beats the game in play --------------------------------------------------------
def begun_on_a_full_disk(tmp_path, monkeypatch, autosave: bool):
    """A Basic Rummy game played a while and flushed; then, the disk full, a Golf game begun and
    played ten moves. The disk, the Golf game and its random moves."""
    disk = Disk(monkeypatch, autosave=autosave)
    st = Storage(tmp_path)
    old = rummy(st, 3)
    play(old, 8, random.Random(1))
    old.flush()
    disk.full = True
    s = golf(st, 4)  # a new game on a full disk: its journal cannot be begun
    rng = random.Random(2)
    play(s, 10, rng)
    return disk, s, rng


@pytest.mark.parametrize("writer_lands", [True, False])
def test_a_new_game_begun_on_a_full_disk_is_the_game_continued(tmp_path, monkeypatch, writer_lands):
    disk, s, rng = begun_on_a_full_disk(tmp_path, monkeypatch, writer_lands)
    disk.full = False
    while len(s.state.history) < 1:  # on past a deal's end (the whole record is written there)
        play(s, 1, rng)
    play(s, 5, rng)
    s.storage.flush_autosave()
    back = Session.resume(Storage(tmp_path))
    assert back is not None and back.game.info.id == "golf" and back.actions == s.actions


def test_a_new_game_on_a_disk_that_stays_full_never_offers_the_old_one_as_if_it_were_in_play(tmp_path, monkeypatch):
    begun_on_a_full_disk(tmp_path, monkeypatch, True)
    back = Session.resume(Storage(tmp_path))
    assert back is None or back.game.info.id == "golf"


# -- 3. one bad file sets only itself aside ---------------------------------------------------------------------
def test_a_bad_autosave_beside_a_good_journal_keeps_the_journals_game(tmp_path):
    st = Storage(tmp_path)
    s = rummy(st, 2)
    play(s, 12, random.Random(2))
    s.flush()
    p = tmp_path / "autosave.json"
    doc = json.loads(p.read_text())
    doc["data"]["actions"][3] = doc["data"]["actions"][3].split(" ")[0] + " AS"  # well formed, not legal
    p.write_text(json.dumps(doc))
    st2 = Storage(tmp_path)
    back = Session.resume(st2)
    assert back is not None and back.actions == s.actions
    assert len(st2.messages) == 1 and "autosave.json" in st2.messages[0] and "12 moves" in st2.messages[0]
    assert "no game to continue" not in st2.messages[0]
    aside = [q.name for q in (tmp_path / "damaged").iterdir()]
    assert len(aside) == 1 and aside[0].startswith("autosave.json")


def test_an_illegal_move_in_the_journal_keeps_every_move_before_it(tmp_path):
    st = Storage(tmp_path)
    s = rummy(st, 2)
    play(s, 10, random.Random(2))
    kept = list(s.actions)
    s.record.actions.append(Action("discard", 0, (0,)))  # checksummed and numbered, but not legal here
    s.record.actions.append(Action("draw", 1, (), "stock"))
    st.journal_move(s.record)
    st2 = Storage(tmp_path)
    back = Session.resume(st2)
    assert back is not None and back.actions == kept
    assert len(st2.messages) == 1 and "autosave.journal" in st2.messages[0] and "10 moves" in st2.messages[0]


def test_a_damaged_autosave_is_not_called_no_game_when_the_journal_holds_it(tmp_path):
    st = Storage(tmp_path)
    s = rummy(st, 2)
    play(s, 12, random.Random(2))
    s.flush()
    (tmp_path / "autosave.json").write_text('{"format": "cardtable-autosave", "vers')
    st2 = Storage(tmp_path)
    back = Session.resume(st2)
    assert back is not None and back.actions == s.actions
    assert len(st2.messages) == 1 and "no game to continue" not in st2.messages[0]
    assert "journal" in st2.messages[0] and "12 moves" in st2.messages[0]


# -- 4. each line belongs to its game ----------------------------------------------------------------------------
def test_lines_of_another_game_are_not_replayed_into_this_one(tmp_path):
    a_root, b_root = tmp_path / "a", tmp_path / "b"
    a = rummy(Storage(a_root), 6)
    b = rummy(Storage(b_root), 6)  # the same deal: its moves are legal in the other game too
    rng_a, rng_b = random.Random(1), random.Random(1)
    play(a, 5, rng_a)
    play(b, 12, rng_b)
    assert a.actions == b.actions[:5] and a.record.notes["id"] != b.record.notes["id"]
    b_lines = (b_root / "autosave.journal").read_bytes().splitlines(keepends=True)
    with open(a_root / "autosave.journal", "ab") as f:
        f.writelines(b_lines[6:])  # b's moves 6 to 12, numbered as a's would be
    st = Storage(a_root)
    back = Session.resume(st)
    assert back is not None and back.actions == a.actions


# -- 5. a wrong type never blocks a start ------------------------------------------------------------------------
@pytest.mark.parametrize("note, value", [("undone", "2"), ("undone", 1.5), ("id", 7), ("practice", "yes")])
def test_a_wrong_type_in_the_autosave_never_blocks_a_start(tmp_path, note, value):
    st = Storage(tmp_path)
    s = rummy(st, 2)
    play(s, 6, random.Random(2))
    s.flush()
    p = tmp_path / "autosave.json"
    doc = json.loads(p.read_text())
    doc["data"]["notes"][note] = value
    p.write_text(json.dumps(doc))
    for _ in range(2):  # and the next start is as good
        st2 = Storage(tmp_path)
        back = Session.resume(st2)
        assert back is not None and back.actions == s.actions
        back.storage.flush_autosave()


def test_a_wrong_type_with_no_journal_is_set_aside_once(tmp_path):
    st = Storage(tmp_path)
    s = rummy(st, 2)
    play(s, 6, random.Random(2))
    s.flush()
    (tmp_path / "autosave.journal").unlink()
    p = tmp_path / "autosave.json"
    doc = json.loads(p.read_text())
    doc["data"]["notes"]["undone"] = "two"
    p.write_text(json.dumps(doc))
    st2 = Storage(tmp_path)
    assert Session.resume(st2) is None and len(st2.messages) == 1 and "autosave.json" in st2.messages[0]
    st3 = Storage(tmp_path)
    assert Session.resume(st3) is None and not st3.messages


# -- 6. Continue reads a record as every command does --------------------------------------------------------------
@pytest.mark.parametrize("seats", [[], [{"name": "Ann", "kind": "person"}]])
def test_continue_takes_what_the_commands_take_seats_too(tmp_path, seats, capsys, monkeypatch):
    """Fewer seats than players (or none): refused alike, with the same reason, by every command and by
    Continue (issue 50: nobody is invented for a seat)."""
    monkeypatch.setattr("cardtable.ui.app.run", lambda **k: 0)
    s = golf(None, 7)
    play(s, 6, random.Random(7))
    doc = s.record.to_json()
    doc["seats"] = seats
    p = tmp_path / "game.json"
    p.write_text(json.dumps(doc))
    refused = [main(argv) for argv in (["verify", str(p)], ["replay", str(p)], ["code", str(p)])]
    reason = "for 2 players"
    assert refused == [2, 2, 2] and capsys.readouterr().err.count(reason) == 3
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "autosave.json").write_text(json.dumps({"format": "cardtable-autosave", "version": 1,
                                                                 "data": doc}))
    st = Storage(tmp_path / "data")
    assert Session.resume(st) is None and len(st.messages) == 1 and reason in st.messages[0]


def test_a_record_naming_more_seats_than_players_is_refused_everywhere(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("cardtable.ui.app.run", lambda **k: 0)
    s = golf(None, 7)
    play(s, 6, random.Random(7))
    doc = s.record.to_json()
    doc["seats"] = doc["seats"] * 2
    p = tmp_path / "game.json"
    p.write_text(json.dumps(doc))
    assert [main(argv) for argv in (["verify", str(p)], ["replay", str(p)], ["code", str(p)])] == [2, 2, 2]
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "autosave.json").write_text(json.dumps({"format": "cardtable-autosave", "version": 1,
                                                                 "data": doc}))
    st = Storage(tmp_path / "data")
    assert Session.resume(st) is None and "seats" in st.messages[0]


# -- 7. a long-lived second copy's games are counted once ---------------------------------------------------------
@pytest.mark.slow  # over ten seconds
def test_a_long_lived_second_copys_game_is_counted_once(tmp_path, monkeypatch):
    import cardtable.files.stats as stats_data

    monkeypatch.setattr(stats_data, "COUNTED", 4)  # the window of ids kept, made small
    monkeypatch.setattr(storage_module, "COUNTED", 4)
    a, lock_a = open_storage(tmp_path)
    b, lock_b = open_storage(tmp_path)
    assert b.readonly
    g = rummy(b, 20)
    play(g, 100_000, random.Random(0))
    a.merge_copies()
    for k in range(6):  # the writer plays on: the second copy's id falls out of the window
        play(rummy(a, 30 + k), 100_000, random.Random(k))
    a.merge_copies()
    a.merge_copies()
    assert Storage(tmp_path).load_stats()["rummy"]["Ann"]["games"]["played"] == 7
    b.close()
    lock_b.release()
    a.close()
    lock_a.release()
    assert Storage(tmp_path).load_stats()["rummy"]["Ann"]["games"]["played"] == 7


# -- 8. Ctrl-C early in start-up -------------------------------------------------------------------------------------
EARLY = r"""
import os, signal, sys
sys.argv = ["cardtable", "simulate", "golf", "--players", "2", "--games", "100000"]
K = int(os.environ["CT_AT"])


class Interrupt:  # Ctrl-C as the K-th module is looked for (besides the program's two first ones)
    n = 0

    def find_spec(self, name, path=None, target=None):
        if name not in ("cardtable", "cardtable.__main__"):
            Interrupt.n += 1
            if Interrupt.n == K:
                os.kill(os.getpid(), signal.SIGINT)
        return None


import threading
threading.Timer(3, os.kill, (os.getpid(), signal.SIGINT)).start()  # if fewer modules than K are loaded
sys.meta_path.insert(0, Interrupt())
from cardtable.__main__ import main  # as the console script does
sys.exit(main())
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGINT to itself is POSIX here")
@pytest.mark.parametrize("k", [1, 2, 3, 5, 8, 13, 30, 60, 90])
def test_ctrl_c_as_the_program_loads_exits_without_a_traceback(k):
    env = dict(os.environ, PYTHONPATH=str(ROOT), CT_AT=str(k))
    out = subprocess.run([sys.executable, "-c", EARLY], env=env, capture_output=True, timeout=120)
    assert b"Traceback" not in out.stderr, out.stderr.decode()[-600:]
    assert out.returncode == 130 and out.stderr.count(b"\n") <= 1


def test_the_version_is_not_looked_up_at_import():
    out = subprocess.run([sys.executable, "-c", "import sys, cardtable; print('importlib.metadata' in sys.modules);"
                          "print(cardtable.__version__)"], env=dict(os.environ, PYTHONPATH=str(ROOT)),
                         capture_output=True, text=True, timeout=60)
    lines = out.stdout.split()
    assert lines[0] == "False" and lines[1] and lines[1] != "unknown", out


# -- 9. a link in the journal's place in the middle of a game -------------------------------------------------------
@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
@pytest.mark.parametrize("what", ["link", "removed"])
def test_a_journal_replaced_in_the_middle_of_a_game_is_noticed(tmp_path, what, monkeypatch):
    monkeypatch.setattr(storage_module, "write_atomic", lambda p, text: None)
    root, outside = tmp_path / "data", tmp_path / "outside"
    outside.mkdir()
    (outside / "precious.txt").write_text("keep me")
    st = Storage(root)
    s = rummy(st, 4)
    rng = random.Random(4)
    play(s, 5, rng)
    j = root / "autosave.journal"
    j.unlink()
    if what == "link":
        j.symlink_to(outside / "precious.txt")
    play(s, 5, rng)
    assert (outside / "precious.txt").read_text() == "keep me"
    if what == "link":  # refused, never written through, and said
        assert s.save_failed and len(st.messages) == 1 and "autosave.journal" in st.messages[0]
    else:  # begun again: every move on disk
        back = Session.resume(Storage(root))
        assert back is not None and back.actions == s.actions


# -- and the pieces: a second copy's file on a full disk; a note of the wrong type never raises -----------------
def test_a_second_copys_file_is_not_torn_by_a_full_disk(tmp_path, monkeypatch):
    a, lock_a = open_storage(tmp_path)
    b, lock_b = open_storage(tmp_path)
    real_write = os.write
    full = {"on": True}

    def write(fd, data):
        if full["on"]:
            real_write(fd, bytes(data[:len(data) // 2]))
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", write)
    g1 = rummy(b, 20)
    play(g1, 100_000, random.Random(0))  # finished on a full disk: not filed, and said
    assert any("could not be saved" in m for m in b.messages)
    full["on"] = False
    g2 = rummy(b, 21)
    play(g2, 100_000, random.Random(1))  # space again: filed whole
    a.merge_copies()
    assert Storage(tmp_path).load_stats()["rummy"]["Ann"]["games"]["played"] == 1
    b.close()
    lock_b.release()
    a.close()
    lock_a.release()


def test_newer_reads_notes_by_type():
    from cardtable.files.journal import newer

    s = golf(None, 3)
    play(s, 4, random.Random(3))
    saved, journal = s.record, Session("golf", [Seat("Ann"), Seat("Bo", "random")], 3, {}).record
    journal.notes["id"] = saved.notes["id"]
    journal.actions = list(saved.actions) + []
    saved.notes["undone"] = "2"  # as a file might hold it
    assert newer(saved, journal) is not None
