"""One finished game judged, seat by seat: how well each person played, and how lucky each seat was.

For every person seat (``Record.seats``' kinds ``person`` and ``phone``; or the seats asked for):

* **the error rate**: the review's values of each decision (``review.option_values`` at each of
  ``review.decisions``: hard's search from the seat's view, a seed of the decision's own place, a
  fixed number of iterations); a decision with one option (however many ways the game has of making
  it) is forced and not counted; every other's error is the best option's points less the chosen
  option's (``Decision.cost``), and the error rate the points given away per real decision. The
  costly decisions (a cost of the game's ``costly_points`` or more) are kept with their place (deal,
  action index), so that the replay can open there.

For every seat (persons and computers alike: the rating compares each seat with the others):

* **the luck**, per deal: at each moment chance gives the seat something (each deal as dealt, and each
  card nobody knew that an action brings into the seat's sight, in its own zones, or by its own move in
  a zone no other seat owns: a card drawn from the stock, a card turned up), the value of the seat's
  position just after it, less the average value over the outcomes chance could have given instead, from
  what the seat knew just before (worlds sampled from its view by the game's own sampler, ``SearchKit.
  determinize``, the same action played in each; a deal re-dealt from another seed). Values are the
  seat's expected points of the deal from there, in the review's units:

  - by play-outs (``SearchKit.playout``, the game's policy: also where the search plays plainly, as a
    hand is worth what it is bid and played with sense, not at random) in pairs of worlds, each pair
    played out from one random stream: for a card shown, one world the seat could not tell apart in
    which the action shows other cards, and the same world with the real cards swapped into their
    places; for a deal, the deal as dealt and one from another seed. A deal's moments share
    ``pairs`` pairs (at most ``samples``, at least ``MIN_SAMPLES`` each), and each moment's mean is shrunk
    toward 0 by its own noise (``_shrunk``);
  - the seat's own face-down cards that nobody saw until its deal ended and counted them (the action
    that ends the deal, or the game, shows them): the points really paid less their average over such
    worlds, exact;
  - with ``alternatives`` above 0 (off by default), where the seat decides at once (a card drawn, then
    the discard; the first bid of a deal) the review's own value of that decision instead: its best
    option's points by hard's search from the seat's view (``value_iterations``), after the real
    outcome and after each of ``alternatives`` others.

  Why play-outs and not the review's search (issue 48 asks for "the same valuation"): the luck is
  judged by how much of the result's spread it takes out (``scripts/bench_luck.py``: the spread of each
  seat's points less the table's mean, raw and less every seat's luck). The search's values at an
  affordable count (8 other outcomes, 100 iterations) took 9.8 s a Golf deal and cut the spread 9%
  (20 deals); paired play-outs, shrunk, 1 to 2 s and 14 to 18% (24 deals). Both units are the deal's
  expected points, so the luck still reads against the review's values. What any luck can take out is
  bounded by what the players' own doing adds: the bench measures that ceiling (its docstring has the
  figures); with easy players it is under the issue's 25% in Oh Heck!, Golf and Rummy.
* **the luck-adjusted result**: the seat's result (its total) less its luck over the game.

The game's points are counted as the game counts them: in a game the lowest score wins, positive luck
is points added (bad luck); ``luck_for`` turns it the seat's way. Everything is drawn from random sources
seeded by ``seed`` and the moment's place in the record: the same record, seed and counts give the same
analysis on any machine. Knows no game by name.

Over 400 lines: the analysis is one walk through a record (the decisions, then each moment chance gave a
seat), and its valuations of luck (paired play-outs; the review's search where asked), its kept form
(``GameAnalysis`` to and from JSON) and its lines in words share that walk's places and settings; split,
each part would take the others' private pieces as arguments.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from ..engine.actions import Action, IllegalAction
from ..engine.game import SomeGame
from ..engine.record import Record, RecordError
from ..engine.state import State
from ..engine.views import view
from . import review

METHOD = 3  # the analysis's own version: an analysis kept by another method is made again
PERSON_KINDS = ("person", "phone")  # the seat kinds a person sits in (host.seats' PERSON and PHONE)
SAMPLES = 32  # pairs of play-outs at most at each moment of luck (and worlds for the cards shown at the end)
PAIRS = 1000  # pairs of play-outs a deal, shared by its moments (fewer each where a deal has many)
MIN_SAMPLES = 4  # pairs of play-outs at least at each moment
ALTERNATIVES = 0  # other outcomes at each moment valued by the search (0: that valuation is not used)
VALUE_ITERATIONS = 100  # the search's iterations for each of those values
SHRINK = True  # a moment's play-out luck shrunk toward 0 by its own sampling noise (``_shrunk``)


@dataclass(frozen=True)
class Settings:
    """How an analysis was made: the same settings and record give the same numbers."""

    iterations: int | None = None  # the review's per decision (None: the review's own)
    samples: int = SAMPLES
    seed: int = 0
    alternatives: int = ALTERNATIVES
    value_iterations: int = VALUE_ITERATIONS
    pairs: int = PAIRS


@dataclass
class Costly:
    """A costly decision, where the replay opens it: the deal (from 1) and the action's index in the record."""

    deal: int
    index: int
    cost: float
    chosen: str
    best: str


@dataclass
class SeatAnalysis:
    """One seat's game: its decisions (a person's), its luck per deal, its result."""

    seat: int
    name: str
    kind: str
    person: bool
    result: float  # the seat's total at the end
    points: list[float] = field(default_factory=list)  # what each deal paid the seat
    luck: list[float] = field(default_factory=list)  # each deal's luck, in points added to the seat's score
    decisions: int = 0  # real decisions (forced moves not counted)
    forced: int = 0
    given_away: float = 0.0  # points given away over the real decisions
    costly: list[Costly] = field(default_factory=list)

    @property
    def error_rate(self) -> float | None:
        """Points given away per real decision (None: there was none)."""
        return self.given_away / self.decisions if self.decisions else None

    @property
    def total_luck(self) -> float:
        return sum(self.luck)

    @property
    def adjusted(self) -> float:
        """The result less the luck."""
        return self.result - self.total_luck

    def adjusted_points(self) -> list[float]:
        """Each deal's points less its luck."""
        return [p - luck for p, luck in zip(self.points, self.luck)]


@dataclass
class GameAnalysis:
    """A whole game's analysis (``analyse``), as kept beside its record (``host.analyses``)."""

    game: str
    lower_wins: bool
    settings: Settings
    seats: list[SeatAnalysis]
    seconds: float = 0.0

    def luck_for(self, seat: int) -> float:
        """The seat's luck the seat's way: positive is good luck (fewer points where the lowest score wins)."""
        luck = self.seats[seat].total_luck
        return -luck if self.lower_wins else luck

    def luck_against_table(self, seat: int) -> float:
        """How much luckier than the others at the table the seat was (its way; 0 alone at a table)."""
        others = [self.luck_for(s.seat) for s in self.seats if s.seat != seat]
        return self.luck_for(seat) - sum(others) / len(others) if others else 0.0

    def results(self) -> list[float]:
        """Every seat's result (its total at the end)."""
        return [s.result for s in self.seats]

    def adjusted_results(self) -> list[float]:
        """Every seat's luck-adjusted result (what the rating compares)."""
        return [s.adjusted for s in self.seats]

    def table(self) -> list[tuple[str, str, bool]]:
        """Each seat's name, kind and whether a person sat there (what the rating reads)."""
        return [(s.name, s.kind, s.person) for s in self.seats]

    def persons(self) -> list[SeatAnalysis]:
        return [s for s in self.seats if s.person]

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "lower_wins": self.lower_wins, "settings": asdict(self.settings),
                "seconds": round(self.seconds, 3), "seats": [asdict(s) for s in self.seats]}

    @classmethod
    def from_json(cls, d: Any) -> GameAnalysis:
        """An analysis from its JSON (``ValueError``, ``TypeError`` or ``KeyError`` if it is not one)."""
        if not isinstance(d, dict):
            raise ValueError("it is not an analysis")
        st = d["settings"]
        settings = Settings(None if st["iterations"] is None else int(st["iterations"]), int(st["samples"]),
                            int(st["seed"]), int(st["alternatives"]), int(st["value_iterations"]),
                            int(st.get("pairs", PAIRS)))
        seats = []
        for s in d["seats"]:
            costly = [Costly(int(c["deal"]), int(c["index"]), float(c["cost"]), str(c["chosen"]), str(c["best"]))
                      for c in s["costly"]]
            seats.append(SeatAnalysis(int(s["seat"]), str(s["name"]), str(s["kind"]), bool(s["person"]),
                                      float(s["result"]), [float(x) for x in s["points"]],
                                      [float(x) for x in s["luck"]], int(s["decisions"]), int(s["forced"]),
                                      float(s["given_away"]), costly))
        return cls(str(d["game"]), bool(d["lower_wins"]), settings, seats, float(d.get("seconds", 0.0)))


def persons_of(record: Record) -> list[int]:
    """The seats people sat in, by the record's seats (a record without seats: none)."""
    return [i for i, s in enumerate(record.seats[:record.players]) if s.get("kind") in PERSON_KINDS]


def names_of(record: Record) -> list[str]:
    names = [str(s.get("name") or f"Seat {i + 1}") for i, s in enumerate(record.seats[:record.players])]
    return names + [f"Seat {i + 1}" for i in range(len(names), record.players)]


# -- the luck --------------------------------------------------------------------------------------
def _in_sight(state: State, seat: int) -> set[int]:
    t = state.table
    up, known = t.up, t.known
    return {c for c in state.cards if up[c] or known[c] >> seat & 1}


def _unknown(state: State) -> set[int]:
    """The cards nobody knows (face down, seen by no seat)."""
    t = state.table
    up, known = t.up, t.known
    return {c for c in state.cards if not up[c] and known[c] == 0}


def _given(before: State, after: State, seat: int, unknown: set[int], own_move: bool) -> list[int]:
    """What chance gave ``seat`` between the two states: the cards nobody knew, now in its sight, in its
    own zones, or (by its own move) in zones no other seat owns."""
    new = _in_sight(after, seat) - _in_sight(before, seat)
    t = after.table
    out = []
    for c in sorted(new & unknown):
        zone = t.where[c]
        owner = t.specs[zone].owner if zone is not None else None
        if owner == seat or (owner is None and own_move):
            out.append(c)
    return out


def _swap(state: State, a: int, b: int) -> None:
    """Exchange two cards' places on the table (each takes the other's zone, place and visibility)."""
    t = state.table
    za, zb = t.where[a], t.where[b]
    if za is None or zb is None:
        raise ValueError("a card not on the table")
    la, lb = t.zones[za], t.zones[zb]
    ia, ib = la.index(a), lb.index(b)
    la[ia] = b
    lb[ib] = a
    t.where[a], t.where[b] = zb, za
    t.up[a], t.up[b] = t.up[b], t.up[a]
    t.known[a], t.known[b] = t.known[b], t.known[a]


def _played_out(game: SomeGame, world: State, seat: int, rng: random.Random) -> float:
    """The seat's points from ``world`` (a full state) to its deal's end, by the game's play-out."""
    if world.over:
        return 0.0
    base = game.result(world).scores[seat]
    game.search.playout(world, rng)
    return float(game.result(world).scores[seat] - base)


def _searched(game: SomeGame, world: State, seat: int, settings: Settings, key: str) -> float | None:
    """The seat's position valued as the review values a decision: its best option's expected points
    (hard's search from its view; None where it has one option only)."""
    opts = review.option_values(game, world, seat, seed=random.Random(key).getrandbits(30),
                                iterations=settings.value_iterations)
    return opts[0].points


def _searched_luck(game: SomeGame, real: State, others: Callable[[int], State | None], seat: int,
                   settings: Settings, key: str) -> float | None:
    """Where the seat decides at once after chance: the review's value of its decision as it is, less the
    average of the same value after the other outcomes (``others(k)``: the k-th, or None); None: not so."""
    if settings.alternatives <= 0 or real.over or real.to_move != seat:
        return None
    got = _searched(game, real, seat, settings, key)
    if got is None:
        return None
    vals = []
    for k in range(settings.alternatives):
        w = others(k)
        if w is None or w.over or w.to_move != seat:
            continue
        v = _searched(game, w, seat, settings, key)
        if v is not None:
            vals.append(v)
    return got - sum(vals) / len(vals) if vals else None


def _shrunk(diffs: list[float]) -> float:
    """The mean of paired play-outs' differences, shrunk toward 0 by its own noise: ``m * max(0, 1 -
    se^2 / m^2)`` (``se`` the mean's standard error; James and Stein's positive part for one number). A
    moment whose luck the samples cannot tell from 0 adds nothing, where its mean alone would add its noise
    to the luck-adjusted result; a clear one is kept nearly whole."""
    n = len(diffs)
    if n == 0:
        return 0.0
    m = sum(diffs) / n
    if not SHRINK or n < 2 or m == 0.0:
        return m
    var = sum((d - m) ** 2 for d in diffs) / (n - 1)
    return m * max(0.0, 1.0 - var / n / (m * m))


def _drawn_luck(game: SomeGame, before: State, after: State, action: Action, seat: int, cards: list[int],
                settings: Settings, key: str) -> float:
    """The luck of the cards chance showed ``seat`` by ``action``. Where the seat then decides at once (a
    card drawn, then the discard): the review's value of that decision, less its average over worlds the
    seat could not tell from ``before`` with the same action played in them. Else in pairs of worlds: each
    a world the seat could not tell from ``before`` in which the action shows other cards, and the same
    world with the cards it really showed swapped into their places; both played out alike (one stream)."""
    kit = game.search
    seen = view(before, seat)

    def outcome(k: int) -> State | None:
        return _replayed(game, kit.determinize(seen, seat, random.Random(f"{key}:alt:{k}")), action)

    searched = _searched_luck(game, after, outcome, seat, settings, key)
    if searched is not None:
        return searched
    samples = settings.samples
    places = [(after.table.where[c], after.table.zones[after.table.where[c] or ""].index(c)) for c in cards]
    diffs: list[float] = []
    for j in range(samples):
        rng = random.Random(f"{key}:{j}")
        w = kit.determinize(seen, seat, rng)
        alt = w.copy()
        if _replayed(game, alt, action) is None:
            continue
        real = w
        try:
            for c, (zone, i) in zip(cards, places):
                other = alt.table.zones[zone or ""][i]
                if other != c:
                    _swap(real, c, other)
        except (ValueError, IndexError, KeyError):
            continue
        if _replayed(game, real, action) is None:
            continue
        stream = rng.getrandbits(60)
        diffs.append(_played_out(game, real, seat, random.Random(stream)) -
                     _played_out(game, alt, seat, random.Random(stream)))
    return _shrunk(diffs)


def _deal_luck(game: SomeGame, dealt: State, redeal: Callable[[random.Random], State | None], seat: int,
               settings: Settings, key: str) -> float:
    """The luck of a deal for ``seat``: its value from the seat's view of the deal as dealt, less the value
    of deals from other seeds (``redeal``): the review's value where the seat is first to decide, else
    the play-outs' in pairs, each pair from one random stream."""
    searched = _searched_luck(game, dealt, lambda k: redeal(random.Random(f"{key}:alt:{k}")), seat, settings, key)
    if searched is not None:
        return searched
    kit = game.search
    samples = settings.samples
    seen = view(dealt, seat)
    diffs: list[float] = []
    for j in range(samples):
        rng = random.Random(f"{key}:{j}")
        other = redeal(random.Random(rng.getrandbits(60)))
        if other is None:
            continue
        stream = rng.getrandbits(60)
        real = kit.determinize(seen, seat, random.Random(stream))
        alt = kit.determinize(view(other, seat), seat, random.Random(stream))
        diffs.append(_played_out(game, real, seat, random.Random(stream)) -
                     _played_out(game, alt, seat, random.Random(stream)))
    return _shrunk(diffs)


def _owns_unknown(state: State, seat: int, unknown: set[int]) -> bool:
    """Does ``seat`` hold cards nobody knows (face down in its own zones: shown, and counted, at the deal's end)?"""
    t = state.table
    return any((z := t.where[c]) is not None and t.specs[z].owner == seat for c in unknown)


def _shown_at_end(game: SomeGame, before: State, after: State, action: Action, seat: int, samples: int,
                  key: str) -> float:
    """The luck of the seat's cards nobody knew until the deal's end (the action ends the deal, and they are
    shown and counted): the points the deal really paid less their average over worlds the seat could not
    tell from ``before``, in which the same action ends the deal."""
    real = game.result(after).scores[seat] - game.result(before).scores[seat]
    kit = game.search
    seen = view(before, seat)
    total, n = 0.0, 0
    for j in range(samples):
        w = kit.determinize(seen, seat, random.Random(f"{key}:{j}"))
        base = game.result(w).scores[seat]
        if _replayed(game, w, action) is None:
            continue
        total += game.result(w).scores[seat] - base
        n += 1
    return float(real) - total / n if n else 0.0


def _shown(game: SomeGame, before: State, after: State, action: Action, seat: int, settings: Settings,
           key: str) -> float:
    return _shown_at_end(game, before, after, action, seat, settings.samples, key)


def _replayed(game: SomeGame, state: State, action: Action) -> State | None:
    """``state`` (a world of its own) after ``action``, or None where the action is not legal there."""
    try:
        game.apply(state, action)
    except IllegalAction:
        return None
    return state


def luck(game: SomeGame, record: Record, settings: Settings = Settings(),
         seats: Sequence[int] | None = None, should_stop: Callable[[], bool] | None = None) -> list[list[float]]:
    """Each seat's luck per deal (``[seat][deal - 1]``, in points added to its score; see the module's notes)."""
    if record.game != game.info.id:
        raise RecordError(f"the record is of {record.game!r}, not {game.info.id!r}")
    which = list(range(record.players)) if seats is None else list(seats)
    seed = settings.seed
    state = game.new_state(record.players, record.seed, record.options, log=False)
    out: list[list[float]] = [[] for _ in range(record.players)]

    def add(seat: int, deal_no: int, amount: float) -> None:
        row = out[seat]
        while len(row) <= deal_no:
            row.append(0.0)
        row[deal_no] += amount

    def first(rng: random.Random) -> State:  # the first deal from another seed (its first dealer drawn again)
        dealt: State = game.new_state(record.players, rng.getrandbits(60), record.options, log=False)
        return dealt

    # First the walk, each moment's valuation put aside (``later``); then each deal's share of play-outs
    # (``settings.pairs`` over its moments valued by play-outs, at most ``samples`` a moment) and the values.
    later: list[tuple[int, int, bool, Callable[..., float], tuple[Any, ...], str]] = []
    # (seat, deal, by play-outs, valuation, its arguments before the settings, its key)
    dealt = state.copy()
    for s in which:
        later.append((s, 0, True, _deal_luck, (game, dealt, first, s), f"{seed}:0:{s}"))
    for i, a in enumerate(record.actions):
        if state.over or (should_stop is not None and should_stop()):
            break
        before = state.copy()
        unknown = _unknown(before)
        try:
            game.apply(state, a)
        except IllegalAction as e:
            raise RecordError(f"the record's action {i + 1} does not play: {e}") from None
        after = state.copy()
        if state.over or state.deal_no != before.deal_no:  # the deal's end; the next deal against others
            def redeal(rng: random.Random, before: State = before, a: Action = a) -> State | None:
                w = before.copy()
                w.seed, w.chance, w.stacked = rng.getrandbits(60), 0, []
                got = _replayed(game, w, a)
                return None if got is None or got.over else got

            for s in which:
                if _owns_unknown(before, s, unknown):
                    later.append((s, before.deal_no, False, _shown, (game, before, after, a, s),
                                  f"{seed}:end:{i + 1}:{s}"))
                if not state.over:
                    later.append((s, state.deal_no, True, _deal_luck, (game, after, redeal, s), f"{seed}:{i + 1}:{s}"))
            continue
        for s in which:
            cards = _given(before, state, s, unknown, a.seat == s)
            if cards:
                later.append((s, state.deal_no, True, _drawn_luck, (game, before, after, a, s, cards),
                              f"{seed}:{i + 1}:{s}"))
    moments: dict[int, int] = {}
    for _s, d, paired, *_rest in later:
        moments[d] = moments.get(d, 0) + paired
    for s, d, paired, value, args, key in later:
        if should_stop is not None and should_stop():
            break
        share = min(settings.samples, max(MIN_SAMPLES, settings.pairs // max(1, moments[d]))) if paired \
            else settings.samples
        add(s, d, value(*args, replace(settings, samples=share), key))
    deals = state.deal_no + (0 if state.over else 1)
    for s in which:
        while len(out[s]) < deals:
            out[s].append(0.0)
    return out


def deal_points(game: SomeGame, record: Record) -> tuple[list[list[float]], list[float]]:
    """What each deal paid each seat (``[seat][deal - 1]``), and each seat's total at the end."""
    state = game.new_state(record.players, record.seed, record.options, log=False)
    result = game.result
    start = list(result(state).scores)
    per: list[list[float]] = [[] for _ in range(record.players)]
    for a in record.actions:
        if state.over:
            break
        deal = state.deal_no
        game.apply(state, a)
        if state.deal_no != deal:
            now = result(state).scores
            for s in range(record.players):
                per[s].append(float(now[s] - start[s]))
            start = list(now)
    final = [float(x) for x in result(state).scores]
    if not state.over:  # a deal in play: what it has paid so far
        for s in range(record.players):
            per[s].append(final[s] - float(start[s]))
    return per, final


def analyse(game: SomeGame, record: Record, settings: Settings = Settings(), persons: Sequence[int] | None = None,
            should_stop: Callable[[], bool] | None = None, on_progress: Callable[[str], None] | None = None,
            reviewed: dict[int, list[review.Decision]] | None = None) -> GameAnalysis:
    """The analysis of a finished game: the error rate and costly decisions of each person seat
    (``persons``; by default the record's), and every seat's luck and luck-adjusted result.
    ``reviewed``: a seat's decisions valued already (``review.review``'s), not valued again."""
    import time

    start = time.perf_counter()
    who = persons_of(record) if persons is None else list(persons)
    for p in who:
        if not 0 <= p < record.players:
            raise ValueError(f"there is no seat {p} (seats 0 to {record.players - 1})")
    names = names_of(record)
    kinds = [str(s.get("kind", "")) for s in record.seats[:record.players]]
    kinds += [""] * (record.players - len(kinds))
    points, final = deal_points(game, record)
    if on_progress is not None:
        on_progress("the luck of every deal")
    lucks = luck(game, record, settings, should_stop=should_stop)
    seats = [SeatAnalysis(s, names[s], kinds[s], s in who, final[s], points[s], lucks[s][:len(points[s])])
             for s in range(record.players)]
    for s in who:
        if on_progress is not None:
            on_progress(f"the decisions of {names[s]}")
        done = (reviewed or {}).get(s)
        count_decisions(seats[s], done if done is not None else _decisions(game, record, s, settings, should_stop))
    return GameAnalysis(game.info.id, game.info.lower_wins, settings, seats, time.perf_counter() - start)


def _decisions(game: SomeGame, record: Record, seat: int, settings: Settings,
               should_stop: Callable[[], bool] | None) -> list[review.Decision]:
    """The seat's decisions valued as the review values them (without the review's hindsight)."""
    out = []
    costly_at = review.costly_points(game)
    for i, st in review.decisions(game, record, seat):
        if should_stop is not None and should_stop():
            break
        opts = review.option_values(game, st, seat, seed=i, iterations=settings.iterations, should_stop=should_stop)
        out.append(review.Decision(i, st.deal_no + 1, seat, record.actions[i], opts, costly_at))
    return out


def count_decisions(sa: SeatAnalysis, decisions: Sequence[review.Decision]) -> None:
    """The seat's real decisions, the points they gave away and the costly ones (forced moves counted apart)."""
    for d in decisions:
        if d.forced:
            sa.forced += 1
            continue
        sa.decisions += 1
        sa.given_away += d.cost
        if d.costly:
            sa.costly.append(Costly(d.deal, d.index, d.cost, d.choice.words, d.best.words))


def verdict_line(a: GameAnalysis, rate: float, options: Mapping[str, object]) -> str:
    """The error rate's verdict on the levels' own error rates (``scale``), or why there is none."""
    from .scale import error_scale  # the verdict's scale: the levels' own error rates, measured

    try:
        sc = error_scale()
    except (OSError, ValueError):
        return "Verdict: none (the computer levels' error rates do not read)."
    if not sc.of(a.game):
        return "Verdict: none (the computer levels' error rates are not measured in this game yet)."
    said = sc.verdict(a.game, rate, len(a.seats), options)
    if said is None:
        return (f"Verdict: none (the computer levels' error rates were measured with {sc.set_up_words(a.game)}; "
                "this game was set otherwise).")
    return f"Verdict: {said} (on the computer levels' own error rates in this game)."


def summary_lines(a: GameAnalysis, seat: int, options: Mapping[str, object] | None = None) -> list[str]:
    """The seat's analysis in a few lines: error rate (and its verdict, for a game set with ``options``: every
    option's value), luck, luck-adjusted result."""
    s = a.seats[seat]
    out = []
    if s.error_rate is not None:
        out.append(f"Error rate: {s.error_rate:.2f} points given away a decision "
                   f"({s.given_away:.1f} over {s.decisions} real decisions; {s.forced} forced not counted).")
        if options is not None:
            out.append(verdict_line(a, s.error_rate, options))
    else:
        out.append("Error rate: no real decisions to judge.")
    way, vs = a.luck_for(seat), a.luck_against_table(seat)
    out.append(f"Luck: {way:+.1f} points the seat's way over {len(s.luck)} deals "
               f"({abs(vs):.1f} points {'luckier' if vs >= 0 else 'unluckier'} than the table).")
    out.append(f"Result: {s.result:g}; luck-adjusted: {s.adjusted:.1f}.")
    return out
