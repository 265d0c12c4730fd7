"""The table's aids: for one person against computers a hint (worked out off the drawing
loop, shown as a highlight, never played for them) and undo back to their previous
decision; for anyone the last trick, the score sheet, and the record to export.
A part of ``TableScene`` (scene.py), composed into it: it asks the screen's chair, never the game's state."""

from __future__ import annotations

from ....ai.service import Hinter
from ....engine.actions import Action
from .parts import HintsTable, LastTrick


class Hints:
    """Hint, undo, the last trick, the score sheet, export. Its own state: the hint asked for this turn."""

    def __init__(self, scene: HintsTable) -> None:
        self.scene = scene  # the table scene (scene.py), as this part may see it
        self.hinter = Hinter()
        self.hint: Action | None = None  # the hint shown for this turn (version)
        self.hint_asked: int | None = None  # the version a hint was asked for

    @property
    def shown(self) -> Action | None:
        """The hint worked out for this turn, if one was asked for and is ready."""
        return self.hint if self.hint_asked == self.scene.version else None

    @property
    def thinking(self) -> bool:
        """A hint was asked for this turn and is still being worked out."""
        return self.hint_asked == self.scene.version and self.hint is None and self.hinter.thinking

    @property
    def busy(self) -> bool:
        """A hint is being worked out (for this turn or one just past)."""
        return self.hinter.thinking

    # -- the hint -------------------------------------------------------------------------------------
    def ask(self) -> None:
        """The hard player's choice for the person's seat, worked out in the background."""
        if not self.scene.aids:
            return
        me = self.scene.chair.seat
        if me is None or not self.scene.chair.my_turn:  # (an onlooker's chair: never its turn)
            who = self.scene.name(self.scene.chair.to_move)
            self.scene.say(f"A hint is for your own turn; it is {who}'s turn now.")
            return
        if self.hint is not None and self.hint_asked == self.scene.version:
            self.scene.say("Hint: " + self.hint_text(self.hint))
            return
        co = self.scene.coach
        if co.values and co.values_for == self.scene.version and co.values[0].visits:
            self.hint, self.hint_asked = co.values[0].action, self.scene.version  # the coach's best: no new search
            self.scene.make_buttons()
            return
        if self.hint_asked == self.scene.version and self.hinter.thinking:
            return
        self.hint = None
        self.hint_asked = self.scene.version
        self.hinter.start(self.scene.game, self.scene.chair.seen(), me,
                          seed=self.scene.chair.version)  # the moves played: as the review seeds this decision
        if self.hinter.failed:
            self.scene.say(self.hinter.failed.capitalize() + ".")
            self.hint_asked = None
        self.scene.make_buttons()

    def poll(self) -> None:
        if not self.hinter.thinking:
            return
        a = self.hinter.poll()
        if self.hinter.thinking:
            return
        if self.hint_asked != self.scene.version:
            return  # asked before a move that has been made since: of no use now
        if a is None or a not in self.scene.chair.legal():
            self.hint_asked = None
            self.scene.say((self.hinter.failed or "no hint could be worked out this time").capitalize() + ".")
        else:
            self.hint = a
        self.scene.make_buttons()
        self.scene.app.dirty = True  # the highlight and the prompt line show at once

    def drop(self) -> None:
        self.hinter.cancel()
        self.hint = None
        self.hint_asked = None

    def hint_text(self, a: Action) -> str:
        text = self.scene.chair.describe(a)
        return text[:1].upper() + text[1:] + "."

    # -- undo -------------------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.scene.aids and self.scene.chair.can_undo()

    def undo(self) -> None:
        """Back to the person's previous decision; the game then counts as practice."""
        if not self.can_undo():
            if self.scene.aids:
                self.scene.say("There is no move of yours to take back yet.")
            return
        first = not self.scene.chair.practice
        self.scene.chair.undo()
        self._reload()
        if first:
            self.scene.say("Taken back. A game with undo counts as practice in the statistics.")
        else:
            self.scene.say("Taken back to your previous move.")

    def _reload(self) -> None:
        """Show the table as it is now, with nothing left to animate."""
        t = self.scene
        t.turns.cancel()
        t.turns.shown_over = False
        t.reset_board()  # the screen's feed looks afresh
        t.moved()

    # -- the last trick, the score sheet ----------------------------------------------------------------
    @property
    def takes_tricks(self) -> bool:
        """The game takes tricks: the last trick is offered."""
        return self.scene.game.tricks is not None

    @property
    def keeps_sheet(self) -> bool:
        """The game keeps a score sheet: it is offered."""
        return self.scene.chair.keeps_sheet

    def last_trick(self) -> LastTrick | None:
        return self.scene.chair.last_trick()

    def has_sheet(self) -> bool:
        return bool(self.scene.chair.sheet)

    def show_last_trick(self) -> None:
        if self.last_trick() is None:
            self.scene.say("No trick has been taken in this deal yet.")
            return
        self.scene.app.open("last_trick", self.scene)

    def show_sheet(self) -> None:
        if not self.has_sheet():
            self.scene.say("The score sheet fills in when the first deal is over.")
            return
        self.scene.app.open("sheet", self.scene)

    # -- export -------------------------------------------------------------------------------------------
    def export(self) -> None:
        """Write the game's record to a file the player can keep, send, or replay."""
        storage = self.scene.app.storage
        if storage is None:
            return
        try:
            path = self.scene.chair.export(storage)
        except OSError as e:
            self.scene.app.open("message", "Not exported", f"The record could not be written: {e.strerror or e}.")
            return
        self.scene.app.open("message", "Game exported", f"The record of this game was saved as {path}. "
                      f'Watch it again with: cardtable replay "{path}"')
