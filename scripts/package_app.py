#!/usr/bin/env python3
"""Package the built one-folder app for a release: one archive named by version and system,
with its SHA-256 checksum beside it.

    python3 scripts/package_app.py [--out FOLDER] [--version V]

Run after ``scripts/build_exe.py``. The version is the project's (pyproject.toml) unless given.
Writes ``CardTable-<version>-<system>.<zip|tar.gz>`` and ``<that name>.sha256`` (the
``sha256sum`` format: ``<hex>  <name>``) into FOLDER (default ``dist-release``). Linux gets a
tar.gz (keeps the executable bit); Windows a zip; macOS a zip of the .app made by ``ditto``,
which keeps the bundle's symbolic links and signatures.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_exe import app_root  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def project_version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    return re.search(r'^version\s*=\s*"([^"]+)"', text, re.M).group(1)


def system_name() -> str:
    return {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")


def archive(app: Path, out: Path, version: str, system: str) -> Path:
    """The app folder (or .app) packed into one archive in ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    stem = f"CardTable-{version}-{system}"
    if system == "macos":
        dest = out / f"{stem}.zip"
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(app), str(dest)], check=True)
    elif system == "windows":
        dest = Path(shutil.make_archive(str(out / stem), "zip", root_dir=app.parent, base_dir=app.name))
    else:
        dest = out / f"{stem}.tar.gz"
        with tarfile.open(dest, "w:gz") as tar:
            tar.add(app, arcname=app.name)
    return dest


def write_checksum(path: Path) -> Path:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    sums = path.with_name(path.name + ".sha256")
    sums.write_text(f"{h.hexdigest()}  {path.name}\n", encoding="utf-8")
    return sums


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default="dist-release", help="where the archive and checksum go")
    ap.add_argument("--version", default="", help="the version in the names (default: pyproject.toml's)")
    args = ap.parse_args()
    version = args.version.lstrip("v") or project_version()
    if not re.fullmatch(r"[0-9A-Za-z.+-]+", version):
        print(f"package_app: {version!r} is not a version", file=sys.stderr)
        return 2
    app = app_root("one-folder")
    if not app.exists():
        print(f"package_app: build the app first (python3 scripts/build_exe.py): {app} is missing", file=sys.stderr)
        return 2
    dest = archive(app, (ROOT / args.out) if not Path(args.out).is_absolute() else Path(args.out),
                   version, system_name())
    sums = write_checksum(dest)
    print(dest)
    print(sums)
    return 0


if __name__ == "__main__":
    sys.exit(main())
