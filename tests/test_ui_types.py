"""The screen and the command line typed (issue 49): every scene is handed the app as ``SceneApp`` (the small
protocol beside ``Scene``), so what a scene asks of the app is checked; no ``Any`` in ``ui/``, ``cli/`` or
``__main__``; each ``type: ignore`` left there names its error code and says why."""

from __future__ import annotations

import ast
import inspect
import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "cardtable"
SCREEN = sorted([*(ROOT / "ui").rglob("*.py"), *(ROOT / "cli").rglob("*.py"), ROOT / "__main__.py"])


def test_every_scene_is_handed_the_app_as_scene_app() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from cardtable.ui.router import SCENES, build
    from cardtable.ui.scenes.base import Scene

    for cls in [Scene, *SCENES.values()]:
        app = inspect.signature(cls.__init__).parameters["app"].annotation
        assert app == "SceneApp", f"{cls.__module__}.{cls.__name__}: app is {app!r}"  # mypy reads it
    assert inspect.signature(build).parameters["app"].annotation == "SceneApp"


def test_no_any_in_the_screen_or_the_command_line() -> None:
    found = []
    for path in SCREEN:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Name) and node.id == "Any") or (isinstance(node, ast.Attribute)
                                                                    and node.attr == "Any"):
                found.append(f"{path.relative_to(ROOT.parent)}:{node.lineno}")
    assert not found, "Any where a type exists: " + ", ".join(found)


def test_each_type_ignore_names_its_code_and_why() -> None:
    bad = []
    for path in SCREEN:
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if "type: ignore" in line and not re.search(r"#\s*type:\s*ignore\[[a-z-]+(, *[a-z-]+)*\]\s+#\s*\S", line):
                bad.append(f"{path.relative_to(ROOT.parent)}:{n}: {line.strip()}")
    assert not bad, "\n".join(bad)
