"""A costly decision is judged on the game's own scale (``GameInfo.costly_points``): a point is a lot in
Oh Heck! and little in Uncle Stuart's Game, whose cards are worth 5 to 15 (there, a point marked half of
even the hard player's decisions costly, and a person's list of costly decisions meant nothing)."""

from __future__ import annotations

import pytest

from cardtable.ai.analysis import SeatAnalysis, count_decisions
from cardtable.ai.review import Decision, OptionValue, costly_points
from cardtable.engine.actions import Action
from cardtable.engine.game import GameInfo
from cardtable.games import game_ids, get_game


def test_each_game_declares_its_scale() -> None:
    scale = {g: costly_points(get_game(g)) for g in game_ids()}
    assert scale["uncle-stuart"] == 10 and scale["rummy"] == 5 and scale["skull"] == 0.25
    assert all(v == 1 for g, v in scale.items() if g not in ("uncle-stuart", "rummy", "skull"))


def _decision(game_id: str, cost: float) -> Decision:
    best, chosen = Action("discard", 0, (1,)), Action("discard", 0, (2,))
    options = [OptionValue(best, "Discard the two", 10, 12.0), OptionValue(chosen, "Discard the three", 10, 12.0 - cost,
                                                                         cost=cost)]
    return Decision(3, 1, 0, chosen, options, costly_points(get_game(game_id)))


@pytest.mark.parametrize(("game_id", "cost", "costly"), [
    ("uncle-stuart", 6.0, False), ("uncle-stuart", 10.0, True), ("rummy", 4.0, False), ("rummy", 5.0, True),
    ("oh-heck", 1.0, True), ("oh-heck", 0.9, False), ("skull", 0.3, True)])
def test_a_person_s_costly_decisions_on_the_game_s_scale(game_id: str, cost: float, costly: bool) -> None:
    sa = SeatAnalysis(0, "Ann", "person", True, 0.0)
    count_decisions(sa, [_decision(game_id, cost)])
    assert (sa.decisions, sa.given_away) == (1, pytest.approx(cost))
    assert bool(sa.costly) is costly


def test_a_scale_of_nothing_is_refused() -> None:
    info = get_game("oh-heck").info
    with pytest.raises(ValueError, match="costly_points"):
        GameInfo(id="x", name="X", players=range(2, 4), state=info.state, words=info.words, costly_points=0)


def test_the_progress_list_keeps_to_the_scale() -> None:
    """An analysis kept before a game's scale was raised lists smaller costs: the list shows only those the
    game calls costly now, and its heading says from how many points."""
    from types import SimpleNamespace

    from cardtable.ai.analysis import Costly
    from cardtable.ui.scenes.progress_view import given_words, moments

    costs = (1.5, 12.0, 4.0, 30.0)
    costly = [Costly(1, i, cost, "Discard the three", "Discard the two") for i, cost in enumerate(costs)]
    point = SimpleNamespace(costly=costly, kept=SimpleNamespace(path="a.json"), seat=0)
    at = costly_points(get_game("uncle-stuart"))
    listed = moments([point], at)  # type: ignore[list-item]
    assert [m.index for m in listed] == [3, 1]  # 30 and 12 points, the costliest first
    assert "(30.0 points given away)" in listed[0].words
    assert len(moments([point])) == 4  # type: ignore[list-item]
    assert (given_words(1.0), given_words(10.0), given_words(0.25)) == ("a point", "10 points", "0.25 points")
