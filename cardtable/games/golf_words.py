"""How Six Card Golf reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ..engine.present import LIFECYCLE_COUNTERS, Phrase, Presentation

PRESENTATION = Presentation(
    events={
        "out": Phrase("{name} goes out!", "You go out!"),
        "turn_over": Phrase("The discard pile becomes the stock", actor=None),
    },
    counters=LIFECYCLE_COUNTERS,  # Deal, Dealer, Score
    # state.sheet: (the seat that turned up every card first or None, each seat's layout points)
    sheet=("Out", "Points"),
)
