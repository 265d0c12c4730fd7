"""The table's lesson (issue 51, point 4): a first deal that teaches, drawn over the table.

The lesson itself is the game's (``games/<game>/lesson.py``, a ``games.lessons.Lesson``): at each of the
person's turns it is asked, from the screen's chair's view of the seat and its legal moves, which move to
point at and why. This part draws a ring on the card, pile or button that makes the move (and an arrow),
and a box with the words; the person makes every move. A move off the lesson's path is said kindly and the
lesson goes on from the new position. When the deal ends the box says what scored. "Leave the lesson"
(or Esc, which the scene hands here) is the way out at any moment.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from ....ai.service import Computer
from ....engine.actions import Action
from ....engine.game import SomeGame
from ....engine.state import State
from ....games.lessons import Lesson, Step
from ....host.chair import Chair
from ...board import Board
from ...gestures import Gestures
from ...table_view import HINT, TableView
from ...widgets import DIM, GOLD, INK, Button, blit_text, body, font, panel, wrap

LEAVE = ("lesson", "leave")


class LessonInput(Protocol):
    @property
    def gestures(self) -> Gestures | None: ...

    @property
    def selected(self) -> set[int]: ...


class LessonTable(Protocol):
    """What the lesson reads of the table scene (it writes nothing of the scene's)."""

    @property
    def chair(self) -> Chair: ...

    @property
    def board(self) -> Board: ...

    @property
    def view(self) -> TableView: ...

    @property
    def input(self) -> LessonInput: ...

    @property
    def bar_buttons(self) -> list[Button]: ...

    @property
    def version(self) -> int: ...

    @property
    def my_turn(self) -> bool: ...


class Patient:
    """A lesson's computer: it waits for its worker's answer however long a busy machine takes, where a game's
    computer would give up after three times its thinking budget and play a random stand-in move (the lesson's
    fixed deal would then drift from the one its steps were chosen on). A worker that dies is still replaced."""

    def __init__(self, comp: Computer) -> None:
        self.comp = comp

    def start(self, game: SomeGame, state: State, seat: int, legal: list[Action]) -> None:
        self.comp.start(game, state, seat, legal)
        self.comp.timeout = None  # never thought hung: no stand-in move

    def poll(self) -> Action | None:
        return self.comp.poll()

    def cancel(self) -> None:
        self.comp.cancel()

    @property
    def error(self) -> str | None:
        return self.comp.error

    @property
    def thinking(self) -> bool:
        return self.comp.thinking


class Teacher:
    """The lesson at the table: the step at the person's turn, the note on a move off its path, the end."""

    def __init__(self, scene: LessonTable, lesson: Lesson, game_name: str) -> None:
        self.scene = scene
        self.lesson = lesson
        self.game_name = game_name
        self.deals = len(scene.chair.history)  # deals scored before the lesson's: its own ends the next
        self.step: Step | None = None
        self._for = -1  # the scene's version the step was asked at
        self.moves = 0  # the person's moves made in the lesson
        self.note = ""  # a word on the person's last move, when it was not the one pointed at
        self.ended: str | None = None  # what scored, once the lesson's deal is over
        self._moves_at_end = 0  # the person's moves when it ended: after one more, the box says only that it did
        self.leave = Button("Leave the lesson", LEAVE)
        self.box = pygame.Rect(0, 0, 0, 0)
        self._placed: tuple[tuple[object, ...], tuple[int, tuple[int, int]]] | None = None  # the box's last place
        self.summary_box = pygame.Rect(0, 0, 0, 0)  # where the words beside the deal's sheet were drawn
        self.summary_sheet = pygame.Rect(0, 0, 0, 0)  # and the sheet's box they were placed beside
        self._summary_placed: tuple[tuple[object, ...], tuple[int, tuple[int, int]]] | None = None
        turns = getattr(scene, "turns", None)
        computers = getattr(turns, "computers", {})
        for seat, comp in list(computers.items()):  # the lesson's computers wait for their answers (no drift)
            if isinstance(comp, Computer):
                computers[seat] = Patient(comp)

    # -- what the lesson says now ---------------------------------------------------------------------
    def look(self) -> None:
        """Ask the lesson again once per change: the step at the person's turn; the deal's end."""
        sc = self.scene
        ch = sc.chair
        if self.ended is None and (len(ch.history) > self.deals or ch.over and len(ch.history) >= self.deals):
            hist = ch.history
            after = hist[self.deals] if len(hist) > self.deals else hist[-1]
            before = hist[self.deals - 1] if self.deals else tuple(0.0 for _ in after)
            gained = [a - b for a, b in zip(after, before, strict=True)]
            self.ended = self.lesson.scored(gained, ch.names)
            self._moves_at_end = self.moves
            self.step = None
            return
        if self.ended is not None or self._for == sc.version and self.step is not None:
            return
        if sc.my_turn and ch.seat == self.lesson.seat:
            legal = ch.legal()
            if legal:
                self.step = self.lesson.step(ch.seen(), legal)
                self._for = sc.version

    def off_path(self, action: Action) -> str | None:
        """Before the person's move is made: a kind word if it is not the one pointed at (None if it is)."""
        self.moves += 1
        if self.ended is not None or self.step is None or action in self.step.point:
            return ""
        said = self.scene.chair.label(action)
        return (f"You chose \u201c{said}\u201d instead: that is allowed too. The lesson goes on from "
                "here, from the cards as they now lie.")

    def played(self, note: str | None) -> None:
        """The person's move was made (``note``: ``off_path``'s word on it)."""
        self.note = note or ""
        self.step = None

    def with_summary(self, surf: pygame.Surface, sheet: pygame.Rect) -> None:
        """The deal's summary is up (``scenes/summary.py``): what scored, in the lesson's words, beside the sheet
        (the box under it would be hidden), while the lesson's deal is the one just scored."""
        self.look()
        if self.ended is None or self.moves > self._moves_at_end:
            return
        self.summary_sheet = sheet
        placed, self._placed = self._placed, self._summary_placed  # each box its own place, kept frame to frame
        self._draw_box(surf, [sheet], [self.ended, "That was the lesson's deal. Continue, then play on as a "
                                       "practice game, or leave the lesson."], leave=False, around=sheet)
        self._summary_placed, self._placed = self._placed, placed

    def words(self) -> list[str]:
        """The box's paragraphs now."""
        if self.ended is not None and self.moves > self._moves_at_end:
            return ["The lesson is over: this is a practice game now. Leave it when you like."]
        if self.ended is not None:
            return [self.ended, "That was the lesson's deal. Play on as a practice game, or leave the lesson."]
        out = [self.lesson.welcome] if self.moves == 0 else []
        if self.note:
            out.append(self.note)
        if self.step is not None and self.scene.my_turn:
            out.append(self.step.words)
        elif self.moves == 0:
            out.append("The others play first. Watch the table: the pointer shows you each of your moves.")
        else:
            out.append("The others play their turns now. Watch the table: what they do tells you about their cards.")
        return out

    # -- where the pointer goes -----------------------------------------------------------------------------
    def targets(self) -> list[pygame.Rect]:
        """The card, pile or button that makes each move pointed at (as a person would make it)."""
        sc = self.scene
        if self.step is None or not sc.my_turn:
            return []
        g = sc.input.gestures
        picked = sc.input.selected
        out: list[pygame.Rect] = []
        for a in self.step.point:
            button = next((b for b in sc.bar_buttons if b.value == ("act", a) and b.enabled), None)
            at = g.slot_card.get(a) if g is not None else None
            if at is not None:
                rects = [self._shown(at)]
            elif a.cards and not set(a.cards) <= picked:
                rects = [self._shown(c) for c in a.cards if c not in picked]
                if button is not None:  # a move of its own button too (a scoop): the card, or the button
                    rects.append(button.rect)
            elif button is not None:
                rects = [button.rect]
                if not a.cards and a.zone is not None:
                    rects[:0] = self._pile(a)  # a pile's move: the pile itself (the card it takes), or its button
            elif a.zone is not None:
                rects = self._pile(a)
            else:
                rects = [self._shown(c) for c in a.cards]
            out.extend(r for r in rects if r is not None and r.w)
        return out

    def _pile(self, a: Action) -> list[pygame.Rect | None]:
        """Where a pile's move is clicked: the cards of the pile it takes, where it takes shown cards (Show's
        card under your own discard: not the pile's top card, which a click does not take), else the pile."""
        g = self.scene.input.gestures
        zone = a.zone
        assert zone is not None
        taken = [c for c in g.zones.get(zone, ()) if c in g.moves(a)[0]] if g is not None else []
        if taken:
            return [self._shown(c) for c in taken]
        return [self.scene.view.zone_rect(zone)]

    def _shown(self, card: int) -> pygame.Rect | None:
        """The part of a card not covered by the cards drawn over it (a fanned hand shows a strip)."""
        hits = self.scene.view.hits
        k = next((i for i in range(len(hits) - 1, -1, -1) if hits[i][0] == card), None)
        if k is None:
            return None
        r = hits[k][1].copy()
        for _, over in hits[k + 1:]:
            if over.colliderect(r) and over.x > r.x and over.y <= r.y + r.h // 3:
                r.w = min(r.w, over.x - r.x)
        return r

    # -- drawing --------------------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.look()
        app = getattr(self.scene, "app", None)
        if (self.ended is not None and self.moves == self._moves_at_end and app is not None
                and getattr(app, "top", self.scene) is not self.scene):
            return  # the deal's summary is up, and the lesson's words beside it (``with_summary``)
        lay = self.scene.board.layout
        u = lay.unit
        targets = self.targets()
        thick = max(3, int(5 * u))
        for r in targets:
            if r.y < lay.bar.y < r.bottom + thick + 4:  # a lifted card's ring keeps off the prompt's words
                r = r.clip(r.x, r.y, r.w, lay.bar.y - thick - 4 - r.y)
            pygame.draw.rect(surf, (20, 40, 60), r.inflate(2 * thick + 6, 2 * thick + 6), thick + 2,
                             border_radius=max(6, r.w // 8))
            pygame.draw.rect(surf, HINT, r.inflate(2 * thick + 4, 2 * thick + 4), thick, border_radius=max(6, r.w // 8))
        if targets:  # an arrow above the first, pointing down at it
            t = targets[0]
            s = max(10, int(18 * u))
            tip = (t.centerx, t.y - thick - 4)
            if tip[1] - 2 * s < lay.play.y:  # no room above: below it, pointing up
                tip = (t.centerx, t.bottom + thick + 4)
                pts = [tip, (tip[0] - s, tip[1] + 2 * s), (tip[0] + s, tip[1] + 2 * s)]
            else:
                pts = [tip, (tip[0] - s, tip[1] - 2 * s), (tip[0] + s, tip[1] - 2 * s)]
            pygame.draw.polygon(surf, HINT, pts)
            pygame.draw.polygon(surf, (20, 40, 60), pts, 2)
        self._draw_box(surf, targets)

    def _draw_box(self, surf: pygame.Surface, targets: list[pygame.Rect], words: list[str] | None = None,
                  leave: bool = True, around: pygame.Rect | None = None) -> None:
        lay = self.scene.board.layout
        u = lay.unit
        m = max(8, int(14 * u))
        px = body(max(16, 20 * u))
        small = body(max(15, 17 * u))
        room = lay.play.inflate(-2 * lay.margin, 0)
        room.height = lay.bar.y - room.y - m // 2
        lh = font(px).get_linesize()
        title_h = font(small, True).get_linesize()
        bh = max(int(40 * u), font(px, True).get_linesize() + 10)
        words = self.words() if words is None else words
        bh = bh if leave else 0

        def shaped(w: int) -> tuple[pygame.Rect, list[list[str]]]:
            paras = [wrap(p, px, w - 2 * m) for p in words]
            h = m + title_h + sum(len(p) * lh + m // 2 for p in paras) + bh + m
            return pygame.Rect(0, 0, w, min(h, room.h)), paras

        widest = min(int(560 * u), room.w)
        shapes = [shaped(w) for w in (widest, int(widest * 0.75), int(widest * 0.6)) if w >= int(260 * u)]
        if all(shaped(w)[0].h >= room.h for w in (widest,)) and room.w > widest:  # large text: as wide as the felt
            shapes.insert(0, shaped(room.w))
        if around is not None:  # beside a box of another scene's (the deal's sheet): as wide as the room there is
            sides = (room.w, around.x - room.x - m, room.right - around.right - m)
            fits = [sh for sh in (shaped(w) for w in sides if w >= int(200 * u)) if sh[0].h < room.h]  # whole
            shapes = fits + shapes
        box, paras = self._place(shapes, room, targets)
        inner = box.w - 2 * m
        if leave:
            self.box = box
        else:
            self.summary_box = box
        panel(surf, box, (8, 24, 36, 238), radius=max(8, int(12 * u)), border=HINT)
        y = box.y + m
        blit_text(surf, f"Learning {self.game_name}", small, (box.x + m, y), GOLD, bold=True)
        y += title_h
        for k, lines in enumerate(paras):
            colour = DIM if words[k] == self.lesson.welcome else INK  # what the game is about; then what to do
            for line in lines:
                blit_text(surf, line, px, (box.x + m, y), colour)
                y += lh
            y += m // 2
        if not leave:
            return
        lw = min(inner, font(px, True).size(self.leave.label)[0] + 2 * m)
        self.leave.rect = pygame.Rect(box.right - m - lw, box.bottom - m - bh, lw, bh)
        self.leave.draw(surf, px)

    def _place(self, shapes: list[tuple[pygame.Rect, list[list[str]]]], room: pygame.Rect,
               targets: list[pygame.Rect]) -> tuple[pygame.Rect, list[list[str]]]:
        """The box (of a few widths, its words wrapped to each) where it covers no pointed-at card or button,
        and as few cards and seats' plates as may be; the widest of equals. Tried on a grid of places, once
        per change of what is shown (the same frame after frame is the same place)."""
        lay = self.scene.board.layout
        hits = [r for _, r in self.scene.view.hits]
        key = (tuple(tuple(b.size) for b, _ in shapes), tuple(room), tuple(tuple(t) for t in targets),
               tuple(tuple(h) for h in hits))
        if self._placed is not None and self._placed[0] == key:
            k, at = self._placed[1]
            box = shapes[k][0].copy()
            box.topleft = at
            return box, shapes[k][1]
        seats = [lay.top_band, *getattr(self.scene.view, "_plated", [])]  # the players' name plates: "You  bid 2"
        toast = self.scene.view.toast_drawn  # the table's word on the last move ("Cleo takes 3 chips at 30")
        best: tuple[int, tuple[int, int]] = (0, room.topleft)
        best_cost = None
        steps = 6
        for k, (box, _) in enumerate(shapes):
            for j in range(steps + 1):
                for i in range(steps + 1):
                    b = box.copy()
                    b.x = room.x + (room.w - b.w) * i // steps
                    b.y = room.y + (room.h - b.h) * j // steps
                    cost = sum(10_000 for t in targets if t.colliderect(b.inflate(12, 12)))
                    cost += sum(c.clip(b).w * c.clip(b).h for c in hits) // 50
                    cost += sum(p.clip(b).w * p.clip(b).h for p in seats) // 50
                    cost += 3_000 if toast is not None and toast.colliderect(b) else 0
                    cost += k * 20 + abs(i - steps // 2)  # the widest, nearest the middle, of equals
                    if best_cost is None or cost < best_cost:
                        best, best_cost = (k, b.topleft), cost
        self._placed = (key, best)
        box = shapes[best[0]][0].copy()
        box.topleft = best[1]
        return box, shapes[best[0]][1]

    def covers(self, e: pygame.event.Event) -> bool:
        """A click (or the wheel) on the lesson's box: it is the box's, not the cards' drawn under it."""
        return (e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)
                and self.box.collidepoint(getattr(e, "pos", pygame.mouse.get_pos())))

    def buttons(self) -> list[Button]:
        return [self.leave]
