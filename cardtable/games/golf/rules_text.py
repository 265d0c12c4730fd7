"""Six Card Golf's rules, in players' words, in short sections with example cards."""

from ...engine.rules_sections import BACK, ROW, Section, whole_text
from ..stock import TURN_LIMIT

HEADING = """\
SIX CARD GOLF  (2 to 12 players; one pack for 2-4, two packs for 5-8,
three packs for 9-12)"""

SECTIONS = (
    Section("The aim", """\
Each player has a layout of six cards and tries to make it worth as little
as possible. The lowest total after all the deals (holes) wins."""),
    Section("Dealing", """\
The first dealer is drawn at random; the deal passes to the left after every
hole. Six cards are dealt face down to each player, one at a time, starting
at the dealer's left, and laid in two rows of three: each player's layout.

Nobody, the owner included, may look at a face-down layout card. The next
card is turned face up to start the discard pile; the rest is the stock.
Every card keeps its place in the layout: the three columns are fixed.""",
            (BACK, BACK, BACK, ROW, BACK, BACK, BACK), "A layout: two rows of three, face down."),
    Section("Turning two up", """\
Before play, each player in turn, starting at the dealer's left, turns two
of their own layout cards face up, one at a time, chosen freely.""",
            ("7H", BACK, BACK, ROW, BACK, "KS", BACK), "Two cards turned up; the other four stay down."),
    Section("A turn", """\
Play starts at the dealer's left and goes clockwise. Take either
- the top card of the stock: you look at it (the others see it only once it
  is placed or thrown away), then either put it face up in your layout in
  place of any one card (face down or up; a face-down card is not looked at
  first), or throw it face up on the discard pile - throwing it away turns
  nothing up in your layout; or
- the top card of the discard pile: you must put it in your layout in place
  of one card.

The card replaced goes face up on top of the discard pile."""),
    Section("An empty stock", f"""\
When the stock is empty, the discard pile except its top card is shuffled to
make a new stock. When that stock runs out too, every player has one more
turn (the one who drew the last card has just had theirs; there is only the
discard pile to take from), and then the hole ends as below. (The rules are
silent here: this is our table's choice.)

So that a hole always ends, it also ends after {TURN_LIMIT} turns each (our limit)."""),
    Section("End of a hole", """\
Play stops as soon as one player has all six layout cards face up (option
"last_turns": each other player first gets one more turn, and then play
stops). All layout cards are then turned face up and scored."""),
    Section("Scoring", """\
Ace 1, two minus 2, three to ten their number, jack and queen 10, king 0.

Two cards of the same rank in one column score 0 for that column, even a
pair of twos (the pair's minus is lost). Each player adds the hole's points
to their total.""",
            ("AC", "2D", "KH", ROW, "AS", "9C", "QD"),
            "The aces pair in their column and score 0; then minus 2 and 9, king 0 and queen 10: 17 in all."),
    Section("Winning", """\
After 9 holes (option: 18) the lowest total wins; players tied for the
lowest total share the win."""),
)

RULES = whole_text(HEADING, SECTIONS)
