"""The computer players: honest, reproducible, cancellable. Fixed seeds, few iterations.

Strength is the benchmark's business (scripts/bench_ai.py), not these tests'.
"""

from __future__ import annotations

import importlib.util
import os
import random
import time
from pathlib import Path

import pytest

from cardtable.ai import hint, ismcts, make_player
from cardtable.ai.players import LEVELS, RandomPlayer, SearchPlayer, level_for
from cardtable.engine import determinize, view
from cardtable.games import BUILT_IN, MODULES, get_game

FEW = "ismcts:40"
ROOT = Path(__file__).resolve().parents[1]


def available(game_id: str) -> bool:
    return importlib.util.find_spec(f"cardtable.games.{MODULES[game_id]}") is not None


GAMES = [pytest.param(g, marks=pytest.mark.skipif(not available(g), reason="game not written yet"))
         for g in MODULES]


def position(game_id: str, seed: int, moves: int):
    """A game a few random moves in, at a seat with a real choice (two or more actions)."""
    game = get_game(game_id)
    players = 3 if game.info.players[0] <= 3 <= game.info.players[-1] else game.info.players[0]
    state = game.new_state(players, seed, log=False)
    rng = random.Random(seed)
    done = 0
    while not state.over:
        legal = game.legal_actions(state)
        if done >= moves and len(legal) > 1:
            return game, state
        game.step(state, legal[rng.randrange(len(legal))])
        done += 1
    pytest.skip("the game ended before a choice came up")


def look_alike(game, state, seat: int, seed: int):
    """Another full state that looks exactly the same to ``seat``: its hidden cards re-dealt."""
    other = determinize(state, seat, random.Random(seed))
    assert view(other, seat) == view(state, seat) or _same_view(view(other, seat), view(state, seat))
    return other


def _same_view(a, b) -> bool:
    ta, tb = a.table, b.table
    return ta.zones == tb.zones and a.public() == b.public() and ta.counters == tb.counters


# -- specs ---------------------------------------------------------------------------------
def test_specs_seat_the_levels():
    assert isinstance(make_player("random", 1), RandomPlayer)
    for name in ("easy", "medium", "hard", " Hard "):
        p = make_player(name, 1)
        assert isinstance(p, SearchPlayer) and p.level.name == name.strip().lower()
    p = make_player("ismcts:123", 1)
    assert isinstance(p, SearchPlayer) and p.level.iterations == 123


@pytest.mark.parametrize("bad", ["", "expert", "ismcts:", "ismcts:0", "ismcts:-5", "ismcts:x"])
def test_bad_specs_name_the_allowed_ones(bad):
    with pytest.raises(ValueError, match="ismcts"):
        make_player(bad)


def test_levels_grow_in_iterations():
    assert LEVELS["easy"].iterations < LEVELS["medium"].iterations < LEVELS["hard"].iterations
    for game_id in MODULES:
        if available(game_id):
            game = get_game(game_id)
            its = [level_for(game, LEVELS[k]).iterations for k in ("easy", "medium", "hard")]
            assert its == sorted(its) and its[0] >= 1, game_id


def test_medium_searches_simply_where_more_of_the_same_search_did_not_set_hard_apart():
    """Say Uncle and The Man from U.N.C.L.E.: at 300 iterations medium played as hard did (bench_ai,
    issue 29); at 60 hard is shown above it and it above easy. Easy stays below medium."""
    for game_id in ("say-uncle", "man-from-uncle"):
        game = get_game(game_id)
        easy, medium, hard = (level_for(game, LEVELS[k]) for k in ("easy", "medium", "hard"))
        assert medium.iterations == 60 and easy.iterations < medium.iterations, game_id
        assert hard.iterations >= 100 * medium.iterations and hard.budget, game_id


def test_the_levels_are_defined_once_and_read_everywhere():
    from cardtable.ai import LEVEL_NAMES
    from cardtable.cli import main as cli
    from cardtable.host import session
    from cardtable.ui.scenes import setup

    assert LEVEL_NAMES == tuple(LEVELS) == ("easy", "medium", "hard")
    assert not hasattr(session, "LEVELS")
    assert setup.KINDS == (session.PERSON, session.PHONE, *LEVEL_NAMES)
    assert all(setup.KIND_LABEL[k] for k in setup.KINDS)
    helps = {a.dest: a.help for sp in cli._parser()._subparsers._group_actions[0].choices.values()
             for a in sp._actions}
    assert all(k in helps["ai"] for k in LEVEL_NAMES)


def test_the_ai_package_knows_no_game_by_name():
    import subprocess
    import sys

    code = ("import sys, cardtable.ai, cardtable.ai.service, cardtable.ai.ismcts, cardtable.ai.levels; "
            "print(sorted(m for m in sys.modules if m.startswith('cardtable.games')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=str(ROOT), env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.stdout.strip() == "[]"


def test_only_the_service_starts_processes():
    """The one house for thinking: no other module of the package starts processes (or thinking
    threads). The one other thread in the app is the autosave's writer (cardtable/files/writer.py, for storage)."""
    words = ("multiprocessing", "concurrent.futures", "subprocess", "threading", "os.fork", "Popen", "spawn")
    found = set()
    for path in (ROOT / "cardtable").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for w in words:
            if w in text:
                found.add((path.relative_to(ROOT).as_posix(), w))
    # __main__ only calls multiprocessing.freeze_support() (frozen apps' children), starting nothing
    # the phones' room runs its server on a thread of its own (cardtable/room/server.py), only with a seat on a phone
    allowed = {"cardtable/ai/service.py", "cardtable/__main__.py", "cardtable/files/writer.py",
               "cardtable/room/server.py", "cardtable/room/room.py"}
    assert {p for p, _ in found} <= allowed, found
    assert {w for p, w in found if p.startswith("cardtable/room/")} <= {"threading"}
    assert {w for p, w in found if p == "cardtable/__main__.py"} <= {"multiprocessing"}
    assert {w for p, w in found if p == "cardtable/files/writer.py"} <= {"threading"}


# -- honesty: the same view, the same decision -------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_states_that_look_the_same_get_the_same_decision(game_id):
    for k, moves in enumerate((0, 7, 19)):
        game, state = position(game_id, 100 + k, moves)
        seat = state.to_move
        other = look_alike(game, state, seat, 7 + k)
        legal = game.legal_actions(state)
        # the legal moves themselves tell nothing hidden
        assert game.legal_actions(other) == legal
        a = make_player(FEW, 5).choose(game, view(state, seat), legal)
        b = make_player(FEW, 5).choose(game, view(other, seat), legal)
        assert a == b and a in legal
        # handed a full state by mistake, the player still looks only at the seat's view
        assert make_player(FEW, 5).choose(game, other, legal) == a
        assert hint(game, state, seat, seed=3, spec=FEW) == hint(game, other, seat, seed=3, spec=FEW)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_decision_is_reproducible_and_legal(game_id):
    game, state = position(game_id, 11, 5)
    seat = state.to_move
    legal = game.legal_actions(state)
    v = view(state, seat)
    easy1, easy2 = make_player("easy", 9), make_player("easy", 9)
    assert [easy1.choose(game, v, legal) for _ in range(3)] == [easy2.choose(game, v, legal) for _ in range(3)]
    assert make_player(FEW, 9).choose(game, v, legal) in legal


def test_search_refuses_anything_but_the_seats_view():
    game, state = position("oh-heck", 1, 0)
    seat = state.to_move
    legal = game.legal_actions(state)
    with pytest.raises(ValueError):
        ismcts.search(game, state, seat, legal, 10, random.Random(0))
    with pytest.raises(ValueError):
        ismcts.search(game, view(state, (seat + 1) % state.players), seat, legal, 10, random.Random(0))
    with pytest.raises(ValueError):
        make_player(FEW).choose(game, view(state, (seat + 1) % state.players), legal)


# -- the search ---------------------------------------------------------------------------------
def test_ismcts_n_runs_exactly_n_iterations():
    game, state = position("oh-heck", 2, 6)
    seat = state.to_move
    res = ismcts.search(game, view(state, seat), seat, game.legal_actions(state), 77, random.Random(1),
                        early_stop=False)
    assert res.iterations == 77 and res.stopped == "done"
    assert sum(ch.n for ch in res.root.children.values()) == 77


@pytest.mark.parametrize("game_id", GAMES)
def test_stopping_early_never_changes_the_choice(game_id):
    for seed in (1, 2):
        game, state = position(game_id, seed, 4 * seed)
        seat = state.to_move
        v, legal = view(state, seat), game.legal_actions(state)
        full = ismcts.search(game, v, seat, legal, 150, random.Random(seed), early_stop=False)
        quick = ismcts.search(game, v, seat, legal, 150, random.Random(seed), early_stop=True)
        assert quick.best() == full.best()
        assert quick.iterations <= full.iterations


def test_rewards_and_visits_add_up():
    game, state = position("rummy", 3, 3)
    seat = state.to_move
    res = ismcts.search(game, view(state, seat), seat, game.legal_actions(state), 60, random.Random(2),
                        early_stop=False)
    for a, _n, mean in res.stats():
        assert 0.0 <= mean <= 1.0
        ch = res.root.children[a]
        assert ch.seat == seat and ch.avail >= ch.n >= 1
        assert sum(g.n for g in ch.children.values()) <= ch.n


def test_finished_games_reward_wins_then_margins():
    game = get_game("oh-heck")
    checked = 0
    for seed in range(20):
        state = game.new_state(3, seed, {"schedule": "single", "cards": 2}, log=False)
        game.rollout(state, random.Random(seed), to_deal_end=False)
        assert state.over
        r = ismcts.final_reward(game, state)
        assert all(0.0 <= x <= 1.0 for x in r)
        winners = game.result(state).winners
        losers = [s for s in range(3) if s not in winners]
        if losers:
            assert min(r[w] for w in winners) > max(r[s] for s in losers)
            checked += 1
    assert checked


def test_time_cap_and_cancel_stop_a_search():
    game, state = position("oh-heck", 5, 0)
    seat = state.to_move
    v, legal = view(state, seat), game.legal_actions(state)
    res = ismcts.search(game, v, seat, legal, 10**9, random.Random(0), time_cap=0.05)
    assert res.stopped == "time" and res.best() in legal
    calls = []
    res = ismcts.search(game, v, seat, legal, 10**9, random.Random(0),
                        should_stop=lambda: calls.append(1) or len(calls) > 2)
    assert res.stopped == "cancelled" and res.best() in legal


def test_easy_slips_only_among_the_sensible_moves():
    game, state = position("oh-heck", 8, 0)
    seat = state.to_move
    v, legal = view(state, seat), game.legal_actions(state)
    p = make_player("easy", 4)
    searched = 0
    for _ in range(12):
        a = p.choose(game, v, legal)
        if p.last is None:
            continue  # a beginner's move (test_beginner_moves_are_legal_from_the_view_and_repeatable)
        searched += 1
        top = [row[0] for row in p.last.stats()[: LEVELS["easy"].top]]
        assert a in top
    assert searched >= 3


@pytest.mark.parametrize("gid", ["oh-heck", "skull", "say-uncle", "man-from-uncle", "show", "uncle-stuart", "rummy",
                                 "golf"])
def test_beginner_moves_are_legal_from_the_view_and_repeatable(gid):
    """A game's beginner (easy's mistakes in kind): a legal move, the same for the same random
    source, and the same in any world the seat cannot tell apart from the real one (no peeking)."""
    from cardtable.engine.kits import Offers

    for k in range(12):
        game, state = position(gid, 3 + 2 * k, k)
        if state.over:
            continue
        kit = game.search
        assert Offers.BEGINNER in kit.offers
        seat = state.to_move
        v, legal = view(state, seat), game.legal_actions(state)
        world = view(kit.determinize(v, seat, random.Random(k)), seat)
        a = kit.beginner_action(v, seat, legal, random.Random(k))
        assert a in legal
        assert a == kit.beginner_action(v, seat, legal, random.Random(k))
        assert a == kit.beginner_action(world, seat, legal, random.Random(k))


@pytest.mark.parametrize("gid", ["oh-heck", "man-from-uncle"])
def test_only_hard_reads_the_table_the_others_sample_by_the_rules_alone(gid, monkeypatch):
    """Levels differ in kind (issue 29): hard samples the hidden cards by what the others' choices
    suggest (``read_sample``), medium and easy by what the rules have shown (``determinize``)."""
    assert [name for name, lv in LEVELS.items() if lv.reads] == ["hard"]
    game, state = position(gid, 11, 3)
    while game.legal_actions(state)[0].kind == "bid" or len(game.legal_actions(state)) < 2:
        game.step(state, game.legal_actions(state)[0])
    kit = game.search
    calls = {"determinize": 0, "read_sample": 0}
    for name in calls:
        inner = getattr(kit, name)

        def counted(v, seat, rng, _inner=inner, _name=name):
            calls[_name] += 1
            return _inner(v, seat, rng)

        monkeypatch.setattr(kit, name, counted)
    seat = state.to_move
    legal = game.legal_actions(state)
    for spec, reads in (("easy", False), ("medium", False), ("hard:200", True)):
        for name in calls:
            calls[name] = 0
        player = make_player(spec, seed=5)
        player.early_stop = False
        player.choose(game, view(state, seat), legal)
        assert (calls["read_sample"] > 0) == reads, (spec, calls)
        if spec == "medium":
            assert calls["determinize"] > 0, calls


def test_easy_makes_a_beginner_s_move_on_some_decisions_and_searches_on_others():
    game, state = position("oh-heck", 8, 0)
    seat = state.to_move
    v, legal = view(state, seat), game.legal_actions(state)
    p = make_player("easy", 9)
    kinds = []
    for _ in range(16):
        p.choose(game, v, legal)
        kinds.append(p.last is None)
    assert 2 <= sum(kinds) <= 14


def test_a_single_legal_move_is_played_at_once():
    game, state = position("oh-heck", 1, 0)
    legal = game.legal_actions(state)[:1]
    p = make_player("hard", 1)
    t = time.perf_counter()
    assert p.choose(game, view(state, state.to_move), legal) == legal[0]
    assert time.perf_counter() - t < 0.05


# -- hints ---------------------------------------------------------------------------------------
def test_hint_is_legal_and_only_for_the_seat_to_move():
    game, state = position("rummy", 6, 2)
    seat = state.to_move
    assert hint(game, state, seat, spec=FEW) in game.legal_actions(state)
    assert hint(game, view(state, seat), seat, spec=FEW) == hint(game, state, seat, spec=FEW)
    with pytest.raises(ValueError):
        hint(game, state, (seat + 1) % state.players, spec=FEW)


# -- the games' optional helpers --------------------------------------------------------------------
def test_oh_heck_samples_never_give_a_suit_to_a_player_who_showed_out():
    game = get_game("oh-heck")
    checked = 0
    for seed in range(40):
        state = game.new_state(4, seed, {"schedule": "single", "cards": 10}, log=False)
        rng = random.Random(seed)
        for _ in range(8 + rng.randrange(24)):
            acts = game.legal_actions(state)
            game.step(state, acts[rng.randrange(len(acts))])
        seat = state.to_move
        v = view(state, seat)
        for k in range(4):
            sample = game.search.read_sample if k % 2 else game.search.determinize  # hard's sample, and the rules'
            d = sample(v, seat, random.Random(k))
            game.check(d)
            assert _same_view(view(d, seat), v)
            for s in range(4):
                if s != seat:
                    hand = d.table.zones[d.hands[s]]
                    assert not any(d.void[s] >> (c // 13) & 1 for c in hand)
                    checked += bool(d.void[s])
    assert checked


@pytest.mark.parametrize("game_id", BUILT_IN)
def test_playout_policies_end_the_deal_and_keep_every_card(game_id):
    game = get_game(game_id)
    for players in [n for n in (3, 4) if n in game.info.players]:
        for seed in range(10):
            state = game.new_state(players, seed, log=False)
            deal = state.deal_no
            game.search.playout(state, random.Random(seed))
            game.check(state)
            assert state.over or state.deal_no == deal + 1, (players, seed)


def test_skull_never_challenges_for_every_card_over_its_own_skull():
    # "No bid no card could make": with its own skull under the top of its stack, a bid of
    # every card on the mats ends the bidding and loses for sure (its own stack is turned first).
    from cardtable.games.skull.rules import is_skull

    game = get_game("skull")
    seen = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = game.new_state(4, seed, log=False)
        while not state.over and state.phase in ("place", "turn"):
            seat = state.to_move
            mat = state.table.zones[state.mats[seat]]
            if state.phase == "turn" and mat and is_skull(mat[-1]):
                legal = game.legal_actions(state)
                a = make_player("medium", seed).choose(game, view(state, seat), legal)
                assert not (a.kind == "bid" and a.number == state.placed), (seed, a)
                seen += 1
                break
            acts = [a for a in game.legal_actions(state) if a.kind == "place"] or game.legal_actions(state)
            game.step(state, acts[rng.randrange(len(acts))])
        if seen >= 6:
            break
    assert seen >= 6


def test_easy_slips_only_to_a_move_that_looked_nearly_as_good():
    """A slip is the second-best move, never one the search saw lose or hardly tried."""
    from dataclasses import replace

    from cardtable.ai.players import _draw
    from cardtable.engine.actions import Action

    root = ismcts.Node(-1)
    rows = {Action("play", 0, (1,)): (40, 0.80), Action("play", 0, (2,)): (30, 0.75),
            Action("play", 0, (3,)): (12, 0.79), Action("play", 0, (4,)): (35, 0.40)}
    for a, (n, mean) in rows.items():
        ch = root.children[a] = ismcts.Node(0)
        ch.n, ch.w = n, n * mean
    res = ismcts.SearchResult(root, 117, 0.01, "done")
    lv = LEVELS["easy"]
    assert lv.temperature > 0
    rng = random.Random(3)
    picked = {_draw(res, replace(lv, top=4), rng).cards[0] for _ in range(300)}
    assert picked == {1, 2}  # 3 hardly tried (12 < 40 / 2), 4 seen losing (0.40 << 0.80)


def _result(rows):
    """A search result whose root children have these (visits, mean reward)."""
    from cardtable.engine.actions import Action

    root = ismcts.Node(-1)
    for i, (n, mean) in enumerate(rows):
        ch = ismcts.Node(0)
        ch.n, ch.w = n, n * mean
        root.children[Action("bid", 0, number=i)] = ch
    return ismcts.SearchResult(root, sum(n for n, _ in rows), 0.0, "done")


def test_a_slip_is_a_move_that_looked_nearly_as_good_as_a_share_of_the_best():
    """Easy's slips: the second best when it looked nearly as good (a share of the best's reward,
    so a game whose rewards lie close together, as in Skull, does not slip to blunders)."""
    from cardtable.ai import players

    lv = LEVELS["easy"]
    picks = set()
    for seed in range(200):
        # 0.109 best; 0.104 is within the share; 0.08 is not, though only 0.029 below
        a = players._draw(_result([(20, 0.109), (19, 0.104), (19, 0.08)]), lv, random.Random(seed))
        picks.add(a.number)
    assert picks == {0, 1}
    # a move seen far less often is not a candidate, whatever its mean
    picks = {players._draw(_result([(40, 0.5), (10, 0.5)]), lv, random.Random(s)).number for s in range(100)}
    assert picks == {0}


def test_hard_searches_only_with_what_the_solver_left_of_its_budget(monkeypatch):
    """A solver that gives up late leaves the search the rest of hard's budget, not a whole one more."""
    from cardtable.ai import players as P

    game, state = position("oh-heck", 8, 0)
    seat = state.to_move
    v, legal = view(state, seat), game.legal_actions(state)
    clock = iter([100.0, 100.6])  # the solver starts at 100 s and gives up at 100.6 s
    monkeypatch.setattr(P.time, "perf_counter", lambda: next(clock))
    monkeypatch.setattr(type(game.search), "solve_ending", lambda self, *a: None)
    seen = {}

    def fake_search(game_, view_, seat_, legal_, its, rng, **kw):
        seen.update(kw)
        raise StopIteration

    monkeypatch.setattr(P.ismcts, "search", fake_search)
    with pytest.raises(StopIteration):
        make_player("hard", 1).choose(game, v, legal)
    assert seen["budget"] == pytest.approx(LEVELS["hard"].budget - 0.6)
