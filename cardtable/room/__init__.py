"""The room: the phones at a table (issue 25). ``Room`` loads the web server (``websockets``)
only when it starts; importing this package costs nothing at the app's start."""

from .room import Room

__all__ = ["Room"]
