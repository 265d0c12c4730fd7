"""Skull & Roses's blind pick (issue 44): Hint is on there, and the coach and the hint say the pick in
the game's words ("Take Cy's first card from the left"), never "take card 0"."""

from __future__ import annotations

import random

from cardtable.ai.review import option_values, said
from cardtable.host.session import Seat, Session
from cardtable.ui.scenes.table import TableScene
from tests.ui.driver import frame, make_app


def _at_the_pick() -> Session:
    """A Skull & Roses table where the person (seat 0) is to take a card from a challenger, blind."""
    for seed in range(200):
        rng = random.Random(seed)
        s = Session("skull", [Seat("Alice", "person"), Seat("Basil", "random"), Seat("Cy", "random")], seed, {}, None)
        while not s.state.over and not (s.state.phase == "take" and s.state.to_move == 0):
            s.apply(rng.choice(s.game.legal_actions(s.state)))
        if s.state.phase == "take":
            return s
    raise AssertionError("no blind pick for seat 0")


def test_hint_is_on_at_the_blind_pick_once_the_hands_are_laid_open():
    app = make_app(animation="normal")
    s = _at_the_pick()
    scene = TableScene(app, s)
    app.reset(scene)
    for _ in range(400):
        frame(app, dt=0.05)
        if scene.input.gestures is not None and not scene.board.busy:
            break
    frame(app, dt=0.05)
    assert scene.my_turn
    hint = [b for b in scene.buttons if b.value == ("hint",)]
    assert hint and hint[0].enabled, "Hint is off at the blind pick"


def test_the_blind_pick_in_the_game_s_words():
    s = _at_the_pick()
    st, game = s.state, s.game
    challenger = next(i for i in (1, 2) if st.table.zones[f"hand{i}"] and any(
        a.zone == f"hand{i}" for a in game.legal_actions(st)))
    name = f"seat {challenger + 1}'s"
    words = [said(game, st, a) for a in game.legal_actions(st)]
    assert words[0] == f"Take {name} first card from the left", words
    assert not any("card 0" in w or "{" in w for w in words)
    opts = option_values(game, st, 0, iterations=20)
    assert all(o.words.startswith(f"Take {name} ") for o in opts)
