"""The keys are told: '?' opens the list of keys over any screen (and closes it), the rules end
with the same list, and Enter with nothing focused makes the move a shown hint suggests."""

from __future__ import annotations

import pygame
from driver import frame, table
from test_practice import SOLO, until_my_turn, wait_for_hint

from cardtable.games import get_game
from cardtable.ui.keys import KEYS
from cardtable.ui.scenes.rules import Rules
from tests.ui.driver import host


def question(app) -> None:
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?",
                                   scancode=0)])


def test_question_mark_shows_the_keys_over_the_table_and_closes_them(app):
    scene = table(app, "oh-heck", SOLO, seed=4)
    question(app)
    top = app.top
    assert isinstance(top, Rules) and top.heading == "Keys" and top.overlay
    text = " ".join(top.paras)
    for k, what in KEYS:
        if k == "Digits":  # in the game's own words: what a number typed does at this table
            what = scene.game.words.presentation.typed_number
            assert what.startswith("bid")
        assert k in text and what in text
    frame(app)  # it draws over the table
    question(app)
    assert app.top is scene and not app.errors


def test_the_rules_end_with_the_keys(app):
    r = Rules(app, get_game("golf"))
    assert "Keys at the table" in r.paras
    assert r.paras.index("Keys at the table") > 5
    assert any(p.startswith("Tab, arrows:") for p in r.paras)


def test_enter_with_no_focus_makes_the_hinted_move(app, worker_thread, monkeypatch):
    monkeypatch.setattr("cardtable.ai.hint", lambda game, state, seat, **kw: max(game.legal_actions(state)))
    scene = table(app, "oh-heck", SOLO, seed=4)
    until_my_turn(app, scene)
    before = len(host(scene).actions)
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
    assert before == len(host(scene).actions)  # no hint yet: Enter with no focus does nothing
    scene.press(("hint",))
    wait_for_hint(app, scene)
    want = scene.hints.hint
    assert want is not None and scene.input.kfocus is None
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
    assert host(scene).actions[before] == want


def test_arrows_move_the_focus_on_screen_in_the_grid_of_games(app):
    """Down goes to the tile below, Right to the one beside it (not the next in reading order)."""
    from driver import key

    from cardtable.ui.scenes.choose import Choose

    app.push(Choose(app))
    frame(app)  # laid out
    scene = app.top
    rects = [b.rect for b in scene.buttons]
    key(app, pygame.K_RIGHT)  # the first key shows the focus on the first tile
    start = scene.focus
    key(app, pygame.K_DOWN)
    below = scene.buttons[scene.focus].rect
    assert below.centerx == rects[start].centerx and below.centery > rects[start].centery
    key(app, pygame.K_RIGHT)
    beside = scene.buttons[scene.focus].rect
    assert beside.centery == below.centery and beside.centerx > below.centerx
    key(app, pygame.K_UP)
    assert scene.buttons[scene.focus].rect.centery < beside.centery
    assert scene.buttons[scene.focus].rect.centerx == beside.centerx
