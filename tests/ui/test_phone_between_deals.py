"""Issue 40: a table of phones runs itself. With every seat on a phone and nobody at the big screen,
each deal's end shows on every phone at once (its summary, a Ready button); no move is taken while
the big screen's summary is up or before it gets there; the next deal starts when every phone is
ready (the big screen's summary closes by itself) or when the big screen presses on; the game's
end is shown alike on the phones and the big screen."""

from __future__ import annotations

import json
import random
import sys
import time
from contextlib import ExitStack
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from room_helpers import hello, recv_until  # noqa: E402
from websockets.sync.client import connect  # noqa: E402

from cardtable.host.session import Seat, Session  # noqa: E402
from cardtable.ui.scenes.gameover import GameOver  # noqa: E402
from cardtable.ui.scenes.summary import DealSummary  # noqa: E402
from cardtable.ui.scenes.table import TableScene  # noqa: E402
from cardtable.ui.scenes.table import phones as table_phones  # noqa: E402
from tests.ui.driver import frame, host, make_app  # noqa: E402


@pytest.fixture(autouse=True)
def _loopback(monkeypatch):
    monkeypatch.setattr(table_phones, "lan_address", lambda: "127.0.0.1")  # tests listen on loopback only


def phones_table(game: str, n: int, animation: str = "fast"):
    app = make_app(animation=animation)
    session = Session(game, [Seat(name, "phone") for name in ["Ann", "Bo", "Cy", "Dev"][:n]], 11, {})
    scene = TableScene(app, session)
    app.reset(scene)
    frame(app)
    stack = ExitStack()
    phones = []
    room = scene.phones.room
    for seat in range(n):
        p = stack.enter_context(connect(f"ws://127.0.0.1:{room.port}/ws", open_timeout=5))
        hello(p, room.tokens[seat], None, f"phone {seat}")
        end = time.monotonic() + 5
        while not room.requests():
            assert time.monotonic() < end
            frame(app)
            time.sleep(0.005)
        scene.press(("phone-yes", room.requests()[0][0]))  # let in, at the start
        recv_until(p, "welcome")
        phones.append(p)
    scene.press(("phones-hide",))
    return app, scene, phones, stack


def drain(p) -> list[dict]:
    out = []
    try:
        while True:
            out.append(json.loads(p.recv(timeout=0.0005)))
    except TimeoutError:
        return out


def until(app, p, cond, timeout: float = 5.0) -> dict:
    """The first message ``cond`` takes, the big screen's frames running meanwhile."""
    end = time.monotonic() + timeout
    while True:
        assert time.monotonic() < end, "no such message came"
        frame(app)
        for msg in drain(p):
            if cond(msg):
                return msg


def test_a_table_of_phones_plays_a_whole_game_with_nobody_at_the_big_screen():
    app, scene, phones, stack = phones_table("skull", 3)
    rng = random.Random(5)
    latest: dict[int, dict] = {}
    tried: set[tuple[int, int, int]] = set()  # (seat, version, stamp-ish) a move was sent from
    ready_sent: set[tuple[int, int]] = set()
    breaks: dict[int, dict[int, dict]] = {}  # deal -> seat -> the break the phone was shown
    summaries: list[int] = []  # the deals whose summary the big screen showed, in order
    truth = host(scene)
    end = time.monotonic() + 90
    with stack:
        while not (truth.state.over and isinstance(app.top, GameOver)):
            assert time.monotonic() < end, "the game did not end by itself"
            before = len(truth.actions)
            on_summary = isinstance(app.top, DealSummary)
            if on_summary and (not summaries or summaries[-1] != app.top.deal):
                summaries.append(app.top.deal)
            frame(app)
            if on_summary and isinstance(app.top, DealSummary):
                assert len(truth.actions) == before, "a move was taken while the big screen showed the deal's summary"
            for seat, p in enumerate(phones):
                for msg in drain(p):
                    if msg["t"] == "state":
                        latest[seat] = msg
                brk = latest.get(seat, {}).get("break")
                m = latest.get(seat)
                if m is None:
                    continue
                if brk:
                    breaks.setdefault(brk["deal"], {})[seat] = brk
                    assert not m["moves"]  # no move between deals
                    if (seat, brk["deal"]) not in ready_sent:
                        ready_sent.add((seat, brk["deal"]))
                        p.send(json.dumps({"t": "ready", "deal": brk["deal"]}))
                elif m["my_turn"] and m["moves"] and (seat, m["v"], id(m)) not in tried:
                    tried.add((seat, m["v"], id(m)))
                    p.send(json.dumps({"t": "move", "v": m["v"], "i": rng.randrange(len(m["moves"]))}))
            time.sleep(0.002)
        # the game's end, alike: every phone says it is over with the big screen's winners
        winners = list(truth.game.result(truth.state).winners)
        assert app.top.result.winners == winners
        for seat, p in enumerate(phones):
            end = time.monotonic() + 5
            while not latest[seat]["over"] or latest[seat].get("break"):
                assert time.monotonic() < end, f"phone {seat} was not told the game is over"
                frame(app)
                for msg in drain(p):
                    if msg["t"] == "state":
                        latest[seat] = msg
            assert latest[seat]["winners"] == winners
    deals = truth.state.deal_no
    assert deals >= 2
    # every deal's end was shown on every phone, and on the big screen, in order
    assert sorted(breaks) == list(range(1, deals + 1))
    assert all(len(by_seat) == 3 for by_seat in breaks.values())
    assert summaries == list(range(1, deals + 1))
    assert breaks[deals][0]["over"] and not breaks[1][0]["over"]
    for by_seat in breaks.values():  # the same sheet on every phone (each from its own side)
        assert len({json.dumps(b["rows"]) for b in by_seat.values()}) == 1


def test_the_big_screen_can_press_on_without_the_phones():
    app, scene, phones, stack = phones_table("skull", 3, animation="instant")
    truth = host(scene)
    room = scene.phones.room
    latest: dict[int, dict] = {}
    end = time.monotonic() + 60
    rng = random.Random(2)
    with stack:
        while not isinstance(app.top, DealSummary):  # play the first deal out
            assert time.monotonic() < end
            frame(app)
            for seat, p in enumerate(phones):
                for msg in drain(p):
                    if msg["t"] == "state":
                        latest[seat] = msg
                        if msg["my_turn"] and msg["moves"] and not msg.get("break"):
                            p.send(json.dumps({"t": "move", "v": msg["v"],
                                               "i": rng.randrange(len(msg["moves"]))}))
            time.sleep(0.002)
        end = time.monotonic() + 5
        while room.between is None:
            assert time.monotonic() < end
            frame(app)
        deal = app.top.deal
        assert room.between.deal == deal
        # a phone's move now is refused, with the reason
        to_move = truth.state.to_move
        phones[to_move].send(json.dumps({"t": "move", "v": len(truth.actions), "i": 0}))
        no = until(app, phones[to_move], lambda m: m["t"] == "no")
        assert "scored" in no["why"] and "ready" in no["why"]
        app.top.press("go")  # Continue at the big screen: the phones go on without saying ready
        assert room.between is None and not isinstance(app.top, DealSummary)
        end = time.monotonic() + 5
        st = latest[to_move]
        while st.get("break") or not st["my_turn"]:
            assert time.monotonic() < end, "the phone was not told the next deal started"
            frame(app)
            for msg in drain(phones[to_move]):
                if msg["t"] == "state":
                    st = msg
        assert st["my_turn"] and st["moves"] and truth.state.to_move == to_move


def test_the_phones_are_served_whatever_the_big_screen_shows():
    """The rules opened over the table at the big screen: a phone's move is still taken and every
    phone told at once (the table's own update is not running then)."""
    app, scene, phones, stack = phones_table("golf", 3, animation="instant")
    truth = host(scene)
    with stack:
        app.open("rules", scene.game, overlay=True)
        assert app.top is not scene
        seat = truth.state.to_move
        st = until(app, phones[seat], lambda m: m["t"] == "state" and m["my_turn"] and bool(m["moves"]))
        before = len(truth.actions)
        phones[seat].send(json.dumps({"t": "move", "v": st["v"], "i": 0}))
        other = phones[(seat + 1) % 3]
        got = until(app, other, lambda m: m["t"] == "state" and m["v"] > st["v"])
        assert len(truth.actions) == before + 1 and got["v"] == before + 1
        assert app.top is not scene  # nobody closed the rules


def test_queued_join_requests_are_counted_at_the_big_screen():
    names = ["Ann", "Bo", "Cy"]
    one = table_phones.PhoneDesk.request_words([(1, 0, "Ann's phone")], names)
    assert one[0] == "A phone wants a seat" and len(one[1]) == 2
    many = table_phones.PhoneDesk.request_words([(k, k % 3, f"phone {k}") for k in range(1, 31)], names)
    assert many[0] == "A phone wants a seat (1 of 30)" and many[1][-1] == "29 more phones ask after this one."
