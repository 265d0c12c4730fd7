"""The phones' room checked where it runs (``cardtable --selftest``, so in the standalone app too):
a room starts on loopback, serves a seat's page, the page's script and a card face, and answers a
phone's hello over its WebSocket. A frozen app that left out the server's library, or the page's
files, fails here rather than at a family's table."""

from __future__ import annotations

import json
import socket
import time

from ..games import all_games
from ..host.seats import PHONE, Seat
from ..host.tables import new_table


def _get(port: int, path: str, timeout: float = 5.0) -> tuple[int, bytes]:
    """A plain HTTP GET on loopback: (status, body)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split(b" ", 2)[1]), body


def check(timeout: float = 5.0) -> str:
    """'' if the room works here; else what failed, in one line."""
    from .room import Room  # loads the server's library: only now

    game = next(g for g in all_games() if g.info.players[0] <= 2 <= g.info.players[-1])
    table = new_table(game, [Seat("Phone", PHONE), Seat("Computer", "random")], 1)
    room = Room(table, "127.0.0.1", 0)
    token = room.add_phone(0)
    try:
        room.start()
        for path, want in ((f"/s/{token}", b"<!doctype html"), ("/page/app.js", b""), ("/card/0.png?w=60", b"\x89PNG")):
            status, body = _get(room.port, path, timeout)
            if status != 200 or not body.lstrip().lower().startswith(want.lower()):
                return f"{path} answered {status}, {len(body)} bytes"
        from websockets.sync.client import connect

        with connect(f"ws://127.0.0.1:{room.port}/ws", open_timeout=timeout, close_timeout=1) as ws:
            ws.send(json.dumps({"t": "hello", "token": token, "key": None, "device": "self-test"}))
            end = time.monotonic() + timeout
            while not room.requests():
                if time.monotonic() > end:
                    return "no join request came"
                room.pump()
                room.wait(0.01)
            if json.loads(ws.recv(timeout=timeout)).get("t") != "wait":
                return "the phone was not asked to wait"
        return ""
    except Exception as e:  # noqa: BLE001 - a self-test says what failed
        return f"{type(e).__name__}: {e}"
    finally:
        room.stop()
