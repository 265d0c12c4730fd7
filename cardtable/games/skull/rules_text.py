"""Skull & Roses' rules, in players' words (the game's ``rules()``), in short sections with example cards."""

from ...engine.rules_sections import BACK, GAP, Section, whole_text

HEADING = "SKULL & ROSES  (3 to 12 players, one 52-card pack without its aces)"

SECTIONS = (
    Section("The aim", """\
A bluffing game: bet on how many cards you can turn over without meeting a
skull."""),
    Section("Cards", """\
The number cards 2 to 10 are roses (36 of them); the jacks, queens and kings
are skulls (12 of them). The aces are not used. The 48 cards are shuffled
together, and every player gets 3 roses and 1 skull: going round the table
from the first player, the roses are handed out one at a time in the order
they come off the top, and the skulls the same way.

The cards nobody needs are put away face down, unseen. The first player of
the first round is chosen at random; play goes clockwise.""",
            ("4H", "9C", "2D", GAP, "QS"), "A hand: three roses (number cards) and one skull (a picture card)."),
    Section("1. Placing", """\
Starting with the first player, each player in turn (our choice: one after
another rather than all at once, with the screen hiding each choice) lays one
card from their hand face down on their own mat. Only its owner knows it."""),
    Section("2. Place or challenge", """\
Starting again with the first player, each player in turn either lays one
more card face down on top of their stack, or challenges by bidding a number
from 1 up to the number of cards on all the mats. A player with no cards left
in hand must challenge.""",
            (BACK, BACK, GAP, BACK, GAP, BACK, BACK, BACK),
            "Six cards on the mats: a challenge may bid 1 to 6."),
    Section("3. Bidding", """\
Going clockwise from the challenger, each player still in the bidding raises
(bids a higher number, at most the cards on the mats) or passes. A pass takes
you out of this bidding only: your stack stays and may be turned over.

The bidding ends when all but one have passed, or at once when a bid equals
the cards on the mats. The last one bidding, the high bidder, is the
challenger."""),
    Section("4. Reveal", """\
The challenger turns over their own stack first, one card at a time from the
top, then the top face-down card of any other stacks they choose, one card at
a time. The bet is lost the moment a skull is turned over. It is won the
moment as many roses as the bid lie face up - even partway through the
challenger's own stack (our reading: the rest of that stack then stays face
down).

The boxed game makes the challenger turn over all of their own stack first,
so a skull further down it still loses the bet: the option "Challenger's own
stack: all of it".""",
            ("6H", "3S", GAP, "KD"), "A bid of 3: two roses turned, then a skull - the bet is lost."),
    Section("5. A won bet", """\
The challenger scores one won bet, and everyone takes back their cards. A
second won bet wins the game."""),
    Section("6. A lost bet", """\
Everyone takes back their cards and mixes them, so nobody can tell which card
is which. The challenger then loses one card for good, put away face down:
the owner of the skull picks it blind from the challenger's hand, or, if the
skull was the challenger's own, the challenger chooses which card to lose.

Only the challenger sees which card went. A player with no cards left is out
of the game."""),
    Section("7. The next round", """\
The challenger is the first player of the next round. If the challenger is
out, the owner of the skull is first; if the challenger was put out by their
own skull, they choose who is first."""),
    Section("Winning", """\
A second won bet wins the game at once, and so does being the only player
left in it. The score shows each player's won bets."""),
)

RULES = whole_text(HEADING, SECTIONS)
