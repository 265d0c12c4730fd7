"""The table's aids: for one person against computers a hint (worked out off the drawing
loop, shown as a highlight, never played for them) and undo back to their previous
decision; for anyone the last trick, the score sheet, and the record to export.
A part of ``TableScene`` (table.py): it asks the screen's chair, never the game's state."""

from __future__ import annotations

from ...engine.actions import Action
from .table_coach import CoachAids


class PracticeAids(CoachAids):
    """Hint, undo, the last trick, the score sheet, export; the coach and replay's eyes (``table_coach``)."""

    # -- the hint -------------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """The hard player's choice for the person's seat, worked out in the background."""
        if not self.aids:
            return
        if not self.chair.my_turn:
            self._say(f"A hint is for your own turn; it is {self.name(self.chair.to_move)}'s turn now.")
            return
        if self.hint is not None and self.hint_asked == self.version:
            self._say("Hint: " + self.hint_text(self.hint))
            return
        if self.coach_values and self.coach_for == self.version and self.coach_values[0].visits:
            self.hint, self.hint_asked = self.coach_values[0].action, self.version  # the coach's best: no new search
            self._make_buttons()
            return
        if self.hint_asked == self.version and self.hinter.thinking:
            return
        self.hint = None
        self.hint_asked = self.version
        self._start_hinter()
        if self.hinter.failed:
            self._say(self.hinter.failed.capitalize() + ".")
            self.hint_asked = None
        self._make_buttons()

    def _poll_hint(self) -> None:
        self._poll_coach()
        if not self.hinter.thinking:
            return
        a = self.hinter.poll()
        if self.hinter.thinking:
            return
        if self.hint_asked != self.version:
            return  # asked before a move that has been made since: of no use now
        if a is None or a not in self.chair.legal():
            self.hint_asked = None
            self._say((self.hinter.failed or "no hint could be worked out this time").capitalize() + ".")
        else:
            self.hint = a
        self._make_buttons()
        self.app.dirty = True  # the highlight and the prompt line show at once

    def _drop_hint(self) -> None:
        self.hinter.cancel()
        self.hint = None
        self.hint_asked = None
        self._drop_coach()

    def hint_text(self, a: Action) -> str:
        text = self.chair.describe(a)
        return text[:1].upper() + text[1:] + "."

    # -- undo -------------------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.aids and self.chair.can_undo()

    def undo(self) -> None:
        """Back to the person's previous decision; the game then counts as practice."""
        if not self.can_undo():
            if self.aids:
                self._say("There is no move of yours to take back yet.")
            return
        first = not self.chair.practice
        self.chair.undo()
        self._reload()
        if first:
            self._say("Taken back. A game with undo counts as practice in the statistics.")
        else:
            self._say("Taken back to your previous move.")

    def _reload(self) -> None:
        """Show the table as it is now, with nothing left to animate."""
        for comp in self.computers.values():
            comp.cancel()
        self.chair.events()  # the chair says "look afresh": the board does, below
        self._reset_board()
        self.version += 1
        self.thinking = None
        self.pending = None
        self.gestures = None
        self.selected.clear()
        self.drag = None
        self.kfocus = None
        self.shown_over = False
        self._drop_hint()
        self._make_buttons()

    # -- the last trick, the score sheet ----------------------------------------------------------------
    @property
    def takes_tricks(self) -> bool:
        """The game takes tricks: the last trick is offered."""
        return self.game.presentation.tricks

    @property
    def keeps_sheet(self) -> bool:
        """The game keeps a score sheet: it is offered."""
        return self.chair.keeps_sheet

    def last_trick(self) -> tuple | None:
        return self.chair.last_trick()

    def has_sheet(self) -> bool:
        return bool(self.chair.sheet)

    def show_last_trick(self) -> None:
        if self.last_trick() is None:
            self._say("No trick has been taken in this deal yet.")
            return
        self.app.open("last_trick", self)

    def show_sheet(self) -> None:
        if not self.has_sheet():
            self._say("The score sheet fills in when the first deal is over.")
            return
        self.app.open("sheet", self)

    # -- export -------------------------------------------------------------------------------------------
    def export(self) -> None:
        """Write the game's record to a file the player can keep, send, or replay."""
        storage = self.app.storage
        if storage is None:
            return
        try:
            path = self.chair.export(storage)
        except OSError as e:
            self.app.open("message", "Not exported", f"The record could not be written: {e.strerror or e}.")
            return
        self.app.open("message", "Game exported", f"The record of this game was saved as {path}. "
                      f'Watch it again with: cardtable replay "{path}"')
