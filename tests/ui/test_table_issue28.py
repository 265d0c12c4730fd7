"""Issue 28 at the table: a refused scoop says the game's rule, the hand closes its gap keeping its
order after a play, a lifted card carries its word, the bid and pile buttons stay above the status
line."""

from __future__ import annotations

import random

import pygame
import pytest
from driver import click, frame, gesture, host, make_app, point_on_card, table

from cardtable.ui.scenes.summary import DealSummary


@pytest.fixture
def app():
    a = make_app(size=(1280, 720))
    yield a
    pygame.quit()


def _until(app, scene, want, rng, limit=4000) -> bool:
    """Play on (the person at random by gestures) until ``want()`` holds at the person's turn."""
    for _ in range(limit):
        frame(app)
        if isinstance(app.top, DealSummary):
            app.top.press("go")
        elif app.top is scene and scene.my_turn and scene.gestures is not None:
            if want():
                return True
            gesture(app, scene, rng.choice(scene.gestures.legal))
    return False


def test_a_refused_scoop_says_the_games_rule_not_just_what_may_be_taken(app) -> None:
    """Uncle Stuart's: before a meld of your own, a click on a discard below the top says you may
    scoop only once you have a meld (it said 'Not that card: you may take the 4 of spades')."""
    def ready(scene) -> bool:
        st = host(scene).state
        return st.phase == "draw" and not st.down[0] and len(st.table.zones["discard"]) >= 2

    for seed in range(1, 30):
        scene = table(app, "uncle-stuart", ["person", "random"], seed=seed)
        if _until(app, scene, lambda scene=scene: ready(scene), random.Random(seed), 600):
            break
    else:
        pytest.fail("no turn with two discards and no meld")
    deep = host(scene).state.table.zones["discard"][0]
    click(app, point_on_card(scene, deep))
    assert "meld of your own" in scene.said, scene.said
