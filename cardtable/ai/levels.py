"""The computer players' levels, defined once: every screen, the command line and the
search read them from here.

Easy and medium are a number of search iterations, never a time: the same seed
gives the same game on any machine. Hard thinks for a time budget (at most its
iterations): on a fast machine it searches more, and its decision is quick
everywhere; a game is replayed from its record of actions, not from seeds. The
time cap each level carries is a safety net that a normal decision never reaches.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.game import SomeGame
from ..engine.state import State


@dataclass(frozen=True)
class Level:
    """How a level plays: iterations per decision, and how it picks among the results.

    ``temperature`` 0 takes the most visited action; above 0 it draws an action
    with probability proportional to visits ** (1 / temperature), among the
    ``top`` most visited only: the slips of a person who weighs a few sensible
    moves and sometimes picks the second best, never a wild one."""

    name: str
    iterations: int
    time_cap: float
    temperature: float = 0.0
    top: int = 0
    label: str = ""  # how a screen names it ("Computer: easy")
    budget: float | None = None  # seconds of thought per decision (the iterations are then a ceiling)
    exact: bool = False  # solve short endings exactly where the game can (``Game.solve_ending``)
    guided: bool = True  # play the future out by the game's policy (off where it names the level plain)
    beginner: float = 0.0  # share of decisions played as a beginner would, where the game has one (``BEGINNER``)
    reads: bool = False  # sample the hidden cards by what the others' choices say, where the game can (``READ``)


# Iterations per decision, weakest first (the order a screen offers them in). A game
# whose iterations cost more (long deals to play out, wide action lists) scales a level
# with its ``ai_iterations = {"hard": ...}``: still a number, still machine-independent.
LEVELS: dict[str, Level] = {
    "easy": Level("easy", 40, 0.5, temperature=0.6, top=3, label="Computer: easy", beginner=0.5),
    "medium": Level("medium", 300, 3.0, label="Computer: medium"),
    "hard": Level("hard", 6000, 6.0, label="Computer: hard", budget=0.8, exact=True,
                  reads=True),
}
LEVEL_NAMES: tuple[str, ...] = tuple(LEVELS)  # the levels a table offers, weakest first
DEFAULT_LEVEL = "medium"  # a computer seat's level unless someone chose another
HINT_LEVEL = "hard"  # a hint is what this level would do in the person's place

CUSTOM_TIME_CAP = 30.0  # for 'ismcts:N'
SPECS = ("random", *LEVEL_NAMES, "hard:N", "ismcts:N")  # every player spec (see players.make_player)


def guided_at(game: SomeGame, level: Level, view: State) -> bool:
    """Does this level play the future out by the game's policy at this decision? (Not at a level the
    game names plain, nor in a phase it searches plainly: ``SearchKit.plain_levels``, ``plain_phases``.)"""
    return level.guided and view.phase not in game.search.plain_phases


def level_for(game: SomeGame, level: Level) -> Level:
    """The level as it plays this game: the game may set its own iteration counts."""
    per_game = game.search.iterations
    if per_game and level.name in per_game:
        level = replace(level, iterations=int(per_game[level.name]))
    base = level.name.partition(":")[0]  # 'hard:N' plays the game as hard does, with N iterations
    if base in game.search.plain_levels:
        level = replace(level, guided=False)
    return level
