"""Mutation testing of the games: do the tests notice when a rule breaks?

Small deliberate changes (mutants) are made to the rule modules in
``cardtable/games/``, one at a time, each in a temporary copy of the project
(the real tree is never edited), and each module's own tests are run against
it. A mutant the tests fail on (or that runs out of time) is *killed*; one they
pass on *survives*: either a hole in the tests, or a change no player could see
(those are listed, each with its reason, in ``tests/EQUIVALENT.md``).

The mutations, over the module's ``ast``:

- comparisons: ``<``/``<=``/``>``/``>=`` to their neighbour and their flip,
  ``==``/``!=``, ``in``/``not in``, ``is``/``is not``;
- integer constants one more and one less; ``True``/``False`` swapped;
- ``and``/``or`` swapped; ``not`` removed; an ``if``/``while``/``elif`` test negated;
- ``+``/``-`` and ``*``/``//`` swapped, ``+=``/``-=`` swapped;
- a ``return`` of a comparison or boolean negated.

A mutant that compiles to the same bytecode as the original is skipped (it
cannot change anything). Not part of the test run (it takes a while)::

    python scripts/mutation.py --seed 7 --per-module 40      # a full sample
    python scripts/mutation.py --quick                       # a smoke sample
    python scripts/mutation.py --module golf --all           # every mutant of one module
    python scripts/mutation.py --module oh_heck --line 184 --all   # the mutants of one line

Prints the kill rate per module and every survivor: file:line, the mutation,
the source line, and whether it is judged equivalent in ``tests/EQUIVALENT.md``
(then the kill rate "of the rest" leaves it out); an unjudged survivor is printed
with the line to add there once judged. Exit status 0 unless the unmutated tests fail.

Each module answers to its game's tests (``tests/test_<game>.py``,
``tests/rules/test_<game>_*.py``, the game's property test and
``tests/rules/test_all_*.py``); a shared module (melds, stock, tricks) to those of
every game that uses it and ``tests/rules/test_<module>*.py``. The computer
player's hooks are left out unless ``--ai`` (see ``AI_HOOKS``). One test process
runs at a time; a mutant's timeout is 4x its module's clean run plus 10 seconds.
"""

from __future__ import annotations

import argparse
import ast
import marshal
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "cardtable" / "games"

# The eight games: module name -> game id (the property test's parameter).
GAME_IDS = {
    "say_uncle": "say-uncle", "man_from_uncle": "man-from-uncle", "uncle_stuart": "uncle-stuart",
    "show": "show", "rummy": "rummy", "skull": "skull", "oh_heck": "oh-heck", "golf": "golf",
}
# A game's computer-player modules (left out unless --ai).
AI_MODULES = ("/ai", "/kits", "/playout", "/solver", "/exact", "/hindsight")
# The shared rule modules: which games use them.
SHARED = {
    "melds": ["rummy", "uncle_stuart", "show"],
    "stock": ["golf", "man_from_uncle", "rummy", "show", "uncle_stuart"],
    "tricks": ["oh_heck"],
}


# -- which tests a module answers to ---------------------------------------------------------
def owner(module: str) -> str | None:
    """The game a module belongs to (``oh_heck/ai`` -> ``oh_heck``), or None: a game is a
    package, and its modules are named by their path under ``cardtable/games``."""
    head = module.split("/")[0]
    return head if "/" in module and head in GAME_IDS else None


def tests_for(module: str, root: Path = ROOT) -> list[str]:
    """The test files (and test ids) run against a mutant of ``module``."""
    games = SHARED.get(module) or ([owner(module)] if owner(module) else [])
    out: list[str] = []
    rules = root / "tests" / "rules"
    for g in games:
        for p in [root / "tests" / f"test_{g}.py", *sorted(rules.glob(f"test_{g}_*.py"))]:
            if p.exists():
                out.append(str(p.relative_to(root)))
        out.append(f"tests/test_games_properties.py::test_whole_random_games_keep_every_invariant[{GAME_IDS[g]}]")
    if module in SHARED:
        out += [str(p.relative_to(root)) for p in sorted(rules.glob(f"test_{module}*.py"))]
    if games:  # what every game keeps: player limits, option ranges
        out += [str(p.relative_to(root)) for p in sorted(rules.glob("test_all_*.py"))]
    if module.endswith("/words"):
        out.append("tests/test_presentation.py")
    if module.endswith(AI_MODULES):
        out.append("tests/test_ai.py")
        out += [f"tests/test_{g}_{part}.py" for g in games for part in ("ai", "solver")
                if (root / "tests" / f"test_{g}_{part}.py").exists()]
    return list(dict.fromkeys(out))


def modules(ai: bool = False) -> list[str]:
    """The rule modules: each game's and the shared ones (with ``ai``, the computer
    player's modules too); the words and rules-text modules hold no rules."""
    names = [str(p.relative_to(GAMES).with_suffix("")) for p in sorted(GAMES.glob("**/*.py"))
             if p.stem != "__init__"]
    names = [m for m in names if not m.endswith(("/words", "/rules_text")) and (ai or not m.endswith(AI_MODULES))]
    return [m for m in names if m in SHARED or owner(m)]


# -- the mutations -------------------------------------------------------------------------------
CMP_SWAPS: dict[type, list[type]] = {
    ast.Lt: [ast.LtE, ast.Gt], ast.LtE: [ast.Lt, ast.GtE], ast.Gt: [ast.GtE, ast.Lt],
    ast.GtE: [ast.Gt, ast.LtE], ast.Eq: [ast.NotEq], ast.NotEq: [ast.Eq],
    ast.In: [ast.NotIn], ast.NotIn: [ast.In], ast.Is: [ast.IsNot], ast.IsNot: [ast.Is],
}
BIN_SWAPS: dict[type, type] = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv,
                               ast.FloorDiv: ast.Mult}
SYMBOL = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=",
          ast.In: "in", ast.NotIn: "not in", ast.Is: "is", ast.IsNot: "is not", ast.Add: "+",
          ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "//", ast.And: "and", ast.Or: "or"}


@dataclass(frozen=True)
class Mutant:
    module: str
    index: int  # the node's place in ast.walk order
    kind: str  # which mutation
    arg: int  # which variant of it (e.g. which comparison of a chain)
    line: int
    what: str  # in words
    where: str = ""  # the enclosing function (Class.method), or "" at module level


def _skipped_lines(tree: ast.Module) -> set[int]:
    """Lines not worth mutating: docstrings, annotations, ``__slots__``, type-checking blocks."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign) and node.value is None:
            skip.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            skip.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
    return skip


# The computer player's hooks: how well it plays, not what the rules allow. Left out
# unless ``--ai`` (their mutants make the computer play differently, within the rules).
AI_HOOKS = {"playout", "prior", "lead_scale", "evaluate", "determinize", "search_reward", "policy_action",
            "solve_ending", "_guess", "_fits", "_near", "_worth",
            "ai_iterations", "HIDDEN_GUESS",
            "public_reach"}  # Skull's count of a careful bid: read only by the computers' beliefs (skull/beliefs.py)


def _ai_nodes(tree: ast.Module) -> set[int]:
    ids: set[int] = set()
    for node in ast.walk(tree):
        name = None
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            name = node.name
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
        if name in AI_HOOKS:
            ids.update(id(n) for n in ast.walk(node))
    return ids


def _annotation_nodes(tree: ast.Module) -> set[int]:
    ids: set[int] = set()
    for node in ast.walk(tree):
        anns = []
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            anns.append(node.returns)
            a = node.args
            anns += [x.annotation for x in [*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg] if x]
        elif isinstance(node, ast.AnnAssign):
            anns.append(node.annotation)
        for ann in anns:
            if ann is not None:
                ids.update(id(n) for n in ast.walk(ann))
    return ids


def _owners(tree: ast.Module) -> dict[int, str]:
    """Each node's enclosing function, as Class.method (innermost), by node id."""
    out: dict[int, str] = {}

    def visit(node: ast.AST, name: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = name
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                inner = f"{name}.{child.name}" if name else child.name
            out[id(child)] = inner
            visit(child, inner)

    visit(tree, "")
    return out


def sites(module: str, source: str, ai: bool = False) -> list[Mutant]:
    """Every mutant of a module's source (the computer player's hooks only with ``ai``)."""
    tree = ast.parse(source)
    owners = _owners(tree)
    skip = _skipped_lines(tree)
    in_ann = _annotation_nodes(tree)
    if not ai:
        in_ann |= _ai_nodes(tree)
    out: list[Mutant] = []
    for i, node in enumerate(ast.walk(tree)):
        line = getattr(node, "lineno", 0)
        if line in skip or id(node) in in_ann:
            continue

        def add(kind: str, what: str, arg: int = 0, node=node, i=i, line=line) -> None:
            out.append(Mutant(module, i, kind, arg, line, what, owners.get(id(node), "")))

        if isinstance(node, ast.Compare):
            for k, op in enumerate(node.ops):
                for j, new in enumerate(CMP_SWAPS.get(type(op), [])):
                    add("cmp", f"{SYMBOL[type(op)]} -> {SYMBOL[new]}", k * 10 + j)
        elif isinstance(node, ast.Constant):
            if node.value is True or node.value is False:
                add("bool", f"{node.value} -> {not node.value}")
            elif isinstance(node.value, int):
                add("int", f"{node.value} -> {node.value + 1}", 1)
                add("int", f"{node.value} -> {node.value - 1}", -1)
        elif isinstance(node, ast.BoolOp):
            new = ast.Or if isinstance(node.op, ast.And) else ast.And
            add("boolop", f"{SYMBOL[type(node.op)]} -> {SYMBOL[new]}")
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            add("not", "not removed")
        elif isinstance(node, ast.BinOp) and type(node.op) in BIN_SWAPS:
            if not (isinstance(node.left, ast.Constant) and isinstance(node.left.value, str)):
                add("binop", f"{SYMBOL[type(node.op)]} -> {SYMBOL[BIN_SWAPS[type(node.op)]]}")
        elif isinstance(node, ast.AugAssign) and type(node.op) in (ast.Add, ast.Sub):
            add("aug", f"{SYMBOL[type(node.op)]}= -> {SYMBOL[BIN_SWAPS[type(node.op)]]}=")
        elif isinstance(node, (ast.If, ast.While, ast.IfExp)):
            if not isinstance(node.test, ast.UnaryOp):
                add("negate", "condition negated")
        elif isinstance(node, ast.Return) and isinstance(node.value, (ast.Compare, ast.BoolOp, ast.UnaryOp)):
            add("return", "returned boolean negated")
    return out


def mutate(source: str, m: Mutant) -> ast.Module:
    """The module's tree with mutant ``m`` applied."""
    tree = ast.parse(source)
    node = next(n for k, n in enumerate(ast.walk(tree)) if k == m.index)
    if m.kind == "cmp":
        k, j = divmod(m.arg, 10)
        node.ops[k] = CMP_SWAPS[type(node.ops[k])][j]()
    elif m.kind == "bool":
        node.value = not node.value
    elif m.kind == "int":
        node.value = node.value + m.arg
    elif m.kind == "boolop":
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
    elif m.kind == "not":
        # ``not x`` -> ``bool(x)``, keeping the node where it is.
        node.op = ast.UAdd()
        node.operand = ast.Call(ast.Name("bool", ast.Load()), [node.operand], [])
    elif m.kind in ("binop", "aug"):
        node.op = BIN_SWAPS[type(node.op)]()
    elif m.kind == "negate":
        node.test = ast.UnaryOp(ast.Not(), node.test)
    elif m.kind == "return":
        node.value = ast.UnaryOp(ast.Not(), node.value)
    return ast.fix_missing_locations(tree)


def _fix_uadd(tree: ast.Module) -> ast.Module:
    """The "not removed" mutant as written: ``+bool(x)`` becomes ``bool(x)``."""

    class Strip(ast.NodeTransformer):
        def visit_UnaryOp(self, node):
            self.generic_visit(node)
            if isinstance(node.op, ast.UAdd) and isinstance(node.operand, ast.Call) \
                    and isinstance(node.operand.func, ast.Name) and node.operand.func.id == "bool":
                return node.operand
            return node

    return ast.fix_missing_locations(Strip().visit(tree))


def _code(tree: ast.Module, filename: str) -> bytes:
    return marshal.dumps(compile(tree, filename, "exec"))


def mutant_source(source: str, m: Mutant) -> str:
    return ast.unparse(_fix_uadd(mutate(source, m)))


def same_bytecode(source: str, m: Mutant) -> bool:
    """Does the mutant compile to exactly the original's code (so cannot change anything)?"""
    tree = _fix_uadd(mutate(source, m))
    base = ast.parse(source)
    return _code(tree, "m.py") == _code(base, "m.py") or \
        _code(ast.parse(ast.unparse(tree)), "m.py") == _code(ast.parse(ast.unparse(base)), "m.py")


# -- running ---------------------------------------------------------------------------------
def make_copy() -> Path:
    """A temporary copy of the project's code and tests to mutate in."""
    tmp = Path(tempfile.mkdtemp(prefix="cardtable-mutants-"))
    ignore = shutil.ignore_patterns("__pycache__", ".hypothesis", "*.pyc")
    shutil.copytree(ROOT / "cardtable", tmp / "cardtable", ignore=ignore)
    shutil.copytree(ROOT / "tests", tmp / "tests", ignore=ignore)
    for f in ("pyproject.toml",):
        if (ROOT / f).exists():
            shutil.copy(ROOT / f, tmp / f)
    return tmp


def run_tests(work: Path, tests: list[str], timeout: float, hyp_seed: int | None) -> str:
    """'passed', 'failed' or 'timeout' (``hyp_seed`` None: without hypothesis, which is slow to load)."""
    env = dict(os.environ, PYTHONPATH=str(work), PYTHONDONTWRITEBYTECODE="1",
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("CI", None)
    seed = ["-p", "no:hypothesispytest"] if hyp_seed is None else [f"--hypothesis-seed={hyp_seed}"]
    cmd = [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", *seed, *tests]
    try:
        proc = subprocess.run(cmd, cwd=work, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout"
    return "passed" if proc.returncode == 0 else "failed"


def run_module(work: Path, module: str, src: str, mutants: list[Mutant], tests: list[str], timeout: float,
               hyp_seed: int | None, report=print) -> tuple[int, int, list[Mutant]]:
    """Run each mutant of ``module`` (its source ``src``) in the copy ``work``: returns
    (killed, skipped for the same bytecode, survivors). The module is restored after."""
    target = work / "cardtable" / "games" / f"{module}.py"
    lines = src.splitlines()
    killed = same = 0
    survivors: list[Mutant] = []
    try:
        for m in mutants:
            if same_bytecode(src, m):
                same += 1
                continue
            target.write_text(mutant_source(src, m))
            if run_tests(work, tests, timeout, hyp_seed) == "passed":
                survivors.append(m)
                report(f"  survived {module}.py:{m.line}: {m.what}: {lines[m.line - 1].strip()}")
            else:
                killed += 1
    finally:
        target.write_text(src)
    return killed, same, survivors


# -- the survivors judged equivalent (tests/EQUIVALENT.md) ------------------------------------
EQUIVALENT = ROOT / "tests" / "EQUIVALENT.md"
_ENTRY = re.compile(r"^- `([\w/]+)\.py` `([\w.]*)` `(.+?)`: `(.+)`: (.+)$")


def judged(path: Path = EQUIVALENT) -> dict[tuple[str, str, str, str], str]:
    """(module, function, mutation, source line) -> the reason it changes nothing a
    player could see. Entries name the line by its function and text, not its number,
    so edits elsewhere keep them."""
    out = {}
    if path.exists():
        for line in path.read_text().splitlines():
            m = _ENTRY.match(line.strip())
            if m:
                out[(m.group(1), m.group(2), m.group(4), m.group(3))] = m.group(5)
    return out


def key(m: Mutant, line: str) -> tuple[str, str, str, str]:
    return (m.module, m.where, m.what, line)


def entry(m: Mutant, line: str) -> str:
    """A survivor as an EQUIVALENT.md line (its reason to be written)."""
    return f"- `{m.module}.py` `{m.where}` `{line}`: `{m.what}`: REASON"


def choose(all_sites: list[Mutant], n: int | None, rng: random.Random) -> list[Mutant]:
    if n is None or n >= len(all_sites):
        return list(all_sites)
    return sorted(rng.sample(all_sites, n), key=lambda m: (m.line, m.index, m.arg))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1, help="which mutants are sampled")
    ap.add_argument("--per-module", type=int, default=30, help="mutants sampled per module")
    ap.add_argument("--all", action="store_true", help="every mutant of each module (no sampling)")
    ap.add_argument("--module", action="append", help="only this module (repeatable), e.g. golf")
    ap.add_argument("--quick", action="store_true", help="a smoke sample: 3 mutants of 3 modules")
    ap.add_argument("--timeout", type=float, default=None, help="seconds per mutant (default: 4x the clean run + 10)")
    ap.add_argument("--list", action="store_true", help="list the sampled mutants, run nothing")
    ap.add_argument("--ai", action="store_true", help="mutate the computer player's modules and hooks too")
    ap.add_argument("--line", type=int, action="append", help="only mutants of this line (with one --module)")
    args = ap.parse_args(argv)

    mods = args.module or modules(args.ai)
    per = None if args.all else args.per_module
    if args.quick:
        mods = args.module or ["stock", "tricks", "golf"]
        per = 3
    unknown = [m for m in mods if not (GAMES / f"{m}.py").exists()]
    if unknown:
        ap.error(f"no module {', '.join(unknown)} in cardtable/games")

    plan: list[tuple[str, str, list[Mutant]]] = []
    for mod in mods:
        src = (GAMES / f"{mod}.py").read_text()
        found = [m for m in sites(mod, src, args.ai) if not args.line or m.line in args.line]
        # each module's sample depends only on the seed and the module: --module X repeats it
        plan.append((mod, src, choose(found, per, random.Random(f"{args.seed}:{mod}"))))
    if args.list:
        for mod, src, ms in plan:
            lines = src.splitlines()
            for m in ms:
                print(f"{mod}.py:{m.line}: {m.what}: {lines[m.line - 1].strip()}")
        return 0

    known = judged()
    work = make_copy()
    totals: dict[str, tuple[int, int, int]] = {}
    survivors: list[tuple[Mutant, str, str | None]] = []
    try:
        for mod, src, ms in plan:
            tests = tests_for(mod, work)
            if not ms:
                continue
            t0 = time.monotonic()
            clean = run_tests(work, tests, 600, args.seed)
            took = time.monotonic() - t0
            if clean != "passed":
                print(f"{mod}: the tests do not pass unmutated ({clean}); stopping", file=sys.stderr)
                return 2
            killed, same, left = run_module(work, mod, src, ms, tests, args.timeout or 4 * took + 10, args.seed,
                                            report=lambda s: print(s, flush=True))
            lines = src.splitlines()
            equiv = 0
            for m in left:
                line = lines[m.line - 1].strip()
                why = known.get(key(m, line))
                equiv += why is not None
                survivors.append((m, line, why))
            ran = len(ms) - same
            totals[mod] = (killed, ran, equiv)
            print(f"{mod}: {killed}/{ran} killed, {equiv} judged equivalent, {same} same bytecode skipped; "
                  f"tests {took:.1f}s", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    print(f"\nKill rate per module (seed {args.seed}; 'of the rest': leaving out the survivors "
          "judged equivalent in tests/EQUIVALENT.md):")
    k_all = r_all = e_all = 0
    for mod, (k, r, e) in totals.items():
        k_all, r_all, e_all = k_all + k, r_all + r, e_all + e
        print(f"  {mod:20s} {k:4d}/{r:<4d} {100 * k / r if r else 100:5.1f}%   of the rest "
              f"{k:4d}/{r - e:<4d} {100 * k / (r - e) if r > e else 100:5.1f}%")
    if r_all:
        print(f"  {'all':20s} {k_all:4d}/{r_all:<4d} {100 * k_all / r_all:5.1f}%   of the rest "
              f"{k_all:4d}/{r_all - e_all:<4d} {100 * k_all / (r_all - e_all) if r_all > e_all else 100:5.1f}%")
    print(f"\nSurvivors ({len(survivors)}):")
    for m, line, why in survivors:
        print(f"  cardtable/games/{m.module}.py:{m.line}: {m.what}: {line}")
        verdict = f"judged equivalent: {why}" if why else f"NOT JUDGED: a hole in the tests, or add {entry(m, line)}"
        print(f"      {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
