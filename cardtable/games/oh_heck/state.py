"""Oh Heck!'s declared state (its own module, so the rules and the AI hooks both read it)."""

from __future__ import annotations

from ...engine.state import State


class HeckState(State):
    """Oh Heck!'s state: the table's zones, the schedule, and the hand in play."""

    __slots__ = ("hands", "won", "sizes", "hand_size", "trump", "bids_made", "leader", "win_card", "win_seat",
                 "last_trick", "void", "checking", "took_back")
    hands: tuple[str, ...]  # each seat's hand zone
    won: tuple[str, ...]  # each seat's pile of tricks won
    sizes: tuple[int, ...]  # the hand sizes of the whole game, in order
    hand_size: int
    trump: int | None  # the trump suit of the hand, or None
    bids_made: int
    leader: int  # who led the trick in play
    win_card: int  # the card winning the trick in play (-1: none yet)
    win_seat: int
    last_trick: tuple[int, tuple[int, ...], int] | None  # leader, cards, winner: shown on demand
    void: list[int]  # per seat, a bit per suit it has shown out of this hand (public)
    checking: bool  # option change_bid: the seat to move has bid and may still take it back
    took_back: int  # a bit per seat that took back a bid this hand (once a hand)
