"""How Basic Rummy reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.options import Preset
from ...engine.present import LIFECYCLE_COUNTERS, Phrase, Presentation
from ...engine.words import over_said, turn_checked
from .. import melds as M
from ..stock import DRAW_TAKE_WORDS, TURN_OVER_WORDS
from .rules import BasicRummyRules, RummyState
from .rules_text import RULES

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
