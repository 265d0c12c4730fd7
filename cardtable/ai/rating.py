"""A rating per game for each person, with its uncertainty: Glicko-2.

Mark E. Glickman, "Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf): a player is a
rating r, a rating deviation RD (the uncertainty: r +- 2 RD holds the true strength about 95% of the
time) and a volatility sigma (how erratic the player is). Each rating period the player meets some
opponents, each with a score of 1 (won), 0.5 (drew) or 0 (lost), and all three numbers move at once
(``update``). ``TAU`` bounds how fast the volatility may change (Glickman: 0.3 to 1.2).

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
    """A person's rating in one game, and the games it rests on."""

    rating: Rating = Rating()
    games: int = 0


class Judged(Protocol):
    """What the rating reads of a game's analysis (``analysis.GameAnalysis``)."""

    game: str
    lower_wins: bool

    def adjusted_results(self) -> list[float]: ...

    def results(self) -> list[float]: ...

    def table(self) -> list[tuple[str, str, bool]]: ...


def ratings(games: Sequence[Judged], levels: LevelRatings, adjusted: bool = False) -> dict[str, dict[str, Standing]]:
    """Each person's rating per game (``[game][name]``), from scratch over ``games`` in the order played:
    each game one rating period, every other seat an opponent (a person at the rating it had before the
    game, a computer level at its fixed point; a seat of neither kind is left out), scored by the results,
    or with ``adjusted`` by the luck-adjusted results. Off by default: scripts/bench_luck.py does not yet
    find the luck-adjusted result steadier than the raw one (see ai/analysis.py), and a noisier score
    would move a rating more, not less."""
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
                now[name] = Standing(update(before[name], matches), old.games + 1)
    return out
