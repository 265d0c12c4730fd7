"""How Basic Rummy reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ...engine.present import LIFECYCLE_COUNTERS, Phrase, Presentation

PRESENTATION = Presentation(
    events={
        "turn_over": Phrase("The discard pile becomes the stock", actor=None),
        "last_turns": Phrase("The stock is gone again: one more turn each, then play stops", actor=None),
        "turn_limit": Phrase("The deal has reached the turn limit: play stops", actor=None),
    },
    actions={
        "take": Phrase("{name} takes the {card} from the discards", "You take the {card} from the discards"),
        "draw": Phrase("{name} draws the {card} from the stock", "You draw the {card} from the stock",
                       hidden="{name} draws from the stock"),
        "stop": Phrase("{name} stops the deal", "You stop the deal"),
        "meld": Phrase("{name} melds {cards}", "You meld {cards}"),
        "lay_off": Phrase("{name} lays off the {card} on {whose} meld", "You lay off the {card} on {whose} meld"),
        "discard": Phrase("{name} discards the {card}", "You discard the {card}"),
    },
    counters=LIFECYCLE_COUNTERS,  # Deal, Dealer, Score
    # state.sheet: (the seat that went out or None, points left in each hand, each seat's gain)
    sheet=("Out", "In hand", "Points"),
)
