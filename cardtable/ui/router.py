"""Scenes by name: the one place that knows every scene class.

A scene never imports another scene; it asks the app for the next one by name
(``app.open("summary", table, event)``, ``app.replace(...)``, ``app.reset("menu")``),
and the app builds it from this registry.

A scene's module is imported when the scene is first opened, not before (issue 43): the
window shows the menu without loading the table, the engine or the computer players. After
the first frame the app loads the rest a module at a time while idle (``LATER``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from importlib import import_module
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from .scenes.base import Scene, SceneApp

PACKAGE = "cardtable.ui.scenes"

# name -> "module:Class", the module under cardtable/ui/scenes
WHERE: dict[str, str] = {
    "menu": "menu:Menu",
    "choose": "choose:Choose",
    "rules": "rules:Rules",
    "setup": "setup:Setup",
    "settings": "settings_scene:SettingsScene",
    "stats": "stats:Statistics",
    "message": "message:Message",
    "table": "table:TableScene",
    "handover": "handover:HandOver",
    "last_trick": "last_trick:LastTrick",
    "summary": "summary:DealSummary",
    "sheet": "summary:SheetOnDemand",
    "gameover": "gameover:GameOver",
    "review": "review:ReviewScene",
    "past_games": "past_games:PastGames",
}

# What the app imports while idle after the first frame, the likeliest first: the next clicks
# (a new game, the table) then open at once. A module already imported costs nothing.
LATER: tuple[str, ...] = ("cardtable.ui.scenes.choose", "cardtable.games", "cardtable.host.session",
                          "cardtable.ui.scenes.setup", "cardtable.ui.scenes.table.scene", "cardtable.ai.service",
                          "cardtable.ui.scenes.summary", "cardtable.ui.scenes.gameover")


def scene_class(name: str) -> type[Scene]:
    """The class of the scene called ``name``, its module imported now if it was not yet."""
    try:
        module, _, cls = WHERE[name].partition(":")
    except KeyError:
        raise KeyError(f"no scene is called {name!r}; known: {', '.join(sorted(WHERE))}") from None
    return getattr(import_module(f"{PACKAGE}.{module}"), cls)


class _Scenes(Mapping[str, "type[Scene]"]):
    """name -> scene class, each class imported when first looked up."""

    def __getitem__(self, name: str) -> type[Scene]:
        if name not in WHERE:
            raise KeyError(name)
        return scene_class(name)

    def __iter__(self) -> Iterator[str]:
        return iter(WHERE)

    def __len__(self) -> int:
        return len(WHERE)


SCENES: Mapping[str, type[Scene]] = _Scenes()


def rules_key(app: Router) -> bool:
    """F1 on any page: the rules of the game shown or chosen there, over it (a table, a set-up, a game's
    tile in focus); with no game there, the games to choose the rules of; F1 on the rules closes them.
    False while a name is being typed (F1 is then the page's own)."""
    top = app.top
    if getattr(top, "editing", None) is not None:
        return False
    app.dirty = True
    if str(getattr(top, "heading", "")).startswith("Rules: "):
        app.pop()
        return True
    games = import_module("cardtable.games")
    game = None
    for s in reversed(app.stack):  # the page's game, or under an overlay (the keys, a menu) the one below's
        game = getattr(s, "game", None) or getattr(getattr(s, "table", None), "game", None)
        if game is not None or not getattr(s, "overlay", False):
            break
    buttons, focus = getattr(top, "buttons", []), getattr(top, "focus", -1)
    value = buttons[focus].value if game is None and 0 <= focus < len(buttons) else None
    if isinstance(value, tuple) and len(value) == 2 and value[0] == "game":  # a game's tile in focus
        game = value[1]
    if isinstance(game, str):  # a page that names its game by id (the statistics')
        game = games.get_game(game) if game in games.MODULES else None
    if game is None:
        app.open("choose", "rules")
    else:
        app.open("rules", game, overlay=True)
    return True


def build(app: SceneApp, name: str, *args: object, **kwargs: object) -> Scene:
    """The scene called ``name``, made for ``app`` with the arguments its class takes."""
    return scene_class(name)(app, *args, **kwargs)


class Router:
    """The app's stack of scenes and its moves. A scene asks for the next scene by name, never by
    importing it - ``open(name, *args)`` pushes it, ``replace`` swaps the top for it, ``reset``
    makes it the only one, ``pop`` goes back; ``push``/``replace``/``reset`` also take a scene
    already made. The app (ui/app.py) gives ``stack``, ``size``, ``dirty`` and ``_safe``."""

    stack: list[Scene]
    dirty: bool

    if TYPE_CHECKING:  # the app's (app.py)
        @property
        def size(self) -> tuple[int, int]: ...

        def _safe(self, fn: Callable[[], object]) -> None: ...

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def make(self, name: str, *args: object, **kwargs: object) -> Scene:
        """The scene called ``name`` (see ``router.SCENES``), not yet shown."""
        return build(cast("SceneApp", self), name, *args, **kwargs)  # the router is the app's (App)

    def _scene(self, scene: Scene | str, args: tuple[object, ...], kwargs: dict[str, object]) -> Scene:
        return self.make(scene, *args, **kwargs) if isinstance(scene, str) else scene

    def open(self, name: str, *args: object, **kwargs: object) -> Scene:
        """Show the scene called ``name`` over the present one; returns it."""
        scene = self.make(name, *args, **kwargs)
        self.push(scene)
        return scene

    def push(self, scene: Scene | str, *args: object, **kwargs: object) -> None:
        scene = self._scene(scene, args, kwargs)
        self.stack.append(scene)
        scene.resize(self.size)
        self._safe(scene.enter)
        self.dirty = True

    def pop(self) -> Scene | None:
        scene = self.stack.pop() if self.stack else None
        if scene is not None:
            self._safe(scene.leave)
        if self.top is not None:
            self.top.resize(self.size)
            self._safe(self.top.enter)
        self.dirty = True
        return scene

    def replace(self, scene: Scene | str, *args: object, **kwargs: object) -> None:
        scene = self._scene(scene, args, kwargs)
        old = self.stack.pop() if self.stack else None
        if old is not None:
            self._safe(old.leave)
        self.push(scene)

    def reset(self, scene: Scene | str, *args: object, **kwargs: object) -> None:
        """Back to one scene (the menu, a new table)."""
        scene = self._scene(scene, args, kwargs)
        while self.stack:
            self._safe(self.stack.pop().leave)
        self.push(scene)
