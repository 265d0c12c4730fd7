"""Show's rules, in players' words, in short sections with example cards."""

from ...engine.rules_sections import GAP, Section, whole_text
from ..stock import TURN_LIMIT

HEADING = "SHOW  (2 to 6 players, one 52-card pack)"

SECTIONS = (
    Section("The aim", """\
Keep the points in your hand low, and call "Show" when you think yours is the
lowest. The lowest total at the end wins."""),
    Section("Card points", """\
Ace 1, 2 to 10 their number, jack 11, queen 12, the red kings (hearts,
diamonds) 13 and the black kings (spades, clubs) 0.""",
            ("KS", "KC", GAP, "KH", "KD", GAP, "AC", "QD"),
            "Black kings 0, red kings 13; an ace 1, a queen 12."),
    Section("Dealing", """\
The first dealer is drawn at random; the deal passes to the left after every
round. The dealer gives four cards to each player, one at a time, starting at
their left, and turns the next card face up to start the discard pile. The
rest, face down, is the draw pile."""),
    Section("A turn", """\
The player at the dealer's left starts; play goes clockwise.
Either call "Show" (see below), or:
1. Discard, face up on the discard pile, exactly one of these (only one of
   them a turn: a pair or a run, never both):
   - a single card;
   - a pair: two cards of one rank (option: any number of cards of one rank);
   - a run: three or more cards of one suit in sequence. The ace is always
     low (A-2-3 is a run; Q-K-A is not).
2. Draw: the top card of the draw pile, or the card that lay on top of the
   discard pile before you discarded (it stays available under your discard).

Hands shrink as pairs and runs go, and never grow past four cards.""",
            ("8C", "8H", GAP, "AS", "2S", "3S"), "A pair of eights, or a run A-2-3 of spades."),
    Section("The draw pile runs out", """\
When the last card of the draw pile is drawn, the discard pile except its top
card is shuffled at once to make a new draw pile. When that pile runs out
too, every player has one more turn (the one who drew the last card has just
had theirs; with no draw pile you take the card under your discard), and
then the round ends with nobody calling: everyone shows and adds their own
hand's points. (The rules are silent here: this is our table's choice.)"""),
    Section("Show", """\
At the very start of your turn, before discarding, you may call "Show" if the
cards in your hand add up to 5 points or less. The round ends at once and
everyone shows their hand. Every other player adds their hand's points to
their total.

The caller adds nothing if no other hand is strictly lower than theirs (so a
tie is the caller's; option: a tie counts against the caller), and 30 points
otherwise (option: 30 plus the caller's own hand).""",
            ("AD", "3C", "KS"), "1 + 3 + 0 = 4 points: low enough to call Show."),
    Section("A limit", f"""\
So that a round always ends, it also ends that way after {TURN_LIMIT} turns
each (our limit: no real round comes near it)."""),
    Section("Winning", """\
Rounds go on until, at the end of a round, someone has 100 points or more.
Then the game ends, and the lowest total wins; players who tie for the lowest
total share the win."""),
)

RULES = whole_text(HEADING, SECTIONS)
