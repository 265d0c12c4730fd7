"""Issue 50 in the real window: Continue seats the game as it was left, from the whole journal, when a seat
has been taken out of the autosave (the damaged file set aside and said), and a game whose seats are missing
with no journal beside it is not continued with invented people (said, no Continue)."""

from __future__ import annotations

import json
import random

import pygame
import pytest
from driver import click, frame

from cardtable.files.storage import Storage
from cardtable.host.session import Seat, Session
from cardtable.ui.app import App
from cardtable.ui.scenes.menu import Menu
from cardtable.ui.scenes.message import Message
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.settings import Settings
from tests.ui.driver import host


@pytest.fixture(autouse=True)
def _quit_pygame():
    yield
    pygame.quit()


def left_table(root) -> Session:
    """Golf for two people, Zed and Ann, 9 moves played, then the table left."""
    s = Session("golf", [Seat("Zed"), Seat("Ann")], 21, {}, Storage(root))
    rng = random.Random(21)
    for _ in range(9):
        s.apply(rng.choice(s.game.legal_actions(s.state)))
    s.flush()
    return s


def seats_in_autosave(root, keep) -> None:
    p = root / "autosave.json"
    doc = json.loads(p.read_text())
    doc["data"]["seats"] = [d for d in doc["data"]["seats"] if keep(d)]
    p.write_text(json.dumps(doc))


def start(root) -> tuple[App, str]:
    """The program starting on ``root``: the menu, the files read, what it says (one message), dismissed."""
    app = App((1024, 600), Settings(animation="instant", pace="instant", sound=False), storage=Storage(root))
    app.start_menu()
    frame(app)
    frame(app)
    messages = [s for s in app.stack if isinstance(s, Message)]
    assert len(messages) == 1
    text = messages[0].text
    click(app, messages[0].buttons[0].rect.center)
    frame(app)
    assert isinstance(app.top, Menu) and not app.errors
    return app, text


def continue_button(menu: Menu):
    return next((b for b in menu.buttons if b.value == "continue"), None)


def test_continue_seats_the_two_people_from_the_journal_and_says_why(tmp_path):
    s = left_table(tmp_path)
    seats_in_autosave(tmp_path, lambda d: d["name"] != "Ann")
    app, said = start(tmp_path)
    assert "autosave.json" in said and "1 seat for 2 players" in said and "moved to" in said
    assert "continued from autosave.journal (9 moves)" in said
    menu = app.top
    assert continue_button(menu) is not None
    menu.press("continue")
    table = app.top
    assert isinstance(table, TableScene)
    assert [(x.name, x.kind) for x in host(table).seats] == [("Zed", "person"), ("Ann", "person")]
    assert host(table).actions == s.actions
    assert not any(x.name in ("Basil", "You") for x in host(table).seats)


def test_a_game_with_no_seats_and_no_journal_is_said_and_not_continued(tmp_path):
    left_table(tmp_path)
    (tmp_path / "autosave.journal").unlink()
    seats_in_autosave(tmp_path, lambda d: False)
    app, said = start(tmp_path)
    assert "autosave.json" in said and "no seats for 2 players" in said and "no game to continue" in said
    assert continue_button(app.top) is None
    assert len(list((tmp_path / "damaged").iterdir())) == 1
