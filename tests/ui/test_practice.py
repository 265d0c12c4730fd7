"""The practice aids, for one person against computers: a hint (shown, never played), undo back
to the person's previous decision (the game then counts as practice), the last trick and the
score sheet on demand. And how the table shows a person's own cards."""

from __future__ import annotations

import random
import time

import pygame
from driver import click, frame, gesture, key, play_to_end, table

from cardtable.engine.record import replay
from cardtable.engine.redact import mask
from cardtable.files.storage import Storage
from cardtable.ui.scenes.gameover import GameOver
from cardtable.ui.scenes.last_trick import LastTrick
from cardtable.ui.scenes.summary import DealSummary, SheetOnDemand
from cardtable.ui.scenes.table import TableScene
from tests.ui.driver import host

SOLO = ["person", "random", "random", "random"]


def until_my_turn(app, scene: TableScene, max_frames: int = 20_000, check=None) -> None:
    for _ in range(max_frames):
        top = app.top
        if isinstance(top, DealSummary) and not isinstance(top, SheetOnDemand):
            key(app, pygame.K_RETURN)
            continue
        if top is scene and scene.my_turn and scene.input.gestures is not None and (check is None or check()):
            frame(app)  # the turn's buttons are drawn once before they are used
            return
        if host(scene).state.over:
            raise AssertionError("the game ended first")
        frame(app)
    raise AssertionError("the person's turn never came")


def panel_button(scene: TableScene, value: tuple):
    return next((b for b in scene.buttons if b.value == value), None)


def my_moves(app, scene: TableScene, n: int, rng: random.Random) -> None:
    """The person makes ``n`` decisions by gestures (random legal choices)."""
    for _ in range(n):
        until_my_turn(app, scene)
        gesture(app, scene, rng.choice(scene.input.gestures.legal))


# -- hint ---------------------------------------------------------------------------------------


def test_a_hint_is_shown_as_a_highlight_and_never_played(app, worker_thread, monkeypatch):
    asked = []

    def stand_in(game, state, seat, **kw):  # the AI's hint, played by a stand-in: the last legal move
        asked.append((state.viewer, seat))
        return max(scene.game.legal_actions(host(scene).state))

    monkeypatch.setattr("cardtable.ai.hint", stand_in)
    scene = table(app, "oh-heck", SOLO, seed=4)
    rng = random.Random(1)
    for turn in range(3):
        until_my_turn(app, scene)
        before = list(host(scene).actions)
        b = panel_button(scene, ("hint",))
        assert b is not None and b.enabled
        click(app, b.rect.center)
        wait_for_hint(app, scene)
        want = max(scene.game.legal_actions(host(scene).state))
        assert scene.hints.hint == want
        assert asked[-1] == (0, 0)  # the hint was given the person's own view, nothing more
        for _ in range(30):
            frame(app)  # it stays a hint: nothing is played for the person
        assert host(scene).actions == before and host(scene).state.to_move == 0
        marks = scene.view.marks
        if want.number is not None:
            assert any(bb.on for bb in scene.bar_buttons if bb.value == ("act", want))
        else:
            assert marks.hint_cards == set(want.cards)
        assert "Hint" in _prompt_text(scene)
        # the person plays something else (or the hinted move): the hint is gone with the turn
        gesture(app, scene, rng.choice(scene.input.gestures.legal))
        assert scene.hints.hint is None
        assert turn < 2 or len(asked) == 3


def wait_for_hint(app, scene: TableScene, seconds: float = 30.0) -> None:
    """Frames go on while the hint is worked out in the background."""
    end = time.monotonic() + seconds
    while scene.hints.hint is None and time.monotonic() < end:
        frame(app)
        time.sleep(0.005)


def _prompt_text(scene: TableScene) -> str:
    from cardtable.ui.scenes.table.panel import status

    return status(scene)[0]


def test_the_real_hint_runs_in_the_background_and_is_a_legal_move(app):
    scene = table(app, "oh-heck", SOLO, seed=8)
    until_my_turn(app, scene)
    before = len(host(scene).actions)
    scene.press(("hint",))
    assert scene.hints.hinter.thinking or scene.hints.hint is not None
    wait_for_hint(app, scene)  # the window goes on drawing while the hard player thinks
    assert scene.hints.hint in scene.game.legal_actions(host(scene).state)
    assert len(host(scene).actions) == before
    assert host(scene).state.to_move == 0 and not app.errors


def test_no_hint_or_undo_when_several_people_play(app):
    scene = table(app, "oh-heck", ["person", "person", "random"], seed=2)
    for _ in range(20):
        frame(app)
    assert panel_button(scene, ("hint",)) is None and panel_button(scene, ("undo",)) is None
    assert panel_button(scene, ("trick",)) is not None  # the last trick is public: anyone may look


# -- undo ------------------------------------------------------------------------------------------


def test_undo_goes_back_to_the_previous_decision_and_the_game_counts_as_practice(app, tmp_path):
    scene = table(app, "oh-heck", SOLO, seed=6, save=True)
    rng = random.Random(3)
    until_my_turn(app, scene)
    assert not panel_button(scene, ("undo",)).enabled  # nothing of the person's to take back yet
    my_moves(app, scene, 3, rng)
    until_my_turn(app, scene)
    acts = list(host(scene).actions)
    last_mine = max(i for i, a in enumerate(acts) if a.seat == 0)
    b = panel_button(scene, ("undo",))
    assert b.enabled
    click(app, b.rect.center)
    assert host(scene).actions == acts[:last_mine]
    assert host(scene).state is host(scene).state and host(scene).state.to_move == 0
    assert host(scene).state == replay(scene.game, host(scene).record)
    # the table shows the state taken back to, as the person may see it
    assert scene.board.masked() == mask(host(scene).state.table, scene.screen_person).zones
    assert host(scene).practice
    saved = Storage(tmp_path).load_autosave()
    assert saved.actions == acts[:last_mine] and saved.notes["practice"]
    # the key does the same
    until_my_turn(app, scene)
    n = len(host(scene).actions)
    key(app, pygame.K_u)
    assert len(host(scene).actions) < n and host(scene).state.to_move == 0
    play_to_end(app, scene, seed=4)
    stats = Storage(tmp_path).load_stats()["oh-heck"]["Alice"]
    assert stats["practice"]["played"] == 1 and "games" not in stats
    assert "practice" in app.top.note


def test_a_game_without_undo_is_counted_as_a_game(app, tmp_path):
    scene = table(app, "oh-heck", SOLO, seed=6, save=True)
    play_to_end(app, scene, seed=4)
    assert isinstance(app.top, GameOver)
    stats = Storage(tmp_path).load_stats()["oh-heck"]
    assert stats["Alice"]["games"]["played"] == 1 and "practice" not in stats["Alice"]
    assert set(stats) == {"Alice"}  # computers are not counted


# -- the last trick and the score sheet -------------------------------------------------------------


def test_the_last_trick_on_demand(app):
    scene = table(app, "oh-heck", SOLO, seed=5)
    rng = random.Random(2)
    until_my_turn(app, scene)
    assert not panel_button(scene, ("trick",)).enabled  # no trick taken yet
    while host(scene).state.last_trick is None:
        gesture(app, scene, rng.choice(scene.input.gestures.legal))
        until_my_turn(app, scene)
    leader, cards, winner = host(scene).state.last_trick
    key(app, pygame.K_t)
    top = app.top
    assert isinstance(top, LastTrick) and top.trick == (leader, cards, winner)
    app.dirty = True
    frame(app)
    assert not app.errors
    key(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_the_score_sheet_on_demand_goes_back_through_the_deals(app):
    scene = table(app, "oh-heck", ["person", "random", "random"], seed=5, options={"schedule": "down"})
    rng = random.Random(2)
    until_my_turn(app, scene)
    assert not panel_button(scene, ("sheet",)).enabled
    while len(host(scene).state.sheet) < 2:
        gesture(app, scene, rng.choice(scene.input.gestures.legal))
        until_my_turn(app, scene)
    click(app, panel_button(scene, ("sheet",)).rect.center)
    top = app.top
    assert isinstance(top, SheetOnDemand) and top.deal == len(host(scene).state.sheet)
    names = [s.name for s in host(scene).seats]
    assert top.rows and len(top.rows) == len(names)
    app.dirty = True
    frame(app)
    top.press("prev")
    assert top.deal == len(host(scene).state.sheet) - 1
    app.dirty = True
    frame(app)
    assert not app.errors
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and not scene.board.hold


# -- how the person's own cards look ------------------------------------------------------------------


def test_own_face_down_cards_on_the_table_are_marked_known_to_you(app):
    scene = table(app, "skull", ["person", "random", "random"], seed=3)
    until_my_turn(app, scene)
    place = next(a for a in scene.input.gestures.legal if a.kind == "place")
    gesture(app, scene, place)
    until_my_turn(app, scene)
    mat = host(scene).state.table.zones["mat0"]
    assert mat and not any(host(scene).state.table.up[c] for c in mat)
    app.dirty = True
    frame(app)
    assert set(mat) <= scene.view.drawn_known  # the back with a corner turned up: yours, hidden from others
    hand = host(scene).state.table.zones["hand0"]
    assert not set(hand) & scene.view.drawn_known and set(hand) <= scene.view.drawn_up


def test_the_few_playable_cards_stand_proud_and_the_rest_stay_in_line(app):
    scene = table(app, "oh-heck", SOLO, seed=9, options={"schedule": "single", "cards": 10})
    rng = random.Random(5)
    seen = set()
    for _ in range(200):
        if host(scene).state.over:
            break
        until_my_turn(app, scene)
        g = scene.input.gestures
        hand = list(host(scene).state.table.zones["hand0"])
        if g.playable and set(hand) - g.playable:
            app.dirty = True
            frame(app)
            can = [c for c in hand if c in g.playable]
            cannot = [c for c in hand if c not in g.playable]
            low = {scene.view.card_rect(c).y for c in cannot}
            assert len(low) == 1  # the cards that cannot be played: one straight row, only dimmed
            up = {scene.view.card_rect(c).y for c in can}
            if len(can) * 2 <= len(hand):
                assert len(up) == 1 and up.pop() < low.pop()  # the few that can stand proud, together
                seen.add("few")
            else:
                assert up == low  # most can: nothing moves (one dimmed card must not look dropped)
                seen.add("most")
            if seen == {"few", "most"}:
                return
        gesture(app, scene, rng.choice(g.legal))
    assert "few" in seen
