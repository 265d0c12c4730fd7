"""A phone's link is easy to type (issue 44: its token was mixed case): lower-case letters and digits
that cannot be mistaken for one another, as many bits as before; typed with a capital first, it still
opens the seat."""

from __future__ import annotations

import math

from cardtable.host.session import Seat, Session
from cardtable.room.room import LINK_LETTERS, Room


def _room() -> Room:
    s = Session("rummy", [Seat("Ann", "person"), Seat("Bob", "phone")], 1, {}, None)
    return Room(s)


def test_a_link_token_is_lower_case_unambiguous_and_keeps_its_entropy():
    tokens = [_room().add_phone(1) for _ in range(20)]
    for t in tokens:
        assert t == t.lower() and set(t) <= set(LINK_LETTERS), t
        assert not set(t) & set("lo01"), t
        assert len(t) * math.log2(len(LINK_LETTERS)) >= 128  # as hard to guess as 16 random bytes
    assert len(set(tokens)) == len(tokens)


def test_a_token_typed_with_a_capital_first_still_opens_the_seat():
    room = _room()
    token = room.add_phone(1)
    room._hello(7, {"token": token[:1].upper() + token[1:], "key": None, "device": "A phone"})
    assert room.requests() == [(next(iter(room._requests)), 1, "A phone")]
    room._hello(8, {"token": "Zé" + token[2:], "key": None, "device": "A phone"})  # not ASCII: no seat, no error
    assert len(room.requests()) == 1
