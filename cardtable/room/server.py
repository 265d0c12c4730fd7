"""The room's network side: one asyncio loop in a daemon thread, HTTP and WebSocket on one port
(``websockets``, imported only here, and this module only when a room starts).

This side never touches the session or a chair: it reads each phone's messages (checking size,
rate and shape), answers pings, and hands everything else to the room's inbox; the room's
``pump`` (on the host's thread) answers through ``send`` and ``close``."""

from __future__ import annotations

import asyncio
import ipaddress
import itertools
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal, Protocol

from websockets.asyncio.server import ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from . import messages
from .web import Web

if TYPE_CHECKING:
    from .phone import Said

MAX_SIZE = 4096  # bytes in one message from a phone
RATE = 30  # messages a second; more are dropped
FLOOD = 100  # messages in one second that close the connection
FLOOD_SECONDS = 3  # seconds in a row over RATE that close it
HELLO_WITHIN = 10.0  # seconds to say hello
Out = tuple[Literal["send"], str] | tuple[Literal["close"], int, str]  # to a connection: a text, or close it


def local_address(host: str) -> bool:
    """A private, loopback or link-local address (the local network only)."""
    try:
        ip = ipaddress.ip_address(host.split("%")[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_private or ip.is_loopback or ip.is_link_local


class Rate:
    """Messages counted per second: ``take`` says keep, drop, or close."""

    def __init__(self, limit: int = RATE) -> None:
        self.limit = limit
        self.second = 0
        self.count = 0
        self.over = 0  # seconds in a row over RATE
        self.told = False

    def take(self, now: float) -> str:
        s = int(now)
        if s != self.second:
            self.over = self.over + 1 if self.count > self.limit and s == self.second + 1 else 0
            self.second, self.count, self.told = s, 0, False
        self.count += 1
        if self.count > max(FLOOD, 3 * self.limit) or (self.count > self.limit and self.over + 1 >= FLOOD_SECONDS):
            return "close"
        return "drop" if self.count > self.limit else "keep"


class Server:
    """The asyncio side of a room (see the module's docstring)."""

    def __init__(self, host: str, port: int, inbox: Callable[[Said], None], web: Web, rate: int = RATE) -> None:
        self.host, self.port, self.rate = host, port, rate
        self._inbox = inbox
        self._web = web
        self._ids = itertools.count(1)
        self._out: dict[int, asyncio.Queue[Out | None]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._thread: threading.Thread | None = None
        self.error: BaseException | None = None

    # -- the host's side ------------------------------------------------------------------------------------
    def start(self, timeout: float = 5.0) -> None:
        self._thread = threading.Thread(target=self._run, name="cardtable-room", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise RuntimeError("the room's server did not start in time")
        if self.error is not None:
            raise self.error

    def stop(self, timeout: float = 3.0) -> bool:
        """Close every connection and the server; True if the thread ended within ``timeout``."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(stop.set)
            except RuntimeError:  # the loop closed meanwhile
                pass
        if self._thread is not None:
            self._thread.join(timeout)
            return not self._thread.is_alive()
        return True

    def send(self, cid: int, text: str) -> None:
        self._post(cid, ("send", text))

    def send_many(self, items: list[tuple[int, str]]) -> None:
        """Several messages at once, the server's thread woken once for them all (not once each: eight
        wake-ups in a row make the two threads pass the interpreter back and forth eight times)."""
        loop = self._loop
        if not items or loop is None or loop.is_closed():
            return
        try:
            batch: list[tuple[int, Out]] = [(cid, ("send", text)) for cid, text in items]
            loop.call_soon_threadsafe(self._queue_items, batch)
        except RuntimeError:
            pass

    def _queue_items(self, items: list[tuple[int, Out]]) -> None:
        for cid, item in items:
            self._queue_item(cid, item)

    def close(self, cid: int, code: int = 1000, reason: str = "") -> None:
        self._post(cid, ("close", code, reason))

    def _post(self, cid: int, item: Out) -> None:
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        try:
            loop.call_soon_threadsafe(self._queue_item, cid, item)
        except RuntimeError:
            pass

    def _queue_item(self, cid: int, item: Out) -> None:
        q = self._out.get(cid)
        if q is not None:
            q.put_nowait(item)

    # -- the loop's side ------------------------------------------------------------------------------------
    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as e:  # noqa: BLE001 - said to start(), or the room stops
            self.error = e
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        kw: dict[str, Any] = dict(max_size=MAX_SIZE, compression=None, process_request=self._http,
                                  ping_interval=20, ping_timeout=20, close_timeout=1, max_queue=16)
        try:
            server = await serve(self._connection, self.host, self.port, **kw)
        except OSError:
            if not self.port:
                raise
            server = await serve(self._connection, self.host, 0, **kw)  # the old port is taken: any port
        async with server:
            self.port = server.sockets[0].getsockname()[1]
            self._ready.set()
            await self._stop.wait()
            server.close(close_connections=True)
            try:
                await asyncio.wait_for(server.wait_closed(), 2.0)
            except TimeoutError:
                pass

    async def _http(self, conn: ServerConnection, request: Request) -> Response | None:
        peer = conn.remote_address[0] if conn.remote_address else ""
        if not local_address(str(peer)):
            return _response(403, b"Forbidden", "text/plain")
        path = request.path
        if path.split("?", 1)[0] == "/ws":
            return None  # the WebSocket's handshake goes on
        status, body, ctype, cache = await self._web.answer(path)
        return _response(status, body, ctype, cache)

    async def _connection(self, ws: ServerConnection) -> None:
        cid = next(self._ids)
        out: asyncio.Queue[Out | None] = asyncio.Queue()
        self._out[cid] = out
        writer = asyncio.create_task(self._write(ws, out))
        joined = False
        try:
            first = await asyncio.wait_for(ws.recv(), HELLO_WITHIN)
            msg = messages.parse(first)
            if not isinstance(msg, dict) or msg["t"] != "hello":
                await ws.send(messages.dumps({"t": "refused", "why": "say hello first"}))
                return
            joined = True
            self._inbox(("hello", cid, msg))
            rate = Rate(self.rate)
            async for raw in ws:
                verdict = rate.take(time.monotonic())
                if verdict == "close":
                    await ws.close(1008, "too many messages")
                    break
                if verdict == "drop":
                    if not rate.told:
                        rate.told = True
                        out.put_nowait(("send", messages.dumps({"t": "no", "why": "too many messages; slow down"})))
                    continue
                msg = messages.parse(raw)
                if isinstance(msg, str):
                    out.put_nowait(("send", messages.dumps({"t": "no", "why": msg})))
                elif msg["t"] == "ping":
                    out.put_nowait(("send", '{"t":"pong"}'))
                elif msg["t"] == "hello":
                    out.put_nowait(("send", messages.dumps({"t": "no", "why": "you said hello already"})))
                else:
                    self._inbox((msg["t"], cid, msg))  # move, ready, why
        except (ConnectionClosed, TimeoutError):
            pass
        finally:
            self._out.pop(cid, None)
            if joined:
                self._inbox(("gone", cid, None))
            out.put_nowait(None)
            try:
                await asyncio.wait_for(writer, 1.0)
            except (TimeoutError, ConnectionClosed):
                writer.cancel()
            await ws.close()

    @staticmethod
    async def _write(ws: ServerConnection, out: asyncio.Queue[Out | None]) -> None:
        while True:
            item = await out.get()
            if item is None:
                return
            try:
                if item[0] == "send":
                    await ws.send(item[1])
                else:
                    await ws.close(item[1], item[2])
                    return
            except ConnectionClosed:
                return


def _response(status: int, body: bytes, ctype: str, cache: str = "no-store") -> Response:
    reason = {200: "OK", 403: "Forbidden", 404: "Not Found", 400: "Bad Request"}.get(status, "Error")
    headers = Headers([("Content-Type", ctype), ("Content-Length", str(len(body))), ("Cache-Control", cache),
                       ("X-Content-Type-Options", "nosniff"), ("Connection", "close")])
    return Response(status, reason, headers, body)


class Pumped(Protocol):
    """What the host's thread asks of a room (``room.Room``)."""

    def pump(self) -> bool: ...

    def wait(self, timeout: float) -> bool: ...


def host_thread(room: Pumped, stop: threading.Event, tick: float, each: Callable[[], None] | None) -> threading.Thread:
    """``Room.run_host_thread``: the room's threads all start here."""
    def run() -> None:
        while not stop.is_set():
            if each is not None:
                each()
            room.pump()
            room.wait(tick)

    t = threading.Thread(target=run, name="cardtable-room-host", daemon=True)
    t.start()
    return t
