"""Oh Heck!'s declared state (its own module, so the rules and the AI hooks both read it)."""

from __future__ import annotations

from typing import Any

from ...engine.state import State
from .. import tricks as T

Keys = tuple[tuple[list[int], ...], ...]  # ``tricks.rule_keys``: keys[led][best][card]


class RuleKeys(dict[int | None, Keys]):
    """The trick rule as tables (``tricks.rule_keys``) for one pair of options (must trump, must win),
    by trump, each made the first time it is asked for. One per pair of options, shared by every state
    (a state names it, ``HeckState.rule_keys``, and a copy or a pickled state names the same one)."""

    __slots__ = ("must_trump", "must_win")

    def __init__(self, must_trump: bool, must_win: bool) -> None:
        super().__init__()
        self.must_trump, self.must_win = must_trump, must_win

    def __missing__(self, trump: int | None) -> Keys:
        keys = self[trump] = T.rule_keys(trump, self.must_trump, self.must_win)
        return keys

    def __reduce__(self) -> tuple[Any, ...]:  # pickled by its options: the tables are not sent
        return rule_keys, (self.must_trump, self.must_win)


_RULE_KEYS = {(mt, mw): RuleKeys(mt, mw) for mt in (False, True) for mw in (False, True)}


def rule_keys(must_trump: bool, must_win: bool) -> RuleKeys:
    """The trick rule's tables for these options (the one shared ``RuleKeys``)."""
    return _RULE_KEYS[bool(must_trump), bool(must_win)]


class HeckState(State):
    """Oh Heck!'s state: the table's zones, the schedule, and the hand in play."""

    __slots__ = ("hands", "won", "sizes", "hand_size", "trump", "bids_made", "leader", "win_card", "win_seat",
                 "last_trick", "void", "checking", "took_back", "rule_keys")
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
    # the trick rule as tables for the game's options (``RuleKeys``, shared): ``rule_keys[trump][led][best]``
    # keys each card, and the legal cards are the hand's of the lowest key (``legal_actions``)
    rule_keys: RuleKeys
