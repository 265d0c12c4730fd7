"""A room: the phones at one table (PROTOCOL.md says what goes over the wire).

Threads: the server's asyncio loop (``server.py``, a daemon thread) never touches the session or
a chair; it puts what phones say in the room's inbox. ``pump`` runs on the host's thread (the
big screen's frame loop, a test's loop, or ``run_host_thread``): it answers hellos, plays moves
through each phone seat's own ``Chair`` and sends each phone whose view changed its ``state``.
Between deals the room pauses (``between.py``).
A seat has one chair (the big screen hands the room those it made); each phone, and the room's eye
on the table, subscribes to it once (``Chair.feed``). A phone's log is its chair's, the seat's one
log; what the room asks a chair (why a card has no move) changes nothing a phone is sent.
"""

from __future__ import annotations

import hmac
import itertools
import queue
import secrets
import threading
import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from ..engine.actions import Action, IllegalAction
from ..host.chair import Chair
from ..host.moves import Refused
from . import messages
from .between import BetweenDeals
from .phone import Phone, Said

if TYPE_CHECKING:
    from ..host.tables import TableHost
    from .server import Server

NOTE = "phone"  # the note "phone<seat>" = "<token> <key>" (notes hold short words only)
# A link's token is typed on a phone: lower-case letters and digits none of which looks like another
# (no l, o, 0, 1), 32 of them; 26 make 130 bits, as many as the 16 random bytes it was made of before.
LINK_LETTERS = "abcdefghijkmnpqrstuvwxyz23456789"
LINK_LENGTH = 26


def new_token() -> str:
    """A seat's link token: easy to type, as hard to guess as 16 random bytes."""
    return "".join(secrets.choice(LINK_LETTERS) for _ in range(LINK_LENGTH))


def typed(token: str) -> str:
    """A token as typed, read as made: a phone's keyboard may have put a capital first."""
    return token.lower() if token.isascii() else token
PORT_NOTE = "room_port"
BUDGET = 0.0015  # seconds of the big screen's frame the phones' states may take (the rest wait a frame)


class Room(BetweenDeals):
    """The phones at one table (see the module's docstring)."""

    def __init__(self, table: TableHost, host: str = "127.0.0.1", port: int = 0,
                 tokens: dict[int, str] | None = None, keys: dict[int, str] | None = None, rate: int = 30,
                 chairs: Mapping[int | None, Chair] | None = None) -> None:
        self.table = table  # what the room may ask of the table: its seats, their chairs, the notes it keeps
        self._chairs: dict[int | None, Chair] = dict(chairs or {})  # seat (None: onlooker) -> its one chair
        self.rate = rate  # messages a second a phone may send (more are dropped; a flood is closed)
        self.host, self.port = host, port
        self._phones: dict[int, Phone] = {}
        for seat, token in (tokens or {}).items():
            self._phones[int(seat)] = Phone(int(seat), token, (keys or {}).get(seat))
        self._valid: frozenset[str] = frozenset(p.token for p in self._phones.values())
        self._inbox: queue.SimpleQueue[Said] = queue.SimpleQueue()
        self._held: list[Said] = []
        self._requests: dict[int, tuple[int, str, int]] = {}  # request id -> seat, device, connection
        self._rids = itertools.count(1)
        self._server: Server | None = None
        self.budget = BUDGET  # seconds of a frame the states may take (at least one is sent)
        self._next_seat = 0
        self.watch: Callable[[int, Mapping[str, object]], None] | None = None  # sees each message to a phone (tests)
        self._stamp = 0  # changes what every phone is shown besides its chair's version (a pause)
        self._init_between()
        # makes a sort key (None: as dealt): each phone's hand in the big screen's order (the big screen hands it
        # over: the room takes nothing else of the screen's but card faces)
        self.hand_order: Callable[[], messages.SortKey | None] | None = None
        self._outbox: list[tuple[int, str]] | None = None  # while pumping: the messages to send at its end
        self._do: dict[str, Callable[[int, Any], None]] = {  # what a phone said: its message (parsed), or None
            "hello": self._hello, "move": self._move, "ready": self._ready, "why": self._why, "gone": self._gone}

    @classmethod
    def from_session(cls, table: TableHost, host: str = "127.0.0.1", port: int | None = None,
                     chairs: Mapping[int | None, Chair] | None = None) -> Room:
        """The room of a game continued: its phone seats' tokens and keys (and port) from the notes it kept."""
        tokens, keys = {}, {}
        for seat in range(len(table.seats)):
            words = str(table.note(f"{NOTE}{seat}") or "").split()
            if words:
                tokens[seat] = words[0]
                if len(words) > 1:
                    keys[seat] = words[1]
        saved = table.note(PORT_NOTE)
        return cls(table, host, port if port is not None else (saved if isinstance(saved, int) else 0),
                   tokens, keys, chairs=chairs)

    def chair(self, seat: int | None) -> Chair:
        """The seat's one chair (None: an onlooker's): the one handed to the room, else the table's, once."""
        if seat not in self._chairs:
            self._chairs[seat] = self.table.chair(seat)
        return self._chairs[seat]

    # -- the seats on phones -------------------------------------------------------------------------------
    @property
    def tokens(self) -> dict[int, str]:
        return {s: p.token for s, p in self._phones.items()}

    @property
    def keys(self) -> dict[int, str]:
        return {s: p.key for s, p in self._phones.items() if p.key}

    @property
    def seats(self) -> list[int]:
        return sorted(self._phones)

    def add_phone(self, seat: int) -> str:
        """Put ``seat`` on a phone (a new link, unless it has one); its token."""
        if not 0 <= seat < len(self.table.seats):
            raise ValueError(f"no seat {seat}")
        if seat not in self._phones:
            self._phones[seat] = Phone(seat, new_token())
            self._valid = frozenset(p.token for p in self._phones.values())
            self._note()
        return self._phones[seat].token

    def release(self, seat: int) -> None:
        """Take ``seat`` off its phone: its link stops working; a phone holding it is told and closed."""
        p = self._phones.pop(seat, None)
        if p is None:
            return
        self._valid = frozenset(q.token for q in self._phones.values())
        if p.cid is not None:
            self._refuse(p.cid, "this seat was taken back at the big screen")
        for rid, (s, _dev, cid) in list(self._requests.items()):
            if s == seat:
                del self._requests[rid]
                self._refuse(cid, "this seat was taken back at the big screen")
        self.table.drop_note(f"{NOTE}{seat}")
        self._note()

    def url(self, seat: int) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/s/{self._phones[seat].token}"

    def connected(self, seat: int) -> bool:
        p = self._phones.get(seat)
        return p is not None and p.cid is not None

    def missing_since(self, seat: int) -> float | None:
        """Seconds since the seat's phone dropped (None: connected, or never joined)."""
        p = self._phones.get(seat)
        return None if p is None or p.since is None or p.cid is not None else time.monotonic() - p.since

    def requests(self) -> list[tuple[int, int, str]]:
        """Phones asking to take a seat: (request id, seat, device), oldest first."""
        return [(rid, s, dev) for rid, (s, dev, _cid) in sorted(self._requests.items())]

    def answer(self, request_id: int, accept: bool) -> None:
        """The big screen's answer to a phone asking for a seat."""
        req = self._requests.pop(request_id, None)
        if req is None:
            return
        seat, device, cid = req
        p = self._phones.get(seat)
        if not accept or p is None:
            self._refuse(cid, "the big screen said no")
        elif p.cid is not None:
            self._refuse(cid, "seat taken")
        else:
            p.key = secrets.token_urlsafe(16)
            self._note()
            self._seat(p, cid, device)

    # -- running ----------------------------------------------------------------------------------------
    def start(self) -> Room:
        from .server import Server  # websockets is loaded here, never at the app's start
        from .web import Web

        seat_link = lambda t: t in self._valid or typed(t) in self._valid  # noqa: E731 - a link as typed
        self._server = Server(self.host, self.port, self._inbox.put, Web(seat_link), self.rate)
        self._server.start()
        self.port = self._server.port
        self._note()
        return self

    def stop(self, timeout: float = 3.0) -> bool:
        """Close every phone's connection and the server, within about ``timeout`` seconds."""
        ok = self._server.stop(timeout) if self._server is not None else True
        self._server = None
        for p in self._phones.values():
            if p.cid is not None:
                p.cid, p.since = None, time.monotonic()
        self._requests.clear()
        return ok

    def wait(self, timeout: float) -> bool:
        """Block until a phone says something (True) or ``timeout`` passes (False)."""
        try:
            self._held.append(self._inbox.get(timeout=timeout))
            return True
        except queue.Empty:
            return False

    def reorder(self) -> None:
        """The big screen's hand order changed: every phone's hand is sorted afresh and sent again."""
        for p in self._phones.values():
            p.order = None
        self._stamp += 1

    def asked(self) -> bool:
        """Has a phone said something not yet done?"""
        return bool(self._held) or not self._inbox.empty()

    def owes(self) -> bool:
        """Is a phone's state due (its view changed since its last)?"""
        return any(p.cid is not None and p.chair is not None and p.sent != (p.chair.version, self._stamp)
                   for p in self._phones.values())

    def run_host_thread(self, stop: threading.Event, tick: float = 0.01,
                        each: Callable[[], None] | None = None) -> threading.Thread:
        """Headless use: a thread that pumps until ``stop`` (an Event) is set (``each`` runs first every
        round: the computers' moves, say). Everything else at the table must happen in ``each`` then."""
        from .server import host_thread

        return host_thread(self, stop, tick, each)

    def pump(self) -> bool:
        """Do what the phones asked and send every phone whose view changed its state (host thread)."""
        self._outbox = []
        try:
            return self._pump()
        finally:
            out, self._outbox = self._outbox, None
            if out and self._server is not None:
                self._server.send_many(out)  # the server's thread woken once for all of them

    def _pump(self) -> bool:
        did = False
        items, self._held = self._held, []
        while True:
            try:
                items.append(self._inbox.get_nowait())
            except queue.Empty:
                break
        for n, (kind, cid, msg) in enumerate(items):
            did = True
            try:
                self._do[kind](cid, msg)  # the server puts only these kinds
            except Exception:
                self._held[:0] = items[n + 1:]  # a bug at the table (shown at the big screen): the rest next pump
                raise
        if self.breaks:
            self._watch_deals()
        # the phones whose view changed, in turn from where the last frame stopped, within a budget: a frame of
        # the big screen is never held up by eight states at once (the rest go next frame, well inside the bar)
        due = [p for p in self._phones.values() if p.cid is not None and p.chair is not None
               and p.sent != (p.chair.version, self._stamp)]
        due.sort(key=lambda p: (p.seat - self._next_seat) % max(1, len(self.table.seats)))
        start, sent = time.perf_counter(), 0
        for p in due:
            if sent and time.perf_counter() - start > self.budget:
                self._next_seat = p.seat
                break
            self._send_state(p)
            sent += 1
        return did or bool(sent)

    # -- inside -----------------------------------------------------------------------------------------
    def _hello(self, cid: int, msg: messages.Hello) -> None:
        token = msg["token"]
        p = next((q for q in self._phones.values() if token.isascii() and (  # (compare_digest takes ASCII text)
            hmac.compare_digest(q.token, token) or hmac.compare_digest(q.token, typed(token)))), None)
        if p is None:
            self._refuse(cid, "this link is not a seat at this table")
        elif p.cid is not None:
            self._refuse(cid, "seat taken")
        elif p.key and msg["key"] and hmac.compare_digest(p.key, msg["key"]):
            self._seat(p, cid, msg["device"])
        else:
            rid = next(self._rids)
            self._requests[rid] = (p.seat, msg["device"], cid)
            self._send(cid, p.seat, {"t": "wait", "why": "Waiting for the big screen to let you in"})

    def _seat(self, p: Phone, cid: int, device: str) -> None:
        p.cid, p.since, p.device = cid, None, device
        if p.feed is None:  # this phone's own events from its seat's one chair: nothing another viewer changes them
            p.chair = p.chair or self.chair(p.seat)
            p.feed = p.chair.feed()
        for rid, (s, _dev, other) in list(self._requests.items()):
            if s == p.seat and other != cid:  # another phone asking for the same seat
                del self._requests[rid]
                self._refuse(other, "seat taken")
        self._send(cid, p.seat, {"t": "welcome", "key": p.key, "seat": p.seat,
                                 "name": self.table.seats[p.seat].name, "game": self.table.game.info.name})
        self._send_state(p)

    def _move(self, cid: int, msg: messages.MoveMessage) -> None:
        p = next((q for q in self._phones.values() if q.cid == cid), None)
        if p is None or p.chair is None:
            self._send(cid, None, {"t": "no", "why": "you have no seat yet"})
            return
        if self.between is not None:
            self._send(cid, p.seat, {"t": "no", "why": f"deal {self.between.deal} is scored: the next deal starts "
                                     "when everyone is ready"})
            return
        action, i = msg["a"], msg["i"]
        if action is None:  # by its index (``parse`` gives one or the other)
            if p.moves is None or i is None or i >= len(p.moves):
                self._send(cid, p.seat, {"t": "no", "why": "there is no such move"})
                return
            action = p.moves[i].action
        try:
            p.chair.play(action, msg["v"])
        except Refused as e:
            self._send(cid, p.seat, {"t": "no", "why": e.reason})
        except IllegalAction as e:  # the rules refused it after all: nothing changed
            self._send(cid, p.seat, {"t": "no", "why": str(e) or "that move is not allowed"})
        except Exception:  # a bug in the rules: the table may have changed; the phone is told so, the error goes on
            self._send(cid, p.seat, {"t": "no", "why": messages.MOVE_ERROR})
            p.sent = None  # the table as it is now, next
            raise

    def _why(self, cid: int, msg: messages.Why) -> None:
        """Why a card of the seat's own has no move now, in the game's words (its chair says)."""
        p = next((q for q in self._phones.values() if q.cid == cid), None)
        if p is None or p.chair is None:
            self._send(cid, None, {"t": "no", "why": "you have no seat yet"})
            return
        ch, card = p.chair, msg["c"]
        t = ch.sight().table
        own = [c for name, cards in t.zones.items() if t.specs[name].owner == p.seat for c in cards]
        if self.between is not None:
            why = f"deal {self.between.deal} is scored: the next deal starts when everyone is ready"
        elif card not in own:
            why = "that is not one of your cards"
        elif not ch.my_turn:
            why = ch.why_not(Action("play", p.seat, (card,)))
        else:
            legal = ch.legal()
            shapes = list(dict.fromkeys((a.kind, a.zone) for a in legal if a.cards))
            whys = [ch.why_not(Action(kind, p.seat, (card,), zone)) for kind, zone in shapes]
            whys = [w for w in whys if w]
            if whys:
                why = whys[0]
            elif not shapes:
                why = f"no card is played now: {ch.prompt()[:1].lower()}{ch.prompt()[1:]}".rstrip(".")
            else:
                why = "that card has no move now"
        self._send(cid, p.seat, {"t": "no", "why": why, "c": card})

    def _gone(self, cid: int, _msg: None = None) -> None:
        for rid, (_s, _dev, other) in list(self._requests.items()):
            if other == cid:
                del self._requests[rid]
        for p in self._phones.values():
            if p.cid == cid:
                p.cid, p.since, p.sent, p.moves = None, time.monotonic(), None, None

    def _send_state(self, p: Phone) -> None:
        assert p.chair is not None and p.cid is not None and p.feed is not None
        if p.order is None and self.hand_order is not None:
            p.order = self.hand_order()
        if p.feed.take() is None:  # the actions since its last state are in its chair's log and its table
            p.feed.look()  # (a first state, a move taken back, back from away): from here on
        msg, p.moves = messages.state_message(p.chair, order=p.order)
        brk = self._break_json(p)
        if brk is not None:
            msg["break"] = brk
            msg["moves"], p.moves = [], []  # no move between deals
        p.sent = (msg["v"], self._stamp)
        self._send(p.cid, p.seat, msg)

    def _send(self, cid: int, seat: int | None, msg: Mapping[str, object]) -> None:
        if self.watch is not None and seat is not None:
            self.watch(seat, msg)
        if self._server is None:
            return
        if self._outbox is not None:
            self._outbox.append((cid, messages.dumps(msg)))
        else:
            self._server.send(cid, messages.dumps(msg))

    def _refuse(self, cid: int, why: str) -> None:
        if self._outbox and self._server is not None:  # what was said before goes first
            self._server.send_many(self._outbox)
            self._outbox.clear()
        if self._server is not None:
            self._server.send(cid, messages.dumps({"t": "refused", "why": why}))
            self._server.close(cid, 1008, "refused")

    def _note(self) -> None:
        """Keep the links (and the port) in the record: the autosave brings the phones back."""
        for seat, p in self._phones.items():
            self.table.set_note(f"{NOTE}{seat}", f"{p.token} {p.key}" if p.key else p.token)
        if self.port:
            self.table.set_note(PORT_NOTE, int(self.port))
        self.table.save()  # on disk now: a kill right after a phone is let in keeps its link
