"""Skull & Roses: bid how many cards you can turn over without meeting a skull."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.events import Card, Seat
from ...engine.game import Game, GameInfo, Result
from ...engine.options import Option
from ...engine.state import seat_to_move
from .state import (
    ROSE_COUNT,
    SkullState,
    bidders,
    challenger,
    deck,
    is_skull,
    next_bidder,
    next_in,
    public_reach,
)

__all__ = ["SkullRules", "SkullState", "deck", "is_skull"]


OPTIONS = (Option("whole_stack", False, "the challenger turns over all of their own stack, even past the bid "
                  "(the boxed game's rule)", kind="bool", label="Challenger's own stack",
                  words=((True, "All of it (the boxed game)"), (False, "Stop at the bid (our reading)")),
                  helps=((True, "the challenger turns over all of their own stack, even past the bid"),
                         (False, "the bet is won once the bid is made, even partway through their own stack"))),)



def named(action: Action) -> str:
    """The zone a flip or a naming names: a seat's mat ("mat2", the seat's number after "mat")."""
    z = action.zone
    assert z is not None  # a flip and a naming name a mat
    return z

class SkullRules(Game[SkullState]):
    def __init__(self, info: GameInfo[SkullState]) -> None:
        super().__init__(info)
        m = self.info.players[-1]
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
    def setup(self, state: SkullState) -> None:
        n, t = state.players, state.table
        state.cards = tuple(deck())
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
        state.out = [False] * n
        state.winner = None
        state.spoke = [0] * n
        state.bold = [0] * n

    def first_dealer(self, state: SkullState) -> int:
        """The first player is drawn at random; the "dealer" sits at their right."""
        return (state.rng().randrange(state.players) - 1) % state.players

    def first_deal(self, state: SkullState) -> None:
        """Every player gets 3 roses and 1 skull, handed out in the order they come off the top."""
        n, t = state.players, state.table
        first = (state.dealer + 1) % n
        self.shuffle(state, "box")
        order = self.seats_from(state, first)
        roses: list[int] = []
        skulls: list[int] = []
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
        state.first = first
        self.start_deal(state)

    def start_deal(self, state: SkullState) -> None:
        """A round begins with ``state.first``: nothing is dealt, cards stay in hand."""
        t, n = state.table, state.players
        state.phase = "place"
        state.to_move = state.first
        state.to_place = n - sum(state.out)
        state.placed = 0
        state.high = 0
        state.bidder = None
        state.passed = [False] * n
        state.revealed = [0] * n
        state.roses = 0
        state.skull_owner = None
        t.set("deal", state.deal_no + 1)
        t.set("first", state.first)
        t.set("bid", None)
        t.set("challenger", None)

    def next_dealer(self, state: SkullState) -> int:
        return state.dealer  # the round's outcome names the next first player

    def game_ends(self, state: SkullState) -> bool:
        return state.winner is not None

    def end_round(self, state: SkullState, first: int | None, winner: int | None = None) -> None:
        """The round is over (its sheet line written): the next starts with ``first``,
        or ``winner`` has won the game."""
        if first is not None:
            state.first = first
        state.winner = winner
        self.close_deal(state, None, None, result=state.sheet[-1], first=first)

    def end_game(self, state: SkullState, totals: Sequence[float] | None = None, **data: object) -> None:
        super().end_game(state, totals, winner=state.winner, **data)

    # -- rules -------------------------------------------------------------------------
    def legal_actions(self, state: SkullState) -> list[Action]:
        if state.over:
            return []
        seat = seat_to_move(state)
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
            bidder = challenger(state)
            return self._take[seat][bidder][:len(zones[state.hands[bidder]])]
        if phase == "discard":
            discard = self._discard[seat]
            return [discard[c] for c in zones[state.hands[seat]]]
        # phase == "name": the challenger, put out by their own skull, names the first player
        name = self._name[seat]
        return [name[o] for o in range(state.players) if not state.out[o]]

    def step(self, state: SkullState, action: Action) -> None:
        t = state.table
        seat, kind = action.seat, action.kind
        if kind == "place":
            t.move(action.cards[0], state.mats[seat], False, seen=1 << seat)  # only its owner knows which
            state.placed += 1
            if state.phase == "place":
                state.to_place -= 1
                if state.to_place == 0:
                    state.phase = "turn"
                    state.to_move = state.first
                    return
            state.to_move = next_in(state, seat)
        elif kind == "bid":
            bid = action.number
            assert bid is not None  # a bid names its number
            state.spoke[seat] += 1
            if bid > public_reach(state, seat):
                state.bold[seat] += 1
            state.high = bid
            state.bidder = seat
            t.set("bid", bid)
            if state.phase == "turn":
                state.phase = "bid"
                t.announce("challenge", seat=seat, bid=bid)
            if bid == state.placed:
                self._reveal(state)
            else:
                state.to_move = next_bidder(state, seat)
        elif kind == "pass":
            state.passed[seat] = True
            t.announce("pass", seat=seat)
            if bidders(state) == 1:  # only the high bidder is left
                self._reveal(state)
            else:
                state.to_move = next_bidder(state, seat)
        elif kind == "flip":
            self._flip_top(state, int(named(action)[3:]))
        elif kind == "take_card":
            k = action.number
            assert k is not None  # a take names the card's place in the hand
            c = t.zones[state.hands[challenger(state)]][k]
            self._lose_card(state, c)
        elif kind == "discard":
            self._lose_card(state, action.cards[0])
        elif kind == "name":
            first = Seat(int(named(action)[3:]))
            t.announce("named", seat=seat, first=first)
            self.end_round(state, int(first))

    def _reveal(self, state: SkullState) -> None:
        """The bidding is over: the challenger turns over their own stack from the top."""
        t = state.table
        c = challenger(state)
        t.set("challenger", c)
        state.phase = "reveal"
        state.to_move = c
        if t.log is not None:
            t.announce("reveal", seat=c, bid=state.high)
        mat = t.zones[state.mats[c]]
        whole = state.options["whole_stack"]
        while state.revealed[c] < len(mat):
            if self._flip_top(state, c, not whole):
                return
        if whole and state.roses >= state.high:  # the bid was reached inside the challenger's own stack
            self._win_bet(state)

    def _flip_top(self, state: SkullState, owner: int, settle: bool = True) -> bool:
        """Turn over the top face-down card of a stack; True if that settled the bet (a rose
        that reaches the bid settles it only with ``settle``)."""
        t = state.table
        mat = t.zones[state.mats[owner]]
        card = mat[len(mat) - 1 - state.revealed[owner]]
        state.revealed[owner] += 1
        t.flip(card, True)
        # whose card it is, in words (the challenger turns them all up): the screen lets it stay to be read
        t.announce("turned", seat=challenger(state), mat=Seat(owner), card=Card(card))  # whose mat it lay on
        if is_skull(card):
            self._lose_bet(state, owner)
            return True
        state.roses += 1
        if settle and state.roses == state.high:
            self._win_bet(state)
            return True
        return False

    def _take_back(self, state: SkullState) -> None:
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

    def _mix(self, state: SkullState, seat: int, order: list[int]) -> None:
        """Lay a hand in this order (bottom first) so that only its owner knows its cards."""
        t = state.table
        hand = state.hands[seat]
        t.shuffle(hand, None, order)  # an order needs no random source
        for c in order:
            t.tell(c, 1 << seat)

    def _win_bet(self, state: SkullState) -> None:
        t = state.table
        c = challenger(state)
        t.add_at("score", c, 1)
        t.announce("bet_won", seat=c, bid=state.high, wins=t.counters["score"][c])
        self._record(state, "won")
        if t.counters["score"][c] >= 2:
            self.end_round(state, None, c)
            return
        self._take_back(state)
        self.end_round(state, c)

    def _lose_bet(self, state: SkullState, owner: int) -> None:
        t = state.table
        c = challenger(state)
        state.skull_owner = owner
        t.announce("bet_lost", seat=c, bid=state.high, skull_owner=Seat(owner))
        if owner != c:  # said before the cards go: the challenger's hand goes face down to be picked from
            t.announce("mixed", seat=owner, challenger=Seat(c))
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

    def _lose_card(self, state: SkullState, card: int) -> None:
        t = state.table
        c, owner = challenger(state), state.skull_owner
        assert owner is not None  # the challenger met a skull
        t.move(card, state.lost[c], False, seen=1 << c)  # only its owner knows which went
        t.announce("card_lost", seat=c, by=Seat(owner), card=Card(card))  # named to its owner alone
        gone = not t.zones[state.hands[c]]
        self._record(state, "lost", gone)
        if gone:
            state.out[c] = True
            t.announce("out", seat=c)
            left = [s for s in range(state.players) if not state.out[s]]
            if len(left) == 1:
                self.end_round(state, None, left[0])
                return
            if owner == c:
                state.phase = "name"
                state.to_move = c
                return
            self.end_round(state, owner)
            return
        self.end_round(state, c)

    def _record(self, state: SkullState, outcome: str, gone: bool = False) -> None:
        state.sheet.append((state.deal_no + 1, state.bidder, state.high, outcome, state.skull_owner, gone))

    # -- scoring ----------------------------------------------------------------------------
    def cards_left(self, state: SkullState, seat: int) -> int:
        zones = state.table.zones
        return len(zones[state.hands[seat]]) + len(zones[state.mats[seat]])

    def result(self, state: SkullState) -> Result:
        wins: list[float] = list(state.table.counters["score"])
        if not state.over:
            return Result.from_scores(wins, False)
        key = [(s == state.winner, wins[s], self.cards_left(state, s)) for s in range(state.players)]
        places = [1 + sum(1 for o in key if o > k) for k in key]
        winner = state.winner
        assert winner is not None  # the game is over: someone won it
        return Result(wins, places, [winner], True)


