"""High Card's rules: the table, the deal, the legal actions and their effect."""

from __future__ import annotations

from cardtable.engine import cards as C
from cardtable.engine.actions import Action
from cardtable.engine.events import Card
from cardtable.engine.game import Game
from cardtable.engine.options import Option
from cardtable.engine.state import State

HAND = 3


def value(card: int) -> int:
    """Aces high."""
    r = C.RANK[card]
    return 14 if r == 1 else r


class HighCardState(State):
    """High Card's own fields, declared (the base declares deal_no, dealer, sheet, history ...)."""

    __slots__ = ("hands", "won", "round", "played", "last")
    hands: tuple[str, ...]  # each seat's hand zone
    won: list[int]  # rounds each seat took this deal
    round: int  # the round in play, 1 to 3
    played: tuple[tuple[int, int], ...]  # (seat, card) of this round, in order
    last: tuple[int, tuple[int, ...], int] | None  # the deal's last round: (leader, cards, taker)


OPTIONS = (Option("deals", 3, "deals in a game (3 rounds each)", min=1, max=9),)


class HighCardRules(Game[HighCardState]):
    """High Card's rules (its words are in ``words.py``, what it is in ``__init__.py``)."""

    # -- the table and the deal (the engine runs the lifecycle: collect, shuffle, deal, close) --
    def setup(self, state: HighCardState) -> None:
        n, t = state.players, state.table
        state.cards = tuple(C.standard_deck())
        t.add_zone("deck", "stock", label="Pack")
        t.add_zone("centre", "pile", layout="spread", label="Centre")
        t.add_zone("aside", "discard", label="Played")
        state.hands = tuple(t.add_zone(f"hand{s}", "hand", s, "fan") for s in range(n))
        for c in state.cards:
            t.place(c, "deck")
        t.set("score", [0] * n)

    def returns(self, state: HighCardState) -> list[str]:
        return ["aside", *state.hands]

    def deal(self, state: HighCardState) -> None:
        n, t = state.players, state.table
        t.set("round", 1)
        first = (state.dealer + 1) % n
        t.deal("deck", [state.hands[s] for s in self.seats_from(state, first)], HAND)
        state.won = [0] * n
        state.round = 1
        state.played = ()
        state.last = None
        state.to_move = first
        state.phase = "play"

    def game_ends(self, state: HighCardState) -> bool:
        deals: int = state.options["deals"]
        return state.deal_no >= deals

    # -- playing ----------------------------------------------------------------------
    def legal_actions(self, state: HighCardState) -> list[Action]:
        if state.over:
            return []
        seat = state.to_move
        assert seat is not None  # the game goes on: someone is to move
        return [Action("play", seat, (c,)) for c in state.table.zones[state.hands[seat]]]

    def step(self, state: HighCardState, action: Action) -> None:
        t, n = state.table, state.players
        seat, card = action.seat, action.cards[0]
        t.move(card, "centre", True)
        state.played = state.played + ((seat, card),)
        if len(state.played) < n:
            state.to_move = (seat + 1) % n
            return
        w, best = state.played[0]
        for s, c in state.played[1:]:
            if value(c) > value(best):
                w, best = s, c
        t.add_at("score", w, 1)
        state.won[w] += 1
        state.last = (state.played[0][0], tuple(c for _, c in state.played), w)
        t.announce("round", seat=w, card=Card(best), rank=value(best))
        t.gather("centre", "aside", True)
        state.played = ()
        if state.round == HAND:
            # points were added round by round: the sheet notes the dealer and the rounds taken
            self.close_deal(state, None, (state.dealer, tuple(state.won)), rounds=list(state.won))
            return
        state.round += 1
        t.set("round", state.round)
        state.to_move = w
