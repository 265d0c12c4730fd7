"""The app: a window, a stack of scenes, and the loop that feeds them.

``run()`` opens the menu; ``run(selftest=True)`` plays one whole game of
every game through the screen, hidden and at top speed, and exits 0 when all
of them reach their end. An exception in a scene never reaches the player as
a traceback: it is logged and shown as a message, and the app goes on.

The app keeps the player's files (``storage``): settings, the autosave of the
game in play, finished games and statistics. What the files have to say (a
damaged one set aside, a save that failed) is shown once, as a message.

Over 400 lines: the loop's one turn (input, update, drawing, and the work that waits for spare time:
modules imported and card faces drawn ahead) reads best whole, beside the window and the stack it turns.
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from collections.abc import Callable
from functools import partial
from importlib import import_module
from typing import TYPE_CHECKING

import pygame

from ..files.lock import open_storage
from ..files.resources import asset
from ..files.storage import Storage
from . import router
from .art import CardArt, icon_surface
from .keys import is_help_key
from .narrator import Narrator
from .scenes.base import Desk, Scene
from .scenes.message import Message
from .settings import Settings
from .sound import Sounds
from .widgets import reset_caches, set_text_scale, set_window
from .window import WindowPlace

if TYPE_CHECKING:
    import logging

    from ..engine.record import Record
    from ..host.tables import TableHost


def _log(configure: bool = False) -> logging.Logger:
    """The app's log (``logging`` loads when first needed, not before the window shows: issue 43)."""
    import logging

    if configure:
        logging.basicConfig(level=logging.WARNING)
    return logging.getLogger("cardtable.ui")


def _give_back_memory() -> None:
    from .memory import give_back_large_blocks  # ctypes: after the first frame (issue 43)

    give_back_large_blocks()  # window-sized surfaces freed at each resize go back to the system

START_SIZE = (1280, 720)
AHEAD_AFTER = 0.0015  # a drawn frame lighter than this (s) leaves room to draw a face ahead (CardArt.work)
AHEAD_IDLE = 0.010  # in a tick with nothing to draw: faces drawn ahead for up to this long


class App(WindowPlace, router.Router):
    """The window and the scene stack; the scenes reach shared things (art, sound, settings) here.
    The stack's moves (``open``, ``push``, ``pop``, ``replace``, ``reset``) are the router's."""

    def __init__(self, size: tuple[int, int] = START_SIZE, settings: Settings | None = None,
                 selftest: bool = False, storage: Storage | None = None) -> None:
        pygame.init()
        reset_caches()
        # The selftest keeps no files: it must never touch a player's saved game.
        self.storage: Storage | None = storage if storage is not None or selftest else Storage()
        if settings is None:
            settings = Settings.from_dict(self.storage.load_settings()) if self.storage else Settings()
        self.settings = settings
        self.resumable: TableHost | None = None  # the game left unfinished last time, ready to continue
        self.hold_messages = False  # at the start, until all the files are read: then one message for all
        self.selftest = selftest
        set_text_scale(self.settings.text_scale)
        size = size if selftest or storage is None else self.start_size(size)
        self.windowed_size = size
        self._set_icon()  # before the window opens (pygame's own icon is then never looked up: issue 43)
        self.screen = self._open(size, self.settings.fullscreen and not selftest)
        set_window(self.size)
        if not selftest:
            self.restore_place()
        pygame.display.set_caption("Card Table")
        pygame.key.set_repeat(350, 45)
        self.art = CardArt()
        self.after_first_frame: list[Callable[[], object]] = [_give_back_memory]  # after the window shows (issue 43)
        self.sounds = Sounds(enabled=self.settings.sound and not selftest, volume=self.settings.volume / 100)
        self.narrator = Narrator(self)  # speech: loaded after the first frame, and only when it is on
        if self.settings.speech and not selftest:
            self.after_first_frame.append(self._start_speech)
        self.stack: list[Scene] = []
        self.session_scene: Scene | None = None  # the table left for the menu: "Continue" goes back to it
        self.phone_desk: Desk | None = None  # the phones of the table in play (table/phones.py), closed with the window
        self.running = True
        self.dirty = True
        self.minimised = False
        self.frames = 0
        self.draws = 0
        self.errors: list[str] = []
        self.clock = pygame.time.Clock()
        self.later: list[str] = []  # modules to import while idle, after the first frame (router.LATER)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def _set_icon(self) -> None:
        """Our icon, set before the window opens, as some systems want it (and pygame then loads none of its
        own, through importlib.resources: 10 ms of the start, more than decoding ours)."""
        try:
            drawn = asset("icon-128.png") or asset("icon.png")  # made by scripts/make_icon.py from our own art
            pygame.display.set_icon(pygame.image.load(str(drawn)) if drawn else icon_surface(64))
        except pygame.error:
            pass

    def _start_speech(self) -> None:
        problem = self.narrator.switch(True)
        if problem and self.storage is not None:
            self.storage.messages.append(problem)

    # -- the player's files ------------------------------------------------------------------
    def save_settings(self) -> None:
        if self.storage is None or self.selftest:
            return
        try:
            self.storage.save_settings(self.settings.to_dict())
        except OSError as e:
            self.storage.messages.append(f"The settings could not be saved ({e.strerror or e}); "
                                         "they apply until you quit.")

    def check_files(self) -> None:
        """At the start: read the statistics and the game left unfinished, so that a damaged file
        is set aside and reported now, not in the middle of something. The menu then offers Continue."""
        self.hold_messages = False
        if self.storage is None:
            return
        from ..host.tables import resumed_table

        self.storage.load_stats()
        self.resumable = resumed_table(self.storage)
        top = self.top
        if top is not None:
            top.files_read()  # the menu: its buttons again, with Continue
        self.dirty = True

    def start_menu(self) -> None:
        """The start: the menu at once; the files are read after the first frame (so the window
        shows quickly) and what they have to say is shown then, as one message."""
        self.push("menu")
        self.hold_messages = True
        self.after_first_frame.append(self.check_files)

    def can_continue(self) -> bool:
        """Is there a game to go back to: a table left for the menu, or one saved last time?"""
        return self.session_scene is not None or self.resumable is not None

    def continue_game(self) -> None:
        if self.session_scene is not None:
            self.reset(self.session_scene)
        elif self.resumable is not None:
            table, self.resumable = self.resumable, None
            self.reset("table", table)

    def watch(self, path: str | None = None, record: Record | None = None) -> bool:
        """A record's game on the table, to watch (a bad file: a message over the menu)."""
        from .scenes.replay import open_replay

        return open_replay(self, path, record)

    def _show_messages(self) -> None:
        """What the files have to say, once, over whatever is showing."""
        msgs = self.storage.messages if self.storage is not None else []
        if not msgs or self.hold_messages or self.top is None or isinstance(self.top, Message):
            return
        text = "\n\n".join(msgs)
        msgs.clear()
        self.open("message", "Please note", text)

    def _resized(self) -> None:
        set_window(self.size)
        for scene in self.stack:
            self._safe(partial(scene.resize, self.size))
        self.dirty = True

    # -- the loop ---------------------------------------------------------------------------------
    def frame(self, events: list[pygame.event.Event], dt: float) -> None:
        """One turn of the loop: input, update, and a drawing when something changed."""
        self.frames += 1
        start = time.perf_counter()
        for e in events:
            self._event(e)
        self._show_messages()
        top = self.top
        if top is None:
            self.running = False
            return
        moving = any(s.animating for s in self._visible())
        self._safe(lambda: top.update(dt))
        desk = self.phone_desk
        if desk is not None and desk.scene is not top:
            self._safe(desk.pump)  # the phones are served whatever this screen shows (the table pumps its own)
        if moving or any(s.animating for s in self._visible()):
            self.dirty = True  # also once more when motion has just ended: the last frame shows it
        drew = False
        if self.dirty and not self.minimised:
            drew = True
            self.dirty = False
            self.draws += 1
            self._safe(self._draw)
            pygame.display.flip()
            if self.draws == 1:
                self._first_frame()
        self._safe(self.narrator.frame)
        if self.later and not events and not self.dirty:
            self._load_later()
        if self.art.pending:  # faces to draw ahead: in a tick with nothing drawn, or after a light frame
            spent = time.perf_counter() - start
            if drew is False or spent < AHEAD_AFTER:
                self._safe(lambda: self.art.work(start + (AHEAD_IDLE if drew is False else AHEAD_AFTER * 2)))

    def _first_frame(self) -> None:
        """Work that may wait until the window shows (start-up time is to the first frame)."""
        if os.environ.get("CARDTABLE_EXIT_AFTER_FIRST_FRAME") == "1":  # scripts/build_exe.py times this
            print("first-frame", flush=True)
            self.running = False
            return
        if self.dirty and not self.minimised:  # what the first frame left for the next (the menu's cards) first
            self.dirty = False
            self.draws += 1
            self._safe(self._draw)
            pygame.display.flip()
        for fn in self.after_first_frame:
            self._safe(fn)
        self.after_first_frame.clear()
        self.later = [] if self.selftest else list(router.LATER)

    def _load_later(self) -> None:
        """After the first frame, while nothing happens: the next module the next screens need."""
        self._safe(lambda: import_module(self.later.pop(0)))

    def _visible(self) -> list[Scene]:
        i = len(self.stack) - 1
        while i > 0 and self.stack[i].overlay:
            i -= 1
        return self.stack[i:]

    def _draw(self) -> None:
        for s in self._visible():
            s.draw(self.screen)

    def _event(self, e: pygame.event.Event) -> None:
        if e.type == pygame.QUIT:
            self.running = False
            return
        if self.window_event(e):
            return
        if e.type == pygame.KEYDOWN and e.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        if e.type == pygame.KEYDOWN and e.key == pygame.K_F1 and router.rules_key(self):  # the rules, on any page
            return
        if is_help_key(e) and getattr(self.top, "editing", None) is None:
            if getattr(self.top, "heading", None) == "Keys":
                self.pop()  # '?' again closes the list
            else:
                self.open("rules", None, overlay=True, keys=True)
            self.dirty = True
            return
        if e.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                      pygame.MOUSEWHEEL, pygame.TEXTINPUT):
            self.dirty = True
            top = self.top
            if top is not None:
                self._safe(lambda: top.handle(e))

    def _safe(self, fn: Callable[[], object]) -> None:
        """Run a scene's code; an exception is logged and shown, never thrown at the player."""
        try:
            fn()
        except Exception as exc:  # noqa: BLE001 - the one place every error stops
            text = traceback.format_exc()
            _log().error("a scene failed:\n%s", text)
            self.errors.append(text)
            if self.selftest or len(self.errors) > 20:
                self.running = False
                return
            if not isinstance(self.top, Message):
                self.open("message", "Something went wrong",
                          f"{type(exc).__name__}: {exc}. The game goes on; the details are in the log.")

    def loop(self) -> None:
        fps, self._tick_at = 60, time.perf_counter()
        wait = False  # the first frame at once: the clock, just made, would sleep up to 16 ms first (issue 43)
        while self.running:
            desk = self.phone_desk
            if desk is not None:  # the phones' moves are served as they come, between frames too
                self._safe(partial(desk.serve, self._tick_at + 1 / fps - 0.002))
            fps = 60 if not self.minimised else 10
            dt = self.clock.tick(fps if wait else 0) / 1000.0
            wait = True
            self._tick_at = time.perf_counter()
            self.frame(pygame.event.get(), min(dt, 0.1))

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        """The window closes: the game's last save is on disk first, and the window's place is kept."""
        self.narrator.switch(False)
        desk = getattr(self, "phone_desk", None)
        if desk is not None:
            desk.stop()  # the phones' room closes with the window
        if not self.selftest:
            self.remember_place()
            self.save_settings()
        if self.storage is not None:
            self.storage.flush_autosave()

    def play_sound(self, name: str) -> None:
        if self.settings.sound and not self.selftest:
            self.sounds.play(name)


def run(selftest: bool = False, replay_file: str | None = None, size: tuple[int, int] = START_SIZE,
        code: tuple[str, str] | None = None) -> int:
    """Open the card table; returns the exit status."""
    if selftest:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        return run_selftest(size)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    storage, lock = open_storage()
    app = App(size, storage=storage)
    app.after_first_frame.insert(0, lambda: _log(configure=True))  # after the first frame (issue 43)
    app.after_first_frame.append(lambda: import_module("cardtable.ai.service").warm_up())
    try:
        if replay_file:
            app.watch(replay_file)
            app.hold_messages = True  # the files are read as at any start (Menu then offers Continue)
            app.after_first_frame.append(app.check_files)
        else:
            app.start_menu()
            if code:  # `cardtable play --code CODE`: (game id, code), the set-up of that deal
                app.open("setup", import_module("cardtable.games").get_game(code[0]), code[1])
        app.loop()
    finally:
        app.close()
        if "cardtable.ai.service" in sys.modules:  # the computer players, if they were loaded
            sys.modules["cardtable.ai.service"].shutdown()
        pygame.quit()
        storage.close()  # the second copies' games counted (or, a second copy whose writer left: its own)
        lock.release()
    return 0


def _levels_read() -> str:
    """Why the computer levels' measured ratings and error rates (files beside ``ai/rating.py``) do not read,
    or "": without them a person is rated on nothing and no level is suggested (issue 48)."""
    from ..ai.rating import level_ratings
    from ..ai.scale import error_scale

    try:
        lv, sc = level_ratings(), error_scale()
    except (OSError, ValueError) as e:
        return f"{type(e).__name__}: {e}"
    return "" if lv.ratings and sc.steps else "no game measured in them"


def run_selftest(size: tuple[int, int] = START_SIZE, games: list[str] | None = None, players: int | None = None,
                 time_limit: float = 300.0) -> int:
    """Play one whole game of each game through the screen, every seat a computer, at top speed."""
    from ..games import MODULES, get_game
    from ..host.seats import default_seats
    from ..host.tables import new_table
    from .scenes.table import TableScene

    _log(configure=True)
    settings = Settings(animation="instant", pace="instant", sound=False)
    app = App(size, settings, selftest=True)
    failed = []
    try:
        for i, gid in enumerate(games or list(MODULES)):
            start = time.perf_counter()
            try:
                game = get_game(gid)
            except Exception as e:  # noqa: BLE001 - a game that does not load fails the test, with its reason
                failed.append(f"{gid}: {type(e).__name__}: {e}")
                continue
            n = players or min(game.info.players[-1], max(game.info.players[0], 3 + i % 2))
            n = max(game.info.players[0], min(game.info.players[-1], n))
            table = new_table(game, default_seats(game, n, persons=0, level="random"), 1000 + i)
            scene = TableScene(app, table, fast=True)
            app.reset(scene)
            app.running = True
            while app.running and not scene.turns.finished:
                app.frame(pygame.event.get(), 1 / 60)
                if time.perf_counter() - start > time_limit:
                    break
            ok = scene.turns.finished and scene.chair.over and not app.errors
            print(f"selftest: {game.info.name}: {'ok' if ok else 'FAILED'} ({scene.chair.version} actions, "
                  f"{app.frames} frames, {time.perf_counter() - start:.1f} s)")
            if not ok:
                failed.append(gid + (": " + app.errors[-1].strip().splitlines()[-1] if app.errors else ""))
                app.errors.clear()
            app.frames = 0
        if not games:  # the phones' room too: its server library and the page's files are in the app
            from ..room.selfcheck import check

            why = check()
            print(f"selftest: the phones' room: {'ok' if not why else 'FAILED'}")
            failed += [f"the phones' room: {why}"] if why else []
            why = _levels_read()
            print(f"selftest: the levels' ratings and error rates: {'ok' if not why else 'FAILED'}")
            failed += [f"the levels' ratings and error rates: {why}"] if why else []
    finally:
        pygame.quit()
    for f in failed:
        print(f"selftest: failed: {f}", file=sys.stderr)
    return 1 if failed else 0
