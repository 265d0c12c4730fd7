"""Show: shed points with singles, pairs and suited runs, and call "Show" with the lowest hand."""

from __future__ import annotations

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.game import Game
from ...engine.options import Option
from ...engine.present import plural
from ...engine.state import State
from .. import melds as M
from ..house_rules import HOUSE_RULES
from ..stock import TURN_LIMIT, HandsState, new_deal, open_table, refill, stock_gone, turn_done
from .words import PRESENTATION

RULES = """\
SHOW  (2 to 6 players, one 52-card pack)

Keep the points in your hand low, and call "Show" when you think yours is
the lowest. The lowest total at the end wins.

Card points. Ace 1, 2 to 10 their number, jack 11, queen 12, the red kings
(hearts, diamonds) 13 and the black kings (spades, clubs) 0.

Dealing. The first dealer is drawn at random; the deal passes to the left
after every round. The dealer gives four cards to each player, one at a
time, starting at their left, and turns the next card face up to start the
discard pile. The rest, face down, is the draw pile.

A turn. The player at the dealer's left starts; play goes clockwise.
Either call "Show" (see below), or:
1. Discard, face up on the discard pile, exactly one of these:
   - a single card;
   - a pair: two cards of one rank (option: any number of cards of one rank);
   - a run: three or more cards of one suit in sequence. The ace is always
     low (A-2-3 is a run; Q-K-A is not).
   Only one of them a turn: a pair or a run, never both.
2. Draw: the top card of the draw pile, or the card that lay on top of the
   discard pile before you discarded (it stays available under your discard).
Hands shrink as pairs and runs go, and never grow past four cards.
When the last card of the draw pile is drawn, the discard pile except its top
card is shuffled at once to make a new draw pile. When that pile runs out
too, every player has one more turn (the one who drew the last card has
just had theirs; with no draw pile you take the card under your discard),
and then the round ends with nobody calling: everyone shows and adds their
own hand's points. (The rules are silent here: this is our table's choice.)

Show. At the very start of your turn, before discarding, you may call
"Show" if the cards in your hand add up to 5 points or less. The round
ends at once and everyone shows their hand. Every other player adds their
hand's points to their total. The caller adds nothing if no other hand is
strictly lower than theirs (so a tie is the caller's; option: a tie counts
against the caller), and 30 points otherwise (option: 30 plus the caller's
own hand).

A limit. So that a round always ends, it also ends that way after {limit}
turns each (our limit: no real round comes near it).

Winning. Rounds go on until, at the end of a round, someone has 100 points or
more. Then the game ends, and the lowest total wins; players who tie for the
lowest total share the win.
""".replace("{limit}", str(TURN_LIMIT))

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

    __slots__ = ("prev_top", "turnovers", "turns", "final")
    prev_top: int  # the discard pile's top card before this turn's discard (-1: none)
    turnovers: int  # times the discards became the draw pile this round
    turns: int  # turns played this round
    final: int  # turns left once the draw pile is gone for good (-1: it is not)


class Show(Game):
    __doc__ = RULES
    id = "show"
    name = "Show"
    min_players = 2
    max_players = 6
    summary = 'Shed points with singles, pairs and runs; call "Show" at 5 or less. Lowest total wins.'
    lower_wins = True
    options = [
        Option("pairs_any", False, "discard any number of cards of one rank at once, not only a pair",
               kind="bool", label="Discard any set", words=((True, "Any number"), (False, "Pairs only")),
               helps=((True, "discard any number of cards of one rank at once"),
                      (False, "cards of one rank go as a pair, never three or four at once"))),
        Option("tie_penalty", False, "a tie for the lowest hand counts against the player who called",
               kind="bool", label="Ties beat the caller",
               helps=((True, "a tie for the lowest hand counts against the player who called"),
                      (False, "a tie for the lowest hand is the caller's: they add nothing"))),
        Option("penalty_adds_hand", False, "a beaten caller adds their own hand as well as the 30",
               kind="bool", label="Beaten caller adds hand",
               helps=((True, "a beaten caller adds their own hand as well as the 30"),
                      (False, "a beaten caller adds the 30 only, not their own hand"))),
    ]
    presets = HOUSE_RULES["show"]
    presentation = PRESENTATION
    state_class = ShowState

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
        t.announce("upcard", card=up)
        state.to_move = left
        state.phase = "discard"
        state.prev_top = -1
        new_deal(state)

    # -- rules ------------------------------------------------------------------------
    def legal_actions(self, state: State) -> list[Action]:
        if state.over:
            return []
        seat = state.to_move
        if state.phase == "draw":
            take = Action("take", seat, zone="discard")
            return [Action("draw", seat, zone="stock"), take] if state.table.zones["stock"] else [take]
        hand = state.table.zones[state.hands[seat]]
        acts = [Action("discard", seat, d) for d in discards(hand, state.options["pairs_any"])]
        if hand_points(hand) <= SHOW_LIMIT:
            acts.append(Action("show", seat))
        return acts

    def step(self, state: State, action: Action) -> None:
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

    # -- words -------------------------------------------------------------------------------
    def describe(self, state: State, action: Action) -> str:
        if action.kind == "show":
            return 'call "Show"'
        if action.kind == "draw":
            return "draw from the draw pile"
        if action.kind == "take" and state.prev_top >= 0:
            return f"take the {C.long_name(state.prev_top)}"
        if action.kind == "discard" and action.cards:
            return "discard " + " and ".join(f"the {C.long_name(c)}" for c in action.cards)
        return super().describe(state, action)

    def prompt(self, state: State) -> str:
        if state.over:
            return "The game is over."
        if state.phase == "draw":
            if not state.table.zones["stock"]:
                return f"The draw pile is gone: take the {C.long_name(state.prev_top)}."
            return f"Draw from the draw pile, or take the {C.long_name(state.prev_top)}?"
        hand = state.table.zones[state.hands[state.to_move]]
        pts = hand_points(hand)
        if pts <= SHOW_LIMIT:
            return f'Call "Show" ({plural(pts, "point", "points")} in hand), or discard a card, a pair or a run?'
        return f"Discard a card, a pair or a run ({plural(pts, 'point', 'points')} in hand)."

    def why_illegal(self, state: State, action: Action) -> str:
        if state.over:
            return "the game is over"
        if action.seat != state.to_move:
            return "it is not your turn"
        kind = action.kind
        if state.phase == "draw":
            if kind in ("discard", "show"):
                return "you have discarded: now draw from the draw pile or take the card under your discard"
            return "draw from the draw pile or take the card under your discard"
        hand = state.table.zones[state.hands[action.seat]]
        if kind == "show":
            return f'you may call "Show" only with {SHOW_LIMIT} points or less in hand (you have {hand_points(hand)})'
        if kind in ("draw", "take"):
            return "discard first, then draw"
        if kind == "discard":
            if not action.cards or any(c not in hand for c in action.cards):
                return "discard cards from your own hand"
            if len(set(action.cards)) != len(action.cards):
                return "name each card once"
            pairs = "any number of one rank" if state.options["pairs_any"] else "a pair"
            return f"discard one card, {pairs}, or a run of three or more of one suit (ace low)"
        return super().why_illegal(state, action)

    def lead_scale(self, state: ShowState) -> float:
        return TARGET

    # -- AI hooks (the search calls them; see Game) -----------------------------------
    ai_iterations = {"easy": 30, "medium": 150, "hard": 1600}  # play-outs are long here

    def playout(self, state: State, rng) -> None:
        """Play to the end of the round as a plain player would: throw the most points
        each turn, take a low discard, and call "Show" on a low hand."""
        deal, rand, t = state.deal_no, rng.random, state.table
        while not state.over and state.deal_no == deal:
            acts = self.legal_actions(state)
            if rand() < 0.1:
                self.step(state, acts[int(rand() * len(acts))])
                continue
            if state.phase == "draw":
                low = state.prev_top >= 0 and POINTS[state.prev_top] <= 3
                self.step(state, acts[-1] if low else acts[0])
                continue
            if acts[-1].kind == "show" and (hand_points(t.zones[state.hands[state.to_move]]) <= 2 or rand() < 0.5):
                self.step(state, acts[-1])
                continue
            self.step(state, max((a for a in acts if a.kind == "discard"),
                                 key=lambda a: (hand_points(a.cards), len(a.cards))))


GAME = Show()
