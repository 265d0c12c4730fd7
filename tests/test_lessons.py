"""Issue 51, point 4: every game has a first deal that teaches (``games/<game>/lesson.py``).

Each lesson is driven headless through the chairs, the person making the move each step points at,
to the deal's end: every step points at legal moves and says why; the lesson reads nothing its seat
cannot see (the same steps from the whole truth and from worlds with the hidden cards dealt
otherwise); a move off the lesson's path is taught on from there; the deal's end says what scored.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from cardtable.ai.service import choose
from cardtable.engine.actions import Action
from cardtable.engine.views import determinize
from cardtable.games import BUILT_IN, get_game, lesson_for
from cardtable.games.lessons import Lesson, Step
from cardtable.host.session import Seat, Session

GAMES = list(BUILT_IN)


def drive(game_id: str, lesson: Lesson, deal: int | None = None,
          off: Callable[[int, Step, list[Action]], Action | None] | None = None,
          check_hidden: bool = True) -> tuple[list[Step], str, Session]:
    """Play the lesson's first deal: the person as each step points (or ``off``'s move), the computers
    of the lesson's kind. Returns the steps, the deal's end words and the table."""
    game = get_game(game_id)
    seats = [Seat(lesson.names[i], "person" if i == lesson.seat else lesson.computers)
             for i in range(lesson.players)]
    s = Session(game, seats, lesson.deal if deal is None else deal, dict(lesson.options), None)
    chairs = {i: s.chair(i) for i in range(lesson.players)}
    turns = dict.fromkeys(chairs, 0)  # each computer's moves asked, as the table's computers count them (ai/service.py)
    first = s.state.deal_no
    steps: list[Step] = []
    before = list(s.state.history[-1]) if s.state.history else [0.0] * lesson.players
    for _ in range(2000):
        if s.state.over or s.state.deal_no != first:
            break
        seat = s.state.to_move
        assert seat is not None
        ch = chairs[seat]
        if seat != lesson.seat:  # the computer the table would ask, with the same seed: the same deal as on screen
            turns[seat] += 1
            options = ch.legal()
            seed = s.computer_seed(seat) * 1_000_003 + turns[seat]
            ch.play(options[0] if len(options) == 1 else choose(game, ch.seen(), seat, options, lesson.computers, seed))
            continue
        view, legal = ch.seen(), ch.legal()
        step = lesson.step(view, legal)
        assert step.point and all(a in legal for a in step.point), step
        assert len(step.words.split()) >= 5, step.words
        if check_hidden:  # the same step from the truth, and from worlds dealt otherwise
            assert lesson.teach(s.state.copy(), legal) == step, "the lesson read a card its seat cannot see"
            for r in range(2):
                world = determinize(view, seat, random.Random(r))
                assert lesson.teach(world, legal) == step, "the lesson read a card its seat cannot see"
        steps.append(step)
        move = off(len(steps), step, legal) if off is not None else None
        ch.play(move if move is not None else step.point[0])
    else:
        raise AssertionError("the deal did not end")
    after = list(s.state.history[-1]) if s.state.history else [0.0] * lesson.players
    gained = [a - b for a, b in zip(after, before, strict=True)]
    return steps, lesson.scored(gained, list(lesson.names[: lesson.players])), s


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_lesson_that_plays_its_first_deal(game_id: str) -> None:
    lesson = lesson_for(game_id)
    assert lesson is not None, f"{game_id} has no lesson"
    game = get_game(game_id)
    assert lesson.players in game.info.players and lesson.welcome.strip()
    steps, end, _ = drive(game_id, lesson)
    assert len(steps) >= 2, "a lesson shows more than one move"
    assert len({st.words for st in steps}) >= min(3, len(steps)), "the steps say what each moment is about"
    assert len(end.split()) >= 8, end


@pytest.mark.parametrize("game_id", GAMES)
def test_a_move_off_the_lesson_is_taught_on_from_there(game_id: str) -> None:
    lesson = lesson_for(game_id)
    assert lesson is not None
    rng = random.Random(7)

    def other(n: int, step: Step, legal: list[Action]) -> Action | None:
        rest = [a for a in legal if a not in step.point]
        return rng.choice(rest) if rest and n % 2 == 1 else None

    steps, end, _ = drive(game_id, lesson, off=other, check_hidden=False)
    assert steps and end


def test_a_lesson_reading_a_hidden_card_is_caught() -> None:
    """The check above is not empty: a lesson that reads another seat's hand gives other steps in other worlds."""
    lesson = lesson_for("rummy")
    assert lesson is not None

    def peeking(view, legal):  # points at a move chosen by the cards in the next seat's hand
        hand = view.table.zones[view.hands[1]]
        return Step((legal[sum(max(c, 0) for c in hand) % len(legal)],), "A move chosen by a peek.")

    cheat = Lesson(deal=lesson.deal, players=3, computers="random", welcome="x", teach=peeking, scored=lesson.scored)
    with pytest.raises(AssertionError, match="cannot see"):
        drive("rummy", cheat)


def test_a_step_must_point_at_a_legal_move() -> None:
    lesson = lesson_for("golf")
    assert lesson is not None
    s = Session(get_game("golf"), [Seat("You", "person"), Seat("Bob", "random"), Seat("Cleo", "random")], 1, {}, None)
    wrong = Lesson(deal=1, players=3, computers="random", welcome="x", scored=lesson.scored,
                   teach=lambda v, legal: Step((Action("pass", 0),), "Pass: a move that is not one."))
    ch = s.chair(0)
    for _ in range(50):
        if ch.my_turn:
            break
        other = s.chair(s.state.to_move)
        other.play(other.legal()[0])
    with pytest.raises(ValueError):
        wrong.step(ch.seen(), ch.legal())
    with pytest.raises(ValueError):  # the truth is refused: a lesson is handed its seat's view
        lesson.step(s.state, ch.legal())


def test_skull_s_lesson_turns_over_another_player_s_card() -> None:
    """Tried in a real window: the lesson's computers always outbid the person, who passed and never turned a
    card over. The lesson's deal now lets the person win the bid and turn over another player's rose."""
    lesson = lesson_for("skull")
    assert lesson is not None
    steps, end, _ = drive("skull", lesson)
    kinds = [a.kind for st in steps for a in st.point]
    assert "bid" in kinds and "flip" in kinds, kinds
    assert "you won the bet" in end, end
