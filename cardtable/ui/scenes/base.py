"""A scene: one screen of the app. The app keeps them in a stack (push, pop, replace);
an overlay draws over the scene below it, which stays where it was. A scene asks the
app for another by name (``self.app.open("rules", game)``); scenes never import each other.

A scene is handed the app as ``SceneApp``, a small protocol (the ``App`` of ui/app.py is the one
thing that satisfies it): ``app.py`` imports the router, which builds every scene, so a scene
naming ``App`` would close an import circle. The protocol lives here, beside ``Scene``, and names
only modules that never import a scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from ..widgets import Button, blit_text, felt, panel, scale_of

if TYPE_CHECKING:
    from ...engine.record import Record
    from ...files.storage import Storage
    from ...host.tables import TableHost
    from ..art import CardArt
    from ..settings import Settings
    from ..sound import Sounds


class Speech(Protocol):
    """The narrator (ui/narrator.py), as a scene asks it to speak."""

    @property
    def on(self) -> bool: ...

    def switch(self, on: bool) -> str: ...  # '' or why speech cannot be had

    def say(self, text: str, interrupt: bool = False) -> None: ...

    def say_situation(self, table: object) -> None: ...  # the table scene: where things stand, for R


class Desk(Protocol):
    """The phones of the table in play (``table/phones.PhoneDesk``), served whatever the screen shows."""

    @property
    def scene(self) -> object: ...  # the table scene that started them

    def pump(self) -> None: ...

    def serve(self, until: float) -> None: ...

    def stop(self) -> None: ...


class SceneApp(Protocol):
    """The app as a scene sees it: the window's size, the stack of scenes and its moves (``router.Router``),
    and the shared things (art, sound, speech, settings, the player's files)."""

    settings: Settings
    dirty: bool  # draw the next frame
    stack: list[Scene]
    session_scene: Scene | None  # the table left for the menu: "Continue" goes back to it
    phone_desk: Desk | None
    resumable: TableHost | None  # the game left unfinished last time

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def storage(self) -> Storage | None: ...  # the player's files, None in a self-test

    @property
    def art(self) -> CardArt: ...

    @property
    def sounds(self) -> Sounds: ...

    @property
    def narrator(self) -> Speech: ...

    @property
    def top(self) -> Scene | None: ...

    # the stack's moves: a scene's own arguments are handed on to its class (the router checks the name)
    def make(self, name: str, *args: object, **kwargs: object) -> Scene: ...

    def open(self, name: str, *args: object, **kwargs: object) -> Scene: ...

    def push(self, scene: Scene | str, *args: object, **kwargs: object) -> None: ...

    def pop(self) -> Scene | None: ...

    def replace(self, scene: Scene | str, *args: object, **kwargs: object) -> None: ...

    def reset(self, scene: Scene | str, *args: object, **kwargs: object) -> None: ...

    def save_settings(self) -> None: ...

    def play_sound(self, name: str) -> None: ...

    def set_fullscreen(self, on: bool) -> None: ...

    def can_continue(self) -> bool: ...

    def continue_game(self) -> None: ...

    def watch(self, path: str | None = None, record: Record | None = None) -> bool: ...

    def quit(self) -> None: ...


class Scene:
    overlay = False  # the scene below is drawn first, and waits
    heading_text = ""  # the title last drawn (what speech says of a new screen)

    def __init__(self, app: SceneApp) -> None:  # the App (ui/app.py), as the scenes see it (above)
        self.app = app
        self.buttons: list[Button] = []
        self.focus = -1  # index into the buttons under the keyboard's focus
        self.hover = -1
        self.size = app.size

    # -- the life of a scene --------------------------------------------------------------
    def enter(self) -> None:
        """Became the top scene (pushed, or the one above was popped)."""

    def leave(self) -> None:
        """Was popped or replaced."""

    def files_read(self) -> None:
        """The player's files were read at the start (a game to continue may be known now)."""

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size

    def update(self, dt: float) -> None:
        pass

    @property
    def animating(self) -> bool:
        """Does the scene need drawing every frame now?"""
        return False

    def draw(self, surf: pygame.Surface) -> None:
        pass

    # -- input --------------------------------------------------------------------------------
    def handle(self, e: pygame.event.Event) -> None:
        """Buttons by mouse and keyboard: arrows/Tab move, Enter/Space press, Esc goes back."""
        if e.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, b in enumerate(self.buttons) if b.hit(e.pos)), -1)
        elif e.type == pygame.MOUSEBUTTONUP and e.button == 1:
            for b in self.buttons:
                if b.hit(e.pos):
                    self.press(b.value)
                    return
            self.click(e.pos)
        elif e.type == pygame.MOUSEWHEEL:
            self.scroll(e.y)
        elif e.type == pygame.KEYDOWN:
            self.key(e)

    def key(self, e: pygame.event.Event) -> None:
        live = [i for i, b in enumerate(self.buttons) if b.enabled]
        if e.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT) and live:
            back = e.key in (pygame.K_UP, pygame.K_LEFT) or (e.key == pygame.K_TAB and e.mod & pygame.KMOD_SHIFT)
            if self.focus not in live:
                self.focus = live[-1 if back else 0]
            else:
                near = None if e.key == pygame.K_TAB else self._toward(live, e.key)
                if near is not None:
                    self.focus = near
                else:
                    k = live.index(self.focus)
                    self.focus = live[(k + (-1 if back else 1)) % len(live)]
        elif e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if 0 <= self.focus < len(self.buttons) and self.buttons[self.focus].enabled:
                self.press(self.buttons[self.focus].value)
        elif e.key == pygame.K_ESCAPE:
            self.back()

    def _toward(self, live: list[int], key: int) -> int | None:
        """The nearest live button the arrow points to from the focused one, on screen (a grid
        of game tiles: Down goes down); None when there is none that way, or the buttons are
        not laid out yet (then the arrows step through them in order)."""
        here = self.buttons[self.focus].rect
        if not here.w:
            return None
        dx, dy = {pygame.K_RIGHT: (1, 0), pygame.K_LEFT: (-1, 0), pygame.K_DOWN: (0, 1), pygame.K_UP: (0, -1)}[key]
        best, best_d = None, None
        for i in live:
            r = self.buttons[i].rect
            if i == self.focus or not r.w:
                continue
            along = (r.centerx - here.centerx) * dx + (r.centery - here.centery) * dy
            across = abs((r.centery - here.centery) * dx) + abs((r.centerx - here.centerx) * dy)
            if along <= 0 or across > 2 * along + max(here.w, here.h):
                continue
            d = along + 2 * across
            if best_d is None or d < best_d:
                best, best_d = i, d
        return best

    def press(self, value: object) -> None:
        pass

    def click(self, pos: tuple[int, int]) -> None:
        pass

    def scroll(self, dy: int) -> None:
        pass

    def back(self) -> None:
        if len(self.app.stack) > 1:
            self.app.pop()

    def closed_by(self, e: pygame.event.Event, own: int) -> bool:
        """An overlay's own key or Escape closes it (True: closed)."""
        if e.key in (own, pygame.K_ESCAPE):
            self.app.pop()
            return True
        return False

    # -- drawing helpers -------------------------------------------------------------------------
    @property
    def u(self) -> float:
        return scale_of(self.size)

    def px(self, design: float) -> int:
        return max(12, int(design * self.u))

    def draw_buttons(self, surf: pygame.Surface, px: int | None = None) -> None:
        px = px or self.px(24)
        for i, b in enumerate(self.buttons):
            b.draw(surf, px, focused=i == self.focus, hover=i == self.hover)

    def title(self, surf: pygame.Surface, text: str, y: float | None = None) -> None:
        self.heading_text = text
        blit_text(surf, text, self.px(52), (self.size[0] // 2, y if y is not None else self.px(40)),
                  (250, 236, 190), "midtop", bold=True, max_width=self.size[0] * 0.9)

    def card_panel(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        panel(surf, rect, (6, 24, 16, 225), radius=self.px(16), border=(200, 170, 90))

    def centred_panel(self, surf: pygame.Surface, w: int, h: int) -> pygame.Rect:
        """A card panel ``w`` by ``h`` in the middle of the window; its rect."""
        r = pygame.Rect(0, 0, w, h)
        r.center = (self.size[0] // 2, self.size[1] // 2)
        self.card_panel(surf, r)
        return r

    def page(self, surf: pygame.Surface, title: str, y: float) -> tuple[int, int]:
        """A page of its own: the felt over the whole window and the title at ``y``; the
        window's size (width, height)."""
        W, H = self.size
        surf.blit(felt((W, H)), (0, 0))
        self.title(surf, title, y)
        return W, H
