"""Uncle Stuart's Game: rummy with scooping from a spread discard pile, to 500."""

from __future__ import annotations

from ..engine import cards as C
from ..engine.actions import Action
from ..engine.game import Game
from ..engine.options import Option
from ..engine.state import State
from . import melds as M
from .stock import open_table
from .uncle_stuart_words import PRESENTATION

RULES = """\
UNCLE STUART'S GAME  (2 or 3 players, one 52-card pack)

A family rummy. Cards you have laid on the table count for you, cards still
in your hand count against you. Deals go on until somebody reaches the
target.

Card values. Twos to nines are worth 5, tens and picture cards 10, aces 15.

Dealing. The first dealer is drawn at random; the deal passes to the left
after every deal. The dealer deals one card at a time, beginning with
themself, until everyone has 7, then gives themself an eighth card. There is
no upturned card: the discard pile starts with the dealer's first discard.
The rest of the pack is the stock.

The discard pile is spread out so every card shows, the oldest at the
bottom and the newest on top.

A turn. The dealer plays first and does not draw on that first turn (the
eighth card takes its place). Every other turn starts with one of:
 - drawing the top card of the stock;
 - taking the top card of the discard pile (you may keep it as long as you
   like, but you may not throw it straight back this turn, unless it is the
   very last card in your hand: our choice, so a player can always go out);
 - scooping, allowed only once you have a meld of your own on the table:
   pick any card of the discard pile below the top one and take it together
   with every card above it. The card you scooped down to (the deepest one)
   must be used at once: the first thing you lay down afterwards must be a
   meld that contains it, or that card laid off on a meld. A scoop is only
   offered when your cards make that possible. The other scooped cards are
   yours to use now or later, or to discard (even the one that was on top).
Then you may lay down (see below) and finally you discard one card face up
onto the pile, unless you have no cards left.

Melds. A set is 3 or 4 cards of one rank. A run is 3 or more cards of one
suit in sequence; an ace may be low (A-2-3) or high (Q-K-A), but a run never
turns the corner (K-A-2 is not a run).

Laying down.
 - Nobody lays down anything in the first round, that is during each
   player's first turn of the deal.
 - A player's first lay-down of the deal is exactly one meld (of any
   length), and nothing more that turn: no second meld, no lay-off.
 - From the next turn on, you may lay down as many melds and lay off as many
   cards as you like each turn.
 - Laying off: once you have a meld of your own down, you may add single
   cards to any meld on the table, yours or another player's, as long as it
   stays a set or a run. A card laid off on somebody else's meld stays in
   front of you and scores for you, but it belongs to that meld for good: it
   can never be moved to another one. Melds are never rearranged.

End of a deal. The deal ends the moment a player has no cards in hand
(after melding, laying off or discarding). If the stock is empty, a player
starting their turn may still take from the discard pile; if they do not
(they stop), the deal ends there.

Scoring. Each player scores the value of every card they have laid on the
table (their melds and their lay-offs) minus the value of the cards still in
their hand. Negative scores are possible.

Winning. The game ends after the deal in which somebody reaches the target:
500 by default (option: any target; 300 makes a shorter game, 1,000,000 the
never-ending one). The highest total wins, even if several players passed
the target on the same deal; players tied for the highest total share the
win.

A limit. So that a game cannot run on for ever (everyone can sink below
zero), it also ends after 100 deals if nobody has reached the target by
then, and the highest total wins (option: another limit, or 0 for none).
This limit is ours, not part of the family's game.
"""

# Card values: 2-9 = 5, 10 J Q K = 10, A = 15.
POINTS: tuple[int, ...] = tuple(15 if r == 1 else 10 if r >= 10 else 5 for r in C.RANK[:52])
ACES = M.EITHER


def card_points(cards) -> int:
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


class UncleStuart(Game):
    __doc__ = RULES
    id = "uncle-stuart"
    name = "Uncle Stuart's Game"
    min_players = 2
    max_players = 3
    summary = "Rummy where you may scoop deep into the discard pile; laid cards score, held cards cost."
    options = [
        Option("target", 500, "the total that ends the game (300 for a short game, 1000000 never-ending)",
               min=1, max=1_000_000),
        Option("max_deals", 100, "the game also ends after this many deals, highest total winning "
               "(0: no limit)", min=0, max=100_000),
    ]
    presentation = PRESENTATION

    # -- dealing --------------------------------------------------------------
    def setup(self, state: State) -> None:
        open_table(state, discard_layout="spread")
        state.melds = []  # meld zones (the meld as first laid), in the order laid
        state.meld_kind = {}  # meld zone -> "set" or "run"
        state.meld_cards = {}  # meld zone -> every card of the meld, lay-offs included (a tuple)
        state.extends = {}  # lay-off zone -> the meld zone its cards belong to
        state.fit = {}  # meld zone -> the cards that could be laid off on it now (a frozenset)
        state.meld_count = 0  # melds laid in this game, for unique zone names
        self._deal(state)

    def _deal(self, state: State) -> None:
        n, t = state.players, state.table
        laid = [*state.melds, *state.extends]
        for z in ["discard", *state.hands, *laid]:
            for c in list(t.zones[z]):
                t.move(c, "stock", False)
        for z in laid:
            t.remove_zone(z)
        state.melds = []
        state.meld_kind = {}
        state.meld_cards = {}
        state.extends = {}
        state.fit = {}
        self.shuffle(state, "stock")
        d = state.dealer
        t.set("deal", state.deal_no + 1)
        t.set("dealer", d)
        t.deal("stock", [state.hands[(d + i) % n] for i in range(n)], 7)
        t.move(t.zones["stock"][-1], state.hands[d], False)
        state.down = [False] * n  # has a meld of their own on the table this deal
        state.to_move = d
        state.phase = "play"  # the dealer's first turn has no draw
        state.turn_no = 0  # turns begun this deal; the first n are the first round
        state.taken = -1  # the card taken from the top of the pile this turn
        state.must_use = -1  # the deepest card of this turn's scoop, until it is laid down
        state.first_down = False  # this turn was the player's first lay-down: nothing more

    # -- rules ------------------------------------------------------------------
    def scoopable(self, state: State, seat: int) -> list[int]:
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

    def legal_actions(self, state: State) -> list[Action]:
        if state.over:
            return []
        seat = state.to_move
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
            acts.extend(Action("discard", seat, (c,)) for c in hand if c != state.taken or len(hand) == 1)
        return acts

    def step(self, state: State, action: Action) -> None:
        t = state.table
        seat, kind = action.seat, action.kind
        hand_zone = state.hands[seat]
        if kind == "draw":
            t.move(t.zones["stock"][-1], hand_zone, False)
            state.phase = "play"
            return
        if kind == "take":
            state.taken = t.zones["discard"][-1]
            t.move(state.taken, hand_zone, False)
            state.phase = "play"
            return
        if kind == "scoop":
            deepest = action.cards[0]
            pile = t.zones["discard"]
            taken = pile[pile.index(deepest):]
            if t.log is not None:
                t.announce("scoop", seat=seat, cards=list(taken), deepest=deepest)
            for c in taken:
                t.move(c, hand_zone, False)
            state.must_use = deepest
            state.phase = "play"
            return
        if kind == "stop":
            if t.log is not None:
                t.announce("stop", seat=seat)
            self._end_deal(state, None)
            return
        if kind == "meld":
            state.meld_count += 1
            z = t.add_zone(f"meld{state.meld_count}", "meld", seat, "row", label="Meld")
            mkind = M.meld_kind(action.cards, ACES)
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
            self._end_deal(state, seat)
        elif kind == "discard":
            state.to_move = (seat + 1) % state.players
            state.phase = "draw"
            state.turn_no += 1
            state.taken = -1
            state.first_down = False

    def _slot(self, state: State, base: str, z: str, c: int) -> int:
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

    def laid_points(self, state: State, seat: int) -> int:
        """The value of every card ``seat`` has on the table: melds and lay-offs."""
        t = state.table
        return sum(card_points(t.zones[z]) for z in t.owned(seat, "meld"))

    def _end_deal(self, state: State, out: int | None) -> None:
        t, n = state.table, state.players
        laid = [self.laid_points(state, s) for s in range(n)]
        held = [card_points(t.zones[h]) for h in state.hands]
        net = [a - b for a, b in zip(laid, held)]
        for s in range(n):
            if net[s]:
                t.add_at("score", s, net[s])
        for h in state.hands:
            for c in t.zones[h]:
                if not t.up[c]:
                    t.flip(c, True)
        state.sheet.append((out, tuple(laid), tuple(held), tuple(net)))
        state.history.append(tuple(t.counters["score"]))
        t.announce("deal_end", deal=state.deal_no + 1, out=out, laid=laid, held=held, points=net,
                   totals=list(t.counters["score"]))
        state.deal_no += 1
        limit = state.options["max_deals"]
        if max(t.counters["score"]) >= state.options["target"] or (limit and state.deal_no >= limit):
            self.end_game(state)
            return
        state.dealer = (state.dealer + 1) % n
        self._deal(state)

    # -- words ------------------------------------------------------------------------
    def describe(self, state: State, action: Action) -> str:
        if action.kind == "stop":
            return "stop the deal"
        if action.kind == "scoop" and action.cards:
            return f"scoop down to the {C.long_name(action.cards[0])}"
        return super().describe(state, action)

    def prompt(self, state: State) -> str:
        if state.over:
            return "The game is over."
        t = state.table
        if state.phase == "draw":
            top = t.top("discard")
            can_scoop = bool(self.scoopable(state, state.to_move))
            scoop = ", scoop the pile" if can_scoop else ""
            if not t.zones["stock"]:
                if top is None:
                    return "The stock is empty: the deal ends."
                return f"The stock is empty: take the {C.long_name(top)}{scoop}, or stop the deal?"
            if top is None:
                return "Draw from the stock."
            return f"Draw from the stock, take the {C.long_name(top)}{scoop}?"
        if state.must_use >= 0:
            return f"Lay down the {C.long_name(state.must_use)}: in a meld or on a meld."
        if state.turn_no < state.players:
            return "First round: nobody lays down yet. Discard a card."
        if state.first_down:
            return "That was your first meld: discard a card to end your turn."
        if not state.down[state.to_move]:
            return "Lay down one meld, or discard a card to end your turn."
        return "Meld, lay off, or discard a card to end your turn."

    def why_illegal(self, state: State, action: Action) -> str:
        if state.over:
            return "the game is over"
        if action.seat != state.to_move:
            return "it is not your turn"
        t = state.table
        k = action.kind
        if state.phase == "draw":
            if k == "scoop":
                if not state.down[action.seat]:
                    return "you may scoop only once you have a meld of your own on the table"
                if not action.cards or t.where[action.cards[0]] != "discard":
                    return "scoop down to a card of the discard pile"
                if action.cards[0] == t.top("discard"):
                    return "to take just the top card, take it; a scoop goes deeper"
                return "you could not use that card at once: a scooped-to card must be laid down this turn"
            if k == "draw" and not t.zones["stock"]:
                return "the stock is empty: take from the discard pile or stop"
            if k == "stop" and t.zones["stock"]:
                return "draw first: the deal only stops when the stock is empty"
            return "start your turn: draw from the stock, take the top discard, or scoop"
        if k in ("draw", "take", "scoop", "stop"):
            return "you have already drawn this turn"
        if k in ("meld", "lay_off"):
            if state.turn_no < state.players:
                return "nobody lays down anything in the first round"
            if state.first_down:
                return "after your first meld you may lay down nothing more this turn"
            if k == "lay_off" and not state.down[action.seat]:
                return "you may lay off only once you have a meld of your own down"
            if state.must_use >= 0 and state.must_use not in action.cards:
                return f"first lay down the {C.long_name(state.must_use)} you scooped to"
            if k == "meld":
                return "a meld is a set (3 or 4 of a rank) or a run (3+ of one suit in sequence, no K-A-2)"
            return "that card does not extend that meld"
        if k == "discard":
            if state.must_use >= 0:
                return f"first lay down the {C.long_name(state.must_use)} you scooped to"
            if action.cards and action.cards[0] == state.taken:
                return "you may not throw back the card you just took from the pile"
            return "discard a card from your hand"
        return super().why_illegal(state, action)

    def evaluate(self, state: State) -> list[float]:
        if state.over:
            return super().evaluate(state)
        sc = state.table.counters["score"]
        best = max(sc)
        scale = max(min(state.options["target"], 1000), 100)
        return [max(0.0, 1.0 - (best - s) / scale) for s in sc]


    # -- AI helpers: optional hooks the search calls (cardtable/ai/ismcts.py) ----------
    ai_iterations = {"easy": 20, "medium": 100, "hard": 250}  # play-outs are long here

    def playout(self, state: State, rng) -> None:
        """Play to the end of the deal as a plain player would: take a discard that
        goes with the hand, lay down all it can, throw the highest loose card."""
        deal, rand, t = state.deal_no, rng.random, state.table
        zones, step, rank, suit = t.zones, self.step, C.RANK, C.SUIT
        while not state.over and state.deal_no == deal:
            acts = self.legal_actions(state)
            if len(acts) == 1 or rand() < 0.1:
                step(state, acts[int(rand() * len(acts))])
                continue
            hand = zones[state.hands[state.to_move]]
            if state.phase == "draw":
                top = t.top("discard")
                fits = top is not None and (any(top in f for f in state.fit.values()) or sum(
                    1 for c in hand if rank[c] == rank[top]) >= 2 or sum(
                    1 for c in hand if suit[c] == suit[top] and abs(rank[c] - rank[top]) <= 2) >= 2)
                kinds = [a.kind for a in acts]
                if (fits or "draw" not in kinds) and "take" in kinds:
                    step(state, acts[kinds.index("take")])
                else:
                    step(state, acts[kinds.index("draw")] if "draw" in kinds else acts[-1])
                continue
            melds = [a for a in acts if a.kind == "meld"]
            if melds:
                step(state, max(melds, key=lambda a: len(a.cards)))
                continue
            lay = [a for a in acts if a.kind == "lay_off"]
            if lay:
                step(state, lay[0])
                continue

            def loose(c: int, hand: list[int] = hand) -> int:
                near = sum(1 for o in hand if o != c and (rank[o] == rank[c] or (
                    suit[o] == suit[c] and abs(rank[o] - rank[c]) <= 1)))
                return POINTS[c] - 100 * near

            step(state, max(acts, key=lambda a: loose(a.cards[0])))


GAME = UncleStuart()
