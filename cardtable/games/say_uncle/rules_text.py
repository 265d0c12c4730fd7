"""Say Uncle's rules, in players' words, in short sections with example cards."""

from ...engine.rules_sections import GAP, Section, whole_text

HEADING = "SAY UNCLE  (2 to 4 players, one 52-card pack)"

SECTIONS = (
    Section("The aim", """\
Build the best straight flush - the longest unbroken sequence of one suit -
in a hand of ten cards."""),
    Section("Straight flushes", """\
A hand's straight flush is its longest stretch of cards of one suit in
sequence; a single card counts as a straight flush of length 1. An ace may
sit below the 2 or above the king, but not both at once: K-A-2 is no
sequence.

Two hands compare by the length of their straight flush first, then by its
top card (an ace at the top is highest), then by its suit:
clubs, diamonds, hearts, spades, from low to high. Each hand counts only its best one, and two
hands can never tie.""",
            ("QH", "KH", "AH", GAP, "9C", "10C", "JC"),
            "Both are three long; Q-K-A of hearts beats 9-10-J of clubs by its top card."),
    Section("Dealing", """\
The first dealer is drawn at random; the deal passes to the left after every
deal. The dealer gives five cards face down to each player, one at a time,
starting at their left. With three players one more card goes face down
out of play, unseen by anyone.

Then five cards for each player are laid face up in the middle as the
tableau. The rest is the stock."""),
    Section("Drafting", """\
Starting at the dealer's left and going clockwise, each player takes one card
of their choice from the tableau into their hand, until the tableau is empty.
Everyone then holds ten cards, and everyone has seen the drafted ones go."""),
    Section("The stock", """\
The player at the dealer's left takes the first turn. A turn:
1. You may call "Say Uncle" (see below) instead of anything else. You can
   call only here, at the very start of your turn, before turning a card.
2. Otherwise turn the top card of the stock face up. You may take it: first
   put any card from your hand face down on your own discard pile (only you
   know which card it was), then take the turned card into your hand. Or pass.
3. If you pass, each next player clockwise may take it the same way, or pass.
4. If someone takes it, the turn passes to the player at the taker's left.
   If everyone passes, you put the turned card face down on your discard pile
   (everyone has seen it), and the turn passes to your left."""),
    Section("Say Uncle", """\
The caller and everyone else show their hands; the best straight flush wins
the deal. If that is the caller's, the caller scores 2 points. If it is
another player's, that player scores 2 and the caller loses 1 - but a score
never goes below 0."""),
    Section("An empty stock", """\
When a turn would begin with the stock empty and nobody has called, the deal
ends at once (our choice: that player gets no chance to call). Everyone
shows, and the best straight flush scores 1 point."""),
    Section("Winning", """\
The first player to reach the target - 5 points unless the table chose
another number before the first deal - wins the game."""),
)

RULES = whole_text(HEADING, SECTIONS)
