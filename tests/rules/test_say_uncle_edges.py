"""More of Say Uncle at its edges (found by mutation seeds): a card taken from the
turn goes into the hand face down, and the card put away for it face down too."""

from __future__ import annotations

from cardtable.engine import Action
from cardtable.games import get_game

GAME = get_game("say-uncle")


def test_a_take_puts_the_turned_card_in_the_hand_face_down_and_the_card_given_up_away():
    state = GAME.new_state(2, 3, log=False)
    while state.phase != "offer":
        GAME.apply(state, GAME.legal_actions(state)[-1])
    t = state.table
    seat = state.to_move
    turned = t.zones["turned"][-1]
    assert t.up[turned]
    out = t.zones[state.hands[seat]][0]
    GAME.apply(state, Action("take", seat, (out,)))
    assert t.where[turned] == state.hands[seat] and not t.up[turned]
    assert t.where[out] == state.discards[seat] and not t.up[out]
    assert not any(t.up[c] for c in t.zones[state.hands[seat]])


def test_a_draft_naming_no_card_is_described_without_a_card():
    """A malformed draft (say, from a damaged record) is put in words, not looked up by its card."""
    state = GAME.new_state(2, 3, log=False)
    words = GAME.words.describe(state, Action("draft", 0))
    assert words and "draft the" not in words
