"""Information-set Monte Carlo tree search (SO-ISMCTS), over the engine's API only.

Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search",
IEEE TCIAIG 4(2), 2012. One tree for the searching seat; each iteration

1. samples a world the seat cannot tell from the real one
   (``determinize(view, seat, rng)``: hidden cards re-dealt by the engine),
2. walks the tree by action identity, choosing by UCB among the actions legal
   in that world, where a child's "parent visits" are its *availability*: how
   often it could have been chosen (the paper's answer to subsets of actions),
3. adds one untried action, plays out to the end of the current deal (the
   game's own play-out policy if it has one, else uniform), and
4. backs up the game's ``evaluate`` (a reward in [0, 1] per seat), each node
   scoring the reward of the seat that moved there.

The search knows no game by name. A game may help it with two optional hooks,
defined as methods on its class:

* ``playout(state, rng)``: play ``state`` on to the end of the current deal
  with a policy better than uniform (it must draw randomness only from ``rng``);
* ``prior(state, legal) -> list[float] | None``: a weight in [0, 1] per legal action
  for the seat to move (None: none at this decision), used to try likely actions first and as a fading bias
  in the selection;
* ``determinize(view, seat, rng)``: the engine's sample, narrowed by what play
  has shown in public (a player who showed out of a suit holds none of it);
* ``search_reward(root, end)``: what an iteration pays each seat (say, the
  points the deal paid, scaled) instead of the default prospects and win shares.

It gets only a seat's view and draws every random number from the source it is
given, so the same view and seed give the same decision on any machine, unless
it thinks for a time ``budget`` (the hard level). The time cap is a safety net.
"""

from __future__ import annotations

import functools
import math
import random
import time
from collections.abc import Callable

from ..engine.actions import Action
from ..engine.game import SomeGame
from ..engine.kits import Offers, SearchKit
from ..engine.state import State

UCB_C = 0.7  # the paper's exploration constant for rewards in [0, 1]
PRIOR_WEIGHT = 1.0  # how much a game's prior counts, in visits' worth of reward
MARGIN_WEIGHT = 0.2  # how much a finished game's score margin counts beside winning
CHECK_EVERY = 16  # iterations between looks at the clock and the stop flag


class Node:
    """The tree below one action sequence; ``seat`` moved to get here."""

    __slots__ = ("avail", "children", "n", "prior", "seat", "w")

    def __init__(self, seat: int, prior: float = 0.0) -> None:
        self.children: dict[Action, Node] = {}
        self.n = 0  # visits
        self.avail = 0  # how often this action was legal when its parent was passed
        self.w = 0.0  # total reward to ``seat``
        self.seat = seat
        self.prior = prior

    def mean(self) -> float:
        return self.w / self.n if self.n else 0.0


class SearchResult:
    """What a search found: the root's children and how many iterations ran."""

    def __init__(self, root: Node, iterations: int, seconds: float, stopped: str,
                 tallies: dict[Node, list[float]] | None = None) -> None:
        self.root = root
        self.iterations = iterations
        self.seconds = seconds
        self.stopped = stopped  # "done", "decided", "budget", "time" or "cancelled"
        self._tallies = tallies or {}

    def values(self) -> list[tuple[Action, int, float, tuple[float, ...]]]:
        """(action, visits, mean reward, mean of each number ``tally`` counted) for each root
        action, most visited first: what the search thought of every option, not only the best."""
        rows = []
        for a, n, mean in self.stats():
            sums = self._tallies.get(self.root.children[a], ())
            rows.append((a, n, mean, tuple(x / n for x in sums) if n else ()))
        return rows

    def stats(self) -> list[tuple[Action, int, float]]:
        """(action, visits, mean reward) for each root action, most visited first."""
        rows = [(a, ch.n, ch.mean()) for a, ch in self.root.children.items()]
        rows.sort(key=lambda r: -r[1])  # stable: ties keep the tree's order
        return rows

    def best(self) -> Action:
        """The most visited action (ties: the higher mean, then the first tried)."""
        best_a, best_key = None, None
        for a, ch in self.root.children.items():
            key = (ch.n, ch.mean())
            if best_key is None or key > best_key:
                best_a, best_key = a, key
        assert best_a is not None
        return best_a


def search(game: SomeGame, view: State, seat: int, legal: list[Action], iterations: int,
           rng: random.Random, time_cap: float | None = None, early_stop: bool = True,
           should_stop: Callable[[], bool] | None = None, ucb_c: float = UCB_C,
           budget: float | None = None,
           tally: Callable[[State, State], tuple[float, ...]] | None = None,
           guided: bool = True, reads: bool = False) -> SearchResult:
    """Run up to ``iterations`` iterations of SO-ISMCTS for ``seat`` from its view.

    ``legal`` are the seat's actions now (the root's children). With
    ``early_stop`` the search ends as soon as no other action can overtake the
    most visited one within the remaining iterations: the choice is then the
    one all ``iterations`` would make. ``time_cap`` (seconds) and
    ``should_stop`` only guard against runaway searches and quitting. With a
    ``budget`` (seconds) the search ends when it is spent, and the early stop
    counts the iterations the budget leaves at the pace so far. ``tally(view, end)``, if
    given, is counted for the root action each play-out began with (say, the points the
    deal paid the seat); it changes nothing the search does (``SearchResult.values``).
    Not ``guided``: the game's ``playout`` and ``policy_action`` are left out (the plain
    random play-out, and a tree for every seat), as for a level that plays more simply. ``reads``:
    the hidden cards are sampled by the game's reading of the others (``read_sample``) where it has one."""
    if view.viewer != seat:
        raise ValueError("the search takes the seat's own view (views.view(state, seat))")
    start = time.perf_counter()
    root = Node(-1)
    # the game's search kit (engine/kits.py): its hooks, and the optional ones it declares it offers
    kit = game.search
    prior_fn = kit.prior if Offers.PRIOR in kit.offers else None
    reward_fn = kit.search_reward if Offers.REWARD in kit.offers else None
    policy_fn = kit.policy_action if Offers.POLICY in kit.offers else None
    sample = kit.read_sample if reads and Offers.READ in kit.offers else kit.determinize
    playout = kit.playout
    if not guided:
        policy_fn = None
        playout = functools.partial(SearchKit.playout, kit)  # the plain search's: uniform to the deal's end
    legal_fn, step, evaluate = game.legal_actions, game.step, kit.evaluate
    deal0 = view.deal_no
    log, sqrt = math.log, math.sqrt
    root_legal = list(legal)
    stopped = "done"
    sums: dict[Node, list[float]] = {}
    it = 0
    while it < iterations:
        if it % CHECK_EVERY == 0 and it:
            if should_stop is not None and should_stop():
                stopped = "cancelled"
                break
            spent = time.perf_counter() - start
            if time_cap is not None and spent > time_cap:
                stopped = "time"
                break
            left = iterations - it
            if budget is not None:
                if spent >= budget:
                    stopped = "budget"
                    break
                left = min(left, int(it * (budget - spent) / spent) + 1 if spent > 0 else left)
            if early_stop and _decided(root, left):
                stopped = "decided"
                break
        it += 1
        d = sample(view, seat, rng)
        node = root
        path = []
        acts = root_legal
        # -- selection and expansion -------------------------------------------------
        while True:
            if policy_fn is not None and node is not root and d.to_move != seat:
                # The others move by the game's policy (knowing their sampled cards), not by
                # the tree's statistics; their moves still key the tree, so the seat's later
                # choices are made knowing what was played before them.
                while d.to_move != seat and not d.over and d.deal_no == deal0:
                    a = policy_fn(d, rng)
                    ch = node.children.get(a)
                    if ch is None:
                        ch = node.children[a] = Node(a.seat)
                    step(d, a)
                    node = ch
                if d.over or d.deal_no != deal0:
                    break
                acts = legal_fn(d)
            children = node.children
            untried = None
            for a in acts:
                ch = children.get(a)
                if ch is None:
                    if untried is None:
                        untried = [a]
                    else:
                        untried.append(a)
                else:
                    ch.avail += 1
            if untried is not None:
                if len(untried) == 1:
                    a = untried[0]
                    p = 0.0
                    if prior_fn is not None:
                        p = _prior_of(prior_fn, d, acts, a)
                elif prior_fn is not None:
                    a, p = _pick_by_prior(prior_fn, d, acts, untried, rng)
                else:
                    a = untried[int(rng.random() * len(untried))]
                    p = 0.0
                ch = Node(a.seat, p)
                ch.avail = 1
                children[a] = ch
                step(d, a)
                path.append(ch)
                break
            # every legal action has been tried: UCB by availability
            best, best_v = None, -1.0
            for a in acts:
                ch = children[a]
                v = ch.w / ch.n + ucb_c * sqrt(log(ch.avail) / ch.n)
                if ch.prior:
                    v += PRIOR_WEIGHT * ch.prior / (ch.n + 1)
                if v > best_v:
                    best, best_v = a, v
            assert best is not None  # rewards are in [0, 1]: every v is over -1
            node = children[best]
            step(d, best)
            path.append(node)
            if d.over or d.deal_no != deal0:
                break
            acts = legal_fn(d)
        # -- play-out to the end of the deal ----------------------------------------
        if not d.over and d.deal_no == deal0:
            playout(d, rng)
        reward = reward_fn(view, d) if reward_fn is not None else None
        if reward is None:
            reward = evaluate(d) if not d.over else final_reward(game, d)
        for nd in path:
            nd.n += 1
            nd.w += reward[nd.seat]
        if tally is not None and path:
            got = tally(view, d)
            acc = sums.get(path[0])
            if acc is None:
                sums[path[0]] = list(got)
            else:
                for i, x in enumerate(got):
                    acc[i] += x
    return SearchResult(root, it, time.perf_counter() - start, stopped, sums)


def final_reward(game: SomeGame, state: State, margin: float | None = None) -> list[float]:
    """A finished game's reward per seat: its win shares, with a little of each
    seat's score against the others, so that a lost game still prefers more points."""
    if margin is None:
        margin = MARGIN_WEIGHT
    win = game.search.evaluate(state)
    scores = game.result(state).scores
    if game.info.lower_wins:
        scores = [-s for s in scores]
    lo, hi = min(scores), max(scores)
    if hi <= lo:
        return [(1.0 - margin) * w + margin * 0.5 for w in win]
    span = hi - lo
    return [(1.0 - margin) * w + margin * (s - lo) / span for w, s in zip(win, scores)]


def _decided(root: Node, remaining: int) -> bool:
    """No child can overtake the most visited one in the iterations left."""
    first = second = 0
    for ch in root.children.values():
        n = ch.n
        if n > first:
            first, second = n, first
        elif n > second:
            second = n
    return first - second > remaining


Prior = Callable[[State, list[Action]], list[float] | None]  # a game's weights on a decision's moves (SearchKit.prior)


def _prior_of(prior_fn: Prior, d: State, acts: list[Action], a: Action) -> float:
    weights = prior_fn(d, acts)
    if not weights:
        return 0.0
    return float(weights[acts.index(a)])


def _pick_by_prior(prior_fn: Prior, d: State, acts: list[Action], untried: list[Action],
                   rng: random.Random) -> tuple[Action, float]:
    """Try the untried action the game likes best first (ties at random)."""
    weights = prior_fn(d, acts)
    if not weights:
        return untried[int(rng.random() * len(untried))], 0.0
    by_action = dict(zip(acts, weights))
    top = max(by_action[a] for a in untried)
    best = [a for a in untried if by_action[a] == top]
    return best[int(rng.random() * len(best))], float(top)
