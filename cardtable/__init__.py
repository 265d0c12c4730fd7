"""Card Table: eight card games at one desktop table."""

from __future__ import annotations


def _version() -> str:
    """The version in pyproject.toml, through the installed metadata (frozen apps carry it too)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("cardtable")
    except PackageNotFoundError:
        import re
        from pathlib import Path

        try:
            text = (Path(__file__).resolve().parent.parent / "pyproject.toml").read_text()
            return re.search(r'^version\s*=\s*"([^"]+)"', text, re.M).group(1)  # type: ignore[union-attr]
        except (OSError, AttributeError):
            return "unknown"


__version__ = _version()
