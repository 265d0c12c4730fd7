"""The command line: list, rules, simulate, and one clear line for bad input."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from cardtable.cli.main import main
from cardtable.games import MODULES


def test_list_shows_every_game_with_players_and_options(capsys):
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    for gid in MODULES:
        assert gid in out
    assert "--option schedule=down-up" in out


def test_list_as_json(capsys):
    assert main(["list", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {g["id"] for g in data} == set(MODULES)


@pytest.mark.parametrize("gid", list(MODULES))
def test_rules_are_there_for_every_game(gid, capsys):
    assert main(["rules", gid]) == 0
    assert len(capsys.readouterr().out) > 400


def test_simulate_is_repeatable_and_reports_speed(capsys):
    args = ["simulate", "oh-heck", "--players", "4", "--games", "8", "--seed", "3", "--json",
            "--option", "schedule=single", "--option", "cards=5"]
    assert main(args) == 0
    a = json.loads(capsys.readouterr().out)
    assert main(args) == 0
    b = json.loads(capsys.readouterr().out)
    assert a["entrants"] == b["entrants"] and a["games"] == 8
    assert a["games_per_second"] > 0 and a["actions_per_second"] > 0
    assert sum(e["wins"] for e in a["entrants"]) == pytest.approx(8)


@pytest.mark.parametrize("args, words", [
    (["simulate", "nope", "--players", "3"], "unknown game"),
    (["simulate", "rummy", "--players", "9"], "2 to 6 players"),
    (["simulate", "rummy", "--players", "2", "--option", "target=lots"], "not a whole number"),
    (["simulate", "rummy", "--players", "2", "--option", "colour=red"], "unknown option"),
    (["simulate", "rummy", "--players", "2", "--option", "target"], "NAME=VALUE"),
    (["simulate", "oh-heck", "--players", "7", "--option", "schedule=single", "--option", "cards=10"], "more than"),
    (["rules", "chess"], "unknown game"),
    (["frobnicate"], "invalid choice"),
])
def test_bad_input_is_one_line_and_status_2(args, words, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and "Traceback" not in err


def test_python_dash_m_runs_the_command_line():
    r = subprocess.run([sys.executable, "-m", "cardtable", "rules", "nope"], capture_output=True, text=True)
    assert r.returncode == 2 and r.stderr.startswith("cardtable: error:")
