"""A finished game judged (ai/analysis.py), kept beside its record (host/analyses.py), and said on the
command line (`cardtable review ... --seat N` ends with it; `cardtable rating`). Small counts: seconds each."""

from __future__ import annotations

import json
import os

import pytest

from cardtable.ai import analysis
from cardtable.ai.analysis import GameAnalysis, Settings, analyse, deal_points
from cardtable.cli.main import main
from cardtable.cli.sim import play_game
from cardtable.engine.record import Record
from cardtable.files.storage import Storage
from cardtable.games import get_game
from cardtable.host import analyses as analysis_store
from cardtable.host.analyses import analysed, analysis_name, load_analysis

SMALL = Settings(iterations=12, samples=6, seed=0, alternatives=0, value_iterations=12, pairs=60)


def heck_record() -> Record:
    """Oh Heck!, 3 seats: Ann and Bob pass and play, a computer in the third; played by random players."""
    game = get_game("oh-heck")
    rec = Record("oh-heck", 3, 11, {})
    rec.seats = [{"name": "Ann", "kind": "person"}, {"name": "Bob", "kind": "person"},
                 {"name": "Cleo", "kind": "easy"}]
    rec.notes["id"] = "abcdef0123456789"
    play_game(game, 3, 11, {}, ["random"] * 3, 3, record=rec)
    return rec


@pytest.fixture(scope="module")
def known() -> tuple[Record, GameAnalysis]:
    rec = heck_record()
    return rec, analyse(get_game("oh-heck"), rec, SMALL)


def test_known_record_gives_known_numbers(known) -> None:
    rec, a = known
    ann = a.seats[0]
    assert (ann.decisions, ann.forced) == (78, 50)
    assert ann.error_rate == pytest.approx(2.33068, abs=1e-4)
    assert ann.total_luck == pytest.approx(-2.08927, abs=1e-4)
    assert ann.result == 34
    assert ann.adjusted == pytest.approx(ann.result - ann.total_luck)
    assert [round(x, 3) for x in ann.luck[:4]] == [0.0, 0.0, -2.6, 0.0]


def test_the_numbers_hang_together(known) -> None:
    rec, a = known
    game = get_game("oh-heck")
    per, final = deal_points(game, rec)
    for s in a.seats:
        assert s.points == per[s.seat] and s.result == final[s.seat] == sum(per[s.seat])
        assert len(s.luck) == len(s.points) == game.new_state(3, 11, {}).deal_no + len(per[0])
        assert s.adjusted_points() == [p - x for p, x in zip(s.points, s.luck)]
    ann = a.seats[0]
    assert all(c.cost >= 1.0 for c in ann.costly)
    assert all(0 <= c.index < len(rec.actions) and rec.actions[c.index].seat == 0 for c in ann.costly)
    # the same record, seed and counts: the same analysis
    assert analyse(game, rec, SMALL, persons=[0]).seats[0] == ann


def test_forced_moves_are_not_counted(known) -> None:
    rec, a = known
    from cardtable.ai import review

    game = get_game("oh-heck")
    mine = [i for i, _st in review.decisions(game, rec, 0)]
    ann = a.seats[0]
    assert ann.decisions + ann.forced == len(mine)
    forced = sum(1 for i, st in review.decisions(game, rec, 0)
                 if len(review.same_moves(game, st, game.legal_actions(st))) == 1)
    assert ann.forced == forced > 0


def test_pass_and_play_people_analysed_by_name(known) -> None:
    _rec, a = known
    assert [(s.name, s.person) for s in a.seats] == [("Ann", True), ("Bob", True), ("Cleo", False)]
    assert a.seats[0].decisions > 0 and a.seats[1].decisions > 0
    assert a.seats[2].decisions == 0 and a.seats[2].error_rate is None  # a computer is not judged
    assert all(len(s.luck) == len(a.seats[0].luck) for s in a.seats)  # every seat's luck: the rating needs it
    assert [s.name for s in a.persons()] == ["Ann", "Bob"]


def test_kept_beside_the_record_and_analysed_once(tmp_path, monkeypatch, known) -> None:
    rec, a = known
    calls = []

    def counted(*args, **kw):
        calls.append(1)
        return a

    monkeypatch.setattr(analysis, "analyse", counted)
    st = Storage(tmp_path)
    got = analysed(st, get_game("oh-heck"), rec, SMALL)
    assert got is a and len(calls) == 1
    assert (tmp_path / analysis_name(rec)).is_file()
    again = analysed(Storage(tmp_path), get_game("oh-heck"), rec, SMALL)
    assert len(calls) == 1  # read, not made again
    assert again.to_json() == a.to_json()


@pytest.mark.parametrize("harm", ["garbled", "changed", "foreign", "outdated"])
def test_a_damaged_analysis_is_set_aside_and_made_again(tmp_path, monkeypatch, known, harm) -> None:
    rec, a = known
    st = Storage(tmp_path)
    analysis_store.save_analysis(st, rec, a)
    p = tmp_path / analysis_name(rec)
    doc = json.loads(p.read_text())
    if harm == "garbled":
        p.write_text(p.read_text()[:200])
    else:
        if harm == "changed":
            doc["data"]["seats"][0]["luck"][1] += 1.0
        elif harm == "foreign":
            doc["record"] = "0" * 64
        else:
            doc["method"] = analysis.METHOD - 1
        p.write_text(json.dumps(doc))
    st2 = Storage(tmp_path)
    assert load_analysis(st2, rec) is None
    assert not p.exists()
    assert len(os.listdir(tmp_path / "damaged")) == 1
    assert any("analysis" in m and "analysed again" in m for m in st2.messages)
    calls = []
    monkeypatch.setattr(analysis, "analyse", lambda *args, **kw: calls.append(1) or a)
    analysed(st2, get_game("oh-heck"), rec, SMALL)
    assert calls == [1] and load_analysis(Storage(tmp_path), rec) is not None


def test_review_command_ends_with_the_error_rate_and_the_luck(tmp_path, capsys) -> None:
    game = get_game("golf")
    rec = Record("golf", 2, 5, {})
    rec.seats = [{"name": "Ann", "kind": "person"}, {"name": "Cleo", "kind": "easy"}]
    play_game(game, 2, 5, {}, ["random"] * 2, 5, record=rec)
    f = tmp_path / "golf.json"
    f.write_text(rec.dumps())
    assert main(["review", str(f), "--seat", "1", "--deal", "1", "--iterations", "5", "--samples", "2",
                 "--alternatives", "2", "--value-iterations", "5"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-4].startswith("Error rate: ") and "points given away a decision" in out[-4]
    assert out[-3].startswith("Verdict: ")  # on the levels' own error rates, or why there is none (ai/scale.py)
    assert out[-2].startswith("Luck: ") and "than the table" in out[-2]
    assert out[-1].startswith("Result: ") and "luck-adjusted" in out[-1]


def test_rating_command(tmp_path, monkeypatch, capsys, known) -> None:
    rec, a = known
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    st = Storage(tmp_path)
    st.keep_finished(rec)
    assert main(["rating"]) == 0
    out = capsys.readouterr().out
    assert "1 finished game is not analysed yet" in out
    from cardtable.ai.rating import level_ratings

    assert ("(provisional: not measured yet)" in out) == level_ratings().provisional  # said while it is so
    assert "The computer levels' error rates" in out  # the verdicts' scale, where measured
    analysis_store.save_analysis(st, rec, a)
    assert main(["rating", "oh-heck"]) == 0
    out = capsys.readouterr().out
    assert "Oh Heck!:" in out and "Ann: " in out and "Bob: " in out and "over 1 game" in out
    assert "Cleo" not in out.split("fixed ratings")[0]  # a computer has a fixed point, not a rating


def test_a_world_with_the_real_card_swapped_in_is_still_a_whole_table() -> None:
    import random

    from cardtable.engine.views import view

    game = get_game("golf")
    st = game.new_state(2, 3, {}, log=False)
    w = game.search.determinize(view(st, 0), 0, random.Random(1))
    hidden = [c for c in w.cards if not w.table.up[c] and not w.table.known[c] >> 0 & 1]
    a, b = hidden[0], hidden[-1]
    za, zb = w.table.where[a], w.table.where[b]
    ia, ib = w.table.zones[za].index(a), w.table.zones[zb].index(b)
    analysis._swap(w, a, b)
    game.check(w)
    assert (w.table.where[a], w.table.zones[zb][ib]) == (zb, a)
    assert (w.table.where[b], w.table.zones[za][ia]) == (za, b)


def golf_game(seed: int, players: int = 2) -> Record:
    """Six Card Golf, every seat a random player (nine holes; the same game on any machine, under any load)."""
    rec = Record("golf", players, seed, {})
    play_game(get_game("golf"), players, seed, {}, ["random"] * players, seed, record=rec)
    return rec


def test_the_last_holes_cards_shown_at_the_end_count(monkeypatch) -> None:
    # The game ends with the last deal: its face-down cards, shown and counted then, are luck too.
    rec = golf_game(4)
    keys: list[str] = []
    real = analysis._shown_at_end

    def seen(*args, **kw):
        keys.append(args[-1])
        return real(*args, **kw)

    monkeypatch.setattr(analysis, "_shown_at_end", seen)
    lk = analysis.luck(get_game("golf"), rec, Settings(samples=4, seed=1, pairs=8))
    assert [k for k in keys if k.split(":")[2] == str(len(rec.actions))], "the last action shows them: counted"
    assert all(len(row) == 9 for row in lk)


def test_a_last_hole_stacked_lucky_has_good_luck() -> None:
    # Of 30 games, the one whose seat 0 ends its last hole with the lowest face-down cards (shown and
    # counted as the game ends) and the one with the highest: that hole's luck is good luck (fewer
    # points, the good way in Golf), and bad luck.
    from cardtable.games.golf.rules import POINTS

    game = get_game("golf")

    def hidden_at_end(rec: Record) -> tuple[int, int]:
        st = game.new_state(2, rec.seed, {}, log=False)
        for a in rec.actions[:-1]:
            game.apply(st, a)
        lay = st.table.zones[st.layouts[0]]
        down = [c for c in lay if not st.table.up[c]]
        return sum(POINTS[c] for c in down), len(down)

    games = [(hidden_at_end(r), r) for r in (golf_game(seed) for seed in range(1, 31))]
    games = sorted((g for g in games if g[0][1] >= 2), key=lambda g: g[0][0])
    (low, lucky), (high, unlucky) = games[0], games[-1]
    assert low[0] < 6 < 20 < high[0]
    small = Settings(samples=8, seed=1, pairs=8)
    good, bad = (analysis.luck(game, r, small, seats=[0])[0][-1] for r in (lucky, unlucky))
    assert good < -3.0 and bad > 3.0
