"""The felt's room used (issue 44 part 3): a hand shown face up reads card by card when room is short
and spreads out when there is room; no card lies hidden under another (piles apart) in any game at
1024x600, 1280x720 or 1920x1080; a meld's label names its owner; the coach's words are drawn whole;
the deal summary keeps clear of the side panel; the rules box hides the table behind it."""

from __future__ import annotations

import random
from functools import cache

import pygame
import pytest
from driver import coached_turn, frame, gesture, make_app, table

from cardtable.ai.review import OptionValue
from cardtable.engine.cards import ACE, SPADES, card
from cardtable.engine.redact import Redactor
from cardtable.games import all_games
from cardtable.ui import table_view
from cardtable.ui.art import CardArt
from cardtable.ui.board import Board
from cardtable.ui.layout import ASPECT
from cardtable.ui.scenes.rules import Rules
from cardtable.ui.scenes.summary import DealSummary, SheetOnDemand
from cardtable.ui.widgets import body, font

GAMES = {g.info.id: g for g in all_games()}
SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


@pytest.fixture(autouse=True)
def _a_large_desktop(monkeypatch):
    """The headless display says 1024x768, and the window opens no larger than the screen."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])


@cache
def index_edge(w: int) -> int:
    """How far in from a face's left edge its corner index reaches, in pixels, as the art draws it:
    the rightmost ink in the top of the ace of spades (whose one pip sits in the middle)."""
    if not pygame.display.get_init() or pygame.display.get_surface() is None:
        pygame.display.init()
        pygame.display.set_mode((1, 1))
    img = CardArt().face(card(ACE, SPADES), w, False, False)
    paper = img.get_at((w // 2, round(w * ASPECT * 0.2)))
    edge = 0
    for x in range(w // 2):
        for y in range(round(w * 0.03), round(w * ASPECT * 0.28)):
            c = img.get_at((x, y))
            if abs(c.r - paper.r) + abs(c.g - paper.g) + abs(c.b - paper.b) > 120:
                edge = x
    return edge + 1


def _to_summary(app, gid: str, n: int, seed: int = 21):
    scene = table(app, gid, ["person"] + ["random"] * (n - 1), seed=seed)
    rng = random.Random(1)
    for _ in range(20000):
        frame(app)
        if isinstance(app.top, DealSummary):
            return scene
        if app.top is scene and scene.my_turn and scene.input.gestures:
            gesture(app, scene, rng.choice(scene.input.gestures.legal))
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_others_hands_shown_at_the_end_read_card_by_card_and_spread_out(size) -> None:
    app = make_app(size)
    try:
        scene = _to_summary(app, "say-uncle", 4)  # the showdown: every hand turned face up
        b = scene.board
        shown = 0
        for seat in (1, 2, 3):
            zone = f"hand{seat}"
            box = b.layout.zones[zone]
            places = [b.target(c) for c in b.in_order(zone)]
            assert all(b.face_up(c) for c in b.in_order(zone)), "the showdown turns the hand up"
            for (x, _, w), (nx, _, _) in zip(places, places[1:]):
                assert nx - x >= index_edge(w), f"{zone}: {nx - x} px of a {w} px card shows, its index needs " \
                                                f"{index_edge(w)}"
                shown += 1
            if size == (1920, 1080):  # room to spare: a third of each card shows, the hand spans its seat
                assert box.step >= box.cw / 3, (zone, box.step, box.cw)
                span = places[-1][0] + box.cw - places[0][0]
                assert span >= b.layout.seats[seat].rect.w * 0.6, (zone, span, b.layout.seats[seat].rect.w)
        assert shown == 27
    finally:
        pygame.quit()


def test_the_deals_summary_and_the_score_sheet_keep_off_the_side_panel() -> None:
    app = make_app((1024, 600))
    try:
        scene = _to_summary(app, "oh-heck", 7)
        b = scene.board
        for sheet in (app.top, SheetOnDemand(app, scene)):
            if sheet is not app.top:
                app.push(sheet)
            drawn: list[pygame.Rect] = []
            real = sheet.card_panel
            sheet.card_panel = lambda surf, rect, real=real, drawn=drawn: (drawn.append(rect.copy()), real(surf, rect))
            app.dirty = True
            frame(app)
            assert drawn and drawn[-1].right <= b.layout.panel.x, (type(sheet).__name__, drawn[-1], b.layout.panel)
            assert all(bt.rect.right <= b.layout.panel.x for bt in sheet.buttons)
    finally:
        pygame.quit()


def _draw_order(board: Board) -> list[tuple[int, str, pygame.Rect]]:
    """The cards at rest as the table draws them, bottom to top: (card, zone, rect)."""
    t = board.shown
    out = []
    for z in sorted(t.zones, key=lambda z: (t.specs[z].kind == "hand", t.specs[z].owner == board.bottom)):
        if z not in board.layout.zones:
            continue
        for c in board.in_order(z):
            p = board.target(c)
            if p is not None:
                out.append((c, z, pygame.Rect(p[0], p[1], p[2], round(p[2] * ASPECT))))
    return out


def _hidden(board: Board) -> list[str]:
    """Cards hidden under others without a reason: a face whose corner index is covered, a back
    (outside piles and the backs of a hand held) more than four fifths covered."""
    drawn = _draw_order(board)
    bad = []
    for i, (c, z, r) in enumerate(drawn):
        box = board.layout.zones[z]
        if box.mode == "stack":
            continue  # a pile: stacked on purpose
        over = [o for k, _, o in drawn[i + 1:] if k != c and o.colliderect(r)]
        if not over:
            continue
        if board.face_up(c):
            corner = pygame.Rect(r.x, r.y, index_edge(r.w), round(r.w * 0.55))
            if any(o.colliderect(corner) for o in over):
                bad.append(f"{z}: the index of card {c} at {tuple(r)} is under {tuple(over[0])}")
        elif box.mode != "backs":
            pts = [(r.x + r.w * (a + 0.5) / 8, r.y + r.h * (d + 0.5) / 8) for a in range(8) for d in range(8)]
            seen = sum(1 for p in pts if not any(o.collidepoint(p) for o in over)) / len(pts)
            if seen < 0.2:
                bad.append(f"{z}: a back at {tuple(r)} shows {seen:.0%}")
    return bad


@pytest.mark.parametrize("gid,n", [(g, 0) for g in GAMES] + [("oh-heck", 3)])
def test_no_card_lies_hidden_under_another_in_any_game_at_any_size(gid, n) -> None:
    """One deal of each game at its most players (as the screenshots show it, up to 7; and Oh Heck!'s
    trick among 3), random moves; the seat at the screen's board is checked after each move and as
    cards turn up."""
    game = GAMES[gid]
    n = n or min(game.info.players[-1], 7)
    for size in SIZES:
        rng = random.Random(5)
        st = game.new_state(n, 11)
        red = Redactor(st, 0)
        board = Board(red.sight(st), n, 0, size)
        board.fly = 0.0
        problems: list[str] = []
        deal = None
        for _ in range(400):
            if st.over:
                break
            events = game.apply(st, rng.choice(game.legal_actions(st)))
            board.feed(*red.batch(events, st))
            while board.queue:
                e = board.queue.popleft()
                board._play(e)
                if e.kind == "flip" and not (board.queue and board.queue[0].kind == "flip"):
                    problems += _hidden(board)  # a run of cards turned up: a showdown
            problems += _hidden(board)
            if deal is not None and st.table.counters.get("deal") != deal:
                break  # one deal is enough
            deal = st.table.counters.get("deal")
        assert not problems, f"{gid} at {size}: " + "; ".join(sorted(set(problems))[:5])


def test_a_melds_label_names_its_owner(monkeypatch) -> None:
    app = make_app((1024, 600))
    try:
        scene = table(app, "rummy", ["person", "random", "random"], seed=3)
        for _ in range(50):
            frame(app)
        b = scene.board
        t = b.shown
        said: list[str] = []
        real = table_view.blit_text
        monkeypatch.setattr(table_view, "blit_text",
                            lambda s, text, *a, **k: (said.append(text), real(s, text, *a, **k))[1])
        for owner in (0, 1):  # a meld of one's own, and another's: the screen's copy of the table only
            z = f"meld{90 + owner}"
            t.add_zone(z, "meld", owner, "row", label="Meld")
            for c in [c for c in t.zones[f"hand{owner}"]][:3]:
                t.move(c, z, True)
        b._relayout(set())
        app.dirty = True
        frame(app)
        assert "Meld (You)" in said, said  # the others' melds lie in their own seat's box, under their name
    finally:
        pygame.quit()


def test_the_coachs_reason_is_drawn_whole_at_1024x600() -> None:
    app = make_app((1024, 600))
    try:
        sc, legal = coached_turn(app)
        co = sc.coach
        co.values_for, co.values = sc.version, [
            OptionValue(legal, "Take the king of spades, putting away the king of clubs", 100, 2.2, None, 0.0,
                        actions=(legal,)),
            OptionValue(legal, "Draw from the stock", 100, 1.2, None, 1.0, actions=(legal,))]
        reason = ("stays under the ace of clubs, keeps the run of spades open at both ends, leaves the "
                  "others nothing they can take from the tableau and holds the queen back for the last turn")
        co._reason = lambda action: reason
        app.dirty = True
        frame(app)
        r = co.rect
        assert r is not None
        log = sc.log_panel.rect  # the moves log keeps its room under the box (its heading and lines)
        lh = font(body(20 * sc.board.layout.unit * 0.9)).get_linesize()
        assert log is not None and log.top >= r.bottom and log.h >= 4 * lh
        seen: list[str] = []
        for _ in range(30):  # the reason whole: each line drawn inside the box, the rest brought in by the wheel
            for line, at in co.drawn:
                assert r.contains(at), f"cut off: {line!r}"
                seen.append(line)
            if not co.scroll(-1, r.center):
                break
            app.dirty = True
            frame(app)
        assert "for the last turn" in " ".join(seen)
    finally:
        pygame.quit()


def test_the_rules_box_hides_the_table_behind_it() -> None:
    app = make_app((1024, 600))
    try:
        table(app, "say-uncle", ["person", "random", "random"], seed=4)
        frame(app)
        rules = Rules(app, GAMES["say-uncle"], overlay=True)
        app.push(rules)
        drawn: list[pygame.Rect] = []
        real = rules.card_panel
        rules.card_panel = lambda surf, rect: (drawn.append(rect.copy()), real(surf, rect))
        looks = []
        for under in ((250, 30, 30), (30, 30, 250)):  # a red word on the table, then a blue one
            surf = pygame.Surface(app.size)
            surf.fill(under)
            rules.draw(surf)
            r = drawn[-1]
            spot = (r.x + r.w // 60 + 8, r.bottom - r.h // 60 - 8)  # inside the box, clear of its words
            looks.append(tuple(surf.get_at(spot)))
        assert looks[0] == looks[1], f"the table shows through the rules: {looks}"
    finally:
        pygame.quit()
