"""How Basic Rummy reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ..engine.present import LIFECYCLE_COUNTERS, Phrase, Presentation

PRESENTATION = Presentation(
    events={
        "turn_over": Phrase("The discard pile becomes the stock", actor=None),
    },
    counters=LIFECYCLE_COUNTERS,  # Deal, Dealer, Score
    # state.sheet: (the seat that went out or None, points left in each hand, each seat's gain)
    sheet=("Out", "In hand", "Points"),
)
