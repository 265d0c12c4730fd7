"""Drive the card table headless: synthesized mouse and key events, targets found
through the scenes' own hit-testing. Shared by the UI tests and the scripts."""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_ROOT = str(Path(__file__).resolve().parents[2])
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

import pygame

from cardtable.engine.actions import Action
from cardtable.files.storage import Storage
from cardtable.host.session import Seat, Session
from cardtable.ui.app import App
from cardtable.ui.scenes.gameover import GameOver
from cardtable.ui.scenes.handover import HandOver
from cardtable.ui.scenes.summary import DealSummary
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.settings import Settings

SHORT = {  # options that keep a whole game short
    "say-uncle": {"target": 2},
    "man-from-uncle": {"pot": 12},
    "uncle-stuart": {"target": 150, "max_deals": 12},  # random play often sinks below zero: a deal limit
    "rummy": {"target": 40},
    "oh-heck": {"schedule": "single", "cards": 5},
}


def make_app(size: tuple[int, int] = (1280, 720), animation: str = "instant", storage: Storage | None = None) -> App:
    """An app with its files in ``storage`` (by default a fresh temporary folder: never the player's own)."""
    if storage is None:
        import tempfile

        home = os.environ.get("CARDTABLE_HOME")  # tests set it (tests/conftest.py)
        storage = Storage(Path(home) if home else Path(tempfile.mkdtemp(prefix="cardtable-ui-")))
    return App(size, Settings(animation=animation, pace="instant", sound=False), storage=storage)


def table(app: App, game_id: str, kinds: list[str], seed: int = 3, options: dict | None = None,
          save: bool = False) -> TableScene:
    """A table of ``kinds`` ("person", "random", ...); ``save`` keeps it in the app's storage as play does."""
    names = ["Alice", "Bob", "Cleo", "Dev", "Edna", "Finn", "Gus", "Hana", "Ivo", "Juno", "Kit", "Lou"]
    seats = [Seat(names[i], k) for i, k in enumerate(kinds)]
    opts = dict(SHORT.get(game_id, {}) if options is None else options)
    session = Session(game_id, seats, seed, opts, app.storage if save else None)
    scene = TableScene(app, session)
    app.reset(scene)
    return scene


def play_until(app: App, scene: TableScene, want, rng: random.Random, limit: int = 4000,
               past_deals: bool = True) -> bool:
    """Play on (the person by random gestures) until ``want()`` holds at the person's turn: True; False
    after ``limit`` frames, or at a deal's summary unless ``past_deals`` (then it is passed)."""
    for _ in range(limit):
        frame(app)
        if isinstance(app.top, DealSummary):
            if not past_deals:
                return False
            app.top.press("go")
        elif app.top is scene and scene.my_turn and scene.input.gestures is not None:
            if want():
                return True
            gesture(app, scene, rng.choice(scene.input.gestures.legal))
    return False


def coached_turn(app: App) -> tuple[TableScene, Action]:
    """A Say Uncle table of one person and two random players at the person's turn, the coach on
    and its own valuing stopped (the test sets the values it shows); the table and a legal move."""
    sc = table(app, "say-uncle", ["person", "random", "random"], seed=4)
    for _ in range(600):
        if sc.my_turn:
            break
        frame(app)
    assert sc.my_turn
    app.settings.coach = True
    sc.coach.valuer.cancel()
    return sc, Action("take", 0, (1,))


def frame(app: App, events: list | None = None, dt: float = 1 / 60) -> None:
    app.frame(events or [], dt)


def click(app: App, pos: tuple[int, int]) -> None:
    pos = (int(pos[0]), int(pos[1]))
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def key(app: App, k: int, mod: int = 0) -> None:
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def point_on_card(scene: TableScene, card: int) -> tuple[int, int]:
    """A point where ``card`` is the topmost card drawn (an overlapped card shows only a strip)."""
    r = scene.view.card_rect(card)
    assert r is not None, f"card {card} was not drawn"
    for fx in (0.08, 0.2, 0.5, 0.8, 0.95):
        for fy in (0.5, 0.15, 0.85):
            p = (r.x + int(r.w * fx), r.y + int(r.h * fy))
            if scene.view.card_at(p) == card:
                return p
    raise AssertionError(f"card {card} is covered everywhere")


def button_for(scene: TableScene, action: Action):
    for b in scene.bar_buttons:
        if b.value == ("act", action) and b.enabled:
            return b
    return None


def gesture(app: App, scene: TableScene, action: Action, use_keys: bool = False) -> None:
    """Make ``action`` the way a person would, by its shape, and check that it was made."""
    before = len(host(scene).actions)
    g = scene.input.gestures
    assert g is not None
    if action in g.slot_card:  # a place named by zone and number: click the card lying there
        card = g.slot_card[action]
        if use_keys:
            _focus_and_enter(app, scene, ("card", card))
        else:
            click(app, point_on_card(scene, card))
        if len(host(scene).actions) == before:  # several actions share the place: its buttons
            b = button_for(scene, action)
            assert b is not None, f"no button for {action}"
            click(app, b.rect.center)
    elif action.number is not None:
        if use_keys and action.number < 10 and not any(a.number >= 10 for a in g.numbers if a.number is not None):
            key(app, pygame.K_0 + action.number)
        else:
            b = button_for(scene, action)
            assert b is not None, f"no button for {action}"
            click(app, b.rect.center)
    elif not action.cards and action.zone is None:
        b = button_for(scene, action)
        assert b is not None, f"no button for {action}"
        if use_keys:
            _focus_and_enter(app, scene, ("button", ("act", action)))
        else:
            click(app, b.rect.center)
    elif not action.cards:
        b = button_for(scene, action)  # a pile's move: its button, or a click on the pile
        if b is not None:
            click(app, b.rect.center)
        else:
            r = scene.view.zone_rect(action.zone)
            assert r is not None
            click(app, r.center)
    else:
        for c in action.cards:
            if c not in scene.input.selected:
                click(app, point_on_card(scene, c))
                if len(host(scene).actions) > before:
                    break
        if len(host(scene).actions) == before:
            if action.zone is not None:
                click(app, scene.view.zone_rect(action.zone).center)
            else:
                b = button_for(scene, action)
                if b is not None:
                    click(app, b.rect.center)
                elif len(action.cards) == 1:
                    click(app, point_on_card(scene, action.cards[0]))  # a second click plays a picked card
    assert len(host(scene).actions) > before, f"the gesture for {action} did nothing"
    made = host(scene).actions[before]
    assert made == action, f"wanted {action}, made {made}"


def _focus_and_enter(app: App, scene: TableScene, item: tuple) -> None:
    for _ in range(200):
        if scene.input.kfocus == item:
            key(app, pygame.K_RETURN)
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {item}")


def play_to_end(app: App, scene: TableScene, seed: int = 0, max_frames: int = 200_000,
                on_frame=None, use_keys: bool = False, choose=None) -> None:
    """Play the person seats by gestures (random legal choices) until the game-over scene shows
    (or until ``on_frame`` returns True: enough has been seen). ``choose(legal, rng)`` may pick
    the persons' moves instead of a uniform choice."""
    rng = random.Random(seed)
    for _i in range(max_frames):
        frame(app)
        if on_frame and on_frame():
            return
        if any(getattr(c, "thinking", False) for c in getattr(getattr(scene, "turns", None), "computers", {}).values()):
            # The app sleeps between frames; so does this loop while a computer thinks in its
            # low-priority worker, or on a busy machine the worker would get no CPU at all.
            time.sleep(0.002)
        top = app.top
        if isinstance(top, GameOver):
            return
        if isinstance(top, DealSummary):
            key(app, pygame.K_RETURN)
        elif isinstance(top, HandOver):
            click(app, top.buttons[0].rect.center)
        elif top is scene and scene.my_turn and scene.input.gestures is not None:
            frame(app)
            legal = scene.input.gestures.legal
            action = choose(legal, rng) if choose is not None else rng.choice(legal)
            gesture(app, scene, action, use_keys=use_keys and rng.random() < 0.3)
    raise AssertionError("the game did not end")


def host(scene):
    """The table behind a table scene's chairs: the truth, which tests may read and the screen may not."""
    return scene.chair._host
