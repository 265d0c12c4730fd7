"""Card Table: eight card games at one desktop table."""

# Nothing is imported here, not even __future__: the `cardtable` command loads this first, before its
# Ctrl-C guard (``__main__``), so start-up has nothing here to be interrupted in. The version is read
# when it is first asked for (``cardtable.__version__``).


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
        except OSError:
            return "unknown"
        found = re.search(r'^version\s*=\s*"([^"]+)"', text, re.M)
        return found.group(1) if found else "unknown"


def __getattr__(name: str) -> str:
    if name == "__version__":
        globals()["__version__"] = v = _version()
        return v
    raise AttributeError(f"module 'cardtable' has no attribute {name!r}")
