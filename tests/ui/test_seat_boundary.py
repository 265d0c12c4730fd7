"""The seat is the one boundary: the screen reads the table only through its chairs.

Two checks. By the code: nothing under ``cardtable/ui/`` reads a game's state or record, reaches
behind a chair, or steps the engine (applies, steps, replays, redacts or views a game itself).
By the objects: a table scene that has played (solo, pass-and-play, a replay, phones) holds no
engine state that its seat could not see: walking everything it refers to, stopping at the chairs
(the boundary) and the app, finds no state but a seat's view, and no unmasked table.
"""

from __future__ import annotations

import ast
import gc
import random
import types
from pathlib import Path

import pytest

from cardtable.engine.state import State
from cardtable.engine.table import Table
from cardtable.host.chair import Chair
from tests.ui.driver import frame, host, make_app, table

UI = Path(__file__).resolve().parents[2] / "cardtable" / "ui"

# attributes the screen may not read: the truth and what is behind a chair
TRUTH = {"state", "session", "_session", "_host", "_redactor", "truth", "script", "seed"}  # seed: the game code's
# what steps or reads a game itself, when asked of a game (``game.apply``, ``self.game.legal_actions``)
STEPPING = {"apply", "step", "legal_actions", "rollout", "new_state", "why_illegal", "prompt", "label", "describe",
            "last_trick", "result", "scores", "determinize", "coach_reason_state"}
# the engine's own readers of a whole game, by name
READERS = {"replay", "redact_events", "view", "mask", "determinize", "game_lines", "decisions", "Redactor", "sight"}
ENGINE = ("engine.views", "engine.redact", "engine.log", "ai.review", "engine.record")
# where a name means something else (kept short, each with its reason)
ALLOWED = {
    ("scenes/choose.py", "new_state"),  # a fresh game of the kind, to picture three of its cards in the menu
    ("scenes/setup.py", "seed"),  # the seed of the game code the player typed in, before the game begins
}


def _is_game(node: ast.AST) -> bool:
    return (isinstance(node, ast.Name) and node.id in ("game", "g")) or (
        isinstance(node, ast.Attribute) and node.attr == "game")


def _reads(path: Path) -> list[tuple[str, int]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
            if node.attr in TRUTH or (node.attr in STEPPING and _is_game(node.value)):
                found.append((node.attr, node.lineno))
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.endswith(ENGINE):
            for a in node.names:
                if a.name in READERS:
                    found.append((a.name, node.lineno))
    return found


def test_nothing_under_ui_reads_the_truth_or_steps_the_engine() -> None:
    bad = []
    for path in sorted(UI.rglob("*.py")):
        rel = path.relative_to(UI).as_posix()
        for name, line in _reads(path):
            if (rel, name) not in ALLOWED:
                bad.append(f"cardtable/ui/{rel}:{line} reads {name!r}")
    assert not bad, "the screen goes behind its chairs:\n" + "\n".join(bad)


def test_the_check_catches_a_scene_that_reads_the_state(tmp_path) -> None:
    """The check above is not empty: a line that reads the state or steps the game is caught."""
    p = tmp_path / "bad.py"
    p.write_text("def f(scene, game):\n    s = scene.session.state\n    game.apply(s, None)\n"
                 "    return game.legal_actions(s)\n")
    assert {n for n, _ in _reads(p)} == {"session", "state", "apply", "legal_actions"}
    p.write_text("from cardtable.engine.views import view\nfrom cardtable.engine.redact import Redactor\n")
    assert {n for n, _ in _reads(p)} == {"view", "Redactor"}
    p.write_text("def f(session):\n    return session.seed * 31\n")  # the seed: only in the code, once it is over
    assert {n for n, _ in _reads(p)} == {"seed"}


# The keeper of a game (``host/session.py``) and what only it holds. The screen and the room are handed a table
# (``host/tables.TableHost``: the seats, their chairs, the notes the room keeps), never the keeper: they neither
# import it nor name it, and read no seed, record or notes but their own (``self.``) or those allowed below.
KEEPER = "Session"
KEEPER_HELD = {"seed", "record", "notes"}
KEEPER_ALLOWED = {
    ("ui/scenes/setup.py", "seed"),  # the seed of the game code the player typed in, before the game begins
    ("ui/scenes/gameover.py", "notes"),  # the chair's notes: the program's own (from a game code), no phone's link
    ("ui/analysing.py", "record"),  # a finished game's record as filed (records/): analysed once it is over (issue 48)
    ("ui/scenes/progress_view.py", "record"),  # the same filed records: their players and options, for the verdict
}
SCREEN_AND_ROOM = (UI, UI.parent / "room")
# what of host/ the screen and the room may import: the seat's side, who sits where, the narrow table, game codes,
# and the analyses kept beside finished games' records (nothing of a game in play)
SEAT_SIDE = {"chair", "moves", "seats", "tables", "codes", "protocols", "analyses"}


def _host_module(node: ast.ImportFrom) -> list[str]:
    """The host/ modules an import names (``from ...host.x import y``, ``from ...host import x``)."""
    mod = node.module or ""
    if mod == "host" or mod.endswith(".host"):
        return [a.name for a in node.names]
    head, _, last = mod.rpartition(".")
    return [last] if head == "host" or head.endswith(".host") else []


def _keeper_reads(path: Path) -> list[tuple[str, int]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(f"host.{a.name.rpartition('.')[2]}", node.lineno) for a in node.names
                      if a.name.rpartition(".")[0].endswith("host") and a.name.rpartition(".")[2] not in SEAT_SIDE]
        elif isinstance(node, ast.ImportFrom):
            found += [(f"host.{m}", node.lineno) for m in _host_module(node) if m not in SEAT_SIDE]
            found += [(KEEPER, node.lineno) for a in node.names if KEEPER in (a.name, a.asname)]
        elif isinstance(node, ast.Name) and node.id == KEEPER:
            found.append((KEEPER, node.lineno))
        elif isinstance(node, ast.Attribute):
            mine = isinstance(node.value, ast.Name) and node.value.id == "self"
            if node.attr == KEEPER or (node.attr in KEEPER_HELD and not mine):
                found.append((node.attr, node.lineno))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr"):
            found += [(a.value, node.lineno) for a in node.args[1:2]
                      if isinstance(a, ast.Constant) and a.value in KEEPER_HELD | {"save"}]
    return found


def test_the_screen_and_the_room_are_handed_a_table_never_the_keeper() -> None:
    bad = []
    for top in SCREEN_AND_ROOM:
        for path in sorted(top.rglob("*.py")):
            rel = path.relative_to(UI.parent).as_posix()
            bad += [f"cardtable/{rel}:{line} {name!r}" for name, line in _keeper_reads(path)
                    if (rel, name) not in KEEPER_ALLOWED]
    assert not bad, "the screen or the room goes behind the table it is handed:\n" + "\n".join(bad)


def test_the_keeper_check_catches_what_the_screen_and_room_once_did(tmp_path) -> None:
    """Each way the screen and the room once reached the keeper is caught (table.py, setup.py, room.py)."""
    p = tmp_path / "bad.py"
    p.write_text("from ...host.session import PHONE, Session\n"
                 "def f(app, session: Session):\n"
                 "    seed = session.seed * 31\n"
                 "    session.record.notes['from_code'] = True\n"
                 "    save = getattr(session, 'save', None)\n"
                 "    return self.record, self.seed\n")
    assert sorted({n for n, _ in _keeper_reads(p)}) == ["Session", "host.session", "notes", "record", "save",
                                                        "seed"]
    assert sorted(n for n, _ in _keeper_reads(p) if n in KEEPER_HELD) == ["notes", "record", "seed"]  # not self's
    p.write_text("import cardtable.host.session\nfrom cardtable.host import session\nfrom . import session\n")
    assert [n for n, _ in _keeper_reads(p)] == ["host.session"] * 2  # a module of ui/ called session is its own
    p.write_text("from ...host.watch import WatchedTable\nfrom ...host.records import check_record\n"
                 "from ...host.tables import TableHost\nfrom ...host.chair import Chair\n")
    assert [n for n, _ in _keeper_reads(p)] == ["host.watch", "host.records"]  # the keeper's side, by any name


def test_the_table_handed_over_says_no_seed_record_or_state() -> None:
    """The screen's and the room's parameters are typed with the narrow table (mypy checks what they ask of it),
    and that table has nothing that holds the truth."""
    import inspect

    from cardtable.host.tables import TableHost
    from cardtable.room.room import Room
    from cardtable.ui.scenes.table import TableScene
    from cardtable.ui.scenes.table.phones import PhoneDesk

    for f in (TableScene.__init__, PhoneDesk.__init__, Room.__init__, Room.from_session):
        assert inspect.signature(f).parameters["table"].annotation == "TableHost", f  # mypy reads it
    members = {m for m in dir(TableHost) if not m.startswith("_")}
    assert members == {"game", "seats", "watched", "chair", "computer_seed", "note", "set_note", "drop_note", "save"}


def test_the_room_keeps_its_notes_and_no_other() -> None:
    """The room's notes go through the table's narrow notes: the program's own are refused, and a chair hands
    out the program's notes only (never a phone's link and key)."""
    from cardtable.host.session import Seat, Session

    s = Session("golf", [Seat("A"), Seat("B", "phone")], 3)
    s.set_note("phone1", "token key")
    assert s.note("phone1") == "token key" and s.record.notes["phone1"] == "token key"
    for key in ("practice", "from_code", "id", "undone", "house_rules"):
        with pytest.raises(KeyError):
            s.set_note(key, True)
        with pytest.raises(KeyError):
            s.drop_note(key)
    assert "phone1" not in s.chair(0).notes and s.chair(0).notes["practice"] is False
    s.drop_note("phone1")
    assert s.note("phone1") is None
    assert Session("golf", [Seat("A"), Seat("B", "easy")], 3, from_code=True).chair(0).notes["from_code"] is True


def test_a_computer_s_seed_does_not_give_the_deal_s_seed_away() -> None:
    """The screen starts the computers with ``computer_seed``: one way from the deal's seed (no arithmetic on it gives
    the seed back, as ``seed * 31 + seat`` did), the same for the same deal and seat, another for another seat."""
    from cardtable.host.session import Seat, Session

    seats = [Seat("A"), Seat("B", "easy"), Seat("C", "easy")]
    for seed in (0, 77, 1 << 29):
        s = Session("oh-heck", seats, seed)
        got = [s.computer_seed(i) for i in range(3)]
        assert got == [Session("oh-heck", seats, seed).computer_seed(i) for i in range(3)]  # a deal plays the same
        assert len(set(got)) == 3 and all(0 <= g < 1 << 30 for g in got)
        assert all(seed not in (g, g // 31, g - i, (g - i) // 31) for i, g in enumerate(got))
    a, b = Session("oh-heck", seats, 5), Session("oh-heck", seats, 6)
    assert a.computer_seed(1) - b.computer_seed(1) not in (-31, 31)  # neighbouring deals: no pattern to follow


def _filled(cell: types.CellType) -> bool:
    try:
        cell.cell_contents  # noqa: B018 - an empty cell raises
    except ValueError:
        return False
    return True


def _reachable_truth(root: object) -> list[str]:
    """Engine states and tables reachable from ``root`` that are not a seat's view, stopping at the chairs
    (the boundary: the truth is behind them), the room (the phones' host) and the app."""
    from cardtable.room.room import Room
    from cardtable.ui.app import App

    stop = (Chair, Room, App, type)
    seen: set[int] = set()
    todo = [root]
    bad = []
    steps = 0
    while todo and steps < 400_000:
        steps += 1
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, stop) and obj is not root:
            continue
        if isinstance(obj, State) and obj.viewer is None:
            bad.append(f"a whole game state ({type(obj).__name__})")
            continue
        if isinstance(obj, Table) and obj.log:
            bad.append("a table with its log (the engine's own)")
        if type(obj).__module__ in ("pygame", "pygame.surface") or isinstance(obj, (str, bytes, int, float)):
            continue
        if isinstance(obj, types.ModuleType):
            continue  # a module's globals are the program's, not the scene's
        if isinstance(obj, types.FunctionType):  # what a function holds: its closure and defaults, not its globals
            todo.extend(c.cell_contents for c in obj.__closure__ or () if _filled(c))
            todo.extend(obj.__defaults__ or ())
            continue
        todo.extend(gc.get_referents(obj))
    return bad


@pytest.mark.parametrize("seats", [["person", "random", "random"], ["person", "person", "random"]])
def test_a_table_scene_holds_no_truth_while_it_plays(seats) -> None:
    app = make_app(animation="fast")
    scene = table(app, "oh-heck", seats, seed=11)
    rng = random.Random(3)
    from cardtable.ui.scenes.handover import HandOver

    for _ in range(400):
        frame(app)
        top = app.top
        if isinstance(top, HandOver):
            top.press("ready")
        elif top is scene and scene.my_turn and scene.input.gestures is not None and scene.input.gestures.legal:
            scene.play(rng.choice(scene.input.gestures.legal))
        elif top is not scene and hasattr(top, "press") and not isinstance(top, HandOver):
            top.press("go")
        if len(host(scene).actions) > 12:
            break
    assert len(host(scene).actions) > 6
    assert _reachable_truth(scene) == []


def test_the_walk_finds_the_truth_when_a_scene_holds_it() -> None:
    """The walk is not blind: a scene handed the session's state is caught."""
    app = make_app(animation="fast")
    scene = table(app, "oh-heck", ["person", "random", "random"], seed=11)
    frame(app)
    scene.leak = host(scene).state
    assert _reachable_truth(scene)


def test_a_replay_through_a_seat_s_eyes_holds_no_truth() -> None:
    """A replay plays the record's moves through each seat's chair: the scene holds neither the record
    nor the state (the next move is handed out only as it is played)."""
    from cardtable.engine.record import Record
    from cardtable.ui.scenes.replay import open_replay

    app = make_app(animation="fast")
    scene = table(app, "oh-heck", ["person", "random", "random"], seed=5)
    for _ in range(300):
        frame(app)
        if app.top is scene and scene.my_turn and scene.input.gestures is not None and scene.input.gestures.legal:
            scene.play(scene.input.gestures.legal[0])
        elif app.top is not scene and hasattr(app.top, "press"):
            app.top.press("go")
        if len(host(scene).actions) > 10:
            break
    rec = Record.loads(host(scene).record.dumps())
    assert open_replay(app, record=rec)
    watch = app.top
    app.settings.pace = "instant"
    for _ in range(2000):
        frame(app)
        if len(host(watch).actions) > 3:
            break
    assert watch.replaying and len(host(watch).actions) > 3
    assert _reachable_truth(watch) == []
    watch.press(("eyes",))  # through a computer's eyes
    frame(app)
    assert watch.chair.seat == 1 and _reachable_truth(watch) == []


def test_the_table_scene_is_composed_of_parts_not_mixed_in() -> None:
    """The scene is one class over the base scene; its parts are objects of their own, each with its state."""
    from cardtable.ui.scenes.base import Scene
    from cardtable.ui.scenes.table import TableScene

    assert TableScene.__mro__ == (TableScene, Scene, object)
    app = make_app()
    scene = table(app, "rummy", ["person", "random"])
    parts = [scene.turns, scene.input, scene.hints, scene.coach, scene.phones]
    assert all(p.scene is scene for p in parts)  # each asks the scene through its own small interface (table/parts.py)
    assert len({type(p) for p in parts}) == len(parts)


def test_pass_and_play_s_sheet_calls_nobody_you() -> None:
    """Several people read the deal's sheet at one screen: each by name; alone, the person is "You"."""
    from cardtable.ui.scenes.summary import DealSummary

    app = make_app()
    scene = table(app, "oh-heck", ["person", "person", "random"])
    frame(app)
    scene.hand_over_done(0)  # Alice at the screen, her cards showing
    assert scene.names[0] == "You" and "You" not in DealSummary(app, scene, None).names
    solo = table(app, "oh-heck", ["person", "random", "random"])
    frame(app)
    assert DealSummary(app, solo, None).names[0] == "You"
