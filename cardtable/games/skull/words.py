"""How Skull & Roses reads: its events in words, its numbers, its score sheet."""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.options import Preset
from ...engine.present import Counter, Phrase, Presentation
from ...engine.state import seat_to_move
from ...engine.words import Words, over_said, turn_checked
from .rules import SkullRules
from .rules_text import RULES
from .state import SkullState, is_skull

PRESENTATION = Presentation(
    typed_number="bid that many cards (1 then 0 bids 10)",
    card_words=lambda c: "skull" if is_skull(c) else "rose",
    events={
        # a challenge opens the bidding: the bid may still be raised (the highest bidder turns the cards up)
        "challenge": Phrase("{name} challenges: each in turn raises the bid of {bid} or passes",
                            "You challenge: each in turn raises your bid of {bid} or passes"),
        "pass": Phrase("{name} passes", "You pass"),
        "reveal": Phrase("{name} is the challenger at {bid} and turns up cards, their own first",
                         "You are the challenger at {bid}: turn up cards, your own first"),
        "turned": Phrase("{name} turns up {mat_whose} {card}", "You turn up {mat_whose} {card}"),
        "bet_won": Phrase("{name} wins the challenge", "You win the challenge"),
        "bet_lost": Phrase("{name} hits {skull_owner_whose} skull: the bet is lost",
                           "You hit {skull_owner_whose} skull: the bet is lost"),
        # why the challenger's hand goes face down: it is mixed for the skull's owner's blind pick
        "mixed": Phrase("{name} picks one of {challenger_whose} cards blind, to go for good: "
                        "{challenger_whose} hand is mixed face down",
                        "You pick one of {challenger_whose} cards blind, to go for good: the hand is mixed face down"),
        "card_lost": Phrase("{name} loses a {card}", "You lose your {card}"),  # a card only to the others
        "out": Phrase("{name} is out of the game", "You are out of the game"),
        "named": Phrase("{name} names {first_name} to start", "You name {first_name} to start"),
    },
    actions={
        "place": Phrase("{name} places a card", "You place a {card}"),
        "bid": Phrase("{name} bids {number}", "You bid {number}"),
        "take_card": Phrase("{name} takes a card from {whose} hand", "You take a card from {whose} hand"),
        "discard": Phrase("{name} gives up a card", "You give up a {card}"),
    },
    counters=(
        Counter("deal", "Deal"),
        Counter("first", "First", "seat"),
        Counter("bid", "Bid"),
        Counter("challenger", "Challenger", "seat"),
        Counter("score", "Score", "column", note="", unit=" pts"),
    ),
    # state.sheet: (round, challenger, bid, "won"/"lost", skull owner or None, challenger put out)
    sheet=("Deal", "Challenger", "Bid", "Result", "Skull of", "Out"),
    sheet_seats=frozenset({"Challenger", "Skull of", "Out"}),
    sheet_nobody={"Out": "Nobody went out"},
    linger=frozenset({"turned", "mixed"}),  # each card turned up in a challenge stays to be read, and why hands go down
)


ORDINALS = ("first", "second", "third", "fourth")  # a place in a hand of up to four


class SkullWords(Words[SkullRules, SkullState]):
    """Skull & Roses's words: the rules text, the presets, every sentence it says."""

    presets = (
        Preset("As written", "The challenger may stop inside their own stack once the bid is reached "
               "(our reading of the rules)."),
        Preset("The boxed game", "The challenger turns over all of their own stack first.",
               (("whole_stack", True),)),

    )
    rules_text = RULES
    summary = "Bid how many cards you can turn over without meeting a skull; two won bets win."
    presentation = PRESENTATION

    def describe(self, state: SkullState, action: Action) -> str:
        """A move in the game's words: whose card, which place ("take {2's} second card from the left")."""
        k, z = action.kind, action.zone
        owner = state.table.specs[z].owner if z in state.table.specs else None
        if k == "take_card" and owner is not None:
            n = action.number or 0
            place = ORDINALS[n] if n < len(ORDINALS) else f"card {n + 1}"
            return f"take {{{owner}'s}} {place} card from the left"
        if k == "flip" and owner is not None:
            return f"turn over {{{owner}'s}} top card"
        if k == "name" and owner is not None:
            return f"let {{{owner}}} start the next round"
        if k in ("place", "discard") and action.cards:
            return f"{'lay' if k == 'place' else 'lose'} your {self.card_word(action.cards[0])}"
        return super().describe(state, action)

    def label(self, state: SkullState, action: Action) -> str:
        k, z = action.kind, action.zone
        if k in ("place", "discard") and action.cards:
            return f"{'lay' if k == 'place' else 'lose'} your {self.card_word(action.cards[0])}"
        if k == "flip" and z in state.table.specs:
            return f"turn over {{{state.table.specs[z].owner}'s}} top card"
        if k == "take_card" and z in state.table.specs:
            return f"take {{{state.table.specs[z].owner}'s}} card {(action.number or 0) + 1}"
        if k == "name" and z in state.table.specs:
            return f"let {{{state.table.specs[z].owner}}} start"
        return super().label(state, action)

    @over_said
    def prompt(self, state: SkullState) -> str:
        phase, seat = state.phase, seat_to_move(state)
        if phase == "place":
            return "Lay a card face down on your mat."
        if phase == "turn":
            if not state.table.zones[state.hands[seat]]:
                return f"No cards left in hand: challenge by bidding 1 to {state.placed}."
            return f"Lay another card, or challenge by bidding 1 to {state.placed}."
        if phase == "bid":
            return f"Raise the bid of {state.high} (up to {state.placed}), or pass."
        if phase == "reveal":
            return (f"Turn over the top card of another stack: {state.roses} of {state.high} "
                    f"roses so far.")
        if phase == "take":
            return "Click one of the challenger's cards, blind: it is lost for good."
        if phase == "discard":
            return "Your own skull: choose one of your cards to lose for good."
        return "You are out: choose who starts the next round."

    @turn_checked
    def why_illegal(self, state: SkullState, action: Action) -> str:
        phase = state.phase
        t = state.table
        if phase == "place":
            return "lay one card from your hand face down on your mat"
        if phase == "turn":
            if action.kind == "place":
                return "that card is not in your hand"
            if action.kind == "bid":
                return f"a challenge bids 1 to {state.placed}, the cards on the mats"
            if not t.zones[state.hands[action.seat]]:
                return f"with no cards in hand you must challenge: bid 1 to {state.placed}"
            return "lay another card, or challenge with a bid"
        if phase == "bid":
            if action.kind == "bid":
                if state.high >= state.placed:
                    return "nobody can bid higher: pass"
                if state.high + 1 == state.placed:
                    return f"the only raise left is {state.placed}, every card on the mats"
                return f"a raise is {state.high + 1} to {state.placed}"
            return "raise the bid or pass"
        if phase == "reveal":
            if action.kind == "flip" and action.zone == state.mats[action.seat]:
                return "your own stack is turned over already"
            return "turn over the top card of another player's stack that has one face down"
        if phase == "take":
            return "click one of the challenger's cards in their hand"
        if phase == "discard":
            return "choose one of the cards in your hand to lose"
        return "choose a player still in the game to start the next round"

    def card_word(self, card: int) -> str | None:
        """Every card is a skull or a rose, as the presentation words it (one definition)."""
        return PRESENTATION.card_words(card)
