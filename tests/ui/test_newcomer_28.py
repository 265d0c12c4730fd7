"""Issue 28, a newcomer at the real window: a lit place answers a click anywhere in its ring, the coach
and the review name the players (not "seat 4"), the review of your own play says "you" and names a
Skull & Roses choice as its button did, and a refused bid says what may be bid."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
from driver import click, frame, gesture, host, play_until, point_on_card

from cardtable.ai.review import said as review_said
from cardtable.engine.actions import Action
from cardtable.engine.present import capital, seat_words
from cardtable.engine.record import Record
from cardtable.games import get_game
from cardtable.games.skull.words import SkullWords
from cardtable.host.session import Seat, Session
from cardtable.ui.scenes.replay import open_replay
from cardtable.ui.scenes.review import ReviewScene
from cardtable.ui.scenes.summary import DealSummary
from cardtable.ui.scenes.table import TableScene
from cardtable.ui.scenes.table.coach import said_as, seat_named
from cardtable.ui.scenes.table.panel import status
from cardtable.ui.widgets import wrap


def _skull(app, seed: int = 5) -> TableScene:
    """Skull & Roses as the menu sets it: the person is called "You", the others by their names."""
    seats = [Seat("You", "person"), Seat("Basil", "random"), Seat("Cleo", "random"), Seat("Dev", "random")]
    scene = TableScene(app, Session("skull", seats, seed, {}, None))
    app.reset(scene)
    return scene


def _my_turn(app, scene, want=lambda: True, rng=None, limit=3000) -> bool:
    """Play on until ``want()`` holds at the person's turn, within this deal."""
    return play_until(app, scene, want, rng or random.Random(1), limit, past_deals=False)


def test_a_click_anywhere_in_a_lit_ring_plays_there(app) -> None:
    """A card picked, the mat is ringed wide (room for its spread): a click inside the ring but beside
    the mat's first card lays the card there (it did nothing)."""
    scene = _skull(app)
    assert _my_turn(app, scene, lambda: host(scene).state.phase in ("place", "turn"))
    hand = host(scene).state.hands[0]
    card = host(scene).state.table.zones[hand][0]
    click(app, point_on_card(scene, card))
    lit = scene.view.marks.zones
    assert lit, "no place was lit for the picked card"
    zone = sorted(lit)[0]
    box = scene.board.layout.zones[zone]
    first = scene.view.zone_rect(zone)
    ring = box.rect.inflate(box.cw // 6, box.cw // 6)
    spot = (ring.right - 4, ring.centery)
    assert not first.collidepoint(spot) and scene.view.card_at(spot) is None
    before = len(host(scene).actions)
    click(app, spot)
    made = host(scene).actions[before:]
    assert made and made[0].kind == "place" and made[0].seat == 0, scene.said


def test_the_coachs_words_name_the_players_not_seat_numbers() -> None:
    names = ["You", "Basil", "Cleo", "Dev"]
    assert seat_named("Turn over seat 4's top card", names, 0) == "Turn over Dev's top card"
    assert seat_named("Seat 1's stack first", names, 0) == "Your stack first"
    assert seat_named("Let seat 3 start", names, None) == "Let Cleo start"
    assert seat_named("Bid 5", names, 0) == "Bid 5"


def test_how_did_i_play_says_you_and_names_the_choices_as_their_buttons(app) -> None:
    scene = _skull(app, seed=11)
    rng = random.Random(3)
    for _ in range(20000):
        frame(app)
        if isinstance(app.top, DealSummary):
            break
        if app.top is scene and scene.my_turn and scene.input.gestures is not None:
            gesture(app, scene, rng.choice(scene.input.gestures.legal))
    summary = app.top
    assert isinstance(summary, DealSummary)
    summary.press("review")
    rv = app.top
    assert isinstance(rv, ReviewScene)
    assert rv.title_words() == "How did you play?"  # it said "How did Player 1 play?"
    words = list(rv.words.values())
    assert words
    bare = [w for w in words if w.split()[0] in ("place", "flip", "discard", "take")]
    assert not bare, words  # "place 9 of clubs", "flip": not the rose it was, nor whose card
    rv.valuer.cancel()


def test_a_refused_bid_when_only_one_raise_is_left_says_so() -> None:
    st = SimpleNamespace(over=False, to_move=0, phase="bid", high=4, placed=5, table=None)
    said = SkullWords(get_game("skull")).why_illegal(st, Action("bid", 0, number=2))  # type: ignore[arg-type]
    assert "5 to 5" not in said and "5" in said, said  # it said "a raise is 5 to 5"


def test_the_coach_names_a_bare_option_as_its_button() -> None:
    """Uncle Stuart's coach listed "Take" and "Draw" where the buttons say "Take the queen of diamonds" and
    "Draw from the stock"; Skull & Roses's "flip" is "Turn over Dev's top card"."""
    names = ["You", "Basil", "Cleo", "Dev"]
    for gid, players in (("uncle-stuart", 2), ("skull", 4)):
        game = get_game(gid)
        state = game.new_state(players, 4, {}, log=False)
        rng = random.Random(2)
        seen: dict[str, str] = {}
        for _ in range(400):
            if state.over:
                break
            for a in game.legal_actions(state):
                words = game.words.describe(state, a)
                said = said_as(review_said(game, state, a), names[:players], 0)  # the review's words, named
                label = seat_words(game.words.label(state, a), names[:players], 0)
                if words == a.kind.replace("_", " "):  # bare ("take", "flip"): the button's words
                    assert said == capital(label), (gid, said, label)
                assert "seat " not in said.lower() and "{" not in said, said
                seen[a.kind] = said
            game.apply(state, rng.choice(game.legal_actions(state)))
        assert seen, gid


def test_the_status_line_at_the_end_says_who_won(app) -> None:
    """The last deal's summary over, the line said only "The game is over."; it says who won too."""
    scene = _skull(app, seed=2)
    rng = random.Random(4)
    for _ in range(60000):
        frame(app)
        if host(scene).state.over:
            break
        if isinstance(app.top, DealSummary):
            app.top.press("go")
        elif app.top is scene and scene.my_turn and scene.input.gestures is not None:
            gesture(app, scene, rng.choice(scene.input.gestures.legal))
    assert host(scene).state.over
    w = scene.chair.result().winners
    line = status(scene)[0]
    assert line.startswith("The game is over: ") and scene.name(w[0]) in line, line


def test_the_eyes_button_keeps_a_name_whole_and_says_onlooker(app) -> None:
    """In a replay of your own game the Eyes read "Eyes: Player" / "1" (the name broken) and, past the
    last seat, "Eyes: face-up cards", shrunk to fit; now the name stays whole and the onlooker is one word."""
    rec = Record("skull", 3, 4, {}, [], [{"name": "Player 1", "kind": "person"}, {"name": "Basil", "kind": "hard"},
                                         {"name": "Cleo", "kind": "hard"}])
    g, st, rng = get_game("skull"), get_game("skull").new_state(3, 4, {}), random.Random(4)
    while not st.over and len(rec.actions) < 30:
        a = rng.choice(g.legal_actions(st))
        g.apply(st, a)
        rec.actions.append(a)
    assert open_replay(app, record=rec)
    sc = app.top
    labels = []
    for _ in range(4):
        labels.append(next(b.label for b in sc.buttons if b.value == ("eyes",)))
        sc.press(("eyes",))
    assert "Eyes: onlooker" in labels
    named = next(lb for lb in labels if "Player" in lb)
    for px, width in ((20, 110), (16, 90), (24, 120)):
        lines = wrap(named, px, width, bold=True)
        assert any("Player" in ln and "1" in ln for ln in lines), lines


def test_the_moves_log_never_starts_with_the_end_of_a_line(app, monkeypatch) -> None:
    """A narrow log, full: its top row was the tail of a wrapped line ("the tableau"), its start cut off."""
    from cardtable.ui.scenes.table import log as table_log

    drawn: list[tuple[str, int]] = []
    real = table_log.blit_text

    def record(surf, text, px, at, *args, **kw):
        drawn.append((text, at[0]))
        return real(surf, text, px, at, *args, **kw)

    monkeypatch.setattr(table_log, "blit_text", record)
    for high in range(120, 200, 9):  # room for an odd and an even number of rows
        log = table_log.TableLog()
        log.refresh(["Deal 1 begins"] + ["Cleo takes the king of clubs from the tableau"] * 9)
        drawn.clear()
        log.draw(pygame.Surface((300, 200)), pygame.Rect(0, 0, 230, high), 18)
        rows = [(t, x) for t, x in drawn if t != "Moves"]
        assert rows and rows[0][0].startswith("Cleo"), (high, rows[:2])


def test_the_skull_tile_shows_a_skull_and_roses_tagged(app, monkeypatch) -> None:
    """Choosing a game, Skull & Roses showed three plain playing cards: nothing said which was a skull."""
    from cardtable.ui.scenes import choose

    game = get_game("skull")
    words = [game.words.card_word(c) for c in choose.picture_cards(game)]
    assert "skull" in words and "rose" in words, words
    tagged: list[str] = []
    real = choose.word_tag
    monkeypatch.setattr(choose, "word_tag", lambda surf, word, *a: tagged.append(word) or real(surf, word, *a))
    app.open("choose")
    app.top.draw(app.screen)
    assert sorted(tagged) == sorted(words), tagged  # the other games' cards carry no words


def test_how_did_player_1_play_is_not_shrunk(app, monkeypatch) -> None:
    """Watching your own game, the summary's "How did Player 1 play?" broke into three lines and was
    shrunk to a tiny font; the name now stays whole and the label fits on two lines."""
    from cardtable.ui import widgets

    rec = Record("skull", 3, 5, {}, [], [{"name": "Player 1", "kind": "person"}, {"name": "Basil", "kind": "hard"},
                                         {"name": "Cleo", "kind": "hard"}])
    g, st, rng = get_game("skull"), get_game("skull").new_state(3, 5, {}), random.Random(5)
    while not st.over and st.deal_no < 2:
        a = rng.choice(g.legal_actions(st))
        g.apply(st, a)
        rec.actions.append(a)
    app.settings.pace = "instant"
    assert open_replay(app, record=rec)
    for _ in range(3000):
        frame(app)
        if isinstance(app.top, DealSummary):
            break
    summary = app.top
    assert isinstance(summary, DealSummary)
    drawn: list = []
    real = widgets.Button.draw
    monkeypatch.setattr(widgets.Button, "draw",
                        lambda b, dst, px, **kw: drawn.append((b, px)) or real(b, dst, px, **kw))
    summary.draw(app.screen)
    b, px = next((b, px) for b, px in drawn if b.value == "review")
    assert "Player" in b.label
    lines = wrap(b.label, px, b.rect.w - 12, bold=True)
    assert len(lines) <= 2 and len(lines) * widgets.font(px, True).get_linesize() <= b.rect.h - 2, lines
