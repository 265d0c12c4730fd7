"""The keyboard's focus is seen and heard (issue 28, Keys): a focused card wears a white ring unlike a
picked card's gold edge (both show on a picked card with the focus); Enter on the Hint button with a
hint shown makes the hinted move, as the hint's words say; Tab reaches the person's cards that
cannot be played now, and Enter on one says the game's reason, as a click does."""

from __future__ import annotations

import pygame
import pytest
from driver import click, frame, key, point_on_card, table
from test_practice import until_my_turn, wait_for_hint

from cardtable.ui.widgets import FOCUS, GOLD
from tests.ui.driver import host

pytestmark = pytest.mark.app(size=(1024, 600))


def _tab_to(app, scene, item) -> None:
    for _ in range(len(scene.input.focus_items()) + 1):
        if scene.input.kfocus == item:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {item}")


def _colours_round(app, r: pygame.Rect, reach: int) -> set[tuple[int, int, int]]:
    """The colours in a band ``reach`` px wide above and to the sides of ``r`` (not on the card)."""
    surf = app.screen
    out = set()
    for d in range(1, reach):
        for x, y in ((r.centerx, r.top - d), (r.left - d, r.centery - r.h // 4), (r.right - 1 + d, r.centery)):
            if surf.get_rect().collidepoint(x, y):
                out.add(tuple(surf.get_at((x, y)))[:3])
    return out


def _edge(app, r: pygame.Rect) -> set[tuple[int, int, int]]:
    """The colours just at a card's own edge (where a picked card's gold edge lies)."""
    return {tuple(app.screen.get_at((r.centerx, r.top + d)))[:3] for d in range(-2, 2)}


def test_a_focused_card_is_ringed_unlike_a_picked_one(app):
    scene = table(app, "rummy", ["person", "random"], seed=3)
    until_my_turn(app, scene)
    scene.play(next(m.action for m in scene.chair.moves() if m.action.kind == "draw"))
    until_my_turn(app, scene)  # to discard: the hand's cards can be picked
    mine = [c for c, _ in scene.view.hits if scene.input._mine(c) and c in scene.input.gestures.playable]
    a, b = mine[len(mine) // 2], mine[len(mine) // 2 + 1]
    _tab_to(app, scene, ("card", a))
    frame(app)
    r = scene.view.card_rect(a)
    assert scene.view.focus_drawn is not None and scene.view.focus_drawn.contains(r)
    assert FOCUS in _colours_round(app, r, 30), "no white focus ring round the focused card"
    assert GOLD not in _edge(app, r), "a focused card is not gold-edged like a picked one"
    focused_top = r.top
    scene.input.kfocus = ("card", b)  # a picked card without the focus: gold, no white ring
    scene.input.selected = {a}
    app.dirty = True
    frame(app)
    r = scene.view.card_rect(a)
    assert GOLD in _edge(app, r) and FOCUS not in _colours_round(app, r, 30)
    assert r.top < focused_top  # picked rises higher than focused
    scene.input.kfocus = ("card", a)  # picked and focused: both marks
    app.dirty = True
    frame(app)
    r = scene.view.card_rect(a)
    assert GOLD in _edge(app, r) and FOCUS in _colours_round(app, r, 30)


def test_a_focused_button_has_the_white_ring(app):
    scene = table(app, "rummy", ["person", "random"], seed=3)
    until_my_turn(app, scene)
    _tab_to(app, scene, ("button", ("hint",)))
    frame(app)
    b = next(b for b in scene.buttons if b.value == ("hint",))
    assert FOCUS in _colours_round(app, b.rect, 8)


def test_enter_on_the_hint_button_makes_the_hinted_move(app, worker_thread, monkeypatch):
    monkeypatch.setattr("cardtable.ai.hint", lambda game, state, seat, **kw: max(game.legal_actions(state)))
    scene = table(app, "oh-heck", ["person", "random", "random"], seed=4)
    until_my_turn(app, scene)
    _tab_to(app, scene, ("button", ("hint",)))
    key(app, pygame.K_RETURN)  # presses Hint
    wait_for_hint(app, scene)
    want = scene.hints.hint
    assert want is not None and scene.input.kfocus == ("button", ("hint",))
    from cardtable.ui.scenes.table.panel import status
    assert "Enter makes this move" in status(scene)[0]
    before = len(host(scene).actions)
    key(app, pygame.K_RETURN)
    assert len(host(scene).actions) > before and host(scene).actions[before] == want


def test_tab_reaches_a_refused_card_and_enter_says_why(app):
    scene = table(app, "rummy", ["person", "random"], seed=3)
    until_my_turn(app, scene)
    g = scene.input.gestures
    refused = [c for c, _ in scene.view.hits if scene.input._mine(c) and c not in g.playable]
    assert refused, "every card can be played: no refused card to try"
    c = refused[0]
    assert ("card", c) in scene.input.focus_items()
    click(app, point_on_card(scene, c))
    said = scene.why
    assert said and len(host(scene).actions) == len(host(scene).actions)
    scene.why = ""
    _tab_to(app, scene, ("card", c))
    key(app, pygame.K_RETURN)
    assert scene.why == said
    scene.why = ""
    key(app, pygame.K_SPACE)
    assert scene.why == said
