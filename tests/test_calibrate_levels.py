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


@pytest.mark.parametrize("players", [2, 3, 4])
def test_among_seats_each_level_alone_among_the_anchor_in_every_seat(players: int, monkeypatch) -> None:
    monkeypatch.setattr(cal, "table_size", lambda game: players)
    deals = {"random": 3, "easy": 3, "hard": 1}
    tasks = cal.tasks_among("skull", deals, seed=7, hard_spec="hard:99")
    for level, k in deals.items():
        mine = [t for t in tasks if level in t.levels]
        assert len(mine) == k * players
        for d in range(k):
            on = [t for t in mine if t.deal == d]
            # once in every seat, the anchor in all the others
            assert sorted(t.levels.index(level) for t in on) == list(range(players))
            assert all(t.levels.count(cal.ANCHOR) == players - 1 for t in on)
            assert len({t.deal_seed for t in on}) == 1
    assert all(("hard:99" in t.specs) == ("hard" in t.levels) for t in tasks)
    # the same deals for every level: the first deal's cards are the same whoever plays them
    assert len({t.deal_seed for t in tasks if t.deal == 0}) == 1
    assert len({t.player_seed for t in tasks}) == len(tasks)


def _among_games(truth: dict[str, float], deals: dict[str, int], seed: int) -> list[dict]:
    """Four-seat games, one level among three anchors, each seat's pairwise result against each anchor
    drawn with the logistic model's probability (places made from a performance per seat)."""
    rng = random.Random(seed)
    games = []
    for level, k in deals.items():
        for d in range(k):
            for s in range(4):
                levels = [cal.ANCHOR] * 4
                levels[s] = level
                perf = [rng.random() for _ in range(4)]
                p = 1.0 / (1.0 + 10 ** ((cal.ANCHOR_RATING - truth[level]) / 400))
                # the level beats each anchor with probability p: order the seats accordingly
                wins = [rng.random() < p for _ in range(3)]
                others = [i for i in range(4) if i != s]
                places = [0] * 4
                beaten = sum(wins)
                places[s] = 4 - beaten
                rest = sorted(others, key=lambda i: perf[i])
                for i, w in zip(rest, sorted(wins)):
                    places[i] = places[s] + 1 if w else places[s] - 1
                games.append({"deal": d, "levels": levels, "places": places})
    return games


def test_rate_among_recovers_each_level_from_its_own_results() -> None:
    truth = {"random": 1100.0, "easy": 1350.0, "medium": cal.ANCHOR_RATING, "hard": 1620.0}
    games = _among_games(truth, {"random": 40, "easy": 40, "hard": 12}, seed=5)
    rated = {r.level: r for r in cal.rate_among(games, rounds=200, seed=1)}
    assert [r for r in cal.RATED] == list(rated)
    assert rated[cal.ANCHOR].rating == cal.ANCHOR_RATING and rated[cal.ANCHOR].rd == cal.RD_FLOOR
    for level, r in truth.items():
        x = rated[level]
        assert x.lo <= r <= x.hi, (level, x)
    assert rated["hard"].rd > rated["easy"].rd  # fewer deals, a wider band
    # one level's games move no other level's rating
    fewer = [g for g in games if "hard" not in g["levels"] or g["deal"] < 3]
    again = {r.level: r for r in cal.rate_among(fewer, rounds=200, seed=1)}
    assert again["easy"].rating == pytest.approx(rated["easy"].rating)
    assert again["hard"].rd > rated["hard"].rd
    with pytest.raises(ValueError):
        cal.rate_among([g for g in games if "hard" not in g["levels"]], rounds=10)
