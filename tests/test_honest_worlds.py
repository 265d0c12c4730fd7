"""The honest reference's world sampler (scripts/os_worlds.py, for bench_openspiel.py --reference
honest): it keeps the voids play has revealed and reads nothing of the others' hidden cards.
No OpenSpiel here: histories are written in OpenSpiel's action ids from our own engine's play."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

import bench_openspiel as B  # noqa: E402  (imports pyspiel only when run)
import os_worlds as W  # noqa: E402

from cardtable.games import get_game  # noqa: E402


def history_at(seed: int, steps: int) -> tuple[list[int], object]:
    """OpenSpiel's history of our deal ``seed`` after ``steps`` random bids and cards, and our state."""
    game = get_game("oh-heck")
    st = game.new_state(B.N, seed, B.OPTS, log=False)
    t = st.table
    hands = [list(t.zones[h]) for h in st.hands]
    h = [B.CARDS, st.dealer] + [B.os_card(hands[i % B.N][i // B.N]) for i in range(B.N * B.CARDS)]
    h.append(B.os_card(t.zones["trump"][-1]))
    rng = random.Random(seed)
    for _ in range(steps):
        legal = game.legal_actions(st)
        if not legal:
            break
        a = legal[rng.randrange(len(legal))]
        h.append(B.BID0 + a.number if a.kind == "bid" else B.os_card(a.cards[0]))
        game.step(st, a)
    return h, st


def world_history(h: list[int], hands: list[list[int]]) -> list[int]:
    return h[:2] + [hands[i % B.N][i // B.N] for i in range(B.N * B.CARDS)] + h[2 + B.N * B.CARDS:]


CASES = [(seed, steps) for seed in range(6) for steps in (4, 12, 20, 28, 36)]


@pytest.mark.parametrize("seed,steps", CASES)
def test_worlds_keep_voids_and_what_the_seat_saw(seed: int, steps: int) -> None:
    h, st = history_at(700 + seed, steps)
    plays, void = W.public_play(h)
    assert void == [sum(1 << B.OS_SUIT[x] for x in range(4) if st.void[p] >> x & 1) for p in range(B.N)]
    me = st.to_move
    deal = h[2:2 + B.N * B.CARDS]
    for k in range(5):
        hands = W.honest_hands(h, me, random.Random(k))
        assert hands[me] == deal[me::B.N]  # its own hand as dealt
        flat = [c for hand in hands for c in hand]
        assert len(flat) == len(set(flat)) == B.N * B.CARDS and h[2 + B.N * B.CARDS] not in flat
        for p in range(B.N):
            mine = [c for q, c in plays if q == p]
            if p == me:
                assert set(mine) <= set(hands[p])
            else:
                assert hands[p][:len(mine)] == mine  # the cards it played are its own
                assert not any(void[p] >> W.suit(c) & 1 for c in hands[p][len(mine):]), (p, void[p])


@pytest.mark.parametrize("seed,steps", CASES[::3])
def test_worlds_never_peek(seed: int, steps: int) -> None:
    """Two histories the seat cannot tell apart (the real one, and one of its own worlds) give the
    same worlds for the same random source; and the same source gives the same world."""
    h, st = history_at(900 + seed, steps)
    me = st.to_move
    other = world_history(h, W.honest_hands(h, me, random.Random(99)))
    for k in range(3):
        assert W.honest_hands(h, me, random.Random(k)) == W.honest_hands(other, me, random.Random(k))
        assert W.honest_hands(h, me, random.Random(k)) == W.honest_hands(h, me, random.Random(k))


def test_the_constrained_draw_keeps_voids(monkeypatch: pytest.MonkeyPatch) -> None:
    """With no plain deal tried, the card-by-card draw still fits every void and every count."""
    monkeypatch.setattr(W, "REJECT_TRIES", 0)
    pool = list(range(52))[:40]
    need = {1: 9, 2: 9, 3: 9}
    void = [0, 0b0111, 0b0011, 0b1000]  # player 1 holds only hearts (suit 3); 3 none of them
    for k in range(30):
        out = W.draw(pool, need, void, random.Random(k))
        assert {p: len(cs) for p, cs in out.items()} == need
        used = [c for cs in out.values() for c in cs]
        assert len(set(used)) == len(used) and set(used) <= set(pool)
        for p, cs in out.items():
            assert not any(void[p] >> W.suit(c) & 1 for c in cs)
