"""How Show reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ...engine.present import LIFECYCLE_COUNTERS, Phrase, Presentation

PRESENTATION = Presentation(
    events={
        "show": Phrase('{name} calls "Show!"', 'You call "Show!"'),
        "upcard": Phrase("The {card} is turned up to start the discards", actor=None),
        "turn_over": Phrase("The discard pile becomes the stock", actor=None),
        "last_turns": Phrase("The draw pile is gone: one more turn each, then the round ends", actor=None),
        "turn_limit": Phrase("The round has reached the turn limit and ends", actor=None),
    },
    actions={
        "discard": Phrase("{name} discards {cards}", "You discard {cards}"),
        "take": Phrase("{name} takes the {card} from the discards", "You take the {card} from the discards"),
        "draw": Phrase("{name} draws the {card} from the stock", "You draw the {card} from the stock",
                       hidden="{name} draws from the stock"),
    },
    counters=LIFECYCLE_COUNTERS,  # Deal, Dealer, Score
    # state.sheet: (the seat that called Show, points left in each hand, each seat's points)
    sheet=("Shown by", "In hand", "Points"),
    sheet_seats=frozenset({"Shown by"}),
)
