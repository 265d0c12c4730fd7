"""The keys, in words: one list, shown by the help overlay (``?``) and at the end of every
game's rules, so that what is written is what the table does; and a replay's own (``?`` in a replay)."""

from __future__ import annotations

import pygame

KEYS: tuple[tuple[str, str], ...] = (
    ("Tab, arrows", "move the focus between your cards, the piles and the buttons (Shift+Tab goes back); "
                    "after your move it comes back to your hand"),
    ("Enter or Space", "do what the focus shows: pick a card, play it (or hear why not), take a pile, press a button"),
    ("Enter with no focus or on Hint", "make the move the hint suggests, once a hint is shown"),
    ("Digits", "choose that number where a move is a number (1 then 0 makes 10)"),
    ("Esc", "let go of the picked cards; with none picked, open the menu"),
    ("H", "a hint (playing alone against computers)"),
    ("U or Ctrl+Z", "take your last move back (playing alone); Enter on Undo asks first, Enter again takes it back"),
    ("Page Up, Page Down", "scroll the Moves log back to earlier moves, or on to the newest"),
    ("Shift+Page Up, Shift+Page Down", "scroll the coach's box, when its words do not all fit"),
    ("T", "the last trick"),
    ("S", "the score sheet"),
    ("R", "say the game's situation again (with speech on)"),
    ("F1", "this game's rules"),
    ("?", "this list of keys"),
    ("F11", "fullscreen, or back to the window"),
)


REPLAY_KEYS: tuple[tuple[str, str], ...] = (
    ("Space", "pause the replay, or play on"),
    ("Right, Left", "the next move, or back a move (paused or not)"),
    ("Page Down, Page Up", "the next deal's start; this deal's start (again: the deal before)"),
    ("Home", "back to the first move"),
    ("Ctrl+Page Up, Ctrl+Page Down", "scroll the Moves log (with Shift instead of Ctrl: the box of values)"),
    ("1, 2, 3, 4 or + and -", "the replay's speed: half, normal, twice, four times"),
    ("Tab", "move the focus between the buttons; Enter presses the one it is on"),
    ("Esc", "the menu: main menu, Past games"),
    ("?", "this list of keys"),
)


def key_lines(replay: bool = False, digits: str | None = None) -> list[str]:
    """The keys as lines of text: "Tab, arrows: move the focus ...". ``replay``: the keys of a replay;
    ``digits``: what typing a number does in the game shown, in its words (``Presentation.typed_number``;
    "": nothing, the digits' line is left out; None: no game, the general line)."""
    return [f"{k}: {digits if k == 'Digits' and digits else what}."
            for k, what in (REPLAY_KEYS if replay else KEYS) if digits is None or digits or k != "Digits"]


def is_help_key(e: pygame.event.Event) -> bool:
    """The key that asks for the list of keys: '?' however the keyboard makes it."""
    if e.type != pygame.KEYDOWN:
        return False
    return getattr(e, "unicode", "") == "?" or e.key == pygame.K_QUESTION or (
        e.key == pygame.K_SLASH and bool(e.mod & pygame.KMOD_SHIFT))
