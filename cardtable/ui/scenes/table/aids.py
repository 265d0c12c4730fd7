"""The table's aids: for one person against computers a hint (worked out off the drawing
loop, shown as a highlight, never played for them) and undo back to their previous
decision; for anyone the last trick, the score sheet, and the record to export.
A part of ``TableScene`` (scene.py), composed into it: it reads the turn's snapshot (``turn.Turn``) and
asks the screen's chair, never the game's state; it returns what it wants done (``turn.py``'s intents),
which the scene applies."""

from __future__ import annotations

from ....ai.service import Hinter
from ....engine.actions import Action
from .parts import HintsTable, LastTrick
from .turn import NOTHING, Do, Intents, Message, Say, ShowTable


class Hints:
    """Hint, undo, the last trick, the score sheet, export. Its own state: the hint asked for this turn."""

    def __init__(self, scene: HintsTable) -> None:
        self.scene = scene  # the table scene (scene.py), as this part may read it
        self.hinter = Hinter()
        self.hint: Action | None = None  # the hint shown for this turn (version)
        self.hint_asked: int | None = None  # the version a hint was asked for

    @property
    def shown(self) -> Action | None:
        """The hint worked out for this turn, if one was asked for and is ready."""
        return self.hint if self.hint_asked == self.scene.turn.version else None

    @property
    def thinking(self) -> bool:
        """A hint was asked for this turn and is still being worked out."""
        return self.hint_asked == self.scene.turn.version and self.hint is None and self.hinter.thinking

    @property
    def busy(self) -> bool:
        """A hint is being worked out (for this turn or one just past)."""
        return self.hinter.thinking

    # -- the hint -------------------------------------------------------------------------------------
    def ask(self) -> Intents:
        """The hard player's choice for the person's seat, worked out in the background."""
        turn = self.scene.turn
        if not turn.aids:
            return NOTHING
        me = turn.seat
        if me is None or not turn.seat_to_move:  # (an onlooker's chair: never its turn)
            return [Say(f"A hint is for your own turn; it is {turn.name(turn.to_move)}'s turn now.")]
        if self.hint is not None and self.hint_asked == turn.version:
            return [Say("Hint: " + self.hint_text(self.hint))]
        co = self.scene.coach
        if co.values and co.values_for == turn.version and co.values[0].visits:
            self.hint, self.hint_asked = co.values[0].action, turn.version  # the coach's best: no new search
            return [Do.REBUTTON]
        if self.hint_asked == turn.version and self.hinter.thinking:
            return NOTHING
        self.hint = None
        self.hint_asked = turn.version
        self.hinter.start(self.scene.game, self.scene.chair.seen(), me,
                          seed=turn.moves)  # the moves played: as the review seeds this decision
        out: list[Say | Do] = []
        if self.hinter.failed:
            out.append(Say(self.hinter.failed.capitalize() + "."))
            self.hint_asked = None
        out.append(Do.REBUTTON)
        return out

    def poll(self) -> Intents:
        """Each frame: the hint, once it is worked out (nothing to do most frames)."""
        if not self.hinter.thinking:
            return NOTHING
        a = self.hinter.poll()
        if self.hinter.thinking:
            return NOTHING
        if self.hint_asked != self.scene.turn.version:
            return NOTHING  # asked before a move that has been made since: of no use now
        out: list[Say | Do] = []
        if a is None or a not in self.scene.chair.legal():
            self.hint_asked = None
            out.append(Say((self.hinter.failed or "no hint could be worked out this time").capitalize() + "."))
        else:
            self.hint = a
        return out + [Do.REBUTTON, Do.REDRAW]  # the highlight and the prompt line show at once

    def drop(self) -> None:
        self.hinter.cancel()
        self.hint = None
        self.hint_asked = None

    def hint_text(self, a: Action) -> str:
        text = self.scene.chair.describe(a)
        return text[:1].upper() + text[1:] + "."

    # -- undo -------------------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.scene.turn.aids and self.scene.chair.can_undo()

    def undo(self) -> Intents:
        """Back to the person's previous decision (the scene takes it back through its chair and shows the
        table afresh); the game then counts as practice."""
        if not self.can_undo():
            return [Say("There is no move of yours to take back yet.")] if self.scene.turn.aids else NOTHING
        if not self.scene.chair.practice:
            return [Do.TAKE_BACK, Say("Taken back. A game with undo counts as practice in the statistics.")]
        return [Do.TAKE_BACK, Say("Taken back to your previous move.")]

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

    def show_last_trick(self) -> Intents:
        if self.last_trick() is None:
            return [Say("No trick has been taken in this deal yet.")]
        return [ShowTable("last_trick")]

    def show_sheet(self) -> Intents:
        if not self.has_sheet():
            return [Say("The score sheet fills in when the first deal is over.")]
        return [ShowTable("sheet")]

    # -- export -------------------------------------------------------------------------------------------
    def export(self) -> Intents:
        """Write the game's record to a file the player can keep, send, or replay."""
        storage = self.scene.app.storage
        if storage is None:
            return NOTHING
        try:
            path = self.scene.chair.export(storage)
        except OSError as e:
            return [Message("Not exported", f"The record could not be written: {e.strerror or e}.")]
        return [Message("Game exported", f"The record of this game was saved as {path}. "
                                         f'Watch it again with: cardtable replay "{path}"')]
