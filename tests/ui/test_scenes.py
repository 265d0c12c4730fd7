"""Every scene draws at three window sizes without an error."""

from __future__ import annotations

import time

import pygame
import pytest
from driver import click, frame, play_to_end, table

from cardtable.games import MODULES, get_game
from cardtable.ui.scenes.choose import Choose
from cardtable.ui.scenes.gameover import GameOver
from cardtable.ui.scenes.handover import HandOver
from cardtable.ui.scenes.menu import Menu
from cardtable.ui.scenes.message import Message
from cardtable.ui.scenes.rules import Rules
from cardtable.ui.scenes.settings_scene import SettingsScene
from cardtable.ui.scenes.setup import Setup
from cardtable.ui.scenes.summary import DealSummary

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def ready_games() -> list[str]:
    out = []
    for gid in MODULES:
        try:
            get_game(gid)
        except ImportError:
            continue
        out.append(gid)
    return out


def draws(app, scene) -> None:
    app.dirty = True
    frame(app)
    assert not app.errors, app.errors[-1]
    assert app.screen.get_at((app.size[0] // 2, 2)) != (0, 0, 0, 255)


@pytest.mark.parametrize("size", SIZES)
def test_menu_choose_settings_and_message_draw(app, size):
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.reset(Menu(app))
    draws(app, app.top)
    app.push(Choose(app, "play"))
    draws(app, app.top)
    app.push(SettingsScene(app))
    draws(app, app.top)
    app.push(Message(app, "A message", "Something to say, long enough to wrap onto a second line of text."))
    draws(app, app.top)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", ready_games())
def test_setup_rules_and_table_draw(app, size, game_id):
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    game = get_game(game_id)
    app.reset(Setup(app, game))
    draws(app, app.top)
    app.reset(Rules(app, game))
    draws(app, app.top)
    n = game.info.players[-1]
    scene = table(app, game_id, ["person", "person"] + ["random"] * (n - 2))
    deadline = time.monotonic() + 60  # the computers before the first person (if any) take their turns
    while time.monotonic() < deadline:
        frame(app)
        if isinstance(app.top, HandOver):
            break
    draws(app, scene)
    assert isinstance(app.top, HandOver)  # two people: the first one is asked for
    click(app, app.top.buttons[0].rect.center)
    draws(app, scene)
    app.push(Rules(app, game, overlay=True))
    draws(app, app.top)


@pytest.mark.parametrize("size", SIZES)
def test_summary_and_game_over_draw(app, size):
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    game_id = "oh-heck" if "oh-heck" in ready_games() else ready_games()[0]
    scene = table(app, game_id, ["random"] * 4, options={"schedule": "single", "cards": 2})
    seen = set()

    def look():
        if isinstance(app.top, (DealSummary, GameOver)) and type(app.top) not in seen:
            seen.add(type(app.top))
            draws(app, app.top)

    play_to_end(app, scene, on_frame=look)
    assert seen == {DealSummary, GameOver}


def test_a_deal_nobody_went_out_of_says_so_on_its_sheet():
    from types import SimpleNamespace

    from cardtable.engine.present import deal_sheet
    from cardtable.games import get_game

    pres = get_game("rummy").words.presentation
    names = ["Alice", "Bob"]
    blocked = SimpleNamespace(sheet=[(None, (25, 53), (28, 0))], history=[(28, 0)])
    lines, heads, rows = deal_sheet(pres, blocked.sheet, blocked.history, 1, {}, names)
    assert lines == ["Nobody went out"]
    assert heads == ["In hand", "Points", "Total"] and rows[0] == ["25", "28", "28"]
    out = SimpleNamespace(sheet=[(1, (25, 0), (0, 25))], history=[(0, 25)])
    assert deal_sheet(pres, out.sheet, out.history, 1, {}, names)[0] == ["Out: Bob"]
