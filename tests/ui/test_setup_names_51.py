"""Issue 51: in pass-and-play the person at the screen has one name on the table: the plate, the scores
and the turn's line all call them "You" (the hand-over names them to the others); and a game's set-up
opens as it was left: the seats' kinds (Person, Person on a phone, a computer's level), the players and
the options, after a game or after Back."""

from __future__ import annotations

import random

from driver import frame, gesture

from cardtable.ai.levels import DEFAULT_LEVEL
from cardtable.games import get_game
from cardtable.host.seats import PERSON, PHONE
from cardtable.host.session import Seat, Session
from cardtable.ui.scenes.handover import HandOver
from cardtable.ui.scenes.setup import KINDS, Setup
from cardtable.ui.scenes.table import TableScene, panel


# -- one name for the person at the screen ---------------------------------------------------------
def test_pass_and_play_calls_the_person_at_the_screen_you_as_the_plate_does(app) -> None:
    seats = [Seat("Player 1", "person"), Seat("Player 2", "person"), Seat("Cleo", "random")]
    sc = TableScene(app, Session("golf", seats, 4))
    app.reset(sc)
    rng = random.Random(2)
    turns = 0
    for _ in range(600):
        frame(app)
        top = app.top
        if isinstance(top, HandOver):
            assert sc.name(top.seat).startswith("Player")  # the hand-over names who comes to the screen
            top.press("ready")
            frame(app)
        elif top is sc and sc.my_turn and sc.input.gestures:
            seat = sc.chair.seat
            text, _ = panel.status(sc)
            assert sc.names[seat] == "You"  # the plate and the scores
            assert text.startswith("Your turn"), text
            assert sc.onlooker.name(seat) not in text, f"the plate says You, the turn's line {text!r}"
            turns += 1
            if turns >= 6:
                return
            gesture(app, sc, rng.choice(sc.input.gestures.legal))
    raise AssertionError(f"only {turns} turns of the persons seen")


# -- the set-up as it was left ------------------------------------------------------------------------
def cycle_to(setup: Setup, seat: int, kind: str) -> None:
    for _ in range(len(KINDS)):
        if setup.seats[seat].kind == kind:
            return
        setup.press(("kind", seat))
    assert setup.seats[seat].kind == kind


def an_option(game):
    """The game's first option that is clicked through (a choice or a switch)."""
    for o in game.info.options:
        if o.kind == "bool" or o.choices:
            return o
    raise AssertionError("no option to click")


def test_the_set_up_opens_as_it_was_left_after_back(app) -> None:
    game = get_game("golf")
    s = Setup(app, game)
    app.push(s)
    assert s.seats[1].kind == DEFAULT_LEVEL
    cycle_to(s, 1, PERSON)
    cycle_to(s, 2, PHONE)
    s.press(("players", -1))
    n = s.players
    o = an_option(game)
    s.press(("cycle", o.name))
    chosen = s.values[o.name]
    s.press(("back",))
    again = Setup(app, game)
    assert [r.kind for r in again.seats[:3]] == [PERSON, PERSON, PHONE]
    assert again.players == n and again.values[o.name] == chosen


def test_the_set_up_opens_as_it_was_left_after_a_game(app) -> None:
    game = get_game("oh-heck")
    s = Setup(app, game)
    app.push(s)
    cycle_to(s, 1, PERSON)
    s.press(("start",))
    assert isinstance(app.top, TableScene) and app.top.persons == [0, 1]
    app.reset("menu")
    again = Setup(app, game)
    assert again.seats[1].kind == PERSON and again.seats[2].kind == DEFAULT_LEVEL


def test_a_bad_or_foreign_memory_gives_the_defaults(app) -> None:
    game = get_game("golf")
    app.settings.setups["golf"] = {"@players": 99, "@seats": "person,nonsense,,hard"}
    s = Setup(app, game)
    assert 2 <= s.players <= game.info.players[-1]
    assert s.seats[1].kind == DEFAULT_LEVEL and s.seats[3].kind == "hard"
