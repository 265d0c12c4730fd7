"""scripts/bench_practice.py: a player of known strength seated as a person, its games filed and analysed
as a person's are, read back from the data folder; the error rate's interval and the rating runs."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from cardtable.ai.analysis import GameAnalysis, SeatAnalysis, Settings, analyse
from cardtable.ai.rating import Rating, level_ratings
from cardtable.files.storage import Storage
from cardtable.games import get_game

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("bench_practice", ROOT / "scripts" / "bench_practice.py")
assert _spec is not None and _spec.loader is not None
bp = importlib.util.module_from_spec(_spec)
sys.modules["bench_practice"] = bp
_spec.loader.exec_module(bp)

GAME = "skull"  # quick whole games


def _judged(k: int, decisions: int, given: float, won: bool, game: str = "g") -> object:
    seats = [SeatAnalysis(0, bp.PERSON_NAME, "person", True, 1.0 if won else 0.0, decisions=decisions,
                          given_away=given),
             SeatAnalysis(1, "Basil", "medium", False, 0.0 if won else 1.0)]
    return bp.Judged(k, decisions, given, GameAnalysis(game, False, Settings(), seats))


def test_a_level_in_a_persons_seat_is_filed_analysed_and_read_back(tmp_path: Path) -> None:
    game = get_game(GAME)
    storage = Storage(root=tmp_path)
    settings = Settings(20, 0, 0, 0, 1)
    try:
        for k in range(2):
            rec = bp.play_as_person(game, "random", "random", k, 5, storage)
            players = bp.table_size(game)
            assert [s["kind"] for s in rec.seats] == ["person" if i == k % players else "random"
                                                      for i in range(players)]
            assert rec.seats[k % players]["name"] == bp.PERSON_NAME
            assert [r.actions for r in bp.unanalysed(storage, GAME)] == [rec.actions]  # filed, not analysed
            made = bp.analyse_as_worker(game, rec, settings)
            direct = analyse(game, rec, settings)  # the worker's pieces add up to the analysis in one go
            assert [(s.decisions, s.forced, round(s.given_away, 9)) for s in made.seats] == \
                [(s.decisions, s.forced, round(s.given_away, 9)) for s in direct.seats]
            assert [s.person for s in made.seats] == [i == k % players for i in range(players)]
            assert made.persons()[0].decisions > 0
            bp.save_analysis(storage, rec, made)
        assert bp.unanalysed(storage, GAME) == []
        got = bp.pool(storage, GAME)  # read back from the records and analyses the data folder keeps
    finally:
        storage.close()
    assert [j.k for j in got] == [0, 1]
    assert all(j.decisions == j.analysis.persons()[0].decisions > 0 for j in got)
    runs, shared = bp.rating_runs(got, GAME, "random", level_ratings())
    assert shared and len(runs) == bp.RUNS and all(r.games == bp.RUN_GAMES for r in runs)
    assert runs[0].fixed == level_ratings().of(GAME, "random")


def test_the_same_seed_plays_the_same_game() -> None:
    game = get_game(GAME)
    a = bp.play_as_person(game, "easy", "random", 3, 9, None)
    b = bp.play_as_person(game, "easy", "random", 3, 9, None)
    assert a.actions == b.actions and a.seed == b.seed == bp.deal_seed(9, 3)
    same = bp.play_as_person(game, "easy", bp.SAME, 1, 9, None)  # the computers at the person's own level
    assert [s["kind"] for s in same.seats] == ["easy", "person", "easy", "easy"][:len(same.seats)]


def test_runs_are_disjoint_when_the_pool_is_large_enough_else_shared() -> None:
    runs, shared = bp.run_draws(300)
    assert not shared and sorted(i for r in runs for i in r) == list(range(300))
    runs, shared = bp.run_draws(40, seed=2)
    assert shared and len(runs) == 10 and all(len(r) == 30 and all(0 <= i < 40 for i in r) for r in runs)
    assert runs != bp.run_draws(40, seed=3)[0]


def test_the_error_rate_is_pooled_and_its_interval_tells_levels_apart() -> None:
    weak = [_judged(k, 10, 3.0 + (k % 3) * 0.5, False) for k in range(20)]  # about 0.35 a decision
    strong = [_judged(k, 10, 0.5 + (k % 2) * 0.2, True) for k in range(20)]  # about 0.06
    assert bp.rate_of([_judged(0, 10, 2.0, False), _judged(1, 30, 2.0, False)]) == pytest.approx(0.1)
    lo, hi = bp.bootstrap(weak)
    assert lo <= bp.rate_of(weak) <= hi and hi - lo > 0
    slo, shi = bp.bootstrap(strong)
    assert shi < lo  # apart
    d, dlo, dhi = bp.difference(weak, strong)
    assert d == pytest.approx(bp.rate_of(weak) - bp.rate_of(strong)) and 0 < dlo <= d <= dhi
    same = bp.difference(weak, weak[::-1])
    assert same[1] < 0 < same[2]  # no difference: its interval holds 0


def test_a_run_hits_within_its_stated_uncertainty() -> None:
    fixed = Rating(1400, 50)
    assert bp.Run(Rating(1480, 45), 30, fixed).hit and not bp.Run(Rating(1480, 45), 30, fixed).hit_one
    assert not bp.Run(Rating(1300, 45), 30, fixed).hit
    assert bp.Run(Rating(1420, 45), 30, fixed).hit_one


def test_rating_runs_read_the_levels_fixed_points() -> None:
    lv = level_ratings()
    fixed = lv.of("g", "easy")
    assert fixed is not None
    games = [_judged(k, 5, 0.5, k % 2 == 0) for k in range(300)]  # wins half against medium
    runs, shared = bp.rating_runs(games, "g", "easy", lv)
    assert not shared and all(r.fixed == fixed and r.games == 30 for r in runs)
    medium = lv.of("g", "medium")
    assert medium is not None
    assert all(abs(r.rating.r - medium.r) < 2 * r.rating.rd for r in runs)  # even with medium: rated near it


def test_a_smoke_run_prints_the_figures(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "figures.json"
    assert bp.main(["--only", GAME, "--levels", "random,easy", "--against", "random", "--games", "2",
                    "--review-iterations", "20", "--keep", str(tmp_path / "data"), "--json", str(out)]) == 0
    said = capsys.readouterr().out
    assert "review iterations per decision: 20" in said and "random > easy:" in said
    assert "hits within +-2rd" in said and "drawn with replacement from 2 games (runs share games)" in said
    doc = bp.json.loads(out.read_text())
    easy = doc["games"][0]["levels"]["easy"]
    assert easy["games"] == 2 and easy["decisions"] > 0 and len(easy["rating"]["runs"]) == 10
    again = bp.main(["--only", GAME, "--levels", "random,easy", "--against", "random", "--games", "2",
                     "--review-iterations", "20", "--keep", str(tmp_path / "data"), "--json", str(out)])
    assert again == 0 and "game 1/2" not in capsys.readouterr().out  # kept: not played again
    assert bp.json.loads(out.read_text()) == doc


def test_the_model_says_what_share_of_runs_could_hit() -> None:
    # results exactly as the ratings say: Glicko-2's +-2 rd holds the truth in most runs of 30 games,
    # +-1 rd in about two thirds; a player far below the table's computers is rated less well
    level = Rating(1500, 10)
    two, one = bp.modelled(level, level, 4, runs=300, seed=1)
    assert 0.88 <= two <= 0.99 and 0.5 <= one <= 0.8
    far, _ = bp.modelled(Rating(950, 80), level, 4, runs=300, seed=1)
    assert far < two
