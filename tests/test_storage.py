"""Nothing lost: atomic saves, resume after a kill, damaged files set aside, statistics."""

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

from cardtable.engine.record import replay
from cardtable.files.storage import Storage, summarise
from cardtable.games import get_game
from cardtable.host.session import Seat, Session

ROOT = Path(__file__).resolve().parent.parent


def seats(n: int, persons: int = 1) -> list[Seat]:
    return [Seat(f"P{i}") if i < persons else Seat(f"C{i}", "random") for i in range(n)]


def play_some(session: Session, n: int, seed: int = 0) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        if session.state.over:
            return
        session.apply(rng.choice(session.game.legal_actions(session.state)))


def test_settings_round_trip(tmp_path):
    st = Storage(tmp_path)
    st.save_settings({"speed": 2, "sound": False})
    assert Storage(tmp_path).load_settings() == {"speed": 2, "sound": False}


def test_resume_gives_back_exactly_the_game_that_was_left(tmp_path):
    s = Session(get_game("oh-heck"), seats(4), 5, {"schedule": "down"}, Storage(tmp_path))
    play_some(s, 37)
    back = Session.resume(Storage(tmp_path))
    assert back is not None and back.state == s.state and back.seats == s.seats
    assert back.state.to_move == s.state.to_move


DAMAGE = {
    "truncated": lambda text: text[: len(text) // 2],
    "garbled": lambda text: "\x00\xff garbage \x13" + text[5:],
    "foreign": lambda text: json.dumps({"hello": "world"}),
    "newer": lambda text: text.replace('"version": 1', '"version": 999', 1),
}


@pytest.mark.parametrize("kind", list(DAMAGE))
@pytest.mark.parametrize("which", ["settings", "autosave", "stats"])
def test_a_damaged_file_is_set_aside_with_one_message_and_defaults_are_used(tmp_path, kind, which):
    st = Storage(tmp_path)
    if which == "settings":
        st.save_settings({"speed": 3})
        name = "settings.json"
    elif which == "autosave":
        s = Session(get_game("rummy"), seats(2), 1, None, st)
        play_some(s, 5)
        s.flush()  # the background writer has it on disk
        (tmp_path / "autosave.journal").unlink()  # the journal would give the game back: here the autosave alone
        name = "autosave.json"
    else:
        st.add_result("rummy", "Ann", True, 120, False)
        name = "stats.json"
    p = tmp_path / name
    p.write_text(DAMAGE[kind](p.read_text()), encoding="utf-8", errors="surrogateescape")
    fresh = Storage(tmp_path)
    if which == "settings":
        assert fresh.load_settings() == {}
    elif which == "autosave":
        assert Session.resume(fresh) is None
    else:
        assert fresh.load_stats() == {}
    assert len(fresh.messages) == 1 and "moved to" in fresh.messages[0]
    assert not p.exists()
    aside = list((tmp_path / "damaged").iterdir())
    assert len(aside) == 1 and aside[0].name.startswith(name)


def test_an_autosave_that_no_longer_replays_is_set_aside(tmp_path):
    st = Storage(tmp_path)
    s = Session(get_game("rummy"), seats(2), 1, None, st)
    play_some(s, 6)
    s.flush()
    doc = json.loads((tmp_path / "autosave.json").read_text())
    first = doc["data"]["actions"][0]  # "<seat>:<kind> ...": the same move, by the other seat
    doc["data"]["actions"][0] = str(1 - int(first[0])) + first[1:]
    (tmp_path / "autosave.json").write_text(json.dumps(doc))
    fresh = Storage(tmp_path)
    back = Session.resume(fresh)  # the journal beside it holds the game (issue 41): only the autosave goes
    assert back is not None and back.actions == s.actions
    assert len(fresh.messages) == 1 and "could not be resumed" in fresh.messages[0]
    assert [p.name.split(".")[0] for p in (tmp_path / "damaged").iterdir()] == ["autosave"]
    (tmp_path / "autosave.journal").unlink()
    back.storage.flush_autosave()
    (tmp_path / "autosave.json").write_text(json.dumps(doc))  # alone: no game to continue
    fresh = Storage(tmp_path)
    assert Session.resume(fresh) is None
    assert "could not be resumed" in fresh.messages[0] and "no game to continue" in fresh.messages[0]


KILLER = r"""
import random, sys
sys.path.insert(0, sys.argv[2])
from cardtable.games import get_game
from cardtable.host.session import Seat, Session
from cardtable.files.storage import Storage
st = Storage(sys.argv[1])
s = Session(get_game("oh-heck"), [Seat("Ann"), Seat("B", "random"), Seat("C", "random")], 9, None, st)
rng = random.Random(1)
s.apply(rng.choice(s.game.legal_actions(s.state)))
s.flush()  # the game and its first move are on disk before the kill may come (the writer keeps up)
print("ready", flush=True)
while not s.state.over:
    s.apply(rng.choice(s.game.legal_actions(s.state)))
"""


@pytest.mark.parametrize("delay", [0.05, 0.15, 0.3, 0.6])
def test_killed_at_any_moment_the_autosave_resumes_to_a_replay_of_itself(tmp_path, delay):
    proc = subprocess.Popen([sys.executable, "-c", KILLER, str(tmp_path), str(ROOT)], stdout=subprocess.PIPE)
    assert proc.stdout.readline().strip() == b"ready"
    time.sleep(delay)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    st = Storage(tmp_path)
    back = Session.resume(st)
    assert st.messages == []
    if back is None:  # it finished first: the finished game was filed instead
        assert list((tmp_path / "records").iterdir())
        return
    assert back.state == replay(back.game, back.record)
    assert len(back.record.actions) > 0


def test_statistics_count_games_wins_streaks_and_practice_apart(tmp_path):
    st = Storage(tmp_path)
    for won, score in ((True, 120), (True, 90), (False, 40), (True, 150)):
        st.add_result("rummy", "Ann", won, score, lower_wins=False)
    st.add_result("rummy", "Ann", True, 10, lower_wins=False, practice=True)
    line = summarise(Storage(tmp_path).load_stats()["rummy"]["Ann"]["games"])
    assert (line["played"], line["won"], line["best"], line["streak"], line["longest"]) == (4, 3, 150, 1, 2)
    assert line["win_rate"] == 0.75 and line["average"] == 100
    assert Storage(tmp_path).load_stats()["rummy"]["Ann"]["practice"]["played"] == 1


def test_lowest_is_best_where_the_lowest_total_wins(tmp_path):
    st = Storage(tmp_path)
    st.add_result("golf", "Bo", True, 12, lower_wins=True)
    st.add_result("golf", "Bo", False, 30, lower_wins=True)
    assert st.load_stats()["golf"]["Bo"]["games"]["best"] == 12


def test_a_finished_game_is_filed_counted_and_the_autosave_cleared(tmp_path):
    st = Storage(tmp_path)
    s = Session(get_game("oh-heck"), seats(3), 2, {"schedule": "single", "cards": 2}, st)
    play_some(s, 500)
    assert s.state.over
    assert not (tmp_path / "autosave.json").exists()
    assert len(list((tmp_path / "records").iterdir())) == 1
    assert st.load_stats()["oh-heck"]["P0"]["games"]["played"] == 1


def test_undo_goes_back_to_the_persons_previous_decision_and_marks_practice(tmp_path):
    st = Storage(tmp_path)
    s = Session(get_game("oh-heck"), seats(4), 3, {"schedule": "single", "cards": 5}, st)
    rng = random.Random(2)
    while not any(a.seat == 0 for a in s.record.actions):
        s.apply(rng.choice(s.game.legal_actions(s.state)))
    for _ in range(5):
        s.apply(rng.choice(s.game.legal_actions(s.state)))
    before_count = max(i for i, a in enumerate(s.record.actions) if a.seat == 0)
    assert before_count < len(s.record.actions) - 1
    assert s.undo()
    assert len(s.record.actions) == before_count and s.state.to_move == 0
    assert s.practice and Session.resume(Storage(tmp_path)).practice


def test_undo_is_only_for_one_person_against_computers():
    s = Session(get_game("oh-heck"), seats(4, persons=2), 3)
    play_some(s, 10)
    assert not s.can_undo() and not s.undo()


KILL_MID_SAVE = r"""
import os, random, signal, sys
sys.path.insert(0, sys.argv[2])
import cardtable.files.storage as storage
from cardtable.games import get_game
from cardtable.host.session import Seat, Session
kill_at = int(sys.argv[3])
saves = [0]
real_fdopen = os.fdopen


class HalfWriter:
    # The save that is cut short: half of the new file is written, then the program dies.
    def __init__(self, f):
        self.f = f
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return self.f.__exit__(*a)
    def write(self, text):
        self.f.write(text[: len(text) // 2])
        self.f.flush()
        os.kill(os.getpid(), signal.SIGKILL)
    def __getattr__(self, name):
        return getattr(self.f, name)


def fdopen(fd, *a, **k):
    saves[0] += 1
    f = real_fdopen(fd, *a, **k)
    return HalfWriter(f) if saves[0] == kill_at else f


storage.os.fdopen = fdopen
st = storage.Storage(sys.argv[1])
s = Session(get_game("oh-heck"), [Seat("Ann"), Seat("B", "random"), Seat("C", "random")], 9, None, st)
s.flush()
rng = random.Random(1)
while not s.state.over:
    s.apply(rng.choice(s.game.legal_actions(s.state)))
    print(len(s.actions), flush=True)  # applied, so shown: it must come back
    s.flush()  # at the pace of play: each action's save is written (the writer would skip to the latest)
"""


@pytest.mark.parametrize("seed", range(5))
def test_killed_in_the_middle_of_a_save_the_game_before_that_action_resumes(tmp_path, seed):
    kill_at = random.Random(seed).randint(2, 120)  # the save (1 = the new game's) that is cut short
    proc = subprocess.run([sys.executable, "-c", KILL_MID_SAVE, str(tmp_path), str(ROOT), str(kill_at)],
                          check=False, capture_output=True, timeout=120)
    assert proc.returncode == -signal.SIGKILL, proc.stderr.decode()
    assert list(tmp_path.glob(".autosave.json.*.tmp"))  # the half-written new file, never renamed
    st = Storage(tmp_path)
    back = Session.resume(st)
    assert st.messages == [] and back is not None
    applied = int(proc.stdout.decode().split()[-1])
    assert len(back.record.actions) == applied  # every move applied (the journal), though the save was cut short
    assert back.state == replay(back.game, back.record)
    rng = random.Random(1)  # the killed program's own moves, replayed to the same point
    again = Session(get_game("oh-heck"), back.seats, 9)
    for _ in range(applied):
        again.apply(rng.choice(again.game.legal_actions(again.state)))
    assert back.state == again.state
    Storage(tmp_path).tidy(older_than=0)
    assert not list(tmp_path.glob(".*.tmp"))  # the leftover is tidied away; the autosave stays
    assert (tmp_path / "autosave.json").exists()


def test_pass_and_play_counts_each_person_by_name(tmp_path):
    st = Storage(tmp_path)
    s = Session(get_game("oh-heck"), [Seat("Ann"), Seat("Bo"), Seat("C", "random")], 2,
                {"schedule": "single", "cards": 2}, st)
    play_some(s, 500)
    stats = st.load_stats()["oh-heck"]
    assert set(stats) == {"Ann", "Bo"} and all(stats[n]["games"]["played"] == 1 for n in stats)
    won = [n for n in stats if stats[n]["games"]["won"]]
    assert all(stats[n]["games"]["streak"] == (1 if n in won else 0) for n in stats)


def test_an_exported_record_and_a_kept_one_both_open(tmp_path):
    from cardtable.engine.record import RecordError
    from cardtable.files.storage import load_record_file

    st = Storage(tmp_path)
    s = Session(get_game("oh-heck"), seats(3), 2, {"schedule": "single", "cards": 2}, st)
    play_some(s, 500)
    exported = st.export_record(s.record)
    assert exported.parent == tmp_path / "exports"
    kept = next((tmp_path / "records").iterdir())
    for p in (exported, kept):
        rec = load_record_file(p)
        assert rec.actions == s.record.actions and replay(s.game, rec) == s.state
    with pytest.raises(RecordError, match="no file"):
        load_record_file(tmp_path / "nothing.json")
    with pytest.raises(RecordError, match="folder"):
        load_record_file(tmp_path)


# -- the autosave is written off the frame loop ----------------------------------------------------------------


def test_a_save_returns_at_once_while_the_writer_is_busy_and_the_latest_record_wins(tmp_path, monkeypatch):
    import threading

    import cardtable.files.storage as storage_module

    st = Storage(tmp_path)
    s = Session(get_game("rummy"), seats(2), 1, None, st)
    s.flush()
    gate = threading.Event()
    writes = []
    real = storage_module.write_atomic

    def slow(path, text):
        gate.wait(10)  # the disk is slow: the writer is stuck here until the test lets it go
        writes.append(path)
        real(path, text)

    monkeypatch.setattr(storage_module, "write_atomic", slow)
    for _ in range(6):
        start = time.perf_counter()
        s.apply(s.game.legal_actions(s.state)[0])
        st.save_autosave(s.record)  # the whole record, as at a deal's end
        assert time.perf_counter() - start < 0.5  # the screen never waits for the disk
    assert storage_module.WRITER.busy(tmp_path / "autosave.json")
    gate.set()
    s.flush()
    assert not storage_module.WRITER.busy()
    assert len(writes) <= 2  # the one under way, then the latest: the ones between were never written
    back = Storage(tmp_path).load_autosave()
    assert back is not None and back.actions == s.record.actions  # the file holds the latest record


def test_clearing_the_autosave_forgets_a_save_not_yet_written(tmp_path):
    st = Storage(tmp_path)
    s = Session(get_game("rummy"), seats(2), 1, None, st)
    play_some(s, 3)
    st.clear_autosave()
    s.flush()
    assert not (tmp_path / "autosave.json").exists()
