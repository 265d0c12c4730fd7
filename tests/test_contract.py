"""A game's contract holds (cardtable/engine/game.py, words.py, kits.py; docs/architecture.md):

- outside ``cardtable/games/`` no module reads a game's own names (a counter, an event or its
  field, a score-sheet column) and none asks a game for a member by name (``getattr``);
- the package keeps the layer arrows ``docs/architecture.md`` draws;
- the members in ``FINAL`` cannot be overridden; every game's words are in its words class and
  its kits declare exactly the optional hooks they fill in.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path
from typing import Generic

import pytest

from cardtable.engine import table as table_module
from cardtable.engine.actions import Action
from cardtable.engine.game import FINAL, Game
from cardtable.engine.kits import Offers, ReviewKit, SearchKit, TrickKit
from cardtable.engine.present import LIFECYCLE_COUNTERS
from cardtable.engine.words import Words
from cardtable.games import all_games

ROOT = Path(__file__).resolve().parent.parent / "cardtable"
TABLE_EVENTS = ("move", "flip", "shuffle", "counter", "zone", "unzone", "tell", "deal")

# The engine's own words, which games use too: they are not a game's.
ENGINE_WORDS = {
    *(c.name for c in LIFECYCLE_COUNTERS), *(c.label for c in LIFECYCLE_COUNTERS),  # deal, dealer, score
    *table_module.KINDS, *table_module.LAYOUTS,  # zone kinds ("trick", "meld", ...) and layouts
    *TABLE_EVENTS, "action", "deal_end", "game_over",  # the events the engine itself announces
    # their fields: a table event's, an action's (``Game.apply``), a deal's end (``close_deal``)
    "card", "src", "dst", "up", "index", "from", "at", "name", "old", "new", "dsts",
    "kind", "seat", "act", "cards", "number", "points", "totals",
    "n",  # a phrase's count of "cards" (``present.event_text``)
}

# Words a module outside the games reads for its own reasons, each with the reason.
ALLOWED = {
    ("files/stats.py", "wins"): "the statistics file's own count of a player's won games",
    ("files/stats.py", "total"): "the statistics file's own count of games played",
    ("cli/main.py", "wins"): "a simulation's summary: each player's won games",
    ("ui/scenes/stats.py", "wins"): "the statistics file's own count of a player's won games",
    ("ai/analysis.py", "result"): "the analysis file's own field: a seat's total at the end of the game",
}


def _game_words() -> dict[str, set[str]]:
    """Each name some game declares or announces -> what it is for which game: its counters,
    its score sheet's columns, its events' kinds and their fields (read off whole random games)."""
    out: dict[str, set[str]] = {}

    def add(word: str, what: str) -> None:
        if word not in ENGINE_WORDS:
            out.setdefault(word, set()).add(what)

    for g in all_games():
        pres = g.words.presentation
        for c in pres.counters:
            add(c.name, f"{g.info.id}: counter")
        for label in pres.sheet:
            add(label, f"{g.info.id}: column")
        for kind in pres.events:
            add(kind, f"{g.info.id}: event")
        for seed in range(3):
            st, rng = g.new_state(g.info.players[0] + seed % 2, seed), random.Random(seed)
            for _ in range(400):
                if st.over:
                    break
                for e in g.apply(st, rng.choice(g.legal_actions(st))):
                    if e.kind not in TABLE_EVENTS:
                        add(e.kind, f"{g.info.id}: event")
                        for f in e.data:
                            add(f, f"{g.info.id}: event field")
    return out


IDENTIFIER_LISTS = ("__all__", "FINAL")  # lists of Python names (a module's exports, the contract's final members)


def _reads(tree: ast.AST):
    """The string constants a module reads by: ``x["w"]``, ``x.get("w")``, ``== "w"``, and any it lists
    (``FIELDS = ("w", ...)`` then ``in FIELDS``)."""
    skip = {id(n) for a in ast.walk(tree) if isinstance(a, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id in IDENTIFIER_LISTS for t in a.targets) for n in ast.walk(a.value)}
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
            yield node.slice.value, node.lineno
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.args
              and node.func.attr in ("get", "pop", "setdefault") and isinstance(node.args[0], ast.Constant)):
            yield node.args[0].value, node.lineno
        elif isinstance(node, ast.Compare):
            for x in (node.left, *node.comparators):
                if isinstance(x, ast.Constant):
                    yield x.value, node.lineno
        elif isinstance(node, (ast.Tuple, ast.List, ast.Set)):  # a set of names to look for ("in FIELDS")
            for c in node.elts:
                if isinstance(c, ast.Constant):
                    yield c.value, node.lineno


def _outside_games():
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if not rel.startswith("games/"):
            yield rel, ast.parse(path.read_text(encoding="utf-8"))


def test_no_module_outside_the_games_reads_a_game_s_own_names():
    words = _game_words()
    assert {"trumps", "pot", "chips", "skull_owner", "deepest", "caller", "Out"} <= set(words)  # the test sees them
    found = [f"{rel}:{line} reads {w!r} ({', '.join(sorted(words[w])[:2])})"
             for rel, tree in _outside_games() for w, line in _reads(tree)
             if isinstance(w, str) and w in words and (rel, w) not in ALLOWED]
    assert not found, "\n".join(found)


def test_the_leak_test_would_see_a_leak():
    leaky = ast.parse('if name == "pot":\n    sound(counters["chips"])\nx = e.data.get("deepest")\n'
                      'SEAT_FIELDS = frozenset({"seat", "skull_owner"})')
    assert sorted(w for w, _ in _reads(leaky)) == ["chips", "deepest", "pot", "seat", "skull_owner"]


def _asks_a_game_by_name(tree: ast.AST) -> list[int]:
    out = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("getattr", "hasattr", "setattr", "delattr") and node.args):
            subject = ast.unparse(node.args[0]).lower()
            kits = (".search", ".review", ".tricks")
            if "game" in subject or subject in ("g", "cls", "kit") or subject.endswith(kits):
                out.append(node.lineno)
    return out


def test_nothing_outside_the_games_asks_a_game_for_a_member_by_name():
    found = [f"{rel}:{line}" for rel, tree in _outside_games() for line in _asks_a_game_by_name(tree)]
    assert not found, found
    assert _asks_a_game_by_name(ast.parse('x = getattr(self.game, "hindsight", None)')) == [1]
    assert _asks_a_game_by_name(ast.parse('x = getattr(table, "chairs", {})')) == []


# -- the layers --------------------------------------------------------------------------------------
# The layers are the package's folders; the root holds only __init__ and __main__ (the front).
LAYER_OF = {
    "engine": "engine", "games": "games", "ai": "ai", "files": "files", "host": "host", "room": "room", "ui": "ui",
    "cli": "front", "__main__": "front", "__init__": "front",
}
# What each layer may import (docs/architecture.md draws these arrows).
MAY_IMPORT = {
    "engine": set(),
    "games": {"engine"},
    "ai": {"engine"},
    "files": {"games", "engine"},  # games: a past game's name and scoring (files/past_games.py)
    "host": {"files", "ai", "games", "engine"},
    "room": {"host", "games", "engine", "ui"},  # ui: the card faces the phones are shown (web.py)
    "ui": {"room", "host", "files", "ai", "games", "engine"},
    "front": {"ui", "host", "files", "ai", "games", "engine", "front"},
}
# Inside the host, the seat (the chair, the moves a seat may make) never reaches for its keeper (the session):
# the chair is handed what it needs as a Protocol (host/protocols.py).
SEAT = ("cardtable.host.chair", "cardtable.host.moves", "cardtable.host.protocols")


def _layer(module: str) -> str:
    parts = module.split(".")
    return LAYER_OF[parts[1]] if len(parts) > 1 else "front"


def test_the_package_root_holds_only_init_and_main():
    assert sorted(p.name for p in ROOT.glob("*.py")) == ["__init__.py", "__main__.py"]
    assert set(LAYER_OF) >= {p.name for p in ROOT.iterdir() if p.is_dir() and (p / "__init__.py").exists()}


def test_the_seat_never_imports_its_keeper():
    from test_structure import import_graph

    graph = import_graph()
    wrong = sorted(f"{a} -> {b}" for a in SEAT for b in graph.get(a, ()) if b.startswith("cardtable.host.")
                   and b not in SEAT)
    assert not wrong, wrong


def test_the_layers_import_only_along_the_arrows():
    from test_structure import import_graph

    wrong = sorted(f"{a} -> {b}" for a, targets in import_graph().items() for b in targets
                   if _layer(a) != _layer(b) and _layer(b) not in MAY_IMPORT[_layer(a)])
    assert not wrong, wrong


def test_room_takes_only_the_card_faces_from_the_screen():
    from test_structure import import_graph

    graph = import_graph()
    assert {b for a, t in graph.items() if a.startswith("cardtable.room") for b in t
            if b.startswith("cardtable.ui")} <= {"cardtable.ui.art"}


# -- the parts -------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.info.id)
def test_a_game_is_its_rules_made_from_one_frozen_declaration(game):
    """Issue 42: what a game is and offers is declared once (``GameInfo``, frozen); its parts, the words
    and each kit, are attached one way (named there, made once, bound to the game); no mixin."""
    import dataclasses

    from cardtable.engine.game import GameInfo

    info = game.info
    assert isinstance(info, GameInfo) and dataclasses.is_dataclass(info)
    with pytest.raises(dataclasses.FrozenInstanceError):
        info.name = "another"  # type: ignore[misc]
    # (``Generic``: ``Game`` is generic over its state, ``Game[HeckState]``; no part of the game)
    assert type(game).__mro__[1:] == (Game, Generic, object), \
        "the rules class is the game's only class: no mixed-in parts"
    assert isinstance(info.players, range) and info.players.step == 1 and len(info.players) >= 1
    assert type(game.words) is info.words and type(game.search) is info.search
    for kit, declared in ((game.review, info.review), (game.tricks, info.tricks)):
        assert (kit is None) == (declared is None) and (kit is None or type(kit) is declared)
    for part in (game.words, game.search, game.review, game.tricks):
        assert part is None or part.game is game
    import pickle

    sent = pickle.loads(pickle.dumps(game))  # as the computers' worker is handed it
    assert sent.info == info and sent.search.game is sent and type(sent.words) is info.words


def test_the_contract_is_what_a_ninth_game_must_know():
    """The members a game must or may provide (the rules' hooks not in ``FINAL``, the declaration's
    fields, the words' and the kits' members) stay few, and capabilities are one flag type."""
    import dataclasses
    import enum

    from cardtable.engine import kits
    from cardtable.engine.game import GameInfo

    def public(cls):
        return {n for n in vars(cls) if not n.startswith("_")}

    members = ((public(Game) - FINAL) | {f.name for f in dataclasses.fields(GameInfo)}, public(Words),
               public(SearchKit), public(ReviewKit), public(TrickKit))
    assert sum(len(m) for m in members) <= 58  # 60 before (issue 42), 72 counting the final ones
    assert issubclass(Offers, enum.Flag)
    assert not [n for n, v in vars(kits).items() if n.isupper() and isinstance(v, str)], "capabilities as strings"


def test_a_game_may_not_override_a_final_member():
    with pytest.raises(TypeError, match="final members"):
        class Cheat(Game):  # noqa: F841
            def apply(self, state, action):
                return []
    for g in all_games():
        for cls in type(g).__mro__:
            if cls not in (Game, object):
                assert not FINAL & set(vars(cls)), (g.info.id, cls.__name__)


WORD_MEMBERS = ("describe", "label", "prompt", "why_illegal", "card_word", "coach_reason", "summary", "rules_text",
                "presets", "presentation")


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.info.id)
def test_a_game_s_words_are_in_its_words_class_and_its_kits_declare_what_they_fill_in(game):
    for cls in type(game).__mro__:
        if issubclass(cls, Game) and cls is not Game:
            assert not set(WORD_MEMBERS) & set(vars(cls)), f"{cls.__name__} holds words: they go in its Words class"
    words = game.words
    assert type(words) is game.info.words and words.game is game and not isinstance(game, Words)
    assert words.rules_text and words.summary and words.presets and words.presets[0].name == "As written"
    kit = game.search
    assert isinstance(kit, SearchKit) and kit.game is game
    hooks = {Offers.PRIOR: "prior", Offers.POLICY: "policy_action", Offers.SOLVER: "solve_ending",
             Offers.REWARD: "search_reward", Offers.BEGINNER: "beginner_action", Offers.BLUFF: "bluff_action",
             Offers.READ: "read_sample"}
    for cap, hook in hooks.items():
        assert (cap in kit.offers) == (getattr(type(kit), hook) is not getattr(SearchKit, hook)), (game.info.id, hook)
    if game.review is not None:
        assert isinstance(game.review, ReviewKit)
        assert (Offers.HINDSIGHT in game.review.offers) == (type(game.review).hindsight is not ReviewKit.hindsight)
    if game.tricks is not None:
        assert isinstance(game.tricks, TrickKit) and type(game.tricks).last_trick is not TrickKit.last_trick
    assert isinstance(game.offers, Offers)


def test_the_kits_the_games_declare():
    parts = {g.info.id: g.offers for g in all_games()}
    O = Offers  # noqa: E741
    assert parts["oh-heck"] == (O.PRIOR | O.POLICY | O.SOLVER | O.REWARD | O.BEGINNER | O.READ | O.REVIEW
                                | O.HINDSIGHT | O.LAST_TRICK)
    assert parts["skull"] == O.PRIOR | O.POLICY | O.BEGINNER | O.BLUFF | O.REVIEW
    assert parts["man-from-uncle"] == O.PRIOR | O.BEGINNER | O.READ
    beginners = ("say-uncle", "show", "uncle-stuart", "rummy", "golf")  # a beginner only (issue 29)
    assert all(parts[gid] == O.BEGINNER for gid in beginners)
    assert all(p == O(0) for gid, p in parts.items() if gid not in ("oh-heck", "skull", "man-from-uncle", *beginners))


def test_an_optional_hook_not_offered_is_never_called():
    """A search on a game whose kit offers no prior never asks for one (the base raises)."""
    from cardtable.ai import ismcts
    from cardtable.engine.views import view
    from cardtable.games import get_game

    g = get_game("show")
    st = g.new_state(2, 3)
    legal = g.legal_actions(st)
    res = ismcts.search(g, view(st, st.to_move), st.to_move, legal, 30, random.Random(1))
    assert isinstance(res.best, Action) or res.values()
    # a level that reads the table asks for the reading only where the game offers one
    assert type(g.search).read_sample is SearchKit.read_sample  # the base's, which raises: never reached
    res = ismcts.search(g, view(st, st.to_move), st.to_move, legal, 30, random.Random(1), reads=True)
    assert isinstance(res.best, Action) or res.values()
