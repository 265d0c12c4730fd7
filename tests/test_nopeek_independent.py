"""The independent no-peek check over whole games of all eight: 0 leaks.

Every message a seat is given (its redacted events, its board, its phone's state, its view, its
log) is judged by what a person in that seat could know from what happened at the table
(``room.nopeek.Eyes``: the moves, facings and reveals), not by the engine's ``known`` bits. Each game
at its fewest players (2 where it can) and at its most; at big tables two seats and the onlooker
are looked through (``scripts/check_nopeek.py`` looks through every seat, over more games). Before
Say Uncle's put-away card was hidden with the cards left in the hand, this found hundreds of leaks
in its games."""

from __future__ import annotations

import pytest
from nopeek_sweep import plan, sweep


@pytest.mark.parametrize("gid,players", plan())
def test_a_whole_game_leaks_nothing(gid: str, players: int) -> None:
    seats = None if players <= 4 else [0, players - 1]
    r = sweep(gid, players, 3, seats=seats)
    assert r["over"], "the game did not end"
    assert r["messages"] > 50
    assert r["breaches"] == [], r["breaches"][:5]
