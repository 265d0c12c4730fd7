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


def test_compare_pairs_two_runs_by_deal_and_seat(tmp_path: Path) -> None:
    """``--compare``: B's points minus A's in the same deal and seat, the deal's seats averaged; a seat
    only one run has is left out, and an unreadable file is one line and status 2, never a traceback."""
    def rec(part, deal, seat, side, bid, points):
        return {"part": part, "deal": deal, "seat": seat, "side": side, "bid": bid, "points": points,
                "made": points > 0}
    a = [rec("h2h", 1, 0, "ours", 2, 12), rec("h2h", 1, 1, "ours", 0, 0), rec("h2h", 2, 0, "ours", 1, 11),
         rec("h2h", 1, 0, "ref", 2, 12), rec("h2h", 3, 0, "ours", 1, 11)]
    b = [rec("h2h", 1, 0, "ours", 2, 0), rec("h2h", 1, 1, "ours", 1, 11), rec("h2h", 2, 0, "ours", 1, 11),
         rec("h2h", 1, 0, "ref", 2, 0)]
    (line,) = B.compare(a, b)
    # deal 1: (-12 + 11) / 2 = -0.5; deal 2: 0; mean -0.25 over 2 deals; deal 3 is in A only
    assert "n    3 (2 deals)" in line and "B - A -0.25 a hand" in line
    assert "same bid 2/3" in line and "reference mean A 12.00 B 0.00" in line
    assert B.compare(a, [rec("random", 1, 0, "ours", 2, 12)]) == []
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert B.main(["--compare", str(bad), str(bad)]) == 2
    torn = tmp_path / "torn.json"  # records without points
    torn.write_text('{"records": [{"part": "h2h", "deal": 1, "seat": 0, "side": "ours"}]}', encoding="utf-8")
    assert B.main(["--compare", str(torn), str(torn)]) == 2


def test_ours_may_be_openspiels_own_ismcts(capsys: pytest.CaptureFixture[str]) -> None:
    """``--ours openspiel-honest[:SIMS]`` (or ``openspiel``) puts the reference's own method in our seat;
    any other spec is one of our players; a bad count or the leak given twice is refused in one line."""
    assert B.os_spec("openspiel-honest") == ("openspiel-honest", None)
    assert B.os_spec("openspiel:10000") == ("openspiel", 10000)
    assert B.os_spec("openspiel-split:500") == ("openspiel-split", 500)
    assert B.os_spec("hard:4000") is None and B.os_spec("hard") is None
    for bad in ("openspiel:0", "openspiel-honest:many", "openspiel:-5"):
        with pytest.raises(ValueError):
            B.os_spec(bad)
    for argv in (["--ours", "openspiel:x"], ["--ours", "openspiel", "--ours-peeks"]):
        with pytest.raises(SystemExit) as e:
            B.main(argv)
        assert e.value.code == 2
    assert "--ours" in capsys.readouterr().err
