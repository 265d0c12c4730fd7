"""Play the card table by keys alone: Tab (and Shift+Tab) to move the focus, Enter to act,
digits to bid. No mouse event is ever posted; the focus is read from the scene only to know
when to stop pressing Tab, as a person would look at the highlight."""

from __future__ import annotations

import random
import time

import driver
import pygame
from driver import frame

from cardtable.engine.actions import Action
from cardtable.ui.app import App
from cardtable.ui.scenes.gameover import GameOver
from cardtable.ui.scenes.table import TableScene
from tests.ui.driver import host

PRESSES = [0]  # keys pressed by this module


def key(app: App, k: int, mod: int = 0) -> None:
    PRESSES[0] += 1
    driver.key(app, k, mod)


def focus(app: App, scene: TableScene, item: tuple, limit: int = 400, forward: bool = False) -> bool:
    """Tab until ``item`` has the focus (the shorter way round, Shift+Tab going back; ``forward``: Tab
    only, as a newcomer who knows no Shift+Tab); False if never."""
    items = scene.input.focus_items()
    if item not in items:
        return False
    back = False
    if scene.input.kfocus in items and not forward:
        ahead = (items.index(item) - items.index(scene.input.kfocus)) % len(items)
        back = ahead > len(items) // 2
    for _ in range(limit):
        if scene.input.kfocus == item:
            return True
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT if back else 0)
        if item not in scene.input.focus_items():
            return False
    return False


def press(app: App, scene: TableScene, item: tuple, forward: bool = False) -> bool:
    if not focus(app, scene, item, forward=forward):
        return False
    key(app, pygame.K_RETURN)
    return True


def key_gesture(app: App, scene: TableScene, action: Action, newcomer: bool = False) -> None:
    """Make ``action`` by keys only, and check that it was made. ``newcomer``: as a person who knows only
    Tab and Enter would (no Shift+Tab, no digits: Tab on to the card or the button, then Enter)."""
    before = len(host(scene).actions)

    def done() -> bool:
        return len(host(scene).actions) > before

    def go(item: tuple) -> bool:
        return press(app, scene, item, forward=newcomer)

    g = scene.input.gestures
    assert g is not None
    button = ("button", ("act", action))
    if action in g.slot_card:
        go(("card", g.slot_card[action]))
        if not done():
            assert go(button), f"no key reaches {action}"
    elif action.number is not None and not action.cards:
        nums = [a.number for a in g.numbers if a.number is not None]
        if action.number < 10 and max(nums) < 10 and not newcomer:
            key(app, pygame.K_0 + action.number)  # a digit bids
        else:
            assert go(button), f"no key reaches {action}"
    elif not action.cards:
        if not go(button):
            assert action.zone is not None and go(("zone", action.zone)), f"no key reaches {action}"
    else:
        if scene.input.selected and not scene.input.selected <= set(action.cards):
            key(app, pygame.K_ESCAPE)  # let go of a selection that is not this move's
        for c in action.cards:
            if c not in scene.input.selected and not done():
                assert go(("card", c)), f"no key reaches card {c} of {action}"
        if not done():
            if not go(button):
                assert action.zone is not None and go(("zone", action.zone)), \
                    f"no key reaches {action} (picked {sorted(scene.input.selected)})"
    assert done(), f"the keys for {action} did nothing"
    made = host(scene).actions[before]
    assert made == action, f"wanted {action}, made {made}"


def play_by_keys(app: App, scene: TableScene, seed: int = 0, max_frames: int = 200_000, choose=None) -> int:
    """Play the person seats by keys (random legal choices) until the game-over scene shows;
    returns the number of key presses. Deal summaries and hand-overs are passed with Enter."""
    rng = random.Random(seed)
    start = PRESSES[0]
    for _i in range(max_frames):
        frame(app)
        if any(getattr(c, "thinking", False) for c in getattr(getattr(scene, "turns", None), "computers", {}).values()):
            time.sleep(0.002)
        top = app.top
        if isinstance(top, GameOver):
            return PRESSES[0] - start
        if top is not scene:
            key(app, pygame.K_RETURN)  # a deal's summary, a hand-over: Enter goes on
        elif scene.my_turn and scene.input.gestures is not None:
            frame(app)
            legal = scene.input.gestures.legal
            key_gesture(app, scene, choose(legal, rng) if choose is not None else rng.choice(legal))
    raise AssertionError("the game did not end")
