"""Stock refills, which several games share: turn or shuffle used cards into a new stock."""

from __future__ import annotations

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
