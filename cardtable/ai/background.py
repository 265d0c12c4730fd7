"""A finished game analysed in the computer players' worker, in pieces, behind everything else.

The analysis (``analysis.analyse``) is cut into pieces, each one job of the worker (``service``):
each person's decisions valued a few at a time (``value_decisions``: the decisions from a place on,
until the job is stopped; only whole decisions come back), then the luck of every deal and the whole
analysis put together (``finish``, given the decisions valued already). A piece is asked only while no
other question is being thought about (``service.others_thinking``: a computer's move, a hint, the
coach's values), and any such question asked while a piece runs stops it at its next check (a new job
stops the one before): the piece is asked again later, from the first decision it had not finished.
So the analysis yields between decisions, and a computer's move never waits for it.

The screen asks through an ``Analyst`` (one game at a time) and polls it each frame (``ui/analysing.py``).
Knows no game by name; reads only a finished record.
"""

from __future__ import annotations

import pickle
import time
from collections.abc import Callable
from dataclasses import replace

from ..engine.game import SomeGame
from ..engine.record import Record
from . import review
from .analysis import GameAnalysis, Settings, analyse, persons_of
from .service import _Asking, _stopper, log, others_thinking

STEP = 64  # decisions valued per piece at most
PIECE_SECONDS = 2.5
"""A piece ends after the decision that takes it past this long. Any question of the computers stops a piece
at its next check, so its length never holds a computer's move up; but each piece handed over and back costs
the screen's process about a tenth of a millisecond in the frame it lands in, and pieces of four decisions
(a few a second in Oh Heck!) put that in about 5% of the frames: the frames' 99th percentile 0.5 -> 0.8 ms."""


def value_decisions(game: SomeGame, record: Record, seat: int, start: int, settings: Settings, count: int = STEP,
                    job: int = 0, seconds: float | None = None) -> list[review.Decision]:
    """In the worker: ``seat``'s decisions from its ``start``-th on (at most ``count``, and none begun after
    ``seconds``), valued as the analysis values them; a decision whose valuing was stopped is left out (asked
    again later). Each decision's values depend on it alone, however the pieces fall."""
    stop = _stopper(job) if job else None
    out: list[review.Decision] = []
    costly_at = review.costly_points(game)
    began = time.monotonic()
    for k, (i, st) in enumerate(review.decisions(game, record, seat)):
        if k < start:
            continue
        if len(out) >= count or (stop is not None and stop()):
            break
        if out and seconds is not None and time.monotonic() - began >= seconds:
            break
        opts = review.option_values(game, st, seat, seed=i, iterations=settings.iterations, should_stop=stop)
        if stop is not None and stop():
            break
        out.append(review.Decision(i, st.deal_no + 1, seat, record.actions[i], opts, costly_at))
    return out


_unpacked: tuple[bytes, SomeGame, Record] | None = None  # in the worker: the last game unpacked


def packed(game: SomeGame, record: Record) -> bytes:
    """The game and its record pickled once, on the screen's side: each piece hands the worker these bytes
    (a copy) rather than the record's every action pickled again, which took the screen's process half a
    millisecond a piece in Oh Heck! and two in Uncle Stuart's Game (its frames' 99th percentile doubled)."""
    return pickle.dumps((game, record), protocol=pickle.HIGHEST_PROTOCOL)


def unpacked(blob: bytes) -> tuple[SomeGame, Record]:
    """In the worker: the game and record of ``packed``, unpickled once for all the pieces of one game."""
    global _unpacked
    if _unpacked is None or _unpacked[0] != blob:
        game, record = pickle.loads(blob)  # our own bytes, made by ``packed`` in this program
        _unpacked = (blob, game, record)
    return _unpacked[1], _unpacked[2]


def value_piece(blob: bytes, seat: int, start: int, settings: Settings, count: int = STEP,
                job: int = 0) -> list[review.Decision]:
    """In the worker: ``value_decisions`` of a ``packed`` game."""
    game, record = unpacked(blob)
    return [slim(d) for d in value_decisions(game, record, seat, start, settings, count, job, PIECE_SECONDS)]


def slim(d: review.Decision) -> review.Decision:
    """The decision with only the options the analysis counts (``analysis.count_decisions``): the best and the
    one chosen (the runner-up where the best was chosen, so that a real choice stays one). The pieces' answers
    are all handed back for the luck's piece: an Uncle Stuart game's whole valued options pickled to about a
    megabyte, a hitch of a few frames in the screen's process."""
    if d.forced:
        return d
    choice = d.choice
    return replace(d, options=[d.best, choice] if choice is not d.best else d.options[:2])


def finish_piece(blob: bytes, settings: Settings, persons: list[int], reviewed: dict[int, list[review.Decision]],
                 job: int = 0) -> GameAnalysis | None:
    """In the worker: ``finish`` of a ``packed`` game."""
    game, record = unpacked(blob)
    return finish(game, record, settings, persons, reviewed, job)


def count_decisions(game: SomeGame, record: Record, seat: int) -> int:
    return sum(1 for _ in review.decisions(game, record, seat))


def finish(game: SomeGame, record: Record, settings: Settings, persons: list[int],
           reviewed: dict[int, list[review.Decision]], job: int = 0) -> GameAnalysis | None:
    """In the worker: the luck of every deal, and the whole analysis (None: stopped before the end)."""
    stop = _stopper(job) if job else None
    made = analyse(game, record, settings, persons, should_stop=stop, reviewed=reviewed)
    return None if stop is not None and stop() else made


class Analyst(_Asking[object]):
    """One finished game analysed in the background: ``pump`` each frame; ``result`` once done.

    ``progress`` says where it stands (for the progress line); ``error`` why it failed, if it did."""

    def __init__(self, game: SomeGame, record: Record, settings: Settings | None = None,
                 on_piece: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.game, self.record = game, record
        self.blob = packed(game, record)  # what each piece hands the worker
        self.settings = settings or Settings()
        self.persons = persons_of(record)
        self.totals = {s: count_decisions(game, record, s) for s in self.persons}
        self.valued: dict[int, list[review.Decision]] = {s: [] for s in self.persons}
        self.result: GameAnalysis | None = None
        self.failed = ""
        self.pieces = 0  # pieces answered (stopped ones too)
        self._piece: tuple[str, int] | None = None
        self._on_piece = on_piece
        self.held = False  # True: no new piece is asked (the one under way ends); a benchmark's pause

    @property
    def done(self) -> bool:
        return self.result is not None or bool(self.failed)

    @property
    def fraction(self) -> float:
        """How much of the work is done, 0 to 1 (the decisions, then the luck as one more share)."""
        total = sum(self.totals.values())
        have = sum(len(v) for v in self.valued.values())
        return 1.0 if self.result is not None else (have + 0.0) / (total + max(1, total // 4))

    @property
    def progress(self) -> str:
        if self.failed:
            return f"The analysis failed: {self.failed}"
        if self.result is not None:
            return "Analysed."
        names = [str(s.get("name") or "") for s in self.record.seats]
        for s in self.persons:
            if len(self.valued[s]) < self.totals[s]:
                who = names[s] if s < len(names) and names[s] else f"seat {s + 1}"
                return (f"Analysing the game: {who}'s decisions, {len(self.valued[s])} of {self.totals[s]} "
                        f"({round(100 * self.fraction)}%)")
        return f"Analysing the game: the luck of every deal ({round(100 * self.fraction)}%)"

    def pump(self) -> bool:
        """Collect a piece's answer and ask the next when the worker has nothing else to think about.
        True when something changed (the progress line)."""
        if self.done:
            return False
        changed = False
        if self.thinking:
            try:
                got, answer = self._result()
            except Exception as e:  # noqa: BLE001 - an analysis that fails is said, the game is kept anyway
                log.warning("the analysis failed: %r", e)
                self.failed = f"{type(e).__name__}: {e}"
                return True
            if not got:
                return False
            changed = True
            self.pieces += 1
            assert self._piece is not None
            kind, seat = self._piece
            self._piece = None
            if kind == "decisions" and isinstance(answer, list):
                self.valued[seat].extend(answer)
            elif kind == "finish" and isinstance(answer, GameAnalysis):
                self.result = answer
            if self._on_piece is not None:
                self._on_piece()
            if self.done:
                return True
        if self.held or others_thinking(self):
            return changed
        self._next()
        return changed

    def _next(self) -> None:
        for s in self.persons:
            have = len(self.valued[s])
            if have < self.totals[s]:
                self._piece = ("decisions", s)
                self._send(value_piece, self.blob, s, have, self.settings, STEP)
                return
        self._piece = ("finish", -1)
        self._send(finish_piece, self.blob, self.settings, self.persons, self.valued)

    def _send(self, fn: Callable[..., object], *args: object) -> None:
        try:
            self._ask(fn, *args)
        except RuntimeError:  # the pool is shutting down: asked again at the next pump
            self._piece = None

    def cancel(self) -> None:
        self._drop()
        self._piece = None
