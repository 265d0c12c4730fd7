"""Issue 28, Words: the set-up's line beside an option describes the choice shown, never the other one."""

from __future__ import annotations

from cardtable.games import all_games


def _bools():
    return [(g, o) for g in all_games() for o in g.info.options if o.kind == "bool"]


def test_the_skull_line_beside_stop_at_the_bid_does_not_say_the_challenger_turns_over_all_of_their_stack():
    from cardtable.games.skull import INFO
    o = next(o for o in INFO.options if o.name == "whole_stack")
    assert o.show(False).startswith("Stop at the bid")
    assert "all of their own stack" not in o.help_for(False)
    assert "all of their own stack" in o.help_for(True)


def test_the_golf_line_beside_the_deal_ends_at_once_does_not_promise_one_more_turn():
    from cardtable.games.golf import INFO
    o = next(o for o in INFO.options if o.name == "last_turns")
    assert o.show(False) == "The deal ends at once"
    assert "one more turn" not in o.help_for(False)
    assert "one more turn" in o.help_for(True)


def test_every_yes_or_no_option_says_what_each_of_its_two_choices_means():
    assert _bools()
    for g, o in _bools():
        on, off = o.help_for(True), o.help_for(False)
        assert on != off, f"{g.info.name}: {o.title} says the same beside both choices"
        assert on.endswith(".") and off.endswith("."), (on, off)
