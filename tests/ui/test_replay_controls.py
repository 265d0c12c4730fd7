"""A replay the person drives (issue 44): Space pauses and plays on, Right and Left step a move on or
back (paused or not), 1 to 4 and + - set the pace, Page Down and Page Up jump to a deal's start; each
with a button that says what it does, and the keys listed by '?'. A move back shows exactly what a
fresh replay stopped at that move shows, and the screen still holds no truth. The replay names the
seats as the table did ("You" for the one person)."""

from __future__ import annotations

import random

import pygame
import pytest
from driver import frame, host, key
from test_seat_boundary import _reachable_truth

from cardtable.engine.record import Record, replay
from cardtable.games import get_game
from cardtable.host.session import Seat, Session
from cardtable.ui.scenes.gameover import GameOver
from cardtable.ui.scenes.replay import deal_word, open_replay
from cardtable.ui.scenes.rules import Rules
from cardtable.ui.scenes.summary import DealSummary
from cardtable.ui.scenes.table import TableScene

pytestmark = pytest.mark.app(pace="normal")  # a move about every second: time matters


def finished_record(game_id: str = "golf", seed: int = 5) -> Record:
    """A whole game (one person, one computer), played at random straight on the engine's table."""
    s = Session(game_id, [Seat("You", "person"), Seat("Basil", "random")], seed)
    rng = random.Random(seed)
    while not s.state.over:
        s.apply(rng.choice(get_game(game_id).legal_actions(s.state)))
    return Record.loads(s.record.dumps())


def watch(app, rec: Record) -> TableScene:
    assert open_replay(app, record=rec)
    sc = app.top
    assert isinstance(sc, TableScene) and sc.replaying
    return sc


def run(app, seconds: float, dt: float = 0.1) -> None:
    """Frames for ``seconds`` of the app's time; a deal's summary is let go as a person would."""
    for _ in range(int(seconds / dt)):
        if isinstance(app.top, DealSummary):
            key(app, pygame.K_RETURN)
        frame(app, dt=dt)


def deal_starts(rec: Record) -> list[int]:
    """Where each deal begins in the record (the truth, worked out here on the engine)."""
    game = get_game(rec.game)
    state = replay(game, rec, upto=0)
    out = [0]
    for n, a in enumerate(rec.actions, 1):
        deal = state.deal_no
        game.apply(state, a)
        if state.deal_no != deal:
            out.append(n)
    return out


def shown(sc: TableScene) -> tuple:
    """What the screen shows of the table: every zone's cards (a hidden one as hidden), the log's last lines."""
    return sc.board.masked(), sc.log_panel.lines[-8:], sc.names, sc.chair.deal_no


def test_space_pauses_the_replay_and_plays_on(app) -> None:
    sc = watch(app, finished_record())
    run(app, 3)
    assert sc.chair.version > 0  # it plays on its own
    key(app, pygame.K_SPACE)
    assert sc.playback.paused and any(b.label == "Play" for b in sc.bar_buttons)
    at = sc.chair.version
    run(app, 6)
    assert sc.chair.version == at  # paused: time goes by, no move is played
    key(app, pygame.K_SPACE)
    run(app, 4)
    assert sc.chair.version > at and any(b.label == "Pause" for b in sc.bar_buttons)


def test_steps_on_and_back_show_what_a_fresh_replay_shows_at_that_move(app) -> None:
    rec = finished_record()
    sc = watch(app, rec)
    key(app, pygame.K_SPACE)  # paused at once
    for _ in range(9):
        key(app, pygame.K_RIGHT)
    assert sc.chair.version == 9
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert sc.chair.version == 7 and host(sc).actions == rec.actions[:7]
    run(app, 1)
    back = shown(sc)
    assert _reachable_truth(sc) == []  # wound back through its chair: still no truth on the screen's side
    fresh = watch(app, rec)
    key(app, pygame.K_SPACE)
    for _ in range(7):
        key(app, pygame.K_RIGHT)
    run(app, 1)
    assert fresh.chair.version == 7 and shown(fresh) == back
    key(app, pygame.K_LEFT)  # not paused: a step back works as well
    key(app, pygame.K_SPACE)
    assert fresh.chair.version == 6


def test_the_speed_keys_change_the_pace(app) -> None:
    rec = finished_record()
    moved = {}
    for speed_key in (pygame.K_1, pygame.K_2, pygame.K_4):
        sc = watch(app, rec)
        key(app, speed_key)
        run(app, 8)
        moved[speed_key] = sc.chair.version
        assert any(b.label.startswith("Speed") for b in sc.bar_buttons)
    assert moved[pygame.K_1] < moved[pygame.K_2] < moved[pygame.K_4]
    assert moved[pygame.K_4] >= 2 * moved[pygame.K_2] - 2
    assert "Speed 4x" in [b.label for b in sc.bar_buttons]


def test_page_down_and_up_jump_to_the_deals_starts(app) -> None:
    rec = finished_record()
    starts = deal_starts(rec)
    assert len(starts) >= 3
    sc = watch(app, rec)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_PAGEDOWN)
    assert sc.chair.version == starts[1] and sc.playback.deal == 2
    key(app, pygame.K_PAGEDOWN)
    assert sc.chair.version == starts[2]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_PAGEUP)  # this deal's start
    assert sc.chair.version == starts[2]
    key(app, pygame.K_PAGEUP)  # and the one before
    assert sc.chair.version == starts[1]
    assert f"{deal_word(sc.game).lower()} 2" in sc.playback.words()  # "hole 2" in Golf
    assert _reachable_truth(sc) == []


def test_the_buttons_say_what_they_do_and_work(app) -> None:
    rec = finished_record()
    sc = watch(app, rec)
    frame(app)
    labels = [b.label for b in sc.bar_buttons]
    w = deal_word(sc.game).lower()  # the game's word: "hole" in Golf
    assert labels == [f"Prev {w}", "Back", "Pause", "Next", f"Next {w}", "Speed 1x"]

    def press(label: str) -> None:
        b = next(b for b in sc.bar_buttons if b.label == label)
        assert b.enabled and b.rect.w > 0
        frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b.rect.center, button=1)])

    press("Pause")
    at = sc.chair.version
    press("Next")
    assert sc.chair.version == at + 1
    press("Back")
    assert sc.chair.version == at


def test_question_mark_in_a_replay_lists_its_keys(app) -> None:
    watch(app, finished_record())
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?",
                                   scancode=0)])
    top = app.top
    assert isinstance(top, Rules)
    text = " ".join(top.paras)
    for words in ("Space", "pause", "Right, Left", "Page Down", "speed"):
        assert words in text


def test_the_replay_names_the_person_as_the_table_did(app) -> None:
    sc = watch(app, finished_record())
    run(app, 2)
    assert sc.names == ["You", "Basil"] and "Player 1" not in " ".join(sc.log_panel.lines)
    assert any(b.label.replace("\u00a0", " ") == "Eyes: You" for b in sc.panel_list)
    sc.press(("eyes",))  # through the computer's eyes the person is still "You"
    assert sc.chair.seat == 1 and sc.names == ["You", "Basil"]


def test_at_the_end_a_move_back_leaves_the_game_over_screen(app) -> None:
    rec = finished_record()
    sc = watch(app, rec)
    key(app, pygame.K_SPACE)
    for _ in range(10):
        key(app, pygame.K_PAGEDOWN)
    run(app, 1)
    over = app.top
    assert isinstance(over, GameOver) and sc.chair.version == len(rec.actions)
    assert [b.label for b in over.buttons] == ["Watch again", "Back a move", "Past games", "Menu"]
    over.press("step_back")
    assert app.top is sc and sc.chair.version == len(rec.actions) - 1
    key(app, pygame.K_RIGHT)
    run(app, 1)
    assert isinstance(app.top, GameOver)  # and the end shows again


def test_the_review_names_the_person_as_the_table_does(app) -> None:
    """Oh Heck!'s review ("could I have made it?") names every seat as the table did: "You", never "Player 1"."""
    from driver import table

    from cardtable.ui.scenes.review import ReviewScene, you_inside

    sc = table(app, "oh-heck", ["person", "random", "random"], seed=4)
    frame(app)
    review = ReviewScene(app, sc, 1, 0)
    assert review.names == sc.names and review.names[0] == "You" and "Player 1" not in review.names
    line = "You bid 2, took 1 (missed). The most tricks You could have made sure of: 1, so Basil kept You from it."
    assert you_inside(line) == ("You bid 2, took 1 (missed). The most tricks you could have made sure of: 1, "
                                "so Basil kept you from it.")
