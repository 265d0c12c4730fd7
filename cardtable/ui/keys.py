"""The keys, in words: one list, shown by the help overlay (``?``) and at the end of every
game's rules, so that what is written is what the table does."""

from __future__ import annotations

import pygame

KEYS: tuple[tuple[str, str], ...] = (
    ("Tab, arrows", "move the focus between your cards, the piles and the buttons (Shift+Tab goes back)"),
    ("Enter or Space", "do what the focus shows: pick a card, play it (or hear why not), take a pile, press a button"),
    ("Enter with no focus or on Hint", "make the move the hint suggests, once a hint is shown"),
    ("Digits", "bid that number (1 then 0 bids 10)"),
    ("Esc", "let go of the picked cards; with none picked, open the menu"),
    ("H", "a hint (playing alone against computers)"),
    ("U or Ctrl+Z", "take your last move back (playing alone)"),
    ("T", "the last trick"),
    ("S", "the score sheet"),
    ("R", "say the game's situation again (with speech on)"),
    ("F1", "this game's rules"),
    ("?", "this list of keys"),
    ("F11", "fullscreen, or back to the window"),
)


def key_lines() -> list[str]:
    """The keys as lines of text: "Tab, arrows: move the focus ...". """
    return [f"{k}: {what}." for k, what in KEYS]


def is_help_key(e: pygame.event.Event) -> bool:
    """The key that asks for the list of keys: '?' however the keyboard makes it."""
    if e.type != pygame.KEYDOWN:
        return False
    return getattr(e, "unicode", "") == "?" or e.key == pygame.K_QUESTION or (
        e.key == pygame.K_SLASH and bool(e.mod & pygame.KMOD_SHIFT))
