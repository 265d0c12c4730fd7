"""Uncle Stuart's Game at its boundaries: the ace high (Q-K-A) and low in runs and
lay-offs, the quick meld test, what a scoop may reach, the end of a deal and of the
game, and the words for each wrong move. Positions are laid out card by card."""

from __future__ import annotations

import pytest
from moves import acting, cs, lay_out

from cardtable.engine import Action
from cardtable.engine import cards as C
from cardtable.games.uncle_stuart import GAME
from cardtable.games.uncle_stuart.rules import fit_cards, may_meld, usable


def fs(text: str) -> frozenset[int]:
    return frozenset(cs(text))


def position(hands: list[str], discard: str = "", *, to_move: int = 0, phase: str = "play",
             turn_no: int = 2, down=(False, False), seed: int = 5):
    """A two-player deal with these hands and discard pile (bottom first); the rest is stock."""
    state = lay_out(GAME.new_state(2, seed), hands, discard)
    state.to_move, state.phase, state.turn_no = to_move, phase, turn_no
    state.down = list(down)
    state.taken, state.must_use, state.first_down = -1, -1, False
    return state


act = acting(GAME)


# -- the shared helpers the rules use ------------------------------------------------------
@pytest.mark.parametrize("meld,fit", [
    ("7C 7D 7H", "7S"),               # a set takes the fourth of its rank
    ("7C 7D 7H 7S", ""),              # and nothing once all four are down
    ("5H 6H 7H", "4H 8H"),            # a run takes one more at either end
    ("AH 2H 3H", "4H"),               # the ace low: no king below it
    ("QH KH AH", "JH"),               # the ace high: nothing above it
    ("JH QH KH", "10H AH"),           # the ace may go on above the king
    ("2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", "AH"),
])
def test_the_cards_that_may_be_laid_off_on_a_meld(meld, fit):
    kind = "set" if len({C.RANK[c] for c in cs(meld)}) == 1 else "run"
    assert fit_cards(kind, tuple(cs(meld))) == fs(fit)


@pytest.mark.parametrize("hand,melds", [
    ("AH 2H", False), ("AH 2H 3H", True), ("QH KH AH", True), ("KH AH 2H", False),
    ("2H 3H 5H", False), ("2H 3H 4H", True), ("JS QS KS", True), ("9C 9D", False), ("9C 9D 9H", True),
    ("9C 10D JC", False), ("AC AD 2C 3D", False), ("", False),
])
def test_the_quick_meld_test_finds_a_set_or_run_exactly_when_there_is_one(hand, melds):
    assert may_meld(cs(hand)) is melds


@pytest.mark.parametrize("card,cards,ok", [
    ("9C", "9C 9D 9H", True), ("9C", "9C 9D 2H", False),
    ("5H", "5H 6H 7H", True), ("5H", "3H 4H 5H", True), ("5H", "4H 5H 6H", True),
    ("5H", "4H 5H 7H", False), ("5H", "5H 6H 7C", False),
    ("AH", "QH KH AH", True), ("AH", "AH 2H 3H", True), ("KH", "KH AH 2H", False), ("AH", "KH AH 2H", False),
    ("2H", "KH AH 2H", False),
])
def test_a_card_is_usable_when_it_makes_a_set_or_a_run_with_the_others(card, cards, ok):
    assert usable(C.parse(card), cs(cards), []) is ok


def test_a_card_is_usable_when_it_may_be_laid_off_on_a_meld():
    assert usable(C.parse("JH"), cs("JH"), [fs("JH")])
    assert not usable(C.parse("JH"), cs("JH"), [fs("10S"), fs("AH")])


# -- runs with the ace high, on the table ------------------------------------------------
def test_a_queen_king_ace_run_is_offered_and_laid_in_order_with_the_ace_last():
    state = position(["AH KH QH 5C 9D", "2S 3S"])
    assert frozenset(cs("QH KH AH")) in {frozenset(a.cards) for a in GAME.legal_actions(state) if a.kind == "meld"}
    act(state, "meld", "QH KH AH")
    assert state.table.zones["meld1"] == cs("QH KH AH")
    assert state.fit["meld1"] == fs("JH")


def test_a_jack_may_be_laid_off_on_queen_king_ace_and_then_only_the_ten_fits():
    state = position(["AH KH QH 5C 9D", "JH 3S 4D"])
    act(state, "meld", "QH KH AH")
    act(state, "discard", "5C")
    state.phase, state.turn_no, state.down[1] = "play", 4, True
    assert Action("lay_off", 1, (C.parse("JH"),), "meld1") in GAME.legal_actions(state)
    act(state, "lay_off", "JH", zone="meld1")
    assert state.table.zones["meld1+1"] == cs("JH")
    assert sorted(state.meld_cards["meld1"]) == sorted(cs("QH KH AH JH"))
    assert state.fit["meld1"] == fs("10H")


def test_an_ace_laid_off_on_a_run_to_the_king_goes_last_and_a_ten_first():
    state = position(["JH QH KH 10H AH 5C 9D", "2S 3S"], down=(True, False), turn_no=4)
    act(state, "meld", "JH QH KH")
    act(state, "lay_off", "AH", zone="meld1")
    act(state, "lay_off", "10H", zone="meld1")
    assert state.table.zones["meld1"] == cs("10H JH QH KH AH")


def test_a_low_ace_run_lays_off_upwards_only():
    state = position(["AH 2H 3H 4H KH 9D", "2S 3S"], down=(True, False), turn_no=4)
    act(state, "meld", "AH 2H 3H")
    offered = {a.cards[0] for a in GAME.legal_actions(state) if a.kind == "lay_off"}
    assert offered == {C.parse("4H")}
    act(state, "lay_off", "4H", zone="meld1")
    assert state.table.zones["meld1"] == cs("AH 2H 3H 4H")


def test_a_set_lays_off_in_the_order_laid():
    state = position(["7C 7D 7H 7S 9D", "2S 3S"], down=(True, False), turn_no=4)
    act(state, "meld", "7C 7D 7H")
    act(state, "lay_off", "7S", zone="meld1")
    assert state.table.zones["meld1"] == cs("7C 7D 7H 7S")


# -- scooping ---------------------------------------------------------------------------------
def test_no_scoop_from_a_pile_of_one_card():
    state = position(["5H 6H", "2S"], "7H", phase="draw", turn_no=4, down=(True, False))
    assert GAME.scoopable(state, 0) == []


def test_a_scoop_may_reach_the_bottom_card_of_a_pile_of_two():
    state = position(["5H 6H", "2S"], "7H 9C", phase="draw", turn_no=4, down=(True, False))
    assert GAME.scoopable(state, 0) == cs("7H")
    assert Action("scoop", 0, (C.parse("7H"),)) in GAME.legal_actions(state)


def test_a_scoop_counts_the_cards_above_the_deepest_one():
    # 4H is usable only with the 5H above it in the pile and the 6H in hand.
    state = position(["6H 9S", "2S"], "4H 5H KC", phase="draw", turn_no=4, down=(True, False))
    assert GAME.scoopable(state, 0) == cs("4H")  # not the 5H: it would need the 4H below it
    state = position(["6H 9S", "2S"], "4H 5H KC", phase="draw", turn_no=4, down=(False, False))
    assert GAME.scoopable(state, 0) == []


# -- the end of a deal and of the game -----------------------------------------------------
def test_every_hand_is_shown_when_the_deal_ends():
    state = position(["5H 6H 7H", "2S 3D 9C"], "KC", phase="draw", turn_no=4)
    for c in list(state.table.zones["stock"]):
        state.table.move(c, "discard", True)
    events = GAME.apply(state, Action("stop", 0))
    kinds = [e.kind for e in events]
    shown = {e.data["card"] for e in events[:kinds.index("deal_end")] if e.kind == "flip" and e.data["up"]}
    assert shown == set(cs("2S 3D 9C 5H 6H 7H"))
    assert state.table.counters["score"] == [-15, -15]


@pytest.mark.parametrize("total,ends", [(499, False), (500, True), (501, True)])
def test_the_game_ends_once_a_total_reaches_the_target(total, ends):
    state = position(["5H", "2S"])
    state.table.set("score", [0, total])
    state.deal_no = 1
    assert GAME.game_ends(state) is ends


@pytest.mark.parametrize("deals,ends", [(99, False), (100, True)])
def test_the_game_ends_after_a_hundred_deals(deals, ends):
    state = position(["5H", "2S"])
    state.deal_no = deals
    assert GAME.game_ends(state) is ends


def test_no_deal_limit_with_max_deals_zero():
    state = GAME.new_state(2, 1, {"max_deals": 0})
    state.deal_no = 100_000
    assert not GAME.game_ends(state)


# -- the words for each wrong move -------------------------------------------------------------
def test_what_a_wrong_move_at_the_start_of_a_turn_is_told():
    state = position(["5H 6H", "2S"], "7H 9C", phase="draw", turn_no=4)
    why = GAME.words.why_illegal
    assert why(state, Action("draw", 1, zone="stock")) == "it is not your turn"
    assert why(state, Action("scoop", 0, cs("7H"))) == \
        "you may scoop only once you have a meld of your own on the table"
    state.down[0] = True
    assert why(state, Action("scoop", 0, cs("2S"))) == "scoop down to a card of the discard pile"
    assert why(state, Action("scoop", 0, ())) == "scoop down to a card of the discard pile"
    assert why(state, Action("scoop", 0, cs("9C"))) == "to take just the top card, take it; a scoop goes deeper"
    state.table.move(C.parse("7H"), "stock", False)
    state.table.move(C.parse("7H"), "discard", True, 0)
    state.table.move(C.parse("6H"), "stock", False)
    assert why(state, Action("scoop", 0, cs("7H"))) == \
        "you could not use that card at once: a scooped-to card must be laid down this turn"
    assert why(state, Action("stop", 0)) == "draw first: the deal only stops when the stock is empty"
    assert why(state, Action("discard", 0, cs("5H"))) == \
        "start your turn: draw from the stock, take the top discard, or scoop"
    assert GAME.words.prompt(state) == "Draw from the stock, or take the 9 of clubs?"
    for c in list(state.table.zones["stock"]):
        state.table.move(c, "hand1", False)
    assert why(state, Action("draw", 0, zone="stock")) == "the stock is empty: take from the discard pile or stop"
    assert GAME.words.prompt(state) == "The stock is empty: take the 9 of clubs, or stop the deal?"
    assert GAME.words.describe(state, Action("stop", 0)) == "stop the deal"
    assert GAME.words.describe(state, Action("scoop", 0, cs("7H"))) == "scoop down to the 7 of hearts"


def test_the_prompt_offers_a_scoop_only_when_there_is_one():
    state = position(["5H 6H", "2S"], "7H 9C", phase="draw", turn_no=4, down=(True, False))
    assert GAME.words.prompt(state) == "Draw from the stock, take the 9 of clubs, or scoop the pile?"
    state = position(["5H 6H", "2S"], "", phase="draw", turn_no=4, down=(True, False))
    assert GAME.words.prompt(state) == "Draw from the stock."


def test_what_a_wrong_move_after_the_draw_is_told():
    why = GAME.words.why_illegal
    state = position(["5H 6H 7H 9D", "2S"], turn_no=1)
    assert why(state, Action("draw", 0, zone="stock")) == "you have already drawn this turn"
    assert why(state, Action("meld", 0, tuple(sorted(cs("5H 6H 7H"))))) == \
        "nobody lays down anything in the first round"
    assert GAME.words.prompt(state) == "First round: nobody lays down yet. Discard a card."
    state.turn_no = 2
    assert GAME.words.prompt(state) == "Lay down one meld, or discard a card to end your turn."
    assert why(state, Action("meld", 0, tuple(sorted(cs("5H 6H 9D"))))) == \
        "a meld is a set (3 or 4 of a rank) or a run (3+ of one suit in sequence, no K-A-2)"
    assert why(state, Action("lay_off", 0, cs("9D"), "meld1")) == \
        "you may lay off only once you have a meld of your own down"
    assert why(state, Action("discard", 0, cs("2S"))) == "discard a card from your hand"
    state.first_down = True
    assert why(state, Action("meld", 0, tuple(sorted(cs("5H 6H 7H"))))) == \
        "after your first meld you may lay down nothing more this turn"
    assert GAME.words.prompt(state) == "That was your first meld: discard a card to end your turn."
    state.first_down, state.down[0] = False, True
    assert GAME.words.prompt(state) == "Meld, lay off, or discard a card to end your turn."
    assert why(state, Action("lay_off", 0, cs("9D"), "meld1")) == "that card does not extend that meld"
    state.must_use = C.parse("9D")
    assert GAME.words.prompt(state) == "Lay down the 9 of diamonds: in a meld or on a meld."
    assert why(state, Action("meld", 0, tuple(sorted(cs("5H 6H 7H"))))) == \
        "first lay down the 9 of diamonds you scooped to"
    assert why(state, Action("discard", 0, cs("5H"))) == "first lay down the 9 of diamonds you scooped to"
    assert why(state, Action("meld", 0, tuple(sorted(cs("5H 6H 9D"))))) == \
        "a meld is a set (3 or 4 of a rank) or a run (3+ of one suit in sequence, no K-A-2)"
    state.must_use, state.taken = -1, C.parse("5H")
    assert why(state, Action("discard", 0, cs("5H"))) == "you may not throw back the card you just took from the pile"
    state.over = True
    assert why(state, Action("discard", 0, cs("6H"))) == "the game is over"
    assert GAME.words.prompt(state) == "The game is over."
    assert GAME.legal_actions(state) == []


def test_a_scooped_ace_of_clubs_card_zero_must_be_used_like_any_other():
    # The ace of clubs is card 0: "no card to use" is -1, never 0.
    state = position(["2C 3C 9D", "2S"], "AC 7H", phase="draw", turn_no=4, down=(True, False))
    act(state, "scoop", "AC")
    assert state.must_use == C.parse("AC") == 0
    assert {a.kind for a in GAME.legal_actions(state)} == {"meld"}
    assert GAME.words.prompt(state) == "Lay down the ace of clubs: in a meld or on a meld."
    act(state, "meld", "AC 2C 3C")
    assert state.must_use == -1 and "discard" in {a.kind for a in GAME.legal_actions(state)}


# -- what is offered, at each edge ------------------------------------------------------------
@pytest.mark.parametrize("turn_no,melds", [(1, False), (2, True), (3, True)])
def test_melds_are_offered_from_the_first_turn_after_the_first_round(turn_no, melds):
    state = position(["5H 6H 7H 9D", "2S"], turn_no=turn_no)
    assert ("meld" in {a.kind for a in GAME.legal_actions(state)}) is melds


def test_after_a_scoop_only_melds_holding_the_scooped_card_and_its_lay_offs_are_offered():
    state = position(["5C 6C 9D 9S 9H KS", "2S 3S 4S 10H"], "7C 8D", phase="play", turn_no=4, down=(True, False))
    state.to_move = 1
    act(state, "meld", "2S 3S 4S")  # a meld on the table to lay off on
    state.to_move, state.phase, state.first_down = 0, "draw", False
    act(state, "scoop", "7C")
    offered = GAME.legal_actions(state)
    assert {a.kind for a in offered} == {"meld"}
    assert {a.cards for a in offered} == {tuple(sorted(cs("5C 6C 7C")))}
    act(state, "meld", "5C 6C 7C")
    kinds = {a.kind for a in GAME.legal_actions(state)}
    assert "discard" in kinds and "meld" in kinds  # 9D 9S 9H, now free


def test_only_the_scooped_card_may_be_laid_off_until_it_is_used():
    state = position(["6S 9D KS", "2S 3S 4S 10H"], "5S 8D", phase="draw", turn_no=4, down=(True, True))
    state.to_move = 1
    state.phase = "play"
    act(state, "meld", "2S 3S 4S")
    state.to_move, state.phase, state.first_down = 0, "draw", False
    act(state, "scoop", "5S")
    offered = {(a.kind, a.cards) for a in GAME.legal_actions(state)}
    assert offered == {("lay_off", tuple(cs("5S")))}
    act(state, "lay_off", "5S", zone="meld1")
    assert ("lay_off", tuple(cs("6S"))) in {(a.kind, a.cards) for a in GAME.legal_actions(state)}


@pytest.mark.parametrize("stock,discard,offered", [
    (True, True, ["draw", "take"]), (True, False, ["draw"]), (False, True, ["take", "stop"]), (False, False, ["stop"]),
])
def test_the_start_of_a_turn_offers_by_what_is_left(stock, discard, offered):
    state = position(["5H 6H", "2S"], "9C" if discard else "", phase="draw", turn_no=4)
    if not stock:
        for c in list(state.table.zones["stock"]):
            state.table.move(c, "hand1", False)
    assert [a.kind for a in GAME.legal_actions(state)] == offered


def test_two_cards_named_for_one_discard_or_scoop_are_judged_by_the_first():
    state = position(["5H 6H 9D", "2S"], "7H 9C", phase="draw", turn_no=4, down=(True, False))
    assert GAME.words.why_illegal(state, Action("scoop", 0, tuple(cs("7H 9C")))) == \
        "you could not use that card at once: a scooped-to card must be laid down this turn"
    assert GAME.words.why_illegal(state, Action("scoop", 0, tuple(cs("9C 7H")))) == \
        "to take just the top card, take it; a scoop goes deeper"
    said = GAME.words.why_illegal(state, Action("scoop", 0, tuple(cs("2S 7H"))))
    assert said== "scoop down to a card of the discard pile"
    act(state, "take", zone="discard")
    assert GAME.words.why_illegal(state, Action("discard", 0, tuple(cs("5H 9C")))) == "discard a card from your hand"
    assert GAME.words.why_illegal(state, Action("discard", 0, tuple(cs("9C 5H")))) == \
        "you may not throw back the card you just took from the pile"


def test_the_prompt_with_nothing_left_to_draw_or_take():
    state = position(["5H 6H", "2S"], "", phase="draw", turn_no=4)
    for c in list(state.table.zones["stock"]):
        state.table.move(c, "hand1", False)
    assert GAME.words.prompt(state) == "The stock is empty: the deal ends."


def test_a_scooped_ace_of_clubs_must_be_used_before_any_lay_off():
    state = position(["2C 3C 5S 9D", "2S 3S 4S 10H"], "AC 7H", phase="play", turn_no=4, down=(True, False))
    state.to_move = 1
    act(state, "meld", "2S 3S 4S")  # 5S would fit it
    state.to_move, state.phase, state.first_down = 0, "draw", False
    act(state, "scoop", "AC")
    assert {(a.kind, a.cards) for a in GAME.legal_actions(state)} == {("meld", tuple(sorted(cs("AC 2C 3C"))))}
    assert GAME.words.why_illegal(state, Action("lay_off", 0, tuple(cs("5S")), "meld1")) == \
        "first lay down the ace of clubs you scooped to"


def test_with_an_empty_stock_a_wrong_start_is_told_how_to_start():
    state = position(["5H 6H", "2S"], "9C", phase="draw", turn_no=4)
    for c in list(state.table.zones["stock"]):
        state.table.move(c, "hand1", False)
    assert GAME.words.why_illegal(state, Action("discard", 0, tuple(cs("5H")))) == \
        "start your turn: draw from the stock, take the top discard, or scoop"


def test_after_scooping_the_ace_of_clubs_only_melds_holding_it_are_offered():
    state = position(["2C 3C 9D 9S 9H", "2S"], "AC 7H", phase="draw", turn_no=4, down=(True, False))
    act(state, "scoop", "AC")
    assert {a.cards for a in GAME.legal_actions(state)} == {tuple(sorted(cs("AC 2C 3C")))}
