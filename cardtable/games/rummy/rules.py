"""Basic Rummy: meld runs and sets, lay off, and be first to empty your hand."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.game import Game
from ...engine.options import Option
from ...engine.state import State
from .. import melds as M
from ..house_rules import HOUSE_RULES
from ..stock import TURN_LIMIT, HandsState, discards, draw_or_take, end_turn, new_deal, open_table
from .words import PRESENTATION

RULES = """\
BASIC RUMMY  (2 to 6 players, one 52-card pack)

Get rid of every card in your hand by melding, laying off and discarding.

Cards. Ace is low: A-2-3 is a run, Q-K-A is not. For scoring, kings, queens
and jacks count 10, aces 1, and the other cards their number.

Dealing. The first dealer is drawn at random, and the deal passes to the left
after each deal. Cards are dealt one at a time: 10 each with 2 players, 7 each
with 3 or 4, 6 each with 5 or 6. The next card is turned face up to start the
discard pile; the rest is the stock.

A turn. Play starts at the dealer's left and goes clockwise.
1. Draw: the top card of the stock, or the top card of the discard pile.
2. Meld (optional, at most once a turn): lay down a run (three or more cards
   of one suit in sequence) or a set (three or four cards of one rank).
3. Lay off (optional, any number): add single cards from your hand to any
   meld on the table, yours or anyone's, as long as it stays a run or a set.
   Melds are never rearranged.
4. Discard one card face up. You may not discard the card you took from the
   discard pile this turn - unless it is your very last card (our choice: you
   may always go out).

Going out. The deal ends the moment a player has no cards left, whether by
melding, laying off or discarding. That player scores the points of the cards
left in everyone else's hand.

An empty stock. When the stock is empty and the next player does not want
the discard, the discard pile is turned over, without shuffling, to be the
new stock. When the stock runs out a second time, every player has one more
turn (the one who drew the last card is having theirs), taking the discard;
a player who does not want it stops play at once. (The rules let play go on
for ever here: ending it is our table's choice.) Then play stops and nobody
has gone out: the player with the fewest points in hand scores the sum of
the differences between their hand and each other hand. Players who tie for
fewest share that score equally. So that a deal always ends, it also ends
this way after {limit} turns each (our limit).

Winning. By default the game ends when a player reaches 100 points (option:
another target, or a set number of deals instead). The highest total wins;
players who tie share the win.
""".replace("{limit}", str(TURN_LIMIT))


def hand_points(cards: list[int]) -> int:
    """Face cards 10, aces 1, other cards their number."""
    return sum(min(C.RANK[c], 10) for c in cards)


def deal_size(players: int) -> int:
    return {2: 10, 3: 7, 4: 7}.get(players, 6)


class RummyState(HandsState):
    """Basic Rummy's state."""

    __slots__ = ("melds", "meld_kind", "meld_count", "turnovers", "taken", "melded", "turns", "final")
    melds: list[str]  # meld zone names, in the order laid
    meld_kind: dict[str, str]  # zone -> "set" or "run"
    meld_count: int  # melds laid in this game, for unique zone names
    turnovers: int  # times the discard pile became the stock this deal
    taken: int  # the card taken from the discard pile this turn (-1: none)
    melded: bool  # melded this turn
    turns: int  # turns played this deal
    final: int  # turns left once the stock is gone for good (-1: it is not)


class BasicRummy(Game):
    __doc__ = RULES
    id = "rummy"
    name = "Basic Rummy"
    min_players = 2
    max_players = 6
    summary = "Meld runs and sets and lay off until your hand is empty."
    options = [
        Option("target", 100, "the score that ends the game (unless a number of deals is set)", min=1, max=100000,
               label="Winning score"),
        Option("deals", 0, "play this many deals instead of playing to the target (0: to the target)",
               min=0, max=100, label="Number of deals", words=((0, "Play to the score"),)),
    ]
    presets = HOUSE_RULES["rummy"]
    presentation = PRESENTATION
    state_class = RummyState

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
        state.taken = -1
        state.melded = False

    # -- rules ----------------------------------------------------------------------
    def legal_actions(self, state: State) -> list[Action]:
        if state.over:
            return []
        seat = state.to_move
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

    def step(self, state: State, action: Action) -> None:
        t = state.table
        seat, kind = action.seat, action.kind
        hand_zone = state.hands[seat]
        if kind in ("draw", "take"):
            draw_or_take(self, state, action, turn_over=True)  # the discards turned over once
            return
        if kind == "stop":
            self.end_deal(state, None)
            return
        if kind == "meld":
            state.meld_count += 1
            z = t.add_zone(f"meld{state.meld_count}", "meld", seat, "row", label="Meld")
            state.melds.append(z)
            state.meld_kind[z] = M.meld_kind(action.cards, M.LOW)
            for c in sorted(action.cards, key=lambda c: C.RANK[c]):
                t.move(c, z, True)
            state.melded = True
        elif kind == "lay_off":
            c = action.cards[0]
            meld = t.zones[action.zone]
            index = 0 if state.meld_kind[action.zone] == "run" and C.RANK[c] < C.RANK[meld[0]] else None
            t.move(c, action.zone, True, index)
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
        gains: list[Any] = [0] * n
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
        deals = state.options["deals"]
        if deals:
            return state.deal_no >= deals
        return self.reached(state, state.options["target"])

    # -- words -------------------------------------------------------------------------
    def prompt(self, state: State) -> str:
        if state.over:
            return "The game is over."
        t = state.table
        if state.phase == "draw":
            top = t.top("discard")
            if not t.zones["stock"] and state.turnovers >= 1:
                return (f"The stock is gone again: take the {C.long_name(top)}, or stop the deal."
                        if top is not None else "Nothing to draw: the deal ends.")
            if top is None:
                return "Draw from the stock."
            return f"Draw from the stock, or take the {C.long_name(top)}."
        if state.melded:
            return "Lay off cards on any meld, or discard a card to end your turn."
        return "Meld, lay off, or discard a card to end your turn."

    def label(self, state: RummyState, action: Action) -> str:
        return M.draw_discard_label(state, action, state.meld_kind) or super().label(state, action)

    def why_illegal(self, state: State, action: Action) -> str:
        if state.over:
            return "the game is over"
        if action.seat != state.to_move:
            return "it is not your turn"
        if state.phase == "draw":
            if action.kind == "draw" and not state.table.zones["stock"] and state.turnovers >= 1:
                return "the stock has run out twice: take the discard or stop the deal"
            return "draw first: from the stock or the discard pile"
        if action.kind == "meld" and state.melded:
            return "you may meld only once a turn"
        if action.kind == "meld" and len(action.cards) < 3:
            return "a meld needs three cards"
        if action.kind == "meld":
            return "a meld is a run (3+ of one suit in sequence, ace low) or a set (3 or 4 of a rank)"
        if action.kind == "lay_off":
            return "that card does not extend that meld"
        if action.kind == "discard" and action.cards and action.cards[0] == state.taken:
            return "you may not discard the card you just took from the discard pile"
        return super().why_illegal(state, action)

    def lead_scale(self, state: RummyState) -> float:
        target = state.options["target"] if not state.options["deals"] else 100
        return max(target, 1)

    # -- AI hooks (the search calls them; see Game) -----------------------------------
    ai_iterations = {"easy": 20, "medium": 120, "hard": 1400}  # play-outs are long here

    def playout(self, state: State, rng: Any) -> None:
        """Play to the end of the deal as a plain player would: take a discard that
        fits a meld, meld and lay off whenever possible, throw the highest loose card."""
        deal, rand, t = state.deal_no, rng.random, state.table
        zones, step = t.zones, self.step
        while not state.over and state.deal_no == deal:
            seat = state.to_move
            hand = zones[state.hands[seat]]
            if state.phase == "draw":
                acts = self.legal_actions(state)
                top = t.top("discard")
                if len(acts) == 1 or rand() < 0.1:
                    step(state, acts[int(rand() * len(acts))])
                    continue
                useful = top is not None and (_near(hand, top, 2) or any(
                    _fits(zones[z], state.meld_kind[z], top) for z in state.melds))
                step(state, acts[0] if useful and acts[0].kind == "take" else acts[-1])
                continue
            if rand() < 0.1:
                acts = self.legal_actions(state)
                step(state, acts[int(rand() * len(acts))])
                continue
            if not state.melded:
                melds = M.find_melds(hand, M.LOW)
                if melds:
                    step(state, Action("meld", seat, max(melds, key=len)))
                    continue
            lay = next(((c, z) for z in state.melds for c in hand
                        if _fits(zones[z], state.meld_kind[z], c)), None)
            if lay is not None:
                step(state, Action("lay_off", seat, (lay[0],), lay[1]))
                continue
            loose = [c for c in hand if (c != state.taken or len(hand) == 1)]
            c = max(loose, key=lambda c: min(C.RANK[c], 10) - (100 if _near(hand, c, 1) else 0))
            step(state, Action("discard", seat, (c,)))


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

GAME = BasicRummy()
