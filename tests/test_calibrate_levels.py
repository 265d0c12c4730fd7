"""scripts/calibrate_levels.py: the levels' ratings fitted from pairwise results recover known
ratings within their intervals, a duplicate deal seats every level in every seat, and the
committed ai/level_ratings.json rates every level of every game it lists (all of them, once measured)."""

from __future__ import annotations

import importlib.util
import json
import math
import random
import sys
from pathlib import Path

import pytest

from cardtable.ai.rating import level_ratings
from cardtable.games import game_ids

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("calibrate_levels", ROOT / "scripts" / "calibrate_levels.py")
assert _spec is not None and _spec.loader is not None
cal = importlib.util.module_from_spec(_spec)
sys.modules["calibrate_levels"] = cal
_spec.loader.exec_module(cal)


def _synthetic(truth: dict[str, float], deals: int, per_pair: int, seed: int) -> list[dict]:
    """Two-seat games between every pair of levels, won with the logistic model's probability."""
    rng = random.Random(seed)
    games = []
    for k in range(deals):
        for a, b in cal.pairs():
            for _ in range(per_pair):
                p = 1.0 / (1.0 + 10 ** ((truth[b] - truth[a]) / 400))
                x = rng.random()
                places = [1, 1] if abs(x - p) < 0.02 else ([1, 2] if x < p else [2, 1])  # a few ties
                games.append({"deal": k, "levels": [a, b], "places": places})
    return games


def test_fit_recovers_known_ratings_within_the_interval() -> None:
    truth = {"random": 1050.0, "easy": 1300.0, "medium": 1500.0, "hard": 1640.0}
    assert set(truth) == set(cal.RATED)
    rated = cal.rate(_synthetic(truth, deals=40, per_pair=6, seed=3), rounds=200, seed=1)
    by = {r.level: r for r in rated}
    assert by[cal.ANCHOR].rating == pytest.approx(cal.ANCHOR_RATING)
    for level, r in truth.items():
        x = by[level]
        assert x.lo <= r <= x.hi, (level, x)
        assert x.lo <= x.rating <= x.hi
        if level != cal.ANCHOR:
            assert 10 < x.rd < 80, x  # 240 results a pair: a few tens of points, not nothing, not everything
            assert x.hi - x.lo == pytest.approx(4 * x.rd, rel=0.5)
    assert [x.level for x in rated] == list(cal.RATED)
    assert cal.overlaps(rated) == []  # 140 points or more apart, measured this well: told apart


def test_fit_is_maximum_likelihood_and_finite_when_one_level_never_wins() -> None:
    table = {("easy", "medium"): [30.0, 100.0], ("medium", "hard"): [40.0, 100.0], ("random", "easy"): [0.0, 50.0]}
    r = cal.fit(table, prior_draws=0.0 + 1e-9)
    # with only neighbours playing, each pair's rate is matched exactly: 30% is 147 points below
    assert r["medium"] - r["easy"] == pytest.approx(400 * math.log10(70 / 30), abs=0.1)
    assert r["hard"] - r["medium"] == pytest.approx(400 * math.log10(60 / 40), abs=0.1)
    with_prior = cal.fit(table)
    assert math.isfinite(with_prior["random"]) and with_prior["random"] < with_prior["easy"] - 500
    se = cal.curvature(table)
    assert se["medium"] == 0 and se["easy"] > 0 and se["hard"] > 0


def test_pairwise_results_from_places() -> None:
    got = cal.pairwise([2, 1, 2, 4], ["easy", "hard", "easy", "hard"])
    # seats of the same level are not compared; a shared place is half a win
    assert got == [("easy", "hard", 0.0), ("easy", "hard", 1.0), ("hard", "easy", 1.0), ("easy", "hard", 1.0)]
    t = cal.tally(got)
    assert t == {("easy", "hard"): [2.0, 4.0]}
    assert cal.tally([("hard", "easy", 0.5)]) == {("easy", "hard"): [0.5, 1.0]}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_duplicate_deal_seats_each_level_in_every_seat(players: int) -> None:
    ups = cal.lineups(players, "easy", "hard")
    assert len(ups) == 2
    for seat in range(players):
        assert sorted(u[seat] for u in ups) == ["easy", "hard"]
    assert all({"easy", "hard"} == set(u) for u in ups)
    assert len(cal.pairs()) == len(cal.RATED) * (len(cal.RATED) - 1) // 2


def test_the_committed_ratings_rate_every_level_of_every_game() -> None:
    doc = json.loads((ROOT / "cardtable" / "ai" / "level_ratings.json").read_text(encoding="utf-8"))
    lv = level_ratings()  # the rating reads it
    assert doc["games"], "no game measured"
    assert set(doc["games"]) <= set(game_ids())
    assert lv.provisional == (set(doc["games"]) != set(game_ids()))
    for gid, levels in doc["games"].items():
        assert list(levels) == list(cal.RATED), gid
        for name, x in levels.items():
            lo, hi = x["interval"]
            assert lo <= x["r"] <= hi and x["n"] > 0 and x["rd"] > 0, (gid, name)
            assert lv.of(gid, name) is not None
        assert levels[cal.ANCHOR]["r"] == cal.ANCHOR_RATING
        setup = doc["tables"][gid]
        assert setup["hard"].startswith("hard:") and setup["deals"] >= 1
    assert "hard:N" in doc["method"] and doc["command"].startswith("python scripts/calibrate_levels.py")
