"""The window as players expect it on Windows, macOS and Linux: it opens where and as large as it
was left, F11 fills the screen and comes back to the window as it was (maximised if it was),
the window's own maximise and resize just lay the table out again.

A part of ``App`` (app.py), which keeps ``settings``, ``screen`` and ``windowed_size``.
"""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .settings import Settings

MIN_SIZE = (1024, 600)


def _window() -> pygame.Window | None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return pygame.Window.from_display_module()
    except (AttributeError, pygame.error):
        return None


def on_a_screen(place: list[int], desktops: list[tuple[int, int]]) -> bool:
    """Does a window at ``place`` ([x, y, w, h]) show its title bar on the screens there are?
    (A screen unplugged since: the window opens in the middle of the main one instead.)"""
    if len(place) != 4 or not desktops:
        return False
    x, y, w, h = place
    width = sum(d[0] for d in desktops)  # side by side, the usual way
    height = max(d[1] for d in desktops)
    return -w + 80 <= x <= width - 80 and 0 <= y <= height - 40 and w >= MIN_SIZE[0] // 2 and h >= MIN_SIZE[1] // 2


MAX_SIDE = 8192  # no desktop known: no window larger than this either way


def fit_desktop(size: tuple[int, int], x: int, desktops: list[tuple[int, int]]) -> tuple[int, int]:
    """``size`` no larger than the desktop the window opens on (the one under its left edge ``x``, the
    screens side by side), nor smaller than the table needs where the desktop allows: a settings file
    asking for 99999x99999 opens a window the size of the screen, not a giant one."""
    limit = (MAX_SIDE, MAX_SIDE)
    left = 0
    for d in desktops:
        limit = d
        if x < left + d[0]:
            break
        left += d[0]
    w, h = (max(1, int(v)) for v in size)
    return (max(min(w, limit[0]), min(MIN_SIZE[0], limit[0])), max(min(h, limit[1]), min(MIN_SIZE[1], limit[1])))


def fit_place(x: int, y: int, size: tuple[int, int], desktops: list[tuple[int, int]]) -> tuple[int, int]:
    """Where a window of ``size`` left at ``x``, ``y`` opens so that all of it is on the screens: moved
    up or left as little as needed (a window left at the top of a taller screen, opened on a shorter one)."""
    if not desktops:
        return x, y
    width = sum(d[0] for d in desktops)
    height = max(d[1] for d in desktops)
    if size[0] <= width:  # (a window wider or taller than the screens stays where it was left)
        x = max(0, min(x, width - size[0]))
    if size[1] <= height:
        y = max(0, min(y, height - size[1]))
    return x, y


class WindowPlace:
    """Opening, fullscreen and the remembered place of the window."""

    maximised = False
    # the app's (app.py), which this half reads and sets
    settings: Settings
    screen: pygame.Surface
    windowed_size: tuple[int, int]
    minimised: bool
    dirty: bool

    if TYPE_CHECKING:
        @property
        def size(self) -> tuple[int, int]: ...

        def _resized(self) -> None: ...

        def save_settings(self) -> None: ...

    def _open(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            win = _window()
            if win is not None:
                try:
                    win.minimum_size = MIN_SIZE
                except pygame.error:
                    pass
        return screen

    def hold_minimum(self) -> None:
        """A window made smaller than the layout holds (``MIN_SIZE``: a window manager that ignores the
        minimum the window asks) is put back to the least size, where the screen has room for it."""
        w, h = self.size
        try:
            desktops = list(pygame.display.get_desktop_sizes())
        except pygame.error:
            desktops = []
        room = desktops[0] if desktops else MIN_SIZE
        want = (max(w, min(MIN_SIZE[0], room[0])), max(h, min(MIN_SIZE[1], room[1])))
        win = _window()
        if want == (w, h) or win is None:
            return
        try:
            win.minimum_size = MIN_SIZE
            win.size = want
        except (pygame.error, AttributeError, TypeError):
            return
        surf = pygame.display.get_surface()
        if surf is not None:
            self.screen = surf

    def start_size(self, size: tuple[int, int]) -> tuple[int, int]:
        """The size to open at: the one it was left at, when it was left on a screen still there."""
        place = self.settings.window
        try:
            desktops = list(pygame.display.get_desktop_sizes())
        except pygame.error:
            desktops = []
        x = 0
        if place and on_a_screen(place, desktops):
            x, size = place[0], (place[2], place[3])
        return fit_desktop(size, x, desktops)

    def restore_place(self, maximise: bool = True) -> None:
        """Put the window back where it was left (after it is opened at its size); ``maximise``:
        maximised again if it was left so (at the start)."""
        place = self.settings.window
        win = _window()
        if win is None or self.settings.fullscreen or len(place) != 4 or (place[2], place[3]) != self.size:
            return
        try:
            desktops = list(pygame.display.get_desktop_sizes())
        except pygame.error:
            desktops = []
        try:
            win.position = fit_place(place[0], place[1], self.size, desktops)
            if maximise and self.settings.maximised:
                win.maximize()  # left maximised: it opens so (and un-maximises to the size before)
        except (pygame.error, TypeError):
            pass

    def remember_place(self) -> None:
        """Note where the window is and how large (not while fullscreen or maximised: then the place
        to come back to is the one before)."""
        if self.settings.fullscreen or self.maximised:
            return
        win = _window()
        try:
            x, y = win.position if win is not None else (0, 0)
        except pygame.error:
            x, y = 0, 0
        w, h = self.size
        self.settings.window = [int(x), int(y), int(w), int(h)]

    def set_fullscreen(self, on: bool) -> None:
        """F11: fill the screen, or go back to the window as it was (maximised again if it was)."""
        if on == self.settings.fullscreen:
            return
        if on:
            self.remember_place()
            if not self.maximised:
                self.windowed_size = self.size
        self.settings.fullscreen = on
        self.screen = self._open(self.windowed_size, on)
        if not on:
            self.restore_place(maximise=False)
            win = _window()
            if self.maximised and win is not None:
                win.maximize()
        self._resized()
        self.save_settings()

    def window_event(self, e: pygame.event.Event) -> bool:
        """The window's own events (resized, moved, maximised, restored): True if it was one."""
        if e.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if not self.settings.fullscreen:
                self.hold_minimum()
            if not self.settings.fullscreen and not self.maximised:
                self.windowed_size = self.size
            self._resized()
        elif e.type == pygame.WINDOWMOVED:
            pass
        elif e.type == pygame.WINDOWMINIMIZED:
            self.minimised = True
        elif e.type == pygame.WINDOWMAXIMIZED:
            self.maximised = self.settings.maximised = True
            self.minimised = False
            self.dirty = True
        elif e.type in (pygame.WINDOWRESTORED, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN):
            if e.type == pygame.WINDOWRESTORED and not self.minimised:
                self.maximised = self.settings.maximised = False  # from maximised (not from minimised)
            self.minimised = False
            self.dirty = True
        else:
            return False
        if e.type in (pygame.VIDEORESIZE, pygame.WINDOWMOVED, pygame.WINDOWRESTORED):
            self.remember_place()
        return True
