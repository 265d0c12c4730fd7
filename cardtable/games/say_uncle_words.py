"""How Say Uncle reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ..engine.present import LIFECYCLE_COUNTERS, Phrase, Presentation

PRESENTATION = Presentation(
    events={
        "pass": Phrase("{name} passes", "You pass"),
        "say_uncle": Phrase('{name} says "Uncle!"', 'You say "Uncle!"'),
    },
    counters=LIFECYCLE_COUNTERS,  # Deal, Dealer, Score
    # state.sheet: (the caller or None, the winner, each hand's straight flush in words, points)
    sheet=("Called", "Winner", "Straight flush", "Points"),
    sheet_seats=frozenset({"Called", "Winner"}),
)
