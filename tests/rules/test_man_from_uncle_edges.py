"""More of The Man from Uncle at its edges (found by mutation seeds): the tie-break
draws from a fresh, face-down pile."""

from __future__ import annotations

from cardtable.games import get_game

GAME = get_game("man-from-uncle")


def test_the_tie_break_pile_is_gathered_face_down_and_only_the_drawn_cards_show():
    for seed in range(3):
        state = GAME.new_state(3, seed, {"pot": 5})
        t = state.table
        t.set("chips", [2, 2, 1])
        GAME.end_game(state)
        assert state.over and state.winner in (0, 1) and state.tiebreak
        assert t.zones["draw"] and not any(t.up[c] for c in t.zones["draw"])
        drawn = [c for z in t.zones if z.startswith("tiebreak") for c in t.zones[z]]
        assert drawn and all(t.up[c] for c in drawn)
