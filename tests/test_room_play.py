"""Whole games played on simulated phones through the room: every game with every person on a phone,
and one mixed table; the no-peek witness checks every message sent to a phone."""

from __future__ import annotations

import pytest
from room_helpers import Phone, computers, host_loop, open_room

from cardtable.games import all_games, get_game
from cardtable.host.session import Seat, Session

# options that keep a random whole game short (only those the game has are used)
SHORT = {"say-uncle": {"target": 1}, "man-from-uncle": {"pot": 6}, "uncle-stuart": {"target": 100, "max_deals": 1},
         "rummy": {"deals": 1}, "oh-heck": {"schedule": "single", "cards": 3}, "golf": {"deals": 9}}
PLAYERS = {"show": 2, "golf": 2, "uncle-stuart": 2}


def options(gid: str) -> dict:
    names = {o.name for o in get_game(gid).info.options}
    return {k: v for k, v in SHORT.get(gid, {}).items() if k in names}


def finish(room, session, phones, witness, each=None) -> None:
    try:
        host_loop(room, lambda: all(p.done.is_set() for p in phones), each)
    finally:
        room.stop()
    for p in phones:
        p.join(2)
        assert p.error is None, repr(p.error)
    assert session.state.over
    assert witness.breaches == []
    assert witness.checked >= len(phones)
    winners = list(session.game.result(session.state).winners)
    for p in phones:
        last = p.states[-1]
        assert last["over"] and last["winners"] == winners
        # the log the phone is sent, written on move by move, is the seat's whole log
        assert last["log"] == session.chair(p.seat).log_lines()[-200:]
        assert all(msg["t"] != "no" for msg in p.received)


@pytest.mark.parametrize("gid", [g.info.id for g in all_games()])
def test_a_whole_game_with_every_person_on_a_phone(gid: str) -> None:
    game = get_game(gid)
    n = PLAYERS.get(gid, max(3, game.info.players[0]))
    session = Session(gid, [Seat(f"P{i}") for i in range(n)], 7, options(gid))
    room, witness = open_room(session, list(range(n)))
    phones = [Phone(room, s, 100 + s) for s in range(n)]
    for p in phones:
        p.start()
    finish(room, session, phones, witness)
    assert sum(p.moves_made for p in phones) == len(session.actions)
    for p in phones:  # every phone saw itself as "You" and nobody else so
        assert all(st["names"][p.seat] == "You" and st["names"].count("You") == 1 for st in p.states)


def test_a_mixed_table_big_screen_two_phones_and_a_computer() -> None:
    gid = "oh-heck"
    seats = [Seat("Big"), Seat("Ana"), Seat("Bo"), Seat("Cy", "random")]
    session = Session(gid, seats, 11, {"schedule": "single", "cards": 4})
    room, witness = open_room(session, [1, 2])
    phones = [Phone(room, 1, 5), Phone(room, 2, 6)]
    for p in phones:
        p.start()
    robot = computers(session, [3], 3)
    big = computers(session, [0], 4)  # the person at the big screen, played through their own chair

    def each() -> None:
        robot()
        big()

    finish(room, session, phones, witness, each)
    by_seat = [sum(a.seat == s for a in session.actions) for s in range(4)]
    assert all(by_seat), by_seat
    assert phones[0].moves_made == by_seat[1] and phones[1].moves_made == by_seat[2]
    assert not room.connected(1)
