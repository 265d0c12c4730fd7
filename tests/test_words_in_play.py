"""Issue 28, Words: the words of play read as a player would say them, alike from game to game."""

from __future__ import annotations

from cardtable.engine.log import game_lines
from cardtable.games import get_game

NAMES = ["You", "Ann", "Bob"]


def test_the_stock_or_discard_question_of_uncle_stuart_has_or():
    g = get_game("uncle-stuart")
    for seed in range(5):
        st = g.new_state(3, seed, {})
        while st.phase != "draw":
            g.apply(st, g.legal_actions(st)[-1])
        p = g.words.prompt(st)
        assert p.startswith("Draw from the stock"), p
        assert ", or " in p, p


def test_show_names_a_discarded_card_with_the_as_rummy_does():
    g = get_game("show")
    st = g.new_state(3, 1, {})
    labels = [g.words.label(st, a) for a in g.legal_actions(st) if a.kind == "discard"]
    assert labels
    for words in labels:
        assert words.startswith("discard the "), words
        if " and " in words:
            assert " and the " in words, words
    rummy = get_game("rummy")
    rst = rummy.new_state(3, 1, {})
    rummy.apply(rst, next(a for a in rummy.legal_actions(rst) if a.kind == "draw"))
    discards = [a for a in rummy.legal_actions(rst) if a.kind == "discard"]
    assert all(rummy.words.label(rst, a).startswith("discard the ") for a in discards)


def test_shows_log_has_a_line_for_the_first_face_up_card():
    from cardtable.engine import cards as C
    g = get_game("show")
    st = g.new_state(3, 2, {})
    up = st.table.zones["discard"][-1]
    lines = game_lines(g, 3, 2, None, [], 0, NAMES)
    assert any(C.long_name(up) in line and "discards" in line for line in lines), lines
    for viewer in (0, 1, None):  # every seat and an onlooker read it
        assert any(C.long_name(up) in line for line in game_lines(g, 3, 2, None, [], viewer, NAMES))


def test_every_game_names_its_deals_the_same_in_the_panel_and_the_log():
    from cardtable.games import all_games
    for g in all_games():
        pres = g.words.presentation
        counter = next((c for c in pres.counters if c.name == "deal"), None)
        if counter is None:
            continue
        assert pres.deal_begins.split()[0] == counter.label, (g.info.name, counter.label, pres.deal_begins)
    uncle = get_game("man-from-uncle").words.presentation
    assert next(c.label for c in uncle.counters if c.name == "deal") == "Pile"


def test_the_hindsight_of_a_bid_of_0_speaks_of_avoiding_tricks_not_of_the_most_that_could_be_made_sure_of():
    from cardtable.ai.review import hindsight_lines
    (line,) = hindsight_lines(get_game("oh-heck"), [{"seat": 0, "bid": 0, "took": 1, "most": 2, "upto": 2}], ["Ann"])
    assert "avoid" in line, line
    assert "most tricks" not in line and "made sure of" not in line, line
    (other,) = hindsight_lines(get_game("oh-heck"), [{"seat": 0, "bid": 2, "took": 1, "most": 2, "upto": 2}], ["Ann"])
    assert "made sure of: 2" in other
