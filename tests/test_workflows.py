"""The GitHub workflows, checked before they are pushed: actionlint (syntax, expressions, action
versions and runtimes) and zizmor (security: injections, pinning, credentials, permissions).

On Linux the linters come with the test extras and must be there; elsewhere a missing linter
skips its test (they are checked on Linux on every push)."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = ROOT / ".github" / "workflows"
BIN = Path(sys.executable).parent


def _tool(name: str) -> str:
    exe = shutil.which(name, path=str(BIN)) or shutil.which(name)
    if exe is None:
        if sys.platform.startswith("linux"):
            pytest.fail(f"{name} is missing: the test extras install it (python3 scripts/test.py)")
        pytest.skip(f"{name} is checked on Linux")
    return exe


def _files() -> list[Path]:
    files = sorted(WORKFLOWS.glob("*.yml"))
    assert {p.name for p in files} >= {"build.yml", "ci.yml", "release.yml"}
    return files


def test_actionlint_finds_nothing() -> None:
    r = subprocess.run([_tool("actionlint"), "-no-color", *map(str, _files())], capture_output=True, text=True,
                       cwd=ROOT, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr


def test_zizmor_finds_nothing() -> None:
    r = subprocess.run([_tool("zizmor"), "--offline", "--no-progress", "--format", "plain", str(WORKFLOWS)],
                       capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "No findings" in r.stdout + r.stderr, r.stdout + r.stderr


def test_linters_catch_what_they_should(tmp_path: Path) -> None:
    """A workflow with the old faults (node20 action, a tag pin, a template injection in run:,
    persisted credentials) is refused by both: the checks above cannot pass by not looking."""
    bad = tmp_path / ".github" / "workflows"
    bad.mkdir(parents=True)
    (bad / "bad.yml").write_text(
        "name: bad\non: push\npermissions:\n  contents: read\njobs:\n  b:\n    runs-on: ubuntu-latest\n"
        "    steps:\n      - uses: actions/checkout@v4\n"
        "      - run: echo \"${{ github.ref_name }}\"\n", encoding="utf-8")
    lint = subprocess.run([_tool("actionlint"), "-no-color", str(bad / "bad.yml")], capture_output=True, text=True)
    assert lint.returncode != 0 and "node20" in lint.stdout
    ziz = subprocess.run([_tool("zizmor"), "--offline", "--no-progress", str(bad)], capture_output=True, text=True)
    out = ziz.stdout + ziz.stderr
    assert ziz.returncode != 0
    for audit in ("template-injection", "unpinned-uses", "artipacked"):
        assert audit in out, out


def test_one_copy_of_the_build_steps() -> None:
    """Every push and every release run the same steps: only build.yml tests and builds."""
    texts = {p.name: p.read_text(encoding="utf-8") for p in _files()}
    for name, text in texts.items():
        for step in ("scripts/test.py", "scripts/build_exe.py"):
            assert (step in text) == (name == "build.yml"), (name, step)
    assert "build.yml" in texts["ci.yml"] and "build.yml" in texts["release.yml"]
    build = texts["build.yml"]
    for system in ("ubuntu-latest", "windows-latest", "macos-latest"):
        assert system in build
    assert '"3.11"' in build  # the oldest Python the project supports (pyproject's requires-python)


def test_package_names_the_archive_by_version_and_system_with_its_checksum(tmp_path: Path, monkeypatch) -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import package_app
    finally:
        sys.path.pop(0)
    app = tmp_path / "Card Table"
    (app / "lib").mkdir(parents=True)
    (app / "Card Table").write_bytes(b"#!/bin/sh\necho hi\n")
    (app / "lib" / "data.bin").write_bytes(bytes(range(256)))
    out = tmp_path / "out"
    dest = package_app.archive(app, out, "1.2.3", "linux")
    assert dest.name == "CardTable-1.2.3-linux.tar.gz"
    with tarfile.open(dest) as tar:
        assert {"Card Table/Card Table", "Card Table/lib/data.bin"} <= set(tar.getnames())
    sums = package_app.write_checksum(dest)
    assert sums.name == "CardTable-1.2.3-linux.tar.gz.sha256"
    digest, name = sums.read_text().split()
    assert name == dest.name and digest == hashlib.sha256(dest.read_bytes()).hexdigest()
    zipped = package_app.archive(app, out, "1.2.3", "windows")
    assert zipped.name == "CardTable-1.2.3-windows.zip"
