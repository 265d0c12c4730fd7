"""The tools that keep the code so (issue 42): ``ruff check`` finds nothing in cardtable, tests and
scripts, and ``mypy`` finds nothing over the whole package (``[tool.mypy]`` in pyproject.toml: its ``files``,
strict on the engine, the room, the host, the files and the computer players). Both come with the ``test`` extra."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STRICT = ("disallow_any_generics", "disallow_subclassing_any", "disallow_untyped_calls", "disallow_untyped_defs",
          "disallow_incomplete_defs", "check_untyped_defs", "disallow_untyped_decorators", "warn_return_any",
          "strict_equality", "extra_checks")  # with implicit_reexport false: mypy --strict's flags, module by module
INSTALL = "install them with the test extra: python3 scripts/test.py (or pip install -e '.[test]')"


def _cache() -> Path:
    """mypy's cache, outside the tree: in the venv when there is one (kept between runs), else the temp folder."""
    if sys.prefix != sys.base_prefix:
        return Path(sys.prefix) / ".mypy_cache"
    return Path(tempfile.gettempdir()) / "cardtable-mypy-cache"


def _run(tool: str, *args: str, timeout: float) -> subprocess.CompletedProcess[str]:
    try:
        __import__(tool)
    except ImportError:
        raise AssertionError(f"{tool} is not installed: {INSTALL}") from None
    return subprocess.run([sys.executable, "-m", tool, *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout)


def test_ruff_finds_nothing() -> None:
    out = _run("ruff", "check", "--no-cache", "--output-format", "concise", "cardtable", "tests", "scripts",
               timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr


def test_mypy_finds_nothing_where_it_runs() -> None:
    out = _run("mypy", "--config-file", "pyproject.toml", "--cache-dir", str(_cache()), timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "Success: no issues found" in out.stdout, out.stdout


def test_mypy_covers_the_whole_package_strict_below_the_screen() -> None:
    """The configuration itself (issue 49): mypy runs over all of cardtable/, every function body checked,
    and strictly on the engine, the room, the host, the files and the computer players."""
    import tomllib

    conf = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert conf["files"] == ["cardtable"], conf["files"]
    assert conf.get("check_untyped_defs") is True
    strict = {m for o in conf.get("overrides", [])
              if all(o.get(f) for f in STRICT) and o.get("implicit_reexport") is False for m in o["module"]}
    assert {"cardtable.engine.*", "cardtable.room.*", "cardtable.host.*", "cardtable.files.*",
            "cardtable.ai.*"} <= strict, strict
