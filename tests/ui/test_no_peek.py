"""Pass-and-play: after a hand-over, nothing the person at the screen may not see is drawn face up,
and the board never even holds such a card: it is given only what its viewer may see."""

from __future__ import annotations

import pygame
import pytest
from driver import make_app, play_to_end, table
from replaying import replay_step
from test_scenes import ready_games

from cardtable.engine.redact import mask, seen
from cardtable.ui.board import ALIAS_BASE
from cardtable.ui.scenes.handover import HandOver
from cardtable.ui.scenes.summary import DealSummary
from tests.ui.driver import host

SHORTER = {"rummy": {"target": 12}}
DEALS = 3  # a game is watched to its end or to its third deal's summary, whichever comes first


@pytest.mark.parametrize("game_id", ready_games())
def test_no_frame_shows_the_other_persons_hidden_cards(game_id):
    from cardtable.games import get_game

    app = make_app(animation="fast")  # real motion: frames land mid-flight
    kinds = ["person", "person"] + ["random"] * max(0, get_game(game_id).info.players[0] - 2)
    short = SHORTER.get(game_id)
    scene = table(app, game_id, kinds, seed=4, options=short)
    checked = {"frames": 0, "handovers": 0, "exact": 0, "deal ends": 0}
    summary_up = [False]
    # cards the viewer could see at some moment since the board was last at rest (a batch may show
    # a card and hide it again: the state's log is replayed event by event to know them all)
    window: dict = {"viewer": -1, "seen": set(), "truth": host(scene).state.table.copy(),
                    "logged": len(host(scene).state.table.log)}
    choose = None
    if game_id == "show":  # no shorter form, and random play makes rounds long: the persons play sensibly
        from cardtable.games.show.rules import hand_points

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
        covered = scene.turns.covered or isinstance(app.top, HandOver)
        if isinstance(app.top, HandOver):
            checked["handovers"] += 1
        for c in scene.view.drawn_up:
            if t.up[c]:
                continue
            zone = t.where[c]
            in_hand = zone is not None and t.specs[zone].kind == "hand"
            assert not (covered and in_hand), f"card {c} in a hand was drawn face up during a hand-over"
            assert viewer is not None and t.sees(viewer, c), f"card {c} was drawn face up for seat {viewer}"
        # the board holds no card id the viewer could not see: not on its table, not as a sprite
        assert b.viewer == viewer
        now = seen(host(scene).state.table, viewer)
        log = host(scene).state.table.log
        if window["viewer"] != viewer or not b.busy:
            window["viewer"], window["seen"] = viewer, set(now)
        else:
            for e in log[window["logged"]:]:
                replay_step(window["truth"], e, host(scene).state.table)
                window["seen"] |= seen(window["truth"], viewer)
        window["truth"], window["logged"] = host(scene).state.table.copy(), len(log)
        held = {c for lst in t.zones.values() for c in lst if c < ALIAS_BASE}
        held |= {c for c in b.sprites if c < ALIAS_BASE} | {s.card for s in b.sprites.values() if s.card < ALIAS_BASE}
        assert held <= window["seen"], f"the board holds cards {held - window['seen']} seat {viewer} cannot see"
        if not b.busy:  # at rest it shows exactly the viewer's view
            assert b.masked() == mask(host(scene).state.table, viewer).zones
            assert held == now
            checked["exact"] += 1
        checked["frames"] += 1
        # three deals and the hand-overs between them are enough: the long games (Rummy, Show) stop there
        if isinstance(app.top, DealSummary) and not summary_up[0]:
            checked["deal ends"] += 1
        summary_up[0] = isinstance(app.top, DealSummary)
        return checked["deal ends"] >= DEALS

    play_to_end(app, scene, seed=2, on_frame=check, max_frames=400_000, choose=choose)
    assert checked["handovers"] > 0 and checked["exact"] > 0
    pygame.quit()
