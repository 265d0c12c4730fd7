"""How Uncle Stuart's Game reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ..engine.present import LIFECYCLE_COUNTERS, Phrase, Presentation

PRESENTATION = Presentation(
    events={
        "scoop": Phrase("{name} scoops {n|card|cards}", "You scoop {n|card|cards}"),
        "stop": Phrase("{name} stops the deal", "You stop the deal"),
        "out": Phrase("{name} goes out!", "You go out!"),
        "turn_over": Phrase("The discard pile becomes the stock", actor=None),
    },
    counters=LIFECYCLE_COUNTERS,  # Deal, Dealer, Score
    # state.sheet: (the seat that went out or None, points laid down, points held, net points)
    sheet=("Out", "Laid down", "In hand", "Points"),
)
