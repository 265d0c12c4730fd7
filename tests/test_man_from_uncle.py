"""The Man from U.N.C.L.E.: the rules, one stacked deck each.

Every game here is started with a seed whose first dealer is the last seat, so
seat 0 (the dealer's left) plays first and play goes 0, 1, 2, ... Decks are
built from the plays a test wants: ``deck_for(players, plays)`` gives every
seat the values it will play, in order, in its first three cards and then in
the cards it draws.
"""

from __future__ import annotations

import random

import pytest
from gamecheck import random_games_end_quickly

from cardtable.engine import Action, IllegalAction, OptionError, view
from cardtable.engine import cards as C
from cardtable.games import get_game

GAME = get_game("man-from-uncle")


# -- helpers -------------------------------------------------------------------------
def copies() -> dict[int, list[int]]:
    return {v: [C.NUMBER_BASE + (v - 1) * 7 + k for k in range(7)] for v in range(1, 7)}


def deck_for(players: int, plays: list[int]) -> list[int]:
    """A deck, top first, with which seat ``i % players`` can play ``plays[i]`` in turn
    (seat 0 first), drawing after each play. Cards nobody plays are fillers."""
    pool = copies()
    per_seat = [plays[s::players] for s in range(players)]
    slots: list[int | None] = []
    for j in range(3 * players):  # the deal: one card at a time from seat 0
        s, k = j % players, j // players
        slots.append(per_seat[s][k] if k < len(per_seat[s]) else None)
    for i in range(min(len(plays), 42 - 3 * players)):  # the draw after each play
        s, m = i % players, i // players
        slots.append(per_seat[s][m + 3] if m + 3 < len(per_seat[s]) else None)
    named = [pool[v].pop(0) if v is not None else None for v in slots]
    rest = [c for v in range(6, 0, -1) for c in pool[v]]  # fillers: high cards first
    return [c if c is not None else rest.pop(0) for c in named]


def n(v: int, k: int = 6) -> int:
    """Copy ``k`` of value v (copy 6 is the last that ``deck_for`` would name)."""
    return C.NUMBER_BASE + (v - 1) * 7 + k


def new(players: int, deck=None, dealer: int | None = None, **options):
    """A game whose first dealer is ``dealer`` (the last seat unless given)."""
    want = players - 1 if dealer is None else dealer
    for seed in range(1000):
        state = GAME.new_state(players, seed, options, deck=deck)
        if state.dealer == want:
            return state
    raise AssertionError("no seed gives that dealer")


def play(state, *values: int) -> None:
    """The players to move play these values, one each in turn."""
    for v in values:
        seat = state.to_move
        card = next(c for c in state.table.zones[state.hands[seat]] if C.RANK[c] == v)
        GAME.apply(state, Action("play", seat, (card,)))


def hand_values(state, seat: int) -> list[int]:
    return sorted(C.RANK[c] for c in state.table.zones[state.hands[seat]])


def chips(state) -> list[int]:
    return state.table.counters["chips"]


def events(state, kind: str) -> list[dict]:
    return [e.data for e in state.table.log if e.kind == kind]


# -- cards, pot and deal ------------------------------------------------------------------
def test_the_game_uses_42_number_cards_seven_each_of_1_to_6():
    state = new(2)
    assert sorted(state.cards) == C.number_deck()
    assert sorted(C.RANK[c] for c in state.cards) == [v for v in range(1, 7) for _ in range(7)]


def test_the_pot_starts_with_50_chips_and_nobody_has_any():
    state = new(4)
    assert state.table.counters["pot"] == 50
    assert chips(state) == [0, 0, 0, 0]


def test_option_pot_sets_the_chips_in_the_pot():
    assert new(3, pot=12).table.counters["pot"] == 12
    with pytest.raises(OptionError):
        GAME.new_state(3, 1, {"pot": 0})


@pytest.mark.parametrize("players", range(2, 7))
def test_three_cards_each_and_the_rest_is_the_draw_pile(players):
    state = new(players)
    assert all(len(state.table.zones[h]) == 3 for h in state.hands)
    assert len(state.table.zones["draw"]) == 42 - 3 * players
    assert not state.table.zones["pile"]


def test_cards_are_dealt_one_at_a_time_starting_at_the_dealers_left():
    top = [n(1, 0), n(2, 0), n(3, 0), n(4, 0), n(5, 0), n(6, 0), n(1, 1), n(2, 1), n(3, 1)]
    state = new(3, top)  # the dealer is seat 2
    assert state.table.zones[state.hands[0]] == [n(1, 0), n(4, 0), n(1, 1)]
    assert state.table.zones[state.hands[1]] == [n(2, 0), n(5, 0), n(2, 1)]
    assert state.table.zones[state.hands[2]] == [n(3, 0), n(6, 0), n(3, 1)]


def test_the_player_at_the_dealers_left_plays_first():
    state = new(4, dealer=1)
    assert state.to_move == 2


def test_the_first_dealer_is_drawn_at_random():
    assert len({GAME.new_state(4, seed).dealer for seed in range(40)}) == 4


# -- a turn ---------------------------------------------------------------------------------
def test_any_card_in_hand_may_be_played_and_nothing_else():
    state = new(2, deck_for(2, [6, 1]))
    hand = state.table.zones[state.hands[0]]
    assert sorted(a.cards[0] for a in GAME.legal_actions(state)) == sorted(hand)
    assert {a.kind for a in GAME.legal_actions(state)} == {"play"}


def test_a_played_card_lies_face_up_on_the_pile_and_the_total_is_called():
    state = new(2, deck_for(2, [4, 5, 2]))
    play(state, 4, 5, 2)
    pile = state.table.zones["pile"]
    assert [C.RANK[c] for c in pile] == [4, 5, 2]
    assert all(state.table.up[c] for c in pile)
    assert state.table.counters["total"] == 11
    assert [e["total"] for e in events(state, "call")] == [4, 9, 11]


def test_after_playing_the_player_draws_the_top_card_of_the_draw_pile():
    state = new(2, deck_for(2, [4]))
    top = state.table.zones["draw"][-1]
    play(state, 4)
    assert top in state.table.zones[state.hands[0]]
    assert len(state.table.zones[state.hands[0]]) == 3
    assert len(state.table.zones["draw"]) == 42 - 6 - 1


def test_play_goes_clockwise():
    state = new(4, deck_for(4, [1, 1, 1, 1, 1]))
    seen = []
    for _ in range(5):
        seen.append(state.to_move)
        play(state, 1)
    assert seen == [0, 1, 2, 3, 0]


# -- uncles ------------------------------------------------------------------------------------
@pytest.mark.parametrize("plays, chips_won", [
    ([4, 6], 1),                                  # 4, 10
    ([6, 5, 6, 3], 2),                            # 6, 11, 17, 20
    ([6, 5, 6, 5, 6, 2], 3),                      # ... 22, 28, 30
    ([6, 5, 6, 5, 6, 5, 6, 1], 4),                # ... 33, 39, 40
    ([6, 5, 6, 5, 6, 5, 4, 6, 4, 3], 5),          # ... 43, 47, 50
])
def test_an_exact_ten_takes_one_chip_per_ten(plays, chips_won):
    state = new(2, deck_for(2, plays))
    play(state, *plays)
    maker = (len(plays) - 1) % 2  # every earlier total missed its ten
    assert events(state, "chips") == [{"seat": maker, "amount": chips_won, "total": 10 * chips_won}]
    assert chips(state)[maker] == chips_won
    assert state.table.counters["pot"] == 50 - chips_won


def test_overshooting_a_ten_takes_nothing():
    state = new(2, deck_for(2, [6, 3, 3]))  # 6, 9, 12
    play(state, 6, 3, 3)
    assert chips(state) == [0, 0]
    assert state.table.counters["pot"] == 50


def test_a_card_must_be_played_even_when_every_card_overshoots():
    state = new(2, deck_for(2, [6, 3, 6, 5, 4, 6, 5, 4]))  # seat 1 holds 3, 5, 6 at 6
    play(state, 6)
    assert state.table.counters["total"] == 6
    # 3, 5 and 6 all miss 10 (9, 11, 12) and seat 1 must still play one of them
    assert [a.kind for a in GAME.legal_actions(state)] == ["play"] * 3


def test_chips_taken_move_from_the_pot_to_the_player():
    state = new(2, deck_for(2, [6, 1, 3]))  # 6, 7, 10 by seat 0
    play(state, 6, 1, 3)
    assert chips(state) == [1, 0]
    assert state.table.counters["pot"] == 49
    moved = [e.data for e in state.table.log if e.kind == "counter" and e.data["name"] in ("pot", "chips")]
    assert {"name": "pot", "old": 50, "new": 49} in moved
    assert events(state, "chips") == [{"seat": 0, "amount": 1, "total": 10}]


def test_a_short_pot_pays_what_is_left():
    state = new(2, deck_for(2, [6, 5, 6, 3]), pot=1)  # 20 by seat 1 earns 2, the pot holds 1
    play(state, 6, 5, 6, 3)
    assert chips(state) == [0, 1]
    assert state.table.counters["pot"] == 0


# -- piles ---------------------------------------------------------------------------------------
FIFTY = [6, 5, 6, 5, 6, 5, 4, 6, 4, 3]  # 6 11 17 22 28 33 37 43 47 50


def test_exactly_50_takes_5_chips_and_puts_the_pile_aside():
    state = new(2, deck_for(2, FIFTY))
    play(state, *FIFTY)
    assert chips(state) == [0, 5]
    assert not state.table.zones["pile"]
    assert len(state.table.zones["aside"]) == len(FIFTY)
    assert state.table.counters["total"] == 0


def test_passing_50_puts_the_pile_aside_without_chips():
    plays = [6, 5, 6, 5, 6, 5, 4, 6, 4, 6]  # ... 47, 53
    state = new(2, deck_for(2, plays))
    play(state, *plays)
    assert chips(state) == [0, 0]
    assert not state.table.zones["pile"] and len(state.table.zones["aside"]) == 10


def test_a_new_pile_starts_from_zero():
    plays = FIFTY + [4, 6]  # a new pile: 4, 10
    state = new(2, deck_for(2, plays))
    play(state, *plays)
    assert state.table.counters["total"] == 10
    assert chips(state) == [0, 5 + 1]
    assert [C.RANK[c] for c in state.table.zones["pile"]] == [4, 6]


def test_each_finished_pile_is_a_line_of_the_score_sheet():
    plays = [4, 6] + [6, 5, 6, 5, 6, 5, 4, 6]  # 10 by seat 1, then on to 53, by seat 1 too
    state = new(2, deck_for(2, plays))
    play(state, *plays)
    assert state.deal_no == 1
    assert state.sheet == [(1, 53, ((1, 10, 1),))]
    assert state.history == [(0, 1)]
    assert events(state, "pile_end")[0]["total"] == 53


# -- running out of cards ---------------------------------------------------------------------
def until_draw_is_empty(seed: int):
    """A random 2-player game played (lowest card each turn) until the draw pile is empty."""
    state = GAME.new_state(2, seed)
    while state.table.zones["draw"] and not state.over:
        seat = state.to_move
        card = min(state.table.zones[state.hands[seat]], key=lambda c: C.RANK[c])
        GAME.apply(state, Action("play", seat, (card,)))
    return state


def test_an_empty_draw_pile_is_refilled_from_the_put_aside_piles_not_the_pile_in_play():
    for seed in range(200):
        state = until_draw_is_empty(seed)
        t = state.table
        if state.over or not t.zones["aside"] or not t.zones["pile"]:
            continue
        seat = state.to_move
        total = t.counters["total"]
        safe = [c for c in t.zones[state.hands[seat]] if total + C.RANK[c] < 50]
        if safe:
            break
    else:
        raise AssertionError("no seed gives the position")
    aside = set(t.zones["aside"])
    pile = list(t.zones["pile"])
    GAME.apply(state, Action("play", seat, (safe[0],)))
    assert not state.over
    drawn = set(t.zones[state.hands[seat]]) & aside
    assert len(drawn) == 1  # the player drew from the new draw pile
    assert set(t.zones["draw"]) | drawn == aside
    assert t.zones["pile"] == pile + [safe[0]]  # the pile in play stays
    assert not t.zones["aside"]
    assert any(e.kind == "shuffle" and e.data["zone"] == "draw" for e in t.log[-8:])


def strip(state, keep: dict[int, int], total: int):
    """A position that cannot arise from 42 cards but that the rules still cover:
    no draw pile and nothing put aside; seat s keeps ``keep[s]`` cards, the pile holds
    the rest and stands at ``total``."""
    t = state.table
    for s, h in enumerate(state.hands):
        for c in list(t.zones[h])[keep.get(s, 0):]:
            t.move(c, "pile", True)
    for c in list(t.zones["draw"]):
        t.move(c, "pile", True)
    t.set("total", total)
    return state


def test_with_nothing_to_draw_the_player_does_not_draw():
    state = strip(new(3), {0: 2, 1: 1, 2: 1}, total=3)
    play(state, hand_values(state, 0)[0])
    assert len(state.table.zones[state.hands[0]]) == 1
    assert state.to_move == 1


def test_a_player_with_no_cards_is_passed_over():
    state = strip(new(3), {0: 1, 1: 0, 2: 2}, total=3)
    play(state, hand_values(state, 0)[0])
    assert state.to_move == 2


def test_when_nobody_has_a_card_everything_is_shuffled_and_dealt_again():
    state = strip(new(3), {0: 1}, total=3)
    play(state, hand_values(state, 0)[0])
    t = state.table
    assert not t.zones["pile"] and not t.zones["aside"]
    assert t.counters["total"] == 0
    assert [len(t.zones[h]) for h in state.hands] == [3, 3, 3]
    assert len(t.zones["draw"]) == 42 - 9
    assert state.to_move == 1  # the next player, who was dealt to first


# -- the end --------------------------------------------------------------------------------------
def test_the_game_ends_when_the_pot_is_empty():
    state = new(2, deck_for(2, [6, 1, 3]), pot=1)  # 6, 7, 10 by seat 0
    play(state, 6, 1)
    assert not state.over
    play(state, 3)
    assert state.over and state.to_move is None
    assert GAME.legal_actions(state) == []
    assert events(state, "game_over")[0]["winner"] == 0


def test_most_chips_wins():
    plays = [6, 1, 3, 4, 5, 1]  # 10 by seat 0 (1 chip), 20 by seat 1 (2 chips)
    state = new(2, deck_for(2, plays), pot=3)
    play(state, *plays)
    res = GAME.result(state)
    assert res.finished and res.scores == [1, 2]
    assert res.winners == [1] and res.places == [2, 1]


TIE = [6, 1, 3, 4, 5, 1]  # 10 by seat 0 (1 chip), 20 by seat 1 (takes the last chip): 1 to 1


def test_tied_players_each_draw_a_card_and_the_high_card_wins():
    deck = [deck_for(2, TIE), [n(2), n(5)]]  # the tie-break shuffle: seat 0 draws a 2, seat 1 a 5
    state = new(2, deck, pot=2)
    play(state, *TIE)
    assert state.over and chips(state) == [1, 1]
    assert state.tiebreak == [((0, 2), (1, 5))]
    res = GAME.result(state)
    assert res.winners == [1] and res.places == [2, 1]
    assert state.table.zones["tiebreak1"] == [n(5)] and state.table.up[n(5)]


def test_the_tie_break_is_drawn_from_a_fresh_shuffle_of_all_42_cards():
    state = new(2, [deck_for(2, TIE), [n(2), n(5)]], pot=2)
    play(state, *TIE)
    t = state.table
    assert len(t.zones["draw"]) == 40 and not t.zones["pile"]
    assert any(e.kind == "shuffle" and e.data == {"zone": "draw", "n": 42} for e in t.log)


def test_players_still_tied_draw_again():
    deck = [deck_for(2, TIE), [n(4), n(4, 5)], [n(6), n(1)]]
    state = new(2, deck, pot=2)
    play(state, *TIE)
    assert state.tiebreak == [((0, 4), (1, 4)), ((0, 6), (1, 1))]
    assert GAME.result(state).winners == [0]
    assert len(events(state, "tiebreak")) == 2


def test_only_the_tied_leaders_draw():
    plays = [4, 3, 2, 1, 4, 6]  # in 3 players: 10 by seat 0, 20 by seat 2; seat 1 has none
    state = new(3, [deck_for(3, plays), [n(3), n(1)]], pot=2)
    play(state, *plays)
    assert chips(state) == [1, 0, 1]
    assert state.tiebreak == [((0, 3), (2, 1))]
    res = GAME.result(state)
    assert res.winners == [0] and res.places == [1, 3, 2]


# -- legality, evaluation, words -------------------------------------------------------------------
def test_a_card_not_in_hand_is_refused_and_nothing_changes():
    state = new(2, deck_for(2, [6, 1]))
    other = state.table.zones[state.hands[1]][0]
    before = state.copy()
    with pytest.raises(IllegalAction, match="not in your hand"):
        GAME.apply(state, Action("play", 0, (other,)))
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(state, Action("play", 1, (other,)))
    assert state == before


def test_a_hand_is_seen_only_by_its_owner():
    state = new(3)
    v = view(state, 1)
    assert v.table.zones[state.hands[1]] == state.table.zones[state.hands[1]]
    assert set(v.table.zones[state.hands[0]]) == {-1}


def test_evaluate_favours_the_leader_and_stays_in_range():
    state = new(2, deck_for(2, [6, 1, 3]))
    play(state, 6, 1, 3)
    ev = GAME.search.evaluate(state)
    assert all(0 <= x <= 1 for x in ev) and ev[0] > ev[1]


def test_prompt_names_the_total_and_an_uncle_in_hand():
    state = new(2, deck_for(2, [6, 1, 3]))
    play(state, 6, 1)
    assert GAME.words.prompt(state) == "The pile stands at 7: play a card. A 3 makes 10 for 1 chip."


def test_the_rules_text_names_the_choices():
    rules = " ".join(GAME.words.rules_text.split())
    for words in ("50 chips", "dealer's left", "exactly 10, 20, 30, 40 or 50", "what is left",
                  "put-aside", "never the pile in play", "passed over", "fresh shuffle"):
        assert words in rules, words


def test_whole_random_games_end_quickly_at_every_player_count():
    random_games_end_quickly(GAME, range(2, 7))


# -- what play shows of a hand (PileState.most), and the search's samples ------------------------
def test_a_seat_that_passes_up_an_uncle_holds_at_most_the_card_it_drew_of_that_rank():
    state = new(2, deck_for(2, [4, 5, 1]))
    assert state.most == ((3,) * 7,) * 2  # nothing known of fresh hands
    play(state, 4)  # 4: no Uncle was there to make
    assert state.most[0] == (3,) * 7
    play(state, 5)  # 9: a 6 would have made 10, so seat 1 kept no 6; it drew one card since
    assert state.most[1][6] == 1 and state.most[1][5] == 3
    play(state, 1)  # 10: an Uncle taken shows nothing
    assert state.most[0] == (3,) * 7


def _uncle_taker(state, rng):
    """A player who always makes an Uncle when it can, else plays any card."""
    acts, total = GAME.legal_actions(state), state.table.counters["total"]
    uncles = [a for a in acts if (total + C.RANK[a.cards[0]]) % 10 == 0 and total + C.RANK[a.cards[0]] <= 50]
    return uncles[0] if uncles else acts[rng.randrange(len(acts))]


def _held(state, seat: int) -> list[int]:
    out = [0] * 7
    for c in state.table.zones[state.hands[seat]]:
        out[C.RANK[c]] += 1
    return out


def test_the_search_never_deals_a_seat_a_card_its_play_ruled_out_and_samples_the_same_each_time():
    """Against players who always take an Uncle, what the rules read is true of the real hands,
    and every sample the search draws keeps to it, shows the seat exactly what it sees, and is
    the same for the same random source."""
    kit = GAME.search
    narrowed = 0
    for seed in range(12):
        state = GAME.new_state(4, seed, log=False)
        rng = random.Random(seed)
        while not state.over:
            for s in range(4):
                assert all(h <= m for h, m in zip(_held(state, s), state.most[s])), (seed, s)
            seat = state.to_move
            v = view(state, seat)
            for k in range(3):
                d = kit.read_sample(v, seat, random.Random(k))
                GAME.check(d)
                assert view(d, seat).table.zones == v.table.zones
                assert d == kit.read_sample(v, seat, random.Random(k))
                for s in range(4):
                    if s != seat:
                        assert all(h <= m for h, m in zip(_held(d, s), state.most[s])), (seed, s)
                        narrowed += min(state.most[s]) < 3
            GAME.step(state, _uncle_taker(state, rng))
    assert narrowed > 1000


def test_the_plain_sample_would_break_what_play_showed():
    """The narrowing matters: the engine's plain sample often deals a seat a card it cannot hold."""
    from cardtable.engine.views import determinize

    broken = 0
    for seed in range(6):
        state = GAME.new_state(4, seed, log=False)
        rng = random.Random(seed)
        while not state.over:
            seat = state.to_move
            d = determinize(view(state, seat), seat, random.Random(seed))
            broken += any(any(h > m for h, m in zip(_held(d, s), state.most[s])) for s in range(4) if s != seat)
            GAME.step(state, _uncle_taker(state, rng))
    assert broken > 20
