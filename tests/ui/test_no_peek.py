"""Pass-and-play: after a hand-over, nothing the person at the screen may not see is drawn face up."""

from __future__ import annotations

import pygame
import pytest
from driver import make_app, play_to_end, table
from test_scenes import ready_games

from cardtable.ui.scenes.handover import HandOver

SHORTER = {"rummy": {"target": 12}}


@pytest.mark.parametrize("game_id", ready_games())
def test_no_frame_shows_the_other_persons_hidden_cards(game_id):
    from cardtable.games import get_game

    app = make_app(animation="fast")  # real motion: frames land mid-flight
    kinds = ["person", "person"] + ["random"] * max(0, get_game(game_id).min_players - 2)
    short = SHORTER.get(game_id)
    scene = table(app, game_id, kinds, seed=4, options=short)
    checked = {"frames": 0, "handovers": 0}
    choose = None
    if game_id == "show":  # no shorter form, and random play makes rounds long: the persons play sensibly
        from cardtable.games.show import hand_points

        def choose(legal, rng):
            calls = [a for a in legal if a.kind == "show"]
            if calls:
                return calls[0]
            throws = [a for a in legal if a.kind == "discard"]
            if throws:  # shed the most points
                return max(throws, key=lambda a: (hand_points(a.cards), rng.random()))
            return rng.choice(legal)

    def check():
        b = scene.board
        t = b.shown
        viewer = scene.screen_person
        covered = scene.covered or isinstance(app.top, HandOver)
        if isinstance(app.top, HandOver):
            checked["handovers"] += 1
        for c in scene.view.drawn_up:
            if t.up[c]:
                continue
            zone = t.where[c]
            in_hand = zone is not None and t.specs[zone].kind == "hand"
            assert not (covered and in_hand), f"card {c} in a hand was drawn face up during a hand-over"
            assert viewer is not None and t.sees(viewer, c), f"card {c} was drawn face up for seat {viewer}"
        checked["frames"] += 1

    play_to_end(app, scene, seed=2, on_frame=check, max_frames=400_000, choose=choose)
    assert checked["handovers"] > 0
    pygame.quit()
