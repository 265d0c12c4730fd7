"""Simulated phones for the room's tests: WebSocket clients that decide only from what they receive,
and a host loop that plays the big screen's part (answers join requests, moves the computers, pumps)."""

from __future__ import annotations

import json
import random
import threading
import time
from collections.abc import Callable
from typing import Any

from websockets.sync.client import connect

from cardtable.room import Room
from cardtable.room.nopeek import Witness

DEADLINE = 20.0  # seconds any one game may take


def ws_url(room: Room) -> str:
    return f"ws://127.0.0.1:{room.port}/ws"


def hello(ws: Any, token: str, key: str | None = None, device: str = "A phone") -> None:
    ws.send(json.dumps({"t": "hello", "token": token, "key": key, "device": device}))


def recv(ws: Any, timeout: float = 5.0) -> dict:
    return json.loads(ws.recv(timeout=timeout))


def recv_until(ws: Any, t: str, timeout: float = 5.0) -> dict:
    """The next message of type ``t`` (others skipped)."""
    end = time.monotonic() + timeout
    while True:
        msg = recv(ws, max(0.01, end - time.monotonic()))
        if msg["t"] == t:
            return msg


class Phone(threading.Thread):
    """A phone playing its seat at random from the ``state`` messages it receives, until the game is over."""

    def __init__(self, room: Room, seat: int, seed: int, key: str | None = None) -> None:
        super().__init__(daemon=True, name=f"phone-{seat}")
        self.url, self.token, self.seat, self.key = ws_url(room), room.tokens[seat], seat, key
        self.rng = random.Random(seed)
        self.states: list[dict] = []
        self.received: list[dict] = []
        self.error: BaseException | None = None
        self.done = threading.Event()
        self.moves_made = 0

    def run(self) -> None:
        try:
            with connect(self.url, open_timeout=5, close_timeout=1) as ws:
                hello(ws, self.token, self.key, f"phone {self.seat}")
                end = time.monotonic() + DEADLINE
                while time.monotonic() < end:
                    msg = recv(ws, max(0.01, end - time.monotonic()))
                    self.received.append(msg)
                    if msg["t"] == "welcome":
                        self.key = msg["key"]
                    elif msg["t"] == "refused":
                        raise AssertionError(f"refused: {msg['why']}")
                    elif msg["t"] == "state":
                        self.states.append(msg)
                        if msg["over"]:
                            return
                        self._choose(ws, msg)
                    elif msg["t"] == "no" and self.states:  # the table moved on: choose again from the last
                        self._choose(ws, self.states[-1])
                raise TimeoutError(f"phone {self.seat}: the game did not end in time")
        except BaseException as e:  # noqa: BLE001 - the test reads it
            self.error = e
        finally:
            self.done.set()

    def _choose(self, ws: Any, st: dict) -> None:
        assert st["seat"] == self.seat
        if st["my_turn"] and st["moves"]:
            m = self.rng.choice(st["moves"])
            ws.send(json.dumps({"t": "move", "v": st["v"], "i": m["i"]}))
            self.moves_made += 1


def host_loop(room: Room, until: Callable[[], bool], each: Callable[[], None] | None = None,
              accept: bool = True, timeout: float = DEADLINE) -> None:
    """The big screen's part on this thread: answer join requests, ``each`` (computers' moves),
    pump, until ``until()`` or ``timeout`` (then fail)."""
    end = time.monotonic() + timeout
    while not until():
        if time.monotonic() > end:
            raise TimeoutError("the host loop ran out of time")
        for rid, _seat, _dev in room.requests():
            room.answer(rid, accept)
        if each is not None:
            each()
        room.pump()
        room.wait(0.005)
    room.pump()


def computers(session: Any, seats: list[int], seed: int) -> Callable[[], None]:
    """Computer seats playing at random through their own chairs."""
    rng = random.Random(seed)
    chairs = {s: session.chair(s) for s in seats}

    def each() -> None:
        st = session.state
        if not st.over and st.to_move in chairs:
            c = chairs[st.to_move]
            c.play(rng.choice(c.legal()), c.version)

    return each


def open_room(session: Any, phones: list[int], rate: int = 2000) -> tuple[Room, Witness]:
    """A room with phones at ``phones`` (``rate``: the simulated phones play far faster than people)."""
    room = Room(session, rate=rate)
    witness = Witness(session, phones, strict=False)
    room.watch = witness
    for s in phones:
        room.add_phone(s)
    room.start()
    return room, witness
