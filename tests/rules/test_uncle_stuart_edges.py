"""More of Uncle Stuart's Game at its edges (found by mutation seeds): the scoop
button counts the cards it takes, from the one named to the top of the pile, and names the one it
goes down to."""

from __future__ import annotations

from moves import cs, lay_out

from cardtable.engine import Action
from cardtable.games.uncle_stuart import GAME


def with_discards(text: str):
    return lay_out(GAME.new_state(2, 3, {}), discard=text)


def label(state, kind, text="", zone=None):
    return GAME.words.label(state, Action(kind, 0, tuple(cs(text)), zone))


def test_a_scoop_counts_the_cards_from_the_one_named_to_the_top():
    state = with_discards("2C 5D 9H KS")
    assert label(state, "scoop", "2C") == "scoop 4 cards, down to the 2 of clubs"
    assert label(state, "scoop", "5D") == "scoop 3 cards, down to the 5 of diamonds"
    assert label(state, "scoop", "KS") == "scoop 1 card, down to the king of spades"


def test_a_scoop_of_a_card_not_in_the_pile_is_described_plainly():
    state = with_discards("2C 5D")
    assert label(state, "scoop", "9H") == "scoop down to the 9 of hearts"
    assert label(state, "scoop") == "scoop"


def test_the_shared_words_for_drawing_taking_and_discarding():
    state = with_discards("2C 5D")
    assert label(state, "draw") == "draw from the stock"
    assert label(state, "take") == "take the 5 of diamonds"
    assert label(state, "discard", "7C") == "discard the 7 of clubs"
    assert label(state, "meld", "7C 8C 9C") == "meld 3 cards"
    assert label(state, "stop") == "stop the deal"


def test_the_cards_that_fit_a_meld_reach_the_last_card_of_the_pack_and_no_further():
    from cardtable.games.uncle_stuart.rules import fit_cards

    assert fit_cards("set", tuple(sorted(cs("KC KD KH")))) == frozenset(cs("KS"))
    assert fit_cards("run", tuple(sorted(cs("10S JS QS")))) == frozenset(cs("9S KS"))
    assert fit_cards("run", tuple(sorted(cs("JS QS KS")))) == frozenset(cs("10S AS"))
    assert fit_cards("set", tuple(sorted(cs("AC AD AH AS")))) == frozenset()
    assert fit_cards("run", tuple(sorted(cs("AC 2C 3C")))) == frozenset(cs("4C"))


def test_a_scooped_ace_of_clubs_card_zero_bars_a_discard_until_it_is_used():
    state = lay_out(GAME.new_state(2, 5), ["2C 3C 9D", "2S"], "AC 7H")
    state.to_move, state.phase, state.turn_no, state.down = 0, "draw", 4, [True, False]
    state.taken, state.must_use, state.first_down = -1, -1, False
    GAME.apply(state, Action("scoop", 0, tuple(cs("AC"))))
    assert state.must_use == 0
    for card in ("9D", "7H"):
        assert GAME.words.why_illegal(state, Action("discard", 0, tuple(cs(card)))) == \
            "first lay down the ace of clubs you scooped to"
    assert GAME.words.why_illegal(state, Action("meld", 0, tuple(sorted(cs("2C 3C 9D"))))) == \
        "first lay down the ace of clubs you scooped to"
