"""Seating computer players by a short spec: 'random', 'easy', 'medium', 'hard', 'ismcts:N'."""

from __future__ import annotations

import random
from typing import Protocol

from ..engine.actions import Action
from ..engine.game import Game
from ..engine.state import State


class Player(Protocol):
    """A computer player. ``choose`` gets the seat's view (never the full state)."""

    def choose(self, game: Game, view: State, legal: list[Action]) -> Action: ...


class RandomPlayer:
    """Picks uniformly among the legal actions: the baseline every level must beat."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, view: State, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]


SPECS = ("random",)


def make_player(spec: str, seed: int = 0) -> Player:
    """A player for a spec; ``ValueError`` names the specs allowed."""
    spec = spec.strip().lower()
    if spec == "random":
        return RandomPlayer(seed)
    raise ValueError(f"unknown player {spec!r} (players: {', '.join(SPECS)})")
