"""The way back and keys that stay put (issue 44). The paused menu, over a game or a replay, leads to
the main menu and to Past games; the game left is saved and Continue goes back to it, nothing lost.
At the table the keyboard's focus comes back on or next to what was just used after a move; Tab
and Shift+Tab skip buttons that cannot be pressed, and moving the focus never presses anything."""

from __future__ import annotations

import pygame
from driver import frame, host, key, table
from test_replay_controls import finished_record, watch

from cardtable.ui.scenes.menu import Menu
from cardtable.ui.scenes.past_games import PastGames
from cardtable.ui.scenes.summary import DealSummary
from cardtable.ui.scenes.table import TableScene


def my_turn(app, sc: TableScene) -> None:
    for _ in range(3000):
        if isinstance(app.top, DealSummary):
            key(app, pygame.K_RETURN)
        frame(app)
        if app.top is sc and sc.my_turn and sc.input.gestures is not None:
            frame(app)
            return
    raise AssertionError("the person's turn never came")


def paused_menu(app) -> Menu:
    key(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, Menu) and menu.paused
    return menu


def choose(app, menu: Menu, label: str) -> None:
    """Tab to the button, then Enter: by keys only."""
    for _ in range(len(menu.buttons) + 1):
        if menu.buttons[menu.focus].label == label:
            key(app, pygame.K_RETURN)
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"no {label!r} in {[b.label for b in menu.buttons]}")


def labels(scene) -> list[str]:
    return [b.label for b in scene.buttons]


def test_from_a_game_to_the_main_menu_and_back_nothing_lost(app) -> None:
    sc = table(app, "golf", ["person", "random"], seed=4, save=True)
    my_turn(app, sc)
    sc.play(sc.input.gestures.legal[0])
    moves = len(host(sc).actions)
    choose(app, paused_menu(app), "Main menu")
    main = app.top
    assert isinstance(main, Menu) and not main.paused and len(app.stack) == 1
    assert "Continue" in labels(main)
    assert app.storage.read_game() is not None  # saved as it was left, on disk
    choose(app, main, "Continue")
    assert app.top is sc and len(host(sc).actions) == moves


def test_from_a_game_to_past_games_and_back_to_continue_it(app) -> None:
    sc = table(app, "golf", ["person", "random"], seed=4, save=True)
    my_turn(app, sc)
    choose(app, paused_menu(app), "Past games")
    assert isinstance(app.top, PastGames)
    key(app, pygame.K_ESCAPE)
    main = app.top
    assert isinstance(main, Menu) and not main.paused and "Continue" in labels(main)
    choose(app, main, "Continue")
    assert app.top is sc


def test_from_a_replay_to_the_main_menu_and_to_past_games(app) -> None:
    rec = finished_record()
    watch(app, rec)
    choose(app, paused_menu(app), "Main menu")
    assert isinstance(app.top, Menu) and not app.top.paused and "Continue" not in labels(app.top)
    watch(app, rec)
    choose(app, paused_menu(app), "Past games")
    assert isinstance(app.top, PastGames)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, Menu) and not app.top.paused


def test_the_focus_stays_next_to_the_card_just_used(app) -> None:
    sc = table(app, "golf", ["person", "random"], seed=3)
    my_turn(app, sc)
    cards = [it for it in sc.input.focus_items() if it[0] == "card"]
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    used = sc.input.kfocus
    assert used == cards[1]
    key(app, pygame.K_RETURN)  # turns that card up: a move
    my_turn(app, sc)
    now = [it for it in sc.input.focus_items() if it[0] == "card"]
    assert sc.input.kfocus is not None, "the focus was dropped after the move"
    if used in now:
        assert sc.input.kfocus == used
    else:
        assert sc.input.kfocus == now[min(1, len(now) - 1)]  # the card that came into its place


def test_tab_skips_buttons_that_cannot_be_pressed_and_never_presses_one(app) -> None:
    sc = table(app, "golf", ["person", "random"], seed=3)
    my_turn(app, sc)
    off = [("button", b.value) for b in sc.panel_list + sc.bar_buttons if not b.enabled]
    assert off, "a button that cannot be pressed now (Undo before any move)"
    seen = []
    for _ in range(2 * len(sc.input.focus_items()) + 2):
        key(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
        seen.append(sc.input.kfocus)
        assert app.top is sc, "moving the focus opened something"
    for _ in range(len(sc.input.focus_items()) + 2):
        key(app, pygame.K_TAB)
        seen.append(sc.input.kfocus)
        assert app.top is sc
    assert not set(off) & set(seen)
    assert ("button", ("rules",)) in seen and ("button", ("menu",)) in seen
