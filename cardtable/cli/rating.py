"""`cardtable rating [GAME] [--analyse]`: each person's rating per game, and the computer levels' fixed points.

The ratings are worked out from scratch from the finished games kept in the data folder (``records/``),
oldest first, each game's analysis read from beside its record (``host/analyses.py``; with
``--analyse`` the games not analysed yet are analysed first, and kept). A rating is shown with two
deviations either side (about 95%), with the person's error rate over their last games and its verdict on
the levels' own error rates (``ai/scale.py``); the levels' ratings say when they are still provisional.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the command's modules are read when it runs (the program's start reads none of them)
    from ..ai.analysis import GameAnalysis
    from ..ai.scale import ErrorScale, Step
    from ..engine.record import Record
    from .review import Subcommands


def add_rating(sub: Subcommands) -> None:
    """The ``rating`` subcommand, on the command line's subparsers."""
    p = sub.add_parser("rating", help="each person's rating per game, and the computer levels' fixed ratings")
    p.add_argument("game", nargs="?", default=None, help="only this game (its id, as `cardtable list` shows)")
    p.add_argument("--analyse", action="store_true", help="analyse the finished games not analysed yet (slow)")
    p.set_defaults(run=cmd_rating)


def cmd_rating(args: argparse.Namespace) -> int:
    from ..ai.rating import level_ratings, ratings
    from ..ai.scale import ErrorScale, error_scale
    from ..engine.record import RecordError
    from ..files.storage import Storage, load_record_file
    from ..games import game_ids, get_game
    from ..host.analyses import analysed, load_analysis

    if args.game is not None and args.game not in game_ids():
        print(f"cardtable: error: there is no game {args.game!r} (see `cardtable list`)", file=sys.stderr)
        return 2
    storage = Storage(readonly=not args.analyse)
    judged, missing = [], 0
    records: list[Record] = []
    try:
        files = sorted(p for p in (storage.root / "records").glob("*.json") if not p.name.startswith("."))
    except OSError:
        files = []
    for p in files:
        try:
            rec = load_record_file(p)
            game = get_game(rec.game)
        except (RecordError, KeyError, OSError):
            continue
        if args.game is not None and rec.game != args.game:
            continue
        a = analysed(storage, game, rec) if args.analyse else load_analysis(storage, rec)
        if a is None:
            missing += 1
        else:
            judged.append(a)
            records.append(rec)
    for m in storage.messages:
        print(m, file=sys.stderr)
    levels = level_ratings()
    try:
        scale = error_scale()
    except (OSError, ValueError):
        scale = ErrorScale({})
    table = ratings(judged, levels)
    shown = [args.game] if args.game is not None else sorted(set(table) | ({a.game for a in judged}))
    if not any(table.get(g) for g in shown):
        print("No ratings yet: no finished game has been analysed" + (" of that game." if args.game else "."))
    for gid in shown:
        rows = table.get(gid, {})
        if not rows:
            continue
        print(f"{get_game(gid).info.name}:")
        for name, st in sorted(rows.items(), key=lambda kv: -kv[1].rating.r):
            print(f"  {name}: {st.rating.text()} over {st.games} game{'s' if st.games != 1 else ''}"
                  + _recent(scale, [(a, rec) for a, rec in zip(judged, records) if a.game == gid], name))
    if missing:
        print(f"{missing} finished game{'s are' if missing != 1 else ' is'} not analysed yet "
              "(`cardtable rating --analyse` analyses them).")
    steps = [gid for gid in ([args.game] if args.game is not None else sorted(scale.steps)) if scale.of(gid)]
    if steps:
        print("The computer levels' error rates (points given away a decision; the verdicts' scale):")
        for gid in steps:
            print(f"  {get_game(gid).info.name}: "
                  + ", ".join(f"{st.words} {st.rate:.3f}" for st in sorted(scale.of(gid), key=_order)))
    word = " (provisional: not measured yet)" if levels.provisional else ""
    print(f"The computer levels' fixed ratings{word}:")
    measured: list[str | None] = [args.game] if args.game is not None else [*sorted(levels.ratings)]
    for gid in measured or [None]:
        head = f"  {get_game(gid).info.name}: " if gid is not None else "  every game: "
        names = sorted(set(levels.default) | set(levels.ratings.get(gid or "", {})),
                       key=lambda k: (levels.of(gid or "", k) or levels.default[k]).r)
        print(head + ", ".join(f"{k} {r.text()}" for k in names if (r := levels.of(gid or "", k)) is not None))
    return 0


def _order(step: Step) -> int:
    from ..ai.scale import STEPS

    return STEPS.index(step.level) if step.level in STEPS else len(STEPS)


def _recent(scale: ErrorScale, games: list[tuple[GameAnalysis, Record]], name: str, last: int = 5) -> str:
    """"; last 5 games 0.21 points given away a decision, plays like medium" (empty: no real decision); the
    verdict over the last games set as the game's scale was measured (another set-up weighs a decision
    otherwise), and said so when some were not."""
    mine = [(s, rec) for a, rec in games for s in a.persons() if s.name == name]
    if not mine:
        return ""
    game_id = mine[0][1].game
    seats = [s for s, _rec in mine][-last:]
    decisions = sum(s.decisions for s in seats)
    if not decisions:
        return ""
    rate = sum(s.given_away for s in seats) / decisions
    n = len(seats)
    out = f"; last {n} game{'s' if n != 1 else ''} {rate:.2f} points given away a decision"
    from ..engine.options import OptionError, resolve
    from ..games import get_game

    declared = get_game(game_id).info.options

    def fits(rec: Record) -> bool:
        try:
            return scale.fits(game_id, rec.players, resolve(declared, rec.options))
        except OptionError:
            return False

    like = [(s, rec) for s, rec in mine if fits(rec)][-last:]
    decisions = sum(s.decisions for s, _rec in like)
    if not decisions or not scale.of(game_id):
        return out
    said = scale.verdict(game_id, sum(s.given_away for s, _rec in like) / decisions, like[-1][1].players,
                         resolve(declared, like[-1][1].options))
    if len(like) < n or any(not fits(rec) for _s, rec in mine[-last:]):
        return out + f"; with {scale.set_up_words(game_id)}, {said}"
    return out + f", {said}"
