"""How Say Uncle reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ...engine.present import LIFECYCLE_COUNTERS, Phrase, Presentation

PRESENTATION = Presentation(
    events={
        "pass": Phrase("{name} passes", "You pass"),
        "say_uncle": Phrase('{name} says "Uncle!"', 'You say "Uncle!"'),
    },
    actions={
        "draft": Phrase("{name} takes the {card} from the tableau", "You take the {card} from the tableau"),
        "turn": Phrase("{name} turns up the {card}", "You turn up the {card}"),
        "take": Phrase("{name} takes the {moved1} and puts a card away",
                       "You take the {moved1} and put the {card} away"),
    },
    counters=LIFECYCLE_COUNTERS,  # Deal, Dealer, Score
    # state.sheet: (the caller or None, the winner, each hand's straight flush in words, points)
    sheet=("Called", "Winner", "Straight flush", "Points"),
    sheet_seats=frozenset({"Called", "Winner"}),
)
