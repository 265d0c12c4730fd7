"""How The Man from U.N.C.L.E. reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.options import Preset
from ...engine.present import Counter, Phrase, Presentation, Role
from ...engine.state import seat_to_move
from ...engine.words import Words, over_said, turn_checked
from ..stock import TURN_OVER_WORDS
from .rules import TENS, ManFromUncleRules, PileState
from .rules_text import RULES

PRESENTATION = Presentation(
    card_words=lambda c: str(C.RANK[c]),
    events={
        **TURN_OVER_WORDS,
        "call": Phrase("{name} calls {total}", "You call {total}"),
        "chips": Phrase("{name} takes {amount|chip|chips} at {total}", "You take {amount|chip|chips} at {total}"),
        "pile_end": Phrase("Pile {deal} closes at {total}", actor=None),
        "tiebreak": Phrase("A tie: cards are drawn to break it", actor=None),
    },
    actions={
        "play": Phrase("{name} plays a {card}", "You play a {card}"),
    },
    counters=(
        Counter("deal", "Pile"),
        Counter("pot", "Pot", role=Role.POT),
        Counter("dealer", "Dealer", "seat"),
        Counter("total", "Total"),
        Counter("chips", "Chips", "column", note="chips ", role=Role.STAKES),
    ),
    # state.sheet: (pile number, the pile's last total, the uncles made on it: (seat, total, chips won))
    sheet=("Deal", "Total", "Uncles"),
    deal_begins="Pile {deal} begins",
    sheet_lists={"Uncles": "Uncle! {name} at {v1}: {v2|chip|chips}"},
)



class UncleWords(Words[ManFromUncleRules, PileState]):
    """The Man from U.N.C.L.E.'s words: the rules text, the presets, every sentence it says."""

    presets = (
        Preset("As written", "50 chips in the pot."),
        Preset("Short game", "25 chips in the pot.", (("pot", 25),)),

    )
    rules_text = RULES
    summary = "Add cards to a running total; land exactly on 10, 20, 30, 40 or 50 to take chips."
    presentation = PRESENTATION

    @over_said
    def prompt(self, state: PileState) -> str:
        t = state.table
        total = t.counters["total"]
        hand = t.zones[state.hands[seat_to_move(state)]]
        hits = sorted({C.RANK[c] for c in hand if (total + C.RANK[c]) in TENS})
        msg = f"The pile stands at {total}: play a card."
        if hits:
            v = hits[0]
            won = min((total + v) // 10, t.counters["pot"])
            msg += f" A {v} makes {total + v} for {won} chip{'s' if won > 1 else ''}."
        return msg

    @turn_checked
    def why_illegal(self, state: PileState, action: Action) -> str:
        if action.kind != "play" or len(action.cards) != 1 or action.zone is not None or action.number is not None:
            return "play one card from your hand onto the pile"
        return "that card is not in your hand"
