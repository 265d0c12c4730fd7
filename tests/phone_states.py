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
from dataclasses import dataclass, field
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


TARGETS = """() => {  // what a finger may tap now: the hand's cards and the move buttons, in view
  const top = document.getElementById('top').getBoundingClientRect().bottom;
  const box = document.getElementById('turn-box');
  const ceiling = Math.max(top, box && !box.hidden ? box.getBoundingClientRect().bottom : 0);
  const at = (b) => {
    const r = b.getBoundingClientRect();
    return {x: r.left + r.width / 2, y: r.top + r.height / 2, ok: r.top >= ceiling && r.bottom <= innerHeight};
  };
  const cards = [...document.querySelectorAll('#hand .card')].map((b) => {
    const m = /\\/card\\/(\\d+)\\.png/.exec(b.querySelector('img')?.getAttribute('src') || '');
    return {...at(b), card: m ? Number(m[1]) : null, label: null};
  }).filter((t) => t.card !== null);
  const buttons = [...document.querySelectorAll('#moves button:not(:disabled)')].map((b) => ({...at(b), card: null,
    label: b.textContent.trim()}));
  return cards.concat(buttons).filter((t) => t.ok);
}"""


EVENTS = """window.__events = [];  // what a tap came to, for the notes on a lost one
for (const k of ["touchstart", "touchend", "touchcancel", "click", "scroll"]) {
  document.addEventListener(k, (e) => {
    const t = e.target instanceof Element ? e.target : document.documentElement;
    const name = t.id || String(t.className).split(" ")[0] || t.tagName;
    window.__events.push(k + ":" + name + "@" + Math.round(scrollY));
  }, true);
}"""


def hand_of(st: dict) -> list:
    return next(z["cards"] for z in st["zones"] if z["kind"] == "hand" and z["owner"] == st["seat"])


@dataclass
class Soak:
    counted: int = 0  # taps counted
    lost: int = 0  # of them, lost
    void: int = 0  # taps not counted (their card or move went during the tap) and not answered
    buttons: int = 0  # taps counted that were on a move button
    notes: list[str] = field(default_factory=list)  # each lost tap, said plainly


def tap_stream(seed: int) -> list[dict]:
    """States for ``tap_soak``: Skull & Roses at six (cards placed, many bids and passes by buttons) then Oh
    Heck! at five (cards played, a few bids), each seat 0's states over a few deals, between deals left out."""
    states = capture("skull", 6, seed, max_states=300, deals=8) + capture("oh-heck", 5, seed, max_states=300, deals=3)
    return [s for s in states if not s.get("break") and not s["over"]]


def tap_soak(browser, page_dir: Path, stream: list[dict], taps: int, rng: random.Random) -> Soak:
    """A phone at 360x640 (the page in ``page_dir``) tapping, as a person does (the finger down 40 ms, by
    Chromium's touch input), its hand's cards and its move buttons, while one or two states of ``stream`` land
    during each tap. Each tap must make the page send its message: ``why`` for a card with no move now, or the
    card's (the button's) ``move`` (answered ``no`` at once, as the room answers a stale move). A tap during a
    state that changed the seat's own hand (at a table only its own move or a new deal does; the stream plays
    the seat's moves too), or took the tapped button's move away, is "void" unless it was answered.
    The finger aims at a page at rest: 150 ms after the last tap's answer, as a person's next tap."""
    ctx = browser.new_context(viewport={"width": 360, "height": 640}, device_scale_factor=2, is_mobile=True,
                              has_touch=True)
    out = Soak()
    try:
        page = ctx.new_page()
        page.add_init_script(EVENTS)
        stub = PhoneStub(page, page_dir, game="Oh Heck!")
        stub.open()
        cdp = ctx.new_cdp_session(page)
        k, v = 0, 10_000
        moves_of: dict[int, dict] = {}

        def next_state(wait: bool) -> dict:
            nonlocal k, v
            st = dict(stream[k % len(stream)])
            k += 1
            v += 1
            st["v"] = v
            moves_of[v] = st
            stub.feed(st, wait=wait)
            return st

        last = next_state(True)
        while out.counted < taps:
            page.wait_for_timeout(150)
            targets = page.evaluate(TARGETS)
            if not targets:
                page.evaluate("window.scrollTo(0, document.getElementById('hand').getBoundingClientRect().top"
                              " + scrollY - 260)")
                last = next_state(True)
                continue
            c = rng.choice(targets)
            before = len(stub.sent)
            held = hand_of(last)
            page.evaluate("window.__events = []")
            cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": c["x"], "y": c["y"]}]})
            for _ in range(rng.choice((1, 1, 2))):  # a state (or two) lands while the finger is down
                last = next_state(False)
            time.sleep(0.04)
            cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
            end = time.monotonic() + 1.0
            while len(stub.sent) == before and time.monotonic() < end:
                page.wait_for_timeout(5)
            page.wait_for_function(f"window.__handled >= {stub.fed}")
            said = stub.sent[before:]
            answered = False
            for m in said:
                if m.get("t") == "why" and c["card"] is not None and m.get("c") == c["card"]:
                    answered = True
                elif m.get("t") == "move" and m.get("v") in moves_of:
                    mv = moves_of[m["v"]]["moves"][m["i"]]
                    answered = answered or (c["card"] in (mv.get("cards") or []) if c["card"] is not None
                                            else mv["label"] == c["label"])
                    stub.ws.send(json.dumps({"t": "no", "why": "the table has moved on since that move was chosen"}))
                    stub.fed += 1
            gone = hand_of(last) != held if c["card"] is not None else (  # the seat's own hand changed under
                c["label"] not in [mv["label"] for mv in last["moves"]])  # the finger, or the button's move went
            if not answered and gone:
                out.void += 1
                continue
            out.counted += 1
            out.buttons += c["card"] is None
            if not answered:
                out.lost += 1
                out.notes.append(f"v {last['v']}: {c['label'] or 'card ' + str(c['card'])} at ({c['x']:.0f}, "
                                 f"{c['y']:.0f}), the page said {said}; events: {page.evaluate('window.__events')}")
            if said:
                page.wait_for_function(f"window.__handled >= {stub.fed}")
    finally:
        ctx.close()
    return out
