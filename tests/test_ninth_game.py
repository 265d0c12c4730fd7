"""A ninth game from outside cardtable/: the toy High Card (tests/toygame/), registered
at run time, plays on the command line and at the table like the eight."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest
from gamecheck import play_checked
from test_presentation import assert_good_words, play_random
from toygame import GAME, RULES

from cardtable.cli import main as cli
from cardtable.engine.kits import Offers
from cardtable.engine.present import deal_sheet, event_text
from cardtable.engine.record import replay
from cardtable.games import BUILT_IN, all_games, game_ids, get_game, register, registered, unregister
from tests.ui.driver import host

NAMES = ["Ann", "Bob", "Cleo", "Dev"]


def _driver():
    """tests/ui/driver.py, the screen's test driver (found beside the UI tests)."""
    pytest.importorskip("pygame")
    ui = str(Path(__file__).resolve().parent / "ui")
    if ui not in sys.path:
        sys.path.insert(0, ui)
    import driver

    return driver


@pytest.fixture
def toy():
    with registered(GAME) as g:
        yield g


# -- the registry -------------------------------------------------------------------------------------------
def test_a_registered_game_joins_the_games_and_leaves_again():
    assert GAME.info.id not in game_ids()
    with pytest.raises(KeyError):
        get_game(GAME.info.id)
    with registered(GAME):
        assert get_game(GAME.info.id) is GAME
        assert game_ids() == [*BUILT_IN, GAME.info.id]  # the menu's order: the eight, then the newcomer
        assert all_games()[-1] is GAME
        with pytest.raises(ValueError):
            register(GAME)  # an id is taken once
    assert GAME.info.id not in game_ids() and len(all_games()) == len(BUILT_IN)
    with pytest.raises(KeyError):
        get_game(GAME.info.id)
    with pytest.raises(ValueError):
        register(get_game("golf"))  # a built-in id is taken
    with pytest.raises(ValueError):
        unregister("golf")
    unregister(GAME.info.id)  # taking away what is not there is harmless


def test_the_menu_lists_it(toy):
    driver = _driver()
    from cardtable.ui.scenes.choose import Choose

    app = driver.make_app()
    scene = Choose(app)
    assert ("game", GAME.info.id) in [b.value for b in scene.buttons if b.enabled]
    assert GAME.info.name in [b.label for b in scene.buttons]


# -- the game itself -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_it_keeps_every_rule_of_a_game(players):
    state = play_checked(GAME, players, seed=players)
    assert state.over and len(state.sheet) == 3
    assert sum(GAME.result(state).scores) == 3 * 3


def test_it_describes_itself():
    pres = GAME.words.presentation
    for seed in range(4):
        state = play_random(GAME, 3, seed)
        names = NAMES[:3]
        rounds = [e for e in state.table.log if e.kind == "round"]
        assert len(rounds) == 9
        for e in rounds:
            for viewer in (None, 0, 1, 2):
                text = event_text(pres, e, viewer, names)
                assert_good_words(text, f"round for {viewer}")
                assert text.startswith("You take the round" if viewer == e.data["seat"] else names[e.data["seat"]])
        for deal in (1, 2, 3):
            lines, heads, rows = deal_sheet(pres, state.sheet, state.history, deal, {}, names)
            assert lines == [f"Dealer: {names[state.sheet[deal - 1][0]]}"]
            assert heads == ["Rounds won", "Total"]
            assert [int(r[0]) for r in rows] == list(state.sheet[deal - 1][1])


# -- (a) the command line ---------------------------------------------------------------------------------------
def test_the_command_line_lists_it_tells_its_rules_and_simulates_it(toy, capsys):
    assert cli.main(["list"]) == 0
    out = capsys.readouterr().out
    assert f"{GAME.info.id:15} High Card (2-4 players)" in out
    assert "--option deals=3 (1..9)" in out

    assert cli.main(["list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [g["id"] for g in listed] == [*BUILT_IN, GAME.info.id]
    assert listed[-1]["options"][0]["name"] == "deals"

    assert cli.main(["rules", GAME.info.id]) == 0
    assert capsys.readouterr().out.strip() == RULES.strip()

    assert cli.main(["simulate", GAME.info.id, "--players", "3", "--games", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("High Card: 2 games, 3 players, seed 1")
    wins = [float(line.split()[2]) for line in out.splitlines()[2:5]]
    assert len(wins) == 3 and sum(wins) >= 2  # each game has a winner (a tie shares it)

    assert cli.main(["simulate", GAME.info.id, "--players", "2", "--games", "2", "--ai", "easy,random",
                     "--option", "deals=1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2


def test_the_command_line_does_not_know_it_once_it_is_gone(capsys):
    assert cli.main(["rules", GAME.info.id]) == 2
    assert "unknown game 'high-card'" in capsys.readouterr().err


# -- (b) the table: a person and a computer, through the screen's own hit-testing ------------------------------------
def _play_at_the_table(toy_game, seed: int):
    driver = _driver()
    import pygame

    app = driver.make_app()
    try:
        scene = driver.table(app, toy_game.info.id, ["person", "easy"], seed=seed, options={"deals": 2})
        driver.play_to_end(app, scene, seed=seed, use_keys=True)
        assert host(scene).state.over
        assert not app.errors
        # the computer thought for itself: its worker answered every turn (no fallback after an error)
        errors = [getattr(c, "error", None) for c in scene.turns.computers.values()]
        assert errors == [None], f"the computer's worker failed: {errors}"
        again = replay(toy_game, host(scene).record)
        assert again.over and toy_game.result(again).scores == toy_game.result(host(scene).state).scores
        assert len(host(scene).state.sheet) == 2
    finally:
        pygame.quit()


def test_a_person_and_a_computer_play_it_at_the_table_thinking_on_a_thread(toy, monkeypatch):
    """The computer's thinking runs on a thread of this process, where the registry has the game."""
    from concurrent.futures import ThreadPoolExecutor

    from cardtable.ai import service as computer

    computer.shutdown()
    pool = ThreadPoolExecutor(max_workers=1)
    monkeypatch.setattr(computer, "_pool", pool)
    try:
        _play_at_the_table(toy, seed=4)
    finally:
        pool.shutdown(wait=True)
        monkeypatch.setattr(computer, "_pool", None)
        monkeypatch.setattr(computer, "_box", None)


def test_a_person_and_a_computer_play_it_at_the_table(toy):
    """The computer thinks in its own worker process, as at a real table."""
    from cardtable.ai import service as computer

    computer.shutdown()
    tests = str(Path(__file__).resolve().parent)
    assert tests in sys.path  # a spawned worker finds the toy game's module by the same path
    try:
        _play_at_the_table(toy, seed=random.Random(7).randrange(100))
    finally:
        computer.shutdown()


def test_it_is_a_package_with_one_kit_and_its_last_round_reaches_a_chair(toy):
    """Its parts are what it declares: rules, words, the plain search, and one kit (the last
    round), which a seat's chair hands to the screen's "last trick" aid."""
    from cardtable.engine import cards as C
    from cardtable.host.session import Seat, Session

    assert GAME.offers == Offers.LAST_TRICK
    assert GAME.review is None and GAME.tricks is not None and GAME.tricks.game is GAME
    s = Session(GAME, [Seat("Ann"), Seat("Bo"), Seat("Cy")], 5, None, None)
    chair = s.chair(0)
    assert chair.last_trick() is None
    for _ in range(3):  # one round: everyone plays a card
        state = s.state
        s.apply(GAME.legal_actions(state)[0])
    leader, cards, taker = chair.last_trick()
    assert len(cards) == 3 and max(cards, key=lambda c: (C.RANK[c] == 1, C.RANK[c])) == cards[[
        i for i in range(3) if (leader + i) % 3 == taker][0]]
