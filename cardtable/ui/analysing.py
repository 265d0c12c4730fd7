"""The screen's side of the analysis of finished games (issue 48): which games wait to be analysed,
the one being analysed now (``ai.background.Analyst``, in the computers' worker, behind every other
question), each kept beside its record when done (``host.analyses``); and what the screens read
of the kept analyses: each person's rating per game over time (``ai.rating``), their error rate, their
costly decisions, the verdict on their error rate ("plays like medium", ``ai.scale``), the level nearest
their rating, and a game's one line ("0.21 points given away a decision (plays like medium), ...").

One queue for the whole program (``queue()``): the game-over scene hands it the finished game, Past games
a game asked for; the screens that show analyses pump it each frame (a table in play does not: its
computers go first). The screens read finished records and kept analyses only, never a game's true state.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ..ai.analysis import Costly, GameAnalysis, Settings
from ..ai.background import Analyst
from ..ai.levels import LEVEL_NAMES, LEVELS
from ..ai.rating import LevelRatings, Rating, Standing, level_ratings, ratings
from ..ai.scale import ErrorScale, error_scale
from ..engine.options import OptionError, resolve
from ..engine.record import Record, RecordError
from ..files.storage import Storage, game_uid, load_record_file
from ..games import get_game
from ..host.analyses import load_analysis, save_analysis

if TYPE_CHECKING:
    from .scenes.base import SceneApp

log = logging.getLogger("cardtable.ui")

ENOUGH_GAMES = 3  # games of a game rated before a level is suggested


@dataclass
class Job:
    record: Record
    analyst: Analyst | None = None


@dataclass
class Queue:
    """The games waiting to be analysed (first come, first analysed), and the one under way."""

    storage: Storage
    waiting: list[Record] = field(default_factory=list)
    now: Analyst | None = None
    now_uid: str = ""
    finished: dict[str, GameAnalysis] = field(default_factory=dict)  # game uid -> its analysis, made here
    failed: dict[str, str] = field(default_factory=dict)
    made: int = 0  # analyses made (not read) by this queue
    settings: Settings = field(default_factory=Settings)  # how the analyses are made (the analysis's own by default)

    def add(self, record: Record, first: bool = False) -> bool:
        """Analyse ``record``'s game (False: it is analysed already, kept, or waiting)."""
        uid = game_uid(record)
        if uid in self.finished or uid == self.now_uid or any(game_uid(r) == uid for r in self.waiting):
            return False
        kept = load_analysis(self.storage, record)
        if kept is not None:
            self.finished[uid] = kept
            return False
        if first:
            self.waiting.insert(0, record)
        else:
            self.waiting.append(record)
        return True

    def analysis(self, record: Record) -> GameAnalysis | None:
        uid = game_uid(record)
        got = self.finished.get(uid)
        if got is None and uid != self.now_uid and not any(game_uid(r) == uid for r in self.waiting):
            got = load_analysis(self.storage, record)
            if got is not None:
                self.finished[uid] = got
        return got

    def progress(self, record: Record) -> str:
        """The progress line of ``record``'s analysis ("" when it is neither under way nor waiting)."""
        uid = game_uid(record)
        if uid == self.now_uid and self.now is not None:
            return self.now.progress
        if any(game_uid(r) == uid for r in self.waiting):
            return "Waiting to be analysed (another game is analysed first)."
        if uid in self.failed:
            return f"The analysis failed: {self.failed[uid]}"
        return ""

    @property
    def busy(self) -> bool:
        return self.now is not None or bool(self.waiting)

    def pump(self) -> bool:
        """One frame's work: collect, keep, start the next. True when a progress line changed."""
        changed = False
        if self.now is None and self.waiting:
            rec = self.waiting.pop(0)
            try:
                self.now = Analyst(get_game(rec.game), rec, self.settings)
            except (KeyError, RecordError, ValueError) as e:
                self.failed[game_uid(rec)] = str(e)
                return True
            self.now_uid = game_uid(rec)
            changed = True
        a = self.now
        if a is None:
            return changed
        changed = a.pump() or changed
        if a.result is not None:
            self.finished[self.now_uid] = a.result
            save_analysis(self.storage, a.record, a.result)
            self.made += 1
            self.now, self.now_uid = None, ""
        elif a.failed:
            self.failed[self.now_uid] = a.failed
            self.now, self.now_uid = None, ""
        return changed

    def stop(self) -> None:
        if self.now is not None:
            self.now.cancel()
        self.now, self.now_uid = None, ""
        self.waiting.clear()


_queues: dict[Path, Queue] = {}


def queue(storage: Storage) -> Queue:
    """The one queue of the data folder ``storage`` keeps."""
    q = _queues.get(storage.root)
    if q is None or q.storage is not storage:
        if q is not None:
            q.stop()
        q = _queues[storage.root] = Queue(storage)
    return q


def forget() -> None:
    """Every queue stopped and dropped (a test's end, the program's)."""
    for q in _queues.values():
        q.stop()
    _queues.clear()


# -- what the screens read -------------------------------------------------------------------------
@dataclass
class Kept:
    """A finished game kept with its analysis (oldest first in ``kept``)."""

    path: Path
    record: Record
    analysis: GameAnalysis


def record_files(storage: Storage) -> list[Path]:
    try:
        return sorted(p for p in (storage.root / "records").glob("*.json") if not p.name.startswith("."))
    except OSError:
        return []


def kept(storage: Storage, game_id: str | None = None) -> list[Kept]:
    """The finished games whose analysis is kept (of ``game_id`` only, if given), oldest first."""
    out = []
    q = _queues.get(storage.root)
    for p in record_files(storage):
        try:
            rec = load_record_file(p)
        except (RecordError, OSError):
            continue
        if game_id is not None and rec.game != game_id:
            continue
        a = q.finished.get(game_uid(rec)) if q is not None else None
        if a is None:
            a = load_analysis(storage, rec)
        if a is not None:
            out.append(Kept(p, rec, a))
    return out


def levels() -> LevelRatings | None:
    try:
        return level_ratings()
    except (OSError, ValueError) as e:
        log.warning("the levels' ratings do not read: %s", e)
        return None


def scale() -> ErrorScale | None:
    """The verdict's scale: the levels' measured error rates (None, logged, if the file does not read)."""
    try:
        return error_scale()
    except (OSError, ValueError) as e:
        log.warning("the levels' error rates do not read: %s", e)
        return None


def options_of(record: Record) -> dict[str, object] | None:
    """Every option's value the record's game was played with (its defaults filled in; None: not this
    program's game or options)."""
    try:
        return dict(resolve(get_game(record.game).info.options, record.options))
    except (KeyError, OptionError):
        return None


def verdict(record: Record, rate: float | None) -> str | None:
    """``rate`` in plain words on the measured scale of ``record``'s game ("plays like medium"; None: no
    scale for the game, or the game set otherwise than the scale was measured at)."""
    sc, options = scale(), options_of(record)
    return sc.verdict(record.game, rate, record.players, options) if sc is not None and options is not None \
        else None


def fits(record: Record) -> bool:
    """Whether the record's game is set as its game's scale was measured (so a verdict can be given)."""
    sc, options = scale(), options_of(record)
    return sc is not None and options is not None and sc.fits(record.game, record.players, options)


def pooled_rate(points: list[Point], games: int = 5) -> tuple[float | None, int]:
    """The error rate over the last ``games`` games (points given away over their real decisions), and
    how many games it rests on."""
    last = [p for p in points[-games:] if p.decisions]
    given = sum(p.given_away for p in last)
    decisions = sum(p.decisions for p in last)
    return (given / decisions if decisions else None), len(last)


@dataclass
class Point:
    """One game of a person's history: the rating after it, and the game's error rate."""

    rating: Rating
    error_rate: float | None
    costly: list[Costly]
    kept: Kept
    seat: int
    given_away: float = 0.0
    decisions: int = 0


def history(games: list[Kept], name: str, lv: LevelRatings) -> list[Point]:
    """``name``'s rating after each of ``games`` they sat in (one game id), with that game's error rate."""
    out = []
    for k, g in enumerate(games):
        seats = [s for s in g.analysis.persons() if s.name == name]
        if not seats:
            continue
        st = ratings([x.analysis for x in games[:k + 1]], lv).get(g.analysis.game, {}).get(name)
        if st is None:
            continue
        out.append(Point(st.rating, seats[0].error_rate, seats[0].costly, g, seats[0].seat, seats[0].given_away,
                         seats[0].decisions))
    return out


def standing(storage: Storage, game_id: str, name: str) -> Standing | None:
    lv = levels()
    if lv is None:
        return None
    return ratings([k.analysis for k in kept(storage, game_id)], lv).get(game_id, {}).get(name)


def nearest_level(game_id: str, st: Standing | None, lv: LevelRatings | None) -> str | None:
    """The computer level whose fixed rating in the game is nearest ``st``'s (None: not enough games yet)."""
    if st is None or lv is None or st.games < ENOUGH_GAMES:
        return None
    best: tuple[float, str] | None = None
    for name in LEVEL_NAMES:
        r = lv.of(game_id, name)
        if r is not None and (best is None or abs(r.r - st.rating.r) < best[0]):
            best = (abs(r.r - st.rating.r), name)
    return best[1] if best else None


def level_label(name: str) -> str:
    """A level as a person reads it in a sentence ("medium")."""
    return LEVELS[name].label.partition(": ")[2] or name if name in LEVELS else name


def game_line(storage: Storage, record: Record, analysis: GameAnalysis, seat: int) -> str:
    """How the game went for the person in ``seat``, in one line: "0.21 points given away a decision,
    3.1 points luckier than the table, rating 1,480 ± 90, up 25"."""
    s = analysis.seats[seat]
    parts = []
    if s.error_rate is not None:
        said = verdict(record, s.error_rate)
        parts.append(f"{s.error_rate:.2f} points given away a decision" + (f" ({said})" if said else ""))
    else:
        parts.append("no real decisions to judge")
    vs = analysis.luck_against_table(seat)
    parts.append(f"{abs(vs):.1f} points {'luckier' if vs >= 0 else 'unluckier'} than the table")
    lv = levels()
    if lv is not None:
        uid = game_uid(record)  # the game just ended: the newest, rated after every other kept
        games = [k.analysis for k in kept(storage, record.game) if game_uid(k.record) != uid]
        games_after = games + [analysis]
        before = ratings(games, lv).get(record.game, {}).get(s.name)
        after = ratings(games_after, lv).get(record.game, {}).get(s.name)
        if after is not None:
            words = f"rating {after.rating.text()}"
            if before is not None:
                move = round(after.rating.r - before.rating.r)
                words += f", {'up' if move > 0 else 'down' if move < 0 else 'no change'}" + \
                    (f" {abs(move)}" if move else "")
            else:
                words += ", the first game rated"
            parts.append(words)
    return ", ".join(parts)


def progress_of(storage: Storage, game_id: str, name: str) -> list[Point]:
    """``name``'s rated games of ``game_id``, oldest first (none when the levels' ratings do not read)."""
    lv = levels()
    return history(kept(storage, game_id), name, lv) if lv is not None else []


@dataclass(frozen=True)
class Moment:
    """A costly decision to open: the record's file, the seat, the deal (from 1), the action's index."""

    path: Path
    seat: int
    deal: int
    index: int
    words: str


def open_moment(app: SceneApp, moment: Moment) -> bool:
    """The replay of the game at that decision (paused just before it), with the review of its deal over it
    at that decision: the options' values as the coach's box shows them (False: the game does not replay)."""
    if not app.watch(path=str(moment.path)):
        return False
    table = app.top
    pb = getattr(table, "playback", None)
    if pb is None:
        return False
    pb.paused = True
    chair = getattr(table, "chair", None)
    while chair is not None and not chair.over and chair.deal_no < moment.deal and pb._play_next(look=False):
        pass  # the deal played to its end, so that the review has its decisions (a finished deal's)
    try:
        app.open("review", table, moment.deal, moment.seat, moment.index)
    except ValueError as e:  # the seat cannot be reviewed through this replay's chairs: the replay alone
        log.warning("the review of the moment did not open: %s", e)
    pb.go_back_to(moment.index)  # under the review, the table as it stood at that decision
    return True
