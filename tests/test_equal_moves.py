"""Equal moves are one option (issue 28): moves that are the same move for the person making
them (Skull & Roses: laying any of your roses is "Lay your rose") are one option with one value
in the coach and in the review, so choosing any of them is the best when that option is."""

from __future__ import annotations

import random

from cardtable.ai import coach
from cardtable.ai import review as R
from cardtable.ai.review import Review, option_values, review
from cardtable.engine.record import Record
from cardtable.engine.views import view
from cardtable.games import get_game


def _roses(game, acts):
    return [a for a in acts if a.kind == "place" and game.words.card_word(a.cards[0]) == "rose"]


def test_the_coach_shows_laying_any_of_three_roses_as_one_option() -> None:
    game = get_game("skull")
    st = game.new_state(3, 7, {}, log=False)
    seat = st.to_move
    assert len(_roses(game, game.legal_actions(st))) == 3
    opts = coach.think_options(game, view(st, seat), seat, 0, 120)
    words = [o.words for o in opts]
    assert words.count("Lay your rose") == 1, words
    rose = next(o for o in opts if o.words == "Lay your rose")
    assert set(rose.actions) == set(_roses(game, game.legal_actions(st)))
    assert rose.visits > 0 and rose.points is not None
    assert len(opts) == 2  # the rose and the skull


def _laid_skull_then_roses(seed: int = 5) -> Record:
    """Seat 0 lays its skull first and then roses (the others at random), until the bidding."""
    game = get_game("skull")
    st = game.new_state(3, seed, {}, log=False)
    rec = Record("skull", 3, seed, {}, [], [{"name": "Ann", "kind": "person"}, {"name": "B", "kind": "hard"},
                                            {"name": "C", "kind": "hard"}])
    rng = random.Random(seed)
    laid = 0
    while laid < 3:
        acts = game.legal_actions(st)
        places = [a for a in acts if a.kind == "place"]
        if st.to_move == 0:
            if not places:
                break
            skulls = [a for a in places if game.words.card_word(a.cards[0]) == "skull"]
            a = skulls[0] if skulls else places[0]
            laid += 1
        else:
            a = places[0] if places else rng.choice(acts)
        game.apply(st, a)
        rec.actions.append(a)
    return rec


def test_the_review_of_a_rose_laid_calls_it_neither_costly_nor_a_worse_choice() -> None:
    game = get_game("skull")
    rec = _laid_skull_then_roses()
    r = review(game, rec, 0, iterations=150, hindsight_seconds=0.1)
    roses = [d for d in r.decisions if game.words.card_word(d.chosen.cards[0]) == "rose"]
    assert len(roses) == 2
    for d in roses:  # the roses were as good as each other: the one laid was no worse than another
        assert [o.words for o in d.options].count("Lay your rose") == 1
        assert d.choice.words == "Lay your rose", d.line()
        # (issue 29: with the others modelled as people, a bid of 1 over one's own rose can look
        # better than a second rose; the two roses are still one option, and never a costly one)
        assert not d.costly and "Lay your rose" in d.line(), d.line()
    summary = Review(0, roses).summary()
    assert "0 costly" in summary, summary


def test_moves_told_apart_by_the_game_stay_apart() -> None:
    """Alike in one of the game's words is not enough: Skull & Roses' flips of two stacks are both
    described "flip", but their labels name whose stack; they stay two options, named by their labels."""
    game = get_game("skull")
    st = game.new_state(3, 1, {}, log=False)
    rng = random.Random(1)
    while not any(a.kind == "flip" for a in game.legal_actions(st)):
        game.apply(st, rng.choice(game.legal_actions(st)))
    flips = [a for a in game.legal_actions(st) if a.kind == "flip"]
    v = view(st, st.to_move)
    groups = R.same_moves(game, v, game.legal_actions(v))
    named = [w for w, acts in groups if acts[0].kind == "flip"]
    assert len(named) == len(flips) > 1 and len(set(named)) == len(named), named
    assert all(len(acts) == 1 for w, acts in groups if acts[0].kind == "flip")
    opts = option_values(game, st, st.to_move, iterations=60)
    assert sorted(a for o in opts for a in o.actions) == sorted(game.legal_actions(v))
