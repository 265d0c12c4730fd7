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

RULES = """\
THE MAN FROM U.N.C.L.E.  (2 to 6 players, 42 number cards: seven each of 1 to 6)

Play cards onto a running total and try to make it land exactly on a ten.

Setup. A pot of 50 chips sits in the middle, as in the 1965 box (option:
another size). The first dealer is drawn at random. The dealer shuffles and
deals 3 cards to each player, one at a time, starting at the dealer's left.
The rest of the cards, face down, are the draw pile.

A turn. The player at the dealer's left starts; play goes clockwise. On your
turn you must lay one card face up on the pile in the middle, and the pile's
new total is called out. Then you take the top card of the draw pile, which
brings you back to 3 cards. You must play even when every card you hold would
overshoot the next ten.

Uncles. A card that makes the total exactly 10, 20, 30, 40 or 50 is an Uncle:
you take one chip from the pot for each ten - 1 chip at 10, 2 at 20, up to 5
at 50. When the pot holds fewer chips than you have earned, you take what is
left.

Piles. Once the total is 50 or more (a card making exactly 50 still pays its
5 chips), the pile is put aside and the next card starts a new pile from 0.
The score sheet has one line per pile.

Running out. When you must draw and the draw pile is empty, the put-aside
piles (never the pile in play) are shuffled into a new draw pile. If there
are none, you simply do not draw, and a player with no cards is passed over.
Should nobody have a card left (with 42 cards this cannot really happen, but
the rule is there), the pile in play is put aside too, all the cards are
shuffled into a new draw pile, and 3 cards are dealt to each player again,
starting with the next player, who then plays.

The end. The game ends the moment the pot is empty. The player with the most
chips wins. If several players tie for the most, each of them draws a card
from a fresh shuffle of all 42 cards, and the highest card wins; the players
still tied draw again from a fresh shuffle, until one is left.
"""


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
