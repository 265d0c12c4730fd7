"""How Uncle Stuart's Game reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.options import Preset
from ...engine.present import LIFECYCLE_COUNTERS, Phrase, Presentation
from ...engine.state import seat_to_move
from ...engine.words import over_said, turn_checked
from .. import melds as M
from ..stock import DRAW_TAKE_WORDS, TURN_OVER_WORDS
from .rules import UncleStuartRules
from .rules_text import RULES
from .state import StuartState

PRESENTATION = Presentation(
    events={
        **TURN_OVER_WORDS,
        "scoop": Phrase("{name} scoops {n|card|cards}", "You scoop {n|card|cards}"),
        "stop": Phrase("{name} stops the deal", "You stop the deal"),
        "last_turns": Phrase("The stock is empty: one more turn each, then the deal ends", actor=None),
        "turn_limit": Phrase("The deal has reached the turn limit and ends", actor=None),
        "out": Phrase("{name} goes out!", "You go out!"),
    },
    actions={
        **DRAW_TAKE_WORDS,
        "meld": Phrase("{name} melds {cards}", "You meld {cards}"),
        "lay_off": Phrase("{name} lays off the {card} on {whose} meld", "You lay off the {card} on {whose} meld"),
        "discard": Phrase("{name} discards the {card}", "You discard the {card}"),
    },
    counters=LIFECYCLE_COUNTERS,  # Deal, Dealer, Score
    # state.sheet: (the seat that went out or None, points laid down, points held, net points)
    sheet=("Out", "Laid down", "In hand", "Points"),
    sheet_seats=frozenset({"Out"}),
    sheet_nobody={"Out": "Nobody went out"},
)


class StuartWords(M.MeldsWords[UncleStuartRules, StuartState]):
    """Uncle Stuart's Game's words: the rules text, the presets, every sentence it says."""

    presets = (
        Preset("As written", "To 500."),
        Preset("Short game", "To 300: the rules' shorter version.", (("target", 300),)),
        Preset("Never-ending", "To 1,000,000, as the family plays it (still ending at the deal limit).",
               (("target", 1_000_000),)),

    )
    rules_text = RULES
    summary = "Rummy where you may scoop deep into the discard pile; laid cards score, held cards cost."
    presentation = PRESENTATION

    def describe(self, state: StuartState, action: Action) -> str:
        if action.kind == "stop":
            return "stop the deal"
        if action.kind == "scoop" and action.cards:
            return f"scoop down to the {C.long_name(action.cards[0])}"
        return super().describe(state, action)

    def label(self, state: StuartState, action: Action) -> str:
        pile = state.table.zones["discard"]
        if action.kind == "scoop" and action.cards and action.cards[0] in pile:
            n = len(pile) - pile.index(action.cards[0])
            return f"scoop {n} card{'s' if n != 1 else ''}, down to the {C.long_name(action.cards[0])}"
        return super().label(state, action)

    @over_said
    def prompt(self, state: StuartState) -> str:
        t = state.table
        if state.phase == "draw":
            top = t.top("discard")
            can_scoop = bool(self.game.scoopable(state, seat_to_move(state)))
            scoop = ", scoop the pile" if can_scoop else ""
            if not t.zones["stock"]:
                if top is None:
                    return "The stock is empty: the deal ends."
                return f"The stock is empty: take the {C.long_name(top)}{scoop}, or stop the deal?"
            if top is None:
                return "Draw from the stock."
            if can_scoop:
                return f"Draw from the stock, take the {C.long_name(top)}, or scoop the pile?"
            return f"Draw from the stock, or take the {C.long_name(top)}?"
        if state.must_use >= 0:
            return f"Lay down the {C.long_name(state.must_use)}: in a meld or on a meld."
        if state.turn_no < state.players:
            return "First round: nobody lays down yet. Discard a card."
        if state.first_down:
            return "That was your first meld: discard a card to end your turn."
        if not state.down[seat_to_move(state)]:
            return "Lay down one meld, or discard a card to end your turn."
        return "Meld, lay off, or discard a card to end your turn."

    @turn_checked
    def why_illegal(self, state: StuartState, action: Action) -> str:
        t = state.table
        k = action.kind
        if state.phase == "draw":
            if k == "scoop":
                if not state.down[action.seat]:
                    return "you may scoop only once you have a meld of your own on the table"
                if not action.cards or t.where[action.cards[0]] != "discard":
                    return "scoop down to a card of the discard pile"
                if action.cards[0] == t.top("discard"):
                    return "to take just the top card, take it; a scoop goes deeper"
                return "you could not use that card at once: a scooped-to card must be laid down this turn"
            if k == "draw" and not t.zones["stock"]:
                return "the stock is empty: take from the discard pile or stop"
            if k == "stop" and t.zones["stock"]:
                return "draw first: the deal only stops when the stock is empty"
            return "start your turn: draw from the stock, take the top discard, or scoop"
        if k in ("draw", "take", "scoop", "stop"):
            return "you have already drawn this turn"
        if k in ("meld", "lay_off"):
            if state.turn_no < state.players:
                return "nobody lays down anything in the first round"
            if state.first_down:
                return "after your first meld you may lay down nothing more this turn"
            if k == "lay_off" and not state.down[action.seat]:
                return "you may lay off only once you have a meld of your own down"
            if state.must_use >= 0 and state.must_use not in action.cards:
                return f"first lay down the {C.long_name(state.must_use)} you scooped to"
            if k == "meld" and len(action.cards) < 3:
                return "a meld needs three cards"
            if k == "meld":
                return "a meld is a set (3 or 4 of a rank) or a run (3+ of one suit in sequence, no K-A-2)"
            return "that card does not extend that meld"
        if k == "discard":
            if state.must_use >= 0:
                return f"first lay down the {C.long_name(state.must_use)} you scooped to"
            if action.cards and action.cards[0] == state.taken:
                return "you may not throw back the card you just took from the pile"
            return "discard a card from your hand"
        return super().why_illegal(state, action)
