"""How Oh Heck! reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ..engine.present import Counter, Phrase, Presentation

PRESENTATION = Presentation(
    events={
        "trick": Phrase("{name} takes the trick with the {card}", "You take the trick with the {card}", actor="winner"),
    },
    actions={
        "bid": Phrase("{name} bids {number}", "You bid {number}"),
        "take_back": Phrase("{name} takes back the bid of {number}", "You take back your bid of {number}"),
        "play": Phrase("{name} plays the {card}", "You play the {card}"),
    },
    counters=(
        Counter("deal", "Deal"),
        Counter("hand_size", "Cards each"),
        Counter("dealer", "Dealer", "seat"),
        Counter("trumps", "Trumps", "suit"),
        Counter("score", "Score", "column", note="", unit=" pts"),
        Counter("bid", "Bid", "column", note="bid "),
        Counter("tricks", "Tricks", "column", note="won "),
    ),
    # state.sheet: (hand size, bids, tricks taken, points) of each finished hand
    sheet=("Cards each", "Bid", "Tricks", "Points"),
    tricks=True,
    pile_units={"Tricks": ("trick", "tricks", 0)},  # a seat's won tricks: counted in tricks, not cards
)
