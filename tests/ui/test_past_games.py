"""Replay is a place in the app (issue 28): Watch on the game-over screen of a finished game, and the
menu's Past games: the finished games kept in the data folder, newest first, each with its game, date,
players and result; Watch the chosen one; keys and scrolling; an empty list and a damaged file said plainly."""

from __future__ import annotations

import shutil

import pygame
from driver import click, frame, key, play_to_end, table

from cardtable.ui.scenes.gameover import GameOver
from cardtable.ui.scenes.menu import Menu
from cardtable.ui.scenes.table import TableScene


def finished(app, gid: str = "golf", seed: int = 3, players: int = 2) -> GameOver:
    sc = table(app, gid, ["person"] + ["random"] * (players - 1), seed=seed, save=True)
    play_to_end(app, sc, seed=seed)
    over = app.top
    assert isinstance(over, GameOver)
    return over


def button(scene, label: str):
    return next(b for b in scene.buttons if b.label == label)


def test_a_finished_game_offers_watch_and_it_replays_that_game(app) -> None:
    over = finished(app)
    rec = over.record
    frame(app)
    click(app, button(over, "Watch").rect.center)
    sc = app.top
    assert isinstance(sc, TableScene) and sc.replaying and sc.game.info.id == "golf"
    assert sc.chair.script_length == len(rec.actions)


def open_past(app):
    app.reset("menu")
    frame(app)
    menu = app.top
    assert isinstance(menu, Menu)
    click(app, button(menu, "Past games").rect.center)
    frame(app)
    return app.top


def test_past_games_with_none_says_so(app) -> None:
    past = open_past(app)
    assert past.games == [] and not button(past, "Watch").enabled
    app.screen.fill((0, 0, 0))
    past.draw(app.screen)
    assert past.buttons[past.focus].label == "Back"  # nothing to watch: Enter goes back
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, Menu)


def test_past_games_lists_the_finished_games_newest_first_and_watches_the_chosen(app) -> None:
    finished(app, "golf", 3)
    first = sorted((app.storage.root / "records").glob("*.json"))[0]
    shutil.copy(first, first.with_name("29990101-000000-" + first.name.split("-", 2)[2]))  # a newer one
    finished(app, "skull", 4, players=3)
    (app.storage.root / "records" / "20000101-000000-rummy-0123456789abcdef.json").write_text("{ not a record")
    past = open_past(app)
    assert [g.path.name[:8] for g in past.games][0] == "29990101"
    names = [g.path.name for g in past.games]
    assert names == sorted(names, reverse=True)
    golf = past.games[0]
    assert golf.readable and golf.game == "Six Card Golf" and golf.players == "Alice and Bob"
    assert golf.date == "1 Jan 2999, 00:00"
    assert golf.result.startswith(("Alice won", "Bob won", "Alice and Bob shared")) and "Alice" in golf.result
    bad = past.games[-1]
    assert not bad.readable and "cannot be read" in bad.problem
    past.draw(app.screen)  # the damaged line is drawn, not a crash
    key(app, pygame.K_END)
    assert past.chosen == len(past.games) - 1 and not button(past, "Watch").enabled
    key(app, pygame.K_RETURN)
    assert app.top is past  # a damaged file is not watched
    key(app, pygame.K_HOME)
    key(app, pygame.K_DOWN)
    skull = past.games[past.chosen]
    assert skull.game in ("Skull & Roses", "Six Card Golf")
    key(app, pygame.K_RETURN)
    sc = app.top
    assert isinstance(sc, TableScene) and sc.replaying
    assert sc.game.info.name == skull.game


def test_a_long_list_scrolls_to_keep_the_chosen_game_in_sight(app) -> None:
    finished(app)
    one = next((app.storage.root / "records").glob("*.json"))
    for i in range(40):
        shutil.copy(one, one.with_name(f"2020010{i % 9 + 1}-0000{i:02d}-golf-{i:016x}.json"))
    past = open_past(app)
    assert len(past.games) == 41
    frame(app)
    assert past.shown < 41
    for _ in range(30):
        key(app, pygame.K_DOWN)
    assert past.chosen == 30 and past.first <= 30 < past.first + past.shown
    frame(app)
    drawn = [i for _, i in past.row_rects]
    assert 30 in drawn and 0 not in drawn
    past.scroll(10)  # the wheel up: back towards the top
    assert past.first < 30 - past.shown + 1 or past.first == 0
    assert past.first <= past.chosen < past.first + past.shown
    row, i = past.row_rects[1]
    click(app, row.center)
    assert past.chosen == i
