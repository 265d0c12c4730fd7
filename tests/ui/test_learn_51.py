"""Issue 51, point 4, on the screen: "Learn by playing" on the games' page and the set-up opens the game's
first deal that teaches; at each of the person's turns the table rings the card, pile or button the
lesson names and says why in a box; a move off the lesson's path is said kindly and taught on; the deal's
end says what scored; "Leave the lesson" and Esc go back at any moment."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from driver import click, frame, gesture, host, key

from cardtable.games import BUILT_IN, get_game, lesson_for
from cardtable.ui.scenes.choose import Choose
from cardtable.ui.scenes.summary import DealSummary
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.scenes.table import lesson as L


def _learn_button(scene):
    return next(b for b in scene.buttons if b.label == "Learn by playing")


def _idle(app, scene: TableScene, frames: int = 3000) -> None:
    """Frames until the person is to move (or the lesson's deal is over)."""
    for _ in range(frames):
        frame(app)
        if any(getattr(c, "thinking", False) for c in scene.turns.computers.values()):
            time.sleep(0.002)
        if app.top is not scene or scene.my_turn and scene.input.gestures is not None or scene.lesson.ended is not None:
            return  # the person's turn, the deal's summary, the lesson's end
    raise AssertionError("the person's turn never came")


def test_choose_offers_learn_by_playing_and_a_tile_starts_the_lesson(app) -> None:
    app.reset("choose")
    page = app.top
    frame(app)
    learn = _learn_button(page)
    assert learn.enabled and learn.rect.w > 0, "the games' page has a Learn by playing button, drawn"
    click(app, learn.rect.center)
    frame(app)
    assert isinstance(app.top, Choose) and app.top.purpose == "learn"
    tile = next(b for b in app.top.buttons if b.value == ("game", "golf"))
    click(app, tile.rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.lesson is not None
    assert table.game.info.id == "golf"
    key(app, pygame.K_ESCAPE)  # the way out: back to the page that asked
    assert isinstance(app.top, Choose) and app.top.purpose == "learn"


def test_setup_offers_learn_by_playing_and_leaving_comes_back(app) -> None:
    app.reset("setup", get_game("rummy"))
    setup = app.top
    frame(app)
    learn = _learn_button(setup)
    assert learn.enabled and learn.rect.w > 0
    click(app, learn.rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.lesson is not None
    _idle(app, table)
    frame(app)
    leave = table.lesson.leave
    assert leave.rect.w > 0 and leave in table.buttons, "the box has its Leave the lesson button"
    moves = len(host(table).actions)
    box = table.lesson.box
    click(app, (box.x + 6, box.y + 6))  # the box's own corner: no card drawn under it is clicked
    assert len(host(table).actions) == moves and app.top is table and not table.input.selected
    click(app, leave.rect.center)
    assert app.top is setup, "Leave the lesson goes back to the set-up"
    assert app.session_scene is None, "a lesson is not a game to continue"


@pytest.mark.parametrize("game_id", BUILT_IN)
def test_the_table_points_at_each_step_and_the_person_makes_it(app, game_id: str) -> None:
    app.reset("menu")
    app.open("setup", get_game(game_id))
    frame(app)
    click(app, _learn_button(app.top).rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.lesson is not None
    teacher = table.lesson
    assert teacher.lesson == lesson_for(game_id)
    for _ in range(3):
        _idle(app, table)
        if teacher.ended is not None or isinstance(app.top, DealSummary):
            break
        frame(app)
        step = teacher.step
        assert step is not None and all(a in table.chair.legal() for a in step.point)
        assert teacher.targets(), f"the lesson rings nothing: {step}"
        assert step.words in teacher.words() and teacher.box.w > 0
        assert not any(teacher.box.colliderect(t) for t in teacher.targets()), "the words cover what they name"
        moves = len(host(table).actions)
        gesture(app, table, step.point[0])  # the person makes the move pointed at
        assert len(host(table).actions) > moves and not teacher.note
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.top, TableScene), "Esc leaves the lesson at any moment"


def test_a_move_off_the_path_is_said_kindly_and_the_lesson_goes_on(app) -> None:
    app.reset("menu")
    app.open("setup", get_game("golf"))
    frame(app)
    click(app, _learn_button(app.top).rect.center)
    table = app.top
    teacher = table.lesson
    _idle(app, table)
    frame(app)
    step = teacher.step
    other = next(a for a in table.chair.legal() if a not in step.point)
    gesture(app, table, other)
    assert "instead" in teacher.note and "allowed" in teacher.note
    _idle(app, table)
    frame(app)
    assert teacher.step is not None and teacher.note in teacher.words()


def test_the_deal_s_end_says_what_scored(app) -> None:
    app.reset("menu")
    app.open("choose", "learn")
    frame(app)
    click(app, next(b for b in app.top.buttons if b.value == ("game", "oh-heck")).rect.center)
    table = app.top
    teacher = table.lesson
    rng = random.Random(1)
    for _ in range(40):
        _idle(app, table)
        if isinstance(app.top, DealSummary):
            key(app, pygame.K_RETURN)
            continue
        if teacher.ended is not None:
            break
        frame(app)
        gesture(app, table, teacher.step.point[0] if rng.random() < 0.9 else rng.choice(table.chair.legal()))
    assert teacher.ended is not None and "scored" in teacher.ended
    assert teacher.ended in teacher.words() and teacher.leave.rect.w > 0


def test_the_deal_s_summary_shows_what_scored_beside_the_sheet(app) -> None:
    """Tried in a real window: the deal's summary came up over the lesson's box, and the words saying what
    scored were hidden until Continue (then under the next deal's cards). They show beside the sheet."""
    app.reset("menu")
    app.open("choose", "learn")
    frame(app)
    click(app, next(b for b in app.top.buttons if b.value == ("game", "golf")).rect.center)
    table = app.top
    teacher = table.lesson
    for _ in range(400):
        _idle(app, table)
        if isinstance(app.top, DealSummary):
            break
        frame(app)
        if teacher.step is not None and table.my_turn:
            gesture(app, table, teacher.step.point[0])
    sheet = app.top
    assert isinstance(sheet, DealSummary) and sheet.table is table
    frame(app)
    assert teacher.ended is not None
    shown = pygame.Surface(app.screen.get_size())
    said: list[str] = []
    old = L.blit_text
    L.blit_text = lambda s, text, *a, **k: (said.append(text), old(s, text, *a, **k))[1]
    try:
        sheet.draw(shown)
    finally:
        L.blit_text = old
    assert any("scored" in line for line in said), said
    assert "Learning Six Card Golf" in said, "the lesson's box is drawn over the sheet's shade"
    assert teacher.summary_sheet.collidelistall([b.rect for b in sheet.buttons]), "placed beside the sheet drawn"
    assert teacher.summary_box.w and not teacher.summary_box.colliderect(teacher.summary_sheet), "not over the sheet"


def test_the_lesson_s_computers_wait_for_their_answers(app) -> None:
    """The lesson's fixed deal must not drift on a busy machine: a game's computer gives up after three
    times its thinking budget and plays a random move; a lesson's computer waits."""
    from cardtable.ui.scenes.table.lesson import Patient

    app.reset("menu")
    app.open("choose", "learn")
    frame(app)
    click(app, next(b for b in app.top.buttons if b.value == ("game", "rummy")).rect.center)
    table = app.top
    comps = list(table.turns.computers.values())
    assert comps and all(isinstance(c, Patient) for c in comps)
    seat = next(iter(table.turns.computers))
    chair = table.computer_chairs[seat]
    table.turns.computers[seat].start(table.game, chair.seen(), seat, chair.legal())
    assert comps[0].comp.timeout is None, "never thought hung: no random stand-in move"
    table.turns.computers[seat].cancel()


def test_a_pile_s_move_rings_the_card_it_takes_and_a_click_there_makes_it(app) -> None:
    """Tried in a real window: in Show the lesson said "Take the 9 of clubs, the card under your discard" and
    ringed the pile's top card (your own discard), where a click takes nothing. The ring is on the 9 now."""
    app.reset("menu")
    app.open("choose", "learn")
    frame(app)
    click(app, next(b for b in app.top.buttons if b.value == ("game", "show")).rect.center)
    table = app.top
    teacher = table.lesson
    for _ in range(60):
        _idle(app, table)
        assert teacher.ended is None and isinstance(app.top, TableScene), "the lesson's deal had a take to ring"
        frame(app)
        step = teacher.step
        a = step.point[0]
        pile = table.chair.seen().table.zones.get(a.zone or "", []) if a.kind == "take" else []
        taken = [c for c in pile if c in table.input.gestures.moves(a)[0]]
        if taken and pile[-1] not in taken:  # the card taken is not the pile's top card
            first = teacher.targets()[0]
            card = next(r for c, r in table.view.hits if c == taken[0])
            assert first.colliderect(card) and first.clip(card) == first, "the ring is on the card taken"
            moves = len(host(table).actions)
            click(app, first.center)
            assert host(table).actions[moves:][:1] == [a], "a click on the ringed card makes the move"
            return
        gesture(app, table, a)
    raise AssertionError("no take of a card under the top")


def test_every_ring_is_drawn_a_button_s_in_the_bar_too(app) -> None:
    """Each thing the lesson points at is ringed on the screen: a card lifted into the prompt's bar keeps its
    ring off the prompt's words, and a button in the bar keeps its whole ring (a clip meant for the card must
    not take the button's away)."""
    from cardtable.ui.table_view import HINT

    app.reset("menu")
    app.open("choose", "learn")
    frame(app)
    click(app, next(b for b in app.top.buttons if b.value == ("game", "say-uncle")).rect.center)
    table = app.top
    teacher = table.lesson
    _idle(app, table)
    frame(app)
    first = teacher.targets()[0]
    click(app, first.center)  # the card to draft, picked: now its button is pointed at
    frame(app)
    frame(app)
    button = next(b for b in table.bar_buttons if b.value == ("act", teacher.step.point[0]))
    assert button.rect in teacher.targets()
    lay = table.board.layout
    thick = max(3, int(5 * lay.unit))
    strip = pygame.Rect(button.rect.x - thick - 2, button.rect.y, thick, button.rect.h).clip(app.screen.get_rect())
    ring = pygame.mask.from_threshold(app.screen.subsurface(strip), (*HINT, 255), (6, 6, 6, 255))
    assert ring.count() >= strip.w * strip.h // 2, "the button in the bar is ringed"
