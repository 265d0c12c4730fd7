"""The board is given only redacted sights and events: it holds the viewer's cards and aliases
for the rest, re-keys them as cards are shown and hidden, and ends each batch on the sight."""

from __future__ import annotations

import random

import pytest
from replaying import replay_step

from cardtable.engine.redact import Redactor, mask, seen
from cardtable.engine.table import HIDDEN
from cardtable.games import all_games
from cardtable.ui.board import ALIAS_BASE, Board, sort_key

GAMES = {g.info.id: g for g in all_games()}


def _ids(board: Board) -> set[int]:
    ids = {c for lst in board.shown.zones.values() for c in lst if c < ALIAS_BASE}
    assert all(s.card == k for k, s in board.sprites.items()), "a sprite is filed under its own key"
    keys = {c for lst in board.shown.zones.values() for c in lst}
    assert set(board.sprites) <= keys, "no sprite outlives its card's place"
    assert len(keys) == sum(len(lst) for lst in board.shown.zones.values()), "every place has its own key"
    return ids | {k for k in board.sprites if k < ALIAS_BASE}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_board_never_holds_a_card_its_viewer_cannot_see(game_id):
    game = GAMES[game_id]
    players = game.info.players[0]
    for viewer in [None, *range(players)]:
        rng = random.Random(7)
        st = game.new_state(players, 3)
        red = Redactor(st, viewer)
        board = Board(red.sight(st), players, viewer or 0, (1280, 800))
        board.fly = 0.0
        board.sort_key = sort_key("suit")
        assert _ids(board) == seen(st.table, viewer)
        exact = 0
        for _ in range(250):
            if st.over:
                break
            before = st.table.copy()
            events = game.apply(st, rng.choice(game.legal_actions(st)))
            truth = before.copy()
            board.feed(*red.batch(events, st))
            for e in events:
                board._play(board.queue.popleft())
                replay_step(truth, e, st.table)
                held = _ids(board)
                assert held <= seen(truth, viewer), f"{e.kind}: the board holds {held - seen(truth, viewer)}"
            if not any(e.kind in ("shuffle", "tell") for e in events):  # places are exact: nothing waits for the sight
                assert board.masked() == mask(st.table, viewer).zones
                exact += 1
            board.skip()
            assert not board.queue
            assert board.masked() == mask(st.table, viewer).zones
            assert _ids(board) == seen(st.table, viewer)
        assert exact > 0


def test_a_card_drawn_into_the_viewers_hand_is_shown_by_its_move():
    game = GAMES["oh-heck"]
    st = game.new_state(3, 1)
    red = Redactor(st, 0)
    board = Board(red.sight(st), 3, 0, (1280, 800))
    board.fly = 0.0
    rng = random.Random(0)
    shown_by_move = hidden_by_move = 0
    while not st.over and shown_by_move < 5:
        events = game.apply(st, rng.choice(game.legal_actions(st)))
        red_events, sight = red.batch(events, st)
        board.feed(red_events, sight)
        for e in red_events:
            board._play(board.queue.popleft())
            if e.kind == "move" and e.data["dst"] == "hand0":
                assert e.data["card"] != HIDDEN and e.data["card"] in board.sprites
                shown_by_move += 1
            elif e.kind == "move" and e.data["dst"].startswith("hand"):
                assert e.data["card"] == HIDDEN
                key = board.shown.zones[e.data["dst"]][e.data["index"]]
                assert key >= ALIAS_BASE and not board.face_up(key)
                hidden_by_move += 1
        board.skip()
    assert shown_by_move and hidden_by_move


def test_a_new_viewer_resets_the_board_from_their_view():
    game = GAMES["show"]
    st = game.new_state(2, 4)
    red = Redactor(st, 0)
    board = Board(red.sight(st), 2, 0, (1280, 800))
    mine = set(st.table.zones[st.hands[0]]) if hasattr(st, "hands") else set()
    assert mine and mine <= set(board.sprites)
    board.toast = ("Alice passes", 1.0)
    board.look(red.sight(st, 1))  # the hand-over: the words on the table stay
    assert board.viewer == 1 and board.toast == ("Alice passes", 1.0)
    assert not mine & _ids(board), "the first person's cards are aliases for the second"
    assert _ids(board) == seen(st.table, 1)
    board.reset(red.sight(st, None))
    assert _ids(board) == {c for lst in st.table.zones.values() for c in lst if st.table.up[c]}
