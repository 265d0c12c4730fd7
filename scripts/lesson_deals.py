#!/usr/bin/env python3
"""Find a friendly deal for a game's lesson (issue 51): play the lesson's first deal on many seeds,
the person doing what each step points at, and rank the seeds by how many of the game's kinds of
move the lesson gets to teach (the first word of each step), a short deal and the person scoring well.

Usage: python3 scripts/lesson_deals.py GAME [first last]   (prints the best seeds; the lesson's
``deal`` is then set by hand to the one read and liked)
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardtable.games import lesson_for  # noqa: E402
from tests.test_lessons import drive  # noqa: E402


def rate(game_id: str, seed: int) -> tuple[float, int, list[str], str]:
    lesson = lesson_for(game_id)
    assert lesson is not None
    steps, end, s = drive(game_id, lesson, deal=seed, check_hidden=False)
    kinds = {st.words.split(":")[0].split()[0] for st in steps}
    moves = {a.kind for st in steps for a in st.point}
    hist = s.state.history
    gained = list(hist[-1]) if hist else [0.0]
    mine = gained[lesson.seat]
    best = (min(gained) if s.game.info.lower_wins else max(gained)) == mine
    score = 2 * len(moves) + len(kinds) + (3 if best else 0) - max(0, len(steps) - 14) * 0.5
    score -= 3 if len(steps) < 4 else 0
    return score, len(steps), sorted(moves), end


def main() -> None:
    game_id = sys.argv[1]
    lo, hi = (int(sys.argv[2]), int(sys.argv[3])) if len(sys.argv) > 3 else (1, 40)
    rows = []
    for seed in range(lo, hi + 1):
        try:
            rows.append((*rate(game_id, seed), seed))
        except Exception as e:  # noqa: BLE001 - a seed that breaks the lesson is shown, not hidden
            print(f"seed {seed}: {type(e).__name__}: {e}")
    rows.sort(key=lambda r: -r[0])
    for score, n, moves, end, seed in rows[:8]:
        print(f"seed {seed}: score {score:.1f}, {n} steps, moves {moves}\n    {end}")


if __name__ == "__main__":
    main()
