"""The phones at the big screen: a part of ``TableScene`` (scene.py), composed into it.

When a seat is "on a phone" the table starts a room (``cardtable/room``: a small web server on
the local network, started only then) and shows, per phone seat, a QR code and the address in
text. A phone asking for a seat is let in or refused here ("Alex's phone wants seat 2"); a phone
that has been away a while can have its seat given to a computer or played at the big screen.
The room plays the phones' moves through their own chairs (the seats' one chairs, which the
table scene made and hands it, with its onlooker's); the big screen sees them as events of its own
chair's feed, like any other move.
"""

from __future__ import annotations

import socket
import time
from typing import TYPE_CHECKING

import pygame

from ....host.chair import Chair
from ....host.seats import PERSON
from ....host.tables import TableHost
from ...hand_order import sort_key
from ...widgets import DIM, GOLD, INK, Button, blit_text, panel, wrap
from .parts import PhonesTable
from .turn import NOTHING, Do, Intent, Intents, Say, TakeSeat

if TYPE_CHECKING:
    from ....room.room import Room

AWAY_SECONDS = 30.0  # a phone away this long: the big screen offers its seat to a computer or to itself
STAND_IN = "medium"  # the computer that takes a seat given away
SERVE_AT_LEAST = 0.004  # seconds between two frames the phones are served, even after a late frame


def lan_address() -> str:
    """This machine's address on the local network (no packet is sent), or loopback."""
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.connect(("10.255.255.255", 1))
        return s.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        s.close()


def qr_surface(text: str, size: int) -> pygame.Surface:
    """A QR code of ``text`` (segno), drawn black on white with its quiet zone, about ``size`` pixels."""
    import segno  # only when a seat is on a phone

    matrix = segno.make(text, error="m").matrix
    n = len(matrix) + 8  # four modules of quiet zone each side
    cell = max(2, size // n)
    surf = pygame.Surface((n * cell, n * cell))
    surf.fill((255, 255, 255))
    for y, row in enumerate(matrix):
        for x, v in enumerate(row):
            if v:
                surf.fill((0, 0, 0), ((x + 4) * cell, (y + 4) * cell, cell, cell))
    return surf


class PhoneDesk:
    """The room of a table with seats on phones, as the big screen deals with it."""

    def __init__(self, scene: PhonesTable, table: TableHost, chairs: dict[int, Chair],
                 host: str | None = None) -> None:
        """``chairs``: the phone seats' chairs (the scene's: one a seat), none at a table without phones."""
        self.scene = scene  # the table scene (scene.py), as parts.PhonesTable says: read, never written
        self.room: Room | None = None
        self.error = ""
        self._sort = ""  # the hand order the phones were sent (the big screen's setting)
        self.showing = False  # the codes are up
        self.buttons_now: list[Button] = []
        self._qr: dict[tuple[str, int], pygame.Surface] = {}
        self._dismissed: set[int] = set()  # missing seats the big screen chose to wait for
        self._seen_requests: tuple = ()
        self._hid_once = False
        self._started = time.monotonic()
        self._away_shown = -1  # the seconds the away box last said
        phones = sorted(chairs)
        self.chairs = dict(chairs)  # to hand a seat to a computer or the big screen
        # a computer that takes a phone's seat draws from that seat's own seed, as every computer does
        self.seeds = {i: table.computer_seed(i) for i in phones}
        if not phones or table.watched:
            return
        try:
            from ....room.room import Room  # only when a seat is on a phone: never slows the first frame

            seated: dict[int | None, Chair] = {None: scene.onlooker}  # the room's eye looks through it too
            for seat, chair in chairs.items():
                seated[seat] = chair
            room = Room.from_session(table, host=host or lan_address(), chairs=seated)
            for seat in phones:
                room.add_phone(seat)
            room.breaks = True  # a deal's end: every phone shows its summary and says ready
            room.screen_shows = not scene.fast  # this screen shows each deal's summary too
            room.screen_people = bool(scene.persons)  # someone here presses on for them
            self._sort = scene.app.settings.sort
            room.hand_order = lambda: sort_key(self._sort)  # the phones' hands in this screen's order
            self.room = room.start()
            self.showing = not all(room.keys.get(s) for s in phones)  # a new room: show the codes
        except Exception as e:  # noqa: BLE001 - no room is a message, never a crash
            self.room = None
            self.error = f"The phones' room could not start ({type(e).__name__}: {e})."

    @property
    def seats(self) -> list[int]:
        return self.room.seats if self.room is not None else []

    # -- each frame --------------------------------------------------------------------------------
    def pump(self) -> Intents:
        """Each frame: the phones' moves reach the table; returns what the scene is to do about it (nothing,
        most frames)."""
        room = self.room
        if room is None:
            if self.error:
                error, self.error = self.error, ""
                return [Say(error)]
            return NOTHING
        out: list[Intent] = []
        room.screen_people = bool(self.scene.persons)
        if self._sort != self.scene.app.settings.sort:  # the setting changed: every phone's hand afresh
            self._sort = self.scene.app.settings.sort
            room.reorder()
        self._pump(room)
        board = self.scene.board
        if room.waiting_for_screen and board.busy and board.fly > 0:
            out.append(Do.HURRY)  # the phones have read the deal's end: this screen's motion catches up with them
        if self.showing and not self._hid_once and all(room.connected(s) for s in room.seats):
            self.showing, self._hid_once = False, True  # every phone is in: the table shows (Phones: the codes)
        missing = self._missing()
        if missing and not room.requests():  # the away box counts the seconds: drawn again as they pass
            seconds = int(self._away(missing[0]) or 0)
            if seconds != self._away_shown:
                self._away_shown = seconds
                out.append(Do.REDRAW)
        now = (tuple(room.requests()), tuple(missing), self.showing)
        if now != self._seen_requests:
            self._seen_requests = now
            out += [Do.REBUTTON, Do.REDRAW]
        return out

    def serve(self, until: float) -> None:
        """Between frames (the app's loop, until ``until`` on ``time.perf_counter``): a phone's move is
        played and every phone told as soon as it comes, not at the next frame. Work already waiting
        is done even when the frame before ran late (``SERVE_AT_LEAST``): the phones never wait on
        a slow screen for more than that."""
        room = self.room
        if room is None:
            return
        work_until = max(until, time.perf_counter() + SERVE_AT_LEAST)
        while True:
            now = time.perf_counter()
            if room.owes() or room.asked():
                if now >= work_until:
                    return
                self._pump(room, work_until - now)
                continue
            if until - now <= 0.001 or not room.wait(until - now - 0.001):
                return

    @staticmethod
    def _pump(room: Room, budget: float | None = None) -> None:
        """The big screen's one call of the room's pump (each frame, and between frames as phones speak:
        ``budget``, the seconds the phones' states may take then, if more than a frame's share)."""
        if budget is None:
            room.pump()
            return
        saved, room.budget = room.budget, max(room.budget, budget)
        try:
            room.pump()
        finally:
            room.budget = saved

    def _missing(self) -> list[int]:
        """Phone seats away long enough to offer elsewhere (not those the screen chose to wait for): a phone
        that dropped off, or one that never came when it is its seat's turn."""
        out: list[int] = []
        room = self.room
        if room is None:
            return out
        for s in room.seats:
            away = self._away(s)
            if away is not None and away >= AWAY_SECONDS and s not in self._dismissed:
                out.append(s)
        return out

    def _away(self, s: int) -> float | None:
        """Seconds a phone seat has been away: since its phone dropped off, or, never joined while the
        table waits for it, since the table began (None: not away)."""
        room = self.room
        if room is None:
            return None
        away = room.missing_since(s)
        if away is None and not room.connected(s) and self.scene.chair.to_move == s:
            away = time.monotonic() - self._started  # never joined, and the table waits for it
        return away

    def stop(self) -> None:
        """The table is put away for good (a new table, the window closed): the room closes."""
        if self.room is not None:
            self.room.stop()
            self.room = None

    # -- buttons ------------------------------------------------------------------------------------
    def panel_buttons(self) -> list[Button]:
        return [Button("Phones", ("phones",))] if self.room is not None else []

    def buttons(self) -> list[Button]:
        """The buttons of the box shown now (a request first, then a missing seat, then the codes)."""
        out: list[Button] = []
        if self.room is not None:
            reqs = self.room.requests()
            missing = self._missing()
            if reqs:
                rid = reqs[0][0]
                out = [Button("Let in", ("phone-yes", rid)), Button("Refuse", ("phone-no", rid))]
            elif missing:
                s = missing[0]
                out = [Button("A computer plays it", ("phone-computer", s)),
                       Button("Play it here", ("phone-here", s)), Button("Wait", ("phone-wait", s))]
            elif self.showing:
                out = [Button("Start playing", ("phones-hide",))]
        self.buttons_now = out
        return out

    def press(self, value: object) -> Intents:
        """A button of the phones' (its value's first word starts with "phone"): what the scene is to do."""
        if not isinstance(value, tuple) or not value or not str(value[0]).startswith("phone"):
            return NOTHING
        out: list[Intent] = []
        what = value[0]
        if what == "phones":
            self.showing = not self.showing
        elif what == "phones-hide":
            self.showing = False
        elif what in ("phone-yes", "phone-no") and self.room is not None:
            self.room.answer(value[1], what == "phone-yes")
        elif what == "phone-wait":
            self._dismissed.add(value[1])
        elif what in ("phone-computer", "phone-here") and self.room is not None:
            out += self._take_back(value[1], STAND_IN if what == "phone-computer" else PERSON)
        return out + [Do.REBUTTON, Do.REDRAW]

    def _take_back(self, seat: int, kind: str) -> Intents:
        """A missing phone's seat goes to a computer or to the big screen (the chair handed to it here, the
        scene's chairs and players given it by the scene: ``TakeSeat``); its link stops working."""
        from ....ai.service import Computer

        name = self.scene.onlooker.name
        chair = self.chairs.pop(seat)
        if self.room is not None:
            self.room.release(seat)
        chair.hand_to(kind)
        if kind == PERSON:
            return [TakeSeat(seat, chair, None), Say(f"{name(seat)}'s seat is played at this screen now.")]
        computer = Computer(kind, self.seeds[seat])  # its seat's own seed, as every computer's
        return [TakeSeat(seat, chair, computer), Say(f"A computer plays {name(seat)}'s seat now.")]

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        if self.room is None or not self.buttons_now:
            return
        sc = self.scene
        W, H = surf.get_size()
        u = sc.board.layout.unit
        px = int(max(16, 22 * u))
        reqs = self.room.requests()
        missing = self._missing()
        names = sc.onlooker.names
        if reqs:
            title, lines = self.request_words(reqs, names)
            self._box(surf, title, lines, [], px)
        elif missing:
            s = missing[0]
            away = int(self._away(s) or 0)
            gone = (f"It dropped off {away} seconds ago." if self.room.missing_since(s) is not None
                    else f"It has not joined: the table has waited {away} seconds for it.")
            self._box(surf, f"{names[s]}'s phone is away",
                      [f"{gone} It can come back with its link, or the seat "
                       "can be played by a computer or at this screen."], [], px)
        else:
            codes = [(names[s], self.room.url(s), self.room.connected(s)) for s in self.seats]
            self._box(surf, "Join from your phone", ["Scan your seat's code with your phone's camera, "
                                                      "or type its address. The phone must be on this Wi-Fi."],
                      codes, px)

    @staticmethod
    def request_words(reqs: list[tuple[int, int, str]], names: list[str]) -> tuple[str, list[str]]:
        """The box's title and lines for the oldest request, and how many more wait behind it."""
        _rid, seat, device = reqs[0]
        lines = [f"{device or 'A phone'} wants seat {seat + 1} ({names[seat]}).",
                 "Let it in only if it is that person's phone."]
        if len(reqs) > 1:
            more = len(reqs) - 1
            lines.append(f"{more} more {'phone asks' if more == 1 else 'phones ask'} after this one.")
        return ("A phone wants a seat" if len(reqs) == 1 else f"A phone wants a seat (1 of {len(reqs)})"), lines

    def _box(self, surf: pygame.Surface, title: str, lines: list[str], codes: list[tuple[str, str, bool]],
             px: int) -> None:
        W, H = surf.get_size()
        n = len(codes)
        qr = int(min(H * 0.42, (W * 0.9 - 40) / max(1, n) - 20)) if n else 0
        w = int(min(W * 0.94, max(W * 0.5, n * (qr + 24) + 40)))
        body = [ln for t in lines for ln in wrap(t, px, w - 2 * px)]
        lh = int(px * 1.3)
        h = int(px * 3 + lh * len(body) + (qr + lh * 3 if n else 0) + px * 4)
        r = pygame.Rect(0, 0, w, min(H - 10, h))
        r.center = (W // 2, H // 2)
        panel(surf, r, (6, 24, 16, 245), radius=px, border=GOLD)
        blit_text(surf, title, int(px * 1.4), (r.centerx, r.y + px // 2), (250, 236, 190), "midtop", True, r.w - px)
        y = r.y + int(px * 2.6)
        for ln in body:
            blit_text(surf, ln, px, (r.centerx, y), INK, "midtop")
            y += lh
        if n:
            slot = (r.w - 20) / n
            for i, (name, url, on) in enumerate(codes):
                cx = int(r.x + 10 + slot * (i + 0.5))
                key = (url, qr)
                if key not in self._qr:
                    self._qr[key] = qr_surface(url, qr)
                img = self._qr[key]
                surf.blit(img, img.get_rect(midtop=(cx, y)))
                ty = y + img.get_height() + 6
                blit_text(surf, f"{name}: {'joined' if on else 'waiting'}", px, (cx, ty), GOLD if on else INK,
                          "midtop", True, int(slot - 8))
                blit_text(surf, url, max(13, int(px * 0.75)), (cx, ty + lh), DIM, "midtop", max_width=int(slot - 8))
        bw, bh = int(min(260 * (px / 22), (r.w - 40) / max(1, len(self.buttons_now)) - 10)), int(px * 2)
        total = len(self.buttons_now) * (bw + 12) - 12
        x = r.centerx - total // 2
        for b in self.buttons_now:
            b.rect = pygame.Rect(x, r.bottom - bh - px // 2, bw, bh)
            b.draw(surf, px, focused=False)
            x += bw + 12
