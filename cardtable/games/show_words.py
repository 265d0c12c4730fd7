"""How Show reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ..engine.present import LIFECYCLE_COUNTERS, Phrase, Presentation

PRESENTATION = Presentation(
    events={
        "show": Phrase('{name} calls "Show!"', 'You call "Show!"'),
        "turn_over": Phrase("The discard pile becomes the stock", actor=None),
    },
    counters=LIFECYCLE_COUNTERS,  # Deal, Dealer, Score
    # state.sheet: (the seat that called Show, points left in each hand, each seat's points)
    sheet=("Shown by", "In hand", "Points"),
    sheet_seats=frozenset({"Shown by"}),
)
