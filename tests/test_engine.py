"""The engine's own rules: cards, visibility, views, options, actions and records."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from cardtable.engine import (
    ALL_SEATS,
    HIDDEN,
    Action,
    IllegalAction,
    Option,
    OptionError,
    Record,
    RecordError,
    Table,
    determinize,
    view,
)
from cardtable.engine import cards as C
from cardtable.engine.options import resolve
from cardtable.engine.record import replay
from cardtable.engine.state import State
from cardtable.games import get_game


def test_decks_have_the_right_cards():
    assert len(C.standard_deck()) == 52 and len(set(C.standard_deck(3))) == 156
    nums = C.number_deck()
    assert len(nums) == 42 and sorted(C.RANK[c] for c in nums) == sorted(list(range(1, 7)) * 7)
    assert C.name(C.card(12, C.HEARTS)) == "QH" and C.name(C.card(10, C.SPADES, 2)) == "10S#2"


def test_card_names_round_trip():
    for c in C.standard_deck(3) + C.number_deck():
        assert C.parse(C.name(c)) == c
    with pytest.raises(ValueError):
        C.parse("ZZ")


def make_table() -> Table:
    t = Table(3)
    t.add_zone("stock", "stock")
    t.add_zone("hand0", "hand", 0, "fan")
    t.add_zone("hand1", "hand", 1, "fan")
    t.add_zone("layout1", "layout", 1, "grid", owner_sees=False, grid=(3, 2))
    t.add_zone("discard", "discard")
    for c in range(10):
        t.place(c, "stock")
    return t


def test_a_card_dealt_face_down_to_a_hand_is_known_to_its_owner_only():
    t = make_table()
    t.move(9, "hand1", False)
    assert t.sees(1, 9) and not t.sees(0, 9) and not t.sees(2, 9)


def test_a_card_dealt_face_down_to_a_layout_nobody_looks_at_is_known_to_nobody():
    t = make_table()
    t.move(9, "layout1", False)
    assert not any(t.sees(s, 9) for s in range(3))


def test_a_card_once_face_up_stays_known_to_all_when_taken_into_a_hand():
    t = make_table()
    t.move(9, "discard", True)
    t.move(9, "hand0", False)
    assert not t.up[9] and all(t.sees(s, 9) for s in range(3))


def test_shuffling_makes_every_card_unknown():
    t = make_table()
    t.move(9, "discard", True)
    t.move(9, "stock", False)
    t.shuffle("stock", random.Random(1))
    assert t.known[9] == 0 and not any(t.sees(s, 9) for s in range(3))


def test_every_table_change_is_an_event():
    t = make_table()
    t.log.clear()
    t.move(9, "hand0", False)
    t.flip(9, True)
    t.set("score", [0, 0, 0])
    t.add_at("score", 1, 5)
    assert [e.kind for e in t.log] == ["move", "flip", "counter", "counter"]
    assert t.log[-1].data == {"name": "score", "index": 1, "old": 0, "new": 5}


def test_check_finds_a_lost_or_doubled_card():
    t = make_table()
    t.check(range(10))
    with pytest.raises(AssertionError):
        t.check(range(11))
    t.zones["hand0"].append(3)
    with pytest.raises(AssertionError):
        t.check(range(10))


def test_a_view_hides_what_the_seat_cannot_see_and_keeps_the_rest():
    game = get_game("oh-heck")
    s = game.new_state(4, 3, {"schedule": "single", "cards": 5})
    v = view(s, 0)
    assert v.table.zones["hand0"] == s.table.zones["hand0"]
    assert set(v.table.zones["hand1"]) == {HIDDEN}
    assert v.table.zones["trump"] == s.table.zones["trump"]
    assert sorted(v.unseen["common"]) == sorted(
        c for z in ("hand1", "hand2", "hand3", "stock") for c in s.table.zones[z])
    with pytest.raises(IllegalAction):
        game.apply(v, game.legal_actions(s)[0])


def test_determinizing_keeps_what_the_seat_sees_and_depends_only_on_the_view():
    game = get_game("oh-heck")
    a = game.new_state(4, 3, {"schedule": "single", "cards": 5})
    # Another world that looks the same to seat 0: swap a card between two other hands.
    b = a.copy()
    t = b.table
    x, y = t.zones["hand1"][0], t.zones["hand2"][0]
    t.move(x, "hand2", False)
    t.move(y, "hand1", False)
    t.zones["hand1"].sort()
    t.zones["hand2"].sort()
    a.table.zones["hand1"].sort()
    a.table.zones["hand2"].sort()
    assert a.table.zones != b.table.zones
    da = determinize(a, 0, random.Random(5))
    db = determinize(b, 0, random.Random(5))
    assert da.table.zones == db.table.zones
    assert da.table.zones["hand0"] == a.table.zones["hand0"]
    game.check(da)


def test_options_are_validated_with_clear_messages():
    opts = [Option("target", 100, "points", min=1, max=500), Option("hook", True, "hook", kind="bool"),
            Option("schedule", "a", "s", kind="choice", choices=("a", "b"))]
    assert resolve(opts, {"target": "250", "hook": "off", "schedule": "b"}) == \
        {"target": 250, "hook": False, "schedule": "b"}
    for bad, word in (({"target": "x"}, "whole number"), ({"target": 0}, "outside"),
                      ({"hook": "maybe"}, "on or off"), ({"schedule": "c"}, "one of"), ({"nope": 1}, "unknown")):
        with pytest.raises(OptionError, match=word):
            resolve(opts, bad)


def test_actions_turn_into_json_and_back():
    a = Action("meld", 2, (C.parse("3S"), C.parse("4S"), C.parse("5S")), "meld1", None)
    assert Action.from_json(a.to_json()) == a
    assert a.to_json()["cards"] == ["3S", "4S", "5S"]
    with pytest.raises(ValueError):
        Action.from_json({"kind": 3})


def test_a_record_replays_to_the_same_state():
    game = get_game("oh-heck")
    s = game.new_state(3, 11)
    rng = random.Random(0)
    rec = Record("oh-heck", 3, 11)
    for _ in range(80):
        a = rng.choice(game.legal_actions(s))
        game.apply(s, a)
        rec.actions.append(a)
    assert replay(game, Record.loads(rec.dumps())) == s


@pytest.mark.parametrize("text, word", [
    ("{", "damaged"), ("[]", "not a Card Table record"),
    ('{"format": "cardtable-record", "version": 99, "game": "oh-heck", "players": 3, "seed": 1, "actions": []}',
     "newer"),
    ('{"format": "cardtable-record", "version": 1, "game": "oh-heck", "players": "3", "seed": 1, "actions": []}',
     "damaged"),
])
def test_bad_records_give_a_clear_error(text, word):
    with pytest.raises(RecordError, match=word):
        Record.loads(text)


def test_a_record_with_an_illegal_action_does_not_replay():
    game = get_game("oh-heck")
    rec = Record("oh-heck", 3, 11, actions=[Action("bid", 0, number=99)])
    with pytest.raises(RecordError, match="illegal"):
        replay(game, rec)


def test_the_same_seed_deals_the_same_game():
    game = get_game("rummy")
    assert game.new_state(3, 42) == game.new_state(3, 42)
    assert game.new_state(3, 42).table.zones != game.new_state(3, 43).table.zones


def test_state_copies_are_independent():
    game = get_game("oh-heck")
    s = game.new_state(4, 1)
    c = s.copy()
    game.apply(c, game.legal_actions(c)[0])
    assert s != c and s.table.counters["bid"] == [None] * 4


def test_engine_and_games_never_import_pygame():
    root = Path(__file__).resolve().parent.parent / "cardtable"
    for sub in ("engine", "games", "ai"):
        for f in (root / sub).rglob("*.py"):
            for line in f.read_text().splitlines():
                words = line.split()
                if words[:1] in (["import"], ["from"]) and len(words) > 1:
                    assert not words[1].startswith("pygame"), f"{f} imports pygame"


def test_all_seats_mask_covers_twelve_players():
    assert ALL_SEATS >> 11 & 1 and isinstance(State, type)


def test_every_game_declares_its_state_and_fills_every_field():
    """Each game's state is a declared class: slots only (no stray attributes), every
    field set once dealt, and copies share nothing a game changes."""
    from cardtable.games import MODULES

    for gid in MODULES:
        game = get_game(gid)
        cls = game.info.state
        assert issubclass(cls, State) and cls is not State, gid
        few, most = game.info.players[0], game.info.players[-1]
        s = game.new_state(few + 1 if most > few else few, 5)
        assert type(s) is cls and not hasattr(s, "__dict__"), gid
        for f in cls._fields:
            getattr(s, f)  # raises if the game left a field unset
        with pytest.raises(AttributeError):
            s.not_a_field = 1
        c = s.copy()
        assert c == s and c.public() == s.public()
        for f in cls._fields:
            v = getattr(s, f)
            if type(v) in (list, dict) and f != "options":  # the options never change: shared
                assert getattr(c, f) is not v, (gid, f)
        assert set(s.public()) == set(cls._fields) - {"table", "seed", "chance", "stacked", "options",
                                                      "unseen", "viewer", "searcher"}


def test_the_deal_lifecycle_closes_deals_in_one_order():
    """Every deal's end goes the same way: points, sheet line and totals, then the
    announcement; deal numbers count up and the deal passes to the left."""
    game = get_game("show")
    rng = random.Random(3)
    s = game.new_state(3, 11)
    dealers = [s.dealer]
    while not s.over:
        ev = game.apply(s, rng.choice(game.legal_actions(s)))
        ends = [e for e in ev if e.kind == "deal_end"]
        if ends:
            e = ends[0].data
            assert e["deal"] == s.deal_no
            assert tuple(e["totals"]) == s.history[-1] and len(s.sheet) == len(s.history) == s.deal_no
            if not s.over:
                dealers.append(s.dealer)
    assert all(b == (a + 1) % 3 for a, b in zip(dealers, dealers[1:]))
    assert s.phase == "over" and s.to_move is None


def test_the_plain_search_kit_is_every_game_s_base():
    """A game's search kit starts as the plain search: no prior, no iteration counts of its own,
    hidden cards re-dealt by the engine; every game's kit is one (``game.search``)."""
    from cardtable.engine.kits import Offers, SearchKit
    from cardtable.games import MODULES

    g = get_game("show")
    s = g.new_state(2, 1)
    plain = SearchKit(g)
    assert Offers.PRIOR not in plain.offers and plain.iterations == {}
    d = plain.determinize(view(s, 0), 0, random.Random(1))
    assert d.table.zones == determinize(view(s, 0), 0, random.Random(1)).table.zones
    for gid in MODULES:
        game = get_game(gid)
        assert isinstance(game.search, SearchKit) and game.search.game is game, gid


@pytest.mark.parametrize("game_id", ["say-uncle", "rummy", "skull", "oh-heck", "golf"])
def test_a_table_without_a_log_ends_each_move_where_the_logged_table_does(game_id):
    """The play-outs' table keeps no log, and its deal and gather take a shorter way than one
    move a card: the same cards, facings and knowledge as a logged game's after every action."""
    from cardtable.games import get_game

    g = get_game(game_id)
    for seed in range(6):
        n = random.Random(seed).randint(g.info.players[0], g.info.players[-1])
        a, b = g.new_state(n, seed, log=True), g.new_state(n, seed, log=False)
        r = random.Random(seed)
        for _ in range(300):
            if a.over:
                break
            legal = g.legal_actions(a)
            assert legal == g.legal_actions(b)
            act = legal[r.randrange(len(legal))]
            g.apply(a, act)
            g.step(b, act)
            ta, tb = a.table, b.table
            assert (ta.zones, ta.up, ta.known, ta.where, ta.counters) == (tb.zones, tb.up, tb.known, tb.where,
                                                                       tb.counters), (seed, act)
