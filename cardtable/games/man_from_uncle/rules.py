"""The Man from U.N.C.L.E.: add to a running total; land exactly on a ten to take chips."""

from __future__ import annotations

import random

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.game import Game, Result
from ...engine.options import Option
from ...engine.state import State
from ..house_rules import HOUSE_RULES
from ..stock import refill
from .words import PRESENTATION

RULES = """\
THE MAN FROM U.N.C.L.E.  (2 to 6 players, 42 number cards: seven each of 1 to 6)

Play cards onto a running total and try to make it land exactly on a ten.

Setup. A pot of 50 chips sits in the middle, as in the 1965 box (option:
another size). The first dealer is drawn at random. The dealer shuffles and
deals 3 cards to each player, one at a time, starting at the dealer's left.
The rest of the cards, face down, are the draw pile.

A turn. The player at the dealer's left starts; play goes clockwise. On your
turn you must lay one card face up on the pile in the middle, and the pile's
new total is called out. Then you take the top card of the draw pile, which
brings you back to 3 cards. You must play even when every card you hold would
overshoot the next ten.

Uncles. A card that makes the total exactly 10, 20, 30, 40 or 50 is an Uncle:
you take one chip from the pot for each ten - 1 chip at 10, 2 at 20, up to 5
at 50. When the pot holds fewer chips than you have earned, you take what is
left.

Piles. Once the total is 50 or more (a card making exactly 50 still pays its
5 chips), the pile is put aside and the next card starts a new pile from 0.
The score sheet has one line per pile.

Running out. When you must draw and the draw pile is empty, the put-aside
piles (never the pile in play) are shuffled into a new draw pile. If there
are none, you simply do not draw, and a player with no cards is passed over.
Should nobody have a card left (with 42 cards this cannot really happen, but
the rule is there), the pile in play is put aside too, all the cards are
shuffled into a new draw pile, and 3 cards are dealt to each player again,
starting with the next player, who then plays.

The end. The game ends the moment the pot is empty. The player with the most
chips wins. If several players tie for the most, each of them draws a card
from a fresh shuffle of all 42 cards, and the highest card wins; the players
still tied draw again from a fresh shuffle, until one is left.
"""

TENS = (10, 20, 30, 40, 50)
LIMIT = 50  # a pile at this total or more is put aside
HAND = 3


class PileState(State):
    """The Man from U.N.C.L.E.'s state. A "deal" is a pile: ``deal_no`` counts the
    piles finished, and the dealer never changes."""

    __slots__ = ("hands", "uncles", "tiebreak", "winner")
    hands: tuple[str, ...]  # each seat's hand zone
    uncles: tuple[tuple[int, int, int], ...]  # (seat, total, chips taken) on the pile in play
    tiebreak: list[tuple]  # rounds of tie-break draws: tuples of (seat, rank)
    winner: int | None


class ManFromUncle(Game):
    __doc__ = RULES
    id = "man-from-uncle"
    name = "The Man from U.N.C.L.E."
    one_click = frozenset({"play"})  # a card's one move is its play: one click
    min_players = 2
    max_players = 6
    summary = "Add cards to a running total; land exactly on 10, 20, 30, 40 or 50 to take chips."
    options = [
        Option("pot", 50, "chips in the pot at the start (the game ends when it is empty)", min=1, max=1000,
               label="Chips in the pot"),
    ]
    presets = HOUSE_RULES["man-from-uncle"]
    presentation = PRESENTATION
    state_class = PileState
    stock = "draw"

    def __init__(self) -> None:
        self._play = [[Action("play", s, (c,)) for c in C.number_deck()] for s in range(self.max_players)]

    # -- dealing --------------------------------------------------------------
    def setup(self, state: PileState) -> None:
        n, t = state.players, state.table
        state.cards = tuple(C.number_deck())
        t.add_zone("draw", "stock", label="Draw pile")
        t.add_zone("pile", "pile", layout="spread", label="U.N.C.L.E. pile")
        t.add_zone("aside", "discard", label="Put aside")
        state.hands = tuple(t.add_zone(f"hand{s}", "hand", s, "fan") for s in range(n))
        for c in state.cards:
            t.place(c, "draw")
        t.set("pot", state.options["pot"])
        t.set("chips", [0] * n)
        t.set("total", 0)
        state.uncles = ()
        state.tiebreak = []
        state.winner = None

    def first_deal(self, state: PileState) -> None:
        t = state.table
        t.set("dealer", state.dealer)
        t.set("deal", 1)
        self.shuffle(state, "draw")
        left = (state.dealer + 1) % state.players
        self._deal(state, left)
        state.to_move = left

    def _deal(self, state: PileState, first: int) -> None:
        state.table.deal("draw", [state.hands[s] for s in self.seats_from(state, first)], HAND)

    def start_deal(self, state: PileState) -> None:
        """A new pile: the last one is put aside and the total starts again from 0."""
        t = state.table
        t.gather("pile", "aside", False)
        t.set("total", 0)
        t.set("deal", state.deal_no + 1)

    def next_dealer(self, state: PileState) -> int:
        return state.dealer

    def game_ends(self, state: PileState) -> bool:
        return state.table.counters["pot"] == 0

    # -- rules ----------------------------------------------------------------------
    def legal_actions(self, state: PileState) -> list[Action]:
        if state.over:
            return []
        seat = state.to_move
        play = self._play[seat]
        return [play[c - C.NUMBER_BASE] for c in state.table.zones[state.hands[seat]]]

    def step(self, state: PileState, action: Action) -> None:
        t = state.table
        seat = action.seat
        card = action.cards[0]
        t.move(card, "pile", True)
        total = t.counters["total"] + C.RANK[card]
        t.set("total", total)
        if t.log is not None:
            t.announce("call", seat=seat, total=total)
        if total % 10 == 0 and total <= LIMIT:
            pot = t.counters["pot"]
            won = min(total // 10, pot)
            t.set("pot", pot - won)
            t.add_at("chips", seat, won)
            state.uncles += ((seat, total, won),)
            t.announce("chips", seat=seat, amount=won, total=total)
            if pot == won:
                self._close_pile(state, total)  # the pot is empty: the game is over
                return
        if total >= LIMIT:
            self._close_pile(state, total)
        zones = t.zones
        if not zones["draw"] and zones["aside"]:
            refill(self, state, "draw", ["aside"])
        if zones["draw"]:
            t.move(zones["draw"][-1], state.hands[seat], False)
        state.to_move = self._next(state, seat)

    def _close_pile(self, state: PileState, total: int) -> None:
        """One line of the score sheet, and the end of a 'deal' for the AI's play-outs;
        then a new pile, or the end of the game once the pot is empty.

        It is announced as "pile_end", not "deal_end": the screen shows the score
        sheet between deals, and a pile goes by too quickly to stop for one."""
        line, uncles = (state.deal_no + 1, total, state.uncles), list(state.uncles)
        state.uncles = ()
        self.close_deal(state, None, line, counter="chips", event="pile_end", total=total, uncles=uncles)

    def _next(self, state: PileState, seat: int) -> int:
        """The next player clockwise who holds a card."""
        n, zones, hands = state.players, state.table.zones, state.hands
        for i in range(1, n + 1):
            s = (seat + i) % n
            if zones[hands[s]]:
                return s
        # Nobody holds a card: everything goes back into a new draw pile, and a new deal.
        if zones["pile"]:
            self._close_pile(state, state.table.counters["total"])
        refill(self, state, "draw", ["aside"])
        first = (seat + 1) % n
        self._deal(state, first)
        return first

    def end_game(self, state: PileState, totals: list | None = None, **data: object) -> None:
        """The pot is empty: the most chips win, ties broken by drawing high cards."""
        chips, n = state.table.counters["chips"], state.players
        best = max(chips)
        left = (state.dealer + 1) % n
        tied = [s for s in self.seats_from(state, left) if chips[s] == best]
        if len(tied) > 1:
            tied = self._tiebreak(state, tied)
        state.winner = tied[0]
        super().end_game(state, chips, winner=state.winner)

    def _tiebreak(self, state: PileState, tied: list[int]) -> list[int]:
        """Tied players draw from a fresh shuffle, high card wins; again while tied."""
        t = state.table
        rounds = []
        while len(tied) > 1:
            for z in list(t.zones):
                if z != "draw":
                    t.gather(z, "draw", False)
            self.shuffle(state, "draw")
            draws = []
            for s in tied:
                z = f"tiebreak{s}"
                if z not in t.zones:
                    t.add_zone(z, "pile", s, "stack", label="Tie-break card")
                c = t.zones["draw"][-1]
                t.move(c, z, True)
                draws.append((s, C.RANK[c]))
            rounds.append(tuple(draws))
            high = max(r for _, r in draws)
            tied = [s for s, r in draws if r == high]
            t.announce("tiebreak", draws=draws, high=high, still_tied=list(tied))
        state.tiebreak = rounds
        return tied

    # -- scoring ------------------------------------------------------------------------
    def scores(self, state: PileState) -> list[float]:
        return list(state.table.counters["chips"])

    def result(self, state: PileState) -> Result:
        chips = self.scores(state)
        if not state.over:
            return Result.from_scores(chips, False)
        draws: dict[int, list[int]] = {s: [] for s in range(state.players)}
        for rnd in state.tiebreak:
            for s, r in rnd:
                draws[s].append(r)
        key = [(chips[s], tuple(draws[s])) for s in range(state.players)]
        places = [1 + sum(1 for o in key if o > k) for k in key]
        return Result(chips, places, [state.winner], True)

    def evaluate(self, state: PileState) -> list[float]:
        if state.over:
            return super().evaluate(state)
        # How far each seat leads the best of the others, against the chips still in the pot.
        chips = state.table.counters["chips"]
        pot = state.table.counters["pot"]
        out = []
        for s, c in enumerate(chips):
            other = max(x for i, x in enumerate(chips) if i != s)
            lead = max(-1.0, min(1.0, (c - other) / (pot + 1)))
            out.append(0.5 + 0.5 * lead)
        return out

    # -- hooks for the search AI ---------------------------------------------------------------
    def prior(self, state: State, legal: list[Action]) -> list[float] | None:
        """What a person sees first: an Uncle (the higher the better), then a card that
        leaves the next player out of reach of a ten, and last one that hands them an Uncle."""
        total = state.table.counters["total"]
        return [_worth(total + C.RANK[a.cards[0]]) for a in legal]

    def playout(self, state: State, rng: random.Random) -> None:
        """Play on to the end of the pile as a plain player would: take an Uncle when one is
        there, else keep the next player away from a ten (now and then just any card)."""
        deal, t, rank = state.deal_no, state.table, C.RANK
        legal_actions, step = self.legal_actions, self.step
        while not state.over and state.deal_no == deal:
            acts = legal_actions(state)
            if len(acts) > 1 and rng.random() >= 0.1:
                total = t.counters["total"]
                worth = [_worth(total + rank[a.cards[0]]) for a in acts]
                top = max(worth)
                acts = [a for a, w in zip(acts, worth) if w == top]
            step(state, acts[int(rng.random() * len(acts))])

    # -- words -----------------------------------------------------------------------------
    def prompt(self, state: PileState) -> str:
        if state.over:
            return "The game is over."
        t = state.table
        total = t.counters["total"]
        hand = t.zones[state.hands[state.to_move]]
        hits = sorted({C.RANK[c] for c in hand if (total + C.RANK[c]) in TENS})
        msg = f"The pile stands at {total}: play a card."
        if hits:
            v = hits[0]
            won = min((total + v) // 10, t.counters["pot"])
            msg += f" A {v} makes {total + v} for {won} chip{'s' if won > 1 else ''}."
        return msg

    def why_illegal(self, state: PileState, action: Action) -> str:
        if state.over:
            return "the game is over"
        if action.seat != state.to_move:
            return "it is not your turn"
        if action.kind != "play" or len(action.cards) != 1 or action.zone is not None or action.number is not None:
            return "play one card from your hand onto the pile"
        return "that card is not in your hand"


GAME = ManFromUncle()


def _worth(new: int) -> float:
    """How a person rates making the pile's total ``new``: an Uncle best, then a total the
    next player cannot turn into a ten with one card (1 to 6), then the rest."""
    if new % 10 == 0 and new <= LIMIT:
        return 0.8 + 0.04 * (new // 10)
    if new >= LIMIT:
        return 0.5
    return 0.5 if 10 - new % 10 > 6 else 0.15
