"""How Six Card Golf reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ...engine.present import LIFECYCLE_COUNTERS, Phrase, Presentation

PRESENTATION = Presentation(
    events={
        "out": Phrase("{name} goes out!", "You go out!"),
        "turn_over": Phrase("The discard pile becomes the stock", actor=None),
        "last_turns": Phrase("The stock is gone: one more turn each, then the hole ends", actor=None),
        "turn_limit": Phrase("The hole has reached the turn limit and ends", actor=None),
    },
    actions={
        "turn_up": Phrase("{name} turns up the {card}", "You turn up the {card}"),
        "draw": Phrase("{name} draws the {card} from the stock", "You draw the {card} from the stock",
                       hidden="{name} draws from the stock"),
        "take": Phrase("{name} takes the {card} from the discards", "You take the {card} from the discards"),
        "replace": Phrase("{name} replaces the {card} with the {moved1}", "You replace the {card} with the {moved1}"),
        "discard": Phrase("{name} discards the {card}", "You discard the {card}"),
    },
    counters=LIFECYCLE_COUNTERS,  # Deal, Dealer, Score
    # state.sheet: (the seat that turned up every card first or None, each seat's layout points)
    sheet=("Out", "Points"),
)
