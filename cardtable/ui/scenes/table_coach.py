"""The coach and replay through a seat's eyes: a part of ``TableScene`` (table.py), composed into it.

* **Coach** (practice, one person against computers; the Coach button, kept in the
  settings): before the person acts, every option with the hard player's value of it
  from what the person can see (``ai.coach``, worked out in the worker) and a word on why.
* **Eyes** (replay): the Eyes button steps through the seats; the table then shows only
  what that seat knew at each moment, and at that seat's own decisions (a computer's)
  its top options and their values, worked out from its view before its move is played.

The values are shown in a box over the moves panel (``draw_aids``)."""

from __future__ import annotations

import time
from typing import Any

import pygame

from ...ai.coach import Valuer, why
from ...ai.review import OptionValue
from ...engine.actions import Action
from ...engine.present import capital
from ...engine.state import State
from ..widgets import DIM, GOLD, INK, Button, blit_text, fit_text, panel, wrap

COACH_SEED = 0  # the coach's search seed for a turn: the table's version number added to it
EYES_WAIT = 6.0  # seconds a replay waits at most for a decision's values before playing on


class EyesReplayer:
    """The record's player (``table_flow.Replayer``) that, at the decisions of the seat whose
    eyes the replay is seen through, holds its move until that seat's options are valued."""

    def __init__(self, inner, coach: Coach) -> None:
        self.inner = inner
        self.coach = coach
        self.since = 0.0
        self.thinking = False

    def start(self, game, seen: State, seat: int, legal: list[Action]) -> None:
        """``seen``: the seat's view, from its chair."""
        self.inner.start(game, seen, seat, legal)
        co, sc = self.coach, self.coach.t
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
            self.coach.t.app.dirty = True
            self.coach.hold_eyes = time.perf_counter() + 1.5 * max(0.4, self.coach.t.app.settings.pace_seconds)
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

    def __init__(self, t: Any) -> None:
        self.t = t  # the table scene (table.py)
        self.values: list[OptionValue] | None = None
        self.values_for: int | None = None
        self.eyes_values: list[OptionValue] | None = None
        self.eyes_for: int | None = None
        self.hold_eyes = 0.0  # until this time (perf_counter) a replayed move waits, its values shown
        self._valuer: Valuer | None = None
        self._eyes_ready = False
        self._said_for: tuple | None = None
        self._said_lines: dict[int, list[str]] = {}
        self._seen_for: int | None = None
        self._seen: State | None = None

    @property
    def valuer(self) -> Valuer:
        if self._valuer is None:
            self._valuer = Valuer()
        return self._valuer

    @property
    def on(self) -> bool:
        return bool(self.t.aids and self.t.app.settings.coach)

    def buttons(self) -> list[Button]:
        """The side panel's Coach switch (practice) or Eyes (replay)."""
        if self.t.replaying:
            who = "face-up cards" if self.t.screen_person is None else self.t.onlooker.name(self.t.screen_person)
            return [Button(f"Eyes: {who}", ("eyes",))]
        if self.t.aids:
            return [Button("Coach: on" if self.on else "Coach: off", ("coach",))]
        return []

    def press(self, value: object) -> bool:
        if value == ("coach",) and self.t.aids:
            self.t.app.settings.coach = not self.t.app.settings.coach
            self.t.app.save_settings()
            self.drop()
            self.t.say("The coach shows the value of each of your moves." if self.on else "Coach off.")
            self.t._make_buttons()
            return True
        if value == ("eyes",) and self.t.replaying:
            self.see_through(self._next_eyes())
            return True
        return False

    def _next_eyes(self) -> int | None:
        n = self.t.players
        s = self.t.screen_person
        return 0 if s is None else (None if s + 1 >= n else s + 1)

    def see_through(self, seat: int | None) -> None:
        """Replay as ``seat`` saw it (None: face-up cards only): its cards, its log, its decisions' values."""
        self.valuer.cancel()
        self.eyes_values = None
        self.t.look_through(seat)
        for comp in self.t.turns.computers.values():
            if isinstance(comp, EyesReplayer):
                comp.thinking = False  # a move held for the old eyes' values goes on
        self.hold_eyes = 0.0
        self.t._make_buttons()
        self.t.app.dirty = True

    def poll(self) -> None:
        """Each frame: wrap the replay's player once, and keep the coach's values for this turn."""
        if self.t.replaying:
            if not self._eyes_ready:
                self._eyes_ready = True
                self.t.turns.computers = {s: EyesReplayer(p, self) for s, p in self.t.turns.computers.items()}
            return
        if not self.on:
            return
        if self.t.my_turn and self.t.gestures is not None and self.values_for != self.t.version:
            self.values_for = self.t.version
            self.values = None
            self.valuer.options(self.t.game, self.t.chair.seen(), self.t.chair.seat, seed=COACH_SEED + self.t.version)
        if self.values_for == self.t.version and self.values is None:
            done, values = self.valuer.poll()
            if done:
                self.values = values or []
                self.t.app.dirty = True

    def drop(self) -> None:
        self.valuer.cancel()
        self.values = None
        self.values_for = None

    @property
    def shown(self) -> tuple[str, list[OptionValue] | None, bool] | None:
        """(title, values or None while thinking, whose: the person's own) for the box, or None."""
        if self.t.replaying:
            if self.eyes_for is not None and self.eyes_for == self.t.chair.version and (
                    self.eyes_values is not None or self.valuer.thinking):
                return f"{self.t.onlooker.name(self.t.screen_person)} weighs", self.eyes_values, False
            return None
        if self.on and self.t.my_turn and self.values_for == self.t.version:
            return "Coach", self.values, True
        return None

    def draw(self, surf: pygame.Surface) -> None:
        shown = self.shown
        if shown is None:
            return
        title, values, own = shown
        lay = self.t.board.layout
        u = lay.unit
        p = lay.panel
        m = int(12 * u)
        log = self.t.log_panel.rect
        top = log.y if log is not None and not self.t.log_panel.folded else p.y + int(p.h * 0.38)
        bottom = min((b.rect.y for b in self.t.panel_list if b.rect is not None),
                     default=p.bottom) - m
        r = pygame.Rect(p.x + m, top, p.w - 2 * m, max(int(80 * u), bottom - top))
        panel(surf, r, (8, 26, 16, 255), radius=max(4, int(8 * u)), border=GOLD)
        px = int(max(12, 15 * u))
        lh = int(px * 1.25)
        x, y, w = r.x + px // 2, r.y + px // 3, r.w - px
        blit_text(surf, title, int(px * 1.1), (x, y), GOLD, bold=True)
        y += int(lh * 1.3)
        if values is None:
            blit_text(surf, "Weighing every move...", px, (x, y), DIM)
            return
        if not values:
            blit_text(surf, "No values this time.", px, (x, y), DIM)
            return
        small = int(px * 0.92)
        said = self._said(values, small, w - px) if own else {}
        per = 2 + max((len(v) for v in said.values()), default=0)  # lines an option takes, the game's words below
        room = max(1, (r.bottom - y - px // 3) // (per * lh))
        chosen = self._chosen_next() if not own else None
        lower = self.t.game.lower_wins
        for o in values[:room]:
            colour = GOLD if o is values[0] else INK
            value = fit_text(f"{o.num(o.points)} pts" if o.points is not None else "", px, w // 2, colour, bold=True)
            surf.blit(value, (r.right - px // 2 - value.get_width(), y))
            words = o.words + ("  < played" if chosen is not None and o.has(chosen) else "")
            surf.blit(fit_text(words, px, w - value.get_width() - px // 2, colour, bold=True), (x, y))
            y += lh
            parts = [f"bid made {round(100 * o.bid)}%"] if o.bid is not None else []
            if own:
                parts.append(why(values, o, lower))
            elif o.cost >= o.even:
                parts.append(f"{o.num(o.cost)} below the best")
            elif o.points is not None:
                parts.append("the best")
            surf.blit(fit_text(", ".join(parts), small, w - px // 2, DIM), (x + px // 2, y))
            y += lh
            for i, line in enumerate(said.get(id(o), [])):
                surf.blit(fit_text(line, small, w - px // 2, DIM), (x + px // 2, y + i * lh))
            y += lh * (per - 2)
        if len(values) > room:
            blit_text(surf, f"and {len(values) - room} more", small, (x, r.bottom - lh), DIM)

    def _said(self, values: list[OptionValue], px: int, width: int) -> dict[int, list[str]]:
        """The game's words on each option, wrapped: made once a turn, not every frame."""
        key = (self.t.version, id(values), px, width)
        if self._said_for != key:
            reasons = {id(o): self._reason(o.action) for o in values}
            self._said_for = key
            self._said_lines = {k: wrap(capital(v), px, width) if v else [] for k, v in reasons.items()}
        return self._said_lines

    def _reason(self, action: Action) -> str | None:
        """The game's word on the person's move, from their own view (made once a turn)."""
        if self._seen_for != self.t.version:
            self._seen_for, self._seen = self.t.version, self.t.chair.seen()
        return self.t.game.coach_reason(self._seen, action)

    def _chosen_next(self) -> Action | None:
        """In a replay: the move the record plays next (shown beside the values once they are in)."""
        chair = self.t.computer_chairs.get(self.t.chair.to_move)
        return chair.scripted() if chair is not None else None
