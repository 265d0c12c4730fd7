"""How Basic Rummy reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.options import Preset
from ...engine.present import LIFECYCLE_COUNTERS, Phrase, Presentation
from ...engine.words import over_said, turn_checked
from .. import melds as M
from ..stock import DRAW_TAKE_WORDS, TURN_LIMIT, TURN_OVER_WORDS
from .rules import BasicRummyRules, RummyState

PRESENTATION = Presentation(
    events={
        **TURN_OVER_WORDS,
        "last_turns": Phrase("The stock is gone again: one more turn each, then play stops", actor=None),
        "turn_limit": Phrase("The deal has reached the turn limit: play stops", actor=None),
    },
    actions={
        **DRAW_TAKE_WORDS,
        "stop": Phrase("{name} stops the deal", "You stop the deal"),
        "meld": Phrase("{name} melds {cards}", "You meld {cards}"),
        "lay_off": Phrase("{name} lays off the {card} on {whose} meld", "You lay off the {card} on {whose} meld"),
        "discard": Phrase("{name} discards the {card}", "You discard the {card}"),
    },
    counters=LIFECYCLE_COUNTERS,  # Deal, Dealer, Score
    # state.sheet: (the seat that went out or None, points left in each hand, each seat's gain)
    sheet=("Out", "In hand", "Points"),
    sheet_seats=frozenset({"Out"}),
    sheet_nobody={"Out": "Nobody went out"},
)

RULES = """\
BASIC RUMMY  (2 to 6 players, one 52-card pack)

Get rid of every card in your hand by melding, laying off and discarding.

Cards. Ace is low: A-2-3 is a run, Q-K-A is not. For scoring, kings, queens
and jacks count 10, aces 1, and the other cards their number.

Dealing. The first dealer is drawn at random, and the deal passes to the left
after each deal. Cards are dealt one at a time: 10 each with 2 players, 7 each
with 3 or 4, 6 each with 5 or 6. The next card is turned face up to start the
discard pile; the rest is the stock.

A turn. Play starts at the dealer's left and goes clockwise.
1. Draw: the top card of the stock, or the top card of the discard pile.
2. Meld (optional, at most once a turn): lay down a run (three or more cards
   of one suit in sequence) or a set (three or four cards of one rank).
3. Lay off (optional, any number): add single cards from your hand to any
   meld on the table, yours or anyone's, as long as it stays a run or a set.
   Melds are never rearranged.
4. Discard one card face up. You may not discard the card you took from the
   discard pile this turn - unless it is your very last card (our choice: you
   may always go out).

Going out. The deal ends the moment a player has no cards left, whether by
melding, laying off or discarding. That player scores the points of the cards
left in everyone else's hand.

An empty stock. When the stock is empty and the next player does not want
the discard, the discard pile is turned over, without shuffling, to be the
new stock. When the stock runs out a second time, every player has one more
turn (the one who drew the last card is having theirs), taking the discard;
a player who does not want it stops play at once. (The rules let play go on
for ever here: ending it is our table's choice.) Then play stops and nobody
has gone out: the player with the fewest points in hand scores the sum of
the differences between their hand and each other hand. Players who tie for
fewest share that score equally. So that a deal always ends, it also ends
this way after {limit} turns each (our limit).

Winning. By default the game ends when a player reaches 100 points (option:
another target, or a set number of deals instead). The highest total wins;
players who tie share the win.
""".replace("{limit}", str(TURN_LIMIT))


class RummyWords(M.MeldsWords[BasicRummyRules, RummyState]):
    """Basic Rummy's words: the rules text, the presets, every sentence it says."""

    presets = (
        Preset("As written", "To 100 points."),
        Preset("Short game", "To 50 points.", (("target", 50),)),
        Preset("Five deals", "A set number of deals, decided before play as the rules allow.", (("deals", 5),)),

    )
    rules_text = RULES
    summary = "Meld runs and sets and lay off until your hand is empty."
    presentation = PRESENTATION

    @over_said
    def prompt(self, state: RummyState) -> str:
        t = state.table
        if state.phase == "draw":
            top = t.top("discard")
            if not t.zones["stock"] and state.turnovers >= 1:
                return (f"The stock is gone again: take the {C.long_name(top)}, or stop the deal."
                        if top is not None else "Nothing to draw: the deal ends.")
            if top is None:
                return "Draw from the stock."
            return f"Draw from the stock, or take the {C.long_name(top)}."
        if state.melded:
            return "Lay off cards on any meld, or discard a card to end your turn."
        return "Meld, lay off, or discard a card to end your turn."

    @turn_checked
    def why_illegal(self, state: RummyState, action: Action) -> str:
        if state.phase == "draw":
            if action.kind == "draw" and not state.table.zones["stock"] and state.turnovers >= 1:
                return "the stock has run out twice: take the discard or stop the deal"
            return "draw first: from the stock or the discard pile"
        if action.kind == "meld" and state.melded:
            return "you may meld only once a turn"
        if action.kind == "meld" and len(action.cards) < 3:
            return "a meld needs three cards"
        if action.kind == "meld":
            return "a meld is a run (3+ of one suit in sequence, ace low) or a set (3 or 4 of a rank)"
        if action.kind == "lay_off":
            return "that card does not extend that meld"
        if action.kind == "discard" and action.cards and action.cards[0] == state.taken:
            return "you may not discard the card you just took from the discard pile"
        return super().why_illegal(state, action)
