"""The moments each game tells the table about (the screen shows them), announced
when they happen: a call of the total, a pass, a reveal, a trick, a scoop, a stop,
a player out."""

from __future__ import annotations

from moves import cs, lay_out

from cardtable.engine import Action
from cardtable.engine import cards as C
from cardtable.games import get_game


def kinds_of(events, kind):
    return [e.data for e in events if e.kind == kind]


def test_uncle_calls_out_the_total_after_each_card():
    game = get_game("man-from-uncle")
    state = game.new_state(2, 1)
    seat = state.to_move
    card = state.table.zones[state.hands[seat]][0]
    events = game.apply(state, Action("play", seat, (card,)))
    assert kinds_of(events, "call") == [{"seat": seat, "total": C.RANK[card]}]


def test_say_uncle_announces_a_pass():
    game = get_game("say-uncle")
    state = game.new_state(2, 1)
    while state.phase != "turn":
        game.apply(state, game.legal_actions(state)[0])
    game.apply(state, Action("turn", state.to_move, zone="stock"))
    seat = state.to_move
    assert kinds_of(game.apply(state, Action("pass", seat)), "pass") == [{"seat": seat}]


def test_skull_announces_the_reveal():
    game = get_game("skull")
    state = game.new_state(3, 1)
    for _ in range(3):
        game.apply(state, game.legal_actions(state)[0])
    seat = state.to_move
    events = game.apply(state, Action("bid", seat, number=3))
    assert kinds_of(events, "reveal") == [{"seat": seat, "bid": 3}]


def test_oh_heck_announces_each_trick():
    game = get_game("oh-heck")
    state = game.new_state(3, 1, {"schedule": "single", "cards": 2})
    while state.phase == "bid":
        game.apply(state, game.legal_actions(state)[0])
    events = []
    for _ in range(3):
        events += game.apply(state, game.legal_actions(state)[0])
    tricks = kinds_of(events, "trick")
    assert len(tricks) == 1 and len(tricks[0]["cards"]) == 3


def test_uncle_stuart_announces_a_scoop_and_a_stop():
    game = get_game("uncle-stuart")
    state = lay_out(game.new_state(2, 5), ["6H 9S", "2S 3D"])
    t = state.table
    for c in cs("4H 5H KC"):
        t.move(c, "discard", True)
    state.to_move, state.phase, state.turn_no, state.down = 0, "draw", 4, [True, False]
    state.taken, state.must_use, state.first_down = -1, -1, False
    events = game.apply(state, Action("scoop", 0, tuple(cs("4H"))))
    assert kinds_of(events, "scoop") == [{"seat": 0, "cards": cs("4H 5H KC"), "deepest": C.parse("4H")}]
    game.apply(state, Action("meld", 0, tuple(sorted(cs("4H 5H 6H")))))
    game.apply(state, Action("discard", 0, tuple(cs("KC"))))
    for c in list(t.zones["stock"]):
        t.move(c, "discard", True, 0)
    events = game.apply(state, Action("stop", 1))
    assert kinds_of(events, "stop") == [{"seat": 1}]


def test_uncle_stuart_announces_a_player_out():
    game = get_game("uncle-stuart")
    state = lay_out(game.new_state(2, 5), ["9S", "2S"])
    state.to_move, state.phase, state.turn_no, state.down = 0, "play", 4, [False, False]
    state.taken, state.must_use, state.first_down = -1, -1, False
    events = game.apply(state, Action("discard", 0, tuple(cs("9S"))))
    assert kinds_of(events, "out") == [{"seat": 0}]
