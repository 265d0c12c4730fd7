"""How Say Uncle reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.options import Preset
from ...engine.present import LIFECYCLE_COUNTERS, Phrase, Presentation
from ...engine.words import Words, over_said, turn_checked
from .rules import SayUncleRules, UncleState

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

RULES = """\
SAY UNCLE  (2 to 4 players, one 52-card pack)

Build the best straight flush - the longest unbroken sequence of one suit -
in a hand of ten cards.

Straight flushes. A hand's straight flush is its longest stretch of cards of
one suit in sequence; a single card counts as a straight flush of length 1.
An ace may sit below the 2 or above the king, but not both at once: K-A-2 is
no sequence. Two hands compare by the length of their straight flush first,
then by its top card (an ace at the top is highest), then by its suit:
clubs, diamonds, hearts, spades, from low to high. Each hand counts only its
best one, and two hands can never tie.

Dealing. The first dealer is drawn at random; the deal passes to the left
after every deal. The dealer gives five cards face down to each player, one
at a time, starting at their left. With three players one more card goes
face down out of play, unseen by anyone. Then five cards for each player are
laid face up in the middle as the tableau. The rest is the stock.

Drafting. Starting at the dealer's left and going clockwise, each player
takes one card of their choice from the tableau into their hand, until the
tableau is empty. Everyone then holds ten cards, and everyone has seen the
drafted ones go.

The stock. The player at the dealer's left takes the first turn. A turn:
1. You may call "Say Uncle" (see below) instead of anything else. You can
   call only here, at the very start of your turn, before turning a card.
2. Otherwise turn the top card of the stock face up. You may take it: first
   put any card from your hand face down on your own discard pile (only you
   know which card it was), then take the turned card into your hand. Or pass.
3. If you pass, each next player clockwise may take it the same way, or pass.
4. If someone takes it, the turn passes to the player at the taker's left.
   If everyone passes, you put the turned card face down on your discard pile
   (everyone has seen it), and the turn passes to your left.

Say Uncle. The caller and everyone else show their hands; the best straight
flush wins the deal. If that is the caller's, the caller scores 2 points.
If it is another player's, that player scores 2 and the caller loses 1 -
but a score never goes below 0.

An empty stock. When a turn would begin with the stock empty and nobody has
called, the deal ends at once (our choice: that player gets no chance to
call). Everyone shows, and the best straight flush scores 1 point.

Winning. The first player to reach the target - 5 points unless the table
chose another number before the first deal - wins the game.
"""


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
