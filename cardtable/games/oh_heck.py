"""Oh Heck!: bid the exact number of tricks you will take."""

from __future__ import annotations

import random
from typing import Any

from ..engine import cards as C
from ..engine.actions import Action
from ..engine.game import Game
from ..engine.options import Option, OptionError
from ..engine.state import State
from ..engine.table import ALL_SEATS
from ..engine.views import determinize
from . import tricks as T
from .oh_heck_words import PRESENTATION

RULES = """\
OH HECK!  (3 to 7 players, one 52-card pack, aces high)

Each hand, everyone bids how many tricks they will take, and only an exact
bid scores.

Hands. The first hand is 10 cards each with 3 to 5 players, 8 with 6 players
and 7 with 7 players. Each following hand has one card fewer, down to a single
card, then one more each hand back up to the starting size: 19 hands with 3-5
players, 15 with 6, 13 with 7. (Options: down only, up only, or one single
hand of any size.)

Dealing. The first dealer is drawn at random; the deal passes to the left
after every hand. Cards are dealt one at a time, starting at the dealer's
left. The next card of the pack is turned face up: its suit is trumps for the
hand. If no card is left to turn, the hand is played without trumps.

Bidding. Starting at the dealer's left and ending with the dealer, each
player bids a number of tricks from 0 to the hand size; nobody may pass.
The hook: the dealer may not bid the number that would make all the bids add
up to the number of tricks in the hand, so somebody must fail. (Option: no
hook.)

Playing. The player at the dealer's left leads the first trick; the winner
of each trick leads the next. You must follow the suit led if you can. If you
cannot, you must play a trump if you have one (option: off). And among the
cards those rules let you play, if any of them would win the trick as it
stands, you must play one that would (option: off). A trick goes to the
highest trump in it, or if there is none, to the highest card of the suit
led.

Scoring. Taking exactly the number of tricks you bid scores 10 plus your
bid (10 for a bid of zero made). Any other number of tricks scores nothing.

Winning. After the last hand the highest total wins; players who tie for
the highest total share the win.
"""


def start_size(players: int) -> int:
    """The first hand's size: 10 cards for 3-5 players, 8 for 6, 7 for 7."""
    return {6: 8, 7: 7}.get(players, 10)


def schedule(players: int, opts: dict[str, Any]) -> list[int]:
    """The hand sizes of a whole game, in order."""
    kind = opts["schedule"]
    if kind == "single":
        return [opts["cards"]]
    top = start_size(players)
    down = list(range(top, 0, -1))
    if kind == "down":
        return down
    if kind == "up":
        return down[::-1]
    return down + list(range(2, top + 1))


class OhHeck(Game):
    __doc__ = RULES
    id = "oh-heck"
    name = "Oh Heck!"
    min_players = 3
    max_players = 7
    summary = "Bid the exact number of tricks you will take; a miss scores nothing."
    options = [
        Option("schedule", "down-up", "hand sizes: down to 1 and back up, down only, up only, or one hand",
               kind="choice", choices=("down-up", "down", "up", "single")),
        Option("cards", 10, "cards each in the single hand (schedule=single)", min=1, max=17),
        Option("must_trump", True, "a player who cannot follow suit must trump if able", kind="bool"),
        Option("must_win", True, "a player must play a card that would win the trick if able", kind="bool"),
        Option("hook", True, "the dealer may not make the bids add up to the tricks", kind="bool"),
    ]
    presentation = PRESENTATION

    def __init__(self) -> None:
        self._bid = [[Action("bid", s, number=k) for k in range(53)] for s in range(self.max_players)]
        self._play = [[Action("play", s, (c,)) for c in range(52)] for s in range(self.max_players)]

    def check_options(self, opts: dict[str, Any], players: int) -> None:
        if opts["schedule"] == "single" and opts["cards"] * players > 52:
            raise OptionError(f"cards: {opts['cards']} each is more than a pack holds for {players} players "
                              f"(at most {52 // players})")

    # -- dealing ------------------------------------------------------------
    def setup(self, state: State) -> None:
        n = state.players
        t = state.table
        state.cards = tuple(C.standard_deck())  # never changes: a tuple is not copied with the state
        t.add_zone("stock", "stock", layout="stack", label="Stock")
        t.add_zone("trump", "pile", layout="stack", label="Trumps")
        t.add_zone("trick", "trick", layout="row", label="Trick")
        state.hands = tuple(t.add_zone(f"hand{s}", "hand", s, "fan") for s in range(n))
        state.won = tuple(t.add_zone(f"won{s}", "pile", s, "stack", label="Tricks") for s in range(n))
        for c in state.cards:
            t.place(c, "stock")
        t.set("score", [0] * n)
        t.set("bid", [None] * n)
        t.set("tricks", [0] * n)
        t.set("trumps", None)
        state.sizes = tuple(schedule(n, state.options))
        state.deal_no = 0
        state.dealer = state.rng().randrange(n)
        state.history = []  # totals after each hand, as tuples
        state.sheet = []  # (hand size, bids, tricks, points) of each finished hand
        self._deal(state)

    def _deal(self, state: State) -> None:
        n, t = state.players, state.table
        for z in ["trump", "trick", *state.won, *state.hands]:
            for c in list(t.zones[z]):
                t.move(c, "stock", False)
        self.shuffle(state, "stock")
        size = state.sizes[state.deal_no]
        state.hand_size = size
        left = (state.dealer + 1) % n
        t.set("deal", state.deal_no + 1)
        t.set("dealer", state.dealer)
        t.set("hand_size", size)
        t.deal("stock", [state.hands[(left + i) % n] for i in range(n)], size)
        if t.zones["stock"]:
            turned = t.zones["stock"][-1]
            t.move(turned, "trump", True)
            state.trump = C.SUIT[turned]
        else:
            state.trump = None
        t.set("trumps", state.trump)
        t.set("bid", [None] * n)
        t.set("tricks", [0] * n)
        state.phase = "bid"
        state.to_move = left
        state.bids_made = 0
        state.leader = left
        state.win_card = -1
        state.win_seat = -1
        state.last_trick = None
        state.void = [0] * n  # per seat, a bit per suit it has shown out of this hand (public)

    # -- rules -------------------------------------------------------------------
    def legal_actions(self, state: State) -> list[Action]:
        if state.over:
            return []
        seat = state.to_move
        if state.phase == "bid":
            acts = self._bid[seat][: state.hand_size + 1]
            if seat == state.dealer and state.options["hook"]:
                banned = state.hand_size - sum(b for b in state.table.counters["bid"] if b is not None)
                if 0 <= banned <= state.hand_size:
                    acts = [a for a in acts if a.number != banned]
            return acts
        play = self._play[seat]
        zones = state.table.zones
        trick = zones["trick"]
        hand = zones[state.hands[seat]]
        if not trick:
            return [play[c] for c in hand]
        opts = state.options
        return [play[c] for c in T.allowed_cards(hand, T.SUIT[trick[0]], state.trump, state.win_card,
                                            opts["must_trump"], opts["must_win"])]

    def playable(self, state: State, seat: int) -> list[int]:
        """The cards the rules let ``seat`` play to the trick now."""
        zones = state.table.zones
        hand = zones[state.hands[seat]]
        trick = zones["trick"]
        if not trick:
            return list(hand)
        opts = state.options
        return T.allowed_cards(hand, C.SUIT[trick[0]], state.trump, state.win_card,
                        opts["must_trump"], opts["must_win"])

    def step(self, state: State, action: Action) -> None:
        t = state.table
        n = state.players
        seat = action.seat
        if action.kind == "bid":
            t.set_at("bid", seat, action.number)
            state.bids_made += 1
            if state.bids_made == n:
                state.phase = "play"
                state.to_move = state.leader
            else:
                state.to_move = (seat + 1) % n
            return
        card = action.cards[0]
        t.move(card, "trick", True)
        trick = t.zones["trick"]
        if len(trick) > 1 and T.SUIT[card] != T.SUIT[trick[0]]:
            state.void[seat] |= 1 << T.SUIT[trick[0]]
        if len(trick) == 1 or T.beats(card, state.win_card, state.trump):
            state.win_card = card
            state.win_seat = seat
        if len(trick) < n:
            state.to_move = (seat + 1) % n
            return
        w = state.win_seat
        state.last_trick = (state.leader, tuple(trick), w)  # shown on demand: leader, cards, winner
        if t.log is not None:
            t.announce("trick", winner=w, cards=list(trick))
        t.gather("trick", state.won[w])
        t.add_at("tricks", w, 1)
        state.win_card = -1
        state.leader = w
        state.to_move = w
        if not t.zones[state.hands[w]]:
            self._end_hand(state)

    def rollout(self, state: State, rng: random.Random, to_deal_end: bool = True) -> None:
        """The base class's random play-out, inlined for speed: the same random draws, the same
        choices and the same end state (a test holds the two equal).

        Each hand is also kept as a list per suit (in hand order, so "the cards of the suit led"
        come in the order the generic loop lists them), and where the played cards lie is written
        once at the end of the hand, when every trick has gone to its winner."""
        if state.table.log is not None or state.over:
            return super().rollout(state, rng, to_deal_end)
        rand = rng.random
        t = state.table
        counters = t.counters
        n = state.players
        if state.phase == "bid":
            bids = counters["bid"]
            size = state.hand_size
            hook = state.options["hook"]
            seat = state.to_move
            while True:
                choices = size + 1
                banned = -1
                if hook and seat == state.dealer:
                    banned = size - sum(b for b in bids if b is not None)
                    if 0 <= banned <= size:
                        choices = size
                    else:
                        banned = -1
                k = int(rand() * choices)
                if 0 <= banned <= k:
                    k += 1  # the legal bids in order, the banned one left out
                bids[seat] = k
                state.bids_made += 1
                if state.bids_made == n:
                    state.phase = "play"
                    state.to_move = state.leader
                    break
                seat = state.to_move = (seat + 1) % n
        zones, where, up, known = t.zones, t.where, t.up, t.known
        trump = state.trump
        must_trump, must_win = state.options["must_trump"], state.options["must_win"]
        hands = [zones[h] for h in state.hands]
        suit, high = T.SUIT, T.HIGH
        bysuit = [[[], [], [], []] for _ in range(n)]
        for s_, hand in enumerate(hands):
            b = bysuit[s_]
            for c in hand:
                b[suit[c]].append(c)
        tricks = counters["tricks"]
        seat = state.to_move
        trick = list(zones["trick"])
        best = state.win_card
        win_seat = state.win_seat
        seat_lead = state.leader
        void = state.void
        won = state.won
        gone: list[tuple[list[int], int]] = []  # each finished trick and its winner
        trump_ok = must_trump and trump is not None
        while True:
            hand = hands[seat]
            mine = bysuit[seat]
            if trick:
                led = suit[trick[0]]
                allowed = mine[led]
                if not allowed:
                    void[seat] |= 1 << led  # showing out of the suit led, as step records it
                    allowed = (mine[trump] or hand) if trump_ok else hand
                if must_win:
                    bs, bh = suit[best], high[best]
                    if bs == led or trump is None:
                        win = [c for c in allowed if (suit[c] == bs and high[c] > bh) or suit[c] == trump != bs]
                    else:
                        win = [c for c in allowed if suit[c] == trump and high[c] > bh]
                    if win:
                        allowed = win
                card = allowed[int(rand() * len(allowed))]
                cs = suit[card]
                if (cs == suit[best] and high[card] > high[best]) or (cs == trump != suit[best]):
                    best, win_seat = card, seat
            else:
                card = hand[int(rand() * len(hand))]
                cs = suit[card]
                best, win_seat, seat_lead = card, seat, seat
            hand.remove(card)
            mine[cs].remove(card)
            trick.append(card)
            if len(trick) < n:
                seat = (seat + 1) % n
                continue
            gone.append((trick, win_seat))
            tricks[win_seat] += 1
            seat = win_seat
            if not hand and not hands[seat]:
                break
            trick = []
            best = -1
        # every trick to its winner's pile, in order, as gather leaves them
        specs = t.specs
        for cards_, w in gone:
            dst = won[w]
            spec = specs[dst]
            bit = (1 << spec.owner) if (spec.owner is not None and spec.owner_sees) else 0
            mark = ALL_SEATS | bit
            for c in cards_:
                where[c] = dst
                up[c] = False
                known[c] = mark
            zones[dst].extend(cards_)
        zones["trick"] = []
        state.last_trick = (seat_lead, tuple(trick), win_seat)
        state.win_card, state.win_seat = -1, win_seat
        state.leader = state.to_move = seat
        self._end_hand(state)
        if not to_deal_end:
            super().rollout(state, rng, False)

    def _end_hand(self, state: State) -> None:
        t, n = state.table, state.players
        bids, tricks = t.counters["bid"], t.counters["tricks"]
        points = [10 + b if b == k else 0 for b, k in zip(bids, tricks)]
        for s in range(n):
            if points[s]:
                t.add_at("score", s, points[s])
        state.sheet.append((state.hand_size, tuple(bids), tuple(tricks), tuple(points)))
        state.history.append(tuple(t.counters["score"]))
        t.announce("deal_end", deal=state.deal_no + 1, points=points, totals=list(t.counters["score"]))
        state.deal_no += 1
        if state.deal_no >= len(state.sizes):
            self.end_game(state)
            return
        state.dealer = (state.dealer + 1) % n
        self._deal(state)

    # -- words -----------------------------------------------------------------------
    def last_trick(self, state: State) -> tuple[int, tuple[int, ...], int] | None:
        return state.last_trick

    def prompt(self, state: State) -> str:
        if state.over:
            return "The game is over."
        if state.phase == "bid":
            msg = f"Bid how many tricks? (0 to {state.hand_size})"
            if state.to_move == state.dealer and state.options["hook"]:
                banned = state.hand_size - sum(b for b in state.table.counters["bid"] if b is not None)
                if 0 <= banned <= state.hand_size:
                    msg += f" As dealer you may not bid {banned}."
            return msg
        return "Lead a card." if not state.table.zones["trick"] else "Play a card to the trick."

    def why_illegal(self, state: State, action: Action) -> str:
        if state.over:
            return "the game is over"
        if action.seat != state.to_move:
            return "it is not your turn"
        if state.phase == "bid":
            if action.kind != "bid":
                return "bid first: how many tricks will you take?"
            if action.number is None or not 0 <= action.number <= state.hand_size:
                return f"a bid is 0 to {state.hand_size}"
            return (f"the hook: as dealer you may not bid {action.number}, "
                    "or the bids would add up to the tricks")
        if action.kind != "play" or len(action.cards) != 1:
            return "play one card"
        card = action.cards[0]
        if state.table.where[card] != state.hands[action.seat]:
            return "that card is not in your hand"
        return T.why_not(state.table.zones[state.hands[action.seat]], state.table.zones["trick"], card,
                         state.trump, state.win_card, state.options["must_trump"], state.options["must_win"])

    def evaluate(self, state: State) -> list[float]:
        if state.over:
            return super().evaluate(state)
        # Mid-game: how far each seat leads or trails, squashed into [0, 1].
        sc = state.table.counters["score"]
        best = max(sc)
        return [max(0.0, 1.0 - (best - s) / 60.0) for s in sc]


    # -- AI helpers: optional hooks the search calls (cardtable/ai/ismcts.py) ----------
    ai_iterations = {"easy": 40, "medium": 250, "hard": 1000}

    def estimate_tricks(self, hand: list[int], trump: int | None, players: int) -> float:
        """Tricks a hand should take, from its high cards and trumps (a bidder's rule of thumb)."""
        high, suit = T.HIGH, T.SUIT
        scale = 4.0 / max(players, 2)  # more players, more cards to beat each one
        est = 0.0
        if trump is None:
            for c in hand:
                est += _NO_TRUMP_VALUE.get(high[c], 0.0)
            return est * scale ** 0.5
        ntrumps = 0
        for c in hand:
            if suit[c] == trump:
                ntrumps += 1
                est += _TRUMP_VALUE[high[c]]
            else:
                est += _SIDE_VALUE.get(high[c], 0.0)
        if ntrumps >= 4:  # long trumps win the tricks others cannot follow
            est += 0.5 * (ntrumps - 3)
        return est * scale ** 0.5

    def determinize(self, view: State, seat: int, rng: random.Random) -> State:
        """A sample of the hidden cards that respects what play has shown: a player
        who did not follow a suit holds none of it (falls back to the engine's
        plain sample if the constraints cannot be met greedily)."""
        d = determinize(view, seat, rng)
        void = getattr(d, "void", None)
        if not void or not any(v for s, v in enumerate(void) if s != seat):
            return d
        t = d.table
        zones, where, known = t.zones, t.where, t.known
        suit = T.SUIT
        places = [h for s, h in enumerate(d.hands) if s != seat] + ["stock"]
        # the slots the seat could not see, and the cards the engine dealt into them
        hidden = {z: [i for i, c in enumerate(view.table.zones[z]) if c < 0] for z in places}
        pool = [zones[z][i] for z in places for i in hidden[z]]
        owners = [s for s in range(d.players) if s != seat]
        fill: dict[str, list[int]] = {}
        for k in sorted(range(len(owners)), key=lambda k: -void[owners[k]].bit_count()):
            z, bad = d.hands[owners[k]], void[owners[k]]
            need = len(hidden[z])
            got = [c for c in pool if not bad >> suit[c] & 1][:need]
            if len(got) < need:
                return d
            for c in got:
                pool.remove(c)
            fill[z] = got
        fill["stock"] = pool
        for z in places:
            lst, cards = zones[z], fill[z]
            spec = t.specs[z]
            bit = (1 << spec.owner) if spec.owner is not None else 0
            for i, c in zip(hidden[z], cards):
                lst[i] = c
                where[c] = z
                known[c] = bit
        return d

    def prior(self, state: State, legal: list[Action]) -> list[float] | None:
        """Bids near the hand's estimate first; card play has no prior."""
        if state.phase != "bid":
            return None
        seat = state.to_move
        est = self.estimate_tricks(state.table.zones[state.hands[seat]], state.trump, state.players)
        return [max(0.0, 1.0 - abs(a.number - est) / 2.0) for a in legal]


# Rough chances that a card takes a trick (four players), by trick-taking rank.
_TRUMP_VALUE = {2: 0.2, 3: 0.25, 4: 0.3, 5: 0.35, 6: 0.4, 7: 0.45, 8: 0.5, 9: 0.55, 10: 0.6,
                11: 0.7, 12: 0.8, 13: 0.9, 14: 1.0}
_SIDE_VALUE = {14: 0.8, 13: 0.45, 12: 0.15}
_NO_TRUMP_VALUE = {14: 0.95, 13: 0.65, 12: 0.35, 11: 0.1}


GAME = OhHeck()
