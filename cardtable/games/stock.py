"""The stock, which the draw-and-discard games share: its table, its refills (turn or shuffle
used cards into a new stock), its bookkeeping through a deal (turns, turnovers, the last
turns once it is gone), and the draw-or-take turn of the rummy games."""

from __future__ import annotations

from typing import Protocol, TypeVar

from ..engine import cards as C
from ..engine.actions import Action
from ..engine.game import Game
from ..engine.present import Phrase
from ..engine.state import State
from ..engine.table import Table

S = TypeVar("S", bound=State)


class StockState(State):
    """A state whose game keeps the stock's bookkeeping through a deal (``new_deal``,
    ``stock_gone``, ``turn_done``)."""

    __slots__ = ("turns", "final")
    turns: int  # turns played this deal
    final: int  # turns left once the stock is gone for good (-1: it is not)


class HandsState(StockState):
    """A stock game's state that gives each seat a hand zone."""

    __slots__ = ("hands",)
    hands: tuple[str, ...]  # each seat's hand zone


class Counting(Protocol):
    """What the stock's bookkeeping through a deal reads and writes (``stock_gone``, ``turn_done``):
    a ``StockState``'s, or a state that keeps the same fields."""

    players: int
    table: Table
    turns: int
    final: int


class Taking(Counting, Protocol):
    """What the draw-or-take turn reads and writes (``draw_or_take``, ``end_turn``)."""

    to_move: int | None
    phase: str
    hands: tuple[str, ...]
    taken: int  # the card taken from the discards this turn (-1: none)


def open_table(state: HandsState, stock_label: str = "Stock", discard_layout: str = "stack") -> None:
    """The table the draw-and-discard games share: one pack in the stock, a discard
    pile, a hand per seat, scores at 0 (the engine draws the first dealer)."""
    n, t = state.players, state.table
    state.cards = tuple(C.standard_deck())
    t.add_zone("stock", "stock", label=stock_label)
    t.add_zone("discard", "discard", layout=discard_layout, label="Discards")
    state.hands = tuple(t.add_zone(f"hand{s}", "hand", s, "fan") for s in range(n))
    for c in state.cards:
        t.place(c, "stock")
    t.set("score", [0] * n)


def refill(game: Game[S], state: S, stock: str, sources: list[str], keep_top: bool = False,
           shuffle: bool = True) -> int:
    """Move the cards of ``sources`` (all but each one's top card with ``keep_top``)
    face down into ``stock`` and shuffle them; with ``shuffle`` off the pile is
    turned over as it lies, so its order is known to all. Returns how many moved."""
    t = state.table
    moved = 0
    for src in sources:
        cards = t.zones[src]
        take = cards[:-1] if keep_top else list(cards)
        if not shuffle:
            take = take[::-1]  # turning the pile over puts its top card at the bottom
        for c in take:
            t.move(c, stock, False)
        moved += len(take)
    if moved and shuffle:
        game.shuffle(state, stock)
    elif moved:
        t.announce("turn_over", zone=stock, n=moved)
    return moved


# How the stock's moves read in every game that has them (a game's presentation takes them in
# with ``**``): the turn-over that ``refill`` announces, and a draw (its card hidden from the
# others) or a take from the discards.
TURN_OVER_WORDS = {"turn_over": Phrase("The discard pile becomes the stock", actor=None)}
DRAW_TAKE_WORDS = {
    "draw": Phrase("{name} draws the {card} from the stock", "You draw the {card} from the stock",
                   hidden="{name} draws from the stock"),
    "take": Phrase("{name} takes the {card} from the discards", "You take the {card} from the discards"),
}


# So that a round always ends, even if everyone keeps taking the discard instead of drawing:
# our limit, far beyond any round people play (the rules texts name it).
TURN_LIMIT = 200  # turns per player in one round


def new_deal(state: Counting) -> None:
    """A deal begins: the stock's bookkeeping starts again. No turn played yet (``turns``),
    the stock not gone (``final`` -1). (A game that turns its discards over into a new stock
    counts none turned over yet itself.)"""
    state.turns = 0
    state.final = -1


def stock_gone(state: Counting) -> None:
    """The stock is gone for good: every player has one more turn, counting the turn in
    play, and then the round ends (``turn_done``). Asks for ``final`` on the state."""
    if state.final < 0:
        state.final = state.players
        if state.table.log is not None:
            state.table.announce("last_turns", n=state.players)


def turn_done(state: Counting) -> bool:
    """A turn has ended: count it. True when the round must end now: the last turns after
    the stock was gone are played, or the round has reached ``TURN_LIMIT`` turns a player.
    Asks for ``turns`` (0 at the deal) and ``final`` (-1 at the deal) on the state."""
    state.turns += 1
    if state.final > 0:
        state.final -= 1
        if state.final == 0:
            return True
    if state.turns < TURN_LIMIT * state.players:
        return False
    if state.table.log is not None:
        state.table.announce("turn_limit", n=TURN_LIMIT)
    return True


# -- the draw-or-take turn (Basic Rummy, Uncle Stuart's Game) ----------------------------------
# A turn begins with a draw from the stock or a take of the discard pile's top card (phase
# "draw"), goes on with the game's own plays (phase "play"), and ends with a discard. Asks for
# ``hands``, ``taken`` (the card taken this turn, -1: none), ``turns`` and ``final``.

def draw_or_take(state: Taking, action: Action, last: bool = True) -> None:
    """The turn's first move: ``draw`` the stock's top card, or ``take`` the discard pile's
    top card (remembered as ``taken``: see ``discards``), face down into the player's hand;
    the turn goes on to "play". The stock is gone for good when a draw empties it, if it is the
    ``last`` (a game that turns its discards over into a new stock, once, does that before the
    draw that needs it and says whether it has)."""
    t = state.table
    hand = state.hands[action.seat]
    if action.kind == "take":
        state.taken = t.zones["discard"][-1]
        t.move(state.taken, hand, False)
    else:
        t.move(t.zones["stock"][-1], hand, False)
        if not t.zones["stock"] and last:
            stock_gone(state)
    state.phase = "play"


def discards(seat: int, hand: list[int], taken: int) -> list[Action]:
    """The turn's last move, a discard: any card of the hand but the one taken from the
    discard pile this turn, unless it is the last card (a player may always go out)."""
    return [Action("discard", seat, (c,)) for c in hand if c != taken or len(hand) == 1]


def end_turn(state: Taking, seat: int) -> bool:
    """``seat`` has discarded and kept cards: the turn is counted (``turn_done``). True when
    the deal must end now; else the next player is to draw, nothing taken yet."""
    if turn_done(state):
        return True
    state.to_move = (seat + 1) % state.players
    state.phase = "draw"
    state.taken = -1
    return False
