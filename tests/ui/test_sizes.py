"""Sizes and looks for every eye: the card-size setting (the person's hand grows, overlapping
more, and the table still fits at 1024x600), the text-size setting, high-contrast faces, the
focused card lifted clear of its neighbours, and a Tab order that does not move under the focus."""

from __future__ import annotations

import pygame
import pytest
from driver import frame, key, table
from key_driver import key_gesture

from cardtable.engine.cards import HEARTS, SPADES, card
from cardtable.games import get_game
from cardtable.host.session import Seat, Session
from cardtable.ui import widgets
from cardtable.ui.art import CardArt
from cardtable.ui.layout import TableLayout
from cardtable.ui.settings import CARD_SCALE, SIZES, Settings

pytestmark = pytest.mark.app(size=(1024, 600))


def _layout(gid: str, n: int, size, scale: float) -> TableLayout:
    st = Session(gid, [Seat(f"P{i}", "random") for i in range(n)], 3, {}).state
    t = st.table
    counts = {z: len(lst) for z, lst in t.zones.items()}
    return TableLayout(size, t.specs, counts, n, 0, card_scale=scale)


@pytest.mark.parametrize("gid,n", [("rummy", 4), ("oh-heck", 7), ("golf", 4), ("show", 5), ("skull", 6)])
def test_every_card_size_fits_the_smallest_window(gid, n):
    W, H = 1024, 600
    widths = []
    for size in SIZES:
        lay = _layout(gid, n, (W, H), CARD_SCALE[size])
        widths.append(lay.hand_cw)
        for name, box in lay.zones.items():
            lift = lay.lift if box.mode == "hand" else 0
            for x, y in box.slots:  # every card lies inside the window (the hand's lifted ones too)
                assert 0 <= x and x + box.cw <= W and y - lift >= 0 and y + box.ch <= H, (size, name)
        assert lay.bottom_band.h <= H * 0.45  # the middle of the table keeps its room
    assert widths[0] < widths[1] < widths[2]  # large cards are larger, extra large larger still


def test_large_cards_grow_the_persons_hand_not_the_others():
    normal = _layout("rummy", 4, (1024, 600), 1.0)
    large = _layout("rummy", 4, (1024, 600), CARD_SCALE["extra large"])
    hand = next(z for z, b in normal.zones.items() if b.mode == "hand")
    others = [z for z, b in normal.zones.items() if b.mode == "backs"]
    assert large.zones[hand].cw > normal.zones[hand].cw * 1.4
    assert large.zones[hand].step / large.zones[hand].cw <= normal.zones[hand].step / normal.zones[hand].cw + 1e-9
    assert all(large.zones[z].cw == normal.zones[z].cw for z in others)


def test_high_contrast_faces_are_dark_on_white_with_a_black_edge():
    pygame.init()
    art = CardArt()
    for c in (card(1, SPADES), card(7, HEARTS), card(12, HEARTS)):
        plain, high = art.face(c, 120), art.face(c, 120, high_contrast=True)
        assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(high, "RGBA")
        edge = high.get_at((1, 84))[:3]
        assert max(edge) < 40, edge  # the edge is black
        inks = {high.get_at((x, y))[:3] for x in range(0, 120, 3) for y in range(0, 168, 3)}
        plain_inks = {plain.get_at((x, y))[:3] for x in range(0, 120, 3) for y in range(0, 168, 3)}
        assert any(min(p) >= 253 for p in inks)  # white paper (the plain card's is cream)
        assert not any(min(p) >= 253 for p in plain_inks)
    assert art.face(card(7, HEARTS), 120, True, True) is not art.face(card(7, HEARTS), 120, True, False)


def test_the_text_size_setting_makes_every_line_bigger():
    pygame.font.init()
    widgets.reset_caches()  # fonts made before an earlier test's pygame.quit() are dead
    widgets.set_text_scale(1.0)
    small = widgets.text("Your turn", 20).get_height()
    widgets.set_text_scale(Settings(text_size="extra large").text_scale)
    try:
        assert widgets.text("Your turn", 20).get_height() > small * 1.3
    finally:
        widgets.set_text_scale(1.0)


def test_the_settings_keep_the_new_choices_and_refuse_bad_ones():
    s = Settings.from_dict({"card_size": "large", "text_size": "extra large", "high_contrast": True,
                            "speech": True, "volume": 50, "window": [10, 20, 1100, 700]})
    assert (s.card_size, s.text_size, s.high_contrast, s.speech, s.volume, s.window) == (
        "large", "extra large", True, True, 50, [10, 20, 1100, 700])
    bad = Settings.from_dict({"card_size": "huge", "text_size": 3, "volume": 7, "window": [1, 2, 3],
                              "speech": "yes"})
    assert (bad.card_size, bad.text_size, bad.volume, bad.window, bad.speech) == ("normal", "normal", 100, [], False)
    assert Settings.from_dict({"window": [0, 0, 10, 10]}).window == []  # too small to be a window
    s = Settings()
    s.cycle("card_size")
    assert s.card_size == "large"
    s.cycle("volume")
    assert s.volume == 75


def _my_turn(app, scene):
    for _ in range(3000):
        if app.top is not scene:
            key(app, pygame.K_RETURN)
        frame(app)
        if scene.my_turn and scene.input.gestures is not None:
            frame(app)
            return
    raise AssertionError("no turn came")


def test_the_focused_card_lifts_clear_of_its_neighbours_and_tab_visits_each_thing_once(app):
    app.settings.card_size = "extra large"
    scene = table(app, "rummy", ["person", "random", "random", "random"], seed=5)
    scene.apply_settings()
    _my_turn(app, scene)
    key_gesture(app, scene, next(a for a in scene.input.gestures.legal if a.kind == "draw"))
    _my_turn(app, scene)
    items = scene.input.focus_items()
    seen = []
    for _ in range(len(items)):
        key(app, pygame.K_TAB)
        seen.append(scene.input.kfocus)
        assert scene.input.focus_items() == items  # the order does not move as the focus lifts a card
    assert sorted(map(repr, seen)) == sorted(map(repr, items))  # each once
    cards = [it for it in items if it[0] == "card"]
    while scene.input.kfocus != cards[3]:
        key(app, pygame.K_TAB)
    app.dirty = True
    frame(app)
    c = cards[3][1]
    r = scene.view.card_rect(c)
    hand = [scene.view.card_rect(x) for _, x in cards if x != c]
    assert r.y < min(h.y for h in hand)  # lifted
    assert scene.view.card_at(r.center) == c  # and drawn over its neighbours: all of it can be seen
    assert scene.view.card_at((r.right - 3, r.centery)) == c
    assert scene.board.layout.hand_cw > scene.board.layout.base_cw * 1.4


def test_changing_the_card_size_lays_the_table_out_again(app):
    scene = table(app, "oh-heck", ["person", "random", "random"], seed=2)
    frame(app)
    before = scene.board.layout.hand_cw
    app.settings.card_size = "large"
    scene.apply_settings()
    assert scene.board.layout.hand_cw > before
    assert get_game("oh-heck") is scene.game
