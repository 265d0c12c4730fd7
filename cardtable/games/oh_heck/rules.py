"""Oh Heck!: bid the exact number of tricks you will take."""

from __future__ import annotations

import random
from typing import Any

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.events import Card, Cards, Seat
from ...engine.game import Game, GameInfo
from ...engine.options import Option, OptionError
from ...engine.table import Table
from .. import tricks as T
from . import ai as AI
from .state import HeckState, rule_keys

__all__ = ["HeckState", "OhHeckRules", "schedule", "start_size"]

SUIT, HIGH = T.SUIT, T.HIGH


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


OPTIONS = (
    Option("schedule", "down-up", "hand sizes: down to 1 and back up, down only, up only, or one hand",
           kind="choice", choices=("down-up", "down", "up", "single"), label="Hand sizes",
           words=(("down-up", "Down to one card and back up"), ("down", "Down to one card"),
                  ("up", "Up from one card"), ("single", "One hand only"))),
    Option("cards", 10, "cards each when only one hand is played", min=1, max=17, label="Cards in one hand"),
    Option.yes_no("must_trump", True, "Must trump", "a player who cannot follow suit must trump if able",
                  "a player who cannot follow suit need not trump"),
    Option.yes_no("must_win", True, "Must win the trick", "a player must play a card that would win the trick if able",
                  "a player need not play to win the trick"),
    Option.yes_no("hook", True, "Dealer's hook", "the dealer may not make the bids add up to the tricks",
                  "the dealer may bid anything, even making the bids add up"),
    Option.yes_no("change_bid", False, "Bids may be changed",
                  "a player may take back their bid before the next player bids, once a hand",
                  "a bid once made stands"),
)


class OhHeckRules(Game[HeckState]):
    def __init__(self, info: GameInfo[HeckState]) -> None:
        super().__init__(info)
        self._bid = [[Action("bid", s, number=k) for k in range(53)] for s in range(self.info.players[-1])]
        self._play = [[Action("play", s, (c,)) for c in range(52)] for s in range(self.info.players[-1])]

    def check_options(self, opts: dict[str, Any], players: int) -> None:
        if opts["schedule"] == "single" and opts["cards"] * players > 52:
            raise OptionError(f"cards: {opts['cards']} each is more than a pack holds for {players} players "
                              f"(at most {52 // players})")

    # -- dealing ------------------------------------------------------------
    def setup(self, state: HeckState) -> None:
        n = state.players
        t = state.table
        state.cards = tuple(C.standard_deck())
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
        state.rule_keys = rule_keys(state.options["must_trump"], state.options["must_win"])  # (options never change)

    def returns(self, state: HeckState) -> list[str]:
        return ["trump", "trick", *state.won, *state.hands]

    def deal(self, state: HeckState) -> None:
        n, t = state.players, state.table
        size = state.sizes[state.deal_no]
        state.hand_size = size
        left = (state.dealer + 1) % n
        t.set("hand_size", size)
        t.deal("stock", [state.hands[s] for s in self.seats_from(state, left)], size)
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
        state.void = [0] * n
        state.checking = False
        state.took_back = 0

    def end_hand(self, state: HeckState) -> None:
        """The last trick is taken: an exact bid scores 10 plus the bid."""
        bids, tricks = state.table.counters["bid"], state.table.counters["tricks"]
        points = []  # a loop, not a comprehension: this closes every play-out
        for b, k in zip(bids, tricks):
            points.append(10 + b if b == k else 0)
        self.close_deal(state, points, (state.hand_size, tuple(bids), tuple(tricks), tuple(points)))

    def game_ends(self, state: HeckState) -> bool:
        return state.deal_no >= len(state.sizes)

    # -- rules -------------------------------------------------------------------
    def legal_actions(self, state: HeckState) -> list[Action]:
        if state.over:
            return []
        if state.phase == "play":  # the trick rule as a table (``tricks.rule_keys``): one pass over the hand
            seat = state.to_move
            assert seat is not None  # the game goes on: someone is to move
            zones = state.table.zones
            hand = zones[state.hands[seat]]
            trick = zones["trick"]
            play = self._play[seat]
            if not trick:
                out = []
                for c in hand:
                    out.append(play[c])
                return out
            keys = state.rule_keys[state.trump][SUIT[trick[0]]][state.win_card]  # the options' tables (``setup``)
            # one pass, a loop (no comprehension, no function made and called each time): the
            # cards of the lowest key so far, begun again at each lower one
            low, out = 9, []
            for c in hand:
                k = keys[c]
                if k <= low:  # a card of a higher key (most cards: of other suits) costs one test
                    if k < low:
                        low, out = k, []
                    out.append(play[c])
            return out
        seat = state.to_move
        assert seat is not None  # the game goes on: someone is to move
        if state.checking:  # option change_bid: keep the bid (the next player bids) or take it back
            bid = state.table.counters["bid"][seat]
            return [Action("keep_bid", seat, number=bid), Action("take_back", seat, number=bid)]
        size = state.hand_size
        acts = self._bid[seat][: size + 1]  # the bids 0 to size, in order: bid k at index k
        if seat == state.dealer and state.options["hook"]:
            banned = size  # the hook: the dealer may not make the bids add up (a loop: no generator made)
            for b in state.table.counters["bid"]:
                if b is not None:
                    banned -= b
            if 0 <= banned <= size:
                del acts[banned]  # (a slice of its own: the table of bids is not touched)
        return acts

    def step(self, state: HeckState, action: Action) -> None:
        kind, seat, cards, _, number = action
        t = state.table
        n = state.players
        if kind == "play":  # the most frequent move first
            card = cards[0]
            trick = t.move_up(card, "trick")
            k = len(trick)
            if k == 1:  # the lead
                state.win_card = card
                state.win_seat = seat
            else:
                led, cs, best = SUIT[trick[0]], SUIT[card], state.win_card
                if cs != led:
                    state.void[seat] |= 1 << led
                if (HIGH[card] > HIGH[best]) if cs == SUIT[best] else (cs == state.trump):  # tricks.beats
                    state.win_card = card
                    state.win_seat = seat
                if k == n:
                    self._take_trick(state, t, trick)
                    return
            state.to_move = (seat + 1) % n
            return
        if kind == "take_back":  # bid again, and this time for good
            state.checking = False
            state.took_back |= 1 << seat
            t.set_at("bid", seat, None)
            return
        if kind == "bid":
            t.set_at("bid", seat, number)
            # a bid may be changed while the player to the left has not bid: never the dealer's (the
            # player to the dealer's left bid first)
            if state.options["change_bid"] and not state.took_back >> seat & 1 and seat != state.dealer:
                state.checking = True
                return
        state.checking = False  # a bid, or one kept ("keep_bid")
        state.bids_made += 1
        if state.bids_made == n:
            state.phase = "play"
            state.to_move = state.leader
        else:
            state.to_move = (seat + 1) % n

    def _take_trick(self, state: HeckState, t: Table, trick: list[int]) -> None:
        """The trick is full: it goes to its winner, who leads next; the hand ends with its last trick."""
        w = state.win_seat
        state.last_trick = (state.leader, tuple(trick), w)  # shown on demand: leader, cards, winner
        if t.log is not None:
            t.announce("trick", winner=Seat(w), cards=Cards(trick), card=Card(state.win_card))
        t.gather("trick", state.won[w])
        t.add_at("tricks", w, 1)
        state.win_card = -1
        state.leader = w
        state.to_move = w
        if not t.zones[state.hands[w]]:
            self.end_hand(state)

    def rollout(self, state: HeckState, rng: random.Random, to_deal_end: bool = True) -> None:
        """The base class's random play-out with the hand played by a fast loop
        (``ai.play_hand``): the same random draws, the same choices and the
        same end state (a test holds the two equal)."""
        if state.table.log is not None or state.over:
            return super().rollout(state, rng, to_deal_end)
        if state.options["change_bid"]:  # bids kept or taken back: the fast loop knows only bids
            while state.phase == "bid":
                acts = self.legal_actions(state)
                self.step(state, acts[int(rng.random() * len(acts))])
        AI.play_hand(state, rng)
        self.end_hand(state)
        if not to_deal_end:
            super().rollout(state, rng, False)



