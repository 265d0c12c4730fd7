"""Issue 51: the replay waits while the person reads its keys or its menu, a step says the move it
made (not "Paused..."), and the menu over a replay says "Replay paused"; the dialogs and the game-over
box are opaque, the table dimmed behind them (nothing of the table shows through their words)."""

from __future__ import annotations

import pygame
import pytest
from driver import frame, key, table
from test_replay_controls import finished_record, run, watch

from cardtable.host.session import Seat, Session
from cardtable.ui.scenes.gameover import GameOver
from cardtable.ui.scenes.menu import Menu
from cardtable.ui.scenes.message import Message
from cardtable.ui.scenes.rules import Rules
from cardtable.ui.scenes.table import TableScene


def question(app) -> None:
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?",
                                   scancode=0)])


# -- the replay ----------------------------------------------------------------------------------------
@pytest.mark.app(pace="normal")
def test_the_keys_list_holds_the_replay_until_the_person_plays_on(app) -> None:
    sc = watch(app, finished_record())
    run(app, 3)
    assert sc.chair.version > 0 and not sc.playback.paused  # it plays on its own
    question(app)
    assert isinstance(app.top, Rules) and app.top.heading == "Keys"
    key(app, pygame.K_ESCAPE)
    assert app.top is sc and "Space plays on" in sc.said  # back at the table: it says it waits, and how to go on
    at = sc.chair.version
    run(app, 6)
    assert sc.chair.version == at, "the replay ran on past the keys the person was reading"
    assert sc.playback.paused
    key(app, pygame.K_SPACE)
    run(app, 4)
    assert sc.chair.version > at


@pytest.mark.app(pace="normal")
def test_the_menu_over_a_replay_says_replay_paused_and_holds_it(app) -> None:
    sc = watch(app, finished_record())
    run(app, 2)
    key(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, Menu) and menu.paused
    menu.draw(app.screen)
    assert menu.heading_text == "Replay paused"
    key(app, pygame.K_ESCAPE)
    at = sc.chair.version
    run(app, 5)
    assert sc.chair.version == at and sc.playback.paused


def test_the_menu_over_a_game_still_says_game_paused(app) -> None:
    sc = table(app, "golf", ["person", "random"])
    sc.open_menu()
    app.top.draw(app.screen)
    assert app.top.heading_text == "Game paused"


@pytest.mark.app(pace="normal")
def test_a_step_says_the_move_it_made_not_paused(app) -> None:
    sc = watch(app, finished_record())
    run(app, 1)
    key(app, pygame.K_SPACE)
    assert sc.said.startswith("Paused")
    for _ in range(3):
        lines = len(sc.chair.log_lines())
        key(app, pygame.K_RIGHT)
        new = [s for s in sc.chair.log_lines()[lines:] if s.strip()]
        assert new, "a step plays a move"
        assert sc.said.startswith(f"Move {sc.playback.at}: ") and new[0].rstrip(".") in sc.said, sc.said
        assert "Paused" not in sc.said
    key(app, pygame.K_LEFT)
    assert sc.said.startswith(f"Back to move {sc.playback.at} of ")


# -- opaque boxes --------------------------------------------------------------------------------------
def boxes_drawn(scene) -> tuple[list[pygame.Rect], pygame.Surface, pygame.Surface]:
    """The scene drawn over a white table and over a black one: its boxes, and the two pictures."""
    rects: list[pygame.Rect] = []
    drawn = scene.card_panel

    def remember(surf, rect) -> None:
        rects.append(pygame.Rect(rect))
        drawn(surf, rect)

    scene.card_panel = remember
    shots = []
    for colour in ((255, 255, 255), (0, 0, 0)):
        surf = pygame.Surface(scene.size)
        surf.fill(colour)
        scene.draw(surf)
        shots.append(surf)
    return rects, shots[0], shots[1]


def assert_opaque_and_dimmed(scene) -> None:
    rects, white, black = boxes_drawn(scene)
    assert rects, "the scene draws its box"
    box = rects[0]
    inner = box.inflate(-2 * scene.px(16), -2 * scene.px(16))  # clear of the round corners and the border
    for x in range(inner.left, inner.right, max(1, inner.w // 40)):
        for y in range(inner.top, inner.bottom, max(1, inner.h // 40)):
            assert white.get_at((x, y)) == black.get_at((x, y)), f"the table shows through the box at {(x, y)}"
    corner = (2, 2) if not box.collidepoint(2, 2) else (scene.size[0] - 3, scene.size[1] - 3)
    assert max(white.get_at(corner)[:3]) < 160, "the table behind the box is dimmed"


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_message_is_opaque_over_a_dimmed_table(app, size) -> None:
    table(app, "golf", ["person", "random"])
    msg = Message(app, "This game cannot be replayed", "The file holds a move the rules refuse. " * 3)
    app.push(msg)
    msg.resize(size)
    assert_opaque_and_dimmed(msg)


def test_the_paused_menu_is_opaque_over_a_dimmed_table(app) -> None:
    sc = table(app, "golf", ["person", "random"])
    sc.open_menu()
    assert_opaque_and_dimmed(app.top)


def test_the_game_over_box_is_opaque_over_a_dimmed_table(app) -> None:
    session = Session("golf", [Seat("Alice", "random"), Seat("Bob", "random")], 5, {"deals": 9})
    sc = TableScene(app, session, fast=True)
    app.reset(sc)
    for _ in range(20000):
        if sc.turns.finished:
            break
        frame(app)
    assert sc.chair.over
    over = app.top if isinstance(app.top, GameOver) else GameOver(app, sc)
    assert_opaque_and_dimmed(over)


def test_the_hand_over_box_is_opaque_over_a_dimmed_table(app) -> None:
    from cardtable.ui.scenes.handover import HandOver

    sc = table(app, "golf", ["person", "person"])
    handover = HandOver(app, sc, 1)
    app.push(handover)
    assert_opaque_and_dimmed(handover)
