"""Issue 50: memory stays flat over hours of play.

A table's parts refer to each other (the scene to its turns, input, coach, phones; each of them back to
the scene), so a table let go is freed only when Python next runs a full collection of cycles, which
can be thousands of frames later. Until then it held its window-sized pictures: the still layer of the
table and its felt, two window sizes of pixels (60 MB at 3600x2086), and the side panel. Over many games,
menus and resizes in one process that reached 906 MB (scripts/soak_memory.py). A table that is left
now lets go of its pictures at once, and draws them again if it comes back (Continue).

These tests walk what a scene left behind still reaches (its own attributes, not the app's shared
caches, which are bounded) and count the pictures in it of a window's size or more.
"""

from __future__ import annotations

import gc
import weakref
from collections import deque

import pygame
import pytest
from driver import frame, key, table

from cardtable.ui.scenes.gameover import GameOver
from cardtable.ui.scenes.menu import Menu
from cardtable.ui.scenes.summary import DealSummary

pytestmark = pytest.mark.app(size=(1600, 1000))


def pictures(scene: object, app: object) -> list[tuple[int, int]]:
    """The sizes of the pictures (surfaces) reachable from ``scene`` through its attributes and
    containers, not through the app (its shared caches and the window are the app's)."""
    stop = {id(app), id(getattr(app, "art", None)), id(getattr(app, "screen", None))}
    seen: set[int] = set()
    found: list[tuple[int, int]] = []
    todo: deque[object] = deque([scene])
    while todo:
        o = todo.popleft()
        if id(o) in seen or id(o) in stop:
            continue
        seen.add(id(o))
        if isinstance(o, pygame.Surface):
            found.append(o.get_size())
        elif isinstance(o, dict):
            todo.extend(o.values())
        elif isinstance(o, (list, tuple, set, frozenset, deque)):
            todo.extend(o)
        elif not isinstance(o, (str, bytes, int, float, type)) and hasattr(o, "__dict__"):
            todo.extend(vars(o).values())
        elif hasattr(type(o), "__slots__"):
            todo.extend(getattr(o, s) for s in type(o).__slots__ if hasattr(o, s))
    return found


def window_sized(scene: object, app) -> list[tuple[int, int]]:
    w, h = app.size
    return [s for s in pictures(scene, app) if s[0] * s[1] >= w * h // 4]


def resize(app, size: tuple[int, int]) -> None:
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    frame(app, [pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])


def to_main_menu(app, scene) -> None:
    """Esc on the table (the paused menu), then its "Main menu", as a person goes back."""
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    paused = app.top
    assert isinstance(paused, Menu) and paused.paused and paused.table is scene
    paused.press("main")
    frame(app)
    assert isinstance(app.top, Menu) and not app.top.paused and len(app.stack) == 1


def test_a_table_left_for_the_menu_keeps_no_window_sized_picture_and_comes_back_drawn(app) -> None:
    scene = table(app, "golf", ["person", "random"], seed=5)
    for _ in range(5):
        frame(app)
    resize(app, (2400, 1400))
    frame(app)
    assert window_sized(scene, app), "the table at play draws on a layer of its own (what this test watches)"
    to_main_menu(app, scene)
    assert app.session_scene is scene  # kept for Continue: the one table kept
    assert window_sized(scene, app) == []
    app.top.press("continue")
    frame(app)
    assert app.top is scene and scene.view.drawn_up, "Continue draws the table again"
    assert window_sized(scene, app)


def test_a_finished_table_let_go_keeps_no_window_sized_picture(app) -> None:
    scene = table(app, "oh-heck", ["random", "random", "random"], seed=2)  # one deal of five tricks
    for _ in range(5_000):
        frame(app)
        if isinstance(app.top, DealSummary):
            key(app, pygame.K_RETURN)
        if isinstance(app.top, GameOver):
            break
    assert isinstance(app.top, GameOver) and window_sized(scene, app)
    app.top.press("menu")
    frame(app)
    assert isinstance(app.top, Menu) and app.session_scene is None
    assert window_sized(scene, app) == []


def test_tables_left_one_after_another_hold_no_pictures_until_a_collection(app) -> None:
    """Six tables, each at another window size, each left for the main menu; no collection of cycles
    runs meanwhile (Python's full collection is rare): what they still hold is not a window's pixels."""
    left: list[weakref.ref] = []
    gc.disable()
    try:
        for i, size in enumerate([(1800, 1000), (2600, 1500), (1300, 900), (3000, 1700), (2000, 1300), (1500, 800)]):
            resize(app, size)
            scene = table(app, "golf", ["person", "random"], seed=10 + i)
            for _ in range(3):
                frame(app)
            to_main_menu(app, scene)
            left.append(weakref.ref(scene))
            del scene
        held = sum(w * h for ref in left if (s := ref()) is not None for w, h in window_sized(s, app))
        assert held == 0
    finally:
        gc.enable()
        gc.collect()
