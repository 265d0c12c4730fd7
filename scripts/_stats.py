"""Shared by the benchmarks (bench_ai.py, bench_skull_bids.py, bench_openspiel.py): the Wilson
score interval of a rate, written once."""

from __future__ import annotations

import math


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate (shared wins count as fractions); (0, 1) for no
    games. Clamped to [0, 1], where rounding could put an end a hair outside."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, mid - half), min(1.0, mid + half)
