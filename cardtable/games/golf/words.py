"""How Six Card Golf reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.options import Preset
from ...engine.present import LIFECYCLE_COUNTERS, Counter, Phrase, Presentation
from ...engine.state import seat_to_move
from ...engine.words import Words, over_said, turn_checked
from ..stock import DRAW_TAKE_WORDS, TURN_OVER_WORDS
from .rules import GolfState, SixCardGolfRules
from .rules_text import RULES

PRESENTATION = Presentation(
    events={
        **TURN_OVER_WORDS,
        "out": Phrase("{name} goes out!", "You go out!"),
        "last_turns": Phrase("The stock is gone: one more turn each, then the hole ends", actor=None),
        "turn_limit": Phrase("The hole has reached the turn limit and ends", actor=None),
        "column_pair": Phrase("{name} has a pair of {ranks} in a column: it scores 0, not {would}",
                              "You have a pair of {ranks} in a column: it scores 0, not {would}"),
    },
    actions={
        **DRAW_TAKE_WORDS,
        "turn_up": Phrase("{name} turns up the {card}", "You turn up the {card}"),
        "replace": Phrase("{name} replaces the {card} with the {moved1}", "You replace the {card} with the {moved1}"),
        "discard": Phrase("{name} discards the {card}", "You discard the {card}"),
    },
    counters=(Counter("deal", "Hole"), *LIFECYCLE_COUNTERS[1:]),  # Hole, Dealer, Score
    # state.sheet: (the seat that turned up every card first or None, each seat's layout points,
    # each column pair: (seat, its rank in words, the points it would have made))
    sheet=("Out", "Points", "Pairs"),
    sheet_seats=frozenset({"Out"}),
    sheet_nobody={"Out": "Nobody went out"},
    sheet_lists={"Pairs": "Column pair, {name}: two {v1} score 0, not {v2}"},
    deal_begins="Hole {deal} begins",
    deal_word="Hole",
)



class GolfWords(Words[SixCardGolfRules, GolfState]):
    """Six Card Golf's words: the rules text, the presets, every sentence it says."""

    presets = (
        Preset("As written", "9 holes; a hole ends as soon as one layout is all face up."),
        Preset("Plain (as played elsewhere)", "Everyone else gets one more turn after a layout is all "
               "face up, as most Golf tables play.", (("last_turns", True),)),
        Preset("18 holes", "As written, over 18 holes.", (("deals", 18),)),

    )
    rules_text = RULES
    summary = "Swap cards into your six-card layout, pair up columns, and keep your score low."
    presentation = PRESENTATION

    def describe(self, state: GolfState, action: Action) -> str:
        if action.kind in ("turn_up", "replace") and action.number is not None:
            k = action.number
            row = "top" if k < 3 else "bottom"
            col = ("left", "middle", "right")[k % 3]
            what = "turn up" if action.kind == "turn_up" else "replace"
            return f"{what} the {row} {col} card"
        return super().describe(state, action)

    def label(self, state: GolfState, action: Action) -> str:
        t, k = state.table, action.kind
        if k == "draw":
            return "draw from the stock"
        pile = t.zones["discard"] if k == "take" else t.zones[state.held[action.seat]] if k == "discard" else []
        if pile:
            return f"{k} the {C.long_name(pile[-1])}"
        return super().label(state, action)

    @over_said
    def prompt(self, state: GolfState) -> str:
        t = state.table
        seat = seat_to_move(state)
        if state.phase == "turn_up":
            first = state.turned % 2 == 0
            return ("Turn up two of your layout cards: click them." if first
                    else "Turn up one more of your layout cards: click it.")
        if state.phase == "draw":
            top = t.zones["discard"][-1]  # (a turn over keeps the top card: the pile is never empty)
            last = " (last turn)" if state.ender is not None or state.final > 0 else ""
            if len(self.game.legal_actions(state)) == 1:
                return f"The stock is gone: take the {C.long_name(top)}.{last}"
            return f"Draw from the stock, or take the {C.long_name(top)}?{last}"
        if state.from_stock:  # (the prompt may be shown to all: it never names the drawn card)
            return "Click a layout card to replace it with the card you drew, or discard the drawn card."
        held = t.zones[state.held[seat]][-1]
        return f"Click a layout card to replace it with the {C.long_name(held)}."

    @turn_checked
    def why_illegal(self, state: GolfState, action: Action) -> str:
        k = action.kind
        if state.phase == "turn_up":
            if k != "turn_up":
                return "first turn up two of your layout cards"
            if action.number is None or not 0 <= action.number < 6:
                return "choose one of your six layout cards"
            return "that card is face up already"
        if state.phase == "draw":
            return "take the top card of the stock or of the discard pile"
        if k == "discard" and not state.from_stock:
            return "a card taken from the discard pile must go into your layout"
        if k == "replace":
            return "choose one of your six layout cards"
        return "put the card in your layout" + (", or discard it" if state.from_stock else "")
