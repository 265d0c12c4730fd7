"""A rating per game for each person, with its uncertainty: Glicko's model, its posterior worked out whole.

Mark E. Glickman, "Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf): a player is a
rating r, a rating deviation RD (the uncertainty: r +- 2 RD holds the true strength about 95% of the
time) and a volatility sigma (how erratic the player is). Each rating period the player meets some
opponents, each with a score of 1 (won), 0.5 (drew) or 0 (lost), and all three numbers move at once
(``update``). ``TAU`` bounds how fast the volatility may change (Glickman: 0.3 to 1.2).

Glicko-2 keeps the player's belief a bell curve, refitted after every period. That is close while the
results are mixed, and far off when they all go one way: a newcomer who loses every result to a table of
medium computers is, after 30 games, 905 +- 164 by Glicko-2, while the same model's exact belief is
677 +- 335 (nothing but losses says little of how far below the table a player is, and the bell curve
had narrowed as if it said much). So a person's rating is the model's belief itself (``Belief``), kept
on a grid of ratings: before each game it spreads by the drift Glicko-2's volatility allows a period,
then each result weighs every rating by Glicko's own chance of that result (the opponent's deviation
softening it, as in Glicko), and the rating is its mean, the deviation its spread. Against Glickman's
worked example it gives 1462.1 +- 2 x 155.6 where Glicko-2 gives 1464.06 +- 2 x 151.52
(tests/test_rating.py); ``update`` (Glicko-2) stays for the benchmarks to compare.

A game at a table of several seats is one rating period: every other seat is an opponent, scored
from the two seats' results (``table_scores``; the luck-adjusted results where the analysis has them,
so one lucky deal moves the rating little). The computer levels are fixed points: their ratings are
read, never updated (``level_ratings``, from ``level_ratings.json`` beside this module, filled by a
calibration script in ``scripts/``).

Why no library: of the Glicko-2 packages on PyPI, the one widely used (``glicko2``) was last released in
2024 as a class with mutable state and no typing, and the others are young; the method is forty lines,
tested here against Glickman's own worked example (tests/test_rating.py).
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

SCALE = 173.7178  # Glickman's step 2: ratings to the Glicko-2 scale and back
BASE = 1500.0  # a new player's rating
NEW_RD = 350.0  # a new player's deviation (nothing known)
NEW_SIGMA = 0.06  # a new player's volatility
TAU = 0.5  # the system constant: how much the volatility may change in one period
EPSILON = 1e-6  # the convergence tolerance of the volatility's iteration (Glickman's step 5)
MAX_RD = NEW_RD  # a deviation never grows past a new player's
LEVEL_FILE = Path(__file__).with_name("level_ratings.json")


@dataclass(frozen=True)
class Rating:
    """A player's rating, deviation and volatility (on the Glicko scale: 1500 a new player)."""

    r: float = BASE
    rd: float = NEW_RD
    sigma: float = NEW_SIGMA

    def text(self) -> str:
        """The rating as a person reads it: "1,480 +- 90" (the ``+-`` is two deviations: about 95%)."""
        return f"{round(self.r):,} \u00b1 {round(2 * self.rd):,}"


@dataclass(frozen=True)
class Match:
    """One opponent met in a rating period, and the score against it (1 won, 0.5 drew, 0 lost)."""

    opponent: Rating
    score: float


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expect(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def _volatility(phi: float, sigma: float, delta: float, v: float, tau: float) -> float:
    """Glickman's step 5: the new volatility, by the Illinois algorithm on f(x) = 0."""
    a = math.log(sigma * sigma)
    d2, p2 = delta * delta, phi * phi

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (d2 - p2 - v - ex) / (2.0 * (p2 + v + ex) ** 2) - (x - a) / (tau * tau)

    big_a = a
    if d2 > p2 + v:
        big_b = math.log(d2 - p2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    fa, fb = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * fa / (fb - fa)
        fc = f(big_c)
        if fc * fb <= 0:
            big_a, fa = big_b, fb
        else:
            fa /= 2.0
        big_b, fb = big_c, fc
    return math.exp(big_a / 2.0)


def update(player: Rating, matches: Sequence[Match], tau: float = TAU) -> Rating:
    """The player's rating after one rating period against ``matches`` (none: only the deviation grows)."""
    mu, phi = (player.r - BASE) / SCALE, player.rd / SCALE
    if not matches:
        phi_star = math.sqrt(phi * phi + player.sigma * player.sigma)
        return Rating(player.r, min(MAX_RD, phi_star * SCALE), player.sigma)
    inv_v = 0.0
    total = 0.0
    for m in matches:
        mu_j, phi_j = (m.opponent.r - BASE) / SCALE, m.opponent.rd / SCALE
        g, e = _g(phi_j), _expect(mu, mu_j, phi_j)
        inv_v += g * g * e * (1.0 - e)
        total += g * (m.score - e)
    v = 1.0 / inv_v
    delta = v * total
    sigma = _volatility(phi, player.sigma, delta, v, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * total
    return Rating(BASE + SCALE * mu_new, min(MAX_RD, SCALE * phi_new), sigma)


STEP = 10.0  # rating points between the belief's grid points
DRIFT = NEW_SIGMA * SCALE  # how far a player's strength may move between two games (one deviation): 10.4
TAIL = 1e-12  # a grid point at the belief's ends this far below its peak is dropped (no weight worth keeping)


def _spread(lo: float, p: list[float], sd: float) -> tuple[float, list[float]]:
    """The belief spread by a normal step of deviation ``sd`` (the drift between two games)."""
    k = max(1, math.ceil(4 * sd / STEP))
    kernel = [math.exp(-0.5 * (i * STEP / sd) ** 2) for i in range(-k, k + 1)]
    total = sum(kernel)
    kernel = [x / total for x in kernel]
    out = [0.0] * (len(p) + 2 * k)
    for i, x in enumerate(p):
        if x:
            for j, w in enumerate(kernel):
                out[i + j] += x * w
    return lo - k * STEP, out


@dataclass(frozen=True)
class Belief:
    """What is known of a player's strength: a weight for each rating ``lo``, ``lo + STEP``, ... (summing to 1)."""

    lo: float
    p: tuple[float, ...]

    @classmethod
    def new(cls) -> Belief:
        """A newcomer: Glicko's 1500 +- 2 x 350."""
        return cls.normal(BASE, NEW_RD)

    @classmethod
    def normal(cls, r: float, rd: float) -> Belief:
        """A bell curve round ``r`` of deviation ``rd``, over 6 deviations either side."""
        k = math.ceil(6 * rd / STEP)
        p = [math.exp(-0.5 * (i * STEP / rd) ** 2) for i in range(-k, k + 1)]
        total = sum(p)
        return cls(r - k * STEP, tuple(x / total for x in p))

    def rating(self) -> Rating:
        """The belief's mean and spread as a rating (the deviation never past a newcomer's)."""
        mean = sum((self.lo + i * STEP) * x for i, x in enumerate(self.p))
        var = sum((self.lo + i * STEP - mean) ** 2 * x for i, x in enumerate(self.p))
        return Rating(mean, min(MAX_RD, math.sqrt(var)), NEW_SIGMA)

    def after(self, matches: Sequence[Match]) -> Belief:
        """The belief after one rating period: spread by the drift, then weighed by each result's chance."""
        lo, p = _spread(self.lo, list(self.p), DRIFT)
        for m in matches:
            mu_j, g = (m.opponent.r - BASE) / SCALE, _g(m.opponent.rd / SCALE)
            for i, x in enumerate(p):
                if x:
                    e = 1.0 / (1.0 + math.exp(-g * ((lo + i * STEP - BASE) / SCALE - mu_j)))
                    p[i] = x * (e ** m.score) * ((1.0 - e) ** (1.0 - m.score))
        if not sum(p) > 0:  # no rating on the grid can explain the results (the weights underflowed): unchanged
            return self
        peak = max(p) * TAIL
        first = next(i for i, x in enumerate(p) if x > peak)
        last = len(p) - next(i for i, x in enumerate(reversed(p)) if x > peak)
        kept = p[first:last]
        total = sum(kept)
        return Belief(lo + first * STEP, tuple(x / total for x in kept))


def table_scores(results: Sequence[float], seat: int, lower_wins: bool = False) -> list[tuple[int, float]]:
    """(other seat, score) for ``seat`` against every other seat of a table, from the seats' results
    (1 for the better result, 0.5 for an equal one, 0 for the worse; ``lower_wins``: the smaller is better)."""
    mine = results[seat]
    out = []
    for j, theirs in enumerate(results):
        if j == seat:
            continue
        if math.isclose(mine, theirs, rel_tol=0.0, abs_tol=1e-9):
            out.append((j, 0.5))
        else:
            out.append((j, 1.0 if (mine < theirs) == lower_wins else 0.0))
    return out


@dataclass(frozen=True)
class LevelRatings:
    """The computer levels' fixed ratings per game (``ratings[game][level]``), and whether they are
    only provisional (not yet measured by the calibration script)."""

    ratings: dict[str, dict[str, Rating]]
    default: dict[str, Rating]
    provisional: bool
    note: str

    def of(self, game_id: str, level: str) -> Rating | None:
        """The level's fixed rating in the game (the file's default for a game not measured; None: no such level)."""
        got = self.ratings.get(game_id, {}).get(level)
        return got if got is not None else self.default.get(level)


def _rating(d: object, what: str) -> Rating:
    if not isinstance(d, dict):
        raise ValueError(f"{what} is not a rating")
    r, rd = d.get("r"), d.get("rd")
    if not isinstance(r, (int, float)) or not isinstance(rd, (int, float)) or isinstance(r, bool) \
            or isinstance(rd, bool) or not 0 < rd <= MAX_RD or not 0 <= r <= 4000:
        raise ValueError(f"{what} is not a rating (r 0 to 4000, rd above 0 to {MAX_RD:g})")
    return Rating(float(r), float(rd), NEW_SIGMA)


def level_ratings(path: Path = LEVEL_FILE) -> LevelRatings:
    """The levels' fixed ratings, from the committed file (``ValueError`` if it does not read)."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(doc, dict) or doc.get("format") != "cardtable-level-ratings":
        raise ValueError(f"{path.name} is not the levels' ratings")
    default = {k: _rating(v, f"the default rating of {k}") for k, v in dict(doc.get("default", {})).items()}
    games = {g: {k: _rating(v, f"{g}'s rating of {k}") for k, v in dict(levels).items()}
             for g, levels in dict(doc.get("games", {})).items()}
    return LevelRatings(games, default, bool(doc.get("provisional", True)), str(doc.get("note", "")))


@dataclass
class Standing:
    """A person's rating in one game, and the games it rests on (``belief``: the whole of what is known)."""

    rating: Rating = Rating()
    games: int = 0
    belief: Belief | None = None


class Judged(Protocol):
    """What the rating reads of a game's analysis (``analysis.GameAnalysis``)."""

    game: str
    lower_wins: bool

    def adjusted_results(self) -> list[float]: ...

    def results(self) -> list[float]: ...

    def table(self) -> list[tuple[str, str, bool]]: ...


def ratings(games: Sequence[Judged], levels: LevelRatings, adjusted: bool = False,
            bell: bool = False) -> dict[str, dict[str, Standing]]:
    """Each person's rating per game (``[game][name]``), from scratch over ``games`` in the order played:
    each game one rating period (``Belief.after``), every other seat an opponent (a person at the rating it
    had before the game, a computer level at its fixed point; a seat of neither kind is left out), scored by
    the results, or with ``adjusted`` by the luck-adjusted results. Off by default: scripts/bench_luck.py does not yet
    find the luck-adjusted result steadier than the raw one (see ai/analysis.py), and a noisier score
    would move a rating more, not less. ``bell``: Glicko-2's bell curve (``update``) in place of the exact
    belief, for the benchmarks to compare the two."""
    out: dict[str, dict[str, Standing]] = {}
    for g in games:
        table = g.table()
        results = g.adjusted_results() if adjusted else g.results()
        now = out.setdefault(g.game, {})
        before = {name: now.get(name, Standing()).rating for name, _kind, person in table if person}
        for seat, (name, _kind, person) in enumerate(table):
            if not person:
                continue
            matches = []
            for j, score in table_scores(results, seat, g.lower_wins):
                other, kind, other_person = table[j]
                opp = before.get(other) if other_person else levels.of(g.game, kind.partition(":")[0])
                if opp is not None and other != name:
                    matches.append(Match(opp, score))
            if matches:
                old = now.get(name, Standing())
                if bell:
                    now[name] = Standing(update(before[name], matches), old.games + 1)
                    continue
                belief = (old.belief or Belief.new()).after(matches)
                now[name] = Standing(belief.rating(), old.games + 1, belief)
    return out
