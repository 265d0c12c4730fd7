"""Oh Heck!'s rules, in players' words (the game's ``rules()``), in short sections with example cards."""

from ...engine.rules_sections import GAP, Section, whole_text

HEADING = "OH HECK!  (3 to 7 players, one 52-card pack, aces high)"

SECTIONS = (
    Section("The aim", """\
Each hand, everyone bids how many tricks they will take, and only an exact
bid scores."""),
    Section("Hands", """\
The first hand is 10 cards each with 3 to 5 players, 8 with 6 players and 7
with 7 players. Each following hand has one card fewer, down to a single
card, then one more each hand back up to the starting size: 19 hands with 3-5
players, 15 with 6, 13 with 7. (Options: down only, up only, or one single
hand of any size.)"""),
    Section("Dealing", """\
The first dealer is drawn at random; the deal passes to the left after every
hand. Cards are dealt one at a time, starting at the dealer's left. The next
card of the pack is turned face up: its suit is trumps for the hand. If no
card is left to turn, the hand is played without trumps.""",
            ("7S",), "Turned up after the deal: spades are trumps for this hand."),
    Section("Bidding", """\
Starting at the dealer's left and ending with the dealer, each player bids a
number of tricks from 0 to the hand size; nobody may pass.

The hook: the dealer may not bid the number that would make all the bids add
up to the number of tricks in the hand, so somebody must fail. (Option: no
hook.)

Changing a bid: the rules let a bid be changed until the player to the left
has bid. With the option "Bids may be changed" (on in the "As written"
preset), after bidding you either keep your bid, which passes the turn on, or
take it back and bid again; once a hand, and the new bid stands. The dealer
bids after the player on the left has bid, so the dealer's bid stands at
once."""),
    Section("Playing", """\
The player at the dealer's left leads the first trick; the winner of each
trick leads the next. You must follow the suit led if you can. If you cannot,
you must play a trump if you have one (option: off). And among the cards
those rules let you play, if any of them would win the trick as it stands,
you must play one that would (option: off).

A trick goes to the highest trump in it, or if there is none, to the highest
card of the suit led.""",
            ("KH", "AH", "2S", GAP, "QD", "5D", "9D"),
            "Spades trumps, hearts led: the 2 of spades wins. No trump in the second: "
            "the queen of diamonds."),
    Section("Scoring", """\
Taking exactly the number of tricks you bid scores 10 plus your bid (10 for a
bid of zero made). Any other number of tricks scores nothing."""),
    Section("Winning", """\
After the last hand the highest total wins; players who tie for the highest
total share the win."""),
)

RULES = whole_text(HEADING, SECTIONS)
