"""A phone seat away says how long, and counts (issue 44: "It dropped off 0 seconds ago" never counted,
for a phone that never joined)."""

from __future__ import annotations

import time
from types import SimpleNamespace

import pygame

from cardtable.ui.scenes.table.phones import PhoneDesk


class _Room:
    seats = [1]

    def __init__(self, dropped: float | None) -> None:
        self.dropped = dropped

    def missing_since(self, s):
        return None if self.dropped is None else time.monotonic() - self.dropped

    def connected(self, s):
        return False

    def requests(self):
        return []


def _said(dropped: float | None, started: float) -> str:
    desk = PhoneDesk.__new__(PhoneDesk)
    desk.room = _Room(dropped)
    desk.buttons_now = [object()]
    desk._dismissed, desk._started = set(), started
    layout = SimpleNamespace(unit=1.0)
    desk.scene = SimpleNamespace(chair=SimpleNamespace(to_move=1), board=SimpleNamespace(layout=layout),
                                 onlooker=SimpleNamespace(names=["Ann", "Bob"]))
    said: list[str] = []
    desk._box = lambda surf, title, lines, codes, px: said.extend([title, *lines])  # type: ignore[method-assign]
    desk.draw(pygame.Surface((10, 10)))
    return " ".join(said)


def test_a_phone_that_never_joined_counts_the_seconds_the_table_waited():
    text = _said(None, time.monotonic() - 42)
    assert "waited 42 seconds" in text and "0 seconds" not in text, text


def test_a_phone_that_dropped_off_says_when():
    text = _said(time.monotonic() - 35, time.monotonic() - 100)
    assert "dropped off 35 seconds ago" in text, text
