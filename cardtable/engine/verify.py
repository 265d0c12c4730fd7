"""Verifiable deals: the seed's fingerprint, the record's seal, and checking a record.

Before the first card the table shows a fingerprint of the game's seed: the first
``FINGERPRINT_LEN`` hex digits of SHA-256 over a random salt and the seed, a commitment
(the salt keeps the seed from being guessed from it). While the game is played the
record is sealed (``seal``): it keeps every shuffle's order as dealt and, for each
finished deal, a checksum of its moves and the totals after it.

``verify`` replays a record from its seed and checks, in the order play met them: the
seed against the fingerprint, every shuffle against the record's, every action's
legality, and each finished deal's checksum and totals. The first thing that does not
match is named in one line. It cannot stop someone who rewrites a whole game
consistently; the fingerprint a person saw at the table is what ties a record to the
game they played.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterable
from dataclasses import dataclass

from . import cards as C
from .actions import Action, IllegalAction
from .game import SomeGame
from .options import OptionError, PlayerCountError
from .record import DealCheck, Record
from .state import State

FINGERPRINT_LEN = 12


def fingerprint(salt: str, seed: int) -> str:
    """The seed's commitment, as shown at the table: 12 hex digits."""
    return hashlib.sha256(f"cardtable-seed:{salt}:{seed}".encode()).hexdigest()[:FINGERPRINT_LEN]


def commit(record: Record) -> None:
    """Give a new record a salt and its seed's fingerprint (before the first card)."""
    record.salt = secrets.token_hex(16)
    record.fingerprint = fingerprint(record.salt, record.seed)


def shuffle_text(zone: str, order: tuple[int, ...]) -> str:
    """One shuffle as the record keeps it: the zone, then its cards from the top."""
    return " ".join([zone, *(C.name(c) for c in order)])


def action_text(a: Action) -> str:
    """An action in full, for a deal's checksum (the record's own short form depends on its kinds)."""
    parts = [f"{a.seat}:{a.kind}", *(C.name(c) for c in a.cards)]
    if a.zone is not None:
        parts.append("@" + a.zone)
    if a.number is not None:
        parts.append(f"#{a.number}")
    return " ".join(parts)


def moves_sum(actions: list[Action]) -> str:
    """The checksum of a deal's moves."""
    h = hashlib.sha256()
    for a in actions:
        h.update(action_text(a).encode())
        h.update(b"\n")
    return h.hexdigest()[:16]


def seal(record: Record, state: State) -> None:
    """Bring the record's deals and checks up to date with ``state`` (played from the
    record's seed and actions, with a log), after an action, an undo or a resume.
    A record from before fingerprints is left as it was."""
    if not record.fingerprint or state.table.dealt is None:
        return
    dealt = state.table.dealt
    if len(record.deals) > len(dealt):  # moves were taken back
        del record.deals[len(dealt):]
    record.deals.extend(shuffle_text(z, o) for z, o in dealt[len(record.deals):])
    n = len(record.actions)
    record.checks[:] = [c for c in record.checks if c["upto"] <= n]
    if len(state.history) == len(record.checks) + 1:  # the last action closed a deal
        start = record.checks[-1]["upto"] if record.checks else 0
        record.checks.append({"upto": n, "moves": moves_sum(record.actions[start:n]),
                              "totals": list(state.history[-1])})


@dataclass
class Verdict:
    ok: bool
    line: str  # one line: what matched, or the first thing that did not
    notes: list[str]  # what could not be checked (an older record)


def _first_difference(mine: str, theirs: str) -> str:
    """Where two shuffle texts part: "card 7 from the top is QH in the record, 4C from the seed"."""
    a, b = mine.split(" "), theirs.split(" ")
    if a[0] != b[0]:
        return f"the record shuffles {a[0]!r}, the seed {b[0]!r}"
    for i, (x, y) in enumerate(zip(a[1:], b[1:]), 1):
        if x != y:
            return f"card {i} from the top is {x} in the record, {y} from the seed"
    return f"the record holds {len(a) - 1} cards, the seed {len(b) - 1}"


def verify(game: SomeGame, record: Record) -> Verdict:
    """Check a record against its seed (see the module's text)."""
    notes: list[str] = []

    def bad(line: str) -> Verdict:
        return Verdict(False, line, notes)

    if record.game != game.info.id:
        return bad(f"the record is of {record.game!r}, not {game.info.id!r}")
    sealed = bool(record.fingerprint)
    if not sealed:
        notes.append("this record is from before fingerprints: it holds no fingerprint, shuffles or "
                     "checksums, so only the legality of every move from its seed is checked")
    elif fingerprint(record.salt, record.seed) != record.fingerprint:
        return bad(f"the seed does not match the fingerprint {record.fingerprint} "
                   f"(the seed gives {fingerprint(record.salt, record.seed)})")
    try:
        state = game.new_state(record.players, record.seed, record.options, log=True)
    except (OptionError, PlayerCountError) as e:
        return bad(f"the record does not fit its game: {e}")
    dealt = state.table.dealt or []
    seen = 0  # shuffles compared so far
    checks = list(record.checks)

    def shuffles(after: str) -> str | None:
        nonlocal seen
        while seen < len(dealt):
            mine = shuffle_text(*dealt[seen])
            seen += 1
            deal = state.table.counters.get("deal", 1)
            if seen > len(record.deals):
                return f"shuffle {seen} ({after}, deal {deal}) is missing from the record"
            if record.deals[seen - 1] != mine:
                return (f"shuffle {seen} ({after}, deal {deal}, the {mine.split(' ')[0]}): "
                        + _first_difference(record.deals[seen - 1], mine))
        return None

    if sealed and (why := shuffles("before the first move")):
        return bad(why)
    start = done_deals = 0
    for i, a in enumerate(record.actions, 1):
        try:
            words = game.words.describe(state, a)
        except Exception:  # noqa: BLE001 - a damaged action may not even be describable
            words = action_text(a)
        try:
            game.apply(state, a)
        except IllegalAction as e:
            return bad(f"action {i} (seat {a.seat}: {words}) is not legal: {e}{_deal_hint(record, checks, start)}")
        except Exception as e:  # noqa: BLE001 - an action no game could have made (a damaged file)
            return bad(f"action {i} (seat {a.seat}: {words}) is not legal: it cannot be played ({e})"
                       f"{_deal_hint(record, checks, start)}")
        if not sealed:
            continue
        while len(state.history) > done_deals:
            done_deals += 1
            if not checks:
                return bad(f"deal {done_deals} ended at action {i}, but the record holds no check for it")
            c = checks.pop(0)
            if c["upto"] != i:
                return bad(f"deal {done_deals} ended at action {i} from the seed, "
                           f"at action {c['upto']} in the record")
            if c["moves"] != moves_sum(record.actions[start:i]):
                return bad(f"deal {done_deals} (actions {start + 1} to {i}): the moves are not the ones "
                           f"played (their checksum differs from the record's)")
            if list(c["totals"]) != list(state.history[done_deals - 1]):
                return bad(f"deal {done_deals}: the totals after it are {_nums(c['totals'])} in the record, "
                           f"{_nums(state.history[done_deals - 1])} from the moves")
            start = i
        if why := shuffles(f"after action {i}"):
            return bad(why)
    if sealed:
        if seen < len(record.deals):
            return bad(f"the record holds {len(record.deals)} shuffles, the seed and moves make {seen}")
        if checks:
            return bad(f"the record holds {len(record.checks)} finished deals, the moves finish "
                       f"{len(state.history)}")
    whole = "the whole game" if state.over else "an unfinished game"
    what = (f"{game.info.name}, {record.players} players, {len(record.actions):,} moves, "
            f"{_count(len(state.history), 'deal')} finished, {_count(len(dealt), 'shuffle')} ({whole})")
    if sealed:
        return Verdict(True, f"OK: {what}; the seed matches the fingerprint {record.fingerprint} "
                             f"and every shuffle and finished deal matches the record", notes)
    return Verdict(True, f"OK, in part: {what}; every move is legal from the seed", notes)


def _deal_hint(record: Record, checks: list[DealCheck], start: int) -> str:
    """After an illegal action: if its deal's moves no longer match the deal's checksum, an
    earlier move of the deal may be the one changed (the first move that cannot be played is
    not always the one altered); say which moves."""
    if not checks or checks[0]["moves"] == moves_sum(record.actions[start:checks[0]["upto"]]):
        return ""
    deal = len(record.checks) - len(checks) + 1
    return (f" (and deal {deal}'s moves, actions {start + 1} to {checks[0]['upto']}, do not match their "
            f"checksum: one of them was changed)")


def _nums(xs: Iterable[object]) -> str:
    return ", ".join(f"{x:g}" if isinstance(x, float) else str(x) for x in xs)


def _count(n: int, word: str) -> str:
    return f"{n:,} {word}" + ("" if n == 1 else "s")
