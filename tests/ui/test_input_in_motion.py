"""Input is never dropped (issue 28): a click or a key that comes while cards move ends the motion,
then does what it meant (a button, a card, a digit bid); a click on the bare felt only hurries it."""

from __future__ import annotations

import pygame
import pytest
from driver import click, frame, host, key, point_on_card, table

from cardtable.ui.scenes.replay import open_replay
from cardtable.ui.scenes.summary import DealSummary
from tests.ui.test_learn import recorded

pytestmark = pytest.mark.app(animation="normal")


def until(app, cond, frames: int = 20000) -> None:
    for _ in range(frames):
        if isinstance(app.top, DealSummary):
            app.top.press("go")
        if cond():
            return
        frame(app)
    raise AssertionError("it never happened")


def test_eyes_clicked_while_cards_move_changes_the_eyes(app) -> None:
    assert open_replay(app, record=recorded("rummy", 3))
    sc = app.top
    for _ in range(3):
        until(app, lambda: app.top is sc and sc.board.busy)
        before = sc.screen_person
        eyes = next(b for b in sc.buttons if b.value == ("eyes",))
        click(app, eyes.rect.center)
        assert sc.screen_person != before, "the click on Eyes was dropped while cards moved"
        assert not sc.board.busy or sc.chair.version > 0


def _turn_in_motion(app, sc, cards: bool) -> list:
    """Play (by the person's own chair) until it is the person's turn while the board still moves;
    returns the legal moves then (cards: a play of a card, else a bid)."""
    g = sc.game

    def ready() -> bool:
        st = host(sc).state
        if st.over:
            raise AssertionError("the game ended first")
        if st.to_move != 0:
            return False
        legal = g.legal_actions(st)
        playing = any(a.cards for a in legal)
        if sc.my_turn and playing != cards:
            sc.play(legal[0])  # not the kind of turn wanted: on to the next
            return False
        return playing == cards and sc.board.busy
    until(app, ready)
    return g.legal_actions(host(sc).state)


def test_a_card_clicked_in_the_last_motion_before_the_turn_is_played_or_picked(app) -> None:
    sc = table(app, "oh-heck", ["person", "random", "random"], seed=5)
    legal = _turn_in_motion(app, sc, cards=True)
    assert not sc.my_turn  # the cards still move
    c = legal[0].cards[0]
    before = len(host(sc).actions)
    click(app, point_on_card(sc, c))
    assert len(host(sc).actions) > before or c in sc.input.selected, "the click on a playable card was dropped"
    if len(host(sc).actions) > before:
        assert host(sc).actions[before] == legal[0]


def test_a_digit_typed_while_the_cards_are_dealt_bids(app) -> None:
    sc = table(app, "oh-heck", ["person", "random", "random"], seed=5)
    legal = _turn_in_motion(app, sc, cards=False)
    bid = next(a for a in legal if a.number is not None and a.number < 2)
    before = len(host(sc).actions)
    key(app, pygame.K_0 + bid.number)
    frame(app, dt=1.0)  # a digit waits a moment for a second one (10 after 1)
    assert len(host(sc).actions) > before and host(sc).actions[before] == bid, "the digit typed was dropped"


def test_a_click_on_the_felt_while_cards_fly_only_hurries_them(app) -> None:
    sc = table(app, "oh-heck", ["person", "random", "random"], seed=5)
    until(app, lambda: sc.board.busy and app.top is sc)
    before = len(host(sc).actions)
    click(app, (sc.size[0] // 2, 4))  # the top edge of the felt: no card, no button
    assert len(host(sc).actions) == before and not sc.said
