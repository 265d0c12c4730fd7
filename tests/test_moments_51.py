"""Issue 51, point 3, in the game's own words: Skull & Roses' log says a challenge opens the bidding (the bid
may still be raised: the high bidder is the challenger, as the rules and the seed text have it), and why the
challenger's hand goes face down after another's skull (mixed for the skull owner's blind pick)."""

from __future__ import annotations

from cardtable.engine.actions import Action
from cardtable.engine.present import event_text
from cardtable.games.skull.state import is_skull
from cardtable.host.session import Seat, Session

NAMES = ["You", "Bob", "Cleo"]


def lay_out(skull_of: int | None = None) -> Session:
    """Everyone lays a rose (``skull_of`` lays its skull), then lays more roses until it is seat 0's turn."""
    s = Session("skull", [Seat(n, "person") for n in NAMES], 5, {})
    st = s.state

    def lay(seat: int, skull: bool) -> None:
        s.apply(Action("place", seat, (next(c for c in st.table.zones[st.hands[seat]] if is_skull(c) == skull),)))

    while st.phase == "place":
        lay(st.to_move, st.to_move == skull_of)
    while st.to_move != 0:
        lay(st.to_move, False)
    return s


def said(s: Session, events, kind: str, viewer: int = 0) -> list[str]:
    return [event_text(s.game.words.presentation, e, viewer, NAMES) or "" for e in events if e.kind == kind]


def test_a_challenge_says_the_bid_may_still_be_raised_and_the_challenger_is_named_at_the_end():
    s = lay_out()
    st = s.state
    challenge = said(s, s.apply(Action("bid", 0, number=1)), "challenge")
    assert challenge and st.phase == "bid"
    words = challenge[0].lower()
    assert "raise" in words and "pass" in words, words  # not "You challenge for 1!", as if it were settled
    events = []
    while st.phase == "bid":  # Bob raises to 2, everyone else passes: Bob is the challenger, at 2
        seat = st.to_move
        events = s.apply(Action("bid", seat, number=2) if seat == 1 and st.high < 2 else Action("pass", seat))
    reveal = said(s, events, "reveal")
    assert reveal and "challenger" in reveal[0].lower() and "2" in reveal[0], reveal


def test_the_challengers_hand_going_face_down_for_a_blind_pick_is_said_before_it_goes():
    s = lay_out(skull_of=1)
    st = s.state
    events = s.apply(Action("bid", 0, number=st.placed))  # every card on the mats: the bidding ends at once
    while st.phase == "reveal":  # seat 0's own roses are up; Bob's skull is turned next
        events = s.apply(next(a for a in s.game.legal_actions(st) if a.zone == "mat1"))
    assert st.phase == "take" and st.skull_owner == 1
    first_mix = next(i for i, e in enumerate(events) if e.kind == "shuffle" and e.data["zone"] == st.hands[0])
    why = [(i, event_text(s.game.words.presentation, e, 0, NAMES) or "") for i, e in enumerate(events)]
    why = [(i, t) for i, t in why if "face down" in t]
    assert why and why[0][0] < first_mix, [e.kind for e in events]
    assert "blind" in why[0][1] and "Bob" in why[0][1], why


def test_the_coachs_words_agree_with_the_numbers_shown_beside_them():
    """0.3 points beside a best of 0.6 is not "about as good as the best"; a best at 0% is not "likeliest to
    make your bid" (the coach's words: ai/coach.py ``why``)."""
    from cardtable.ai.coach import why
    from cardtable.ai.review import OptionValue

    def option(n: int, points: float, bid: float | None = None, best: float = 0.59) -> OptionValue:
        return OptionValue(Action("play", 0, (n,)), f"play card {n}", points=points, bid=bid, cost=best - points)

    opts = [option(1, 0.59), option(2, 0.35)]  # shown as 0.6 and 0.3 points
    assert opts[1].num(opts[1].points) == "0.3" and opts[0].num(opts[0].points) == "0.6"
    word = why(opts, opts[1])
    assert "as good" not in word and word == "0.3 points worse", word
    same = [option(1, 0.59), option(2, 0.58)]  # both shown as 0.6
    assert "as good as the best" in why(same, same[1])
    lost = [option(1, 0.59, bid=0.0), option(2, 0.35, bid=0.0)]  # no move makes the bid: 0% each
    assert "likeliest" not in why(lost, lost[0]) and "likeliest" not in why(lost, lost[1])
    assert why(lost, lost[0]).startswith("best: most points")
    chance = [option(1, 0.59, bid=0.3), option(2, 0.35, bid=0.1)]
    assert why(chance, chance[0]) == "best: likeliest to make your bid"
