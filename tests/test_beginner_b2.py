"""The easy level's beginners (issue 29) in Uncle Stuart's Game, Basic Rummy and Six Card Golf:
each game's typical beginner's mistake, shown in one stacked position. Each test asks the game's
search kit for its beginner's move from the seat's view, over several random sources, and
checks the move is the mistake (not what a counting player, or the search's play-out, plays)."""

from __future__ import annotations

import random

from test_golf import act as golf_act
from test_golf import start as golf_start
from test_uncle_stuart import act as stuart_act
from test_uncle_stuart import scoop_state
from test_uncle_stuart import start as stuart_start

from cardtable.engine import cards as C
from cardtable.engine.kits import Offers
from cardtable.engine.views import view
from cardtable.games import get_game
from cardtable.games.golf.rules import _guess

RNGS = range(8)


def beginner_moves(game, state):
    """The beginner's move at the seat to move, from its view, for each random source."""
    assert Offers.BEGINNER in game.search.offers
    seat = state.to_move
    v, legal = view(state, seat), game.legal_actions(state)
    moves = {game.search.beginner_action(v, seat, legal, random.Random(k)) for k in RNGS}
    assert moves <= set(legal)
    return moves, legal


def names(cards) -> list[str]:
    return [C.name(c) for c in cards]


# -- Six Card Golf ---------------------------------------------------------------------------------
GOLF = get_game("golf")
# seat 0's layout: a pair of jacks in the first column (slots 0 and 3), turned up
PAIRED = ["JS", "9S", "3S", "JH", "5S", "6S"]
OTHER = ["AH", "2H", "3H", "4H", "5H", "6H"]


def golf_turned(layout, up, stock, slots=(0, 3)):
    s = golf_start((layout, OTHER), up=up, stock=stock)
    for k in slots:
        golf_act(s, "turn_up", number=k)
    golf_act(s, "turn_up", number=0), golf_act(s, "turn_up", number=1)
    assert s.phase == "draw" and s.to_move == 0
    return s


def test_golf_beginner_draws_rather_than_take_the_discard_that_pairs_its_queen():
    s = golf_turned(["QS", "9S", "3S", "8H", "5S", "6S"], "QD", ["KC", "7C"], slots=(0, 1))
    moves, _ = beginner_moves(GOLF, s)
    assert {a.kind for a in moves} == {"draw"}  # the queen of diamonds would make column one score 0


def test_golf_beginner_breaks_up_its_pair_of_jacks_for_a_lower_card():
    s = golf_turned(PAIRED, "KD", ["7C", "QC"])
    golf_act(s, "draw")  # the 7 of clubs
    moves, _ = beginner_moves(GOLF, s)
    assert {a.kind for a in moves} == {"replace"} and {a.number for a in moves} <= {0, 3}
    lay, up = s.table.zones[s.layouts[0]], s.table.up
    held = s.table.zones[s.held[0]][-1]
    for a in moves:  # the pair scored 0; a jack beside a 7 scores 17
        after = list(lay)
        after[a.number] = held
        assert _guess(after, up, a.number) > _guess(lay, up)


# -- Basic Rummy ----------------------------------------------------------------------------------
RUMMY = get_game("rummy")


def rummy_left(left: list[str], up: str, stock: list[str], players: int = 3):
    """A deal in which only the hand at the dealer's left matters (the others get spare cards)."""
    named = {C.parse(x) for x in [*left, up, *stock]}
    spare = [c for c in C.standard_deck() if c not in named]
    hands = [[C.parse(x) for x in left]] + [spare[k * len(left):(k + 1) * len(left)] for k in range(players - 1)]
    deck = [h[r] for r in range(len(left)) for h in hands] + [C.parse(up)] + [C.parse(x) for x in stock]
    s = RUMMY.new_state(players, 1, deck=deck)
    assert s.to_move == (s.dealer + 1) % players and set(names(s.table.zones[s.hands[s.to_move]])) == set(left)
    return s


HAND = ["KS", "QH", "JD", "2C", "5H", "5D", "9C"]


def test_rummy_beginner_takes_the_discard_only_to_meld_at_once():
    moves, _ = beginner_moves(RUMMY, rummy_left(HAND, "5S", ["7S"]))
    assert {a.kind for a in moves} == {"take"}  # three fives
    moves, legal = beginner_moves(RUMMY, rummy_left(HAND, "10C", ["7S"]))
    assert {a.kind for a in moves} == {"draw"}  # 9-10 of clubs would be two of a run: not yet a meld
    assert "take" in {a.kind for a in legal}


def test_rummy_beginner_throws_its_lowest_loose_card_and_keeps_its_court_cards():
    s = rummy_left(HAND, "8D", ["7S"])
    RUMMY.step(s, next(a for a in RUMMY.legal_actions(s) if a.kind == "draw"))  # the 7 of spades
    moves, legal = beginner_moves(RUMMY, s)
    assert {a.kind for a in legal} == {"discard"}
    # loose: K Q J (10 each), 9 and 7 and the 2; the fives pair. A counter throws a court card.
    assert {names(a.cards)[0] for a in moves} == {"2C"}


# -- Uncle Stuart's Game ------------------------------------------------------------------------------
STUART = get_game("uncle-stuart")


def test_uncle_stuart_beginner_never_scoops():
    s = scoop_state()  # seat 0 is down; it may scoop to the 2 of clubs (it fits seat 1's clubs)
    moves, legal = beginner_moves(STUART, s)
    assert "scoop" in {a.kind for a in legal}
    assert {a.kind for a in moves} == {"draw"}  # the 10 of spades on top goes with nothing in its hand


def test_uncle_stuart_beginner_forgets_it_may_go_out_on_another_player_s_meld():
    s = stuart_start((["5H", "6H", "7H", "9C", "9D", "9S", "KD", "2D"],
                      ["3C", "4C", "5C", "8H", "8D", "10S", "QD"]), ["JD", "4S", "AS", "2S", "7D", "6C"])
    stuart_act(s, "discard", "2D")
    stuart_act(s, "draw"), stuart_act(s, "discard", "QD")
    stuart_act(s, "draw"), stuart_act(s, "meld", "5H", "6H", "7H"), stuart_act(s, "discard", "4S")
    stuart_act(s, "draw"), stuart_act(s, "meld", "3C", "4C", "5C"), stuart_act(s, "discard", "10S")
    stuart_act(s, "draw"), stuart_act(s, "meld", "9C", "9D", "9S"), stuart_act(s, "discard", "2S")
    stuart_act(s, "draw"), stuart_act(s, "discard", "7D")
    stuart_act(s, "draw")  # seat 0 holds the king of diamonds and the 6 of clubs
    moves, legal = beginner_moves(STUART, s)
    # the 6 on seat 1's 3-4-5 of clubs, then the king thrown, and seat 0 is out: the beginner
    # forgets it may play on another player's meld, and throws the cheaper loose card, the 6
    assert ("lay_off", ("6C",), "meld2") in {(a.kind, tuple(names(a.cards)), a.zone) for a in legal}
    assert {(a.kind, names(a.cards)[0]) for a in moves} == {("discard", "6C")}


def test_uncle_stuart_beginner_throws_a_cheap_loose_card_and_keeps_its_ace():
    s = stuart_start((["AS", "KD", "QC", "2H", "5H", "6H", "9C", "9D"],
                      ["3C", "4C", "5C", "8H", "8D", "10S", "QD"]), ["JD", "4H"])
    moves, _ = beginner_moves(STUART, s)  # the dealer's first turn: only a discard
    # loose: the ace (15), king and queen (10), the 2 of hearts (5): a counter throws the ace
    assert {names(a.cards)[0] for a in moves} == {"2H"}
