"""A greyed card says why on hover or focus (issue 44): Uncle Stuart's hand before the draw is greyed,
and the card under the pointer (or with the keys' focus) shows the chair's reason in a tip, the same
words a click on it says."""

from __future__ import annotations

import random

import pygame

from cardtable.engine.actions import Action
from cardtable.host.session import Seat, Session
from cardtable.ui.scenes.table import TableScene
from tests.ui.driver import frame, make_app, point_on_card


def _my_draw(size=(1280, 720)):
    app = make_app(size)
    for seed in range(50):
        rng = random.Random(seed)
        s = Session("uncle-stuart", [Seat("Alice", "person"), Seat("Basil", "random"), Seat("Cy", "random")],
                    seed, {}, None)
        while not s.state.over and not (s.state.to_move == 0 and s.state.phase == "draw" and s.state.turn_no > 3):
            s.apply(rng.choice(s.game.legal_actions(s.state)))
        if not s.state.over:
            break
    scene = TableScene(app, s)
    app.reset(scene)
    for _ in range(5):
        frame(app)
    return app, scene, s


def test_a_greyed_card_says_why_on_hover_and_on_focus():
    app, scene, s = _my_draw()
    assert scene.my_turn and scene.input.gestures is not None
    hand = list(scene.board.shown.zones["hand0"])
    greyed = [c for c in hand if c not in scene.input.gestures.playable]
    assert greyed, "the hand is greyed before the draw"
    c = greyed[len(greyed) // 2]
    why = scene.chair.why_not(Action(scene.input.card_kind, 0, (c,)))
    assert why
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=point_on_card(scene, c), rel=(0, 0), buttons=(0, 0, 0))])
    tip = scene.input.greyed_tip()
    assert tip is not None and tip[1].lower().startswith(why.lower()), tip
    assert tip[0].collidepoint(point_on_card(scene, c))
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.input.greyed_tip() is None  # off the card: no tip
    scene.input.kfocus = ("card", greyed[0])
    tip = scene.input.greyed_tip()
    assert tip is not None and tip[1].lower().startswith(why.lower())
