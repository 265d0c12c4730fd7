"""The table scene: the game in play, at the big screen (``scene.TableScene``), and its parts.

* ``scene``: the scene itself: the chairs it looks through, the board they feed, the buttons;
* ``flow``: the turns (the computers or a replay's record at their pace, the hand-over, the end);
* ``input``: the person's gestures, picks, drag, focus and keys;
* ``aids``: hint, undo, the last trick, the score sheet, export;
* ``coach``: the coach's values and a replayed seat's;
* ``phones``: the phones' room, their codes and requests;
* ``log``: the moves in words; ``panel``: the drawing of the table, its side panel and its bar;
* ``parts``: what each part may ask of the scene, one small typed interface each.

``TableScene`` is imported from here when first asked for (``from cardtable.ui.scenes.table import
TableScene``): another scene that borrows a part's words (``tags.word_tag``, ``coach.said_as``) does
not load the whole table with them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .scene import TableScene

__all__ = ["TableScene"]


def __getattr__(name: str) -> object:
    if name == "TableScene":
        from .scene import TableScene

        return TableScene
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
