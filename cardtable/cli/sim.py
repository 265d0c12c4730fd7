"""Whole games between computer players, for `cardtable simulate` and benchmarks."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable, Iterator, TypedDict

from ..ai.players import make_player
from ..engine.game import Game
from ..engine.log import lines, opening
from ..engine.options import OptionValue
from ..engine.record import Record, SeatJSON
from ..engine.redact import Redactor
from ..engine.state import State
from ..engine.verify import commit, seal
from ..engine.views import view


class EntrantJson(TypedDict):
    """One entrant's line of ``simulate --json``."""

    player: str
    wins: float
    win_rate: float
    mean_score: float


class MatchJson(TypedDict):
    """What ``simulate --json`` prints."""

    game: str
    players: int
    games: int
    entrants: list[EntrantJson]
    actions: int
    seconds: float
    games_per_second: float | None
    actions_per_second: float | None


@dataclass
class MatchStats:
    """Per entrant (the i-th player spec), whatever seat it sat in."""

    game: str
    players: int
    specs: list[str]
    games: int = 0
    wins: list[float] = field(default_factory=list)  # a shared win counts 1/k
    score_sum: list[float] = field(default_factory=list)
    actions: int = 0
    seconds: float = 0.0

    def to_json(self) -> MatchJson:
        n = max(self.games, 1)
        return {
            "game": self.game, "players": self.players, "games": self.games,
            "entrants": [{"player": s, "wins": round(w, 4), "win_rate": round(w / n, 4),
                          "mean_score": round(sc / n, 3)}
                         for s, w, sc in zip(self.specs, self.wins, self.score_sum)],
            "actions": self.actions, "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / self.seconds, 2) if self.seconds else None,
            "actions_per_second": round(self.actions / self.seconds, 1) if self.seconds else None,
        }


def play_game(game: Game, players: int, seed: int, options: dict[str, OptionValue], seat_specs: list[str],
              player_seed: int, on_action: Callable[[State], None] | None = None,
              record: Record | None = None) -> tuple[State, int]:
    """One whole game; seat i is played by ``seat_specs[i]``. Returns the end state and the action count.
    With a ``record`` (of this game, seed and options), every action goes into it, sealed."""
    seats = [make_player(spec, player_seed * 131 + i) for i, spec in enumerate(seat_specs)]
    state = game.new_state(players, seed, options, log=record is not None)
    if record is not None:
        commit(record)
        seal(record, state)
    n = 0
    while not state.over:
        seat = state.to_move
        legal = game.legal_actions(state)
        action = legal[0] if len(legal) == 1 else seats[seat].choose(game, view(state, seat), legal)
        game.apply(state, action)
        n += 1
        if record is not None:
            record.actions.append(action)
            seal(record, state)
        if on_action:
            on_action(state)
    return state, n


def simulate(game: Game, players: int, games: int, seed: int, options: dict[str, OptionValue] | None = None,
             specs: list[str] | None = None, save: Callable[[int, Record], None] | None = None) -> MatchStats:
    """Play ``games`` whole games. Entrants rotate through the seats game by game,
    and each block of ``players`` games reuses one seed, so every entrant gets
    every seat of the same deals (duplicate style). ``save(k, record)`` is handed
    each game's record (sealed) as it ends."""
    specs = specs or ["random"] * players
    if len(specs) != players:
        raise ValueError(f"{len(specs)} players named for {players} seats")
    for s in specs:
        make_player(s, 0)  # a bad spec fails before any game starts
    stats = MatchStats(game.info.id, players, specs, wins=[0.0] * players, score_sum=[0.0] * players)
    start = time.perf_counter()
    for k in range(games):
        shift = k % players
        game_seed = seed * 1_000_003 + k // players
        seat_specs = [specs[(s - shift) % players] for s in range(players)]  # entrant e sits at seat e+shift
        record = None
        if save is not None:
            seats: list[SeatJSON] = [{"name": f"Seat {s}", "kind": spec} for s, spec in enumerate(seat_specs)]
            record = Record(game.info.id, players, game_seed, dict(options or {}), [], seats)
        state, n = play_game(game, players, game_seed, options or {}, seat_specs, seed * 7919 + k, record=record)
        if save is not None and record is not None:
            save(k, record)
        res = game.result(state)
        for seat in range(players):
            e = (seat - shift) % players
            stats.score_sum[e] += res.scores[seat]
            if seat in res.winners:
                stats.wins[e] += 1 / len(res.winners)
        stats.games += 1
        stats.actions += n
    stats.seconds = time.perf_counter() - start
    return stats


def seat_names(players: int, viewer: int | None = None) -> list[str]:
    """The command line's names for the seats: "Seat 0", "Seat 1", ... (the viewer reads "You")."""
    return [f"Seat {s}" for s in range(players)]


def log_game(game: Game, players: int, seed: int, options: dict[str, OptionValue], seat_specs: list[str],
             player_seed: int, viewer: int | None, names: list[str] | None = None) -> Iterator[str]:
    """One whole game between computer players, as ``viewer``'s action log reads it
    (``engine/log.lines`` on the events redacted for that seat), a line at a time."""
    players_ = [make_player(spec, player_seed * 131 + i) for i, spec in enumerate(seat_specs)]
    names = names or seat_names(players, viewer)
    pres = game.words.presentation
    state = game.new_state(players, seed, options, log=True)
    red = Redactor(state, viewer)
    red.sight(state)
    yield from opening(pres, state, viewer, names)
    while not state.over:
        seat = state.to_move
        legal = game.legal_actions(state)
        action = legal[0] if len(legal) == 1 else players_[seat].choose(game, view(state, seat), legal)
        events, _ = red.batch(game.apply(state, action), state)
        yield from lines(pres, events, viewer, names, state.table.specs)
