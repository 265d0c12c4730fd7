"""The easy level's beginners (issue 29) in Say Uncle, The Man from U.N.C.L.E. and Show: each
one's mistake in kind, shown from a stacked position where a careful player plays otherwise."""

from __future__ import annotations

import random

import pytest

from cardtable.ai.players import make_player
from cardtable.engine import Action, view
from cardtable.engine import cards as C
from cardtable.engine.kits import Offers
from cardtable.games import get_game
from cardtable.games.say_uncle.rules import straight_flush
from cardtable.games.show.rules import hand_points

P = C.parse


def cards(text: str) -> list[int]:
    return [P(x) for x in text.split()]


def with_dealer(game, n: int, dealer: int, deck: list[int], options: dict | None = None):
    """A new game of ``n`` whose first dealer is ``dealer``, dealt from ``deck`` (top first)."""
    for seed in range(1000):
        state = game.new_state(n, seed, options, deck=[deck])
        if state.dealer == dealer:
            return state
    raise AssertionError("no seed gives that dealer")


def beginner(game, state) -> Action:
    """The beginner's move for the seat to move, from its view."""
    assert Offers.BEGINNER in game.search.offers
    seat = state.to_move
    return game.search.beginner_action(view(state, seat), seat, game.legal_actions(state), random.Random(0))


def medium(game, state, seed: int) -> Action:
    seat = state.to_move
    return make_player("medium", seed).choose(game, view(state, seat), game.legal_actions(state))


# -- Say Uncle: a flush chased, not a run; "Uncle" at four in a row ------------------------------
UNCLE = get_game("say-uncle")


def uncle_start(hands: list[str], stock: str = "", draft: bool = True):
    """Two players, seat 0 first (the dealer is seat 1). ``hands[i]``: seat i's ten cards, five
    dealt and five drafted (in this order); ``stock`` from its top."""
    h = [cards(x) for x in hands]
    dealt = [h[i % 2][i // 2] for i in range(10)]
    tableau = [h[i % 2][5 + i // 2] for i in range(10)]
    state = with_dealer(UNCLE, 2, 1, dealt + tableau + cards(stock))
    if draft:
        for i in range(10):
            UNCLE.apply(state, Action("draft", i % 2, (h[i % 2][5 + i // 2],)))
    return state


def test_say_uncle_beginner_drafts_the_highest_card_of_its_suit_not_the_one_that_runs_on():
    # Seat 0 was dealt 4-5-6 of hearts: the 7 makes it a run of four, yet it takes the king.
    state = uncle_start(["4H 5H 6H 9C 2D 7H KH 3S 8S 10D", "2C 5C JD 4S QS 9D 10S AD 6C 8C"], draft=False)
    hand = state.table.zones["hand0"]
    assert beginner(UNCLE, state) == Action("draft", 0, (P("KH"),))
    assert straight_flush([*hand, P("7H")])[0] == 4 > straight_flush([*hand, P("KH")])[0]
    assert all(medium(UNCLE, state, s).cards != (P("KH"),) for s in range(3))


@pytest.mark.parametrize("turned, move", [("QH", Action("take", 0, (P("5C"),))), ("8C", Action("pass", 0))])
def test_say_uncle_beginner_takes_a_card_of_its_suit_and_passes_the_one_that_lengthens_its_run(turned, move):
    # Hearts are "its" suit (five of them, none in sequence); its real chance is 5-6-7 of clubs.
    state = uncle_start(["2H 4H 6H 8H 10H 5C 6C 7C JS KD", "2C 3C 9D 4S QS JD 10S AD 3D 9S"], turned)
    UNCLE.apply(state, Action("turn", 0, zone="stock"))
    assert beginner(UNCLE, state) == move  # the queen of hearts taken for the 5 of clubs: the run broken
    if turned == "8C":
        assert all(medium(UNCLE, state, s).kind == "take" for s in range(3))


def test_say_uncle_beginner_says_uncle_at_four_in_a_row_and_not_before():
    four = uncle_start(["2H 3H 4H 5H 9C 7C JS KD 10D 8S", "2C 3C 9D 4S QS JD 10S AD 3D 9S"], "AS")
    assert beginner(UNCLE, four) == Action("call", 0)
    three = uncle_start(["2H 3H 4H 9H 9C 7C JS KD 10D 8S", "2C 3C 9D 4S QS JD 10S AD 3D 9S"], "AS")
    assert beginner(UNCLE, three) == Action("turn", 0, zone="stock")


# -- The Man from U.N.C.L.E.: an Uncle when it can, else "getting it close" -----------------------
MFU = get_game("man-from-uncle")


def number(v: int, k: int = 0) -> int:
    return C.NUMBER_BASE + (v - 1) * 7 + k


def mfu_start(hand0: list[int], hand1: list[int], plays: list[int] = ()):
    """Two players, seat 0 first: seat 0 holds ``hand0``, seat 1 ``hand1``; then ``plays`` (card
    values, in turn from seat 0) are played, each drawing from the filler left."""
    used = [number(v, k) for v in range(1, 7) for k in range(7)]
    picked, counts = [], {v: 0 for v in range(1, 7)}
    for v in [x for pair in zip(hand0, hand1) for x in pair]:
        picked.append(number(v, counts[v]))
        counts[v] += 1
    rest = [c for c in used if c not in picked]
    state = with_dealer(MFU, 2, 1, picked + rest)
    for v in plays:
        seat = state.to_move
        card = next(c for c in state.table.zones[state.hands[seat]] if C.RANK[c] == v)
        MFU.apply(state, Action("play", seat, (card,)))
    return state


def test_man_from_uncle_beginner_gets_the_total_close_and_hands_the_next_player_a_ten():
    state = mfu_start([6, 3, 1], [4, 4, 4])
    move = beginner(MFU, state)
    assert C.RANK[move.cards[0]] == 6  # a total of 6: the next player's 4 makes an Uncle
    assert all(C.RANK[medium(MFU, state, s).cards[0]] != 6 for s in range(3))


def test_man_from_uncle_beginner_takes_the_uncle_it_holds():
    state = mfu_start([4, 5, 3], [3, 2, 2], plays=[4, 3])  # the total is 7
    assert state.to_move == 0 and state.table.counters["total"] == 7
    assert C.RANK[beginner(MFU, state).cards[0]] == 3


# -- Show: "Show" at 5 at once, the highest card thrown alone, a blind draw ------------------------
SHOW = get_game("show")


def show_start(hand0: str, up: str, hand1: str = "9D 10C JD QS", stock: str = "7C 7D 7H 7S 6C 6D"):
    h = [cards(hand0), cards(hand1)]
    return with_dealer(SHOW, 2, 1, [h[i % 2][i // 2] for i in range(8)] + [P(up)] + cards(stock))


def test_show_beginner_throws_its_highest_card_alone_and_not_the_run_it_tops():
    state = show_start("JH QH KH 2C", "4C")
    run = Action("discard", 0, tuple(cards("JH QH KH")))
    assert run in SHOW.legal_actions(state)
    assert beginner(SHOW, state) == Action("discard", 0, (P("KH"),))  # 13 points, where the run sheds 36
    assert all(medium(SHOW, state, s) == run for s in range(3))


def test_show_beginner_draws_blind_under_a_black_king():
    state = show_start("8S 8D QC 3H", "KS")
    SHOW.apply(state, Action("discard", 0, (P("QC"),)))
    assert beginner(SHOW, state) == Action("draw", 0, zone="stock")  # the king of spades, 0 points, left
    assert all(medium(SHOW, state, s) == Action("take", 0, zone="discard") for s in range(3))


def test_show_beginner_calls_show_the_moment_it_may():
    state = show_start("AS 2D KS 2C", "4C")
    assert hand_points(state.table.zones["hand0"]) == 5
    assert beginner(SHOW, state) == Action("show", 0)


def test_the_skull_beginner_bids_only_what_it_can_count_on_and_never_raises_past_it():
    """Skull & Roses' beginner never bluffs: it opens at what it can turn over safely (``within_reach``)
    and raises only while the next bid is within it (a beginner who bid on hope beat medium)."""
    import random as _random

    from cardtable.engine.views import view as _view
    from cardtable.games import get_game as _get
    from cardtable.games.skull import ai as SK

    game = _get("skull")
    opened = raised = passed = 0
    for seed in range(40):
        st = game.new_state(4, seed, log=False)
        rng = _random.Random(seed)
        while not st.over and opened + raised + passed < 400:
            legal = game.legal_actions(st)
            seat = st.to_move
            v = _view(st, seat)
            reach = SK.within_reach(v, seat)
            a = game.search.beginner_action(v, seat, legal, _random.Random(seed))
            if st.phase == "bid" and len(legal) > 1:
                if v.high + 1 <= reach:
                    assert a == legal[1]
                    raised += 1
                else:
                    assert a == legal[0]  # a pass: the next bid is past what it can count on
                    passed += 1
            elif a.kind == "bid":
                top = max(b.number for b in legal if b.kind == "bid")
                assert a.number == min(top, max(1, reach))
                opened += 1
            game.step(st, legal[rng.randrange(len(legal))])
    assert opened and raised and passed
