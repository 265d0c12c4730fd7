"""Review any seat of a pass-and-play game (issue 28): after a deal, each person at the screen has a
button to review their own play ("How did Bob play?"), reviewed through that person's own chair,
whoever is at the screen."""

from __future__ import annotations

import random

from driver import click, table

from cardtable.ui.scenes.handover import HandOver
from cardtable.ui.scenes.review import ReviewScene
from cardtable.ui.scenes.summary import DealSummary
from tests.ui.driver import host
from tests.ui.test_learn import run_until


def test_each_person_at_a_pass_and_play_table_reviews_their_own_play(app, asked) -> None:
    sc = table(app, "oh-heck", ["person", "person", "random"], options={"schedule": "single", "cards": 3})
    rng = random.Random(2)

    def step() -> bool:
        if isinstance(app.top, HandOver):
            click(app, app.top.buttons[0].rect.center)
        elif sc.my_turn and sc.input.gestures is not None:
            acts = sc.input.gestures.legal
            sc.play(acts[rng.randrange(len(acts))])
        return isinstance(app.top, DealSummary)

    run_until(app, step, 120)
    summary = app.top
    assert [b.label for b in summary.buttons] == ["Continue", "How did Alice play?", "How did Bob play?"]
    summary.draw(app.screen)
    for seat in (1, 0):
        asked.clear()
        bob = next(b for b in summary.buttons if b.value == ("review", seat))
        click(app, bob.rect.center)
        rv = app.top
        assert isinstance(rv, ReviewScene) and rv.seat == seat and rv.chair.seat == seat
        run_until(app, lambda rv=rv: len(rv.done) == len(rv.moments), 120)
        theirs = [i for i, a in enumerate(host(sc).actions) if a.seat == seat]
        assert [d.index for d in rv.done.values()] == theirs
        assert all(view.viewer == seat for view, _ in asked)
        rv.press("back")
        assert app.top is summary
