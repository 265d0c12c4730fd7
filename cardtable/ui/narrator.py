"""What speech says, and when: the table's words as they change, for a player who cannot see them.

Once a frame (after drawing) the narrator looks at the screen and says what is new:

* a new screen: its title (``Scene.heading_text``, or a scene's own ``spoken()`` lines: a
  deal's scores, the game's result);
* the action log's new lines, as the board shows them (the same lines as the Moves panel:
  never a card the person at the screen may not see);
* the line at the bottom when it changes (whose turn, what to do, a hint), and the table's
  word when a move cannot be made;
* the keyboard's focus when it moves: a card by its name and place in the row, a pile by its
  name and size, a button by its label (cutting short what was being said).

R (at the table) says the situation again: the turn's line, your hand and the cards on the table.
Nothing here is loaded or said while speech is off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeGuard

from .speech import Silent, Speaker, platform_speaker, pump

if TYPE_CHECKING:
    from .scenes.base import Scene, SceneApp
    from .scenes.table import TableScene


def _is_table(scene: object) -> TypeGuard[TableScene]:
    """The table scene: the one scene with a log of moves (named so; imported only when a table is made)."""
    return hasattr(scene, "log_panel")


class Narrator:
    def __init__(self, app: SceneApp) -> None:
        self.app = app
        self.speaker: Speaker = Silent()
        self.on = False
        self._scene: Scene | None = None
        self._log: tuple[int, int] = (0, -1)  # (id of the log, its generation)
        self._spoken = 0  # the log's lines said (of its count)
        self._status: tuple[str, int] = ("", -1)
        self._said = ""
        self._focus: object = None  # a button's index, or the table's focus (``Input.kfocus``)

    # -- on and off --------------------------------------------------------------------------
    def switch(self, on: bool, speaker: Speaker | None = None) -> str:
        """Speech on (with ``speaker``, else the platform's, loaded now) or off; returns '' or
        one line saying why speech cannot be had (the option then stays off)."""
        self.speaker.close()
        self.speaker, self.on = Silent(), False
        if on:
            if speaker is None:
                speaker, problem = platform_speaker()
                if speaker is None:
                    return problem
            self.speaker, self.on = speaker, True
            self._scene = None  # say where we are
        return ""

    def say(self, text: str, interrupt: bool = False) -> None:
        if self.on and text:
            self.speaker.say(text, interrupt)

    # -- once a frame --------------------------------------------------------------------------
    def frame(self) -> None:
        if not self.on:
            return
        pump(self.speaker)
        top = self.app.top
        table = next((s for s in reversed(self.app.stack) if _is_table(s)), None)
        if table is not None:
            self._log_lines(table)
        if top is not self._scene:
            self._scene = top
            self._focus = None
            self._new_screen(top)
        if top is None:
            return
        if top is table:
            self._table(table)
        else:
            focus = top.focus if 0 <= top.focus < len(top.buttons) else None
            if focus != self._focus:
                self._focus = focus
                if focus is not None:
                    self.say(top.buttons[focus].label, interrupt=True)

    def _new_screen(self, scene: Scene | None) -> None:
        if scene is None:
            return
        spoken = getattr(scene, "spoken", None)  # a scene's own lines (a deal's scores), its headline, its title
        lines: list[str] = spoken() if callable(spoken) else []
        headline = getattr(scene, "headline", None)
        if not lines and callable(headline):
            lines = [headline()]
        if not lines and scene.heading_text:
            lines = [scene.heading_text]
        heading: str = getattr(scene, "heading", "") if not lines else ""
        if heading:
            lines = [heading]
        for line in lines:
            self.say(line)

    def _log_lines(self, table: TableScene) -> None:
        log = table.log_panel
        key = (id(log), log.gen)
        if key != self._log:
            fresh = key[0] != self._log[0]
            self._log = key
            # a new table says how its game began; a log written afresh (a move taken back, the
            # next person at the screen) is not read again: R says where things stand
            self._spoken = max(0, log.count - 12) if fresh else log.count
        if log.count > self._spoken:
            new = log.count - self._spoken
            for line in log.lines[-new:] if new <= len(log.lines) else log.lines:
                self.say(line)
            self._spoken = log.count

    def _table(self, table: TableScene) -> None:
        from .scenes.table.panel import status  # the bottom line, as drawn

        said = table.said
        if said and said != self._said:
            self.say(said, interrupt=True)
        self._said = said
        line = status(table)[0]
        # a new turn of the person's is said even in the same words as the last (the others were quick)
        now = (line, table.version if table.my_turn else -1)
        if now != self._status:
            self._status = now
            self.say(line)
        if table.input.kfocus != self._focus:
            self._focus = table.input.kfocus
            if table.input.kfocus is not None:
                self.say(self.focus_words(table), interrupt=True)

    # -- words -----------------------------------------------------------------------------------
    def focus_words(self, table: TableScene) -> str:
        """The focused thing in words: "queen of hearts, 3 of 7, picked", "Stock, 20 cards", a button's label."""
        from ..engine.log import card_text  # the engine is loaded after the first frame (issue 43)

        focus = table.input.kfocus
        if focus is None:
            return ""
        kind, val = focus
        if kind == "card" and isinstance(val, int):
            cards = [v for k, v in table.input.focus_items() if k == "card"]
            where = f", {cards.index(val) + 1} of {len(cards)}" if val in cards else ""
            picked = ", picked" if val in table.input.selected else ""
            return card_text(table.game.words.presentation, val) + where + picked
        if kind == "zone" and isinstance(val, str):
            spec = table.board.shown.specs.get(val)
            n = len(table.board.shown.zones.get(val, ()))
            label = (spec.label if spec is not None and spec.label else val).replace("_", " ")
            return f"{label}, {n} card{'s' if n != 1 else ''}"
        b = next((b for b in table.buttons if b.value == val), None)
        return b.label if b is not None else ""

    def situation(self, table: TableScene) -> list[str]:
        """Where things stand, for R: the turn's line, your hand, then every other place's cards you can see."""
        from ..engine.log import card_text, listed
        from .scenes.table.panel import status

        pres, shown = table.game.words.presentation, table.board.shown
        out = [status(table)[0]]
        me = table.screen_person
        for z, cards in shown.zones.items():
            spec = shown.specs[z]
            seen = [c for c in cards if table.board.face_up(c) or (spec.owner == me and spec.kind == "hand")]
            label = (spec.label or z).replace("_", " ")
            if spec.kind == "hand" and spec.owner == me:
                out.insert(1, f"Your hand: {listed([card_text(pres, c) for c in seen]) or 'no cards'}.")
            elif seen:
                out.append(f"{label}: {listed([card_text(pres, c) for c in seen])}.")
            elif cards and spec.kind != "hand":
                out.append(f"{label}: {len(cards)} cards face down.")
        return [line for line in out if line]

    def say_situation(self, table: object) -> None:
        """Where things stand (R at the table; ``table`` is the table scene)."""
        if not _is_table(table):
            return
        lines = self.situation(table)
        for i, line in enumerate(lines):
            self.say(line, interrupt=i == 0)
