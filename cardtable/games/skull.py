"""Skull & Roses: bid how many cards you can turn over without meeting a skull."""

from __future__ import annotations

from ..engine import cards as C
from ..engine.actions import Action
from ..engine.game import Game, Result
from ..engine.state import State
from .skull_words import PRESENTATION

RULES = """\
SKULL & ROSES  (3 to 12 players, one 52-card pack without its aces)

A bluffing game: bet on how many cards you can turn over without meeting a
skull.

Cards. The number cards 2 to 10 are roses (36 of them); the jacks, queens and
kings are skulls (12 of them). The aces are not used. The 48 cards are
shuffled together, and every player gets 3 roses and 1 skull: going round the
table from the first player, the roses are handed out one at a time in the
order they come off the top, and the skulls the same way. The cards nobody
needs are put away face down, unseen. The first player of the first round is
chosen at random; play goes clockwise.

1. Placing. Starting with the first player, each player in turn (our choice:
   one after another rather than all at once, with the screen hiding each
   choice) lays one card from their hand face down on their own mat. Only its
   owner knows it.

2. Place or challenge. Starting again with the first player, each player in
   turn either lays one more card face down on top of their stack, or
   challenges by bidding a number from 1 up to the number of cards on all the
   mats. A player with no cards left in hand must challenge.

3. Bidding. Going clockwise from the challenger, each player still in the
   bidding raises (bids a higher number, at most the cards on the mats) or
   passes. A pass takes you out of this bidding only: your stack stays and
   may be turned over. The bidding ends when all but one have passed, or at
   once when a bid equals the cards on the mats. The last one bidding, the
   high bidder, is the challenger.

4. Reveal. The challenger turns over their own stack first, one card at a
   time from the top, then the top face-down card of any other stacks they
   choose, one card at a time. The bet is lost the moment a skull is turned
   over. It is won the moment as many roses as the bid lie face up - even
   partway through the challenger's own stack (our choice: the rest of that
   stack then stays face down).

5. A won bet. The challenger scores one won bet, and everyone takes back
   their cards. A second won bet wins the game.

6. A lost bet. Everyone takes back their cards and mixes them, so nobody can
   tell which card is which. The challenger then loses one card for good,
   put away face down: the owner of the skull picks it blind from the
   challenger's hand, or, if the skull was the challenger's own, the
   challenger chooses which card to lose. Only the challenger sees which card
   went. A player with no cards left is out of the game.

7. The next round. The challenger is the first player of the next round. If
   the challenger is out, the owner of the skull is first; if the challenger
   was put out by their own skull, they choose who is first.

Winning. A second won bet wins the game at once, and so does being the only
player left in it. The score shows each player's won bets.
"""

ROSE_COUNT = 3


def is_skull(c: int) -> bool:
    return C.RANK[c] >= C.JACK


def deck() -> list[int]:
    """The 48 cards of the game: every card of one pack but the aces."""
    return [c for c in C.standard_deck() if C.RANK[c] != C.ACE]


class SkullAndRoses(Game):
    __doc__ = RULES
    id = "skull"
    name = "Skull & Roses"
    min_players = 3
    max_players = 12
    summary = "Bid how many cards you can turn over without meeting a skull; two won bets win."
    presentation = PRESENTATION

    def __init__(self) -> None:
        m = self.max_players
        self._place = [[Action("place", s, (c,)) for c in range(52)] for s in range(m)]
        self._bid = [[Action("bid", s, number=k) for k in range(4 * m + 1)] for s in range(m)]
        self._pass = [Action("pass", s) for s in range(m)]
        self._flip = [[Action("flip", s, zone=f"mat{o}") for o in range(m)] for s in range(m)]
        # a blind pick names the challenger's hand and a place in it: [picker][challenger][place]
        self._take = [[[Action("take_card", s, zone=f"hand{o}", number=i) for i in range(4)] for o in range(m)]
                      for s in range(m)]
        self._discard = [[Action("discard", s, (c,)) for c in range(52)] for s in range(m)]
        self._name = [[Action("name", s, zone=f"mat{o}") for o in range(m)] for s in range(m)]

    # -- dealing ----------------------------------------------------------------
    def setup(self, state: State) -> None:
        n, t = state.players, state.table
        state.cards = tuple(deck())  # never changes: a tuple is not copied with the state
        t.add_zone("box", "out", label="Put away", pool="box")
        state.hands = tuple(t.add_zone(f"hand{s}", "hand", s, "fan", pool=f"seat{s}") for s in range(n))
        state.mats = [t.add_zone(f"mat{s}", "stack", s, "spread", pool=f"seat{s}", label="Mat")
                      for s in range(n)]
        state.lost = [t.add_zone(f"lost{s}", "out", s, "stack", pool=f"seat{s}", label="Lost")
                      for s in range(n)]
        for c in state.cards:
            t.place(c, "box")
        t.set("score", [0] * n)
        t.set("bid", None)
        t.set("challenger", None)
        state.deal_no = 0  # rounds finished
        state.history = []  # won bets after each round
        state.sheet = []  # (round, challenger, bid, "won"/"lost", skull owner, challenger put out)
        state.out = [False] * n
        state.winner = None
        first = state.rng().randrange(n)
        state.dealer = (first - 1) % n  # the first player sits at the "dealer's" left
        self.shuffle(state, "box")
        order = [(first + i) % n for i in range(n)]
        roses, skulls = [], []
        for c in reversed(t.zones["box"]):
            if is_skull(c):
                if len(skulls) < n:
                    skulls.append(c)
            elif len(roses) < ROSE_COUNT * n:
                roses.append(c)
        t.announce("deal", src="box", dsts=[state.hands[s] for s in order], n=ROSE_COUNT + 1)
        for i, c in enumerate(roses):
            t.move(c, state.hands[order[i % n]], False)
        for i, c in enumerate(skulls):
            t.move(c, state.hands[order[i]], False)
        self._start_round(state, first)

    def _start_round(self, state: State, first: int) -> None:
        t, n = state.table, state.players
        state.first = first
        state.phase = "place"
        state.to_move = first
        state.to_place = n - sum(state.out)  # players still to lay their first card
        state.placed = 0  # cards on all the mats
        state.high = 0  # the high bid
        state.bidder = None  # the high bidder, then the challenger
        state.passed = [False] * n
        state.revealed = [0] * n  # cards turned over on each mat
        state.roses = 0  # roses face up in this reveal
        state.skull_owner = None
        t.set("deal", state.deal_no + 1)
        t.set("first", first)
        t.set("bid", None)
        t.set("challenger", None)

    # -- whose turn -------------------------------------------------------------------
    def _next_in(self, state: State, seat: int) -> int:
        """The next player clockwise still in the game."""
        n, out = state.players, state.out
        s = (seat + 1) % n
        while out[s]:
            s = (s + 1) % n
        return s

    def _next_bidder(self, state: State, seat: int) -> int:
        n, out, passed = state.players, state.out, state.passed
        s = (seat + 1) % n
        while out[s] or passed[s]:
            s = (s + 1) % n
        return s

    # -- rules -------------------------------------------------------------------------
    def legal_actions(self, state: State) -> list[Action]:
        if state.over:
            return []
        seat = state.to_move
        phase = state.phase
        zones = state.table.zones
        if phase == "place":
            place = self._place[seat]
            return [place[c] for c in zones[state.hands[seat]]]
        if phase == "turn":
            place = self._place[seat]
            return [place[c] for c in zones[state.hands[seat]]] + self._bid[seat][1:state.placed + 1]
        if phase == "bid":
            return [self._pass[seat]] + self._bid[seat][state.high + 1:state.placed + 1]
        if phase == "reveal":
            flip, rev = self._flip[seat], state.revealed
            return [flip[o] for o in range(state.players)
                    if o != seat and len(zones[state.mats[o]]) > rev[o]]
        if phase == "take":
            return self._take[seat][state.bidder][:len(zones[state.hands[state.bidder]])]
        if phase == "discard":
            discard = self._discard[seat]
            return [discard[c] for c in zones[state.hands[seat]]]
        # phase == "name": the challenger, put out by their own skull, names the first player
        name = self._name[seat]
        return [name[o] for o in range(state.players) if not state.out[o]]

    def step(self, state: State, action: Action) -> None:
        t = state.table
        seat, kind = action.seat, action.kind
        if kind == "place":
            t.move(action.cards[0], state.mats[seat], False)
            state.placed += 1
            if state.phase == "place":
                state.to_place -= 1
                if state.to_place == 0:
                    state.phase = "turn"
                    state.to_move = state.first
                    return
            state.to_move = self._next_in(state, seat)
        elif kind == "bid":
            state.high = action.number
            state.bidder = seat
            t.set("bid", action.number)
            if state.phase == "turn":
                state.phase = "bid"
                t.announce("challenge", seat=seat, bid=action.number)
            if action.number == state.placed:
                self._reveal(state)
            else:
                state.to_move = self._next_bidder(state, seat)
        elif kind == "pass":
            state.passed[seat] = True
            t.announce("pass", seat=seat)
            if self._bidders(state) == 1:  # only the high bidder is left
                self._reveal(state)
            else:
                state.to_move = self._next_bidder(state, seat)
        elif kind == "flip":
            self._flip_top(state, int(action.zone[3:]))
        elif kind == "take_card":
            c = t.zones[state.hands[state.bidder]][action.number]
            self._lose_card(state, c)
        elif kind == "discard":
            self._lose_card(state, action.cards[0])
        elif kind == "name":
            t.announce("named", seat=seat, first=int(action.zone[3:]))
            self._end_round(state, int(action.zone[3:]))

    def _bidders(self, state: State) -> int:
        out, passed = state.out, state.passed
        return sum(1 for s in range(state.players) if not out[s] and not passed[s])

    def _reveal(self, state: State) -> None:
        """The bidding is over: the challenger turns over their own stack from the top."""
        t = state.table
        c = state.bidder
        t.set("challenger", c)
        state.phase = "reveal"
        state.to_move = c
        if t.log is not None:
            t.announce("reveal", seat=c, bid=state.high)
        mat = t.zones[state.mats[c]]
        while state.revealed[c] < len(mat):
            if self._flip_top(state, c):
                return

    def _flip_top(self, state: State, owner: int) -> bool:
        """Turn over the top face-down card of a stack; True if that settled the bet."""
        t = state.table
        mat = t.zones[state.mats[owner]]
        card = mat[len(mat) - 1 - state.revealed[owner]]
        state.revealed[owner] += 1
        t.flip(card, True)
        if is_skull(card):
            self._lose_bet(state, owner)
            return True
        state.roses += 1
        if state.roses == state.high:
            self._win_bet(state)
            return True
        return False

    def _take_back(self, state: State) -> None:
        """Everyone takes back their cards, mixed so nobody knows which is which."""
        t = state.table
        known = t.known
        for s in range(state.players):
            hand = state.hands[s]
            t.gather(state.mats[s], hand, False)
            cards = t.zones[hand]
            mine = 1 << s
            if any(known[c] != mine for c in cards):
                self._mix(state, s, sorted(cards))

    def _mix(self, state: State, seat: int, order: list[int]) -> None:
        """Lay a hand in this order (bottom first) so that only its owner knows its cards."""
        t = state.table
        hand = state.hands[seat]
        t.shuffle(hand, None, order)  # type: ignore[arg-type]  # an order needs no random source
        for c in order:
            t.tell(c, 1 << seat)

    def _win_bet(self, state: State) -> None:
        t = state.table
        c = state.bidder
        t.add_at("score", c, 1)
        t.announce("bet_won", seat=c, bid=state.high, wins=t.counters["score"][c])
        self._record(state, "won")
        if t.counters["score"][c] >= 2:
            self._game_over(state, c)
            return
        self._take_back(state)
        self._end_round(state, c)

    def _lose_bet(self, state: State, owner: int) -> None:
        t = state.table
        c = state.bidder
        state.skull_owner = owner
        t.announce("bet_lost", seat=c, bid=state.high, skull_owner=owner)
        self._take_back(state)
        if owner == c:
            state.phase = "discard"
            state.to_move = c
            return
        # The challenger's hand is shuffled before the blind pick: a slot tells nothing.
        self.shuffle(state, state.hands[c])
        for card in t.zones[state.hands[c]]:
            t.tell(card, 1 << c)
        state.phase = "take"
        state.to_move = owner

    def _lose_card(self, state: State, card: int) -> None:
        t = state.table
        c, owner = state.bidder, state.skull_owner
        t.move(card, state.lost[c], False)
        t.announce("card_lost", seat=c, by=owner)
        gone = not t.zones[state.hands[c]]
        self._record(state, "lost", gone)
        if gone:
            state.out[c] = True
            t.announce("out", seat=c)
            left = [s for s in range(state.players) if not state.out[s]]
            if len(left) == 1:
                self._game_over(state, left[0])
                return
            if owner == c:
                state.phase = "name"
                state.to_move = c
                return
            self._end_round(state, owner)
            return
        self._end_round(state, c)

    def _record(self, state: State, outcome: str, gone: bool = False) -> None:
        state.sheet.append((state.deal_no + 1, state.bidder, state.high, outcome, state.skull_owner, gone))

    def _end_round(self, state: State, first: int) -> None:
        t = state.table
        state.history.append(tuple(t.counters["score"]))
        t.announce("deal_end", deal=state.deal_no + 1, result=state.sheet[-1],
                   totals=list(t.counters["score"]), first=first)
        state.deal_no += 1
        self._start_round(state, first)

    def _game_over(self, state: State, winner: int) -> None:
        t = state.table
        state.history.append(tuple(t.counters["score"]))
        t.announce("deal_end", deal=state.deal_no + 1, result=state.sheet[-1],
                   totals=list(t.counters["score"]), first=None)
        state.deal_no += 1
        state.winner = winner
        self.end_game(state, winner=winner)

    # -- scoring ----------------------------------------------------------------------------
    def cards_left(self, state: State, seat: int) -> int:
        zones = state.table.zones
        return len(zones[state.hands[seat]]) + len(zones[state.mats[seat]])

    def result(self, state: State) -> Result:
        wins = self.scores(state)
        if not state.over:
            return Result.from_scores(wins, False)
        key = [(s == state.winner, wins[s], self.cards_left(state, s)) for s in range(state.players)]
        places = [1 + sum(1 for o in key if o > k) for k in key]
        return Result(wins, places, [state.winner], True)

    def evaluate(self, state: State) -> list[float]:
        if state.over:
            return super().evaluate(state)
        # A rough share of the chances: won bets count most, cards left a little.
        wins = state.table.counters["score"]
        strength = [0.0 if state.out[s] else (1 + 3 * wins[s]) * (self.cards_left(state, s) + 4)
                    for s in range(state.players)]
        total = sum(strength)
        return [x / total for x in strength]

    # -- words ---------------------------------------------------------------------------------
    def prompt(self, state: State) -> str:
        if state.over:
            return "The game is over."
        phase, seat = state.phase, state.to_move
        if phase == "place":
            return "Lay a card face down on your mat."
        if phase == "turn":
            if not state.table.zones[state.hands[seat]]:
                return f"No cards left in hand: challenge by bidding 1 to {state.placed}."
            return f"Lay another card, or challenge by bidding 1 to {state.placed}."
        if phase == "bid":
            return f"Raise the bid of {state.high} (up to {state.placed}), or pass."
        if phase == "reveal":
            return (f"Turn over the top card of another stack: {state.roses} of {state.high} "
                    f"roses so far.")
        if phase == "take":
            return "Click one of the challenger's cards, blind: it is lost for good."
        if phase == "discard":
            return "Your own skull: choose one of your cards to lose for good."
        return "You are out: choose who starts the next round."

    def why_illegal(self, state: State, action: Action) -> str:
        if state.over:
            return "the game is over"
        if action.seat != state.to_move:
            return "it is not your turn"
        phase = state.phase
        t = state.table
        if phase == "place":
            return "lay one card from your hand face down on your mat"
        if phase == "turn":
            if action.kind == "place":
                return "that card is not in your hand"
            if action.kind == "bid":
                return f"a challenge bids 1 to {state.placed}, the cards on the mats"
            if not t.zones[state.hands[action.seat]]:
                return f"with no cards in hand you must challenge: bid 1 to {state.placed}"
            return "lay another card, or challenge with a bid"
        if phase == "bid":
            if action.kind == "bid":
                if state.high >= state.placed:
                    return "nobody can bid higher: pass"
                return f"a raise is {state.high + 1} to {state.placed}"
            return "raise the bid or pass"
        if phase == "reveal":
            if action.kind == "flip" and action.zone == state.mats[action.seat]:
                return "your own stack is turned over already"
            return "turn over the top card of another player's stack that has one face down"
        if phase == "take":
            return "click one of the challenger's cards in their hand"
        if phase == "discard":
            return "choose one of the cards in your hand to lose"
        return "choose a player still in the game to start the next round"


GAME = SkullAndRoses()
