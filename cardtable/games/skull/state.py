"""Skull & Roses: its cards, its declared state, and whose turn it is."""

from __future__ import annotations

from ...engine import cards as C
from ...engine.state import State

ROSE_COUNT = 3


def is_skull(c: int) -> bool:
    return C.RANK[c] >= C.JACK


def deck() -> list[int]:
    """The 48 cards of the game: every card of one pack but the aces."""
    return [c for c in C.standard_deck() if C.RANK[c] != C.ACE]


class SkullState(State):
    """Skull & Roses' state. A "deal" is a round; ``dealer`` sits at the first
    round's first player's right and never changes."""

    __slots__ = ("hands", "mats", "lost", "out", "winner", "first", "to_place", "placed", "high", "bidder",
                 "passed", "revealed", "roses", "skull_owner", "spoke", "bold")
    hands: tuple[str, ...]  # each seat's hand zone
    mats: list[str]  # each seat's mat: its stack of cards laid face down
    lost: list[str]  # each seat's cards lost for good
    out: list[bool]  # out of the game
    winner: int | None
    first: int  # the first player of the round
    to_place: int  # players still to lay their first card
    placed: int  # cards on all the mats
    high: int  # the high bid
    bidder: int | None  # the high bidder, then the challenger
    passed: list[bool]  # passed in this bidding
    revealed: list[int]  # cards turned over on each mat
    roses: int  # roses face up in this reveal
    skull_owner: int | None  # whose skull the challenger met
    spoke: list[int]  # bids each seat has made this game (public: for the computers' beliefs)
    bold: list[int]  # of them, bids beyond what a careful player could count on (``beliefs.public_reach``)


def challenger(state: SkullState) -> int:
    """The high bidder, then the challenger (``bidder``), where one is meant: from a round's first bid
    to its end. ``ValueError`` before anyone has bid."""
    c = state.bidder
    if c is None:
        raise ValueError("nobody has bid yet this round")
    return c


def next_in(state: SkullState, seat: int) -> int:
    """The next player clockwise still in the game."""
    n, out = state.players, state.out
    s = (seat + 1) % n
    while out[s]:
        s = (s + 1) % n
    return s


def next_bidder(state: SkullState, seat: int) -> int:
    """The next player clockwise still in the game and in the bidding."""
    n, out, passed = state.players, state.out, state.passed
    s = (seat + 1) % n
    while out[s] or passed[s]:
        s = (s + 1) % n
    return s


def bidders(state: SkullState) -> int:
    """How many players are still in the bidding."""
    out, passed = state.out, state.passed
    return sum(1 for s in range(state.players) if not out[s] and not passed[s])


def public_reach(state: SkullState, seat: int) -> int:
    """The most a careful player in ``seat`` would bid, as the others can count it: every card
    of its own stack (only it knows whether they are roses) and one in two of the others'."""
    zones = state.table.zones
    own = len(zones[state.mats[seat]])
    others = sum(len(zones[state.mats[o]]) for o in range(state.players) if o != seat)
    return max(1, own + (others + 1) // 2)
