"""Learn by playing (issue 51, point 4): a game's first deal that teaches, opened from the games' tiles
(``choose.py``) or the set-up (``setup.py``). The lesson is the game's (``games.lesson_for``); the table
scene draws it (``table/lesson.py``). Not a scene: the two pages that offer it share this one opening."""

from __future__ import annotations

from ...engine.game import SomeGame
from ...games import lesson_for
from ...host.seats import PERSON, Seat
from ...host.tables import new_table
from .base import SceneApp

LABEL = "Learn by playing"


def has_lesson(game: SomeGame) -> bool:
    return lesson_for(game.info.id) is not None


def start_lesson(app: SceneApp, game: SomeGame) -> bool:
    """The game's lesson at a new table over the page that asked (leaving it comes back there): a fixed
    deal against computers, saved nowhere and counted nowhere. False if the game has no lesson."""
    lesson = lesson_for(game.info.id)
    if lesson is None:
        return False
    seats = [Seat(lesson.names[i], PERSON if i == lesson.seat else lesson.computers) for i in range(lesson.players)]
    table = new_table(game, seats, lesson.deal, dict(lesson.options), None)
    app.open("table", table, lesson=lesson)
    return True
