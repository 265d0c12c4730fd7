"""Events: what happened on the table, in order, for the screen and for tests.

A game's announcement (``Table.announce``) says what its values are by their type, not by
their field's name: a card is a ``Card``, several cards are ``Cards`` (so redaction hides each
one its viewer may not see, whatever the field is called), and a seat other than the actor
is a ``Seat`` (so a phrase may name it: ``{by_name}``). Plain numbers and words are left as
they are. The types are ``int`` and ``list`` underneath: they compare, pickle and write to
JSON as those do."""

from __future__ import annotations

from typing import Any, NamedTuple


class Event(NamedTuple):
    """One thing that happened: ``kind`` ('move', 'flip', 'shuffle', 'counter',
    'deal', 'trick', 'deal_end', ...) and its data."""

    kind: str
    data: dict[str, Any]


class Card(int):
    """A card named in an announcement: shown only to a viewer who may see it."""

    __slots__ = ()


class Cards(list[int]):
    """Cards named in an announcement: each shown only to a viewer who may see it."""

    __slots__ = ()


class Seat(int):
    """A seat named in an announcement (besides its actor): its words may name it."""

    __slots__ = ()


def names_cards(value: object) -> bool:
    """Does this announced value name cards (a ``Card`` or ``Cards``)?"""
    return isinstance(value, (Card, Cards))
