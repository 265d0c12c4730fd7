"""The table's parts read one snapshot of the turn and return what they want done (issue 49): the scene
makes a ``Turn`` once per change (never per frame); the aids, the phones' desk and the coach write
nothing of the scene's and call nothing back; the scene applies what they return (``TableScene.apply``)."""

from __future__ import annotations

import ast
import dataclasses
import random
from pathlib import Path

import pytest
from driver import frame, table

from cardtable.ui.scenes.table.turn import Do
from tests.ui.driver import host

SCENES = Path(__file__).resolve().parents[2] / "cardtable" / "ui" / "scenes"
SOLO = ["person", "random", "random", "random"]


def _module_of(cls: str) -> ast.Module:
    """The module (anywhere under ui/scenes/) that defines the class ``cls``."""
    for path in sorted(SCENES.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if any(isinstance(n, ast.ClassDef) and n.name == cls for n in tree.body):
            return tree
    raise AssertionError(f"no module under ui/scenes defines {cls}")


def _rooted_at_scene(node: ast.expr) -> bool:
    """``self.scene.x...``: an expression that starts from the part's scene."""
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        if (isinstance(node, ast.Attribute) and node.attr == "scene" and isinstance(node.value, ast.Name)
                and node.value.id in ("self", "sc", "t")):
            return True
        node = node.value
    return False


def _writes_and_calls_back(tree: ast.Module, cls: str) -> list[str]:
    """In class ``cls``: each assignment into the scene's state and each call of one of the scene's own
    methods (``self.scene.say(...)``; a call on what the scene lends, ``self.scene.chair.seen()``, is a
    question to the seat, allowed)."""
    found = []
    body = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cls)
    for node in ast.walk(body):
        if isinstance(node, (ast.Assign, ast.AugAssign)):
            for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                if isinstance(target, (ast.Attribute, ast.Subscript)) and _rooted_at_scene(target.value):
                    found.append(f"line {node.lineno}: {ast.unparse(target)} = ...")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = node.func.value
            if (isinstance(owner, ast.Attribute) and owner.attr == "scene"
                    and isinstance(owner.value, ast.Name) and owner.value.id == "self"):
                found.append(f"line {node.lineno}: {ast.unparse(node.func)}(...)")
            elif isinstance(owner, ast.Name) and owner.id in ("sc", "t"):  # a local alias of the scene
                found.append(f"line {node.lineno}: {ast.unparse(node.func)}(...)")
    return found


@pytest.mark.parametrize("cls", ["Hints", "PhoneDesk", "Coach"])
def test_the_aids_the_phones_and_the_coach_write_nothing_of_the_scene_and_call_nothing_back(cls: str) -> None:
    found = _writes_and_calls_back(_module_of(cls), cls)
    assert not found, f"{cls} changes the scene itself instead of returning intents: {found}"


def test_the_check_sees_a_write_and_a_call_back() -> None:
    tree = ast.parse("class P:\n    def f(self):\n        self.scene.board.hurry = True\n"
                     "        self.scene.say('x')\n        self.scene.chair.seen()\n        sc = self.scene\n"
                     "        sc.take_seat(1)\n")
    assert [f.split(":")[0] for f in _writes_and_calls_back(tree, "P")] == ["line 3", "line 4", "line 7"]


def test_the_turn_is_made_once_per_change_and_read_only(app) -> None:
    scene = table(app, "oh-heck", SOLO, seed=6)
    for _ in range(20_000):
        if scene.my_turn and scene.input.gestures is not None:
            break
        frame(app)
    turn = scene.turn
    assert turn.seat == 0 and turn.seat_to_move and turn.to_move == 0 and turn.aids and not turn.over
    assert turn.version == scene.version and turn.moves == len(host(scene).actions)
    assert turn.names[0] == "You" and turn.name(1) == scene.name(1) and turn.name(None) == "Nobody"
    with pytest.raises(dataclasses.FrozenInstanceError):
        turn.to_move = 1  # type: ignore[misc]  # a snapshot: no part can change it
    for _ in range(30):  # frames with nothing changed: the same snapshot, not one a frame
        frame(app)
        assert scene.turn is turn
    scene.play(random.Random(1).choice(scene.chair.legal()))
    assert scene.turn is not turn and scene.turn.version == turn.version + 1 and not scene.turn.seat_to_move


def test_undo_is_asked_for_and_done_by_the_scene(app) -> None:
    scene = table(app, "oh-heck", SOLO, seed=6)
    rng = random.Random(3)
    for _ in range(3):  # three of the person's moves
        for _ in range(20_000):
            if scene.my_turn and scene.input.gestures is not None:
                break
            frame(app)
        scene.play(rng.choice(scene.chair.legal()))
    for _ in range(20_000):
        if scene.my_turn and scene.input.gestures is not None:
            break
        frame(app)
    acts = list(host(scene).actions)
    asked = scene.hints.undo()  # what the aids want done: nothing is taken back yet
    assert host(scene).actions == acts
    assert [i if isinstance(i, Do) else type(i).__name__ for i in asked] == [Do.TAKE_BACK, "Say"]
    scene.apply(asked)
    last_mine = max(i for i, a in enumerate(acts) if a.seat == 0)
    assert host(scene).actions == acts[:last_mine] and "Taken back" in scene.said
