"""Learning at the table (issue 16): the coach (every option's value before you act, from your
view only), replay through any seat's eyes (only what that seat knew; at a computer's decision
its options and their values), and the review of a deal ("How did I play?")."""

from __future__ import annotations

import random
import time

import pytest
from driver import frame, table

from cardtable.engine.cards import CARD_LIMIT
from cardtable.engine.record import Record, replay
from cardtable.games import MODULES, get_game
from cardtable.ui.scenes.replay import open_replay
from cardtable.ui.scenes.review import ReviewScene
from cardtable.ui.scenes.summary import DealSummary
from tests.ui.driver import host

SMALL = {"say-uncle": {"target": 2}, "man-from-uncle": {"pot": 12}, "uncle-stuart": {"target": 150},
         "rummy": {"target": 40}, "oh-heck": {"schedule": "single", "cards": 3}}


def run_until(app, cond, seconds: float = 60.0) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        if cond():
            return
        frame(app)
        time.sleep(0.002)
    raise AssertionError("it never happened")


def recorded(gid: str, players: int, seed: int = 4) -> Record:
    """A whole game (or 300 moves of it) between random players, seat 0 a person."""
    g = get_game(gid)
    opts = SMALL.get(gid, {})
    st = g.new_state(players, seed, opts)
    rng = random.Random(seed)
    rec = Record(gid, players, seed, opts, [], [{"name": "Alice", "kind": "person"}]
                 + [{"name": f"C{i}", "kind": "hard"} for i in range(1, players)])
    while not st.over and len(rec.actions) < 300:
        acts = g.legal_actions(st)
        a = acts[rng.randrange(len(acts))]
        g.apply(st, a)
        rec.actions.append(a)
    return rec


@pytest.mark.parametrize("gid", ["oh-heck", "golf", "skull"])
def test_the_coach_values_every_option_from_the_persons_view_only(app, asked, gid) -> None:
    app.settings.coach = True
    players = 3 if gid != "golf" else 2
    sc = table(app, gid, ["person"] + ["random"] * (players - 1))
    run_until(app, lambda: sc.my_turn and sc.coach.values is not None)
    legal = sc.game.legal_actions(host(sc).state)
    assert {a for o in sc.coach.values for a in o.actions} == set(legal)
    assert all(view.viewer == 0 and seat == 0 for view, seat in asked)
    title, values, own = sc.coach.shown
    assert title == "Coach" and values is sc.coach.values and own
    sc.draw(app.screen)
    button = next(b for b in sc.buttons if b.value == ("coach",))
    assert button.label == "Coach: on"
    sc.press(("coach",))
    assert not app.settings.coach and sc.coach.shown is None
    assert next(b for b in sc.buttons if b.value == ("coach",)).label == "Coach: off"


def test_the_coach_is_only_for_one_person_against_computers(app) -> None:
    app.settings.coach = True
    sc = table(app, "oh-heck", ["person", "person", "random"])
    assert not any(b.value == ("coach",) for b in sc.buttons) and not sc.coach.on


def sees_only_what(sc, seat) -> bool:
    """Every card the board shows is one ``seat`` sees on the true table (face up, or known to it)."""
    truth = host(sc).state.table
    shown = [c for z in sc.board.shown.zones.values() for c in z if 0 <= c < CARD_LIMIT]  # not a placeholder
    return all(truth.up[c] if seat is None else truth.sees(seat, c) for c in shown)


@pytest.mark.parametrize("gid", sorted(MODULES))
def test_replay_through_a_computers_eyes_shows_only_what_it_knew_and_its_options(app, asked, gid) -> None:
    g = get_game(gid)
    players = max(g.info.players[0], min(3, g.info.players[-1]))
    rec = recorded(gid, players)
    assert open_replay(app, record=rec)
    sc = app.top
    assert sc.screen_person == 0  # the record's one person, by default
    eyes = next(b for b in sc.buttons if b.value == ("eyes",))
    assert eyes.label == "Eyes: Alice"
    sc.press(("eyes",))
    assert sc.screen_person == 1 and sc.chair.seat == 1
    assert any(b.label == "Eyes: C1" for b in sc.buttons)
    assert sees_only_what(sc, 1)
    own = [c for z, sp in host(sc).state.table.specs.items() if sp.kind == "hand" and sp.owner == 1
           for c in host(sc).state.table.zones[z]]
    assert set(own) <= {c for z in sc.board.shown.zones.values() for c in z}  # its own hand, in full
    # at C1's next decision with a choice, its options are valued from its view before its move is played
    run_until(app, lambda: sc.coach.eyes_values is not None or host(sc).state.over
              or isinstance(app.top, DealSummary), 120)
    if sc.coach.eyes_values is not None:
        at = len(host(sc).actions)
        st = host(sc).state
        assert st.to_move == 1 and {a for o in sc.coach.eyes_values for a in o.actions} == set(g.legal_actions(st))
        assert asked and all(view.viewer == 1 and seat == 1 for view, seat in asked)
        title, values, own = sc.coach.shown
        assert title == "C1 weighs" and not own
        sc.draw(app.screen)
        run_until(app, lambda: len(host(sc).actions) > at or isinstance(app.top, DealSummary))
        assert host(sc).actions[at] == rec.actions[at]  # the record's move, as it was played
    sc.press(("eyes",))
    sc.press(("eyes",))
    assert sc.screen_person is None or players == 2  # past the last seat: face-up cards only
    if sc.screen_person is None:
        assert sees_only_what(sc, None)


def test_a_replay_through_eyes_plays_the_record_to_its_end(app, asked) -> None:
    rec = recorded("oh-heck", 3)
    assert open_replay(app, record=rec)
    sc = app.top
    sc.press(("eyes",))  # C1, a computer
    app.settings.pace = "instant"

    def step() -> bool:
        if isinstance(app.top, DealSummary):
            app.top.press("go")
        return host(sc).state.over

    run_until(app, step, 180)
    assert host(sc).state == replay(get_game("oh-heck"), rec)
    g, st, choices = get_game("oh-heck"), None, 0
    for i, a in enumerate(rec.actions):  # C1's decisions with a choice: each was valued once, from its view
        st = replay(g, rec, i) if st is None else st
        choices += a.seat == 1 and len(g.legal_actions(st)) > 1
        g.apply(st, a)
    assert len(asked) == choices and all(seat == 1 and view.viewer == 1 for view, seat in asked)


def test_how_did_i_play_reviews_the_deal_just_over(app, asked) -> None:
    sc = table(app, "oh-heck", ["person", "random", "random"], options={"schedule": "single", "cards": 3})
    rng = random.Random(2)

    def step() -> bool:
        if sc.my_turn and sc.input.gestures is not None:
            acts = sc.game.legal_actions(host(sc).state)
            sc.play(acts[rng.randrange(len(acts))])
        return isinstance(app.top, DealSummary)

    run_until(app, step, 120)
    summary = app.top
    assert [b.label for b in summary.buttons] == ["Continue", "How did I play?"]
    summary.press("review")
    rv = app.top
    assert isinstance(rv, ReviewScene)
    run_until(app, lambda: rv.hindsight is not None and len(rv.done) == len(rv.moments), 120)
    mine = [i for i, a in enumerate(host(sc).actions) if a.seat == 0]
    assert [d.index for d in rv.done.values()] == mine
    for d in rv.done.values():
        assert d.best.cost == 0 and d.chosen == host(sc).actions[d.index]
    assert all(view.viewer == 0 for view, _ in asked)
    assert len(rv.hindsight) == 3 and "You bid" in rv.hindsight[0]  # the person, as the table names them
    assert rv.summary().startswith(f"{len(mine)} decisions")
    rv.press("next")
    assert rv.at == 1
    rv.draw(app.screen)
    rv.press("back")
    assert app.top is summary


def test_a_saved_game_is_reviewed_through_the_eyes_it_is_replayed_with(app, asked) -> None:
    rec = recorded("oh-heck", 3, seed=7)
    assert open_replay(app, record=rec)
    sc = app.top
    sc.press(("eyes",))  # C1
    app.settings.pace = "instant"
    run_until(app, lambda: isinstance(app.top, DealSummary), 180)
    summary = app.top
    assert [b.label for b in summary.buttons] == ["Continue", "How did C1 play?"]
    summary.press("review")
    rv = app.top
    assert isinstance(rv, ReviewScene) and rv.seat == 1
    run_until(app, lambda: rv.hindsight is not None and len(rv.done) == len(rv.moments), 120)
    assert [d.index for d in rv.done.values()] == [i for i, a in enumerate(rec.actions) if a.seat == 1]
    assert all(view.viewer == 1 for view, _ in asked)
