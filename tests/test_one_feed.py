"""One feed per viewer (issue 49): what is asked of a seat's chair never costs a phone a line of its log.

Oh Heck!, three seats, one on a phone. The others bid and play while that phone's next state is held
back (no pump between their moves: another phone's move in the same pump, a state held back by the
frame budget, a computer's move); then something is asked of the phone seat's chair before the state
goes: the phone asks why a card has no move, a hint is worked out for the seat from its chair, or the
seat takes its move back (the only person at the table is on the phone). Each time, the phone's log as
it was sent (the messages the room sent to that phone) must hold every line the seat's own log holds,
and no line of a move taken back. The seat's own log is the table's record played afresh and told to
that seat (``engine.log.game_lines``), not anything a chair kept.

Before this issue ``Chair.sight()`` emptied the chair's queue of events and the room called it to
answer "why": the moves queued for the phone were never sent ("P1 bids 0", "P2 bids 0", ...).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from cardtable.ai.hint import hint
from cardtable.engine.actions import Action
from cardtable.engine.log import game_lines
from cardtable.host.moves import own_names
from cardtable.host.session import PHONE, Seat, Session
from cardtable.room import Room
from cardtable.room.messages import LOG_LINES

PHONE_SEAT = 0


def _table(solo: bool = False) -> Session:
    """Oh Heck!, three seats, the first on a phone; the others computers (``solo``) or people."""
    other = "easy" if solo else "person"
    return Session("oh-heck", [Seat("P0", PHONE), Seat("P1", other), Seat("P2", other)], seed=7)


def _room(s: Session) -> tuple[Room, list[dict[str, Any]]]:
    """A room (no server) with the phone seat let in; every message sent to that phone, in order."""
    room = Room(s)
    sent: list[dict[str, Any]] = []
    room.watch = lambda seat, msg: sent.append(msg) if seat == PHONE_SEAT else None
    token = room.add_phone(PHONE_SEAT)
    room._inbox.put(("hello", 1, {"t": "hello", "token": token, "key": None, "device": "A phone"}))
    room.pump()
    (rid, _seat, _device), = room.requests()
    room.answer(rid, True)
    room.pump()
    assert [m["t"] for m in sent] == ["wait", "welcome", "state"]
    return room, sent


def _states(sent: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [m for m in sent if m["t"] == "state"]


def _others_move(s: Session) -> list[str]:
    """The other seats move through their own chairs until the phone's turn (no pump: the phone's next
    state is held back); what they did, as the table names it."""
    chairs = {i: s.chair(i) for i in range(1, 3)}
    done = []
    while not s.state.over and s.state.to_move != PHONE_SEAT:
        c = chairs[s.state.to_move]
        a = c.legal()[0]
        done.append(c.describe(a))
        c.play(a, c.version)
    return done


def _own_cards(state_msg: dict[str, Any]) -> list[int]:
    return [c for z in state_msg["zones"] if z["owner"] == PHONE_SEAT for c in z["cards"] if c is not None]


def _seat_log(s: Session) -> list[str]:
    """What happened at the table as the seat's own log reads it: the record's moves played afresh from
    the seed and told to that seat (``engine.log.game_lines``), under the deal's fingerprint."""
    names = own_names([seat.name for seat in s.seats], PHONE_SEAT)
    lines = game_lines(s.game, len(s.seats), s.seed, s.options, s.record.actions, PHONE_SEAT, names)
    return [f"Deal fingerprint: {s.fingerprint} (checked at the end)", *lines]


def _play_with(s: Session, room: Room, sent: list[dict[str, Any]], ask: Callable[[dict[str, Any]], None],
               rounds: int = 4) -> int:
    """Rounds of: the others move (the phone's state held back), ``ask`` (given the phone's last state),
    a pump (the phone's state goes), the phone's first move. After each, the phone's last log must be
    its seat's log. Returns the others' moves made while the phone's state was held back."""
    held = 0
    for _ in range(rounds):
        moved = _others_move(s)
        held += len(moved)
        ask(_states(sent)[-1])
        room.pump()
        last = _states(sent)[-1]
        assert last["v"] == len(s.record.actions)
        want = _seat_log(s)
        missing = [line for line in want if line not in last["log"]]
        assert not missing, f"the phone was never sent {missing} (the others did {moved})"
        assert last["log"] == want[-LOG_LINES:]
        if s.state.over:
            break
        assert last["my_turn"] and last["moves"]
        room._inbox.put(("move", 1, {"t": "move", "v": last["v"], "i": 0, "a": None}))
        room.pump()
        assert _states(sent)[-1]["v"] == len(s.record.actions)
    return held


def test_a_phone_asking_why_keeps_every_line_of_its_log() -> None:
    s = _table()
    room, sent = _room(s)

    def why(last: dict[str, Any]) -> None:
        card = _own_cards(last)[-1]
        room._inbox.put(("why", 1, {"t": "why", "v": last["v"], "c": card}))

    held = _play_with(s, room, sent, why)
    assert held >= 4  # the others bid and played while its state was held back
    answers = [m for m in sent if m["t"] == "no"]
    assert answers and all(m.get("c") is not None and m["why"] for m in answers)
    log = _states(sent)[-1]["log"]
    assert "P1 bids 0" in log and "P2 bids 0" in log  # the others' bids, made while its state waited


def test_a_hint_worked_out_from_the_phone_seat_keeps_every_line_of_its_log() -> None:
    """A hint for the phone's seat, from its own chair (its view, its moves, its table to show the
    hinted card on), while its state is held back."""
    s = _table()
    room, sent = _room(s)
    hinted: list[str] = []

    def ask_hint(_last: dict[str, Any]) -> None:
        chair = room._phones[PHONE_SEAT].chair
        assert chair is not None and chair.my_turn
        a = hint(s.game, chair.seen(), PHONE_SEAT, seed=chair.version, spec="easy:30")
        shown = next(m for m in chair.moves() if m.action == a)
        on_table = {c for z in chair.sight().table.zones.values() for c in z}
        assert shown.moves <= on_table  # the hinted move's cards, where the seat sees them
        hinted.append(chair.describe(a))

    assert _play_with(s, room, sent, ask_hint) >= 4
    assert len(hinted) >= 3


def test_a_move_taken_back_by_the_phone_seat_leaves_its_log_as_its_seat_reads_it() -> None:
    """The only person at the table is on the phone (so its seat may take a move back); its last bid is
    taken back, the computers bid again, the phone asks why about a card, then its state goes."""
    s = _table(solo=True)
    room, sent = _room(s)
    _others_move(s)
    room.pump()
    first = _states(sent)[-1]
    room._inbox.put(("move", 1, {"t": "move", "v": first["v"], "i": 0, "a": None}))  # the phone bids
    room.pump()
    _others_move(s)  # the computers bid after it (its state held back)
    chair = room._phones[PHONE_SEAT].chair
    assert chair is not None and chair.can_undo()
    taken = len(s.record.actions)
    assert chair.undo()  # back to its bid
    assert len(s.record.actions) < taken
    assert s.state.to_move == PHONE_SEAT
    last = _states(sent)[-1]
    room._inbox.put(("why", 1, {"t": "why", "v": last["v"], "c": _own_cards(last)[-1]}))
    room.pump()
    room._inbox.put(("move", 1, {"t": "move", "v": len(s.record.actions), "i": 1, "a": None}))  # another bid
    room.pump()
    held = _others_move(s)
    assert held
    room._inbox.put(("why", 1, {"t": "why", "v": len(s.record.actions), "c": _own_cards(last)[-1]}))
    room.pump()
    log = _states(sent)[-1]["log"]
    assert log == _seat_log(s)[-LOG_LINES:]
    assert "You bid 0" not in log  # the bid taken back is in no line it was sent


def test_a_chair_s_queries_change_nothing_its_viewers_are_handed() -> None:
    """Two viewers of one seat: whatever is asked of the chair between moves (its table, log, moves,
    view, prompt, why a card has no move), each viewer is handed every move once, with the seat's log
    lines for it, and the chair's log is the one read from the record."""
    s = _table(solo=True)
    chair = s.chair(PHONE_SEAT)
    asked, quiet = chair.feed(), chair.feed()
    asked.look()
    quiet.look()
    players = {i: chair if i == PHONE_SEAT else s.chair(i) for i in range(3)}
    rng = random.Random(3)
    start = len(chair.log_lines())
    moves = 0
    while not s.state.over and moves < 40:
        mover = players[s.state.to_move]
        mover.play(rng.choice(mover.legal()), mover.version)
        moves += 1
        own = list(chair.sight().table.zones[f"hand{PHONE_SEAT}"])
        for ask in (chair.log_lines, chair.moves, chair.seen, chair.prompt, chair.legal):
            ask()
        assert all(isinstance(chair.why_not(Action("play", PHONE_SEAT, (c,))), str) for c in own)
        if moves % 7 == 0:  # one viewer takes its events now and then, the other only at the end
            taken = asked.take()
            assert taken is not None and taken
    rest = asked.take()
    everything = quiet.take()
    assert rest is not None and everything is not None and len(everything) == moves
    if rest:
        assert everything[-len(rest):] == rest  # the same moves, however often each viewer took them
    told_lines = [text for t in everything for _, text in t.lines]
    assert chair.log_lines()[start:] == told_lines
    assert chair.log_lines() == _seat_log(s)  # the record played afresh for the seat
