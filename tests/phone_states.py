"""Real ``state`` messages for the phone page's browser tests and its benchmark: a room on 127.0.0.1 with
every seat on a (simulated) phone, played in lock step at random (a seeded choice from each state's own
moves; each deal's summary answered with ``ready``), every message one seat is sent kept in order.

The page is then fed these states in Chromium (``PhoneStub``): the same bytes a phone at that seat would
have been sent, so the page shows nothing its seat could not know."""

from __future__ import annotations

import json
import random
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from websockets.sync.client import connect

from cardtable.host.seats import NAMES
from cardtable.host.session import Seat, Session
from cardtable.room import Room

# every game, with the number of players whose table is busiest on a phone's narrow page
GAMES = {"golf": 4, "man-from-uncle": 4, "oh-heck": 5, "rummy": 4, "say-uncle": 4, "show": 4, "skull": 6,
         "uncle-stuart": 3}
DEADLINE = 60.0  # seconds one game's capture may take


def _recv(ws: Any, timeout: float) -> dict | None:
    try:
        return json.loads(ws.recv(timeout=timeout))
    except TimeoutError:
        return None


def capture(game: str, players: int, seed: int, seat: int = 0, max_states: int = 400, deals: int = 2) -> list[dict]:
    """The ``state`` messages seat ``seat`` is sent, in order, over the first ``deals`` deals (or until
    ``max_states``, or the game's end). Seat ``seat`` is named "You" at the table, the others as at set-up."""
    seats = [Seat("You" if i == seat else NAMES[i % len(NAMES)]) for i in range(players)]
    session = Session(game, seats, seed)
    room = Room(session, rate=5000)
    room.breaks = True
    for s in range(players):
        room.add_phone(s)
    room.start()
    rng = random.Random(seed)
    kept: list[dict] = []
    socks: list[Any] = []
    end = time.monotonic() + DEADLINE
    with ExitStack() as stack:
        stack.callback(room.stop)
        url = f"ws://127.0.0.1:{room.port}/ws"
        for s in range(players):
            ws = stack.enter_context(connect(url, open_timeout=5, close_timeout=1))
            ws.send(json.dumps({"t": "hello", "token": room.tokens[s], "key": None, "device": f"phone {s}"}))
            socks.append(ws)
        last: dict[int, dict] = {}
        answered: set[tuple[int, int, int]] = set()  # (seat, version, deal) already acted on
        while time.monotonic() < end:
            for rid, _s, _dev in room.requests():
                room.answer(rid, True)
            room.pump()
            got = False
            for s, ws in enumerate(socks):
                while (m := _recv(ws, 0.0 if got else 0.002)) is not None:
                    got = True
                    if m["t"] == "state":
                        last[s] = m
                        if s == seat:
                            kept.append(m)
            if len(kept) >= max_states:
                break
            brk_over = any(m.get("break", {}).get("deal", 0) >= deals for m in last.values())
            if (seat in last and last[seat]["over"]) or brk_over:
                break
            if got:
                continue
            for s, m in last.items():  # every phone acts on its newest state, once
                brk = m.get("break")
                key = (s, m["v"], brk["deal"] if brk else -1)
                if key in answered:
                    continue
                if brk and s not in brk["ready"]:
                    answered.add(key)
                    socks[s].send(json.dumps({"t": "ready", "deal": brk["deal"]}))
                elif not brk and m["my_turn"] and m["moves"]:
                    answered.add(key)
                    socks[s].send(json.dumps({"t": "move", "v": m["v"], "i": rng.choice(m["moves"])["i"]}))
        else:
            raise TimeoutError(f"{game}: the capture did not end in time ({len(kept)} states)")
    return kept


class PhoneStub:
    """The room's side of one phone page in Chromium, with no server: the page's files and card faces
    answered from ``page_dir`` and the room's art (``Web``), its WebSocket answered by the test, which
    sends it states one by one (``feed``) and sees the moves it sends (``sent``)."""

    HOST = "http://phone.test"
    COUNT = """(() => {  // counts the messages the page has handled: a task queued as each arrives runs after
      window.__handled = 0;  // the page's own handler of it
      const Inner = window.WebSocket;
      window.WebSocket = class extends Inner {
        constructor(...args) {
          super(...args);
          this.addEventListener("message", () => setTimeout(() => { window.__handled += 1; }, 0));
        }
      };
    })();"""

    def __init__(self, page: Any, page_dir: Path, seat: int = 0, name: str = "You", game: str = "") -> None:
        from cardtable.room.web import Web

        self.page = page
        self.web = Web(lambda t: t == "t0k3n", page_dir)
        self.sent: list[dict] = []
        self.ws: Any = None
        self.fed = 0
        self.welcome = {"t": "welcome", "key": "k3y", "seat": seat, "name": name, "game": game}
        page.route(self.HOST + "/**", self._http)
        page.route_web_socket("**/ws", self._socket)  # (its stand-in WebSocket first: COUNT wraps that one)
        page.add_init_script(self.COUNT)
        page.add_init_script("localStorage.setItem('cardtable.device', 'test phone');"
                             "localStorage.setItem('cardtable.key.t0k3n', 'k3y');")

    def _http(self, route: Any) -> None:
        path = route.request.url[len(self.HOST):]
        answer = self.web.answer(path)  # awaits nothing: run to its end here, on the driver's thread
        try:
            answer.send(None)
            raise AssertionError("Web.answer waited on something")
        except StopIteration as done:
            status, body, ctype, cache = done.value
        route.fulfill(status=status, body=body, content_type=ctype, headers={"Cache-Control": cache})

    def _socket(self, ws: Any) -> None:
        self.ws = ws

        def said(raw: str | bytes) -> None:
            m = json.loads(raw)
            self.sent.append(m)
            if m.get("t") == "hello":
                ws.send(json.dumps(self.welcome))
                self.fed += 1

        ws.on_message(said)

    def open(self, timeout: float = 10_000) -> None:
        self.page.goto(self.HOST + "/s/t0k3n", timeout=timeout)
        self.page.wait_for_function("window.__handled >= 1", timeout=timeout)

    def feed(self, state: dict, wait: bool = True, timeout: float = 10_000) -> None:
        """Send one state; ``wait``: until the page has handled it."""
        assert self.ws is not None
        self.ws.send(json.dumps(state, separators=(",", ":")))
        self.fed += 1
        if wait:
            self.page.wait_for_function(f"window.__handled >= {self.fed}", timeout=timeout)
