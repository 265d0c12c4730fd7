#!/usr/bin/env python3
"""Set everything up (once) and run the whole test suite: python3 scripts/test.py [pytest args]."""

import subprocess
import sys

from _venv import ROOT, ensure

if __name__ == "__main__":
    py = ensure("test")
    sys.exit(subprocess.run([str(py), "-m", "pytest", *sys.argv[1:]], cwd=ROOT).returncode)
