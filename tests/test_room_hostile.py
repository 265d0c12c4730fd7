"""Hostile phones: every refusal the room promises, each with no effect on the game."""

from __future__ import annotations

import http.client
import json
import threading
import time
from contextlib import ExitStack

import pytest
from room_helpers import hello, recv, recv_until, ws_url
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from cardtable.engine.cards import long_name
from cardtable.engine.table import HIDDEN
from cardtable.host.session import Seat, Session
from cardtable.room import Room, server
from cardtable.room.nopeek import Witness


class Table:
    """Oh Heck! for three: seats 0 and 1 on phones, seat 2 a person at the big screen (who does
    not move unless told); the big screen accepts every phone unless ``accept`` is cleared."""

    def __init__(self) -> None:
        self.session = Session("oh-heck", [Seat("Ana"), Seat("Bo"), Seat("Cy")], 3, {"schedule": "single", "cards": 3})
        self.room = Room(self.session)
        self.witness = Witness(self.session, [0, 1], strict=False)
        self.room.watch = self.witness
        self.room.add_phone(0)
        self.room.add_phone(1)
        self.accept = True
        self.room.start()
        self.stack = ExitStack()
        self.stop = threading.Event()
        self.thread = self.room.run_host_thread(self.stop, each=self._answer)

    def _answer(self) -> None:
        for rid, _s, _d in self.room.requests():
            self.room.answer(rid, self.accept)

    def connect(self):
        return self.stack.enter_context(connect(ws_url(self.room), open_timeout=5, close_timeout=1))

    def join(self, seat: int, key: str | None = None):
        ws = self.connect()
        hello(ws, self.room.tokens[seat], key)
        welcome = recv_until(ws, "welcome")
        return ws, welcome, recv_until(ws, "state")

    def close(self) -> None:
        self.stack.close()
        self.stop.set()
        self.thread.join(2)
        assert self.room.stop(3)
        assert self.witness.breaches == []


@pytest.fixture
def table():
    t = Table()
    yield t
    t.close()


def mover(table: Table):
    """The phone whose turn it is, joined, and its state; and the other phone."""
    to = table.session.state.to_move
    assert to in (0, 1)
    a, _, sa = table.join(to)
    b, _, sb = table.join(1 - to)
    return (a, sa), (b, sb)


def closed_with(ws, timeout: float = 3.0) -> int | None:
    """Read until the server closes; its close code."""
    end = time.monotonic() + timeout
    try:
        while time.monotonic() < end:
            ws.recv(timeout=max(0.01, end - time.monotonic()))
    except ConnectionClosed as e:
        return e.rcvd.code if e.rcvd else None
    raise AssertionError("the server did not close the connection")


def test_malformed_messages_are_refused_with_no_effect(table) -> None:
    (ws, st), _ = mover(table)
    before = len(table.session.actions)
    bad = ["not json", "[1, 2]", '{"t": 5}', '{"t": "dance"}', '{"t": "move", "v": "x", "i": 0}',
           '{"t": "move", "v": 0, "i": -1}', '{"t": "move", "v": 0, "i": true}', '{"t": "move", "v": 0}',
           '{"t": "move", "v": 0, "a": {"kind": 1, "seat": 0}}', '{"t": "move", "v": 0, "a": {"kind": "play"}}',
           '{"t": "move", "v": 0, "a": {"kind": "play", "seat": 0, "cards": ["ZZ"]}}', "[" * 2000 + "]" * 2000,
           json.dumps({"t": "hello", "token": "x"}), b"\x00\x01binary"]
    for raw in bad:
        ws.send(raw)
        msg = recv(ws)
        assert msg["t"] == "no", (raw, msg)
    ws.send(json.dumps({"t": "move", "v": st["v"], "i": len(st["moves"])}))
    assert recv(ws) == {"t": "no", "why": "there is no such move"}
    assert len(table.session.actions) == before


def test_an_oversized_message_closes_the_connection(table) -> None:
    ws, _, _ = table.join(0)
    before = len(table.session.actions)
    ws.send(json.dumps({"t": "ping", "pad": "x" * 5000}))
    assert closed_with(ws) == 1009
    assert len(table.session.actions) == before


def test_moves_for_another_seat_and_out_of_turn_are_refused(table) -> None:
    (a, sa), (b, sb) = mover(table)
    before = len(table.session.actions)
    theirs = sa["moves"][0]["a"]
    b.send(json.dumps({"t": "move", "v": sb["v"], "a": theirs}))  # the mover's move, sent by the other phone
    assert recv(b) == {"t": "no", "why": "that move is not yours to make"}
    own = dict(theirs, seat=sb["seat"])  # a move of its own, out of turn
    b.send(json.dumps({"t": "move", "v": sb["v"], "a": own}))
    assert recv(b)["why"].startswith("it is ")
    b.send(json.dumps({"t": "move", "v": sb["v"], "i": 0}))  # it has no moves listed
    assert recv(b)["t"] == "no"
    assert len(table.session.actions) == before


def test_a_stale_or_replayed_move_is_refused(table) -> None:
    (a, sa), _ = mover(table)
    before = len(table.session.actions)
    a.send(json.dumps({"t": "move", "v": sa["v"] - 1, "i": 0}))
    assert recv(a) == {"t": "no", "why": "the table has moved on since that move was chosen"}
    move = json.dumps({"t": "move", "v": sa["v"], "a": sa["moves"][0]["a"]})
    a.send(move)
    after = recv_until(a, "state")
    assert after["v"] == sa["v"] + 1 and len(table.session.actions) == before + 1
    a.send(move)  # the same move again
    assert recv(a) == {"t": "no", "why": "the table has moved on since that move was chosen"}
    assert len(table.session.actions) == before + 1


def test_a_flood_is_dropped_then_closed(table) -> None:
    ws, _, _ = table.join(0)
    before = len(table.session.actions)
    for _ in range(70):  # over 30 in one second, whichever second they fall in
        ws.send('{"t": "ping"}')
    got = []
    while "no" not in got:
        got.append(recv(ws)["t"])
    assert got.count("pong") <= 2 * server.RATE
    for _ in range(300):
        try:
            ws.send('{"t": "ping"}')
        except ConnectionClosed:
            break
    assert closed_with(ws) == 1008
    assert len(table.session.actions) == before


def test_a_second_phone_on_a_taken_seat_is_refused(table) -> None:
    ws, welcome, _ = table.join(0)
    other = table.connect()
    hello(other, table.room.tokens[0], welcome["key"])  # even with the key
    assert recv(other) == {"t": "refused", "why": "seat taken"}
    assert closed_with(other) == 1008
    assert table.room.connected(0)
    ws.send('{"t": "ping"}')
    assert recv(ws) == {"t": "pong"}


def test_a_wrong_token_or_no_hello_is_refused(table, monkeypatch) -> None:
    ws = table.connect()
    hello(ws, "not-a-token")
    assert recv(ws)["t"] == "refused"
    assert closed_with(ws) == 1008
    ws = table.connect()
    ws.send('{"t": "ping"}')
    assert recv(ws)["t"] == "refused"
    monkeypatch.setattr(server, "HELLO_WITHIN", 0.3)
    ws = table.connect()
    closed_with(ws)  # says nothing: closed
    assert table.room.requests() == [] and not table.room.connected(0)


def test_the_big_screen_may_say_no(table) -> None:
    table.accept = False
    ws = table.connect()
    hello(ws, table.room.tokens[1])
    assert recv(ws)["t"] == "wait"
    assert recv(ws) == {"t": "refused", "why": "the big screen said no"}
    assert not table.room.connected(1)


def test_a_released_seat_loses_its_phone_and_its_link(table) -> None:
    ws, welcome, _ = table.join(0)
    token = table.room.tokens[0]
    table.stop.set()
    table.thread.join(2)
    table.room.release(0)
    assert recv(ws)["t"] == "refused"
    assert closed_with(ws) == 1008
    table.stop.clear()
    table.thread = table.room.run_host_thread(table.stop, each=table._answer)
    again = table.connect()
    hello(again, token, welcome["key"])
    assert recv(again)["t"] == "refused"


def test_http_serves_only_what_it_should(table) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", table.room.port, timeout=5)

    def get(path: str) -> tuple[int, bytes, dict]:
        conn.request("GET", path)
        r = conn.getresponse()
        body = r.read()
        out = (r.status, body, dict(r.getheaders()))
        conn.close()
        return out

    for path in ["/s/wrong", "/page/../room.py", "/page/%2e%2e%2froom.py", "/page/..%2froom.py", "/page/",
                 "/page/.hidden", "/page/PROTOCOL.md", "/../../etc/passwd", "/card/9999.png", "/card/-1.png",
                 "/card/1.2.png", "/room.py", "/s/", "/s/../room.py"]:
        assert get(path)[0] == 404, path
    status, body, headers = get("/card/12.png?w=100000")
    assert status == 200 and body[:8] == b"\x89PNG\r\n\x1a\n"
    assert int.from_bytes(body[16:20], "big") == 400  # the width, clamped
    status, body, _ = get("/back.png?w=x")
    assert status == 200 and int.from_bytes(body[16:20], "big") == 120
    status, _, headers = get(f"/s/{table.room.tokens[0]}")
    assert status in (200, 404)  # 404 until the page is written
    if status == 200:
        assert headers["Cache-Control"] == "no-store"


def test_only_local_network_addresses_may_connect() -> None:
    for ok in ("127.0.0.1", "192.168.1.20", "10.0.0.5", "172.16.3.4", "169.254.1.1", "::1", "fe80::1%eth0",
               "fd00::5", "::ffff:192.168.0.2"):
        assert server.local_address(ok), ok
    for bad in ("8.8.8.8", "2001:4860:4860::8888", "::ffff:8.8.8.8", "", "example.com"):
        assert not server.local_address(bad), bad


def test_the_witness_catches_a_peek() -> None:
    session = Session("oh-heck", [Seat("Ana"), Seat("Bo"), Seat("Cy")], 3, {"schedule": "single", "cards": 3})
    w = Witness(session, [0], strict=False)
    t = session.state.table
    hidden = next(c for c in t.zones["hand1"] if c != HIDDEN)
    w.check(0, {"t": "state", "zones": [{"cards": [hidden], "up": [False]}], "moves": []})
    w.check(0, {"t": "no", "why": f"Bo holds the {long_name(hidden)}"})
    assert len(w.breaches) == 2
