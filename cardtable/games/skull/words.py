"""How Skull & Roses reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ...engine.present import Counter, Phrase, Presentation
from .state import is_skull

PRESENTATION = Presentation(
    card_words=lambda c: "skull" if is_skull(c) else "rose",
    events={
        "challenge": Phrase("{name} challenges for {bid}!", "You challenge for {bid}!"),
        "pass": Phrase("{name} passes", "You pass"),
        "reveal": Phrase("{name} turns up cards", "You turn up cards"),
        "bet_won": Phrase("{name} wins the challenge", "You win the challenge"),
        "bet_lost": Phrase("{name} hits a skull", "You hit a skull"),
        "card_lost": Phrase("{name} loses a card", "You lose a card"),
        "out": Phrase("{name} is out of the game", "You are out of the game"),
        "named": Phrase("{name} names {first_name} to start", "You name {first_name} to start"),
    },
    actions={
        "place": Phrase("{name} places a card", "You place a {card}"),
        "bid": Phrase("{name} bids {number}", "You bid {number}"),
        "flip": Phrase("{name} turns over {whose} top card: a {card}", "You turn over {whose} top card: a {card}"),
        "take_card": Phrase("{name} takes a card from {whose} hand", "You take a card from {whose} hand"),
        "discard": Phrase("{name} gives up a card", "You give up a {card}"),
    },
    counters=(
        Counter("deal", "Deal"),
        Counter("first", "First", "seat"),
        Counter("bid", "Bid"),
        Counter("challenger", "Challenger", "seat"),
        Counter("score", "Score", "column", note="", unit=" pts"),
    ),
    # state.sheet: (round, challenger, bid, "won"/"lost", skull owner or None, challenger put out)
    sheet=("Deal", "Challenger", "Bid", "Result", "Skull of", "Out"),
    sheet_seats=frozenset({"Challenger", "Skull of", "Out"}),
)
