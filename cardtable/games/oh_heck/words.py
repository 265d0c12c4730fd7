"""How Oh Heck! reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ...engine import cards as C
from ...engine.actions import Action
from ...engine.kits import HindsightRow
from ...engine.options import Preset
from ...engine.present import Counter, Phrase, Presentation, Role
from ...engine.words import Words, over_said, turn_checked
from .. import tricks as T
from .rules import OhHeckRules
from .rules_text import RULES
from .state import HeckState

PRESENTATION = Presentation(
    typed_number="bid that number (1 then 0 bids 10)",
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


def coach_reason(part: Words[OhHeckRules, HeckState], state: HeckState, action: Action) -> str | None:
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


def hindsight_lines(rows: list[HindsightRow], names: list[str]) -> list[str]:
    """"Could I have made it?" in words, one line a seat."""
    lines = []
    for r in rows:
        s = r["seat"]
        who = names[s] if 0 <= s < len(names) else f"Seat {s + 1}"
        upto = r.get("upto", r["most"])
        settled = upto == r["most"]
        if settled:
            most = f"{r['most']}"
        elif r["most"] > 0:
            most = f"at least {r['most']}, at most {upto} (not worked out further in the time allowed)"
        else:
            most = f"at most {upto} (not worked out further in the time allowed)"
        made = "made it" if r["bid"] == r["took"] else "missed"
        if r["bid"] == 0:  # a bid of 0 is made by avoiding tricks: the most that could be won says nothing of it
            lines.append(f"{who} bid 0, took {r['took']} ({made}): a bid of 0 is made by avoiding every trick.")
            continue
        line = (f"{who} bid {r['bid']}, took {r['took']} ({made}). With every card open and the others "
                f"playing to stop it, the most tricks {who} could have made sure of: {most}")
        if r["bid"] > upto:
            line += f", so the others could have kept {who} from the bid"
        lines.append(line + ".")
    return lines


class HeckWords(Words[OhHeckRules, HeckState]):
    """Oh Heck!'s words: the rules text, the presets, every sentence it says."""

    presets = (
        Preset("As written", "Must trump, must win the trick if able, the dealer's hook, and a bid may be "
               "taken back until the next player bids.", (("change_bid", True),)),
        Preset("Bids stand", "As written, but a bid once made stands (one click a bid)."),
        Preset("Plain (as played elsewhere)", "Follow suit if you can, and nothing more: no duty to trump "
               "or to win the trick.", (("must_trump", False), ("must_win", False))),

    )
    rules_text = RULES
    summary = "Bid the exact number of tricks you will take; a miss scores nothing."
    presentation = PRESENTATION

    def describe(self, state: HeckState, action: Action) -> str:
        if action.kind == "keep_bid":
            return f"keep the bid of {action.number}"
        if action.kind == "take_back":
            return f"take back the bid of {action.number}"
        return super().describe(state, action)

    @over_said
    def prompt(self, state: HeckState) -> str:
        if state.phase == "bid" and state.checking:
            bid = state.table.counters["bid"][state.to_move]
            return f"You bid {bid}. Keep it, or take it back and bid again (once a hand)?"
        if state.phase == "bid":
            msg = f"Bid how many tricks? (0 to {state.hand_size})"
            if state.to_move == state.dealer and state.options["hook"]:
                banned = state.hand_size - sum(b for b in state.table.counters["bid"] if b is not None)
                if 0 <= banned <= state.hand_size:
                    msg += f" As dealer you may not bid {banned}."
            return msg
        trick = state.table.zones["trick"]
        if not trick:
            return "Lead a card."
        led = T.SUIT[trick[0]]
        suits = {T.SUIT[a.cards[0]] for a in self.game.legal_actions(state) if a.cards}
        if suits == {led}:
            return f"Follow {C.SUIT_NAMES[led]}."
        if suits == {state.trump}:
            return f"You have no {C.SUIT_NAMES[led]}: play a trump."
        return f"You have no {C.SUIT_NAMES[led]}: play any card."

    @turn_checked
    def why_illegal(self, state: HeckState, action: Action) -> str:
        if state.phase == "bid" and state.checking:
            return "keep your bid, or take it back and bid again"
        if state.phase == "bid":
            if action.kind == "take_back":
                return ("a bid can be taken back only just after it is made, once a hand"
                        if state.options["change_bid"] else "bids cannot be changed at this table")
            if action.kind != "bid":
                return "bid first: how many tricks will you take?"
            if action.number is None or not 0 <= action.number <= state.hand_size:
                return f"a bid is 0 to {state.hand_size}"
            return (f"the hook: as dealer you may not bid {action.number}, "
                    "or the bids would add up to the tricks")
        if action.kind != "play" or len(action.cards) != 1:
            return "play one card"
        card = action.cards[0]
        if state.table.where[card] != state.hands[action.seat]:
            return "that card is not in your hand"
        return T.why_not(state.table.zones[state.hands[action.seat]], state.table.zones["trick"], card,
                         state.trump, state.win_card, state.options["must_trump"], state.options["must_win"])

    coach_reason = coach_reason
