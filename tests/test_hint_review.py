"""Hint and review agree (issue 44): a move the hint gave is never reviewed as costly. The hint is
the review's best option at that decision (one search, one budget, the decision's seed: the moves
played so far), so at every decision a seat played by hints the review finds nothing given away."""

from __future__ import annotations

import pytest

from cardtable.ai import hint, make_player
from cardtable.ai.review import review
from cardtable.engine.record import Record
from cardtable.engine.views import view
from cardtable.games import get_game

N = 60  # iterations a decision, for the hint and the review alike (the table's are the review's own)
SHORT = {"golf": {"holes": 1}, "rummy": {"target": 40}, "say-uncle": {"target": 2}, "skull": {}}


def _hinted(gid: str, seed: int, limit: int = 60) -> Record:
    """A record in which seat 0 plays every hint, the others as easy computers."""
    g = get_game(gid)
    options = {k: v for k, v in SHORT[gid].items() if any(o.name == k for o in _options(g))}
    st = g.new_state(3, seed, options)
    rec = Record(gid, 3, seed, options, [], [{"name": f"P{i + 1}", "kind": "easy"} for i in range(3)])
    others = [make_player("easy", i) for i in range(3)]
    while not st.over and st.deal_no < 1 and len(rec.actions) < limit:
        s = st.to_move
        a = (hint(g, st, s, seed=len(rec.actions), spec=f"hard:{N}") if s == 0
             else others[s].choose(g, view(st, s), g.legal_actions(st)))
        g.apply(st, a)
        rec.actions.append(a)
    return rec


def _options(g):
    info = getattr(g, "info", g)  # the game's declared facts (a part of their own as the contract is split up)
    return info.options


@pytest.mark.parametrize("gid,seed", [("golf", 3), ("rummy", 5), ("say-uncle", 2), ("skull", 4)])
def test_a_hinted_move_is_never_reviewed_as_costly(gid, seed):
    g = get_game(gid)
    rec = _hinted(gid, seed)
    r = review(g, rec, 0, iterations=N)
    chosen = [d for d in r.decisions if not d.forced]
    assert chosen, "no real choice came up"
    assert not [d.line() for d in chosen if d.costly], "a hinted move reviewed as costly"
    assert all(d.choice is d.best or d.cost < d.choice.even for d in chosen)
