"""Nothing lost, in the real window: Continue resumes the game left, settings stay as set,
a damaged file is one message at the start, records export and replay move by move,
statistics show. Every test keeps its files in its own folder."""

from __future__ import annotations

import json
import random
import re

import pygame
import pytest
from driver import SHORT, click, frame, gesture, key, make_app, play_to_end, table
from test_practice import my_moves, until_my_turn
from test_storage import DAMAGE  # the ways a file is damaged

from cardtable.ai import service as computer
from cardtable.cli.main import main
from cardtable.engine.record import replay
from cardtable.engine.redact import mask
from cardtable.files.storage import Storage, load_record_file
from cardtable.games import get_game
from cardtable.host.session import Seat, Session
from cardtable.ui.app import App
from cardtable.ui.scenes.gameover import GameOver
from cardtable.ui.scenes.menu import Menu
from cardtable.ui.scenes.message import Message
from cardtable.ui.scenes.replay import open_replay
from cardtable.ui.scenes.settings_scene import SettingsScene
from cardtable.ui.scenes.stats import Statistics
from cardtable.ui.scenes.summary import DealSummary
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.settings import Settings
from tests.ui.driver import host

SOLO = ["person", "random", "random", "random"]


@pytest.fixture(autouse=True)
def _quit_pygame():
    yield
    computer.shutdown()  # a table of medium computers (the set-up's default) starts the worker process
    pygame.quit()


def start(root, settings: Settings | None = None) -> App:
    """The program starting on the files in ``root``, as `cardtable` does: menu, then the files checked."""
    app = App((1024, 600), settings or Settings(animation="instant", pace="instant", sound=False),
              storage=Storage(root))
    app.start_menu()
    frame(app)  # the first frame; the files are read after it
    frame(app)
    return app


def button(scene, value):
    return next((b for b in scene.buttons if b.value == value), None)


# -- resume ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id, decisions", [("oh-heck", 4), ("rummy", 3), ("skull", 2)])
def test_continue_resumes_exactly_the_game_that_was_left(tmp_path, game_id, decisions):
    app = make_app(storage=Storage(tmp_path))
    kinds = ["person", "random", "random"]
    scene = table(app, game_id, kinds, seed=7, save=True)
    my_moves(app, scene, decisions, random.Random(1))
    frame(app)
    left = host(scene).state
    actions = list(host(scene).actions)
    pygame.quit()  # the lid is closed

    back = start(tmp_path)
    menu = back.top
    assert isinstance(menu, Menu) and button(menu, "continue") is not None
    menu.press("continue")  # (a click would also run the first frame, where a computer may move at once)
    resumed = back.top
    assert isinstance(resumed, TableScene) and resumed is not scene
    assert host(resumed).actions == actions
    assert host(resumed).state == left  # every hand, score and whose turn
    assert host(resumed).state.to_move == left.to_move
    assert host(resumed).state == replay(get_game(game_id), host(resumed).record)
    assert resumed.board.masked() == mask(left.table, resumed.screen_person).zones  # as the person may see it
    # and it plays on to its end from there
    play_to_end(back, resumed, seed=3)
    assert not back.errors
    assert not (tmp_path / "autosave.json").exists()  # finished: kept and counted, the autosave cleared
    assert len(list((tmp_path / "records").iterdir())) == 1


WINDOW_KILLER = r"""
import sys
sys.path[:0] = [sys.argv[2], sys.argv[2] + "/tests/ui"]
from driver import frame, host, make_app, table
from cardtable.files.storage import Storage
app = make_app(storage=Storage(sys.argv[1]), animation="fast")
scene = table(app, "oh-heck", ["random"] * 4, seed=5, options={}, save=True)
while not host(scene).actions:  # the first deal is dealt on screen before anyone plays
    frame(app)
host(scene).flush()  # the first move is on disk (later ones may be in flight when the kill comes)
print("ready", flush=True)
while True:
    frame(app)
"""


@pytest.mark.parametrize("seed", range(3))
def test_the_window_killed_at_a_random_moment_continues_where_it_was(tmp_path, seed):
    import os
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    root = str(Path(__file__).resolve().parents[2])
    proc = subprocess.Popen([sys.executable, "-c", WINDOW_KILLER, str(tmp_path), root], stdout=subprocess.PIPE)
    assert proc.stdout.readline().strip() == b"ready"
    time.sleep(random.Random(seed).uniform(0.2, 1.5))
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    st = Storage(tmp_path)
    back = Session.resume(st)
    assert st.messages == [] and back is not None and back.actions
    assert back.state == replay(back.game, back.record)
    app = start(tmp_path)
    app.top.press("continue")
    scene = app.top
    assert isinstance(scene, TableScene) and host(scene).state == back.state


def test_no_continue_without_a_saved_game(tmp_path):
    app = start(tmp_path)
    assert button(app.top, "continue") is None
    assert not any(isinstance(s, Message) for s in app.stack)


def test_a_new_game_over_an_unfinished_one_asks_first(tmp_path):
    st = Storage(tmp_path)
    Session("rummy", [Seat("Ann"), Seat("Bo", "random")], 3, None, st)
    app = start(tmp_path)
    from cardtable.ui.scenes.setup import Setup

    app.push(Setup(app, get_game("rummy")))
    app.top.start()
    assert isinstance(app.top, Message) and len(app.top.buttons) == 2
    key(app, pygame.K_ESCAPE)  # keep it
    assert isinstance(app.top, Setup) and app.can_continue()
    app.top.start()
    app.dirty = True
    frame(app)
    click(app, app.top.buttons[0].rect.center)  # start the new one
    assert isinstance(app.top, TableScene) and app.resumable is None
    assert Storage(tmp_path).load_autosave().seats[0]["name"] == "You"  # the new game is the one saved now


# -- damaged files ------------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", list(DAMAGE))
@pytest.mark.parametrize("which", ["settings", "autosave", "stats"])
def test_a_damaged_file_is_one_message_at_the_start_and_play_goes_on(tmp_path, kind, which):
    st = Storage(tmp_path)
    if which == "settings":
        st.save_settings({"animation": "slow", "back": "red"})
    elif which == "autosave":
        s = Session("rummy", [Seat("Ann"), Seat("Bo", "random")], 1, None, st)
        s.apply(s.game.legal_actions(s.state)[0])
        s.flush()  # the background writer has it on disk
        (tmp_path / "autosave.journal").unlink()  # the journal would give the game back: here the autosave alone
    else:
        st.add_result("rummy", "Ann", True, 120, False)
    name = {"settings": "settings.json", "autosave": "autosave.json", "stats": "stats.json"}[which]
    p = tmp_path / name
    p.write_text(DAMAGE[kind](p.read_text()), encoding="utf-8", errors="surrogateescape")

    app = App((1024, 600), storage=Storage(tmp_path))  # reads the settings itself
    app.start_menu()
    frame(app)
    frame(app)
    messages = [s for s in app.stack if isinstance(s, Message)]
    assert len(messages) == 1 and "moved to" in messages[0].text and "damaged" in messages[0].text
    assert app.settings == Settings() if which == "settings" else True
    click(app, messages[0].buttons[0].rect.center)
    frame(app)
    assert isinstance(app.top, Menu) and not app.errors
    assert button(app.top, "continue") is None  # nothing to continue: the damaged game was set aside
    assert not p.exists() and len(list((tmp_path / "damaged").iterdir())) == 1
    # and the program carries on: a new game, counted in fresh statistics
    app.settings = Settings(animation="instant", pace="instant", sound=False)
    scene = table(app, "oh-heck", SOLO, seed=2, save=True)
    play_to_end(app, scene, seed=1)
    assert Storage(tmp_path).load_stats()["oh-heck"]["Alice"]["games"]["played"] == 1
    assert not any(isinstance(s, Message) for s in app.stack)


def test_several_damaged_files_are_one_message(tmp_path):
    st = Storage(tmp_path)
    st.save_settings({"animation": "slow"})
    st.add_result("rummy", "Ann", True, 120, False)
    Session("rummy", [Seat("Ann"), Seat("Bo", "random")], 1, None, st).flush()
    for name in ("settings.json", "stats.json", "autosave.json"):
        (tmp_path / name).write_text("{ not json", encoding="utf-8")
    app = App((1024, 600), storage=Storage(tmp_path))  # as the program starts: it reads the settings too
    app.start_menu()
    frame(app)
    frame(app)
    messages = [s for s in app.stack if isinstance(s, Message)]
    assert len(messages) == 1
    text = messages[0].text
    assert "settings file" in text and "statistics file" in text and "saved game" in text
    click(app, messages[0].buttons[0].rect.center)
    frame(app)
    assert isinstance(app.top, Menu) and len(list((tmp_path / "damaged").iterdir())) == 3


def test_a_save_that_fails_is_said_once_and_the_game_goes_on(tmp_path, monkeypatch):
    app = make_app(storage=Storage(tmp_path))
    scene = table(app, "oh-heck", SOLO, seed=2, save=True)
    host(scene).flush()  # the new game's own save is on disk before the disk "fills"

    def full(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("cardtable.files.storage.write_atomic", full)
    until_my_turn(app, scene)
    gesture(app, scene, scene.input.gestures.legal[0])
    host(scene).flush()  # the save failed in the background writer
    frame(app)
    assert isinstance(app.top, Message) and "could not be saved" in app.top.text
    click(app, app.top.buttons[0].rect.center)
    until_my_turn(app, scene)
    gesture(app, scene, scene.input.gestures.legal[0])
    frame(app)
    assert app.top is scene and not app.errors  # said once


# -- settings ----------------------------------------------------------------------------------------------


def test_settings_are_kept_at_once_and_apply_at_once(tmp_path):
    app = App((1024, 600), storage=Storage(tmp_path))
    scene = table(app, "oh-heck", SOLO, save=True)
    assert scene.board.fly == Settings().fly_seconds
    app.push(SettingsScene(app))
    app.top.press("animation")  # normal -> fast
    app.top.press("back")  # the card back: blue -> red
    assert Storage(tmp_path).load_settings()["animation"] == "fast"  # kept before leaving the screen
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    assert scene.board.fly == Settings(animation="fast").fly_seconds and scene.view.back == "red"
    again = App((1024, 600), storage=Storage(tmp_path))
    assert again.settings.animation == "fast" and again.settings.back == "red"


# -- export and replay ----------------------------------------------------------------------------------------


def finished(tmp_path, game_id: str = "oh-heck"):
    app = make_app(storage=Storage(tmp_path))
    scene = table(app, game_id, SOLO, seed=12, save=True)
    play_to_end(app, scene, seed=2)
    assert isinstance(app.top, GameOver)
    return app, scene


def test_export_writes_the_record_and_says_where(tmp_path):
    app, scene = finished(tmp_path)
    click(app, button(app.top, "export").rect.center)
    files = list((tmp_path / "exports").iterdir())
    assert len(files) == 1
    msg = app.top
    assert isinstance(msg, Message) and str(files[0]) in msg.text and "cardtable replay" in msg.text
    rec = load_record_file(files[0])
    assert rec.actions == host(scene).actions and rec.seed == host(scene).seed
    # the table's menu exports too, mid-game
    scene2 = table(app, "rummy", ["person", "random"], seed=1, save=True)
    until_my_turn(app, scene2)
    key(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, Menu) and menu.paused
    click(app, button(menu, "export").rect.center)
    assert len(list((tmp_path / "exports").iterdir())) == 2


def test_a_replay_shows_the_game_move_by_move_to_the_same_end(tmp_path):
    app, scene = finished(tmp_path)
    path = app.storage.export_record(host(scene).record)
    stats_before = Storage(tmp_path).load_stats()
    assert open_replay(app, str(path))
    watch = app.top
    assert isinstance(watch, TableScene) and watch.replaying and not watch.my_turn
    seen = set()
    for _ in range(50_000):
        frame(app)
        top = app.top
        seen.add(len(host(watch).actions))
        if isinstance(top, DealSummary):
            key(app, pygame.K_RETURN)
        elif isinstance(top, GameOver):
            break
    assert isinstance(app.top, GameOver)
    assert host(watch).state == host(scene).state and host(watch).actions == host(scene).actions
    assert len(seen) > len(host(scene).actions) // 2  # shown a move at a time, not all at once
    assert Storage(tmp_path).load_stats() == stats_before  # watching is not playing
    assert watch.view.marks.names[0] == "Alice"
    assert not app.errors


def test_a_record_that_stops_early_replays_to_where_it_stops(tmp_path):
    st = Storage(tmp_path)
    s = Session("oh-heck", [Seat("Ann"), Seat("B", "random"), Seat("C", "random")], 4, SHORT["oh-heck"], st)
    rng = random.Random(0)
    for _ in range(9):
        s.apply(rng.choice(s.game.legal_actions(s.state)))
    path = st.export_record(s.record)
    app = make_app(storage=Storage(tmp_path / "other"))
    assert open_replay(app, str(path))
    for _ in range(3000):
        frame(app)
        if isinstance(app.top, Message):
            break
    assert isinstance(app.top, Message) and "not played to its end" in app.top.text
    assert host(app.stack[0]).state == s.state


BAD_RECORDS = {
    "missing": None,
    "truncated": lambda text: text[: len(text) // 2],
    "garbled": lambda text: "\x00\xff garbage \x13" + text[5:],
    "foreign": lambda text: json.dumps({"hello": "world"}),
    "newer": lambda text: re.sub(r'"version": ?\d+', '"version": 999', text, count=1),
    "illegal": lambda text: text.replace('"0:', '"1:', 1),  # the first action, as the wrong seat's
    "unknown game": lambda text: text.replace('"oh-heck"', '"whist"'),
}


def bad_record(tmp_path, kind: str):
    p = tmp_path / f"bad-{kind.replace(' ', '-')}.json"
    if BAD_RECORDS[kind] is None:
        return p
    s = Session("oh-heck", [Seat("Ann"), Seat("B", "random"), Seat("C", "random")], 4, SHORT["oh-heck"])
    rng = random.Random(0)
    for _ in range(12):
        s.apply(rng.choice(s.game.legal_actions(s.state)))
    text = json.dumps(s.record.to_json())
    p.write_text(BAD_RECORDS[kind](text), encoding="utf-8", errors="surrogateescape")
    return p


@pytest.mark.parametrize("kind", list(BAD_RECORDS))
def test_a_bad_record_is_one_line_from_the_command_line(tmp_path, kind, capsys):
    p = bad_record(tmp_path, kind)
    assert main(["replay", str(p)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cardtable: error: cannot replay") and err.count("\n") == 1
    assert "Traceback" not in err


@pytest.mark.parametrize("kind", list(BAD_RECORDS))
def test_a_bad_record_is_a_message_in_the_window(tmp_path, kind):
    p = bad_record(tmp_path, kind)
    app = make_app(storage=Storage(tmp_path / "home"))
    assert not open_replay(app, str(p))
    frame(app)
    assert isinstance(app.top, Message) and app.top.title_text == "This game cannot be replayed"
    assert isinstance(app.stack[0], Menu) and not app.errors


# -- statistics ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_statistics_scene_shows_each_person_and_a_chart(tmp_path, size):
    st = Storage(tmp_path)
    rng = random.Random(3)
    for _ in range(12):
        st.add_result("oh-heck", "Ann", rng.random() < 0.5, rng.randint(0, 60), False)
    st.add_result("oh-heck", "Bo", True, 40, False)
    st.add_result("oh-heck", "Ann", False, 5, False, practice=True)
    st.add_result("show", "Ann", True, 12, True)
    app = App(size, Settings(sound=False), storage=Storage(tmp_path))
    app.push(Statistics(app))
    frame(app)
    stats = app.top
    assert stats.game == "show" or stats.game == "oh-heck"
    # the menu's order, then the progress view (issue 48) and Back
    assert [b.value for b in stats.buttons[:-1]] == [("game", "show"), ("game", "oh-heck"), ("progress",)]
    click(app, button(stats, ("game", "oh-heck")).rect.center)
    rows = stats.rows()
    assert [(n, k) for n, k, _ in rows] == [("Ann", "games"), ("Ann", "practice"), ("Bo", "games")]
    ann = rows[0][2]
    assert ann["played"] == 12 and 0 <= ann["win_rate"] <= 1
    app.dirty = True
    frame(app)
    click(app, stats.row_rects[2][0].center)
    assert stats.chosen == ("Bo", "games")
    app.dirty = True
    frame(app)
    assert not app.errors


def test_the_statistics_scene_with_nothing_yet(tmp_path):
    app = App((1024, 600), Settings(sound=False), storage=Storage(tmp_path))
    app.push(Menu(app))
    click(app, (0, 0))
    frame(app)
    click(app, button(app.top, "stats").rect.center)
    assert isinstance(app.top, Statistics) and app.top.rows() == []
    app.dirty = True
    frame(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, Menu) and not app.errors
