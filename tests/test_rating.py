"""The rating (Glicko-2, ai/rating.py): Glickman's own worked example, a table's scores, the levels' fixed points."""

from __future__ import annotations

import json

import pytest

from cardtable.ai import rating
from cardtable.ai.rating import Match, Rating, level_ratings, table_scores, update
from cardtable.games import game_ids


def test_glickman_worked_example() -> None:
    # "Example of the Glicko-2 system" (Glickman): 1500/200/0.06, tau 0.5, against 1400/30 (won),
    # 1550/100 (lost) and 1700/300 (lost): r' 1464.06, RD' 151.52, sigma' 0.05999.
    me = Rating(1500, 200, 0.06)
    games = [Match(Rating(1400, 30), 1), Match(Rating(1550, 100), 0), Match(Rating(1700, 300), 0)]
    new = update(me, games, tau=0.5)
    assert new.r == pytest.approx(1464.06, abs=0.01)
    assert new.rd == pytest.approx(151.52, abs=0.01)
    assert new.sigma == pytest.approx(0.05999, abs=0.00001)


def test_no_games_only_widens_the_deviation() -> None:
    new = update(Rating(1500, 200, 0.06), [])
    assert new.r == 1500
    assert new.rd == pytest.approx(173.7178 * ((200 / 173.7178) ** 2 + 0.06 ** 2) ** 0.5)
    assert update(Rating(1500, 349.9, 0.06), []).rd == rating.MAX_RD


def test_a_win_raises_and_a_loss_lowers() -> None:
    me = Rating()
    assert update(me, [Match(Rating(1500, 100), 1)]).r > 1500
    assert update(me, [Match(Rating(1500, 100), 0)]).r < 1500
    assert update(me, [Match(Rating(1500, 100), 0.5)]).r == pytest.approx(1500)
    assert update(me, [Match(Rating(1500, 100), 1)]).rd < me.rd


def test_table_scores_each_other_seat_an_opponent() -> None:
    assert table_scores([10, 4, 10], 0) == [(1, 1.0), (2, 0.5)]
    assert table_scores([10, 4, 10], 1) == [(0, 0.0), (2, 0.0)]
    assert table_scores([10, 4, 10], 1, lower_wins=True) == [(0, 1.0), (2, 1.0)]


def test_levels_fixed_points_from_the_committed_file(tmp_path) -> None:
    lv = level_ratings()
    doc = json.loads(rating.LEVEL_FILE.read_text(encoding="utf-8"))
    # provisional exactly while some game of the registry is not measured (the calibration script sets it)
    assert lv.provisional == (not set(game_ids()) <= set(doc["games"]))
    order = [lv.of("any-game", k) for k in ("random", "easy", "medium", "hard")]
    assert all(x is not None for x in order)
    assert [x.r for x in order if x is not None] == sorted(x.r for x in order if x is not None)
    p = tmp_path / "levels.json"
    p.write_text(json.dumps({"format": "cardtable-level-ratings", "provisional": False, "default": {},
                             "games": {"g": {"hard": {"r": 1700, "rd": 40}}}}))
    measured = level_ratings(p)
    assert not measured.provisional and measured.of("g", "hard") == Rating(1700, 40)
    assert measured.of("h", "hard") is None
    p.write_text(json.dumps({"format": "cardtable-level-ratings", "games": {"g": {"hard": {"r": 1700, "rd": 0}}}}))
    with pytest.raises(ValueError):
        level_ratings(p)


class Played:
    """A game's analysis as the rating reads it."""

    def __init__(self, game, seats, results, adjusted, lower_wins=False):
        self.game, self.lower_wins = game, lower_wins
        self._seats, self._results, self._adjusted = seats, results, adjusted

    def table(self):
        return self._seats

    def results(self):
        return self._results

    def adjusted_results(self):
        return self._adjusted


def test_ratings_per_game_from_the_tables() -> None:
    lv = level_ratings()
    seats = [("Ann", "person", True), ("Bob", "phone", True), ("Cleo", "hard", False)]
    g1 = Played("g", seats, [30, 10, 20], [10, 30, 20])  # Ann won on the cards; Bob played better
    out = rating.ratings([g1], lv)
    ann, bob = out["g"]["Ann"], out["g"]["Bob"]
    assert ann.games == bob.games == 1 and "Cleo" not in out["g"]  # a computer: a fixed point
    # each against the other at the rating before the game (1500/350) and Cleo at hard's fixed point
    hard = lv.of("g", "hard")
    assert hard is not None
    assert ann.rating == update(Rating(), [Match(Rating(), 1.0), Match(hard, 1.0)])
    assert bob.rating == update(Rating(), [Match(Rating(), 0.0), Match(hard, 0.0)])
    luckless = rating.ratings([g1], lv, adjusted=True)["g"]
    assert luckless["Bob"].rating.r > 1500 > luckless["Ann"].rating.r
    two = rating.ratings([g1, Played("h", seats, [1, 2, 3], [1, 2, 3], lower_wins=True)], lv)
    assert set(two) == {"g", "h"} and two["h"]["Ann"].rating.r > 1500  # a rating per game
