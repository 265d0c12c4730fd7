"""How Oh Heck! reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ...engine import cards as C
from ...engine.present import Counter, Phrase, Presentation, Role
from .. import tricks as T

PRESENTATION = Presentation(
    events={
        "trick": Phrase("{name} takes the trick with the {card}", "You take the trick with the {card}", actor="winner"),
    },
    actions={
        "bid": Phrase("{name} bids {number}", "You bid {number}"),
        "take_back": Phrase("{name} takes back the bid of {number}", "You take back your bid of {number}"),
        "play": Phrase("{name} plays the {card}", "You play the {card}"),
    },
    counters=(
        Counter("deal", "Deal"),
        Counter("hand_size", "Cards each"),
        Counter("dealer", "Dealer", "seat"),
        Counter("trumps", "Trumps", "suit", role=Role.TRUMP_SUIT),
        Counter("score", "Score", "column", note="", unit=" pts"),
        Counter("bid", "Bid", "column", note="bid "),
        Counter("tricks", "Tricks", "column", note="won "),
    ),
    # state.sheet: (hand size, bids, tricks taken, points) of each finished hand
    sheet=("Cards each", "Bid", "Tricks", "Points"),
    pile_units={"Tricks": ("trick", "tricks", 0)},  # a seat's won tricks: counted in tricks, not cards
)


def coach_reason(game, state, action) -> str | None:
    """The coach's word on playing a card, in the game's terms, from what the seat sees:
    what it does to the trick, and which of the seat's high cards it spends or keeps."""
    if action.kind != "play" or not action.cards:
        return None
    c = action.cards[0]
    zones = state.table.zones
    hand, trick, trump = zones[state.hands[action.seat]], zones["trick"], state.trump
    suit, high = T.SUIT, T.HIGH
    if trick:
        best = state.win_card
        if T.beats(c, best, trump):
            words = "takes the trick" if len(trick) == state.players - 1 else f"beats the {C.long_name(best)} so far"
        elif suit[c] != suit[trick[0]] and suit[c] != trump:
            words = "throws it away"
        else:
            words = f"stays under the {C.long_name(best)}"
    else:
        words = "leads it"
    mine = sorted((x for x in hand if suit[x] == suit[c] and x != c), key=high.__getitem__)
    if mine and high[mine[-1]] > high[c] and high[mine[-1]] >= 13:
        words += f", keeps your {C.long_name(mine[-1])} to take a trick later"
    elif high[c] >= 12 and (not mine or high[mine[-1]] < high[c]):
        words += f", spends your {C.long_name(c)}"
    return words
