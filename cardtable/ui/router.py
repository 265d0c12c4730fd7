"""Scenes by name: the one place that knows every scene class.

A scene never imports another scene; it asks the app for the next one by name
(``app.open("summary", table, event)``, ``app.replace(...)``, ``app.reset("menu")``),
and the app builds it from this registry.
"""

from __future__ import annotations

from typing import Any

from .scenes.base import Scene
from .scenes.choose import Choose
from .scenes.gameover import GameOver
from .scenes.handover import HandOver
from .scenes.last_trick import LastTrick
from .scenes.menu import Menu
from .scenes.message import Message
from .scenes.past_games import PastGames
from .scenes.review import ReviewScene
from .scenes.rules import Rules
from .scenes.settings_scene import SettingsScene
from .scenes.setup import Setup
from .scenes.stats import Statistics
from .scenes.summary import DealSummary, SheetOnDemand
from .scenes.table import TableScene

SCENES: dict[str, type[Scene]] = {
    "menu": Menu,
    "choose": Choose,
    "rules": Rules,
    "setup": Setup,
    "settings": SettingsScene,
    "stats": Statistics,
    "message": Message,
    "table": TableScene,
    "handover": HandOver,
    "last_trick": LastTrick,
    "summary": DealSummary,
    "sheet": SheetOnDemand,
    "gameover": GameOver,
    "review": ReviewScene,
    "past_games": PastGames,
}


def build(app: Any, name: str, *args: Any, **kwargs: Any) -> Scene:
    """The scene called ``name``, made for ``app`` with the arguments its class takes."""
    try:
        cls = SCENES[name]
    except KeyError:
        raise KeyError(f"no scene is called {name!r}; known: {', '.join(sorted(SCENES))}") from None
    return cls(app, *args, **kwargs)
