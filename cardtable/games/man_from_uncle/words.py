"""How The Man from U.N.C.L.E. reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ...engine import cards as C
from ...engine.present import Counter, Phrase, Presentation

PRESENTATION = Presentation(
    card_words=lambda c: str(C.RANK[c]),
    events={
        "call": Phrase("{name} calls {total}", "You call {total}"),
        "chips": Phrase("{name} takes {amount|chip|chips} at {total}", "You take {amount|chip|chips} at {total}"),
        "pile_end": Phrase("Pile {deal} closes at {total}", actor=None),
        "turn_over": Phrase("The discard pile becomes the stock", actor=None),
        "tiebreak": Phrase("A tie: cards are drawn to break it", actor=None),
    },
    actions={
        "play": Phrase("{name} plays a {card}", "You play a {card}"),
    },
    counters=(
        Counter("deal", "Pile"),
        Counter("pot", "Pot"),
        Counter("dealer", "Dealer", "seat"),
        Counter("total", "Total"),
        Counter("chips", "Chips", "column", note="chips "),
    ),
    # state.sheet: (pile number, the pile's last total, the uncles made on it: (seat, total, chips won))
    sheet=("Deal", "Total", "Uncles"),
    deal_begins="Pile {deal} begins",
    sheet_lists={"Uncles": "Uncle! {name} at {v1}: {v2|chip|chips}"},
)
