"""Show: shed points with singles, pairs and suited runs, and call "Show" with the lowest hand."""

from __future__ import annotations

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.events import Card
from ...engine.game import Game
from ...engine.options import Option
from ...engine.state import seat_to_move
from .. import melds as M
from ..stock import HandsState, new_deal, open_table, refill, stock_gone, turn_done

TARGET = 100  # the game ends after a round in which anyone reaches this
SHOW_LIMIT = 5  # the most points a hand may hold to call "Show"
PENALTY = 30  # added to a caller who does not have the lowest hand

# Points of each standard card, indexed by card id.
POINTS: tuple[int, ...] = tuple(
    (0 if C.SUIT[c] in (C.CLUBS, C.SPADES) else 13) if C.RANK[c] == C.KING else C.RANK[c]
    for c in range(52 * C.MAX_PACKS)
)


def card_points(c: int) -> int:
    """Ace 1, 2-10 face value, jack 11, queen 12, red king 13, black king 0."""
    return POINTS[c]


def hand_points(cards: list[int] | tuple[int, ...]) -> int:
    return sum(POINTS[c] for c in cards)


def discards(hand: list[int], pairs_any: bool = False) -> list[tuple[int, ...]]:
    """Every discard the hand allows: each single card, each pair (or with
    ``pairs_any`` each group of 2 or more of a rank), each run of 3+ of a suit, ace low."""
    out: list[tuple[int, ...]] = [(c,) for c in hand]
    out.extend(M.find_sets(hand, (2, 3, 4) if pairs_any else (2,)))
    out.extend(M.find_runs(hand, M.LOW, 3))
    return out


class ShowState(HandsState):
    """Show's state."""

    __slots__ = ("prev_top", "turnovers")
    prev_top: int  # the discard pile's top card before this turn's discard (-1: none)
    turnovers: int  # times the discards became the draw pile this round


OPTIONS = (
    Option("pairs_any", False, "discard any number of cards of one rank at once, not only a pair",
           kind="bool", label="Discard any set", words=((True, "Any number"), (False, "Pairs only")),
           helps=((True, "discard any number of cards of one rank at once"),
                  (False, "cards of one rank go as a pair, never three or four at once"))),
    Option.yes_no("tie_penalty", False, "Ties beat the caller",
                  "a tie for the lowest hand counts against the player who called",
                  "a tie for the lowest hand is the caller's: they add nothing"),
    Option.yes_no("penalty_adds_hand", False, "Beaten caller adds hand",
                  "a beaten caller adds their own hand as well as the 30",
                  "a beaten caller adds the 30 only, not their own hand"),
)


class ShowRules(Game[ShowState]):
    # -- dealing ------------------------------------------------------------------
    def setup(self, state: ShowState) -> None:
        open_table(state, "Draw pile", discard_layout="spread")  # the card under your discard shows

    def returns(self, state: ShowState) -> list[str]:
        return ["discard", *state.hands]

    def deal(self, state: ShowState) -> None:
        t = state.table
        left = (state.dealer + 1) % state.players
        t.deal("stock", [state.hands[s] for s in self.seats_from(state, left)], 4)
        up = t.zones["stock"][-1]
        t.move(up, "discard", True)
        t.announce("upcard", card=Card(up))
        state.to_move = left
        state.phase = "discard"
        state.prev_top = -1
        new_deal(state)
        state.turnovers = 0

    # -- rules ------------------------------------------------------------------------
    def legal_actions(self, state: ShowState) -> list[Action]:
        if state.over:
            return []
        seat = seat_to_move(state)
        if state.phase == "draw":
            take = Action("take", seat, zone="discard")
            return [Action("draw", seat, zone="stock"), take] if state.table.zones["stock"] else [take]
        hand = state.table.zones[state.hands[seat]]
        acts = [Action("discard", seat, d) for d in discards(hand, state.options["pairs_any"])]
        if hand_points(hand) <= SHOW_LIMIT:
            acts.append(Action("show", seat))
        return acts

    def step(self, state: ShowState, action: Action) -> None:
        t = state.table
        seat, kind = action.seat, action.kind
        if kind == "discard":
            state.prev_top = t.zones["discard"][-1]
            for c in action.cards:
                t.move(c, "discard", True)
            state.phase = "draw"
            return
        if kind == "show":
            t.announce("show", seat=seat)
            self.end_round(state, seat)
            return
        if kind == "take":
            t.move(state.prev_top, state.hands[seat], False)
        else:  # "draw"
            t.move(t.zones["stock"][-1], state.hands[seat], False)
            if not t.zones["stock"]:
                if state.turnovers or not refill(self, state, "stock", ["discard"], keep_top=True):
                    stock_gone(state)
                state.turnovers += 1
        state.prev_top = -1
        if turn_done(state):
            self.end_round(state, None)
            return
        state.phase = "discard"
        state.to_move = (seat + 1) % state.players

    def end_round(self, state: ShowState, caller: int | None) -> None:
        """Show is called: everyone shows, and the others' hands and the caller's penalty score.
        With no caller (the draw pile is gone, or the turn limit), every hand scores."""
        zones, n, opts = state.table.zones, state.players, state.options
        self.turn_up(state, state.hands)
        pts = [hand_points(zones[h]) for h in state.hands]
        if caller is None:
            state.prev_top = -1
            self.close_deal(state, pts, (None, tuple(pts), tuple(pts)), caller=None, caller_beaten=False,
                            hand_points=pts)
            return
        mine = pts[caller]
        others = [pts[s] for s in range(n) if s != caller]
        beaten = min(others) <= mine if opts["tie_penalty"] else min(others) < mine
        gains = list(pts)
        gains[caller] = (PENALTY + (mine if opts["penalty_adds_hand"] else 0)) if beaten else 0
        state.prev_top = -1
        self.close_deal(state, gains, (caller, tuple(pts), tuple(gains)), caller=caller, caller_beaten=beaten,
                        hand_points=pts)

    def game_ends(self, state: ShowState) -> bool:
        return self.reached(state, TARGET)


