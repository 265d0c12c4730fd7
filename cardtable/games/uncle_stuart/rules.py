"""Uncle Stuart's Game: rummy with scooping from a spread discard pile, to 500."""

from __future__ import annotations

from collections.abc import Iterable

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.events import Card, Cards
from ...engine.game import Game
from ...engine.options import Option
from ...engine.state import seat_to_move
from .. import melds as M
from ..stock import discards, draw_or_take, end_turn, new_deal, open_table
from .state import POINTS, StuartState

__all__ = ["ACES", "POINTS", "StuartState", "UncleStuartRules", "card_points", "fit_cards", "may_meld", "usable"]


# Card values: 2-9 = 5, 10 J Q K = 10, A = 15.
ACES = M.EITHER


def card_points(cards: Iterable[int]) -> int:
    return sum(POINTS[c] for c in cards)


def fit_cards(kind: str, cards: tuple[int, ...]) -> frozenset[int]:
    """The cards that could be laid off on this meld now (one pack: each card once)."""
    meld = list(cards)
    if kind == "set":
        cand = [c for c in range(52) if C.RANK[c] == C.RANK[cards[0]]]
    else:
        cand = [c for c in range(52) if C.SUIT[c] == C.SUIT[cards[0]]]
    return frozenset(c for c in cand if c not in cards and M.fits(meld, kind, c, ACES))


def usable(card: int, cards: list[int], fit: list[frozenset[int]]) -> bool:
    """Can ``card`` be laid down with the others of ``cards`` (it is one of them) in a
    meld, or laid off on a meld (``fit``: each meld's lay-off cards)?"""
    for f in fit:
        if card in f:
            return True
    r, s = C.RANK[card], C.SUIT[card]
    if sum(1 for c in cards if C.RANK[c] == r) >= 3:
        return True
    ranks = {C.RANK[c] for c in cards if C.SUIT[c] == s}
    return _in_run(r, ranks)


def may_meld(hand: list[int]) -> bool:
    """A quick test: does the hand hold any set or run at all?"""
    count = [0] * 14
    masks = [0, 0, 0, 0]
    rank, suit = C.RANK, C.SUIT
    for c in hand:
        r = rank[c]
        count[r] += 1
        masks[suit[c]] |= 1 << r
    if max(count) >= 3:
        return True
    for m in masks:
        if m & 2:
            m |= 1 << 14
        if m & (m >> 1) & (m >> 2):
            return True
    return False


def _in_run(r: int, ranks: set[int]) -> bool:
    """Do these ranks of one suit (holding r) make a run of three through r?"""
    if 1 in ranks:
        ranks = ranks | {14}
    for rr in ((1, 14) if r == 1 else (r,)):
        for lo in (rr - 2, rr - 1, rr):
            if lo in ranks and lo + 1 in ranks and lo + 2 in ranks:
                return True
    return False


OPTIONS = (
    Option("target", 500, "the total that ends the game (300 for a short game)",
           min=1, max=1_000_000, label="Winning total", words=((1_000_000, "Never"),)),
    Option("max_deals", 100, "after this many deals the highest total wins", min=0, max=100_000,
           label="Most deals",
           words=((0, "No limit"),)),
)


class UncleStuartRules(Game[StuartState]):
    # -- dealing --------------------------------------------------------------
    def setup(self, state: StuartState) -> None:
        open_table(state, discard_layout="spread")
        state.melds = []
        state.meld_kind = {}
        state.meld_cards = {}
        state.extends = {}
        state.fit = {}
        state.meld_count = 0

    def returns(self, state: StuartState) -> list[str]:
        return ["discard", *state.hands, *state.melds, *state.extends]

    def collect(self, state: StuartState) -> None:
        laid = [*state.melds, *state.extends]
        super().collect(state)
        for z in laid:
            state.table.remove_zone(z)
        state.melds = []
        state.meld_kind = {}
        state.meld_cards = {}
        state.extends = {}
        state.fit = {}

    def deal(self, state: StuartState) -> None:
        t, d = state.table, state.dealer
        t.deal("stock", [state.hands[s] for s in self.seats_from(state, d)], 7)
        t.move(t.zones["stock"][-1], state.hands[d], False)
        state.down = [False] * state.players
        state.to_move = d
        state.phase = "play"  # the dealer's first turn has no draw
        state.turn_no = 0
        state.taken = -1
        state.must_use = -1
        state.first_down = False
        new_deal(state)

    # -- rules ------------------------------------------------------------------
    def scoopable(self, state: StuartState, seat: int) -> list[int]:
        """The discard cards (below the top) ``seat`` may scoop down to now."""
        pile = state.table.zones["discard"]
        if not state.down[seat] or len(pile) < 2:
            return []
        hand = state.table.zones[state.hands[seat]]
        fit = list(state.fit.values())
        have = list(hand) + [pile[-1]]
        out = []
        for i in range(len(pile) - 2, -1, -1):
            d = pile[i]
            have.append(d)
            if usable(d, have, fit):
                out.append(d)
        return out

    def legal_actions(self, state: StuartState) -> list[Action]:
        if state.over:
            return []
        seat = seat_to_move(state)
        t = state.table
        if state.phase == "draw":
            acts = []
            if t.zones["stock"]:
                acts.append(Action("draw", seat, zone="stock"))
            if t.zones["discard"]:
                acts.append(Action("take", seat, zone="discard"))
                acts.extend(Action("scoop", seat, (d,)) for d in self.scoopable(state, seat))
            if not t.zones["stock"]:
                acts.append(Action("stop", seat))
            return acts
        hand = t.zones[state.hands[seat]]
        acts = []
        if state.turn_no >= state.players and not state.first_down:
            must = state.must_use
            if may_meld(hand):
                melds = M.find_melds(hand, ACES)
                if must >= 0:
                    melds = [m for m in melds if must in m]
                acts.extend(Action("meld", seat, m) for m in melds)
            if state.down[seat]:
                mine = (must,) if must >= 0 else hand
                for z in state.melds:
                    f = state.fit[z]
                    acts.extend(Action("lay_off", seat, (c,), z) for c in mine if c in f)
        if state.must_use < 0:
            acts.extend(discards(seat, hand, state.taken))
        return acts

    def step(self, state: StuartState, action: Action) -> None:
        t = state.table
        seat, kind = action.seat, action.kind
        hand_zone = state.hands[seat]
        if kind in ("draw", "take"):
            draw_or_take(state, action)  # the stock is never refilled
            return
        if kind == "scoop":
            deepest = action.cards[0]
            pile = t.zones["discard"]
            taken = pile[pile.index(deepest):]
            if t.log is not None:
                t.announce("scoop", seat=seat, cards=Cards(taken), deepest=Card(deepest))
            for c in taken:
                t.move(c, hand_zone, False)
            state.must_use = deepest
            state.phase = "play"
            return
        if kind == "stop":
            if t.log is not None:
                t.announce("stop", seat=seat)
            self.end_deal(state, None)
            return
        if kind == "meld":
            state.meld_count += 1
            z = t.add_zone(f"meld{state.meld_count}", "meld", seat, "row", label="Meld")
            mkind = M.meld_kind(action.cards, ACES)
            assert mkind is not None  # a legal meld is a set or a run
            state.melds.append(z)
            state.meld_kind[z] = mkind
            state.meld_cards[z] = tuple(action.cards)
            state.fit[z] = fit_cards(mkind, action.cards)
            if mkind == "run":
                ranks = M.run_ranks(action.cards, ACES)
                high = ranks is not None and ranks[-1] == 14
                order = sorted(action.cards, key=lambda c: 14 if high and C.RANK[c] == 1 else C.RANK[c])
            else:
                order = sorted(action.cards)
            for c in order:
                t.move(c, z, True)
            if not state.down[seat]:
                state.down[seat] = True
                state.first_down = True
            if state.must_use in action.cards:
                state.must_use = -1
        elif kind == "lay_off":
            c, base = action.cards[0], action.zone
            assert base is not None  # a lay-off names its meld
            cards = state.meld_cards[base] + (c,)
            state.meld_cards[base] = cards
            state.fit[base] = fit_cards(state.meld_kind[base], cards)
            owner = t.specs[base].owner
            z = base if owner == seat else f"{base}+{seat}"
            if z not in t.zones:
                t.add_zone(z, "meld", seat, "row", label="Lay-offs")
                state.extends[z] = base
            t.move(c, z, True, self._slot(state, base, z, c))
            if c == state.must_use:
                state.must_use = -1
        elif kind == "discard":
            t.move(action.cards[0], "discard", True)
        if not t.zones[hand_zone]:
            if t.log is not None:
                t.announce("out", seat=seat)
            self.end_deal(state, seat)
        elif kind == "discard":
            if end_turn(state, seat):
                self.end_deal(state, None)
                return
            state.turn_no += 1
            state.first_down = False

    def _slot(self, state: StuartState, base: str, z: str, c: int) -> int:
        """Where a laid-off card lies in its zone: runs stay in sequence."""
        lst = state.table.zones[z]
        if state.meld_kind[base] != "run":
            return len(lst)
        ranks = M.run_ranks(state.meld_cards[base], ACES)
        high = ranks is not None and ranks[-1] == 14

        def key(x: int) -> int:
            return 14 if high and C.RANK[x] == 1 else C.RANK[x]

        k = key(c)
        return sum(1 for x in lst if key(x) < k)

    def laid_points(self, state: StuartState, seat: int) -> int:
        """The value of every card ``seat`` has on the table: melds and lay-offs."""
        t = state.table
        return sum(card_points(t.zones[z]) for z in t.owned(seat, "meld"))

    def end_deal(self, state: StuartState, out: int | None) -> None:
        """Someone went out (``out``), or the deal stopped (None): laid cards score, held ones cost."""
        t = state.table
        laid = [self.laid_points(state, s) for s in range(state.players)]
        held = [card_points(t.zones[h]) for h in state.hands]
        net = [a - b for a, b in zip(laid, held)]
        self.close_deal(state, net, (out, tuple(laid), tuple(held), tuple(net)), show=state.hands,
                        out=out, laid=laid, held=held)

    def game_ends(self, state: StuartState) -> bool:
        limit = state.options["max_deals"]
        return self.reached(state, state.options["target"]) or bool(limit and state.deal_no >= limit)


