"""One chair per seat at the big screen's table with phones (issue 49), and the computer that takes a
phone's seat drawing from that seat's own seed, as every computer does.

Before this issue a table with one person, one computer and two phones kept 8 chairs for its 4 seats
(each phone seat two: the phones' desk's and the room's; an onlooker's for the screen and another for
the room's eye on the table); the computer that took a phone's seat was seeded ``7919 + seat``.
"""

from __future__ import annotations

import sys
import time
import typing
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from room_helpers import hello, recv_until  # noqa: E402
from websockets.sync.client import connect  # noqa: E402

from cardtable.ai.service import Computer  # noqa: E402
from cardtable.host.chair import Chair  # noqa: E402
from cardtable.host.session import Seat, Session  # noqa: E402
from cardtable.host.tables import TableHost  # noqa: E402
from cardtable.ui.scenes.table import TableScene  # noqa: E402
from cardtable.ui.scenes.table import phones as table_phones  # noqa: E402
from tests.ui.driver import SHORT, frame, host, make_app  # noqa: E402


@pytest.fixture(autouse=True)
def _loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table_phones, "lan_address", lambda: "127.0.0.1")  # tests listen on loopback only


def _scene(kinds: list[str]) -> tuple[typing.Any, TableScene]:
    app = make_app(animation="fast")
    names = ["Ann", "Bo", "Cy", "Dev"]
    session = Session("oh-heck", [Seat(names[i], k) for i, k in enumerate(kinds)], 7, dict(SHORT["oh-heck"]))
    scene = TableScene(app, session)
    app.reset(scene)
    frame(app)
    return app, scene


def _frames_until(app: typing.Any, cond: typing.Callable[[], bool], timeout: float = 5.0) -> None:
    end = time.monotonic() + timeout
    while not cond():
        assert time.monotonic() < end, "timed out"
        frame(app)
        time.sleep(0.005)


def _let_in(app: typing.Any, scene: TableScene, seat: int, ws: typing.Any) -> None:
    room = scene.phones.room
    assert room is not None
    hello(ws, room.tokens[seat], None, f"phone {seat}")
    _frames_until(app, lambda: any(b.label == "Let in" for b in scene.buttons))
    scene.press(next(b.value for b in scene.buttons if b.label == "Let in"))
    recv_until(ws, "state")


def test_a_person_a_computer_and_two_phones_sit_in_one_chair_a_seat_and_one_onlooker() -> None:
    app, scene = _scene(["person", "random", "phone", "phone"])
    room = scene.phones.room
    assert room is not None
    with connect(f"ws://127.0.0.1:{room.port}/ws", open_timeout=5) as cy, \
            connect(f"ws://127.0.0.1:{room.port}/ws", open_timeout=5) as dev:
        _let_in(app, scene, 2, cy)
        _let_in(app, scene, 3, dev)
        for _ in range(5):  # the room pumps: its eye on the table (a deal's end) looks
            frame(app)
        chairs = list(host(scene)._chairs)  # every chair seated at the table, alive
        per_seat = Counter(c.seat for c in chairs)
        assert per_seat == Counter({0: 1, 1: 1, 2: 1, 3: 1, None: 1}), per_seat
        assert len(chairs) == 5  # one chair per seat plus one onlooker's (8 before)
        # the screen, the phones' desk and the room hold the same chairs
        assert room.chair(2) is scene.phones.chairs[2] and room.chair(None) is scene.onlooker


def test_a_computer_taking_a_phone_s_seat_draws_from_that_seat_s_own_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table_phones, "AWAY_SECONDS", 0.0)
    app, scene = _scene(["random", "phone", "random"])
    room = scene.phones.room
    assert room is not None
    with connect(f"ws://127.0.0.1:{room.port}/ws", open_timeout=5) as bo:
        _let_in(app, scene, 1, bo)
    _frames_until(app, lambda: any(b.label == "A computer plays it" for b in scene.buttons))
    scene.press(next(b.value for b in scene.buttons if b.label == "A computer plays it"))
    computers = scene.turns.computers
    assert all(isinstance(computers[i], Computer) for i in (0, 1, 2))
    table = host(scene)
    seeds = [typing.cast(Computer, computers[i]).seed for i in (0, 1, 2)]
    assert seeds == [table.computer_seed(i) for i in (0, 1, 2)]  # the one that took seat 1 as every other


def test_playing_again_hands_the_game_over_scene_a_table_as_the_screen_sees_one() -> None:
    assert typing.get_type_hints(Chair.again)["return"] is TableHost
