"""Basic Rummy: meld runs and sets, lay off, and be first to empty your hand."""

from __future__ import annotations

from fractions import Fraction

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.game import Game
from ...engine.options import Option
from ...engine.state import seat_to_move
from .. import melds as M
from ..stock import discards, draw_or_take, end_turn, new_deal, open_table, refill


def hand_points(cards: list[int]) -> int:
    """Face cards 10, aces 1, other cards their number."""
    return sum(min(C.RANK[c], 10) for c in cards)


def deal_size(players: int) -> int:
    return {2: 10, 3: 7, 4: 7}.get(players, 6)


class RummyState(M.MeldsState):
    """Basic Rummy's state."""

    __slots__ = ("melds", "meld_kind", "meld_count", "turnovers", "taken", "melded")
    melds: list[str]  # meld zone names, in the order laid
    meld_kind: dict[str, str]  # zone -> "set" or "run"
    meld_count: int  # melds laid in this game, for unique zone names
    turnovers: int  # times the discard pile became the stock this deal
    taken: int  # the card taken from the discard pile this turn (-1: none)
    melded: bool  # melded this turn


OPTIONS = (
    Option("target", 100, "the score that ends the game (unless a number of deals is set)", min=1, max=100000,
           label="Winning score"),
    Option("deals", 0, "play this many deals instead of playing to the target (0: to the target)",
           min=0, max=100, label="Number of deals", words=((0, "Play to the score"),)),
)


class BasicRummyRules(Game[RummyState]):
    # -- dealing --------------------------------------------------------------
    def setup(self, state: RummyState) -> None:
        open_table(state)
        state.melds = []
        state.meld_kind = {}
        state.meld_count = 0

    def returns(self, state: RummyState) -> list[str]:
        return ["discard", *state.hands, *state.melds]

    def collect(self, state: RummyState) -> None:
        super().collect(state)
        for z in state.melds:
            state.table.remove_zone(z)
        state.melds = []
        state.meld_kind = {}

    def deal(self, state: RummyState) -> None:
        t = state.table
        left = (state.dealer + 1) % state.players
        t.deal("stock", [state.hands[s] for s in self.seats_from(state, left)], deal_size(state.players))
        t.move(t.zones["stock"][-1], "discard", True)
        state.to_move = left
        state.phase = "draw"
        new_deal(state)
        state.turnovers = 0
        state.taken = -1
        state.melded = False

    # -- rules ----------------------------------------------------------------------
    def legal_actions(self, state: RummyState) -> list[Action]:
        if state.over:
            return []
        seat = seat_to_move(state)
        t = state.table
        if state.phase == "draw":
            acts = []
            if t.zones["discard"]:
                acts.append(Action("take", seat, zone="discard"))
            if t.zones["stock"] or (state.turnovers == 0 and t.zones["discard"]):
                acts.append(Action("draw", seat, zone="stock"))
            elif t.zones["discard"]:
                acts.append(Action("stop", seat))
            return acts or [Action("stop", seat)]
        hand = t.zones[state.hands[seat]]
        acts = []
        if not state.melded:
            acts.extend(Action("meld", seat, m) for m in M.find_melds(hand, M.LOW))
        for z in state.melds:
            meld, kind = t.zones[z], state.meld_kind[z]
            acts.extend(Action("lay_off", seat, (c,), z) for c in hand if M.fits(meld, kind, c, M.LOW))
        acts.extend(discards(seat, hand, state.taken))
        return acts

    def step(self, state: RummyState, action: Action) -> None:
        t = state.table
        seat, kind = action.seat, action.kind
        hand_zone = state.hands[seat]
        if kind in ("draw", "take"):
            if kind == "draw" and not t.zones["stock"]:  # the discards turned over as they lie, once a deal
                refill(self, state, "stock", ["discard"], shuffle=False)
                state.turnovers += 1
            draw_or_take(state, action, last=state.turnovers > 0)  # gone for good once turned over
            return
        if kind == "stop":
            self.end_deal(state, None)
            return
        if kind == "meld":
            state.meld_count += 1
            z = t.add_zone(f"meld{state.meld_count}", "meld", seat, "row", label="Meld")
            state.melds.append(z)
            shape = M.meld_kind(action.cards, M.LOW)
            assert shape is not None  # a legal meld is a set or a run
            state.meld_kind[z] = shape
            for c in sorted(action.cards, key=lambda c: C.RANK[c]):
                t.move(c, z, True)
            state.melded = True
        elif kind == "lay_off":
            c, on = action.cards[0], action.zone
            assert on is not None  # a lay-off names its meld
            meld = t.zones[on]
            index = 0 if state.meld_kind[on] == "run" and C.RANK[c] < C.RANK[meld[0]] else None
            t.move(c, on, True, index)
        elif kind == "discard":
            t.move(action.cards[0], "discard", True)
        if not t.zones[hand_zone]:
            self.end_deal(state, seat)
        elif kind == "discard":
            if end_turn(state, seat):
                self.end_deal(state, None)
                return
            state.melded = False

    def end_deal(self, state: RummyState, out: int | None) -> None:
        """Someone went out (``out``), or play stopped (None): score the deal."""
        t, n = state.table, state.players
        points = [hand_points(t.zones[h]) for h in state.hands]
        gains: list[float] = [0] * n  # whole points, or a share of a split
        if out is not None:
            gains[out] = sum(points)
        else:
            low = min(points)
            lowest = [s for s in range(n) if points[s] == low]
            share = Fraction(sum(p - low for p in points), len(lowest))
            for s in lowest:
                gains[s] = int(share) if share.denominator == 1 else float(share)
        self.close_deal(state, gains, (out, tuple(points), tuple(gains)), show=state.hands,
                        out=out, hand_points=points)

    def game_ends(self, state: RummyState) -> bool:
        deals: int = state.options["deals"]
        if deals:
            return state.deal_no >= deals
        return self.reached(state, state.options["target"])


def _fits(meld: list[int], kind: str, card: int) -> bool:
    """``M.fits`` for Basic Rummy's melds (ace low), without building the new meld."""
    if kind == "set":
        return len(meld) < 4 and C.RANK[card] == C.RANK[meld[0]]
    if C.SUIT[card] != C.SUIT[meld[0]]:
        return False
    r = C.RANK[card]
    return r == C.RANK[meld[0]] - 1 or r == C.RANK[meld[-1]] + 1


def _near(hand: list[int], card: int, need: int) -> bool:
    """Does ``card`` have ``need`` partners in the hand for a set, or neighbours for a run?"""
    r, s = C.RANK[card], C.SUIT[card]
    same = 0
    close = set()
    for c in hand:
        if c == card:
            continue
        if C.RANK[c] == r:
            same += 1
        elif C.SUIT[c] == s and abs(C.RANK[c] - r) <= 2:
            close.add(C.RANK[c] - r)
    if same >= need:
        return True
    if need == 1:
        return 1 in close or -1 in close
    return {-2, -1} <= close or {-1, 1} <= close or {1, 2} <= close

