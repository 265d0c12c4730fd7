"""Every scene of the app, one after another, for a test to look at each (``tour``): the menu, the
games' list, settings, statistics, past games, a message; and for each game its set-up, its rules,
the table on the person's turn (with the coach shown, the keys' list, the paused menu, the sheet,
the last trick, the hand-over), the deal's summary and its review, the game over.

``tour(app, games, look)`` calls ``look(name)`` with each scene on the screen; ``look`` may resize
the window and change the settings, and must leave them as it found them."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pygame
from driver import frame, gesture, table

from cardtable.ai import coach as coach_ai
from cardtable.ai import service as computer
from cardtable.games import get_game
from cardtable.ui.scenes.gameover import GameOver
from cardtable.ui.scenes.handover import HandOver
from cardtable.ui.scenes.summary import DealSummary

PLAYERS = {"skull": 6, "oh-heck": 5, "man-from-uncle": 5, "show": 4, "rummy": 4, "golf": 4, "say-uncle": 4,
           "uncle-stuart": 3}
OPTIONS = {  # games kept short, but with their long words and their big numbers
    "say-uncle": {"target": 2},
    "man-from-uncle": {"pot": 24},
    "uncle-stuart": {"target": 150, "max_deals": 2},
    "rummy": {"target": 80},  # more than one deal: a summary before the game over
    "oh-heck": {"schedule": "single", "cards": 10},
    "golf": {},
    "show": {},
    "skull": {},
}


def quick_values(monkeypatch) -> ThreadPoolExecutor:
    """The coach's and the review's values worked out quickly (a few iterations) on a thread of their own."""
    pool = ThreadPoolExecutor(max_workers=1)
    monkeypatch.setattr(computer, "_pool", pool)
    real = coach_ai.think_options
    monkeypatch.setattr(coach_ai, "think_options", lambda game, view, seat, seed, iterations, job=0:
                        real(game, view, seat, seed, 12, job))
    return pool


def _until(app, cond: Callable[[], bool], seconds: float = 20.0) -> bool:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        if cond():
            return True
        frame(app)
        time.sleep(0.001)
    return False


def _step(app, scene, rng: random.Random) -> None:
    """One frame of play: the person's move at random by its gesture, sheets and hand-overs passed."""
    frame(app)
    top = app.top
    if isinstance(top, DealSummary):
        top.press("go")
    elif isinstance(top, HandOver):
        top.press(top.buttons[0].value)
    elif top is scene and scene.my_turn and scene.input.gestures is not None:
        frame(app)
        if scene.my_turn and scene.input.gestures is not None:
            gesture(app, scene, rng.choice(scene.input.gestures.legal))


def _over(app, scene, look, name: str, push: str, *args, **kw) -> None:
    app.open(push, *args, **kw)
    frame(app)
    look(name)
    app.pop()
    frame(app)


def tour_game(app, gid: str, look: Callable[[str], None], seed: int = 5) -> None:
    game = get_game(gid)
    app.reset("setup", game)
    look(f"{gid} setup")
    app.reset("rules", game)
    look(f"{gid} rules")
    n = PLAYERS[gid]
    scene = table(app, gid, ["person"] + ["random"] * (n - 1), seed=seed, options=OPTIONS[gid], save=True)
    rng = random.Random(seed)
    turns = 0
    while turns < 4:  # a few of the person's turns in: the table has something on it
        assert _until(app, lambda: scene.my_turn and app.top is scene or isinstance(app.top, (DealSummary,
                                                                                            HandOver))), gid
        if scene.my_turn and app.top is scene:
            turns += 1
            if turns == 1:  # the deal's first move: a bid, a draw, a card to turn
                frame(app)
                look(f"{gid} table at the first turn")
            if turns < 4:
                _step(app, scene, rng)
        else:
            _step(app, scene, rng)
    frame(app)
    look(f"{gid} table")
    app.settings.coach = True
    scene.make_buttons()
    if _until(app, lambda: scene.coach.values is not None and scene.coach.values_for == scene.version, 30):
        frame(app)
        look(f"{gid} table with the coach")
    app.settings.coach = False
    scene.coach.drop()
    scene.make_buttons()
    frame(app)
    if scene.hints.last_trick() is not None:
        _over(app, scene, look, f"{gid} last trick", "last_trick", scene)
    if scene.hints.has_sheet:
        _over(app, scene, look, f"{gid} sheet", "sheet", scene)
    _over(app, scene, look, f"{gid} keys", "rules", None, overlay=True, keys=True)
    _over(app, scene, look, f"{gid} paused menu", "menu", paused=True, table=scene)
    scene.turns.covered = True
    _over(app, scene, look, f"{gid} hand-over", "handover", scene, 1)
    scene.turns.covered = False
    scene.input.gestures = None
    _over(app, scene, look, f"{gid} message", "message", "Please note",
          "The game left unfinished last time could not be read; it was set aside as autosave-damaged.json.")
    assert _until(app, lambda: isinstance(app.top, (DealSummary, GameOver)) or (_step(app, scene, rng) and False),
                  120), f"{gid}: no deal's end"
    top = app.top
    if isinstance(top, DealSummary):
        frame(app)
        look(f"{gid} summary")
        review = next((b.value for b in top.buttons if b.value == "review" or isinstance(b.value, tuple)
                       and b.value[0] == "review"), None)
        if review is not None:
            top.press(review)
            rv = app.top
            _until(app, lambda: 0 in rv.done, 30)
            frame(app)
            look(f"{gid} review")
            rv.press("back")
    assert _until(app, lambda: isinstance(app.top, GameOver) or (_step(app, scene, rng) and False), 240), \
        f"{gid}: no game over"
    frame(app)
    look(f"{gid} game over")
    assert scene.chair.over


def tour_app(app, look: Callable[[str], None]) -> None:
    """The scenes of no one game (after ``tour_game``: the statistics and past games have games)."""
    app.reset("menu")
    look("menu")
    app.reset("choose")
    look("choose")
    app.reset("settings")
    look("settings")
    app.reset("stats")
    look("statistics")
    app.reset("past_games")
    look("past games")
    app.reset("menu")
    _over(app, None, look, "message", "message", "Something went wrong",
          "ValueError: a long message from deep inside the program that goes on and on. The game goes on; "
          "the details are in the log.")
    pygame.event.clear()
