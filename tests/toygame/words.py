"""High Card's words: its rules text, its summary, how its events read, its prompt."""

from __future__ import annotations

from cardtable.engine import cards as C
from cardtable.engine.present import LIFECYCLE_COUNTERS, Counter, Phrase, Presentation
from cardtable.engine.words import Words

from .rules import HighCardRules, HighCardState, value

RULES = """\
HIGH CARD  (2 to 4 players, one 52-card pack)

A toy game: the highest card takes the round.

The deal. The dealer shuffles and deals 3 cards to each player, starting at
the dealer's left. The rest of the pack stays face down.

A round. The player at the dealer's left plays first; then, clockwise, each
player lays one card face up in the centre. When everyone has played, the
highest card takes the round (aces are high; between equal ranks the card
played first wins) and scores its player 1 point. The taker plays first in
the next round. The cards played go aside.

The end. A deal is 3 rounds. After 3 deals (option: 1 to 9) the player with
the most points wins; equal points share the win.
"""

PRESENTATION = Presentation(
    events={
        "round": Phrase("{name} takes the round with the {card}", "You take the round with the {card}"),
    },
    counters=(LIFECYCLE_COUNTERS[0], Counter("round", "Round"), *LIFECYCLE_COUNTERS[1:]),
    # state.sheet: (the deal's dealer, the rounds each seat took in it)
    sheet=("Dealer", "Rounds won"),
    sheet_seats=frozenset({"Dealer"}),
)


class HighCardWords(Words[HighCardRules, HighCardState]):
    """High Card's words."""

    rules_text = RULES
    summary = "Each round, everyone plays a card; the highest takes the round. A toy game for tests."
    presentation = PRESENTATION

    def prompt(self, state: HighCardState) -> str:
        if state.over:
            return "The game is over."
        if not state.played:
            return "Lead a card to the centre: the highest card takes the round."
        _, best = max(state.played, key=lambda p: value(p[1]))
        return f"Play a card to the centre: the {C.long_name(best)} is highest so far."
