"""Events: what happened on the table, in order, for the screen and for tests."""

from __future__ import annotations

from typing import Any, NamedTuple


class Event(NamedTuple):
    """One thing that happened: ``kind`` ('move', 'flip', 'shuffle', 'counter',
    'deal', 'trick', 'deal_end', ...) and its data."""

    kind: str
    data: dict[str, Any]
