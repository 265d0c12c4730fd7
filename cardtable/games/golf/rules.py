"""Six Card Golf: swap cards into a face-down layout of six, pair up columns, score low."""

from __future__ import annotations

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.game import Game
from ...engine.options import Option
from ...engine.state import State
from ..house_rules import HOUSE_RULES
from ..stock import TURN_LIMIT, new_deal, refill, stock_gone, turn_done
from .words import PRESENTATION

RULES = """\
SIX CARD GOLF  (2 to 12 players; one pack for 2-4, two packs for 5-8,
three packs for 9-12)

Each player has a layout of six cards and tries to make it worth as little
as possible. The lowest total after all the deals (holes) wins.

Dealing. The first dealer is drawn at random; the deal passes to the left
after every hole. Six cards are dealt face down to each player, one at a
time, starting at the dealer's left, and laid in two rows of three: each
player's layout. Nobody, the owner included, may look at a face-down layout
card. The next card is turned face up to start the discard pile; the rest is
the stock. Every card keeps its place in the layout: the three columns are
fixed.

Turning two up. Before play, each player in turn, starting at the dealer's
left, turns two of their own layout cards face up, one at a time, chosen
freely.

A turn. Play starts at the dealer's left and goes clockwise. Take either
 - the top card of the stock: you look at it (the others see it only once
   it is placed or thrown away), then either put it face up in your layout
   in place of any one card (face down or up; a face-down card is not looked
   at first), or throw it face up on the discard pile - throwing it away
   turns nothing up in your layout; or
 - the top card of the discard pile: you must put it in your layout in place
   of one card.
The card replaced goes face up on top of the discard pile.

An empty stock. When the stock is empty, the discard pile except its top
card is shuffled to make a new stock. When that stock runs out too, every
player has one more turn (the one who drew the last card has just had
theirs; there is only the discard pile to take from), and then the hole
ends as below. (The rules are silent here: this is our table's choice.) So
that a hole always ends, it also ends after {limit} turns each (our limit).

End of a hole. Play stops as soon as one player has all six layout cards
face up (option "last_turns": each other player first gets one more turn,
and then play stops). All layout cards are then turned face up and scored.

Scoring. Ace 1, two minus 2, three to ten their number, jack and queen 10,
king 0. Two cards of the same rank in one column score 0 for that column,
even a pair of twos (the pair's minus is lost). Each player adds the hole's
points to their total.

Winning. After 9 holes (option: 18) the lowest total wins; players tied for
the lowest total share the win.
""".replace("{limit}", str(TURN_LIMIT))

# Card points by rank: A 1, 2 -2, 3-10 face value, J Q 10, K 0.
RANK_POINTS = {1: 1, 2: -2, 11: 10, 12: 10, 13: 0}
POINTS: tuple[int, ...] = tuple(RANK_POINTS.get(r, r) for r in C.RANK[:52 * C.MAX_PACKS])
COLUMNS = ((0, 3), (1, 4), (2, 5))


def packs_for(players: int) -> int:
    """One pack for 2-4 players, two for 5-8, three for 9-12."""
    return 1 if players <= 4 else 2 if players <= 8 else 3


def layout_points(layout: list[int]) -> int:
    """The six cards' points, each column of two equal ranks scoring 0."""
    total = 0
    for a, b in COLUMNS:
        x, y = layout[a], layout[b]
        if C.RANK[x] != C.RANK[y]:
            total += POINTS[x] + POINTS[y]
    return total


class GolfState(State):
    """Six Card Golf's state."""

    __slots__ = ("packs", "layouts", "held", "turned", "from_stock", "ender", "turnovers", "turns", "final")
    packs: int
    layouts: list[str]  # each seat's layout zone (slots 0 1 2 on top, 3 4 5 below)
    held: list[str]  # each seat's drawn-card zone
    turned: int  # turn-up actions so far this deal: two per player
    from_stock: bool  # the held card came from the stock (it may be thrown away)
    ender: int | None  # the first player whose layout was all face up
    turnovers: int  # times the discards became the stock this hole
    turns: int  # turns played this hole
    final: int  # turns left once the stock is gone for good (-1: it is not)


class SixCardGolf(Game):
    __doc__ = RULES
    id = "golf"
    name = "Six Card Golf"
    min_players = 2
    max_players = 12
    summary = "Swap cards into your six-card layout, pair up columns, and keep your score low."
    lower_wins = True
    options = [
        Option("deals", 9, "how many deals (holes) make a game", kind="choice", choices=(9, 18),
               label="Holes", words=((9, "9 holes"), (18, "18 holes"))),
        Option("last_turns", False, "when a layout is all face up, everyone else gets one more turn",
               kind="bool", label="Last turns", words=((True, "One more turn each"), (False, "The deal ends at once")),
               helps=((True, "when a layout is all face up, everyone else gets one more turn"),
                      (False, "play stops as soon as a layout is all face up"))),
    ]
    presets = HOUSE_RULES["golf"]
    presentation = PRESENTATION
    state_class = GolfState

    def __init__(self) -> None:
        n = self.max_players
        # a layout card is named by its zone and its slot there (0 1 2 on top, 3 4 5 below)
        self._turn = [[Action("turn_up", s, zone=f"layout{s}", number=k) for k in range(6)] for s in range(n)]
        self._replace = [[Action("replace", s, zone=f"layout{s}", number=k) for k in range(6)] for s in range(n)]
        self._draw = [Action("draw", s, zone="stock") for s in range(n)]
        self._take = [Action("take", s, zone="discard") for s in range(n)]
        self._discard = [Action("discard", s, zone="discard") for s in range(n)]

    # -- dealing --------------------------------------------------------------
    def setup(self, state: GolfState) -> None:
        n, t = state.players, state.table
        state.packs = packs_for(n)
        state.cards = tuple(C.standard_deck(state.packs))
        t.add_zone("stock", "stock", label="Stock")
        t.add_zone("discard", "discard", layout="stack", label="Discards")
        state.layouts = [t.add_zone(f"layout{s}", "layout", s, "grid", owner_sees=False, grid=(3, 2),
                                    label="Layout") for s in range(n)]
        state.held = [t.add_zone(f"held{s}", "hand", s, "stack", label="Drawn card") for s in range(n)]
        for c in state.cards:
            t.place(c, "stock")
        t.set("score", [0] * n)

    def returns(self, state: GolfState) -> list[str]:
        return ["discard", *state.layouts, *state.held]

    def deal(self, state: GolfState) -> None:
        t = state.table
        left = (state.dealer + 1) % state.players
        t.deal("stock", [state.layouts[s] for s in self.seats_from(state, left)], 6)
        t.move(t.zones["stock"][-1], "discard", True)
        state.phase = "turn_up"
        state.turned = 0
        state.to_move = left
        state.from_stock = False
        state.ender = None
        new_deal(state)

    # -- rules ------------------------------------------------------------------
    def legal_actions(self, state: State) -> list[Action]:
        if state.over:
            return []
        seat = state.to_move
        t = state.table
        if state.phase == "turn_up":
            up = t.up
            lay = t.zones[state.layouts[seat]]
            return [self._turn[seat][k] for k in range(6) if not up[lay[k]]]
        if state.phase == "draw":
            acts = [self._take[seat]]
            if t.zones["stock"] or (not state.turnovers and len(t.zones["discard"]) > 1):
                acts.insert(0, self._draw[seat])
            return acts
        acts = list(self._replace[seat])
        if state.from_stock:
            acts.append(self._discard[seat])
        return acts

    def step(self, state: State, action: Action) -> None:
        t = state.table
        seat, kind = action.seat, action.kind
        n = state.players
        if kind == "turn_up":
            t.flip(t.zones[state.layouts[seat]][action.number], True)
            state.turned += 1
            if state.turned == 2 * n:
                state.phase = "draw"
                state.to_move = (state.dealer + 1) % n
            elif state.turned % 2 == 0:
                state.to_move = (seat + 1) % n
            return
        if kind == "draw":
            if not t.zones["stock"]:
                refill(self, state, "stock", ["discard"], keep_top=True)
                state.turnovers += 1
            t.move(t.zones["stock"][-1], state.held[seat], False)
            state.from_stock = True
            state.phase = "place"
            return
        if kind == "take":
            t.move(t.zones["discard"][-1], state.held[seat], True)
            state.from_stock = False
            state.phase = "place"
            return
        held = t.zones[state.held[seat]][-1]
        if kind == "replace":
            lay = state.layouts[seat]
            k = action.number
            t.move(t.zones[lay][k], "discard", True)
            t.move(held, lay, True, k)
        else:  # discard the card drawn from the stock
            t.move(held, "discard", True)
        state.phase = "draw"
        state.from_stock = False
        if state.ender is None:
            up = t.up
            if all(up[c] for c in t.zones[state.layouts[seat]]):
                state.ender = seat
                if t.log is not None:
                    t.announce("out", seat=seat)
                if not state.options["last_turns"]:
                    self.end_hole(state)
                    return
        if not t.zones["stock"] and (state.turnovers or len(t.zones["discard"]) <= 1):
            stock_gone(state)
        if turn_done(state):
            self.end_hole(state)
            return
        nxt = (seat + 1) % n
        if nxt == state.ender:
            self.end_hole(state)
            return
        state.to_move = nxt

    def end_hole(self, state: GolfState) -> None:
        """Play stops: every layout card is turned up and the hole is scored."""
        t = state.table
        self.turn_up(state, state.layouts)
        points = [layout_points(t.zones[z]) for z in state.layouts]
        self.close_deal(state, points, (state.ender, tuple(points)), out=state.ender)

    def game_ends(self, state: GolfState) -> bool:
        return state.deal_no >= state.options["deals"]

    # -- words ------------------------------------------------------------------------
    def describe(self, state: State, action: Action) -> str:
        if action.kind in ("turn_up", "replace") and action.number is not None:
            k = action.number
            row = "top" if k < 3 else "bottom"
            col = ("left", "middle", "right")[k % 3]
            what = "turn up" if action.kind == "turn_up" else "replace"
            return f"{what} the {row} {col} card"
        return super().describe(state, action)

    def label(self, state: GolfState, action: Action) -> str:
        t, k = state.table, action.kind
        if k == "draw":
            return "draw from the stock"
        pile = t.zones["discard"] if k == "take" else t.zones[state.held[action.seat]] if k == "discard" else []
        if pile:
            return f"{k} the {C.long_name(pile[-1])}"
        return super().label(state, action)

    def prompt(self, state: State) -> str:
        if state.over:
            return "The game is over."
        t = state.table
        seat = state.to_move
        if state.phase == "turn_up":
            first = state.turned % 2 == 0
            return ("Turn up two of your layout cards: click them." if first
                    else "Turn up one more of your layout cards: click it.")
        if state.phase == "draw":
            top = t.top("discard")
            last = " (last turn)" if state.ender is not None or state.final > 0 else ""
            if len(self.legal_actions(state)) == 1:
                return f"The stock is gone: take the {C.long_name(top)}.{last}"
            return f"Draw from the stock, or take the {C.long_name(top)}?{last}"
        if state.from_stock:  # (the prompt may be shown to all: it never names the drawn card)
            return "Click a layout card to replace it with the card you drew, or discard the drawn card."
        held = t.zones[state.held[seat]][-1]
        return f"Click a layout card to replace it with the {C.long_name(held)}."

    def why_illegal(self, state: State, action: Action) -> str:
        if state.over:
            return "the game is over"
        if action.seat != state.to_move:
            return "it is not your turn"
        k = action.kind
        if state.phase == "turn_up":
            if k != "turn_up":
                return "first turn up two of your layout cards"
            if action.number is None or not 0 <= action.number < 6:
                return "choose one of your six layout cards"
            return "that card is face up already"
        if state.phase == "draw":
            return "take the top card of the stock or of the discard pile"
        if k == "discard" and not state.from_stock:
            return "a card taken from the discard pile must go into your layout"
        if k == "replace":
            return "choose one of your six layout cards"
        return "put the card in your layout" + (", or discard it" if state.from_stock else "")

    def lead_scale(self, state: GolfState) -> float:
        return 40.0

    # -- AI hooks (the search calls them; see Game) -----------------------------------
    ai_iterations = {"easy": 40, "medium": 200, "hard": 2000}  # play-outs are long here

    def playout(self, state: State, rng) -> None:
        """Play to the end of the hole as a plain player would: keep low cards, make
        column pairs, and do not turn the last card up on a high layout."""
        deal, rand, t = state.deal_no, rng.random, state.table
        up, rank = t.up, C.RANK
        while not state.over and state.deal_no == deal:
            acts = self.legal_actions(state)
            if state.phase == "turn_up" or rand() < 0.1:
                self.step(state, acts[int(rand() * len(acts))])
                continue
            seat = state.to_move
            lay = t.zones[state.layouts[seat]]
            if state.phase == "draw":
                top = t.zones["discard"][-1]
                pairs = any(up[lay[k]] and rank[lay[k]] == rank[top] and not (up[lay[j]] and rank[lay[j]] == rank[top])
                            for a, b in COLUMNS for k, j in ((a, b), (b, a)))
                take = pairs or POINTS[top] <= 1
                self.step(state, acts[-1] if take or len(acts) == 1 else acts[0])
                continue
            held = t.zones[state.held[seat]][-1]
            before = _guess(lay, up)
            hidden = sum(1 for c in lay if not up[c])
            best, gain = None, 0.5
            for a in acts:
                if a.kind != "replace":
                    continue
                k = a.number
                trial = list(lay)
                trial[k] = held
                was_hidden = not up[lay[k]]
                g = before - _guess(trial, up, k)
                if was_hidden and hidden == 1 and _guess(trial, up, k) > 12:
                    g -= 20  # going out on a high layout hands the hole to the others
                if g > gain:
                    best, gain = a, g
            if best is None:
                best = acts[-1] if state.from_stock else min(
                    (a for a in acts if a.kind == "replace"), key=lambda a: -POINTS[lay[a.number]] if up[lay[a.number]]
                    else -HIDDEN_GUESS)
            self.step(state, best)


HIDDEN_GUESS = 5  # what a face-down layout card is likely worth


def _guess(lay: list[int], up: list[bool], placed: int = -1) -> float:
    """A layout's likely points: face-down cards (not ``placed``, which is now face up) count a guess."""
    total = 0.0
    for a, b in COLUMNS:
        x, y = lay[a], lay[b]
        ux, uy = up[x] or a == placed, up[y] or b == placed
        if ux and uy:
            if C.RANK[x] != C.RANK[y]:
                total += POINTS[x] + POINTS[y]
        else:
            total += (POINTS[x] if ux else HIDDEN_GUESS) + (POINTS[y] if uy else HIDDEN_GUESS)
    return total


GAME = SixCardGolf()
