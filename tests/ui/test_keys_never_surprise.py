"""Keys that never surprise (issue 51, point 2). A newcomer playing by Tab and Enter alone, against
computers with Undo offered, plays a whole deal of every game and never takes a move back without
asking: after a move the focus comes back to the hand (or the first choice), never the side panel, so
an extra Tab and Enter after a move does not reach Undo; Enter on Undo asks before it takes a move
back, and never takes back two in a row; the Moves log and the coach's box scroll by keys (Page Up,
Page Down, with Shift for the coach's box), as the list of keys says; a hint is gone once its move is
made, however quickly Hint and Enter are pressed."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from driver import frame, table
from key_driver import key, key_gesture
from test_scenes import ready_games

from cardtable.games import get_game
from cardtable.host.session import Session
from cardtable.ui.keys import key_lines
from cardtable.ui.scenes.gameover import GameOver
from cardtable.ui.scenes.summary import DealSummary
from cardtable.ui.scenes.table import TableScene
from tests.ui.driver import host

pytestmark = pytest.mark.app(size=(1024, 600), pace="normal")  # the computers take their time, as in play

UNDO = ("button", ("undo",))


@pytest.fixture
def takebacks(monkeypatch):
    """Every move taken back (the session's undo, whoever asks it): the record of the record's cuts."""
    seen: list[int] = []
    real = Session.undo

    def undo(self) -> bool:
        seen.append(len(self.record.actions))
        return real(self)

    monkeypatch.setattr(Session, "undo", undo)
    return seen


def by_kind(legal, rng):
    """A kind of move, then one of its moves: the rarer kinds are made by keys as often as the common."""
    k = rng.choice(sorted({a.kind for a in legal}))
    return rng.choice([a for a in legal if a.kind == k])


def at_my_turn(app, sc: TableScene, limit: int = 20_000) -> bool:
    """Frames until the person is to move (True), or a deal's end or the game's (False)."""
    for _ in range(limit):
        frame(app)
        top = app.top
        if isinstance(top, (DealSummary, GameOver)):
            return False
        if top is not sc:
            key(app, pygame.K_ESCAPE)  # something an extra Enter opened (the rules, the last trick): closed
        elif sc.my_turn and sc.input.gestures is not None:
            frame(app)
            return True
    raise AssertionError("the person's turn never came")


def newcomer_deal(app, sc: TableScene, seed: int) -> int:
    """A whole deal by a newcomer's keys: Tab on to the card or button wanted, Enter; after a move now
    and then an extra Tab and Enter (at once, while the others play), or an Enter pressed twice.
    Returns the moves the person made."""
    rng = random.Random(seed)
    moves = 0
    record = host(sc).record.actions
    seen = len(record)
    while at_my_turn(app, sc):
        key_gesture(app, sc, by_kind(sc.input.gestures.legal, rng), newcomer=True)
        moves += 1
        roll = rng.random()
        if moves == 1 or roll < 0.45:  # the case in the issue: a Tab and an Enter more, straight after a move
            key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
        elif roll < 0.6:
            key(app, pygame.K_RETURN)
        assert len(record) >= seen, "a move was taken back"
        seen = len(record)
    return moves


@pytest.mark.parametrize("game_id", ready_games())
def test_a_whole_deal_by_a_newcomers_keys_never_takes_a_move_back(app, game_id, takebacks, mouse_posted):
    game = get_game(game_id)
    n = max(game.info.players[0], 3 if game.info.players[1] >= 3 else 2)
    sc = table(app, game_id, ["person"] + ["random"] * (n - 1), seed=5)
    assert sc.aids, "Undo is offered: one person against computers"
    moves = newcomer_deal(app, sc, seed=len(game_id))
    assert isinstance(app.top, (DealSummary, GameOver)), "the deal was played to its end"
    assert moves >= 2 and not app.errors and mouse_posted == []
    assert takebacks == [], f"{game_id}: a move was taken back that nobody asked to take back"


def test_after_a_bid_by_keys_tab_and_enter_do_not_take_it_back(app, takebacks):
    """Oh Heck!: a bid made with Tab and Enter, then Tab and Enter again while the others bid."""
    sc = table(app, "oh-heck", ["person", "random", "random"], seed=3)
    assert at_my_turn(app, sc)
    first = next(b for b in sc.bar_buttons if b.enabled)
    key(app, pygame.K_TAB)
    assert sc.input.kfocus == ("button", first.value), "the first Tab goes to the first choice"
    key(app, pygame.K_RETURN)
    assert len(host(sc).actions) == 1
    key(app, pygame.K_TAB)  # the others are bidding: the Tab says so, and focuses nothing Enter would press
    assert sc.input.kfocus is None and "is to move" in sc.said
    key(app, pygame.K_RETURN)
    assert takebacks == [] and len(host(sc).actions) >= 1
    key(app, pygame.K_TAB)  # a second Tab: the side panel's buttons, never Undo first
    assert sc.input.kfocus is not None and sc.input.kfocus != UNDO


def test_after_keep_the_bid_the_focus_is_in_the_hand_not_on_hint(app, takebacks):
    """Oh Heck! with bids that may be changed: "Keep the bid" by keys; at the next turn the focus is on a
    card of the hand, and Tab goes on to the next card, not to Undo."""
    opts = {"schedule": "single", "cards": 5, "change_bid": True}
    sc = table(app, "oh-heck", ["person", "random", "random"], seed=3, options=opts)
    rng = random.Random(2)
    while at_my_turn(app, sc):
        kinds = {a.kind for a in sc.input.gestures.legal}
        if "keep_bid" in kinds:
            break
        key_gesture(app, sc, rng.choice(sc.input.gestures.legal), newcomer=True)
    keep = next(a for a in sc.input.gestures.legal if a.kind == "keep_bid")
    key_gesture(app, sc, keep, newcomer=True)
    assert at_my_turn(app, sc)
    while sc.input.gestures.numbers:  # bids still to make: a bid by keys, as a newcomer
        key_gesture(app, sc, sc.input.gestures.numbers[0], newcomer=True)
        assert at_my_turn(app, sc)
    f = sc.input.kfocus
    assert f is not None and f[0] == "card", f"after the move the focus is in the side panel: {f}"
    key(app, pygame.K_TAB)
    assert sc.input.kfocus is not None and sc.input.kfocus[0] == "card"
    assert takebacks == []


def test_the_focus_comes_back_to_the_hand_after_every_move(app):
    """After a card played by keys the focus is on the card beside it that can be played; after a button's
    move (a bid) on the first card of the hand that can be played, never on a button of the side panel."""
    sc = table(app, "oh-heck", ["person", "random", "random"], seed=3)
    rng = random.Random(4)
    turns = 0
    while at_my_turn(app, sc) and turns < 12:
        if turns:
            f = sc.input.kfocus
            assert f is not None and (f[0] == "card" or f[1][0] == "act"), f"the focus came back on {f}"
            assert f[0] != "card" or f[1] in sc.input.gestures.playable, "the focus on a card that cannot be played"
        key_gesture(app, sc, rng.choice(sc.input.gestures.legal), newcomer=True)
        turns += 1
    assert turns >= 4


def test_enter_on_undo_asks_first_and_never_takes_back_two_in_a_row(app, takebacks):
    sc = table(app, "golf", ["person", "random"], seed=3)
    rng = random.Random(1)
    for _ in range(3):
        assert at_my_turn(app, sc)
        key_gesture(app, sc, rng.choice(sc.input.gestures.legal), newcomer=True)
    assert at_my_turn(app, sc)
    while sc.input.kfocus != UNDO:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert takebacks == [] and "Enter again" in sc.said, "Enter on Undo asks first"
    key(app, pygame.K_RETURN)
    assert len(takebacks) == 1, "Enter again takes the move back"
    frame(app)
    key(app, pygame.K_RETURN)
    assert len(takebacks) == 1 and "Enter again" in sc.said, "a second take-back is asked again"
    key(app, pygame.K_TAB)  # any other key: not taken back
    key(app, pygame.K_RETURN)
    assert len(takebacks) == 1
    key(app, pygame.K_u)  # U means it: at once
    assert len(takebacks) == 2


def test_page_keys_scroll_the_moves_log_and_are_in_the_list_of_keys(app):
    text = " ".join(key_lines())
    assert "Page Up, Page Down" in text and "Moves log" in text and "Shift+Page Up" in text
    sc = table(app, "oh-heck", ["person", "random", "random"], seed=3, options={"schedule": "single", "cards": 10})
    rng = random.Random(4)
    while len(sc.log_panel.lines) < 20 and at_my_turn(app, sc):
        key_gesture(app, sc, rng.choice(sc.input.gestures.legal), newcomer=True)
    assert len(sc.log_panel.lines) >= 20 and app.top is sc
    frame(app)  # drawn: the log knows its place
    assert sc.log_panel.back == 0
    key(app, pygame.K_PAGEUP)
    assert sc.log_panel.back > 0, "Page Up scrolls the Moves log back"
    assert sc.log_panel.back == max(1, sc.log_panel.rows - 1), "a page is the rows shown less one: no line skipped"
    key(app, pygame.K_PAGEUP)
    far = sc.log_panel.back
    key(app, pygame.K_PAGEDOWN)
    assert 0 <= sc.log_panel.back < far, "Page Down scrolls it on"
    for _ in range(10):
        key(app, pygame.K_PAGEDOWN)
    assert sc.log_panel.back == 0
    sc.press(("log",))  # the moves hidden: Page Up says how to show them
    key(app, pygame.K_PAGEUP)
    assert "Show moves" in sc.said


def test_shift_page_keys_scroll_the_coachs_box(app):
    """A coach's box whose words do not all fit scrolls by Shift+Page Down and back by Shift+Page Up."""
    sc = table(app, "oh-heck", ["person", "random", "random"], seed=3)
    calls = []
    sc.coach.scroll = lambda dy, pos=None: calls.append((dy, pos)) or True  # the box's own scrolling: its own tests
    key(app, pygame.K_PAGEDOWN, pygame.KMOD_SHIFT)
    key(app, pygame.K_PAGEUP, pygame.KMOD_LSHIFT)
    assert calls and calls[0][0] < 0 < calls[1][0] and calls[0][1] is None
    assert sc.log_panel.back == 0, "Shift+Page Up is the coach's, not the log's"


def test_a_hint_is_gone_once_its_move_is_made_with_hint_and_enter_pressed_quickly(app, worker_thread, monkeypatch):
    """Rummy: Tab to Hint, Enter, and Enter again and again until the hinted move (a draw) is made; the
    person is to move again at once (to discard), and no hint shows for that turn unless asked for."""
    def quick(game, state, seat, **kw):
        time.sleep(0.05)
        legal = game.legal_actions(state)
        return next((a for a in legal if a.kind == "draw"), legal[0])

    monkeypatch.setattr("cardtable.ai.hint", quick)
    sc = table(app, "rummy", ["person", "random"], seed=3)
    assert at_my_turn(app, sc)
    while sc.input.kfocus != ("button", ("hint",)):
        key(app, pygame.K_TAB)
    before = len(host(sc).actions)
    for _ in range(400):
        key(app, pygame.K_RETURN)
        time.sleep(0.005)
        if len(host(sc).actions) > before:
            break
    assert host(sc).actions[before].kind == "draw"
    key(app, pygame.K_RETURN)  # pressed once more, quickly: as the fingers go
    for _ in range(10):
        time.sleep(0.01)
        frame(app)
    assert sc.hints.shown is None and sc.hints.hint_asked is None, "a hint shows after its move was made"
    assert not sc.hints.hinter.thinking


def test_in_a_replay_ctrl_page_keys_scroll_the_moves_log_and_plain_ones_still_jump_deals(app):
    from test_replay_controls import finished_record, run, watch

    sc = watch(app, finished_record())
    run(app, 20)  # the replay plays on: moves in the log
    key(app, pygame.K_SPACE)  # paused, to read back
    frame(app)
    assert len(sc.log_panel.lines) > sc.log_panel.rows > 0
    at = sc.chair.version
    key(app, pygame.K_PAGEUP, pygame.KMOD_CTRL)
    assert sc.log_panel.back > 0 and sc.chair.version == at, "Ctrl+Page Up scrolls the log, not the replay"
    assert any("Ctrl+Page Up" in line and "Moves log" in line for line in key_lines(replay=True))
    key(app, pygame.K_PAGEUP)  # plain: this deal's start, as the replay's keys say
    assert sc.chair.version < at
