"""Issue 48: the verdict in plain words, on a scale whose steps are the computer levels' own measured error
rates in the game (``ai/scale.py``, the steps in ``ai/level_errors.json`` from scripts/bench_practice.py)."""

from __future__ import annotations

import json

import pytest

from cardtable.ai.analysis import GameAnalysis, SeatAnalysis, Settings, summary_lines
from cardtable.ai.scale import SCALE_FILE, STEPS, error_scale
from cardtable.games import game_ids


def write(tmp_path, levels: dict, game: str = "golf", players: int = 4, options: dict | None = None):
    doc = {"format": "cardtable-level-errors", "version": 1,
           "games": {game: {"players": players, "options": options or {},
                            "levels": {k: {"error_rate": r, "interval": [lo, hi], "decisions": 100}
                                       for k, (r, lo, hi) in levels.items()}}}}
    p = tmp_path / "level_errors.json"
    p.write_text(json.dumps(doc), encoding="utf-8")
    return p


ORDERED = {"random": (1.2, 1.1, 1.3), "easy": (0.7, 0.6, 0.8), "medium": (0.2, 0.15, 0.25),
           "hard": (0.15, 0.12, 0.19)}


@pytest.mark.parametrize("rate,words", [
    (0.7, "plays like easy"),
    (0.4, "between easy and medium"),
    (0.22, "plays like medium"),
    (0.18, "plays like medium or hard"),  # inside both intervals: the measurement cannot tell them apart
    (0.13, "plays like hard"),
    (0.05, "gives away less than hard"),
    (1.25, "plays like random moves"),
    (2.0, "gives away more than random moves"),
    (0.95, "between random moves and easy"),
])
def test_the_verdict_reads_the_rate_against_the_levels_own(tmp_path, rate, words):
    sc = error_scale(write(tmp_path, ORDERED))
    assert sc.verdict("golf", rate, 4, {}) == words


def test_no_scale_no_verdict(tmp_path):
    sc = error_scale(write(tmp_path, ORDERED))
    assert sc.verdict("skull", 0.2, 4, {}) is None  # a game not measured: never a guess
    assert sc.verdict("golf", None, 4, {}) is None  # no real decision to judge
    assert sc.verdict("golf", float("nan"), 4, {}) is None


def test_a_game_set_otherwise_than_measured_gets_no_verdict(tmp_path):
    # one hand of three cards weighs a decision far more than the whole game: the steps do not hold there
    from cardtable.engine.options import resolve
    from cardtable.games import get_game

    declared = get_game("oh-heck").info.options

    def full(**given):
        return resolve(declared, given)

    sc = error_scale(write(tmp_path, ORDERED, "oh-heck", 4, full(change_bid=True)))
    assert sc.verdict("oh-heck", 0.7, 4, full(change_bid=True)) == "plays like easy"
    assert sc.fits("oh-heck", 4, full(change_bid=True, schedule="down-up", cards=10))  # the defaults said again
    assert sc.verdict("oh-heck", 0.7, 4, full(change_bid=True, schedule="single", cards=3)) is None
    assert sc.verdict("oh-heck", 0.7, 4, full()) is None  # bids stand: not the set-up measured
    assert sc.verdict("oh-heck", 0.7, 5, full(change_bid=True)) is None  # another number of players
    assert sc.set_up_words("oh-heck") == "4 players and the standard options"


def test_steps_out_of_order_are_read_as_measured(tmp_path):
    # Skull & Roses as measured: random moves give away less than easy; the scale is not bent to order them
    sc = error_scale(write(tmp_path, {"random": (0.048, 0.037, 0.062), "easy": (0.051, 0.038, 0.069),
                                      "medium": (0.040, 0.032, 0.048), "hard": (0.030, 0.023, 0.037)}, "skull"))
    assert sc.verdict("skull", 0.045, 4, {}) == "plays like random moves, easy or medium"
    assert sc.verdict("skull", 0.080, 4, {}) == "gives away more than easy"
    assert [s.level for s in sc.of("skull")] == ["easy", "random", "medium", "hard"]


@pytest.mark.parametrize("bad", [
    "not json", '{"format": "something else"}', '{"format": "cardtable-level-errors", "games": []}',
    '{"format": "cardtable-level-errors", "games": {"golf": {"players": 4, "options": {}, "levels": {"genius": '
    '{"error_rate": 0.1, "interval": [0, 1]}}}}}',
    '{"format": "cardtable-level-errors", "games": {"golf": {"players": 4, "options": {}, "levels": {"easy": '
    '{"error_rate": 0.9, "interval": [0.1, 0.2]}}}}}',
    '{"format": "cardtable-level-errors", "games": {"golf": {"players": 4, "options": {}, "levels": {"easy": '
    '{"error_rate": -1, "interval": [-2, 0]}}}}}',
    '{"format": "cardtable-level-errors", "games": {"golf": {"levels": {"easy": '  # no set-up said
    '{"error_rate": 0.1, "interval": [0, 1]}}}}}',
    '{"format": "cardtable-level-errors", "games": {"golf": {"players": 4, "options": ["deals", 9], '
    '"levels": {"easy": {"error_rate": 0.1, "interval": [0, 1]}}}}}',
])
def test_a_damaged_scale_is_refused(tmp_path, bad):
    p = tmp_path / "level_errors.json"
    p.write_text(bad, encoding="utf-8")
    with pytest.raises(ValueError):
        error_scale(p)


def test_the_committed_scale_reads_and_names_real_games():
    from cardtable.engine.options import remembered
    from cardtable.games import get_game

    sc = error_scale(SCALE_FILE)
    assert sc.steps, "no game measured"
    for gid, steps in sc.steps.items():
        assert gid in game_ids()
        game = get_game(gid)  # measured as a new table starts at the set-up screen
        assert sc.fits(gid, min(game.info.players[-1], max(game.info.players[0], 4)), remembered(game, None)), gid
        assert set(sc.set_ups[gid][1]) == {o.name for o in game.info.options}, gid  # every option's value written
        assert sorted(s.level for s in steps) == sorted(STEPS), gid  # every step measured, none invented
        assert all(s.low <= s.rate <= s.high and s.decisions >= 100 for s in steps), gid


def test_the_review_summary_says_the_verdict(tmp_path, monkeypatch):
    from cardtable.ai import scale

    monkeypatch.setattr(scale, "SCALE_FILE", write(tmp_path, ORDERED))
    me = SeatAnalysis(0, "Ann", "person", True, 10.0, [10.0], [0.0], decisions=10, forced=2, given_away=2.2)
    others = [SeatAnalysis(k, f"C{k}", "medium", False, 20.0, [20.0], [0.0]) for k in (1, 2, 3)]
    a = GameAnalysis("golf", True, Settings(), [me, *others])
    lines = summary_lines(a, 0, {})
    assert lines[1] == "Verdict: plays like medium (on the computer levels' own error rates in this game)."
    other = summary_lines(a, 0, {"deals": 18, "last_turns": False})[1]
    assert other == ("Verdict: none (the computer levels' error rates were measured with 4 players and the standard "
                     "options; this game was set otherwise).")
    b = GameAnalysis("show", False, Settings(), [me, *others])
    assert summary_lines(b, 0, {})[1].startswith("Verdict: none (the computer levels' error rates are not measured")
