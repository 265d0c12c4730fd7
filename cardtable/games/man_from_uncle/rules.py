"""The Man from U.N.C.L.E.: add to a running total; land exactly on a ten to take chips."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.game import Game, GameInfo, Result
from ...engine.options import Option
from ...engine.state import State, seat_to_move
from ..stock import refill

TENS = (10, 20, 30, 40, 50)
LIMIT = 50  # a pile at this total or more is put aside
HAND = 3


class PileState(State):
    """The Man from U.N.C.L.E.'s state. A "deal" is a pile: ``deal_no`` counts the
    piles finished, and the dealer never changes.

    ``most`` is what play has shown in public of each hand: ``most[s][r]`` is the most cards of
    rank ``r`` (1 to 6; index 0 unused) that seat ``s`` can be holding, on the reading that a
    player always makes an Uncle when it holds the card for one. A seat that played a card that
    made no Uncle when a card of rank r would have (r the gap to the next ten, the new total at
    most 50) held no r then, so the two cards it kept hold none; each card it draws may be one
    again, and a card of rank r it plays leaves one fewer. A play that shows the reading wrong
    (a seat playing a rank it cannot hold) forgets what was read of that seat. The search's
    sample of the others' hidden cards for the hard level keeps to it (``UncleSearch.read_sample``)."""

    __slots__ = ("hands", "uncles", "tiebreak", "winner", "most")
    hands: tuple[str, ...]  # each seat's hand zone
    most: tuple[tuple[int, ...], ...]  # per seat, per rank (index 0 unused): the most of it the seat can hold
    uncles: tuple[tuple[int, int, int], ...]  # (seat, total, chips taken) on the pile in play
    tiebreak: list[tuple[tuple[int, int], ...]]  # rounds of tie-break draws: tuples of (seat, rank)
    winner: int | None


OPTIONS = (
    Option("pot", 50, "chips in the pot at the start (the game ends when it is empty)", min=1, max=1000,
           label="Chips in the pot"),
)


class ManFromUncleRules(Game[PileState]):
    def __init__(self, info: GameInfo[PileState]) -> None:
        super().__init__(info)
        self._play = [[Action("play", s, (c,)) for c in C.number_deck()] for s in range(self.info.players[-1])]

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
        state.most = ((HAND,) * 7,) * n

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
        state.most = ((HAND,) * 7,) * state.players  # fresh hands: nothing is known of them

    def start_deal(self, state: PileState) -> None:
        """A new pile: the last one is put aside and the total starts again from 0."""
        t = state.table
        t.gather("pile", "aside", False)
        t.set("total", 0)
        t.set("deal", state.deal_no + 1)

    def next_dealer(self, state: PileState) -> int:
        return state.dealer

    def game_ends(self, state: PileState) -> bool:
        pot: int = state.table.counters["pot"]
        return pot == 0

    # -- rules ----------------------------------------------------------------------
    def legal_actions(self, state: PileState) -> list[Action]:
        if state.over:
            return []
        seat = seat_to_move(state)
        play = self._play[seat]
        return [play[c - C.NUMBER_BASE] for c in state.table.zones[state.hands[seat]]]

    def step(self, state: PileState, action: Action) -> None:
        t = state.table
        seat = action.seat
        card = action.cards[0]
        t.move(card, "pile", True)
        before = t.counters["total"]
        rank = C.RANK[card]
        total = before + rank
        t.set("total", total)
        self._read_play(state, seat, rank, before)
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
            m = state.most[seat]
            if min(m) < HAND:  # the card drawn may be of any rank
                state.most = state.most[:seat] + (tuple(x + 1 if x < HAND else x for x in m),) + state.most[seat + 1:]
        state.to_move = self._next(state, seat)

    def _read_play(self, state: PileState, seat: int, rank: int, before: int) -> None:
        """What ``seat``'s play of a ``rank`` on a total of ``before`` shows of the two cards it
        keeps (``PileState.most``); the card it then draws is counted in ``step``."""
        m = state.most[seat]
        if m[rank] == 0:  # it held one after all: the reading was wrong for this seat
            m = (HAND,) * 7
        gap = 10 - before % 10
        missed = gap <= 6 and gap != rank and before + gap <= LIMIT
        if not missed and m[rank] >= HAND:
            return
        keep = HAND - 1
        new = [min(x, keep) for x in m]
        new[rank] = min(m[rank] - 1, keep)
        if missed:
            new[gap] = 0
        state.most = state.most[:seat] + (tuple(new),) + state.most[seat + 1:]

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

    def end_game(self, state: PileState, totals: Sequence[float] | None = None, **data: object) -> None:
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
    def result(self, state: PileState) -> Result:
        chips: list[float] = list(state.table.counters["chips"])
        if not state.over:
            return Result.from_scores(chips, False)
        draws: dict[int, list[int]] = {s: [] for s in range(state.players)}
        for rnd in state.tiebreak:
            for s, r in rnd:
                draws[s].append(r)
        key = [(chips[s], tuple(draws[s])) for s in range(state.players)]
        places = [1 + sum(1 for o in key if o > k) for k in key]
        winner = state.winner
        assert winner is not None  # drawn as the game ended
        return Result(chips, places, [winner], True)




def _worth(new: int) -> float:
    """How a person rates making the pile's total ``new``: an Uncle best, then a total the
    next player cannot turn into a ten with one card (1 to 6), then the rest."""
    if new % 10 == 0 and new <= LIMIT:
        return 0.8 + 0.04 * (new // 10)
    if new >= LIMIT:
        return 0.5
    return 0.5 if 10 - new % 10 > 6 else 0.15
