"""The rules tests' shorthand: cards by name, and a move by the seat to move in a few words."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from cardtable.engine import Action
from cardtable.engine import cards as C


def cs(text: str) -> list[int]:
    """The cards named in ``text`` ("7C 10D AS"), in that order."""
    return [C.parse(x) for x in text.split()]


def acting(game, piles: Mapping[str, str] | None = None, own: str | None = None) -> Callable[..., list]:
    """``act(state, kind, *names, zone=None, number=None)`` for ``game``: the seat to move does ``kind``
    with the cards named (each argument one name or several; a meld's cards in id order) and ``number``,
    at ``zone``; with no zone given, a kind in ``piles`` goes to that pile and, with ``own`` given, any
    other kind to the seat's own zone (``own`` and the seat's number). It returns the move's events."""

    def act(state, kind: str, *names: str, zone: str | None = None, number: int | None = None) -> list:
        cards = tuple(cs(" ".join(names)))
        if kind == "meld":
            cards = tuple(sorted(cards))
        if zone is None:
            zone = (piles or {}).get(kind, None if own is None else f"{own}{state.to_move}")
        return game.apply(state, Action(kind, state.to_move, cards, zone, number))

    return act


def dealt_last(game, players: int, seed: int = 0, deck=None, **options):
    """The first game of ``game`` from ``seed`` on whose dealer is the last seat: seat 0 moves first."""
    for s in range(seed, seed + 1000):
        state = game.new_state(players, s, options, deck=deck)
        if state.dealer == players - 1:
            return state
    raise AssertionError("no seed gives that dealer")


def lay_out(state, hands: list[str] | tuple[str, ...] | None = None, discard: str | None = None):
    """The cards where a test wants them: seat ``s``'s hand goes back to the stock and it is given the
    cards named in ``hands[s]`` (the seats beyond keep theirs); with ``discard``, the discard pile goes
    back and the cards named are laid on it face up, bottom first (from wherever they are)."""
    t = state.table
    for z in [*state.hands[:len(hands or ())], *(("discard",) if discard is not None else ())]:
        for c in list(t.zones[z]):
            t.move(c, "stock", False)
    for s, text in enumerate(hands or ()):
        for c in cs(text):
            t.move(c, state.hands[s], False)
    for c in cs(discard or ""):
        if t.where[c] != "stock":
            t.move(c, "stock", False)
        t.move(c, "discard", True)
    return state
