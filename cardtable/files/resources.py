"""The one place that finds the project's files, from source and in a frozen app."""

from __future__ import annotations

import sys
from pathlib import Path


def is_frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def assets_dir() -> Path:
    """assets/ beside the package in a source tree; inside the bundle when frozen."""
    if is_frozen():
        return Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent)) / "assets"
    return Path(__file__).resolve().parent.parent.parent / "assets"


def asset(name: str) -> Path | None:
    """The path of an asset, or None if it is not there (callers then draw it themselves)."""
    p = assets_dir() / name
    return p if p.is_file() else None
