"""High Card: a toy ninth game, built only on cardtable.engine, defined outside cardtable/.

It shows what a game must declare to join the table: an id and a name, its player
counts, its options, its zones, its legal actions and their effect, its rules text
and its presentation (events in words, numbers on the panel, score sheet labels).
``cardtable.games.register(GAME)`` makes it one of the games."""

from __future__ import annotations

from cardtable.engine import cards as C
from cardtable.engine.actions import Action
from cardtable.engine.game import Game
from cardtable.engine.options import Option
from cardtable.engine.present import LIFECYCLE_COUNTERS, Counter, Phrase, Presentation
from cardtable.engine.state import State

RULES = """\
HIGH CARD  (2 to 4 players, one 52-card pack)

A toy game: the highest card takes the round.

The deal. The dealer shuffles and deals 3 cards to each player, starting at
the dealer's left. The rest of the pack stays face down.

A round. The player at the dealer's left plays first; then, clockwise, each
player lays one card face up in the centre. When everyone has played, the
highest card takes the round (aces are high; between equal ranks the card
played first wins) and scores its player 1 point. The taker plays first in
the next round. The cards played go aside.

The end. A deal is 3 rounds. After 3 deals (option: 1 to 9) the player with
the most points wins; equal points share the win.
"""

HAND = 3

PRESENTATION = Presentation(
    events={
        "round": Phrase("{name} takes the round with the {card}", "You take the round with the {card}"),
    },
    counters=(LIFECYCLE_COUNTERS[0], Counter("round", "Round"), *LIFECYCLE_COUNTERS[1:]),
    # state.sheet: (the deal's dealer, the rounds each seat took in it)
    sheet=("Dealer", "Rounds won"),
    sheet_seats=frozenset({"Dealer"}),
)


def value(card: int) -> int:
    """Aces high."""
    r = C.RANK[card]
    return 14 if r == 1 else r


class HighCardState(State):
    """High Card's own fields, declared (the base declares deal_no, dealer, sheet, history ...)."""

    __slots__ = ("hands", "won", "round", "played")
    hands: tuple[str, ...]  # each seat's hand zone
    won: list[int]  # rounds each seat took this deal
    round: int  # the round in play, 1 to 3
    played: tuple[tuple[int, int], ...]  # (seat, card) of this round, in order


class HighCard(Game):
    __doc__ = RULES
    id = "high-card"
    name = "High Card"
    min_players = 2
    max_players = 4
    summary = "Each round, everyone plays a card; the highest takes the round. A toy game for tests."
    options = [
        Option("deals", 3, "deals in a game (3 rounds each)", min=1, max=9),
    ]
    presentation = PRESENTATION
    state_class = HighCardState
    stock = "deck"

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
        state.to_move = first
        state.phase = "play"

    def game_ends(self, state: HighCardState) -> bool:
        return state.deal_no >= state.options["deals"]

    # -- playing ----------------------------------------------------------------------
    def legal_actions(self, state: HighCardState) -> list[Action]:
        if state.over:
            return []
        seat = state.to_move
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
        t.announce("round", seat=w, card=C.long_name(best), rank=value(best))
        t.gather("centre", "aside", True)
        state.played = ()
        if state.round == HAND:
            # points were added round by round: the sheet notes the dealer and the rounds taken
            self.close_deal(state, None, (state.dealer, tuple(state.won)), rounds=list(state.won))
            return
        state.round += 1
        t.set("round", state.round)
        state.to_move = w

    # -- words ------------------------------------------------------------------------------
    def prompt(self, state: HighCardState) -> str:
        if state.over:
            return "The game is over."
        if not state.played:
            return "Lead a card to the centre: the highest card takes the round."
        _, best = max(state.played, key=lambda p: value(p[1]))
        return f"Play a card to the centre: the {C.long_name(best)} is highest so far."


GAME = HighCard()
