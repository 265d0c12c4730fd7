"""A game's words: the second required part of its contract (the first is its rules, ``Game``).

Everything a game says lives in one place, the game's ``words.py``: a subclass of ``Words`` that
the game's declaration names (``GameInfo(words=HighCardWords, ...)``). It is a part like the kits,
bound to its game as the game is made (``game.words``; ``self.game`` from within), so a word may
ask the rules (``self.game.legal_actions``) and the rules never hold a sentence.

What the words hold:

- ``summary`` (one line for the menu), ``rules_text`` (the rules in our words, shown on the
  rules screen and by ``cardtable rules``), ``presets`` (the named house rules over the
  options, the first as written);
- ``presentation``: how the game's events, counters, score sheet and piles read
  (``present.Presentation``);
- ``describe`` (an action in players' words), ``label`` (a button's few words), ``prompt``
  (what the seat to move is asked), ``why_illegal`` (a refused action's reason),
  ``card_word`` (what a card means in this game, when not itself) and ``coach_reason``
  (the coach's word on a move, in the game's terms).

Each has a plain default, so a game says only what differs. ``turn_checked`` decorates a game's
``why_illegal``: the game over, or another seat's turn, answered first in the same words in
every game; ``over_said`` a game's ``prompt``: the game over, said the same in every game."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

from . import cards as C
from .actions import Action
from .kits import G, Part, S
from .options import Preset
from .present import PLAIN, Presentation
from .state import State

GAME_OVER = "The game is over."  # every game's prompt once it is (``over_said``)


class Words(Part[G, S]):
    """A game's words (see the module), bound to its game."""

    summary: ClassVar[str] = ""
    rules_text: ClassVar[str] = ""
    presets: ClassVar[tuple[Preset, ...]] = ()  # named house rules over the options; the first is as written
    presentation: ClassVar[Presentation] = PLAIN  # how the game reads: events in words, numbers, sheet

    def describe(self, state: S, action: Action) -> str:
        """An action in players' words."""
        words = action.kind.replace("_", " ")
        if action.cards:
            words += " " + ", ".join(C.long_name(c) for c in action.cards)
        if action.number is not None:
            words += f" {action.number}"
        return words

    def label(self, state: S, action: Action) -> str:
        """A button's few words: exactly what pressing it does ("discard the 7 of clubs", "meld 3
        cards"). By default ``describe``, cards counted when there are several. ``{2's}`` names a
        seat's belongings: the screen reads it as "Cleo's", or "your" for the one looking."""
        if len(action.cards) > 2:
            return f"{action.kind.replace('_', ' ')} {len(action.cards)} cards"
        return self.describe(state, action)

    def prompt(self, state: S) -> str:
        """One line telling the seat to move what is asked of them."""
        return "Your move." if not state.over else GAME_OVER

    def why_illegal(self, state: S, action: Action) -> str:
        """A sentence for the player on why this action is not allowed now."""
        if action.seat != state.to_move:
            return f"it is not seat {action.seat}'s turn"
        return f"{self.describe(state, action)} is not allowed now"

    def card_word(self, card: int) -> str | None:
        """What a card means in this game when it is not just itself (Skull & Roses: a skull or
        a rose); None: the card means itself. The screen marks the cards its viewer sees with it."""
        return None

    def coach_reason(self, state: S, action: Action) -> str | None:
        """The coach's word on a move in the game's terms, from ``state`` (the seat's view);
        None: the move's value says it all."""
        return None


_W = TypeVar("_W", bound="Words[Any, Any]")  # any game's words (the decorator is the same for all)
_S = TypeVar("_S", bound=State)


def turn_checked(why: Callable[[_W, _S, Action], str]) -> Callable[[_W, _S, Action], str]:
    """Decorates a game's ``why_illegal``: "the game is over" once it is, "it is not your turn"
    for another seat's action; the game's own reasons only after both."""
    @functools.wraps(why)
    def checked(self: _W, state: _S, action: Action) -> str:
        if state.over:
            return "the game is over"
        if action.seat != state.to_move:
            return "it is not your turn"
        return why(self, state, action)
    return checked


def over_said(prompt: Callable[[_W, _S], str]) -> Callable[[_W, _S], str]:
    """Decorates a game's ``prompt``: "The game is over." once it is, in the same words in every game;
    the game's own line only while it goes on."""
    @functools.wraps(prompt)
    def said(self: _W, state: _S) -> str:
        return GAME_OVER if state.over else prompt(self, state)
    return said
