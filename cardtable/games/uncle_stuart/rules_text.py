"""Uncle Stuart's Game's rules, in players' words (the game's ``rules()``), in short sections with example cards."""

from ...engine.rules_sections import GAP, Section, whole_text
from ..stock import TURN_LIMIT

HEADING = "UNCLE STUART'S GAME  (2 or 3 players, one 52-card pack)"

SECTIONS = (
    Section("The aim", """\
A family rummy. Cards you have laid on the table count for you, cards still
in your hand count against you. Deals go on until somebody reaches the
target."""),
    Section("Card values", """\
Twos to nines are worth 5, tens and picture cards 10, aces 15.""",
            ("2C", "9D", GAP, "10H", "QS", GAP, "AC"), "5 each, 10 each, and 15 for the ace."),
    Section("Dealing", """\
The first dealer is drawn at random; the deal passes to the left after every
deal. The dealer deals one card at a time, beginning with themself, until
everyone has 7, then gives themself an eighth card. There is no upturned
card: the discard pile starts with the dealer's first discard. The rest of
the pack is the stock.

The discard pile is spread out so every card shows, the oldest at the bottom
and the newest on top."""),
    Section("A turn", """\
The dealer plays first and does not draw on that first turn (the eighth card
takes its place). Every other turn starts with one of:
- drawing the top card of the stock;
- taking the top card of the discard pile (you may keep it as long as you
  like, but you may not throw it straight back this turn, unless it is the
  very last card in your hand: our choice, so a player can always go out);
- scooping (see below).

Then you may lay down (see below) and finally you discard one card face up
onto the pile, unless you have no cards left."""),
    Section("Scooping", """\
Scooping is allowed only once you have a meld of your own on the table: pick
any card of the discard pile below the top one and take it together with
every card above it.

The card you scooped down to (the deepest one) must be used at once: the
first thing you lay down afterwards must be a meld that contains it, or that
card laid off on a meld. A scoop is only offered when your cards make that
possible. The other scooped cards are yours to use now or later, or to
discard (even the one that was on top).""",
            ("4S", "JD", "8C", "3H"),
            "The pile, oldest first: scooping down to the jack takes the jack, the 8 and the 3."),
    Section("Melds", """\
A set is 3 or 4 cards of one rank. A run is 3 or more cards of one suit in
sequence; an ace may be low (A-2-3) or high (Q-K-A), but a run never turns
the corner (K-A-2 is not a run).""",
            ("AD", "2D", "3D", GAP, "QD", "KD", "AD"), "Both are runs: the ace low or high, never K-A-2."),
    Section("Laying down", """\
- Nobody lays down anything in the first round, that is during each player's
  first turn of the deal.
- A player's first lay-down of the deal is exactly one meld (of any length),
  and nothing more that turn: no second meld, no lay-off.
- From the next turn on, you may lay down as many melds and lay off as many
  cards as you like each turn.
- Laying off: once you have a meld of your own down, you may add single cards
  to any meld on the table, yours or another player's, as long as it stays a
  set or a run. A card laid off on somebody else's meld stays in front of you
  and scores for you, but it belongs to that meld for good: it can never be
  moved to another one. Melds are never rearranged."""),
    Section("End of a deal", f"""\
The deal ends the moment a player has no cards in hand (after melding, laying
off or discarding).

The family's rules are silent on an empty stock; our table's choice: once the
last card of the stock is drawn, every player has one more turn (the one who
drew it is having theirs), starting it by taking from the discard pile; a
player who does not (they stop) ends the deal there. After those turns the
deal ends. So that a deal always ends, it also ends after {TURN_LIMIT} turns each
(our limit)."""),
    Section("Scoring", """\
Each player scores the value of every card they have laid on the table (their
melds and their lay-offs) minus the value of the cards still in their hand.
Negative scores are possible."""),
    Section("Winning", """\
The game ends after the deal in which somebody reaches the target: 500 by
default (option: any target; 300 makes a shorter game, 1,000,000 the
never-ending one). The highest total wins, even if several players passed the
target on the same deal; players tied for the highest total share the win."""),
    Section("A limit", """\
So that a game cannot run on for ever (everyone can sink below zero), it also
ends after 100 deals if nobody has reached the target by then, and the highest
total wins (option: another limit, or 0 for none). This limit is ours, not
part of the family's game."""),
)

RULES = whole_text(HEADING, SECTIONS)
