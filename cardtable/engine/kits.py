"""A game's optional parts (kits): what it adds beyond its rules and words, each declared.

A kit is a class the game's declaration names (``GameInfo.search``, ``.review``, ``.tricks``,
beside its words, ``.words``: every part is attached the same way); the game makes one of each
as it is made, bound to itself (``kit.game``), and hands it out as ``game.search``,
``game.review`` and ``game.tricks``. The engine, the AI and
the screen ask a game what it offers only by these: a kit is there or it is None, and within
a kit ``offers`` names the hooks it fills in (an ``Offers`` flag). Nothing is found by name (``getattr``), and no
hook answers None to mean "not offered".

- ``SearchKit`` (every game has one; the base is the plain search): how the computer players
  search this game: how many iterations a level spends, how a play-out plays, how hidden cards
  are sampled, how a position is judged; and, each only where ``offers`` names it, a prior
  over moves (``PRIOR``), a policy for the other players (``POLICY``), a direct answer where
  the game has one, such as an exact solver for short endings (``SOLVER``), the deal's own
  reward (``REWARD``), a beginner's move (``BEGINNER``: the easy level's mistakes, in kind) and
  a bluff (``BLUFF``: a move people make at a rate, not by reckoning; ``rate_moves``, the moves left
  to that rate and out of the search).
- ``ReviewKit`` (games with bids): whether a seat made its bid, how many points count as a
  costly mistake, the review's word for a bid made, and (``HINDSIGHT``) each seat's
  "could I have made it?" once a deal is over.
- ``TrickKit`` (games that take tricks): the deal's last finished trick, for the "last trick"
  aid.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, ClassVar, Generic, Protocol, TypedDict, TypeVar

from . import views
from .actions import Action
from .state import State

S = TypeVar("S", bound=State)  # the game's state (``GameInfo.state``)
S_contra = TypeVar("S_contra", bound=State, contravariant=True)


class Declared(Protocol):
    """What a kit reads of its game's declaration (``engine/game.GameInfo``)."""

    @property
    def lower_wins(self) -> bool: ...


class Standing(Protocol):
    """What a kit reads of how a game stands (``engine/game.Result``)."""

    @property
    def places(self) -> list[int]: ...

    @property
    def winners(self) -> list[int]: ...


class GameRules(Protocol[S_contra]):
    """What a part asks of its game (``engine/game.Game``, which this module does not import:
    the game imports its parts)."""

    @property
    def info(self) -> Declared: ...  # the game's declaration

    def rollout(self, state: S_contra, rng: random.Random, to_deal_end: bool = True) -> None: ...

    def result(self, state: S_contra) -> Standing: ...  # the game's Result


# A part's game: its own rules class (``Part[G, S]``), so that a part's calls into its game's own methods
# are checked. Covariant: a part of Oh Heck!'s rules is a part of a game over its state (``GameInfo`` asks that).
G = TypeVar("G", bound="GameRules[Any]", covariant=True)


class Offers(enum.Flag):
    """What a game offers beyond its rules and words: each kit's optional hooks, and the optional kits
    themselves (``REVIEW``, ``LAST_TRICK``). A kit's ``offers`` names the hooks it fills in;
    ``Game.offers`` is the union over the game's parts."""

    PRIOR = enum.auto()  # SearchKit.prior
    POLICY = enum.auto()  # SearchKit.policy_action
    SOLVER = enum.auto()  # SearchKit.solve_ending
    REWARD = enum.auto()  # SearchKit.search_reward
    BEGINNER = enum.auto()  # SearchKit.beginner_action
    BLUFF = enum.auto()  # SearchKit.bluff_action (with rate_moves)
    READ = enum.auto()  # SearchKit.read_sample
    REVIEW = enum.auto()  # the game has a ReviewKit (bids)
    HINDSIGHT = enum.auto()  # ReviewKit.hindsight (with hindsight_lines)
    LAST_TRICK = enum.auto()  # the game has a TrickKit


NOTHING = Offers(0)


class HindsightRow(TypedDict):
    """One seat's "could I have made it?" once a deal is over (``ReviewKit.hindsight``)."""

    seat: int
    bid: int  # what it bid
    took: int  # the tricks it took
    most: int  # the most it could have made sure of, every card open
    upto: int  # above ``most``: as many as this, if the time ran out first (else ``most``)


class Part(Generic[G, S]):
    """A part of a game (its words, each kit), bound to it (``self.game``): the game's declaration
    (``GameInfo``) names the part's class and the game makes one, bound to itself, as it is made.
    That is the one way a part is attached. Typed by its game's rules class and state
    (``class HeckWords(Words[OhHeckRules, HeckState])``): a part of one game may ask its own methods."""

    def __init__(self, game: G) -> None:
        self.game: G = game


class Kit(Part[G, S]):
    """One optional part of a game beyond its words."""

    offers: ClassVar[Offers] = NOTHING  # the optional hooks this kit fills in


class SearchKit(Kit[G, S]):
    """How the search AI (``cardtable/ai``) plays a game. The base is the plain search: random
    play-outs to the deal's end, every hidden card re-dealt at random, positions judged by
    places (or by ``lead_scale``)."""

    iterations: ClassVar[Mapping[str, int]] = MappingProxyType({})  # by level name, where they cost more
    plain_levels: ClassVar[tuple[str, ...]] = ()
    """Levels (by name) that play the future out at random and grow a tree for every seat, without
    ``playout`` or ``policy_action``: for a game whose policy would make every level alike."""
    plain_phases: ClassVar[tuple[str, ...]] = ()
    """Phases (``State.phase``) in which every level searches plainly, as for ``plain_levels``: where the
    game's policy pictures the rest of the deal worse than chance does (Oh Heck!'s bids)."""

    def playout(self, state: S, rng: random.Random) -> None:
        """Play ``state`` on to the end of the current deal (or of the game), drawing randomness only
        from ``rng``. A game may play a better policy than uniform (default: ``rollout(state, rng, True)``)."""
        self.game.rollout(state, rng, True)

    def determinize(self, view: S, seat: int, rng: random.Random) -> S:
        """A full state ``seat`` cannot tell from its ``view``: every card it sees in place, the
        hidden ones re-dealt with ``rng`` following the table's rules (``views.determinize``;
        ``ZoneSpec.owner_sees`` gives the known bits). A game must narrow the sample when play
        has shown in public where hidden cards cannot be (a seat that did not follow suit holds
        none of it; a card seen taken into a hand is there): otherwise the search plays against
        worlds the table has ruled out. The same view and random source must give the same sample."""
        return views.determinize(view, seat, rng)

    def lead_scale(self, state: S) -> float | None:
        """For ``evaluate`` mid-game: how far behind the leader (in the "score" counter) counts as
        no chance at all; None: judge by places instead."""
        return None

    def evaluate(self, state: S) -> list[float]:
        """Each seat's prospects in [0, 1], for an AI that stops searching early.

        A finished game pays its win shares. Mid-game, with a ``lead_scale``, each seat scores 1
        less its distance behind the leader over that scale (at least 0); without one, its place
        by total, first 1 and last 0."""
        game = self.game
        if not state.over:
            scale = self.lead_scale(state)
            if scale is not None:
                sc = state.table.counters["score"]
                if game.info.lower_wins:
                    low = min(sc)
                    return [max(0.0, 1.0 - (s - low) / scale) for s in sc]
                best = max(sc)
                return [max(0.0, 1.0 - (best - s) / scale) for s in sc]
        res = game.result(state)
        n = state.players
        if state.over:
            w = res.winners
            return [1.0 / len(w) if i in w else 0.0 for i in range(n)]
        return [(n - p) / (n - 1) if n > 1 else 1.0 for p in res.places]

    # -- offered only where ``offers`` names them ------------------------------------------------
    def prior(self, state: S, legal: list[Action]) -> list[float] | None:
        """(``PRIOR``) A weight in [0, 1] per action of ``legal`` (the seat to move's), for the
        search to try likely actions first; None (or no weights): no preference at this decision."""
        raise NotImplementedError

    def read_sample(self, view: S, seat: int, rng: random.Random) -> S:
        """(``READ``) For the levels that read the table (``Level.reads``): a sample like
        ``determinize``'s, weighed also by what the others' choices suggest of their hands (a
        seat that bid nothing likely holds few winners; one that passed up a move people never
        pass up likely cannot make it). A reading of people, not a rule: ``determinize`` keeps
        to what the rules have shown, this also to what people usually mean. From ``view`` and
        ``rng`` only; the same view and random source give the same sample."""
        raise NotImplementedError

    def policy_action(self, state: S, rng: random.Random) -> Action:
        """(``POLICY``) For a search that models the other players by a policy rather than a
        tree: the action the game's cheap policy plays for the seat to move in this full
        (sampled) state, drawing randomness only from ``rng``."""
        raise NotImplementedError

    def solve_ending(self, view: S, seat: int, legal: list[Action], rng: random.Random,
                     deadline: float) -> Action | None:
        """(``SOLVER``) For the strongest level: a direct answer where the game has a better method
        than the tree search, such as an exact answer for a short ending (sampling the hidden cards
        from ``view`` with ``rng`` and solving each sample) or a bid weighed on shared worlds, working
        until ``deadline`` by ``time.perf_counter``; or None: search instead."""
        raise NotImplementedError

    def search_reward(self, root: S, end: S) -> list[float]:
        """(``REWARD``) What one search iteration pays each seat, in [0, 1], once its play-out
        has reached the end of the deal (or of the game) from ``root`` (the searching seat's
        view): say, the deal's points, scaled. Without it the search judges ``end`` by its
        prospects (``evaluate``) or, finished, by win shares with a little of the score margin."""
        raise NotImplementedError

    def beginner_action(self, view: S, seat: int, legal: list[Action], rng: random.Random) -> Action:
        """(``BEGINNER``) The move a beginner makes here, from ``seat``'s ``view`` only (one of
        ``legal``, drawing randomness only from ``rng``): the game's typical beginner's mistakes
        (plays its highest card, forgets trumps, bids its aces). The easy level plays it on a
        share of its decisions (``Level.beginner``), so that it errs in kind, not only by
        searching less."""
        raise NotImplementedError

    def bluff_action(self, view: S, seat: int, legal: list[Action], rng: random.Random) -> Action | None:
        """(``BLUFF``) A move people make at a rate rather than by reckoning (a bluff), drawn before
        any level searches, from ``seat``'s ``view`` only and randomness from ``rng``; None: search as
        usual. The search picks the best move for the worlds it samples; a bluff pays only because
        the others cannot tell it from the honest move, so a search alone never bluffs, and a table
        soon reads a player who never does."""
        raise NotImplementedError

    def rate_moves(self, view: S, seat: int, legal: list[Action]) -> list[Action]:
        """(``BLUFF``) The moves of ``legal`` that people make only now and then, never by reckoning
        (say, a raise to every card on the table with nothing known): no level's search weighs them
        (a search that finds them best against its picture of people would make them every time),
        and ``bluff_action`` draws them at people's rate. From ``seat``'s ``view`` only. Default: none."""
        return []


class ReviewKit(Kit[G, S]):
    """What the review and the coach need of a game with bids."""

    def bid_made(self, root: S, end: S, seat: int) -> bool | None:
        """Did ``seat`` make its bid in ``root``'s deal, by ``end``? None: it had no bid then."""
        raise NotImplementedError

    def hindsight(self, start: S, end: S, first: int = 0, seconds: float = 3.0) -> list[HindsightRow]:
        """(``HINDSIGHT``) Once a deal is over (``start`` as dealt, ``end`` after it): each seat's
        "could I have made it?", a dict a seat, from ``first``."""
        raise NotImplementedError

    def hindsight_lines(self, rows: list[HindsightRow], names: list[str]) -> list[str]:
        """(``HINDSIGHT``) The hindsight's rows in words, one line a seat."""
        raise NotImplementedError


class TrickKit(Kit[G, S]):
    """What the screen needs of a game that takes tricks."""

    def last_trick(self, state: S) -> tuple[int, tuple[int, ...], int] | None:
        """The deal's last finished trick as (leader, cards, winner); None before the first."""
        raise NotImplementedError
