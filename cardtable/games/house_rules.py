"""House rules: each game's named presets over its options (``Game.presets``), the first as
the rules are written. Where players differ in real life, a preset names the other way."""

from __future__ import annotations

from ..engine.options import Preset

HOUSE_RULES: dict[str, tuple[Preset, ...]] = {
    "say-uncle": (
        Preset("As written", "The first to 5 points wins."),
        Preset("Quick game", "The first to 3 points wins.", (("target", 3),)),
        Preset("Long game", "The first to 10 points wins.", (("target", 10),)),
    ),
    "man-from-uncle": (
        Preset("As written", "50 chips in the pot."),
        Preset("Short game", "25 chips in the pot.", (("pot", 25),)),
    ),
    "uncle-stuart": (
        Preset("As written", "To 500."),
        Preset("Short game", "To 300: the rules' shorter version.", (("target", 300),)),
        Preset("Never-ending", "To 1,000,000, as the family plays it (still ending at the deal limit).",
               (("target", 1_000_000),)),
    ),
    "show": (
        Preset("As written", "Pairs only; a tie for the lowest hand goes to the caller; a beaten caller adds 30."),
        Preset("Strict calling", "A tie beats the caller, and a beaten caller adds their own hand to the 30.",
               (("tie_penalty", True), ("penalty_adds_hand", True))),
        Preset("Any set", "Any number of cards of one rank may go at once.", (("pairs_any", True),)),
    ),
    "rummy": (
        Preset("As written", "To 100 points."),
        Preset("Short game", "To 50 points.", (("target", 50),)),
        Preset("Five deals", "A set number of deals, decided before play as the rules allow.", (("deals", 5),)),
    ),
    "skull": (
        Preset("As written", "The challenger may stop inside their own stack once the bid is reached "
               "(our reading of the rules)."),
        Preset("The boxed game", "The challenger turns over all of their own stack first.",
               (("whole_stack", True),)),
    ),
    "oh-heck": (
        Preset("As written", "Must trump, must win the trick if able, the dealer's hook, and a bid may be "
               "taken back until the next player bids.", (("change_bid", True),)),
        Preset("Bids stand", "As written, but a bid once made stands (one click a bid)."),
        Preset("Plain (as played elsewhere)", "Follow suit if you can, and nothing more: no duty to trump "
               "or to win the trick.", (("must_trump", False), ("must_win", False))),
    ),
    "golf": (
        Preset("As written", "9 holes; a hole ends as soon as one layout is all face up."),
        Preset("Plain (as played elsewhere)", "Everyone else gets one more turn after a layout is all "
               "face up, as most Golf tables play.", (("last_turns", True),)),
        Preset("18 holes", "As written, over 18 holes.", (("deals", 18),)),
    ),
}
