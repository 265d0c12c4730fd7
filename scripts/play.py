#!/usr/bin/env python3
"""Set everything up (once) and open the card table: python3 scripts/play.py [cardtable args]."""

import subprocess
import sys

from _venv import ROOT, ensure

if __name__ == "__main__":
    py = ensure()
    sys.exit(subprocess.run([str(py), "-m", "cardtable", *sys.argv[1:]], cwd=ROOT).returncode)
