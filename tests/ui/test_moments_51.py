"""Issue 51, point 3: the moments at the table a newcomer could not read, each made readable.

Each test drives the table headless as a person would (``driver``) to the moment and checks what the
screen offers or shows there."""

from __future__ import annotations

import random

from driver import click, frame, host, make_app, play_until, table


def test_uncle_stuart_scoop_has_a_button_that_says_what_it_takes():
    """The prompt offers "or scoop the pile?": with nothing picked, a button names the scoop (how many
    cards, down to which), and pressing it scoops; before, only a click on a card deep in the spread did."""
    app = make_app((1024, 600))
    sc = table(app, "uncle-stuart", ["person", "random", "random"], seed=1)
    assert play_until(app, sc, lambda: any(a.kind == "scoop" for a in sc.input.gestures.legal),
                      random.Random(1), limit=3000)
    frame(app)
    assert "scoop" in sc.input.prompt
    assert not sc.input.selected
    scoops = [b for b in sc.bar_buttons if b.value[0] == "act" and b.value[1].kind == "scoop"]
    assert scoops, [b.label for b in sc.bar_buttons]
    b = scoops[0]
    deepest = b.value[1].cards[0]
    pile = host(sc).state.table.zones["discard"]
    n = len(pile) - pile.index(deepest)
    assert f"{n} cards" in b.label and "down to the" in b.label, b.label
    before = len(host(sc).actions)
    click(app, b.rect.center)
    assert host(sc).actions[before] == b.value[1]
