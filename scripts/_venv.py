"""Shared by play.py and test.py: make .venv beside the project and keep it installed."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure(extras: str = "") -> Path:
    """Create .venv if missing and install the project (with ``extras``) when pyproject.toml changed."""
    if sys.version_info < (3, 11):
        sys.exit(f"Card Table needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    py = venv_python()
    if not py.exists():
        print("Setting up .venv (once) ...", flush=True)
        venv.create(VENV, with_pip=True)
    want = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extras.encode()).hexdigest()
    stamp = VENV / f".installed{('-' + extras) if extras else ''}"
    if not stamp.exists() or stamp.read_text() != want:
        target = f".[{extras}]" if extras else "."
        cmd = [str(py), "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", target]
        subprocess.run(cmd, cwd=ROOT, check=True)
        stamp.write_text(want)
    return py
