"""How Say Uncle reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.options import Preset
from ...engine.present import LIFECYCLE_COUNTERS, Phrase, Presentation
from ...engine.words import Words, over_said, turn_checked
from .rules import SayUncleRules, UncleState
from .rules_text import RULES

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



# the moves said the same whatever the table holds
SAID = {"call": 'say "Uncle"', "turn": "turn the top card of the stock"}


class SayUncleWords(Words[SayUncleRules, UncleState]):
    """Say Uncle's words: the rules text, the presets, every sentence it says."""

    presets = (
        Preset("As written", "The first to 5 points wins."),
        Preset("Quick game", "The first to 3 points wins.", (("target", 3),)),
        Preset("Long game", "The first to 10 points wins.", (("target", 10),)),

    )
    rules_text = RULES
    summary = "Draft ten cards, trade with the stock, and call Uncle with the best straight flush."
    presentation = PRESENTATION

    def describe(self, state: UncleState, action: Action) -> str:
        if action.kind in SAID:
            return SAID[action.kind]
        if action.kind == "take" and action.cards:
            top = state.table.top("turned")
            what = f"the {C.long_name(top)}" if top is not None else "the turned card"
            return f"take {what}, putting away the {C.long_name(action.cards[0])}"
        if action.kind == "draft" and action.cards:
            return f"draft the {C.long_name(action.cards[0])}"
        return super().describe(state, action)

    @over_said
    def prompt(self, state: UncleState) -> str:
        if state.phase == "draft":
            return "Take a card from the tableau."
        if state.phase == "turn":
            return 'Say "Uncle", or turn the top card of the stock?'
        card = C.long_name(state.table.zones["turned"][-1])
        return f"Take the {card} (put a card from your hand away face down), or pass?"

    @turn_checked
    def why_illegal(self, state: UncleState, action: Action) -> str:
        t, kind, phase = state.table, action.kind, state.phase
        if phase == "draft":
            if kind != "draft":
                return "first everyone drafts: take a card from the tableau"
            return "draft one card from the tableau"
        if phase == "turn":
            if kind in ("take", "pass"):
                return "turn the top card of the stock first"
            return 'call "Say Uncle" or turn the top card of the stock'
        if kind == "call":
            return 'you may call "Say Uncle" only at the start of your turn, before turning a card'
        if kind == "take":
            if len(action.cards) != 1:
                return "to take the turned card, put away exactly one card from your hand"
            if t.where[action.cards[0]] != state.hands[action.seat]:
                return "the card you put away must come from your hand"
        return "take the turned card (putting away one of yours) or pass"
