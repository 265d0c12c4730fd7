"""House rules: named presets per game (as written, and the other ways players play), the
Oh Heck! bid taken back before the next player bids, and Skull & Roses' boxed reveal."""

from __future__ import annotations

import random

import pytest

from cardtable.cli.sim import simulate
from cardtable.engine.actions import Action, IllegalAction
from cardtable.engine.options import in_words, preset_named
from cardtable.games import MODULES, get_game
from cardtable.host.session import Session, default_seats


@pytest.mark.parametrize("gid", list(MODULES))
def test_every_game_names_its_house_rules_as_written_first(gid):
    game = get_game(gid)
    names = [p.name for p in game.words.presets]
    assert len(names) >= 2 and names[0] == "As written" and len(set(names)) == len(names)
    seen = []
    for p in game.words.presets:
        opts = p.options(game.info.options)
        assert opts not in seen, f"{gid}: {p.name} is the same as another preset"
        seen.append(opts)
        for n in range(game.info.players[0], game.info.players[-1] + 1):
            game.check_options(opts, n)  # every preset can be played at every table size
        assert preset_named(game, opts) is p
        assert p.help.endswith(".")


def test_a_table_of_its_own_choices_is_no_preset_and_is_read_in_words():
    game = get_game("golf")
    assert preset_named(game, {"deals": 18, "last_turns": True}) is None
    assert in_words(game, {"deals": 18}) == ["Holes: 18 holes", "Last turns: The deal ends at once"]


def test_the_session_keeps_the_house_rules_by_name_in_the_record():
    game = get_game("skull")
    s = Session(game, default_seats(game, 3, persons=0), 1, {"whole_stack": True})
    assert s.record.notes["house_rules"] == "The boxed game" and s.record.options == {"whole_stack": True}
    s = Session(game, default_seats(game, 3, persons=0), 1, {})
    assert s.record.notes["house_rules"] == "As written"


# -- Oh Heck!: a bid may be taken back before the next player bids --------------------------------
def _heck(change: bool):
    game = get_game("oh-heck")
    return game, game.new_state(4, 3, {"change_bid": change, "schedule": "single", "cards": 5})


def test_a_bid_may_be_kept_or_taken_back_once_a_hand():
    game, st = _heck(True)
    first = st.to_move
    game.apply(st, Action("bid", first, number=2))
    assert st.to_move == first and st.table.counters["bid"][first] == 2
    assert {a.kind for a in game.legal_actions(st)} == {"keep_bid", "take_back"}
    game.apply(st, Action("take_back", first, number=2))
    assert st.to_move == first and st.table.counters["bid"][first] is None
    game.apply(st, Action("bid", first, number=3))  # the second bid stands: no more taking back
    assert st.to_move == (first + 1) % 4 and st.table.counters["bid"][first] == 3
    second = st.to_move
    game.apply(st, Action("bid", second, number=1))
    game.apply(st, Action("keep_bid", second, number=1))
    assert st.to_move == (second + 1) % 4 and st.bids_made == 2
    with pytest.raises(IllegalAction, match="only just after it is made"):
        game.apply(st, Action("take_back", st.to_move, number=1))


def test_without_the_option_a_bid_stands_at_once():
    game, st = _heck(False)
    first = st.to_move
    game.apply(st, Action("bid", first, number=2))
    assert st.to_move == (first + 1) % 4
    assert all(a.kind == "bid" for a in game.legal_actions(st))
    with pytest.raises(IllegalAction, match="cannot be changed at this table"):
        game.apply(st, Action("take_back", st.to_move, number=2))


@pytest.mark.parametrize("specs", [["random"] * 4, ["easy", "random", "easy", "random"]])
def test_computers_finish_games_where_bids_may_be_taken_back(specs):
    stats = simulate(get_game("oh-heck"), 4, 2, 5, {"change_bid": True, "schedule": "down", "cards": 10}, specs)
    assert stats.games == 2
    # at most one take-back per seat and hand: 4 seats x 10 hands, each bid at most twice and once kept
    assert stats.actions <= 2 * (10 * 4 * 3 + 55 * 4)


def test_random_play_with_take_backs_ends_every_hand():
    game = get_game("oh-heck")
    for seed in range(20):
        st = game.new_state(5, seed, {"change_bid": True})
        rng = random.Random(seed)
        steps = 0
        while not st.over:
            acts = game.legal_actions(st)
            game.step(st, acts[int(rng.random() * len(acts))])
            steps += 1
            assert steps < 19 * (5 * 3 + 10 * 5) + 10


# -- Skull & Roses: the boxed game's reveal ---------------------------------------------------------
def _skull_reveal(whole: bool):
    """Three players; the first lays a skull, then a rose on it, and challenges for 1: the
    rose on top reaches the bid at once, the skull lies under it."""
    game = get_game("skull")
    st = game.new_state(3, 4, {"whole_stack": whole})
    from cardtable.games.skull.rules import is_skull

    first = st.to_move
    hand = st.table.zones[st.hands[first]]
    skull = next(c for c in hand if is_skull(c))
    rose = next(c for c in hand if not is_skull(c))
    game.apply(st, Action("place", first, (skull,)))
    for _ in range(2):  # the two others lay a card each
        game.apply(st, next(a for a in game.legal_actions(st) if a.kind == "place"))
    game.apply(st, Action("place", first, (rose,)))
    for _ in range(2):  # the two others lay a card each
        game.apply(st, next(a for a in game.legal_actions(st) if a.kind == "place"))
    game.apply(st, Action("bid", first, number=1))
    while st.phase == "bid":
        game.apply(st, Action("pass", st.to_move))
    return game, st, first


def test_our_reading_stops_at_the_bid_inside_the_own_stack():
    game, st, first = _skull_reveal(False)
    assert st.table.counters["score"][first] == 1  # the rose on top won the bet; the skull stayed down


def test_the_boxed_game_turns_over_the_whole_own_stack():
    game, st, first = _skull_reveal(True)
    assert st.table.counters["score"][first] == 0  # the skull under the rose lost the bet
    assert any(e.kind == "bet_lost" for e in st.table.log)


def test_the_command_line_lists_and_plays_house_rules(capsys, tmp_path):
    import json

    from cardtable.cli.main import main

    assert main(["list"]) == 0
    assert "house rules: As written; The boxed game whole_stack=on" in capsys.readouterr().out
    assert main(["rules", "golf"]) == 0
    assert "- Plain (as played elsewhere). Everyone else gets one more turn" in capsys.readouterr().out
    assert main(["simulate", "skull", "--players", "3", "--games", "1", "--preset", "the boxed game",
                 "--save", str(tmp_path)]) == 0
    (path,) = tmp_path.iterdir()
    assert json.loads(path.read_text())["options"] == {"whole_stack": True}
    capsys.readouterr()
    assert main(["simulate", "skull", "--players", "3", "--preset", "Nope"]) == 2
    err = capsys.readouterr().err
    assert "no house rules called 'Nope' (it has 'As written', 'The boxed game')" in err and err.count("\n") == 1


def test_the_dealer_s_bid_stands_at_once_the_player_to_the_left_has_bid():
    """A bid may be changed only while the player to the left has not bid: the dealer bids last, after
    the player to the dealer's left, so the dealer's bid stands at once and play begins."""
    game, st = _heck(True)
    while st.to_move != st.dealer:
        seat_ = st.to_move
        game.apply(st, Action("bid", seat_, number=1))
        game.apply(st, Action("keep_bid", seat_, number=1))
    dealer = st.dealer
    bid = next(a for a in game.legal_actions(st) if a.kind == "bid")
    game.apply(st, bid)
    assert st.phase == "play" and st.bids_made == 4
    assert all(a.kind == "play" for a in game.legal_actions(st))
    with pytest.raises(IllegalAction):
        game.apply(st, Action("take_back", dealer, number=bid.number))


NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
                10: "ten"}


@pytest.mark.parametrize("gid", list(MODULES))
def test_every_number_a_preset_sets_is_the_one_its_name_and_help_say(gid):
    """A house rule that sets a number says it ("Quick game: the first to 3 points wins", "Five deals"):
    a number changed on one side only would set another game than the one the player chose."""
    for p in get_game(gid).words.presets:
        said = f"{p.name} {p.help}".lower()
        for name, value in p.values:
            if isinstance(value, bool) or not isinstance(value, int):
                continue
            forms = {str(value), f"{value:,}", NUMBER_WORDS.get(value, str(value))}
            assert any(f in said for f in forms), (gid, p.name, name, value)


@pytest.mark.parametrize("gid", list(MODULES))
def test_no_two_presets_of_a_game_set_the_same_table(gid):
    game = get_game(gid)
    tables = [tuple(sorted(p.options(game.info.options).items())) for p in game.words.presets]
    assert len(set(tables)) == len(tables), [p.name for p in game.words.presets]
