"""The package's shape: no import circle (counting imports inside functions), modules split by concern
(one over 400 lines says why; none over 600), the table scene's parts standing alone."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "cardtable"
SOFT_LINES = 400  # over this a module says why in its docstring, on a line of its own: "Over 400 lines: ..."
MAX_LINES = 600  # over this, split it

# Split by other engineers right now (issue 12); the lead removes this at merge.
# Not this branch's to split (its owner changes how the board is fed); the lead decides at merge.


def _modules() -> dict[str, Path]:
    mods = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        mods[".".join(parts)] = path
    return mods


MODULES = _modules()


def _is_package(name: str) -> bool:
    return MODULES.get(name, Path()).name == "__init__.py"


def _imports(name: str, path: Path) -> set[str]:
    """Every module of the package that ``name`` imports, anywhere in its text (functions too)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = name if _is_package(name) else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                if node.level > 1:
                    base = base[: len(base) - (node.level - 1)]
                base_name = ".".join(base + ([node.module] if node.module else []))
            else:
                base_name = node.module or ""
            for alias in node.names:
                sub = f"{base_name}.{alias.name}"
                found.add(sub if sub in MODULES else base_name)
    # importing a.b.c runs a and a.b too; only the named module counts here (packages'
    # __init__ files are imported on the way, but they import nothing circular by themselves)
    return {m for m in found if m in MODULES and m != name}


def import_graph() -> dict[str, set[str]]:
    return {name: _imports(name, path) for name, path in MODULES.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle (as a list of modules, first repeated at the end), or None."""
    WHITE, GREY, BLACK = 0, 1, 2
    colour = dict.fromkeys(graph, WHITE)
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        colour[node] = GREY
        stack.append(node)
        for nxt in sorted(graph[node]):
            if colour[nxt] == GREY:
                return stack[stack.index(nxt):] + [nxt]
            if colour[nxt] == WHITE:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        colour[node] = BLACK
        return None

    for node in sorted(graph):
        if colour[node] == WHITE:
            found = visit(node)
            if found:
                return found
    return None


def test_the_graph_sees_imports_inside_functions() -> None:
    graph = import_graph()
    assert "cardtable.ui.app" in graph["cardtable.cli.main"]  # imported inside main()
    assert "cardtable.engine.words" in graph["cardtable.engine.game"]  # a relative import, resolved


def test_no_import_circle() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, "import circle: " + " -> ".join(cycle or [])


def test_find_cycle_finds_one() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def _line_cases():
    for path in MODULES.values():
        rel = path.relative_to(ROOT.parent).as_posix()
        yield pytest.param(rel, id=rel)


def _says_why_it_is_long(text: str) -> bool:
    """The module's docstring has a line starting "Over 400 lines:" followed by a reason."""
    doc = ast.get_docstring(ast.parse(text)) or ""
    return any(line.strip().lower().startswith("over 400 lines:") and len(line.strip()) > len("over 400 lines:") + 10
               for line in doc.splitlines())


@pytest.mark.parametrize("rel", list(_line_cases()))
def test_a_long_module_says_why_and_none_is_too_long(rel: str) -> None:
    """Modules are split by concern, not to meet a number: one may pass 400 lines if its docstring
    says why (a line starting "Over 400 lines:"); none passes 600."""
    text = (ROOT.parent / rel).read_text(encoding="utf-8")
    lines = len(text.splitlines())
    assert lines <= MAX_LINES, f"{rel} has {lines} lines (at most {MAX_LINES}): split it by concern"
    if lines > SOFT_LINES:
        assert _says_why_it_is_long(text), (
            f"{rel} has {lines} lines: over {SOFT_LINES}, its docstring says why on a line starting 'Over 400 lines:'")


def test_the_soft_cap_reads_the_reason() -> None:
    assert _says_why_it_is_long('"""A module.\n\nOver 400 lines: one state machine, read top to bottom."""')
    assert not _says_why_it_is_long('"""A module.\n\nOver 400 lines:"""')  # a reason, not the words alone
    assert not _says_why_it_is_long("# Over 400 lines: a comment is not the docstring\n")


TABLE_PARTS = ["flow", "input", "aids", "coach", "log", "panel", "phones", "turn"]


def _scene_text(name: str) -> str:
    return (ROOT / "ui" / "scenes" / f"{name}.py").read_text(encoding="utf-8")


def test_the_table_s_parts_ask_through_a_typed_interface() -> None:
    """Each part of the table scene is handed the scene as a small Protocol (ui/scenes/table/parts.py):
    no back-reference typed Any, none called ``t`` (``self.t.``), no module alias of the scene typed Any."""
    from cardtable.ui.scenes.table import parts as table_parts

    protocols = {n for n, v in vars(table_parts).items() if isinstance(v, type) and getattr(v, "_is_protocol", False)}
    for name in TABLE_PARTS:
        tree = ast.parse(_scene_text(f"table/{name}"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self":
                assert node.attr != "t", f"{name}: a back-reference self.t (line {node.lineno})"
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Name) and node.value.id == "Any":
                raise AssertionError(f"{name}: {ast.unparse(node)} (line {node.lineno}): the scene typed Any")
            if isinstance(node, ast.FunctionDef) and node.name == "__init__":
                for arg in node.args.args[1:2]:
                    if arg.arg in ("t", "scene", "table"):
                        ann = ast.unparse(arg.annotation) if arg.annotation else ""
                        assert ann in protocols, f"{name}: {node.name}({arg.arg}: {ann or 'untyped'}) is not a Protocol"


def test_the_table_scene_forwards_nothing() -> None:
    """No property or method of the scene that only hands on a part's attribute of the same name (the
    scene's own events, ``key``, ``click``, ``draw``..., go to the part that handles them): whoever
    needs a part's state reads the part."""
    tree = ast.parse(_scene_text("table/scene"))
    parts = {"turns", "input", "hints", "coach", "phones"}
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "TableScene")
    base = next(n for n in ast.parse(_scene_text("base")).body if isinstance(n, ast.ClassDef) and n.name == "Scene")
    events = {n.name for n in base.body if isinstance(n, ast.FunctionDef)}  # key, click...: handed to the part
    for node in cls.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
            assert ast.unparse(node.value.func) != "_part", f"a forwarding property: {ast.unparse(node)}"
        if isinstance(node, ast.FunctionDef) and len(node.body) == 1 + (ast.get_docstring(node) is not None):
            stmt = node.body[-1]
            value = stmt.value if isinstance(stmt, (ast.Return, ast.Expr)) else None
            target = value.func if isinstance(value, ast.Call) else value
            is_forward = (isinstance(target, ast.Attribute) and isinstance(target.value, ast.Attribute)
                          and isinstance(target.value.value, ast.Name) and target.value.value.id == "self"
                          and target.value.attr in parts)
            decorated = {ast.unparse(d) for d in node.decorator_list}
            same_name = is_forward and (node.name == target.attr or "property" in decorated)
            if same_name and node.name not in FORWARDS_OTHER_SCENES_CALL | events:
                raise AssertionError(f"TableScene.{node.name} only forwards self.{target.value.attr}.{target.attr}")


# What other scenes ask of the table itself (the menu's and the game's end's Export), not a part's state.
FORWARDS_OTHER_SCENES_CALL = {"export"}


def test_scenes_never_import_each_other() -> None:
    """A scene asks the app for another by name; only the router (and the app) import scene modules (and a
    scene's own package, which hands it out: ``scenes/table/__init__.py``)."""
    from cardtable.ui.router import SCENES

    scene_modules = {cls.__module__ for cls in SCENES.values()}
    graph = import_graph()
    for name, imported in graph.items():
        if name.startswith("cardtable.ui.scenes."):
            both = sorted(m for m in imported & scene_modules if not m.startswith(name + "."))
            assert not both, f"{name} imports the scene module(s) {both}"


def test_the_router_builds_a_scene_by_name() -> None:
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from cardtable.ui.app import App
    from cardtable.ui.scenes.message import Message

    app = App((1024, 600), selftest=True)
    scene = app.open("message", "Hello", "A message by name.")
    assert isinstance(scene, Message) and app.top is scene and scene.title_text == "Hello"
    app.replace("choose", "rules")
    assert type(app.top).__name__ == "Choose" and len(app.stack) == 1
    with pytest.raises(KeyError, match="no scene is called"):
        app.open("nowhere")


def test_no_game_is_named_outside_the_games() -> None:
    """The engine, the AI, the screen and the command line read what a game declares; none names one."""
    from cardtable.games import BUILT_IN

    ids = set(BUILT_IN)
    for name, path in MODULES.items():
        if name.startswith("cardtable.games"):
            continue
        text = path.read_text(encoding="utf-8")
        for gid in ids:
            for quote in ('"', "'"):
                assert f"{quote}{gid}{quote}" not in text, f"{name} names the game {gid!r}"
