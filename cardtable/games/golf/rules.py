"""Six Card Golf: swap cards into a face-down layout of six, pair up columns, score low."""

from __future__ import annotations

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.game import Game, GameInfo
from ...engine.options import Option
from ..stock import StockState, new_deal, refill, stock_gone, turn_done

# Card points by rank: A 1, 2 -2, 3-10 face value, J Q 10, K 0.
RANK_POINTS = {1: 1, 2: -2, 11: 10, 12: 10, 13: 0}
POINTS: tuple[int, ...] = tuple(RANK_POINTS.get(r, r) for r in C.RANK[:52 * C.MAX_PACKS])
COLUMNS = ((0, 3), (1, 4), (2, 5))


def packs_for(players: int) -> int:
    """One pack for 2-4 players, two for 5-8, three for 9-12."""
    return 1 if players <= 4 else 2 if players <= 8 else 3


def pair_words(card: int) -> str:
    """A pair's rank in words, plural: "7s", "kings"."""
    r = C.RANK[card]
    return f"{C.RANK_NAMES[r]}s" if r in C.RANK_NAMES else f"{r}s"


def column_pairs(layout: list[int]) -> list[tuple[int, int]]:
    """Each column of two equal ranks that the pair rule changes (it scores 0): (a card of the pair,
    the points the two would have made)."""
    return [(layout[a], POINTS[layout[a]] + POINTS[layout[b]]) for a, b in COLUMNS
            if C.RANK[layout[a]] == C.RANK[layout[b]] and POINTS[layout[a]]]  # (two kings are 0 anyway)


def layout_points(layout: list[int]) -> int:
    """The six cards' points, each column of two equal ranks scoring 0."""
    total = 0
    for a, b in COLUMNS:
        x, y = layout[a], layout[b]
        if C.RANK[x] != C.RANK[y]:
            total += POINTS[x] + POINTS[y]
    return total


class GolfState(StockState):
    """Six Card Golf's state."""

    __slots__ = ("packs", "layouts", "held", "turned", "from_stock", "ender", "turnovers")
    packs: int
    layouts: list[str]  # each seat's layout zone (slots 0 1 2 on top, 3 4 5 below)
    held: list[str]  # each seat's drawn-card zone
    turned: int  # turn-up actions so far this deal: two per player
    from_stock: bool  # the held card came from the stock (it may be thrown away)
    ender: int | None  # the first player whose layout was all face up
    turnovers: int  # times the discards became the stock this hole


OPTIONS = (
    Option("deals", 9, "how many deals (holes) make a game", kind="choice", choices=(9, 18),
           label="Holes", words=((9, "9 holes"), (18, "18 holes"))),
    Option("last_turns", False, "when a layout is all face up, everyone else gets one more turn",
           kind="bool", label="Last turns", words=((True, "One more turn each"), (False, "The deal ends at once")),
           helps=((True, "when a layout is all face up, everyone else gets one more turn"),
                  (False, "play stops as soon as a layout is all face up"))),
)


class SixCardGolfRules(Game[GolfState]):
    def __init__(self, info: GameInfo[GolfState]) -> None:
        super().__init__(info)
        n = self.info.players[-1]
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
        state.turnovers = 0

    # -- rules ------------------------------------------------------------------
    def legal_actions(self, state: GolfState) -> list[Action]:
        """The choices of the turn's phase: turn two cards up, draw or take, then place the card held."""
        if state.over:
            return []
        phase, seat = state.phase, state.to_move
        assert seat is not None  # the game goes on: someone is to move
        if phase == "draw":
            acts = [self._take[seat]]
            zones = state.table.zones
            if zones["stock"] or (not state.turnovers and len(zones["discard"]) > 1):
                acts.insert(0, self._draw[seat])
            return acts
        if phase == "place":
            acts = list(self._replace[seat])
            if state.from_stock:
                acts.append(self._discard[seat])
            return acts
        up = state.table.up  # the deal's start: each turns two cards up
        lay = state.table.zones[state.layouts[seat]]
        return [self._turn[seat][k] for k in range(6) if not up[lay[k]]]

    def step(self, state: GolfState, action: Action) -> None:
        t = state.table
        seat, kind = action.seat, action.kind
        n = state.players
        if kind == "turn_up":
            k = action.number
            assert k is not None  # a layout card's place
            t.flip(t.zones[state.layouts[seat]][k], True)
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
            assert k is not None  # the layout card's place
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
        # the rule where it applies: each column pair, said as the hole is scored and on the sheet
        pairs = tuple((s, pair_words(card), would) for s, z in enumerate(state.layouts)
                      for card, would in column_pairs(t.zones[z]))
        if t.log is not None:
            for s, ranks, would in pairs:
                t.announce("column_pair", seat=s, ranks=ranks, would=would)
        self.close_deal(state, points, (state.ender, tuple(points), pairs), out=state.ender)

    def game_ends(self, state: GolfState) -> bool:
        deals: int = state.options["deals"]
        return state.deal_no >= deals


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


