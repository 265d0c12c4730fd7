"""The two excepts that were broad (issue 42): a move's preview and a phone's move catch only what the
rules refuse (``IllegalAction``); a bug in a game's rules reaches the big screen, and a phone is never
told "nothing changed" when the table may have changed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from cardtable.engine.actions import Action, IllegalAction
from cardtable.host.moves import effect
from cardtable.host.session import Seat, Session
from cardtable.room import Room


def _session() -> Session:
    return Session("oh-heck", [Seat("Ana"), Seat("Bo"), Seat("Cy")], 3, {"schedule": "single", "cards": 3})


class _Broken(Exception):
    """A bug in a game's rules."""


def _preview_when_step_raises(monkeypatch: pytest.MonkeyPatch, error: Exception) -> Callable[[], object]:
    """The preview of a legal move (``effect``) with the rules' ``step`` raising ``error``."""
    s = _session()
    game, state = s.game, s.state
    a = game.legal_actions(state)[0]

    def step(st: Any, action: Action) -> None:
        raise error

    monkeypatch.setattr(game, "step", step)
    return lambda: effect(game, state, a, a.seat)


def test_the_preview_of_a_move_does_not_hide_a_bug_in_the_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    preview = _preview_when_step_raises(monkeypatch, _Broken("a bug in step"))
    with pytest.raises(_Broken):
        preview()


def test_the_preview_of_a_move_the_rules_refuse_moves_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    preview = _preview_when_step_raises(monkeypatch, IllegalAction("not now"))
    assert preview() == (frozenset(), None)


def _seated_phone(s: Session) -> tuple[Room, list[dict[str, Any]], int]:
    """A room (no server) with the seat to move on a phone, let in; what its phone is told."""
    seat = s.state.to_move
    assert seat is not None
    room = Room(s)
    told: list[dict[str, Any]] = []
    room.watch = lambda _seat, msg: told.append(msg)
    token = room.add_phone(seat)
    room._inbox.put(("hello", 1, {"t": "hello", "token": token, "key": None, "device": "A phone"}))
    room.pump()
    (rid, _s, _d), = room.requests()
    room.answer(rid, True)
    room.pump()
    assert told[-1]["t"] == "state" and told[-1]["moves"]
    return room, told, seat


def test_a_phone_move_the_rules_refuse_is_answered_no(monkeypatch: pytest.MonkeyPatch) -> None:
    s = _session()
    room, told, _seat = _seated_phone(s)
    v = told[-1]["v"]

    def refuse(state: Any, action: Action) -> list[Any]:
        raise IllegalAction("the rules say no")

    monkeypatch.setattr(s.game, "apply", refuse)
    room._inbox.put(("move", 1, {"t": "move", "v": v, "i": 0, "a": None}))
    room.pump()
    assert told[-1] == {"t": "no", "why": "the rules say no"}


def test_a_bug_in_a_phone_move_is_not_told_as_nothing_changed(monkeypatch: pytest.MonkeyPatch) -> None:
    s = _session()
    room, told, seat = _seated_phone(s)
    v, before = told[-1]["v"], len(told)
    real_step = s.game.step

    def half_then_broken(state: Any, action: Action) -> None:
        real_step(state, action)  # the table changed ...
        raise _Broken("a bug after the move")  # ... and then the rules failed

    monkeypatch.setattr(s.game, "step", half_then_broken)
    room._inbox.put(("move", 1, {"t": "move", "v": v, "i": 0, "a": None}))
    room._inbox.put(("why", 1, {"t": "why", "v": v, "c": 0}))  # said after the move: answered all the same
    with pytest.raises(_Broken):
        room.pump()  # the bug reaches the big screen (the app shows it and goes on)
    said = told[before:]
    assert said and said[0]["t"] == "no" and "error" in said[0]["why"]
    assert "nothing changed" not in said[0]["why"]
    monkeypatch.undo()
    room.pump()
    after = told[before + 1:]
    assert [m["t"] for m in after] == ["no", "state"]  # the why, then the table as it is now
    assert after[0].get("c") == 0
    assert after[1]["seat"] == seat
