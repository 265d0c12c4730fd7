"""The pause between deals, a part of the room (``Room`` takes it in).

With ``breaks`` on (the big screen turns it on), when a deal ends every phone is shown its summary
at once (its ``state`` carries ``break``) and no move is taken until the next deal starts: when
every phone has said ``ready`` (and the big screen has the summary up too, when it shows one; a
person at the big screen presses on there), or when the big screen presses on (``go_on``). The
room sees a deal end through an onlooker's chair (its own feed of it: what anyone at the table sees).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.present import deal_sheet

if TYPE_CHECKING:
    from ..host.chair import Chair, Feed
    from ..host.tables import TableHost
    from .messages import BreakJSON, Ready
    from .phone import Phone


@dataclass
class Break:
    """The pause after a deal: its number, its end event's data, the phone seats that said ready."""

    deal: int
    data: Mapping[str, object]
    ready: set[int]
    over: bool  # the game ended with this deal


class BetweenDeals:
    """The room's pause between deals (its ``_phones``, ``table`` and ``_stamp`` are the room's)."""

    _phones: dict[int, Phone]
    table: TableHost
    _stamp: int

    chair: Callable[[int | None], Chair]  # the room's: a seat's one chair (None: an onlooker's)

    def _init_between(self) -> None:
        self.between: Break | None = None  # the pause after a deal, while it lasts
        self.breaks = False  # a deal's end pauses for the phones' ready (the big screen turns it on)
        self.screen_shows = False  # the big screen shows each deal's summary: the pause ends once it is up there
        self.screen_people = False  # a person plays at the big screen: the pause ends when it presses on
        self._eye: Feed | None = None  # the room's feed of an onlooker's chair: where it sees a deal end
        self._screen_deal = 0  # the last deal whose summary the big screen has shown
        self.ended = 0  # the last deal whose pause has ended (the big screen's summary of it may close)

    def go_on(self, deal: int | None = None) -> None:
        """The big screen presses on after deal ``deal`` (None: whatever deal is paused): the next starts."""
        b = self.between
        if b is not None and (deal is None or deal >= b.deal):
            self._end_break()

    def screen_reached(self, deal: int) -> None:
        """The big screen shows deal ``deal``'s summary (the pause may end once the phones are ready)."""
        self._screen_deal = max(self._screen_deal, deal)
        self._maybe_end()

    @property
    def waiting_for_screen(self) -> bool:
        """Every phone is ready after a deal, and the big screen has yet to show its summary."""
        b = self.between
        return (b is not None and self.screen_shows and self._screen_deal < b.deal and bool(self._phones)
                and all(s in b.ready for s in self._phones))

    def _watch_deals(self) -> None:
        if self._eye is None:
            self._eye = self.chair(None).feed()
            self._eye.look()  # its events from here on
            return
        eye = self._eye.chair
        batches = self._eye.take()
        if batches is None:  # a move taken back: look afresh (a pause it undid ends)
            self._eye.look()
            if self.between is not None and eye.deal_no <= self.between.deal and not eye.over:
                self._end_break()
            return
        for told in batches:
            for e in told.events:
                if e.kind == "deal_end":
                    deal = e.data.get("deal")
                    deal = int(deal) if isinstance(deal, int) else eye.deal_no
                    self.between = Break(deal, dict(e.data), set(), eye.over)
                    self._stamp += 1
        self._maybe_end()

    def _maybe_end(self) -> None:
        b = self.between
        if b is None or self.screen_people or (self.screen_shows and self._screen_deal < b.deal):
            return
        if self._phones and all(s in b.ready for s in self._phones):
            self._end_break()

    def _end_break(self) -> None:
        if self.between is not None:
            self.ended = max(self.ended, self.between.deal)
        self.between = None
        self._stamp += 1

    def _ready(self, cid: int, msg: Ready) -> None:
        p = next((q for q in self._phones.values() if q.cid == cid), None)
        b = self.between
        if p is None or b is None or (msg.get("deal") is not None and msg["deal"] != b.deal):
            return  # no pause (any more): nothing to say
        if p.seat not in b.ready:
            b.ready.add(p.seat)
            self._stamp += 1  # every phone sees who is ready
        self._maybe_end()

    def _break_json(self, p: Phone) -> BreakJSON | None:
        b = self.between
        if b is None:
            return None
        assert p.chair is not None
        names = p.chair.names
        lines, heads, rows = deal_sheet(self.table.game.words.presentation, p.chair.sheet, p.chair.history, b.deal,
                                        b.data, names)
        return {"deal": b.deal, "lines": lines, "heads": heads, "rows": rows, "ready": sorted(b.ready),
                "waiting": [s for s in sorted(self._phones) if s not in b.ready], "over": b.over,
                "screen": self.screen_people}
