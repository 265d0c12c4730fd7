"""Faces drawn ahead (issue 52): a card seen for the first time costs the frame that shows it a scale,
not a drawing. The table asks its cards' faces of the art at each new set of widths; the app draws
them in the frames' spare time; a compact face's master is small."""

from __future__ import annotations

import time

import pytest
from driver import frame, table

from cardtable.ui import art as art_module
from cardtable.ui.art import COMPACT_MASTER, MASTER_WIDTH, CardArt
from cardtable.ui.art_faces import COMPACT_BELOW


@pytest.fixture()
def drawn(monkeypatch):
    """Every master drawing of a face, as (kind, width)."""
    calls: list[tuple[str, int]] = []
    for name in ("draw_standard", "draw_standard_compact"):
        real = getattr(art_module, name)

        def spy(*args, _real=real, _name=name, **kw):
            calls.append((_name, args[3]))
            return _real(*args, **kw)
        monkeypatch.setattr(art_module, name, spy)
    return calls


def test_a_compact_face_comes_from_a_small_master(drawn) -> None:
    art = CardArt()
    art.face(5, COMPACT_BELOW - 1)
    art.face(5, 100)
    assert drawn == [("draw_standard_compact", COMPACT_MASTER), ("draw_standard", MASTER_WIDTH)]
    assert COMPACT_MASTER >= 2 * COMPACT_BELOW  # still sharp when scaled down


def test_wanted_faces_are_drawn_ahead_and_then_cost_no_drawing(drawn) -> None:
    art = CardArt()
    art.want(range(52), 80)
    assert art.pending
    while art.work(time.perf_counter() + 0.002):
        pass
    assert not art.pending and len(drawn) == 52
    drawn.clear()
    for c in range(52):
        art.face(c, 80)
    assert drawn == []


def test_the_table_asks_its_faces_and_the_app_draws_them_while_nothing_moves(app, drawn) -> None:
    scene = table(app, "oh-heck", ["person", "random", "random"], options={"schedule": "single", "cards": 5})
    frame(app)
    assert app.art.pending or drawn, "the table asked no face ahead"
    for _ in range(400):
        if not app.art.pending:
            break
        frame(app)
    assert not app.art.pending
    widths = {box.cw for box in scene.board.layout.zones.values()}
    assert len(drawn) >= 52  # every face of the pack (a master for each)
    drawn.clear()
    for w in widths:
        for c in range(52):
            app.art.face(c, w)
    assert drawn == []  # then no face of the pack, at any of the table's sizes, costs a drawing
