"""Every moment explained (issue 44): a reveal names each card and whose it is, a lost card is
named to its owner alone, the scoring rules are said where they apply. Each test reads the lines
each seat's log is handed (its redacted events), never the true table."""

from __future__ import annotations

import re

from cardtable.engine import HIDDEN, Action
from cardtable.engine.log import lines
from cardtable.engine.redact import Redactor
from cardtable.games import get_game
from cardtable.games.skull.rules import deck, is_skull

NAMES = ["Ann", "Basil", "Cy"]
SKULL = get_game("skull")
SKULL_WORDS = getattr(SKULL, "words", SKULL)  # the game's words (a part of their own as the contract is split up)


def _skull_table():
    """Three players, seat 0 first: seat 0 lays a rose, seat 1 its skull, seat 2 a rose."""
    roses = [c for c in deck() if not is_skull(c)]
    skulls = [c for c in deck() if is_skull(c)]
    hands = [roses[3 * s:3 * s + 3] + [skulls[s]] for s in range(3)]
    order = [h[r] for r in range(3) for h in hands] + [h[3] for h in hands]
    for seed in range(1000):
        state = SKULL.new_state(3, seed, deck=[order, []])
        if state.to_move == 0:
            break
    reds = [Redactor(state, v) for v in range(3)]
    for r in reds:
        r.sight(state)
    return state, reds


def _play(state, reds, action):
    """Each seat's log lines for one action, and each seat's redacted events."""
    events = SKULL.apply(state, action)
    out, seen = [], []
    for v, r in enumerate(reds):
        red, _ = r.batch(events, state)
        seen.append(red)
        out.append(lines(SKULL_WORDS.presentation, red, v, NAMES, state.table.specs))
    return out, seen


def _lay(state, reds, skull: bool):
    seat = state.to_move
    card = next(c for c in sorted(state.table.zones[state.hands[seat]]) if is_skull(c) == skull)
    _play(state, reds, Action("place", seat, (card,)))


def test_skull_a_challenge_names_each_card_turned_up_and_whose_it_is():
    state, reds = _skull_table()
    for skull in (False, True, False):
        _lay(state, reds, skull)
    said, _ = _play(state, reds, Action("bid", 0, number=3))  # every card: the reveal begins at once
    assert "You turn up your rose" in said[0], said[0]
    assert "Ann turns up their own rose" in said[1], said[1]
    said, _ = _play(state, reds, Action("flip", 0, zone="mat1"))
    assert "You turn up Basil's skull" in said[0], said[0]
    assert "Ann turns up your skull" in said[1], said[1]
    assert "Ann turns up Basil's skull" in said[2], said[2]
    assert "turned" in SKULL_WORDS.presentation.linger  # each stays to be read on the screen


def test_skull_a_lost_card_is_named_to_its_owner_and_to_nobody_else():
    state, reds = _skull_table()
    for skull in (False, True, False):
        _lay(state, reds, skull)
    _play(state, reds, Action("bid", 0, number=3))
    _play(state, reds, Action("flip", 0, zone="mat1"))  # Basil's skull: Basil takes one of Ann's cards blind
    assert state.phase == "take" and state.to_move == 1
    said, seen = _play(state, reds, Action("take_card", 1, zone="hand0", number=0))
    lost = state.table.zones["lost0"][0]
    word = "skull" if is_skull(lost) else "rose"
    assert f"You lose your {word}" in said[0], said[0]
    for v in (1, 2):
        line = [x for x in said[v] if "loses" in x]
        assert line == ["Ann loses a card"], said[v]
        assert not any(re.search(r"\b(rose|skull)\b", x) for x in said[v]), said[v]
        told = [e for e in seen[v] if e.kind == "card_lost"]
        assert told and told[0].data["card"] == HIDDEN
        assert all(e.data.get("card") == HIDDEN for e in seen[v] if e.kind in ("move", "card_lost"))


# -- Six Card Golf: a column pair scores 0, said where it applies ------------------------------------------
def _golf_hole_with_a_pair():
    """A hole of random play (3 players) in which some layout ends with a column pair, and every seat's
    log lines for it."""
    import random

    from cardtable.engine import cards as C
    from cardtable.engine.present import deal_sheet
    golf = get_game("golf")
    words = getattr(golf, "words", golf)  # the game's words (a part of their own as the contract is split up)
    for seed in range(60):
        state = golf.new_state(3, seed, {})
        reds = [Redactor(state, v) for v in range(3)]
        for r in reds:
            r.sight(state)
        said: list[list[str]] = [[], [], []]
        rng = random.Random(seed)
        while state.deal_no < 1:
            action = rng.choice(golf.legal_actions(state))
            layouts = [list(state.table.zones[z]) for z in state.layouts]  # as the hole ends: after this move
            if action.kind == "replace":
                layouts[action.seat][action.number] = state.table.zones[state.held[action.seat]][-1]
            events = golf.apply(state, action)
            for v, r in enumerate(reds):
                red, _ = r.batch(events, state)
                said[v] += lines(words.presentation, red, v, NAMES, state.table.specs)
        pairs = [(s, C.RANK[lay[a]], C.RANK[lay[a]] and golf_points(lay[a]) + golf_points(lay[b]))
                 for s, lay in enumerate(layouts) for a, b in ((0, 3), (1, 4), (2, 5))
                 if C.RANK[lay[a]] == C.RANK[lay[b]] and C.RANK[lay[a]] != 13]
        if pairs:
            sheet = deal_sheet(words.presentation, state.sheet, state.history, 1, {}, ["You", "Basil", "Cy"])
            return state, said, pairs, sheet[0]
    raise AssertionError("no column pair in 60 holes")


def golf_points(card: int) -> int:
    from cardtable.engine import cards as C
    return {1: 1, 2: -2, 11: 10, 12: 10, 13: 0}.get(C.RANK[card], C.RANK[card])


def test_golf_a_column_pair_is_said_in_the_log_and_on_the_holes_sheet():
    state, said, pairs, sheet_lines = _golf_hole_with_a_pair()
    word = {1: "aces", 11: "jacks", 12: "queens"}
    for seat, rank, would in pairs:
        ranks = word.get(rank, f"{rank}s")
        for v in range(3):
            who = "You have" if v == seat else f"{NAMES[seat]} has"
            assert f"{who} a pair of {ranks} in a column: it scores 0, not {would}" in said[v], said[v]
        name = ["You", "Basil", "Cy"][seat]
        assert f"Column pair, {name}: two {ranks} score 0, not {would}" in sheet_lines, sheet_lines
    assert "Hole 1 is over" in said[0] and "Hole 2 begins" in said[0]  # a Golf deal is a hole


# -- one word for a pile: the log calls the stock what the table's label calls it -------------------------------
def test_the_log_names_the_stock_as_the_table_labels_it():
    from cardtable.games import all_games
    checked = 0
    for game in all_games():
        words = getattr(game, "words", game)
        pres = words.presentation
        info = getattr(game, "info", game)
        state = game.new_state(max(2, info.players[0] if hasattr(info, "players") else game.min_players), 1)
        spec = state.table.specs.get("stock")
        if spec is None or not spec.label:
            continue
        pile = spec.label.lower()
        for phrase in [pres.actions.get("draw"), pres.events.get("turn_over")]:
            if phrase is not None:
                for template in (phrase.other, phrase.you, phrase.hidden):
                    if template and ("stock" in template or "draw pile" in template):
                        assert pile in template, (getattr(info, "id", ""), pile, template)
                        checked += 1
    assert checked >= 4
