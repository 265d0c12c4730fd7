"""Stock refills, which several games share: turn or shuffle used cards into a new stock."""

from __future__ import annotations

from typing import Any

from ..engine import cards as C
from ..engine.game import Game
from ..engine.state import State


class HandsState(State):
    """A state whose game gives each seat a hand zone."""

    __slots__ = ("hands",)
    hands: tuple[str, ...]  # each seat's hand zone


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


def refill(game: Game, state: State, stock: str, sources: list[str], keep_top: bool = False,
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


# So that a round always ends, even if everyone keeps taking the discard instead of drawing:
# our limit, far beyond any round people play (the rules texts name it).
TURN_LIMIT = 200  # turns per player in one round


def stock_gone(state: Any) -> None:
    """The stock is gone for good: every player has one more turn, counting the turn in
    play, and then the round ends (``turn_done``). Asks for ``final`` on the state."""
    if state.final < 0:
        state.final = state.players
        if state.table.log is not None:
            state.table.announce("last_turns", n=state.players)


def turn_done(state: Any) -> bool:
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
