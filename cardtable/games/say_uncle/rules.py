"""Say Uncle: draft a hand from the middle, then trade with the stock for the best straight flush."""

from __future__ import annotations

from typing import Sequence

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.game import Game
from ...engine.options import Option
from ...engine.state import State
from ..house_rules import HOUSE_RULES
from .words import PRESENTATION

RULES = """\
SAY UNCLE  (2 to 4 players, one 52-card pack)

Build the best straight flush - the longest unbroken sequence of one suit -
in a hand of ten cards.

Straight flushes. A hand's straight flush is its longest stretch of cards of
one suit in sequence; a single card counts as a straight flush of length 1.
An ace may sit below the 2 or above the king, but not both at once: K-A-2 is
no sequence. Two hands compare by the length of their straight flush first,
then by its top card (an ace at the top is highest), then by its suit:
clubs, diamonds, hearts, spades, from low to high. Each hand counts only its
best one, and two hands can never tie.

Dealing. The first dealer is drawn at random; the deal passes to the left
after every deal. The dealer gives five cards face down to each player, one
at a time, starting at their left. With three players one more card goes
face down out of play, unseen by anyone. Then five cards for each player are
laid face up in the middle as the tableau. The rest is the stock.

Drafting. Starting at the dealer's left and going clockwise, each player
takes one card of their choice from the tableau into their hand, until the
tableau is empty. Everyone then holds ten cards, and everyone has seen the
drafted ones go.

The stock. The player at the dealer's left takes the first turn. A turn:
1. You may call "Say Uncle" (see below) instead of anything else. You can
   call only here, at the very start of your turn, before turning a card.
2. Otherwise turn the top card of the stock face up. You may take it: first
   put any card from your hand face down on your own discard pile (only you
   know which card it was), then take the turned card into your hand. Or pass.
3. If you pass, each next player clockwise may take it the same way, or pass.
4. If someone takes it, the turn passes to the player at the taker's left.
   If everyone passes, you put the turned card face down on your discard pile
   (everyone has seen it), and the turn passes to your left.

Say Uncle. The caller and everyone else show their hands; the best straight
flush wins the deal. If that is the caller's, the caller scores 2 points.
If it is another player's, that player scores 2 and the caller loses 1 -
but a score never goes below 0.

An empty stock. When a turn would begin with the stock empty and nobody has
called, the deal ends at once (our choice: that player gets no chance to
call). Everyone shows, and the best straight flush scores 1 point.

Winning. The first player to reach the target - 5 points unless the table
chose another number before the first deal - wins the game.
"""

SUIT_ORDER = "clubs < diamonds < hearts < spades"


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
    return f"{length} {C.SUIT_NAMES[suit]} to the {top_name}"


class UncleState(State):
    """Say Uncle's state."""

    __slots__ = ("hands", "discards", "turner", "passes")
    hands: tuple[str, ...]  # each seat's hand zone
    discards: list[str]  # each seat's own face-down discard pile
    turner: int  # who turned the card now on offer (-1: none)
    passes: int  # players who have passed it


class SayUncle(Game):
    __doc__ = RULES
    id = "say-uncle"
    name = "Say Uncle"
    min_players = 2
    max_players = 4
    summary = "Draft ten cards, trade with the stock, and call Uncle with the best straight flush."
    options = [
        Option("target", 5, "the points that win the game", min=1, max=100, label="Points to win"),
    ]
    presets = HOUSE_RULES["say-uncle"]
    presentation = PRESENTATION
    state_class = UncleState

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

    # -- rules ------------------------------------------------------------------------
    def legal_actions(self, state: UncleState) -> list[Action]:
        if state.over:
            return []
        seat, zones, phase = state.to_move, state.table.zones, state.phase
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
            t.move(out, state.discards[seat], False)
            t.conceal(out, 1 << seat)
            t.move(t.zones["turned"][-1], state.hands[seat], False)
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

    # -- words -------------------------------------------------------------------------------
    def describe(self, state: UncleState, action: Action) -> str:
        if action.kind == "call":
            return 'say "Uncle"'
        if action.kind == "turn":
            return "turn the top card of the stock"
        if action.kind == "take" and action.cards:
            top = state.table.top("turned")
            what = f"the {C.long_name(top)}" if top is not None else "the turned card"
            return f"take {what}, putting away the {C.long_name(action.cards[0])}"
        if action.kind == "draft" and action.cards:
            return f"draft the {C.long_name(action.cards[0])}"
        return super().describe(state, action)

    def prompt(self, state: UncleState) -> str:
        if state.over:
            return "The game is over."
        if state.phase == "draft":
            return "Take a card from the tableau."
        if state.phase == "turn":
            return 'Say "Uncle", or turn the top card of the stock?'
        card = C.long_name(state.table.zones["turned"][-1])
        return f"Take the {card} (put a card from your hand away face down), or pass?"

    def why_illegal(self, state: UncleState, action: Action) -> str:
        if state.over:
            return "the game is over"
        if action.seat != state.to_move:
            return "it is not your turn"
        t, kind, phase = state.table, action.kind, state.phase
        if phase == "draft":
            if kind != "draft":
                return "first everyone drafts: take a card from the tableau"
            return "draft one card from the tableau"
        if phase == "turn":
            if kind in ("take", "pass"):
                return "turn the top card of the stock first"
            return 'call "Say Uncle" or turn the top card of the stock'
        if kind == "call":
            return 'you may call "Say Uncle" only at the start of your turn, before turning a card'
        if kind == "take":
            if len(action.cards) != 1:
                return "to take the turned card, put away exactly one card from your hand"
            if t.where[action.cards[0]] != state.hands[action.seat]:
                return "the card you put away must come from your hand"
        return "take the turned card (putting away one of yours) or pass"

    def lead_scale(self, state: UncleState) -> float:
        return state.options["target"] + 1


GAME = SayUncle()
