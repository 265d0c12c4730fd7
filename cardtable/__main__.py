"""`python -m cardtable` and the `cardtable` command."""

from __future__ import annotations

import multiprocessing
import os
import sys


def main() -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    multiprocessing.freeze_support()  # the computer players' worker processes, in frozen apps
    from .cli import main as cli_main

    return cli_main(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
