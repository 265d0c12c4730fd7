"""Issue 28 at the table: a refused scoop says the game's rule, the hand closes its gap keeping its
order after a play, a lifted card carries its word, the bid and pile buttons stay above the status
line."""

from __future__ import annotations

import random

import pygame
import pytest
from driver import click, frame, host, make_app, play_until, point_on_card, table
from textcheck import Recording, problems, tracing

from cardtable.ui import widgets


@pytest.fixture(autouse=True)
def _a_large_desktop(monkeypatch):
    """The headless display says 1024x768, and the window opens no larger than the screen."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])


def test_a_refused_scoop_says_the_games_rule_not_just_what_may_be_taken(app) -> None:
    """Uncle Stuart's: before a meld of your own, a click on a discard below the top says you may
    scoop only once you have a meld (it said 'Not that card: you may take the 4 of spades')."""
    def ready(scene) -> bool:
        st = host(scene).state
        return st.phase == "draw" and not st.down[0] and len(st.table.zones["discard"]) >= 2

    for seed in range(1, 30):
        scene = table(app, "uncle-stuart", ["person", "random"], seed=seed)
        if play_until(app, scene, lambda scene=scene: ready(scene), random.Random(seed), 600):
            break
    else:
        pytest.fail("no turn with two discards and no meld")
    deep = host(scene).state.table.zones["discard"][0]
    click(app, point_on_card(scene, deep))
    assert "meld of your own" in scene.said, scene.said


@pytest.mark.parametrize("gid,n", [("oh-heck", 3), ("oh-heck", 7), ("show", 5), ("rummy", 4)])
def test_no_card_lies_over_a_piles_label(gid, n) -> None:
    """The Trick's and the piles' labels stay in sight: no card (a trick card on its oval, a deep
    pile's top) is drawn over one, turn after turn, in the smallest window (the Trick label was
    under the trick's cards with three players)."""
    with tracing():
        app = make_app(size=(1024, 600))
        try:
            scene = table(app, gid, ["person"] + ["random"] * (n - 1), seed=7)
            rng, turns, found = random.Random(1), [0], []

            def look() -> bool:
                turns[0] += 1
                widgets.trace(True)
                surf = Recording(app.size)
                scene.view._layer_key = None  # the still layer drawn afresh, onto a recording surface
                scene.draw(surf)
                found.extend(p for p in problems(surf, f"turn {turns[0]}") if "card laid over" in p)
                return turns[0] > 25
            play_until(app, scene, look, rng)
            assert not found, "\n".join(found[:10])
        finally:
            pygame.quit()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("gid,n,options", [("oh-heck", 5, {"schedule": "single", "cards": 10}),
                                           ("say-uncle", 3, None), ("rummy", 4, None)])
def test_the_bars_buttons_lie_inside_the_status_bar(size, gid, n, options) -> None:
    """The bid buttons up to 10 and 'Draw from the stock' stay inside the status bar, as far in from
    its end as from its top and bottom (the last one overhung the bar's rounded end)."""
    app = make_app(size=size)
    assert app.size == size
    try:
        scene = table(app, gid, ["person"] + ["random"] * (n - 1), seed=3, options=options)
        assert play_until(app, scene, lambda: bool(scene.bar_buttons), random.Random(1))
        bar = scene.board.layout.bar
        assert scene.bar_buttons
        for b in scene.bar_buttons:
            edge = (bar.h - b.rect.h) // 2
            assert bar.inflate(-2 * edge + 2, -2 * edge + 2).contains(b.rect), (b.label, b.rect, bar)
    finally:
        pygame.quit()


def test_a_lifted_card_carries_its_word() -> None:
    """Skull & Roses: the card under the pointer lifts, and its ROSE or SKULL tag lifts with it (the
    tag stayed where the card had been, under the card's lifted edge)."""
    with tracing():
        app = make_app(size=(1280, 720))
        try:
            scene = table(app, "skull", ["person", "random", "random"], seed=3)
            assert play_until(app, scene, lambda: bool(scene.view.marks.playable), random.Random(1))
            frame(app)
            card = next(c for c in scene.view.marks.playable if scene.view.card_rect(c) is not None)
            scene.view.pointer = point_on_card(scene, card)
            widgets.trace(True)
            surf = Recording(app.size)
            scene.view._layer_key = None
            scene.draw(surf)
            assert scene.view.hovered == card
            drawn = [r for kind, r, _ in surf.recs if kind == "card"]
            tags = [r for kind, r, info in surf.recs if kind == "text" and info["s"] in ("ROSE", "SKULL")]
            assert tags
            for t in tags:  # every tag lies on a card as drawn
                assert any(d.contains(t) for d in drawn), (t, drawn)
        finally:
            pygame.quit()


def test_the_hand_closes_its_gap_after_a_play_and_keeps_its_order() -> None:
    """A hand of clubs, one diamond, spades and hearts (black, red, black, red): when the diamond is
    played, the others keep their places in the row (the hearts jumped between the clubs and the
    spades, to keep the colours apart); a new deal is sorted afresh."""
    from cardtable.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, card
    from cardtable.ui.hand_order import HandOrder

    hand = [card(r, s) for s, ranks in ((CLUBS, (2, 9)), (DIAMONDS, (5,)), (SPADES, (3, 12)), (HEARTS, (4, 13)))
            for r in ranks]
    key = HandOrder("suit")
    key.fit(hand)
    before = sorted(hand, key=key)
    assert before == hand  # black, red, black, red
    after = [c for c in hand if c != card(5, DIAMONDS)]
    key.fit(after)
    assert sorted(after, key=key) == [c for c in before if c in after]
    fresh = HandOrder("suit")
    fresh.fit(after)
    assert sorted(after, key=fresh) != [c for c in before if c in after]  # sorted anew it would differ
    deal = [card(7, HEARTS), card(8, CLUBS), card(2, SPADES), card(3, DIAMONDS)]
    key.fit(deal)  # a new deal: none of the cards held before, sorted afresh
    new = HandOrder("suit")
    new.fit(deal)
    assert key.rank == new.rank


@pytest.mark.parametrize("gid,n", [("rummy", 4), ("oh-heck", 4)])
def test_the_side_panels_buttons_keep_their_size_at_1024x720(gid, n) -> None:
    """Hide moves, Score sheet, Last trick and the rest: each label at the size of its row, on two lines
    where one is too narrow, never shrunk to fit (they were drawn small in a 1024x720 window)."""
    with tracing():
        app = make_app(size=(1024, 720))
        assert app.size == (1024, 720)
        try:
            scene = table(app, gid, ["person"] + ["random"] * (n - 1), seed=3)
            assert play_until(app, scene, lambda: True, random.Random(1))
            widgets.trace(True)
            surf = Recording(app.size)
            scene.panel_cache = None
            scene.draw(surf)
            boxes = [b.rect for b in scene.panel_list]
            texts = [(r, info) for kind, r, info in surf.recs if kind == "text" and r.collidelist(boxes) >= 0]
            assert len(texts) >= len(boxes)
            shrunk = [(info["s"], info["px"]) for r, info in texts if info["px"] < widgets._font_px(info["asked"])]
            assert not shrunk, shrunk
        finally:
            pygame.quit()
