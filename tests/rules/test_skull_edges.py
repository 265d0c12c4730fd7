"""More of Skull & Roses at its edges (found by mutation seeds): the first player sits
at the dealer's left, and the highest challenge of all, every card of twelve players."""

from __future__ import annotations

import pytest

from cardtable.engine import Action
from cardtable.games import get_game
from cardtable.games.skull.rules import is_skull

GAME = get_game("skull")


@pytest.mark.parametrize("players", [3, 4, 12])
def test_the_first_player_sits_at_the_dealers_left(players):
    firsts = set()
    for seed in range(12):
        state = GAME.new_state(players, seed)
        assert state.first == (state.dealer + 1) % players
        assert state.to_move == state.first and state.table.counters["first"] == state.first
        firsts.add(state.first)
    assert len(firsts) > 1  # drawn at random


def test_twelve_players_may_challenge_for_all_48_cards():
    state = GAME.new_state(12, 1)
    while state.phase in ("place", "turn") and any(state.table.zones[h] for h in state.hands):
        seat = state.to_move
        hand = state.table.zones[state.hands[seat]]
        if not hand:
            break
        card = min(hand, key=lambda c: (is_skull(c), c))  # roses first, skulls on top
        GAME.apply(state, Action("place", seat, (card,)))
    assert state.placed == 48 and state.phase == "turn"
    bids = [a.number for a in GAME.legal_actions(state) if a.kind == "bid"]
    assert bids == list(range(1, 49))
    GAME.apply(state, Action("bid", state.to_move, number=48))
    # the challenger's own top card, a skull, ends it at once
    assert state.high == 48 and state.phase == "discard"


def test_the_button_words():
    state = GAME.new_state(3, 1)
    rose = next(c for c in state.table.zones[state.hands[0]] if not is_skull(c))
    skull = next(c for c in state.table.zones[state.hands[0]] if is_skull(c))
    label = GAME.words.label
    assert label(state, Action("place", 0, (rose,))) == "lay your rose"
    assert label(state, Action("place", 0, (skull,))) == "lay your skull"
    assert label(state, Action("discard", 0, (rose,))) == "lose your rose"
    assert label(state, Action("discard", 0, (skull,))) == "lose your skull"
    assert label(state, Action("flip", 0, zone="mat2")) == "turn over {2's} top card"
    assert label(state, Action("take_card", 0, zone="hand1", number=2)) == "take {1's} card 3"
    assert label(state, Action("take_card", 0, zone="hand1", number=0)) == "take {1's} card 1"
    assert label(state, Action("take_card", 0, zone="hand2")) == "take {2's} card 1"
    assert label(state, Action("name", 0, zone="mat1")) == "let {1} start"
    assert label(state, Action("bid", 0, number=3)) == "bid 3"
    assert label(state, Action("pass", 0)) == "pass"


def test_buttons_naming_no_seats_place_fall_back_to_plain_words():
    state = GAME.new_state(3, 1)
    label = GAME.words.label
    assert label(state, Action("flip", 0, zone="mat9")) == "flip"
    assert label(state, Action("take_card", 0, zone="nowhere", number=1)) == "take card 1"
    assert label(state, Action("name", 0, zone="mat7")) == "name"
    assert label(state, Action("place", 0)) == "place"
    # the same words for another kind of move with a seat's place: not these
    assert label(state, Action("bid", 0, zone="mat1", number=2)) == "bid 2"
