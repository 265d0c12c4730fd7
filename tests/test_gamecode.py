"""Game codes: a deal shared as a short text, read back exactly, mistakes caught in one line,
played again from any seat (the same cards to the same seats)."""

from __future__ import annotations

import json

import pytest

from cardtable.cli.main import main
from cardtable.games import MODULES, get_game
from cardtable.host.codes import GameCode, GameCodeError, code_for, read_code
from cardtable.host.session import Seat, Session


@pytest.mark.parametrize("gid", list(MODULES))
def test_every_game_s_code_reads_back_with_its_options(gid):
    game = get_game(gid)
    for preset in game.words.presets:
        opts = preset.options(game.info.options)
        code = code_for(game, game.info.players[-1] if gid != "say-uncle" else 3, 2**62 + 12345, opts)
        text = code.text()
        assert set(text) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567-") and len(text) < 80
        back = read_code(text)
        assert back == code
        assert read_code(" " + text.lower().replace("-", " ") + "\n") == code  # case, spaces, dashes
        assert {**{o.name: o.default for o in game.info.options}, **back.options} == opts


def test_a_plain_code_is_short():
    assert len(code_for(get_game("golf"), 3, 123_456_789, {}).text().replace("-", "")) <= 30


@pytest.mark.parametrize("text,why", [
    ("", "type a game code"),
    ("   ", "type a game code"),
    ("hello there!", "only the letters"),
    ("A" * 300, "too long"),
    ("ABCDE-FGHIJ", "mistake"),
    ("18", "only the letters"),
])
def test_a_code_that_does_not_read_says_why_in_one_line(text, why):
    with pytest.raises(GameCodeError, match=why) as e:
        read_code(text)
    assert "\n" not in str(e.value)


def test_one_wrong_letter_or_a_cut_is_caught():
    text = code_for(get_game("oh-heck"), 4, 99, {"change_bid": True}).text()
    letters = text.replace("-", "")
    for i in range(len(letters)):
        wrong = letters[:i] + ("B" if letters[i] != "B" else "C") + letters[i + 1:]
        with pytest.raises(GameCodeError):
            read_code(wrong)
    for cut in range(1, 6):
        with pytest.raises(GameCodeError):
            read_code(letters[:-cut])


def test_codes_for_what_cannot_be_played_are_refused():
    with pytest.raises(GameCodeError, match="does not have"):
        read_code(GameCode("no-such-game", 3, 1).text())
    with pytest.raises(GameCodeError, match="for 9 players"):
        read_code(GameCode("show", 9, 1).text())
    with pytest.raises(GameCodeError, match="options do not fit"):
        read_code(GameCode("oh-heck", 7, 1, {"schedule": "single", "cards": 9}).text())


def test_the_same_code_deals_the_same_cards_whoever_sits_where():
    code = read_code(code_for(get_game("rummy"), 3, 4242, {"target": 50}).text())
    me_first = Session(code.game, [Seat("Me"), Seat("B", "easy"), Seat("C", "easy")], code.seed, code.options)
    me_last = Session(code.game, [Seat("A", "easy"), Seat("B", "easy"), Seat("Me")], code.seed, code.options)
    assert me_first.record.deals == me_last.record.deals and me_first.record.deals
    assert me_first.state.table.zones == me_last.state.table.zones
    assert me_first.code == me_last.code == code.text()


def test_cardtable_code_prints_a_saved_game_s_code(tmp_path, capsys):
    assert main(["simulate", "golf", "--players", "2", "--games", "1", "--seed", "3", "--save", str(tmp_path)]) == 0
    (path,) = tmp_path.iterdir()
    capsys.readouterr()
    assert main(["code", str(path)]) == 0
    code = read_code(capsys.readouterr().out.strip())
    data = json.loads(path.read_text())
    assert (code.game, code.players, code.seed) == ("golf", 2, data["seed"])
    path.write_text("{")
    assert main(["code", str(path)]) == 2
    assert "cannot be used" in capsys.readouterr().err


def test_cardtable_play_code_opens_the_set_up_of_that_deal(monkeypatch, capsys):
    called = {}
    monkeypatch.setattr("cardtable.ui.app.run", lambda **kw: called.update(kw) or 0)
    text = code_for(get_game("skull"), 5, 77, {}).text()
    assert main(["play", "--code", text]) == 0
    assert called == {"code": ("skull", text)}
    assert main(["play", "--code", "NOT-A-CODE-1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cardtable: error: --code:") and err.count("\n") == 1
