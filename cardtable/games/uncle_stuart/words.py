"""How Uncle Stuart's Game reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ...engine.present import LIFECYCLE_COUNTERS, Phrase, Presentation

PRESENTATION = Presentation(
    events={
        "scoop": Phrase("{name} scoops {n|card|cards}", "You scoop {n|card|cards}"),
        "stop": Phrase("{name} stops the deal", "You stop the deal"),
        "last_turns": Phrase("The stock is empty: one more turn each, then the deal ends", actor=None),
        "turn_limit": Phrase("The deal has reached the turn limit and ends", actor=None),
        "out": Phrase("{name} goes out!", "You go out!"),
        "turn_over": Phrase("The discard pile becomes the stock", actor=None),
    },
    actions={
        "draw": Phrase("{name} draws the {card} from the stock", "You draw the {card} from the stock",
                       hidden="{name} draws from the stock"),
        "take": Phrase("{name} takes the {card} from the discards", "You take the {card} from the discards"),
        "meld": Phrase("{name} melds {cards}", "You meld {cards}"),
        "lay_off": Phrase("{name} lays off the {card} on {whose} meld", "You lay off the {card} on {whose} meld"),
        "discard": Phrase("{name} discards the {card}", "You discard the {card}"),
    },
    counters=LIFECYCLE_COUNTERS,  # Deal, Dealer, Score
    # state.sheet: (the seat that went out or None, points laid down, points held, net points)
    sheet=("Out", "Laid down", "In hand", "Points"),
)
