"""The Man from U.N.C.L.E.'s rules, in players' words, in short sections with example cards."""

from ...engine.rules_sections import GAP, Section, whole_text

HEADING = "THE MAN FROM U.N.C.L.E.  (2 to 6 players, 42 number cards: seven each of 1 to 6)"

SECTIONS = (
    Section("The aim", """\
Play cards onto a running total and try to make it land exactly on a ten."""),
    Section("Setup", """\
A pot of 50 chips sits in the middle, as in the 1965 box (option: another
size). The first dealer is drawn at random. The dealer shuffles and deals 3
cards to each player, one at a time, starting at the dealer's left. The rest
of the cards, face down, are the draw pile."""),
    Section("A turn", """\
The player at the dealer's left starts; play goes clockwise. On your turn you
must lay one card face up on the pile in the middle, and the pile's new total
is called out. Then you take the top card of the draw pile, which brings you
back to 3 cards.

You must play even when every card you hold would overshoot the next ten."""),
    Section("Uncles", """\
A card that makes the total exactly 10, 20, 30, 40 or 50 is an Uncle: you
take one chip from the pot for each ten - 1 chip at 10, 2 at 20, up to 5 at
50. When the pot holds fewer chips than you have earned, you take what is
left.""",
            ("N6#0", "N5#0", "N3#0", "N6#1"),
            "6, 5 and 3 make 14; the next 6 makes 20, an Uncle worth 2 chips."),
    Section("Piles", """\
Once the total is 50 or more (a card making exactly 50 still pays its 5
chips), the pile is put aside and the next card starts a new pile from 0. The
score sheet has one line per pile.""",
            ("N4#0", GAP, "N6#0"),
            "The pile at 46: a 4 makes 50, an Uncle worth 5 chips; a 6 makes 52, worth nothing. "
            "Either way the pile is put aside."),
    Section("Running out", """\
When you must draw and the draw pile is empty, the put-aside piles (never the
pile in play) are shuffled into a new draw pile. If there are none, you
simply do not draw, and a player with no cards is passed over.

Should nobody have a card left (with 42 cards this cannot really happen, but
the rule is there), the pile in play is put aside too, all the cards are
shuffled into a new draw pile, and 3 cards are dealt to each player again,
starting with the next player, who then plays."""),
    Section("The end", """\
The game ends the moment the pot is empty. The player with the most chips
wins. If several players tie for the most, each of them draws a card from a
fresh shuffle of all 42 cards, and the highest card wins; the players still
tied draw again from a fresh shuffle, until one is left."""),
)

RULES = whole_text(HEADING, SECTIONS)
