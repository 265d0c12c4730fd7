"""Joining and coming back: a phone that slept rejoins with its key at once; the app stopped and the
game continued, the phones rejoin the same game with the same links."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from contextlib import ExitStack

import pytest
from room_helpers import hello, recv, recv_until, ws_url
from websockets.sync.client import connect

from cardtable.files.storage import Storage
from cardtable.host.session import Seat, Session
from cardtable.room import Room


@pytest.fixture(autouse=True)
def _close_connections():
    yield
    STACK.close()


def pump_until(room: Room, cond, timeout: float = 5.0) -> None:
    end = time.monotonic() + timeout
    while not cond():
        assert time.monotonic() < end, "timed out"
        room.pump()
        room.wait(0.005)


STACK = ExitStack()  # every connection a test opens, closed at its end


def join_asking(room: Room, seat: int, key=None):
    """Connect and say hello on a thread while this one plays the big screen (accepting)."""
    out: dict = {}

    def phone() -> None:
        ws = STACK.enter_context(connect(ws_url(room), open_timeout=5, close_timeout=1))
        hello(ws, room.tokens[seat], key, "Alex's phone")
        out["ws"], out["first"] = ws, recv(ws)
        if out["first"]["t"] == "wait":
            out["welcome"] = recv_until(ws, "welcome")
        else:
            out["welcome"] = out["first"]
        out["state"] = recv_until(ws, "state")

    t = threading.Thread(target=phone, daemon=True)
    t.start()
    asked = []

    def step() -> bool:
        for rid, s, dev in room.requests():
            asked.append((s, dev))
            room.answer(rid, True)
        return "state" in out

    pump_until(room, step)
    t.join(2)
    return out, asked


def test_a_phone_that_slept_rejoins_with_its_key_without_asking() -> None:
    session = Session("golf", [Seat("Ana"), Seat("Bo")], 5, {"deals": 9})
    room = Room(session)
    room.add_phone(1)
    room.start()
    try:
        got, asked = join_asking(room, 1)
        assert asked == [(1, "Alex's phone")] and got["first"]["t"] == "wait"
        key = got["welcome"]["key"]
        assert got["welcome"] == {"t": "welcome", "key": key, "seat": 1, "name": "Bo", "game": "Six Card Golf"}
        assert room.connected(1) and room.missing_since(1) is None
        got["ws"].close()
        pump_until(room, lambda: not room.connected(1))
        assert room.missing_since(1) is not None and room.missing_since(1) >= 0
        again, asked = join_asking(room, 1, key)
        assert asked == [] and again["first"]["t"] == "welcome" and again["state"]["v"] == got["state"]["v"]
        assert room.connected(1) and room.missing_since(1) is None
        again["ws"].close()
        wrong, asked = join_asking(room, 1, "not-the-key")  # a key that is not this seat's: asked again
        assert asked == [(1, "Alex's phone")]
        wrong["ws"].close()
    finally:
        assert room.stop(3)


def test_the_app_restarted_and_the_phone_rejoins_the_same_game(tmp_path) -> None:
    storage = Storage(tmp_path)
    session = Session("oh-heck", [Seat("Ana"), Seat("Bo"), Seat("Cy")], 9, {"schedule": "single", "cards": 5},
                      storage=storage)
    room = Room(session)
    room.add_phone(2)
    room.start()
    port = room.port
    got, _ = join_asking(room, 2)
    key = got["welcome"]["key"]
    chairs = [session.chair(i) for i in range(3)]
    for _ in range(4):  # the game goes on: moves by the phone and at the big screen
        c = chairs[session.state.to_move]
        if c.seat == 2:
            st = recv_until(got["ws"], "state") if got["state"]["v"] != c.version else got["state"]
            got["ws"].send(json.dumps({"t": "move", "v": st["v"], "i": 0}))
            pump_until(room, lambda v=st["v"], c=c: c.version > v)
        else:
            c.play(c.legal()[0], c.version)
        room.pump()
        got["state"] = recv_until(got["ws"], "state")
    seen = got["state"]
    session.flush()
    assert room.stop(3)
    got["ws"].close()
    # the app is killed and started again: Continue
    back = Session.resume(Storage(tmp_path))
    assert back is not None and len(back.actions) == 4
    room2 = Room.from_session(back)
    assert room2.tokens == {2: room.tokens[2]} and room2.keys == {2: key}
    room2.start()
    try:
        assert room2.port == port  # the same address, if the port is free
        again, asked = join_asking(room2, 2, key)
        assert asked == [] and again["welcome"]["seat"] == 2
        st = again["state"]
        assert (st["v"], st["zones"], st["log"], st["moves"]) == (seen["v"], seen["zones"], seen["log"], seen["moves"])
        again["ws"].close()
    finally:
        assert room2.stop(3)


def test_the_app_does_not_load_websockets_until_a_room_starts() -> None:
    code = ("import sys, cardtable.room, cardtable.host.session, cardtable.ui.app; "
            "print(any(m == 'websockets' or m.startswith('websockets.') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip().splitlines()[-1] == "False", out.stderr
