"""The big screen with seats on phones: the codes, a phone let in or refused, a phone gone for good
handed to a computer or to the big screen, and phones' moves reaching the big screen's board."""

from __future__ import annotations

import json
import sys
import time
from contextlib import ExitStack
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from room_helpers import hello, recv, recv_until  # noqa: E402
from websockets.sync.client import connect  # noqa: E402

from cardtable.host.session import Seat, Session  # noqa: E402
from cardtable.ui.scenes.table import TableScene  # noqa: E402
from cardtable.ui.scenes.table import phones as table_phones  # noqa: E402
from tests.ui.driver import SHORT, frame, host, make_app  # noqa: E402
from tests.ui.test_seat_boundary import _reachable_truth  # noqa: E402


@pytest.fixture(autouse=True)
def _loopback(monkeypatch):
    monkeypatch.setattr(table_phones, "lan_address", lambda: "127.0.0.1")  # tests listen on loopback only


def phone_table(app, kinds):
    names = ["Ann", "Bo", "Cy", "Dev"]
    session = Session("oh-heck", [Seat(names[i], k) for i, k in enumerate(kinds)], 7, dict(SHORT["oh-heck"]))
    scene = TableScene(app, session)
    app.reset(scene)
    return scene


def frames_until(app, cond, timeout=5.0):
    end = time.monotonic() + timeout
    while not cond():
        assert time.monotonic() < end, "timed out"
        frame(app)
        time.sleep(0.005)


def labels(scene):
    return [b.label for b in scene.buttons]


def ws(scene):
    return f"ws://127.0.0.1:{scene.phones.room.port}/ws"


def test_the_big_screen_shows_codes_lets_a_phone_in_and_refuses_another():
    app = make_app()
    scene = phone_table(app, ["person", "phone", "phone", "random"])
    frame(app)
    desk = scene.phones
    assert desk.room is not None and desk.showing and desk.seats == [1, 2]
    assert "Start playing" in labels(scene) and "Phones" in labels(scene)
    assert all(desk.room.url(s).startswith("http://127.0.0.1:") for s in (1, 2))
    scene.draw(app.screen)  # the codes and their addresses drawn (a QR code per phone seat)
    assert len(desk._qr) == 2

    with connect(ws(scene), open_timeout=5) as bo, connect(ws(scene), open_timeout=5) as cy:
        hello(bo, desk.room.tokens[1], None, "Bo's phone")
        frames_until(app, lambda: "Let in" in labels(scene))  # the hello is read on the big screen's frame
        assert recv(bo)["t"] == "wait"
        scene.draw(app.screen)
        scene.press(next(b.value for b in scene.buttons if b.label == "Let in"))
        assert recv_until(bo, "welcome")["seat"] == 1
        state = recv_until(bo, "state")
        assert state["seat"] == 1 and state["names"][1] == "You"

        hello(cy, desk.room.tokens[2], None, "Someone's phone")
        frames_until(app, lambda: "Refuse" in labels(scene))
        assert recv(cy)["t"] == "wait"
        scene.press(next(b.value for b in scene.buttons if b.label == "Refuse"))
        assert recv_until(cy, "refused")["t"] == "refused"
        assert host(scene).actions == []  # nothing a phone did at the door changed the game


def test_a_phone_gone_for_good_is_handed_to_a_computer_and_play_goes_on(monkeypatch):
    monkeypatch.setattr(table_phones, "AWAY_SECONDS", 0.0)
    app = make_app(animation="fast")
    scene = phone_table(app, ["random", "phone", "random", "random"])
    frame(app)
    desk = scene.phones
    with connect(ws(scene), open_timeout=5) as bo:
        hello(bo, desk.room.tokens[1], None, "Bo's phone")
        frames_until(app, lambda: "Let in" in labels(scene))
        scene.press(next(b.value for b in scene.buttons if b.label == "Let in"))
        recv_until(bo, "state")
    frames_until(app, lambda: "A computer plays it" in labels(scene))
    scene.draw(app.screen)
    scene.press(next(b.value for b in scene.buttons if b.label == "A computer plays it"))
    assert host(scene).seats[1].kind == table_phones.STAND_IN and 1 in scene.turns.computers
    assert json.loads(host(scene).record.dumps())["seats"][1]["kind"] == table_phones.STAND_IN  # saved so
    with pytest.raises(KeyError):
        desk.room.url(1)  # its link no longer works
    frames_until(app, lambda: host(scene).state.over, timeout=60)


def test_a_missing_phone_s_seat_can_be_played_at_the_big_screen(monkeypatch):
    monkeypatch.setattr(table_phones, "AWAY_SECONDS", 0.0)
    app = make_app(animation="fast")
    scene = phone_table(app, ["random", "phone", "random", "random"])
    frame(app)
    with connect(ws(scene), open_timeout=5) as bo:
        hello(bo, scene.phones.room.tokens[1], None, "Bo's phone")
        frames_until(app, lambda: "Let in" in labels(scene))
        scene.press(next(b.value for b in scene.buttons if b.label == "Let in"))
        recv_until(bo, "state")
    frames_until(app, lambda: "Play it here" in labels(scene))
    scene.press(next(b.value for b in scene.buttons if b.label == "Play it here"))
    assert host(scene).seats[1].kind == "person" and scene.persons == [1]
    assert scene.chair.seat == 1  # the big screen now looks through that seat's eyes
    frames_until(app, lambda: scene.my_turn or host(scene).state.over, timeout=30)


def test_moves_made_on_phones_reach_the_big_screen_s_board():
    app = make_app(animation="fast")
    scene = phone_table(app, ["phone", "phone", "random"])
    frame(app)
    desk = scene.phones
    phones = []
    stack = ExitStack()
    for seat in (0, 1):
        p = stack.enter_context(connect(ws(scene), open_timeout=5))
        hello(p, desk.room.tokens[seat], None, f"phone {seat}")
        frames_until(app, lambda: "Let in" in labels(scene))
        scene.press(next(b.value for b in scene.buttons if b.label == "Let in"))
        recv_until(p, "welcome")
        phones.append(p)
    assert scene.chair.seat is None  # every person on a phone: the big screen shows face-up cards only
    made = 0
    end = time.monotonic() + 30
    latest = {0: None, 1: None}
    while made < 6 and time.monotonic() < end:
        frame(app)
        for seat, p in enumerate(phones):
            try:
                while True:
                    msg = json.loads(p.recv(timeout=0.001))
                    if msg["t"] == "state":
                        latest[seat] = msg
            except TimeoutError:
                pass
            m = latest[seat]
            if m and m["my_turn"] and m["moves"]:
                p.send(json.dumps({"t": "move", "v": m["v"], "i": 0}))
                latest[seat] = None
                made += 1
    assert made >= 6
    frames_until(app, lambda: not scene.board.busy, timeout=10)
    assert scene.moves_seen == len(host(scene).actions)  # the big screen has every move the phones made
    assert any(line.startswith(("Ann", "Bo")) for line in scene.log_panel.lines)
    assert _reachable_truth(scene) == []  # the big screen holds no more than face-up cards
    stack.close()


def test_a_phone_that_never_comes_can_have_its_seat_given_when_its_turn_comes(monkeypatch):
    monkeypatch.setattr(table_phones, "AWAY_SECONDS", 0.0)
    app = make_app(animation="fast")
    scene = phone_table(app, ["random", "phone", "random", "random"])
    frames_until(app, lambda: "A computer plays it" in labels(scene), timeout=30)
    assert host(scene).state.to_move == 1  # offered when the table waits for it, not before
    scene.press(next(b.value for b in scene.buttons if b.label == "A computer plays it"))
    frames_until(app, lambda: host(scene).state.over, timeout=60)
