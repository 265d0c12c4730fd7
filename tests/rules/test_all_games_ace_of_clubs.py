"""The ace of clubs is card 0. Where a game keeps "no card" as -1 (the card taken from
the pile this turn, say), the ace of clubs must still be an ordinary card: one in hand
that was not taken may be discarded like any other, from the first turn of a deal on
and in every turn after."""

from __future__ import annotations

import pytest

from cardtable.engine import Action
from cardtable.engine import cards as C
from cardtable.games import get_game

AC = C.parse("AC")
assert AC == 0


def give(state, seat: int, card: int) -> None:
    """Swap ``card`` into ``seat``'s hand for a card of theirs, wherever it lies."""
    t = state.table
    hand = state.hands[seat]
    if t.where[card] == hand:
        return
    where, spot = t.where[card], t.zones[t.where[card]].index(card)
    mine = t.zones[hand][0]
    up = t.up[card]
    t.move(card, hand, False)
    t.move(mine, where, up, spot)


@pytest.mark.parametrize("game_id", ["rummy", "uncle-stuart"])
def test_an_ace_of_clubs_drawn_or_held_may_be_discarded_in_the_first_turn_and_the_next(game_id):
    game = get_game(game_id)
    state = game.new_state(2, 3)
    first = state.to_move
    give(state, first, AC)
    if state.phase == "draw":
        game.apply(state, Action("draw", first, zone="stock"))
    assert Action("discard", first, (AC,)) in game.legal_actions(state)
    # the next player, after the first player's discard, holds it too
    other = 1 - first
    ok = [a for a in game.legal_actions(state) if a.kind == "discard"]
    game.apply(state, ok[0])
    give(state, other, AC)
    game.apply(state, Action("draw", other, zone="stock"))
    assert Action("discard", other, (AC,)) in game.legal_actions(state)
