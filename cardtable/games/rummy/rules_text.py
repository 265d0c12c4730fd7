"""Basic Rummy's rules, in players' words, in short sections with example cards."""

from ...engine.rules_sections import GAP, Section, whole_text
from ..stock import TURN_LIMIT

HEADING = "BASIC RUMMY  (2 to 6 players, one 52-card pack)"

SECTIONS = (
    Section("The aim", """\
Get rid of every card in your hand by melding, laying off and discarding."""),
    Section("Cards", """\
Ace is low: A-2-3 is a run, Q-K-A is not. For scoring, kings, queens and
jacks count 10, aces 1, and the other cards their number.""",
            ("AH", "2H", "3H", GAP, "QS", "KS", "AS"), "A-2-3 is a run; Q-K-A is not."),
    Section("Dealing", """\
The first dealer is drawn at random, and the deal passes to the left after
each deal. Cards are dealt one at a time: 10 each with 2 players, 7 each with
3 or 4, 6 each with 5 or 6. The next card is turned face up to start the
discard pile; the rest is the stock."""),
    Section("A turn", """\
Play starts at the dealer's left and goes clockwise.
1. Draw: the top card of the stock, or the top card of the discard pile.
2. Meld (optional, at most once a turn): lay down a run (three or more cards
   of one suit in sequence) or a set (three or four cards of one rank).
3. Lay off (optional, any number): add single cards from your hand to any
   meld on the table, yours or anyone's, as long as it stays a run or a set.
   Melds are never rearranged.
4. Discard one card face up. You may not discard the card you took from the
   discard pile this turn - unless it is your very last card (our choice: you
   may always go out).""",
            ("5D", "6D", "7D", GAP, "9C", "9H", "9S"), "A run of diamonds and a set of nines."),
    Section("Going out", """\
The deal ends the moment a player has no cards left, whether by melding,
laying off or discarding. That player scores the points of the cards left in
everyone else's hand."""),
    Section("An empty stock", f"""\
When the stock is empty and the next player does not want the discard, the
discard pile is turned over, without shuffling, to be the new stock. When the
stock runs out a second time, every player has one more turn (the one who
drew the last card is having theirs), taking the discard; a player who does
not want it stops play at once. (The rules let play go on for ever here:
ending it is our table's choice.)

Then play stops and nobody has gone out: the player with the fewest points
in hand scores the sum of the differences between their hand and each other
hand. Players who tie for fewest share that score equally. So that a deal
always ends, it also ends this way after {TURN_LIMIT} turns each (our limit)."""),
    Section("Winning", """\
By default the game ends when a player reaches 100 points (option: another
target, or a set number of deals instead). The highest total wins; players
who tie share the win."""),
)

RULES = whole_text(HEADING, SECTIONS)
