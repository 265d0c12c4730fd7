"""The coach's word on a move in the game's terms (Oh Heck!): what the card does to the
trick and which of the seat's high cards it spends or keeps, read from the seat's view."""

from __future__ import annotations

import random

from cardtable.engine import cards as C
from cardtable.engine.views import view
from cardtable.games import get_game
from cardtable.games import tricks as T


def positions(n: int = 60):
    """(game, the seat's view, the legal card plays) at card decisions of random hands."""
    game = get_game("oh-heck")
    rng = random.Random(5)
    found = 0
    for seed in range(200):
        st = game.new_state(4, seed, {"schedule": "single", "cards": 10}, log=False)
        while not st.over and st.deal_no == 0:
            legal = game.legal_actions(st)
            if st.phase == "play" and len(legal) > 1:
                yield game, view(st, st.to_move), legal
                found += 1
                if found >= n:
                    return
            game.step(st, legal[int(rng.random() * len(legal))])


def test_every_card_play_gets_a_word_and_bids_none():
    game = get_game("oh-heck")
    st = game.new_state(4, 1, {"schedule": "single", "cards": 10}, log=False)
    assert all(game.words.coach_reason(view(st, st.to_move), a) is None for a in game.legal_actions(st))
    for g, seen, legal in positions():
        for a in legal:
            assert g.words.coach_reason(seen, a)


def test_the_word_says_what_the_card_does_to_the_trick():
    kinds = set()
    for g, seen, legal in positions():
        trick = seen.table.zones["trick"]
        for a in legal:
            c, words = a.cards[0], g.words.coach_reason(seen, a)
            if not trick:
                assert words.startswith("leads it")
                kinds.add("lead")
            elif T.beats(c, seen.win_card, seen.trump):
                last = len(trick) == seen.players - 1
                assert words.startswith("takes the trick" if last else f"beats the {C.long_name(seen.win_card)}")
                kinds.add("win")
            else:
                assert words.startswith(("stays under", "throws it away"))
                kinds.add("lose")
    assert kinds == {"lead", "win", "lose"}


def test_a_low_card_keeps_the_ace_or_king_of_its_suit_and_a_high_one_is_spent():
    kept = spent = 0
    for g, seen, legal in positions(120):
        hand = seen.table.zones[seen.hands[seen.to_move]]
        for a in legal:
            c, words = a.cards[0], g.words.coach_reason(seen, a)
            same = [x for x in hand if T.SUIT[x] == T.SUIT[c] and x != c]
            top = max(same, key=T.HIGH.__getitem__) if same else None
            if top is not None and T.HIGH[top] > T.HIGH[c] and T.HIGH[top] >= 13:
                assert f"keeps your {C.long_name(top)} to take a trick later" in words
                kept += 1
            elif T.HIGH[c] >= 12 and (top is None or T.HIGH[top] < T.HIGH[c]):
                assert f"spends your {C.long_name(c)}" in words
                spent += 1
            else:
                assert "keeps your" not in words and "spends your" not in words
    assert kept and spent


def test_games_without_the_hook_say_nothing_more():
    game = get_game("golf")
    st = game.new_state(2, 3, {}, log=False)
    assert all(game.words.coach_reason(view(st, st.to_move), a) is None for a in game.legal_actions(st))
