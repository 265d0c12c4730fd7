"""The coach and replay through a seat's eyes: a part of ``TableScene`` (scene.py), composed into it.

Over 400 lines: the coach's box and the eyes' values are one box (one place, one wording of an option's
value, one way to wrap and scroll whole options); apart, each would carry a copy of the other's half.

* **Coach** (practice, one person against computers; the Coach button, kept in the
  settings): before the person acts, every option with the hard player's value of it
  from what the person can see (``ai.coach``, worked out in the worker) and a word on why.
* **Eyes** (replay): the Eyes button steps through the seats; the table then shows only
  what that seat knew at each moment, and at that seat's own decisions (a computer's)
  its top options and their values, worked out from its view before its move is played.

The values are shown in a box of their own at the top of the moves panel's place (``place``),
the moves log keeping its newest lines below it: the person sees both the coach and what the
computers just did. Its words wrap, never shrink; options that do not fit are counted ("and 2
more") on a line of their own."""

from __future__ import annotations

import re
import time
from typing import cast

import pygame

from ....ai.coach import Valuer, why
from ....ai.review import BID_WORD, OptionValue
from ....engine.actions import Action
from ....engine.present import capital, seat_words
from ....engine.state import State
from ...widgets import DIM, GOLD, INK, Button, body, font, panel, text, text_generation, wrap
from .parts import CoachTable, DrawnTable, Recorded
from .turn import NOTHING, CoachSwitch, Do, Intents, LookThrough, Say

SEAT_NUMBER = re.compile(r"\b[Ss]eat (\d+)('s)?")


def _pitch(px: int) -> int:
    """A line's height at ``px``: the font's own line height, or 1.2 times its size if more."""
    return max(int(px * 1.2), font(px).get_linesize(), font(px, True).get_linesize())


def seat_named(words: str, names: list[str], viewer: int | None) -> str:
    """An option's words as the screen says them: the valuer's "seat 4's top card" is "Dev's top card"
    ("your" for the viewer), as the move's own button calls it."""
    return capital(seat_words(SEAT_NUMBER.sub(lambda m: f"{{{int(m.group(1)) - 1}{m.group(2) or ''}}}", words),
                              names, viewer))


def said_as(words: str, names: list[str], viewer: int | None) -> str:
    """An option as the screen says it, the players named: the words come already as its button
    says it where that is clearer (``ai.review.said``: "Take the queen of diamonds", "Lay your rose")."""
    return seat_named(words, names, viewer)


NBSP = "\u00a0"  # a space a label is not broken at
COACH_SEED = 0  # the coach's search seed for a turn: the moves played added to it (the review's seed, and the hint's)
EYES_WAIT = 6.0  # seconds a replay waits at most for a decision's values before playing on
LOG_ROWS = 3  # the moves log's newest lines kept in sight below the coach's box


class EyesReplayer:
    """The record's player (``flow.Replayer``) that, at the decisions of the seat whose
    eyes the replay is seen through, holds its move until that seat's options are valued."""

    def __init__(self, inner: Recorded, coach: Coach) -> None:
        self.inner = inner
        self.coach = coach
        self.since = 0.0
        self.thinking = False

    def start(self, game, seen: State, seat: int, legal: list[Action]) -> None:
        """``seen``: the seat's view, from its chair."""
        self.inner.start(game, seen, seat, legal)
        co, sc = self.coach, self.coach.scene
        co.eyes_values = None
        self.since = time.perf_counter()
        self.thinking = False
        if (seat == sc.screen_person and not sc.chair.is_person(seat) and len(legal) > 1
                and not sc.fast and not self.inner.ended(legal)):  # a computer's decision, through its eyes
            co.valuer.options(game, seen, seat, seed=sc.chair.version)
            self.thinking = True
            co.eyes_for = sc.chair.version

    def ended(self, legal: list[Action]) -> bool:
        return self.inner.ended(legal)

    def poll(self) -> Action | None:
        if self.thinking:
            done, values = self.coach.valuer.poll()
            if not done and time.perf_counter() - self.since < EYES_WAIT:
                return None
            self.thinking = False
            self.coach.eyes_values = values
            self.coach.scene.app.dirty = True
            playback = self.coach.scene.playback  # the replay's pace: the values' hold too
            pace = max(0.4, self.coach.scene.app.settings.pace_seconds)
            hold = 1.5 * pace / (playback.speed if playback is not None else 1.0)
            self.coach.hold_eyes = time.perf_counter() + hold
        if time.perf_counter() < self.coach.hold_eyes:
            return None  # the values stay up a moment before the move is played
        return self.inner.poll()

    def cancel(self) -> None:
        self.inner.cancel()
        if self.thinking:
            self.coach.valuer.cancel()
            self.thinking = False


class Coach:
    """The coach (the person's options valued before they act) and replay's eyes (a seat's options
    valued at its decisions). Its own state: the values asked for and got, and whose."""

    def __init__(self, scene: CoachTable) -> None:
        self.scene = scene  # the table scene (scene.py), as this part may see it
        self.values: list[OptionValue] | None = None
        self.values_for: int | None = None
        self.eyes_values: list[OptionValue] | None = None
        self.eyes_for: int | None = None
        self.hold_eyes = 0.0  # until this time (perf_counter) a replayed move waits, its values shown
        self._valuer: Valuer | None = None
        self._eyes: list[EyesReplayer] = []  # the replay's players it wrapped (``eyes``)
        self._said_for: tuple | None = None
        self._said_lines: dict[int, list[str]] = {}
        self._seen_for: int | None = None
        self._seen: State | None = None
        self.rect: pygame.Rect | None = None  # the box, where ``place`` put it this frame (None: not shown)
        self._rows_cache: list = []
        self.back = 0  # the box's lines scrolled past (a long reason in a short box), from its top
        self._back_for: tuple | None = None  # what was shown when it was scrolled (new words start at the top)
        self._overflow = 0  # how many lines do not fit in the box as placed
        self.drawn: list[tuple[str, pygame.Rect]] = []  # the lines drawn in the last frame, where (tests)

    @property
    def valuer(self) -> Valuer:
        if self._valuer is None:
            self._valuer = Valuer()
        return self._valuer

    @property
    def on(self) -> bool:
        return bool(self.scene.aids and self.scene.app.settings.coach)

    def buttons(self) -> list[Button]:
        """The side panel's Coach switch (practice) or Eyes (replay)."""
        if self.scene.replaying:
            who = "onlooker" if self.scene.screen_person is None else self.scene.onlooker.name(self.scene.screen_person)
            return [Button(f"Eyes: {who.replace(' ', NBSP)}", ("eyes",))]  # "Player 1" kept on one line
        if self.scene.aids:
            return [Button("Coach: on" if self.on else "Coach: off", ("coach",))]
        return []

    def press(self, value: object) -> Intents:
        """The Coach switch or the Eyes button: what the scene is to do (nothing for another value)."""
        if value == ("coach",) and self.scene.aids:
            on = not self.scene.app.settings.coach
            self.drop()
            return [CoachSwitch(on), Say("The coach shows the value of each of your moves." if on else "Coach off."),
                    Do.REBUTTON]
        if value == ("eyes",) and self.scene.replaying:
            return self.see_through(self._next_eyes())
        return NOTHING

    def _next_eyes(self) -> int | None:
        n = self.scene.players
        s = self.scene.screen_person
        return 0 if s is None else (None if s + 1 >= n else s + 1)

    def eyes(self, player: Recorded) -> EyesReplayer:
        """A replayed seat's player, wrapped to hold its move while the seat the replay is seen through
        weighs its options (the scene wraps each one as it makes them)."""
        wrapped = EyesReplayer(player, self)
        self._eyes.append(wrapped)
        return wrapped

    def see_through(self, seat: int | None) -> Intents:
        """Replay as ``seat`` saw it (None: face-up cards only): its cards, its log, its decisions' values."""
        self.valuer.cancel()
        self.eyes_values = None
        for comp in self._eyes:
            comp.thinking = False  # a move held for the old eyes' values goes on
        self.hold_eyes = 0.0
        return [LookThrough(seat), Do.REBUTTON, Do.REDRAW]

    def poll(self) -> Intents:
        """Each frame: keep the coach's values for this turn (nothing to ask of the scene, most frames)."""
        if self.scene.replaying or not self.on:
            return NOTHING
        me = self.scene.chair.seat if self.scene.my_turn else None  # the person's turn: their seat
        if me is not None and self.scene.input.gestures is not None and self.values_for != self.scene.version:
            self.values_for = self.scene.version
            self.values = None
            ch = self.scene.chair
            self.valuer.options(self.scene.game, ch.seen(), me, seed=COACH_SEED + ch.version)
        if self.values_for == self.scene.version and self.values is None:
            done, values = self.valuer.poll()
            if done:
                self.values = values or []
                return [Do.REDRAW]
        return NOTHING

    def drop(self) -> None:
        self.valuer.cancel()
        self.values = None
        self.values_for = None

    @property
    def shown(self) -> tuple[str, list[OptionValue] | None, bool] | None:
        """(title, values or None while thinking, whose: the person's own) for the box, or None."""
        if self.scene.replaying:
            if self.eyes_for is not None and self.eyes_for == self.scene.chair.version and (
                    self.eyes_values is not None or self.valuer.thinking):
                return f"{self.scene.onlooker.name(self.scene.screen_person)} weighs", self.eyes_values, False
            return None
        if self.on and self.scene.my_turn and self.values_for == self.scene.version:
            return "Coach", self.values, True
        return None

    def _sizes(self) -> tuple[int, int, int]:
        """(text px, smaller text px, margin): an option's words at the body's size (read to play, as the
        moves are), its reason smaller; never below the floors, however small the window."""
        u = self.scene.board.layout.unit
        return body(max(15, int(17 * u))), max(14, int(15 * u)), max(4, int(8 * u))

    def log_least(self) -> int:
        """The moves log's least height below the box: its heading and LOG_ROWS of its lines, as log draws them."""
        if self.scene.log_panel.folded:
            return 0
        from .panel import panel_px  # (panel.py draws the box: imported when used)
        log_px = panel_px(cast(DrawnTable, self.scene))  # the panel's size
        lpad = max(4, log_px // 3)
        return (text("Moves", log_px, DIM, True).get_height() + lpad // 2
                + LOG_ROWS * font(body(log_px * 0.9)).get_linesize() + 2 * lpad + 1)

    def least_h(self, width: int) -> int:
        """The box's least height in a panel ``width`` wide: its title and its first option whole, and
        "N more" below when there are more (0 when it shows nothing)."""
        shown = self.shown
        if shown is None:
            return 0
        _, small, pad = self._sizes()
        head, blocks = self._rows(shown, width - 2 * pad)
        return 2 * pad + head + max((bh for _, bh in blocks[:1]), default=0) + (
            _pitch(small) if len(blocks) > 1 else 0)

    def place(self, area: pygame.Rect) -> pygame.Rect:
        """The coach's box at the top of the moves panel's ``area`` when it has something to show; the rest
        (the moves log's: at least its heading and LOG_ROWS lines, never less) is returned. The box holds
        whole options only, each with its whole reason: those that do not fit are a step of the wheel or
        the keys away ("2 more"), never drawn cut."""
        self.rect = None
        shown = self.shown
        if shown is None or area.h <= 0:
            return area
        px, small, pad = self._sizes()
        head, blocks = self._rows(shown, area.w - 2 * pad)
        more_h = _pitch(small)
        first = blocks[0][0] if blocks else []
        least = 2 * pad + head + sum(_pitch(row[3]) for row in first[:2])  # the title and the best move's line
        room = max(least, area.h - self.log_least() - pad) if not self.scene.log_panel.folded else area.h
        room = min(area.h, room)
        used = head + sum(bh for _, bh in blocks)
        if used + 2 * pad > room:  # the tallest option and "N more" (the box keeps one size as it scrolls)
            used = max(head + max((bh for _, bh in blocks), default=0) + more_h, room - 2 * pad)
        h = min(room, used + 2 * pad) if not self.scene.log_panel.folded else room
        self.rect = pygame.Rect(area.x, area.y, area.w, max(h, min(room, least)))
        self._rows_cache = [head, blocks]
        key = (shown[0], id(shown[1]), self.scene.version, area.size, text_generation())
        if key != self._back_for:
            self._back_for, self.back = key, 0
        return pygame.Rect(area.x, self.rect.bottom + pad, area.w, max(0, area.bottom - self.rect.bottom - pad))

    def _rows(self, shown: tuple, w: int) -> tuple[int, list[tuple[list[tuple], int]]]:
        """The title's height, and each option's block of lines: ([(text, x, y, px, colour, bold, value at
        the right)], its height), each y from the block's top."""
        title, values, own = shown
        px, small, _ = self._sizes()
        lh, slh = _pitch(px), _pitch(small)  # by the text as drawn: lines never run into each other
        head = lh + px // 4
        if values is None or not values:
            words = "Weighing every move..." if values is None else "No values this time."
            lines = wrap(words, small, w)
            return head, [([(line, 0, k * slh, small, DIM, False, "") for k, line in enumerate(lines)],
                           len(lines) * slh)]
        indent = small // 2
        said = self._said(values, small, w - indent) if own else {}
        chosen = self._chosen_next() if not own else None
        lower = self.scene.game.info.lower_wins
        bid_word = BID_WORD if self.scene.game.review is not None else ""
        vw = max(font(px, True).size(self._value(o))[0] for o in values)
        blocks = []
        for o in values:
            colour = GOLD if o is values[0] else INK
            words = said_as(o.words, self.scene.chair.names, self.scene.chair.speaker) + (
                " < played" if chosen is not None and o.has(chosen) else "")
            block = [(line, 0, k * lh, px, colour, False, self._value(o) if k == 0 else "")
                     for k, line in enumerate(wrap(words, px, w - vw - px // 2))]
            at = len(block) * lh
            parts = [f"{bid_word} {round(100 * o.bid)}%"] if o.bid is not None and bid_word else []
            if own:
                parts.append(why(values, o, lower))
            elif o.cost >= o.even:
                parts.append(f"{o.num(o.cost)} below the best")
            elif o.points is not None:
                parts.append("the best")
            for line in wrap(", ".join(parts), small, w - indent) + said.get(id(o), []):
                block.append((line, indent, at, small, DIM, False, ""))
                at += slh
            blocks.append((block, at + px // 3))
        return head, blocks

    @staticmethod
    def _value(o: OptionValue) -> str:
        return f"{o.num(o.points)} pts" if o.points is not None else ""

    def scroll(self, dy: int, pos: tuple[int, int] | None = None) -> bool:
        """The wheel over the box, or a key (``dy`` > 0: back up): True if it scrolled it, an option at a
        time (only a box whose options do not all fit)."""
        r = self.rect
        if r is None or (pos is not None and not r.collidepoint(pos)) or not (self._overflow or self.back):
            return False
        self.back = max(0, self.back + (1 if dy < 0 and self._overflow else -1 if dy > 0 else 0))
        return True  # (a key or the wheel: the app draws again after any input)

    def draw(self, surf: pygame.Surface) -> None:
        r = getattr(self, "rect", None)
        if r is None or self.shown is None or not self._rows_cache:
            return
        px, small, pad = self._sizes()
        panel(surf, r, (8, 26, 16, 255), radius=max(4, int(8 * self.scene.board.layout.unit)), border=GOLD)
        x, right, bottom = r.x + pad, r.right - pad, r.bottom - pad
        head, blocks = self._rows_cache
        title = self.shown[0]
        more_h = _pitch(small)
        avail = bottom - (r.y + pad + head)  # the box's room below its title
        rows: list[tuple[tuple, int, int]] = []  # every line (its block), and where the box may start: an option's
        stops: list[int] = []  # first line, or any line of one too tall for the box (scrolled a line at a time)
        at = 0
        for i, (block, bh) in enumerate(blocks):
            stops.append(at)
            if bh - px // 3 > avail - more_h:
                stops.extend(at + dy for _, _, dy, *_ in block[1:])
            rows.extend((row, at + row[2], i) for row in block)
            at += bh
        self.back = min(self.back, max(0, len(stops) - 1))
        start = stops[self.back] if stops else 0

        def fitting(room: int) -> list[tuple]:
            out = [(row, y, i) for row, y, i in rows if y >= start and y - start + _pitch(row[3]) <= room]
            whole = {i for _, _, i in out if all(y - start + _pitch(row[3]) <= room for row, y, j in rows if j == i)}
            tall = {i for i, (_, bh) in enumerate(blocks) if bh - px // 3 > avail - more_h}
            return [(row, y, i) for row, y, i in out if i in whole or i in tall]  # whole options (a tall one: lines)

        shown = fitting(avail)
        if len(shown) < sum(1 for _, y, _ in rows if y >= start):
            shown = fitting(avail - more_h)  # more below: a line says how many
        below = {i for _, y, i in rows if y >= start} - {i for _, y, i in shown if
                                                         all(y2 - start + _pitch(rw[3]) <= avail for rw, y2, j in rows
                                                             if j == i)}
        after = len(below)
        self._overflow = len([st for st in stops if st > start]) if len(shown) < sum(
            1 for _, y, _ in rows if y >= start) else 0
        self.drawn = [(title, surf.blit(text(title, px, GOLD, True), (x, r.y + pad)))]
        if self.back or after:  # which way there is more, at the right of the title's line
            self._note(surf, f"\u25b2 {self.back} above" if self.back else "\u25bc wheel or Shift+Page Down",
                       px, small, title, x, right, r.y + pad)
        top = r.y + pad + head - start
        for (line, dx, _, lpx, colour, bold, value), y, _ in shown:
            self.drawn.append((line, surf.blit(text(line, lpx, colour, bold), (x + dx, top + y))))
            if value:
                v = text(value, lpx, colour, True)
                surf.blit(v, (right - v.get_width(), top + y))
        if after:  # options below, a step of the wheel or the keys away
            y = max((top + y + _pitch(row[3]) for row, y, _ in shown), default=r.y + pad + head)
            self.drawn.append((f"and {after} more", surf.blit(text(f"and {after} more", small, DIM), (x, y))))

    def _note(self, surf: pygame.Surface, note: str, px: int, small: int, title: str, x: int, right: int,
              y: int) -> None:
        room = right - x - font(px, True).size(title)[0] - px // 2
        if font(small).size(note)[0] > room:
            note = note[:1]  # the arrow alone
        img = text(note, small, DIM)
        surf.blit(img, (right - img.get_width(), y))

    def _said(self, values: list[OptionValue], px: int, width: int) -> dict[int, list[str]]:
        """The game's words on each option, wrapped: made once a turn, not every frame."""
        key = (self.scene.version, id(values), px, width, text_generation())  # the text size's too
        if self._said_for != key:
            reasons = {id(o): self._reason(o.action) for o in values}
            self._said_for = key
            self._said_lines = {k: wrap(capital(v), px, width) if v else [] for k, v in reasons.items()}
        return self._said_lines

    def _view(self) -> State:
        """What the screen's seat sees now (made once a turn)."""
        if self._seen_for != self.scene.version:
            self._seen_for, self._seen = self.scene.version, self.scene.chair.seen()
        return cast(State, self._seen)  # set just above for this version

    def _reason(self, action: Action) -> str | None:
        """The game's word on the person's move, from their own view."""
        return self.scene.game.words.coach_reason(self._view(), action)

    def _chosen_next(self) -> Action | None:
        """In a replay: the move the record plays next (shown beside the values once they are in)."""
        to = self.scene.chair.to_move
        chair = self.scene.computer_chairs.get(to) if to is not None else None
        return chair.scripted() if chair is not None else None
