"""The command line: list, rules, simulate, and opening the table."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, NoReturn

if TYPE_CHECKING:  # the parser is built for a command; the table opens without it (issue 43)
    import argparse
    from collections.abc import Callable

    from ..engine.game import Game
    from ..engine.options import OptionValue
    from ..engine.record import Record

MAX_GAMES = 10_000_000  # a run of simulate that ends


class UsageError(Exception):
    """Bad input from the command line: one clear line, exit status 2."""


def _bad_input() -> tuple[type[Exception], ...]:
    """What main answers with one line and exit status 2 (looked up when something was raised: the options'
    module is the engine's, which the table's window shows without)."""
    from ..engine.options import OptionError, PlayerCountError

    return UsageError, OptionError, PlayerCountError


def _parser() -> argparse.ArgumentParser:
    import argparse

    from ..ai.levels import SPECS

    class _Parser(argparse.ArgumentParser):
        def error(self, message: str) -> NoReturn:
            raise UsageError(message)

    p = _Parser(prog="cardtable", description="Card Table: eight card games at one desktop table.")
    p.add_argument("--selftest", action="store_true",
                   help="play one whole game of every game through the screen, hidden, and exit")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)
    ls = sub.add_parser("list", help="the games, their player counts and options")
    ls.add_argument("--json", action="store_true")
    r = sub.add_parser("rules", help="the rules of a game")
    r.add_argument("game")
    s = sub.add_parser("simulate", help="play whole games between computer players")
    s.add_argument("game")
    s.add_argument("--players", type=int, required=True)
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    s.add_argument("--preset", default=None, metavar="NAME", help="a game's named house rules (see list)")
    s.add_argument("--ai", default=None, metavar="SPEC,SPEC,...",
                   help=f"a player for each seat: {', '.join(SPECS[:-1])} or {SPECS[-1]} (default: all random)")
    s.add_argument("--json", action="store_true")
    s.add_argument("--log", type=int, default=None, metavar="SEAT",
                   help="play one game and print its moves in words as that seat's log shows them")
    s.add_argument("--save", default=None, metavar="DIR",
                   help="write each game's record into DIR (for replay and verify)")
    v = sub.add_parser("verify", help="check a saved game against its seed: the fingerprint, every deal, every move")
    v.add_argument("file")
    rp = sub.add_parser("replay", help="show a saved game move by move on the table")
    rp.add_argument("file")
    pl = sub.add_parser("play", help="open the card table (the default)")
    pl.add_argument("--code", default=None, help="set the table for the deal of a game code (choose your seat)")
    c = sub.add_parser("code", help="the game code of a saved game: its deal, to play again from any seat")
    c.add_argument("file")
    from .review import add_review  # the review's own module (issue 16)
    add_review(sub)
    from .rating import add_rating  # each person's rating per game (issue 48)
    add_rating(sub)
    return p


def _game(game_id: str) -> Game:
    from ..games import get_game

    try:
        return get_game(game_id)
    except KeyError as e:
        raise UsageError(e.args[0]) from None


def cmd_list(args: argparse.Namespace) -> int:
    from ..games import all_games

    games = all_games()
    if args.json:
        print(json.dumps([{"id": g.info.id, "name": g.info.name, "players": [g.info.players[0], g.info.players[-1]],
                           "summary": g.words.summary,
                           "house_rules": [{"name": p.name, "help": p.help, "options": dict(p.values)}
                                           for p in g.words.presets],
                           "options": [{"name": o.name, "default": o.default, "kind": o.kind,
                                        "choices": list(o.choices), "min": o.min, "max": o.max, "help": o.help}
                                       for o in g.info.options]} for g in games], indent=2))
        return 0
    for g in games:
        print(f"{g.info.id:15} {g.info.name} ({g.info.players[0]}-{g.info.players[-1]} players): {g.words.summary}")
        for o in g.info.options:
            print(f"{'':17}--option {o.describe()}")
        if g.words.presets:
            print(f"{'':17}house rules: " + "; ".join(
                p.name + "".join(f" {k}={_show(v)}" for k, v in p.values) for p in g.words.presets))
    return 0


def _show(v: object) -> str:
    return ("on" if v else "off") if isinstance(v, bool) else str(v)


def cmd_rules(args: argparse.Namespace) -> int:
    from ..engine.options import house_rules_text

    game = _game(args.game)
    print(game.words.rules_text.rstrip())
    if game.words.presets:
        print("\n" + house_rules_text(game))
    return 0


def parse_options(pairs: list[str]) -> dict[str, str]:
    out = {}
    for pair in pairs:
        if "=" not in pair:
            raise UsageError(f"--option wants NAME=VALUE, not {pair!r}")
        k, v = pair.split("=", 1)
        out[k.strip()] = v.strip()
    return out


def cmd_simulate(args: argparse.Namespace) -> int:
    from ..engine.options import resolve
    from .sim import simulate

    game = _game(args.game)
    if not game.info.players[0] <= args.players <= game.info.players[-1]:
        few, most = game.info.players[0], game.info.players[-1]
        raise UsageError(f"{game.info.name} is for {few} to {most} players, not {args.players}")
    if not 1 <= args.games <= MAX_GAMES:
        raise UsageError(f"--games must be from 1 to {MAX_GAMES:,}")
    if not 0 <= args.seed < 1 << 63:
        raise UsageError("--seed must be a whole number from 0 to 2**63 - 1")
    given: dict[str, object] = dict(parse_options(args.option))
    if args.preset is not None:  # the named house rules, then any --option over them
        preset = next((p for p in game.words.presets if p.name.lower() == args.preset.strip().lower()), None)
        if preset is None:
            names = ", ".join(repr(p.name) for p in game.words.presets) or "none"
            raise UsageError(f"{game.info.name} has no house rules called {args.preset[:40]!r} (it has {names})")
        given = {**dict(preset.values), **given}
    opts = resolve(game.info.options, given)
    game.check_options(opts, args.players)
    specs = [s.strip() for s in args.ai.split(",")] if args.ai else None
    if specs is not None and len(specs) != args.players:
        raise UsageError(f"--ai names {len(specs)} players for {args.players} seats")
    for spec in specs or ():
        _check_player(spec)
    if args.log is not None:
        return _print_log(game, args, opts, specs)
    save = _saver(args.save, game.info.id, args.seed) if args.save else None
    try:
        stats = simulate(game, args.players, args.games, args.seed, opts, specs, save)
    except ValueError as e:
        if specs is not None and "player" in str(e):
            raise UsageError(str(e)) from None
        raise
    out = stats.to_json()
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    print(f"{game.info.name}: {out['games']} games, {args.players} players, seed {args.seed}")
    print(f"{'entrant':>8}  {'player':12} {'wins':>8} {'win rate':>9} {'mean score':>11}")
    for i, ent in enumerate(out["entrants"]):
        print(f"{i:>8}  {ent['player']:12} {ent['wins']:>8g} {ent['win_rate']:>9.1%} {ent['mean_score']:>11.2f}")
    print(f"{out['games_per_second']} games/s, {out['actions_per_second']} actions/s "
          f"({out['actions']} actions in {out['seconds']} s)")
    return 0


def _saver(folder: str, game_id: str, seed: int) -> Callable[[int, Record], None]:
    """``simulate --save DIR``: a function writing game k's record as DIR/GAME-SEED-K.json."""
    from pathlib import Path

    from ..files.storage import write_atomic

    where = Path(folder)
    try:
        where.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise UsageError(f"--save: cannot make the folder {folder!r} ({e.strerror or e})") from None

    def save(k: int, record: Record) -> None:
        try:
            write_atomic(where / f"{game_id}-{seed}-{k + 1:04d}.json", record.dumps())
        except OSError as e:
            raise UsageError(f"--save: cannot write into {folder!r} ({e.strerror or e})") from None

    return save


def cmd_code(args: argparse.Namespace) -> int:
    """Print a saved game's game code (its deal, to be played again by anyone): only a code that
    ``play --code`` takes, of a record every other command takes."""
    from ..engine.options import OptionError as BadOption
    from ..engine.record import RecordError
    from ..host.codes import GameCodeError, code_for, read_code
    from ..host.records import read_record

    try:
        r = read_record(args.file)
        text = code_for(r.game, r.record.players, r.record.seed, r.record.options).text()
        read_code(text)
    except (RecordError, BadOption, GameCodeError) as e:
        raise UsageError(f"{args.file}: {e}") from None
    print(text)
    return 0


def cmd_verify(args: argparse.Namespace) -> int:
    """Check a record; one line: OK, or the first thing that does not match (exit status 2, as every command
    that refuses a record)."""
    from ..engine.record import RecordError
    from ..host.records import read_record

    try:
        verdict = read_record(args.file).verdict  # the one reading every command shares
    except RecordError as e:
        print(f"cardtable verify: {args.file}: {e}", file=sys.stderr)
        return 2
    print(verdict.line)
    for note in verdict.notes:
        print(f"Note: {note}.")
    return 0


def _print_log(game: Game, args: argparse.Namespace, opts: dict[str, OptionValue], specs: list[str] | None) -> int:
    """``simulate --log SEAT``: one game (the first of the seed), each line as SEAT's log shows it."""
    from .sim import log_game

    if not 0 <= args.log < args.players:
        raise UsageError(f"--log names seat {args.log}; the seats are 0 to {args.players - 1}")
    seat_specs = specs or ["random"] * args.players
    for line in log_game(game, args.players, args.seed * 1_000_003, opts, seat_specs, args.seed * 7919, args.log):
        print(line)
    return 0


def _check_player(spec: str) -> None:
    """A player spec that would not play is one line here, not a traceback from the middle of a game."""
    from ..ai.players import make_player

    kind, _, n = spec.partition(":")
    if len(n) > 9:
        raise UsageError(f"--ai {spec[:40]!r}: {kind[:10]}:N wants N from 1 to 999,999,999")
    try:
        make_player(spec, 0)
    except ValueError as e:
        raise UsageError(f"--ai: {e}") from None


def cmd_play(args: argparse.Namespace) -> int:
    return _open_table(getattr(args, "code", None), getattr(args, "selftest", False))


def _open_table(code: str | None = None, selftest: bool = False) -> int:
    try:
        from ..ui.app import run
    except ImportError:
        import argparse

        print("The card table's window is not built yet; here are the games:\n")
        return cmd_list(argparse.Namespace(json=False))
    if code:
        from ..host.codes import GameCodeError, read_code

        try:
            game_id = read_code(code).game
        except GameCodeError as e:
            raise UsageError(f"--code: {e}") from None
        return run(code=(game_id, code))
    return run(selftest=selftest)


def cmd_replay(args: argparse.Namespace) -> int:
    from ..engine.record import RecordError
    from ..host.records import read_record

    try:  # a file that will not play is one clear line here, before any window opens
        from ..ui.scenes.replay import replay_session

        replay_session(read_record(args.file).record)
    except RecordError as e:
        raise UsageError(f"cannot replay {args.file}: {e}") from None
    from ..ui.app import run

    return run(replay_file=args.file)


def main(argv: list[str] | None = None) -> int:
    try:
        if argv == []:  # the table, as a double-click opens it: no parser to build, nothing more to load first
            return _open_table()
        args = _parser().parse_args(argv)
        command = args.command or "play"
        handler = getattr(args, "run", None) or {
            "list": cmd_list, "rules": cmd_rules, "simulate": cmd_simulate, "play": cmd_play,
            "replay": cmd_replay, "verify": cmd_verify, "code": cmd_code}[command]
        return handler(args)
    except _bad_input() as e:
        print(f"cardtable: error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # e.g. `cardtable rules golf | head`: the reader left
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
