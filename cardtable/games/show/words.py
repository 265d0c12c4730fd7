"""Show's words: its rules text, presets, events, numbers and score sheet, and every sentence it says."""

from __future__ import annotations

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.options import Preset
from ...engine.present import LIFECYCLE_COUNTERS, Phrase, Presentation, plural
from ...engine.state import seat_to_move
from ...engine.words import Words, over_said, turn_checked
from ..stock import DRAW_TAKE_WORDS, TURN_OVER_WORDS
from .rules import SHOW_LIMIT, ShowRules, ShowState, hand_points
from .rules_text import RULES

PRESENTATION = Presentation(
    events={
        **TURN_OVER_WORDS,
        "turn_over": Phrase("The discard pile becomes the draw pile", actor=None),  # one word for the pile
        "show": Phrase('{name} calls "Show!"', 'You call "Show!"'),
        "upcard": Phrase("The {card} is turned up to start the discards", actor=None),
        "last_turns": Phrase("The draw pile is gone: one more turn each, then the round ends", actor=None),
        "turn_limit": Phrase("The round has reached the turn limit and ends", actor=None),
    },
    actions={
        **DRAW_TAKE_WORDS,
        "draw": Phrase("{name} draws the {card} from the draw pile", "You draw the {card} from the draw pile",
                       hidden="{name} draws from the draw pile"),  # the table calls it the draw pile
        "discard": Phrase("{name} discards {cards}", "You discard {cards}"),
    },
    counters=LIFECYCLE_COUNTERS,  # Deal, Dealer, Score
    # state.sheet: (the seat that called Show, points left in each hand, each seat's points)
    sheet=("Shown by", "In hand", "Points"),
    sheet_seats=frozenset({"Shown by"}),
)



# the moves said the same whatever the table holds
SAID = {"show": 'call "Show"', "draw": "draw from the draw pile"}


class ShowWords(Words[ShowRules, ShowState]):
    """Show's words: the rules text, the presets, every sentence it says."""

    presets = (
        Preset("As written", "Pairs only; a tie for the lowest hand goes to the caller; a beaten caller adds 30."),
        Preset("Strict calling", "A tie beats the caller, and a beaten caller adds their own hand to the 30.",
               (("tie_penalty", True), ("penalty_adds_hand", True))),
        Preset("Any set", "Any number of cards of one rank may go at once.", (("pairs_any", True),)),
    )
    rules_text = RULES
    summary = 'Shed points with singles, pairs and runs; call "Show" at 5 or less. Lowest total wins.'
    presentation = PRESENTATION

    def describe(self, state: ShowState, action: Action) -> str:
        if action.kind in SAID:
            return SAID[action.kind]
        if action.kind == "take" and state.prev_top >= 0:
            return f"take the {C.long_name(state.prev_top)}"
        if action.kind == "discard" and action.cards:
            return "discard " + " and ".join(f"the {C.long_name(c)}" for c in action.cards)
        return super().describe(state, action)

    @over_said
    def prompt(self, state: ShowState) -> str:
        if state.phase == "draw":
            if not state.table.zones["stock"]:
                return f"The draw pile is gone: take the {C.long_name(state.prev_top)}."
            return f"Draw from the draw pile, or take the {C.long_name(state.prev_top)}?"
        hand = state.table.zones[state.hands[seat_to_move(state)]]
        pts = hand_points(hand)
        if pts <= SHOW_LIMIT:
            return f'Call "Show" ({plural(pts, "point", "points")} in hand), or discard a card, a pair or a run?'
        return f"Discard a card, a pair or a run ({plural(pts, 'point', 'points')} in hand)."

    @turn_checked
    def why_illegal(self, state: ShowState, action: Action) -> str:
        kind = action.kind
        if state.phase == "draw":
            if kind in ("discard", "show"):
                return "you have discarded: now draw from the draw pile or take the card under your discard"
            return "draw from the draw pile or take the card under your discard"
        hand = state.table.zones[state.hands[action.seat]]
        if kind == "show":
            return f'you may call "Show" only with {SHOW_LIMIT} points or less in hand (you have {hand_points(hand)})'
        if kind in ("draw", "take"):
            return "discard first, then draw"
        if kind == "discard":
            if not action.cards or any(c not in hand for c in action.cards):
                return "discard cards from your own hand"
            if len(set(action.cards)) != len(action.cards):
                return "name each card once"
            pairs = "any number of one rank" if state.options["pairs_any"] else "a pair"
            return f"discard one card, {pairs}, or a run of three or more of one suit (ace low)"
        return super().why_illegal(state, action)
