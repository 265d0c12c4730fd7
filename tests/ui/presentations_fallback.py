"""TEMPORARY, tests only: what the games said on the screen before they declared a
``Presentation`` (issue 12). Another branch gives each game its own presentation; until
that is merged every game has the plain one, and the screen tests that need the old
words, columns and the last trick install this. Once the games declare theirs,
``install`` does nothing (the lead removes this module at merge)."""

from __future__ import annotations

from cardtable.engine.game import Game
from cardtable.engine.present import PLAIN, Counter, Phrase, Presentation
from cardtable.games import MODULES, get_game

_TOASTS = {
    "trick": Phrase("{name} takes the trick", actor="winner"),
    "say_uncle": Phrase('{name} says "Uncle!"'),
    "pass": Phrase("{name} passes"),
    "stop": Phrase("{name} stops the deal"),
    "out": Phrase("{name} goes out!"),
    "scoop": Phrase("{name} scoops {n} cards"),
    "turn_over": Phrase("The discard pile becomes the stock", actor=None),
    "show": Phrase("{name} shows"),
    "challenge": Phrase("{name} challenges for {bid}!"),
    "chips": Phrase("{name} takes {amount} chips"),
    "call": Phrase("{name} calls {total}"),
    "bet_won": Phrase("{name} wins the challenge"),
    "bet_lost": Phrase("{name} hits a skull"),
    "card_lost": Phrase("{name} loses a card"),
    "reveal": Phrase("{name} turns up cards"),
    "named": Phrase("{name} names a player to start"),
    "tiebreak": Phrase("A tie: cards are drawn to break it", actor=None),
}
_COUNTERS = (
    Counter("deal", "Deal"), Counter("hand_size", "Cards each"), Counter("pot", "Pot"), Counter("target", "Target"),
    Counter("dealer", "Dealer", "seat"), Counter("first", "First", "seat"),
    Counter("challenger", "Challenger", "seat"), Counter("leader", "Leader", "seat"),
    Counter("caller", "Caller", "seat"), Counter("bidder", "Bidder", "seat"),
    Counter("trumps", "Trumps", "suit"), Counter("total", "Total"),
    Counter("score", "Score", "column", note="", unit=" pts"), Counter("bid", "Bid", "column", note="bid "),
    Counter("tricks", "Tricks", "column", note="won "), Counter("chips", "Chips", "column", note="chips "),
    Counter("cards", "Cards", "column"),
)
_SHEETS = {
    "oh-heck": ("Cards each", "Bid", "Tricks", "Points"),
    "rummy": ("Out", "In hand", "Points"),
    "uncle-stuart": ("Out", "Laid down", "In hand", "Points"),
    "say-uncle": ("Called", "Winner", "Straight flush", "Points"),
    "skull": ("Deal", "Challenger", "Bid", "Result", "Skull of", "Out"),
    "show": ("Shown by", "In hand", "Points"),
    "man-from-uncle": ("Deal", "Total", "Uncles"),
}
_SEATS = frozenset({"Out", "Called", "Winner", "Caller", "Challenger", "Skull of", "Shown by"})


def old_presentation(game_id: str) -> Presentation:
    return Presentation(events=_TOASTS, counters=_COUNTERS, sheet=_SHEETS.get(game_id, ()), sheet_seats=_SEATS,
                        sheet_lists={"Uncles": "Uncle! {name} at {v1}: {v2} chips"}, tricks=game_id == "oh-heck")


def _last_trick(self, state):
    return state.last_trick


def install(monkeypatch) -> None:
    """Give every game still on the plain presentation the screen's old words (and Oh Heck! its last trick)."""
    for gid in MODULES:
        cls = type(get_game(gid))
        if cls.presentation is PLAIN:
            monkeypatch.setattr(cls, "presentation", old_presentation(gid))
        if gid == "oh-heck" and cls.last_trick is Game.last_trick:
            monkeypatch.setattr(cls, "last_trick", _last_trick)
