"""`cardtable review FILE --seat N [--deal K ...]`: how a seat played, one line per decision.

Each line: the deal and move, the choice in words, its value (the hard player's expected
points of the deal from what the seat could see, and the chance of making the bid where
there is one), and either "best" or how many points below the best it was (and which
that was), marked COSTLY at the game's costly points or more (a point in most games). Forced moves say
so. Where the game has it,
the hindsight of each deal follows ("could I have made it?"), then the summary line, and last the
error rate (points given away per real decision), the seat's luck over the game and its luck-adjusted
result (``ai/analysis.py``).
A file that cannot be used, or a seat or deal that is not in it, is one line on standard
error and status 2.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ..ai.review import Decision


class Subcommands(Protocol):
    """The command line's subparsers (argparse's), as a subcommand is added to them."""

    def add_parser(self, name: str, *, help: str | None = ...) -> argparse.ArgumentParser: ...


def add_review(sub: Subcommands) -> None:
    """The ``review`` subcommand, on the command line's subparsers."""
    p = sub.add_parser("review", help="how a seat played a saved game: every decision valued by the hard player")
    p.add_argument("file")
    p.add_argument("--seat", type=int, required=True, help="the seat to review, counted from 1")
    p.add_argument("--deal", type=int, action="append", default=None, metavar="K",
                   help="review only deal K (from 1; may be given again)")
    p.add_argument("--iterations", type=int, default=None, help=argparse.SUPPRESS)
    p.add_argument("--samples", type=int, default=None, help=argparse.SUPPRESS)  # the luck's (ai/analysis.py)
    p.add_argument("--alternatives", type=int, default=None, help=argparse.SUPPRESS)
    p.add_argument("--value-iterations", type=int, default=None, help=argparse.SUPPRESS)
    p.set_defaults(run=cmd_review)


def cmd_review(args: argparse.Namespace) -> int:
    from ..ai.review import hindsight_lines, review  # here: the command line is built without the AI (issue 43)
    from ..engine.record import RecordError
    from ..host.records import read_record

    def fail(msg: str) -> int:
        print(f"cardtable: error: {msg}", file=sys.stderr)
        return 2

    try:
        reading = read_record(args.file)  # the one reading every command shares
    except RecordError as e:
        return fail(f"cannot review {args.file}: {e}")
    rec, game = reading.record, reading.game
    if not 1 <= args.seat <= rec.players:
        return fail(f"--seat {args.seat}: the game has seats 1 to {rec.players}")
    if args.deal is not None and any(k < 1 for k in args.deal):
        return fail("--deal counts from 1")
    if args.deal is not None and max(args.deal) > reading.deals:
        return fail(f"--deal {max(args.deal)}: the record holds deals 1 to {reading.deals}")
    if args.iterations is not None and not 1 <= args.iterations <= 1_000_000:
        return fail("--iterations is 1 to 1000000")
    names = [s.get("name", f"Seat {i + 1}") for i, s in enumerate(rec.seats)]
    names += [f"Seat {i + 1}" for i in range(len(names), rec.players)]
    seat = args.seat - 1
    print(f"{game.info.name}: the decisions of {names[seat]} (seat {args.seat}), each valued by the hard player "
          "from what that seat could see.", flush=True)

    def show(d: Decision) -> None:
        print(d.line(), flush=True)

    try:
        r = review(game, rec, seat, set(args.deal) if args.deal else None, args.iterations, on_decision=show)
    except RecordError as e:
        return fail(f"cannot review {args.file}: {e}")
    for deal, rows in sorted(r.hindsight.items()):
        print(f"Deal {deal} in hindsight:")
        for line in hindsight_lines(game, rows, names):
            print("  " + line)
    if not r.decisions:
        print(f"{names[seat]} had no decisions to review" + (" in those deals." if args.deal else "."))
    print(f"Summary: {r.summary()} ({r.seconds:.1f} s)")
    from ..ai.analysis import Settings, analyse, summary_lines  # the error rate, the luck (issue 48)

    base = Settings()
    settings = Settings(args.iterations, args.samples or base.samples, 0, args.alternatives or base.alternatives,
                        args.value_iterations or base.value_iterations)
    judged = analyse(game, rec, settings, persons=[seat], reviewed={seat: r.decisions})
    from ..engine.options import resolve

    for line in summary_lines(judged, seat, resolve(game.info.options, rec.options)):
        print(line)
    return 0
