"""More of The Man from Uncle at its edges (found by mutation seeds): the tie-break
draws from a fresh, face-down pile, and a player left alone with a card plays on."""

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


def test_the_tie_break_shows_no_hand_while_gathering_the_cards():
    state = GAME.new_state(3, 1, {"pot": 5})
    t = state.table
    t.set("chips", [2, 2, 1])
    hands = {c for h in state.hands for c in t.zones[h]}
    assert hands and t.log is not None
    mark = len(t.log)
    GAME.end_game(state)
    gathered = [e for e in t.log[mark:] if e.kind == "move" and e.data["dst"] == "draw"]
    assert {e.data["card"] for e in gathered} >= hands
    assert not any(e.data["up"] for e in gathered)


def test_a_player_left_alone_with_a_card_plays_on():
    """Seat 2 plays its last card to close a pile of 51; the pile put aside refills the
    draw pile, so it draws one and, the only one holding a card, plays again."""
    from cardtable.engine import Action
    from cardtable.engine import cards as C

    state = GAME.new_state(3, 1, {"pot": 50})
    t = state.table
    t.add_zone("unused", "out", layout="stack", label="Unused")
    for z in [*state.hands, "draw", "aside", "pile"]:
        for c in list(t.zones[z]):
            t.move(c, "unused", False)
    six = next(c for c in t.zones["unused"] if C.RANK[c] == 6)
    t.move(six, state.hands[2], False)
    for c in [c for c in t.zones["unused"] if c != six][:9]:
        t.move(c, "pile", True)
    t.set("total", 45)
    state.to_move = 2
    GAME.apply(state, Action("play", 2, (six,)))
    assert not t.zones[state.hands[0]] and not t.zones[state.hands[1]]
    assert len(t.zones[state.hands[2]]) == 1 and state.to_move == 2
