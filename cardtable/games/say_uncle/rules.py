"""Say Uncle: draft a hand from the middle, then trade with the stock for the best straight flush."""

from __future__ import annotations

from typing import Sequence

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.game import Game
from ...engine.options import Option
from ...engine.state import State


def straight_flush(cards: Sequence[int]) -> tuple[int, int, int]:
    """The best straight flush among ``cards``, as ``(length, top, suit)``.

    ``top`` is the rank of its highest card, 14 for an ace above the king; a
    lone ace counts high. Keys compare as tuples: the longer run wins, then the
    higher top card, then the higher suit (clubs 0 < diamonds < hearts < spades 3).
    No cards give ``(0, 0, -1)``."""
    masks = [0, 0, 0, 0]
    for c in cards:
        masks[C.SUIT[c]] |= 1 << C.RANK[c]
    best = (0, 0, -1)
    for suit in range(4):
        m = masks[suit]
        if not m:
            continue
        if m & 2:  # an ace may also sit above the king
            m |= 1 << 14
        r = 1
        while r <= 14:
            if m >> r & 1:
                start = r
                while r < 14 and m >> (r + 1) & 1:
                    r += 1
                length, top = r - start + 1, r
                if length == 14:  # the whole suit: the ace counts once, at the top
                    length = 13
                key = (length, top, suit)
                if key > best:
                    best = key
            r += 1
    return best


def best_seat(hands: Sequence[Sequence[int]]) -> int:
    """The seat whose hand holds the best straight flush (the first one, should two be equal)."""
    keys = [straight_flush(h) for h in hands]
    return max(range(len(keys)), key=lambda s: (keys[s], -s))


def describe_key(key: tuple[int, int, int]) -> str:
    """A straight flush key in players' words: '4 hearts to the jack'."""
    length, top, suit = key
    if length == 0:
        return "no cards"
    top_name = C.RANK_NAMES.get(1 if top == 14 else top, str(top))
    if length == 1:  # one card is no run: "the ace of hearts alone", not "1 hearts to the ace"
        return f"the {top_name} of {C.SUIT_NAMES[suit]} alone"
    return f"{length} {C.SUIT_NAMES[suit]} to the {top_name}"


class UncleState(State):
    """Say Uncle's state."""

    __slots__ = ("hands", "discards", "turner", "passes", "shown", "away")
    hands: tuple[str, ...]  # each seat's hand zone
    discards: list[str]  # each seat's own face-down discard pile
    turner: int  # who turned the card now on offer (-1: none)
    passes: int  # players who have passed it
    shown: list[tuple[int, ...]]  # this deal, per seat: the cards everyone saw go into its hand (drafted, taken)
    away: list[int]  # this deal, per seat: how many cards it has put away unseen


OPTIONS = (
    Option("target", 5, "the points that win the game", min=1, max=100, label="Points to win"),
)


class SayUncleRules(Game[UncleState]):
    # -- dealing ------------------------------------------------------------------
    def setup(self, state: UncleState) -> None:
        n, t = state.players, state.table
        state.cards = tuple(C.standard_deck())
        t.add_zone("stock", "stock", label="Stock")
        t.add_zone("tableau", "tableau", layout="spread", label="Tableau")
        t.add_zone("turned", "pile", layout="stack", label="Turned card")
        if n == 3:
            t.add_zone("out", "out", layout="stack", label="Out of play")
        state.hands = tuple(t.add_zone(f"hand{s}", "hand", s, "fan") for s in range(n))
        state.discards = [t.add_zone(f"discard{s}", "discard", s, "stack", label="Discards")
                          for s in range(n)]
        for c in state.cards:
            t.place(c, "stock")
        t.set("score", [0] * n)

    def returns(self, state: UncleState) -> list[str]:
        return ["tableau", "turned", *(["out"] if state.players == 3 else []), *state.hands, *state.discards]

    def deal(self, state: UncleState) -> None:
        n, t = state.players, state.table
        left = (state.dealer + 1) % n
        t.deal("stock", [state.hands[s] for s in self.seats_from(state, left)], 5)
        stock = t.zones["stock"]
        if n == 3:
            t.move(stock[-1], "out", False)
        for _ in range(5 * n):
            t.move(stock[-1], "tableau", True)
        state.phase = "draft"
        state.to_move = left
        state.turner = -1
        state.passes = 0
        state.shown = [()] * n
        state.away = [0] * n

    # -- rules ------------------------------------------------------------------------
    def legal_actions(self, state: UncleState) -> list[Action]:
        if state.over:
            return []
        seat, zones, phase = state.to_move, state.table.zones, state.phase
        assert seat is not None  # the game goes on: someone is to move
        if phase == "draft":
            return [Action("draft", seat, (c,)) for c in zones["tableau"]]
        if phase == "turn":
            return [Action("call", seat), Action("turn", seat, zone="stock")]
        acts = [Action("take", seat, (c,)) for c in zones[state.hands[seat]]]
        acts.append(Action("pass", seat))
        return acts

    def step(self, state: UncleState, action: Action) -> None:
        t, n = state.table, state.players
        seat, kind = action.seat, action.kind
        if kind == "draft":
            t.move(action.cards[0], state.hands[seat], False)
            state.shown[seat] += (action.cards[0],)
            if t.zones["tableau"]:
                state.to_move = (seat + 1) % n
            else:
                self._start_turn(state, (state.dealer + 1) % n)
        elif kind == "turn":
            t.move(t.zones["stock"][-1], "turned", True)
            state.phase = "offer"
            state.turner = seat
            state.passes = 0
        elif kind == "take":
            out = action.cards[0]
            t.move(out, state.discards[seat], False, seen=1 << seat)  # only the taker knows which card went
            state.away[seat] += 1
            taken = t.zones["turned"][-1]
            t.move(taken, state.hands[seat], False)
            state.shown[seat] += (taken,)
            self._start_turn(state, (seat + 1) % n)
        elif kind == "pass":
            if t.log is not None:
                t.announce("pass", seat=seat)
            state.passes += 1
            if state.passes < n:
                state.to_move = (seat + 1) % n
            else:
                turner = state.turner
                t.move(t.zones["turned"][-1], state.discards[turner], False)
                self._start_turn(state, (turner + 1) % n)
        else:  # "call"
            t.announce("say_uncle", seat=seat)
            self.end_deal(state, seat)

    def _start_turn(self, state: UncleState, seat: int) -> None:
        state.turner = -1
        state.passes = 0
        if not state.table.zones["stock"]:
            self.end_deal(state, None)
            return
        state.phase = "turn"
        state.to_move = seat

    def end_deal(self, state: UncleState, caller: int | None) -> None:
        """Everyone shows; the best straight flush scores (2 on a call, else 1)."""
        zones, n = state.table.zones, state.players
        self.turn_up(state, state.hands)
        keys = [straight_flush(zones[h]) for h in state.hands]
        winner = best_seat([zones[h] for h in state.hands])
        score = state.table.counters["score"]
        points = [0] * n
        if caller is None:
            points[winner] = 1
        elif winner == caller:
            points[caller] = 2
        else:
            points[winner] = 2
            points[caller] = -1 if score[caller] > 0 else 0
        state.turner = -1
        self.close_deal(state, points, (caller, winner, tuple(describe_key(k) for k in keys), tuple(points)),
                        caller=caller, winner=winner, straight_flushes=[describe_key(k) for k in keys])

    def game_ends(self, state: UncleState) -> bool:
        return self.reached(state, state.options["target"])


