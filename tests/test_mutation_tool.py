"""scripts/mutation.py works: it finds mutants, applies them to a copy, skips those
that compile to the same code, and tells a killed mutant from a survivor and a
timeout (on a tiny module of its own, so this stays fast)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _tool():
    spec = importlib.util.spec_from_file_location("mutation_tool", ROOT / "scripts" / "mutation.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["mutation_tool"] = mod
    spec.loader.exec_module(mod)
    return mod


M = _tool()

TINY = '''\
"""A tiny rule: may a hand of this many points call?"""

LIMIT = 5


def may_call(points):
    return points <= LIMIT


def spin(n):
    i = 0
    while i < n:
        i += 1
    return i


def dead(a, b):
    if False:
        return a < b
    return 1
'''

TINY_TESTS = '''\
from cardtable.games.tiny import may_call, spin


def test_five_may_call_six_may_not():
    assert may_call(5) and not may_call(6)


def test_spin():
    assert spin(3) == 3
'''


def test_sites_and_mutants_cover_the_mutations():
    sites = M.sites("tiny", TINY)
    whats = {m.what for m in sites}
    assert {"<= -> <", "<= -> >=", "5 -> 6", "5 -> 4", "< -> <=", "+= -> -=", "False -> True"} <= whats
    m = next(x for x in sites if x.what == "<= -> <")
    assert "return points < LIMIT" in M.mutant_source(TINY, m)
    dead = next(x for x in sites if x.what == "< -> <=" and x.line == 19)
    assert M.same_bytecode(TINY, dead)  # the compiler drops code under "if False"
    assert not M.same_bytecode(TINY, m)


def test_a_killed_mutant_a_survivor_a_skipped_one_and_a_timeout(tmp_path):
    games = tmp_path / "cardtable" / "games"
    games.mkdir(parents=True)
    (tmp_path / "cardtable" / "__init__.py").write_text("")
    (games / "__init__.py").write_text("")
    (games / "tiny.py").write_text(TINY)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_tiny.py").write_text(TINY_TESTS)
    tests = ["tests/test_tiny.py"]
    assert M.run_tests(tmp_path, tests, 60, None) == "passed"
    sites = M.sites("tiny", TINY)
    pick = {
        "killed": next(x for x in sites if x.what == "<= -> <"),                   # 5 may no longer call
        "survives": next(x for x in sites if x.what == "1 -> 2" and x.line == 20),  # dead() is never tested
        "same": next(x for x in sites if x.what == "< -> <=" and x.line == 19),     # compiled away
    }
    killed, same, left = M.run_module(tmp_path, "tiny", TINY, list(pick.values()), tests, 60, None,
                                      report=lambda s: None)
    assert (killed, same, left) == (1, 1, [pick["survives"]])
    assert (games / "tiny.py").read_text() == TINY  # the module is restored
    # a mutant that never ends runs out of time, which counts as killed
    endless = next(x for x in sites if x.what == "+= -> -=")
    (games / "tiny.py").write_text(M.mutant_source(TINY, endless))
    assert M.run_tests(tmp_path, tests, 1, None) == "timeout"


def test_survivors_judged_equivalent_are_read_from_their_list(tmp_path):
    sites = M.sites("tiny", TINY)
    m = next(x for x in sites if x.what == "5 -> 6")
    line = TINY.splitlines()[m.line - 1].strip()
    listing = tmp_path / "EQUIVALENT.md"
    listing.write_text("# Equivalent\n\n" + M.entry(m, line).replace("REASON", "nobody holds 6 points") + "\n")
    assert M.judged(listing) == {("tiny", "", "5 -> 6", "LIMIT = 5"): "nobody holds 6 points"}
    inner = next(x for x in sites if x.what == "<= -> <")
    assert inner.where == "may_call" and M.key(inner, "return points <= LIMIT") == \
        ("tiny", "may_call", "<= -> <", "return points <= LIMIT")


def test_every_mutant_judged_equivalent_is_a_mutant_of_the_code_as_it_is():
    """An entry whose line was edited away would excuse nothing: it must be judged again."""
    today = set()
    for mod in M.modules(True):
        src = (M.GAMES / f"{mod}.py").read_text()
        lines = src.splitlines()
        today |= {M.key(x, lines[x.line - 1].strip()) for x in M.sites(mod, src, True)}
    judged = M.judged()
    assert len(judged) > 40
    assert set(judged) <= today, sorted(set(judged) - today)


def test_every_rule_module_has_tests_to_answer_to():
    for mod in M.modules():
        tests = M.tests_for(mod)
        assert tests and all((ROOT / t.split("::")[0]).exists() for t in tests), mod
    assert "tests/rules/test_golf_boundaries.py" in M.tests_for("golf/rules")
    assert "tests/rules/test_melds_rules.py" in M.tests_for("melds")
    assert "tests/test_show.py" in M.tests_for("melds")
