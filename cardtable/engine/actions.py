"""Actions: small immutable values a seat sends; they turn into JSON and back."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from . import cards as C

if TYPE_CHECKING:
    from .safejson import JSON


class IllegalAction(ValueError):
    """An action the rules do not allow now; the state is left as it was."""


class Action(NamedTuple):
    """What a seat does. The screen maps it to a gesture by its shape:
    one card (click it), several cards (select, confirm), a zone (click a pile),
    a number (number buttons), or a bare kind (a named button)."""

    kind: str
    seat: int
    cards: tuple[int, ...] = ()
    zone: str | None = None
    number: int | None = None

    def to_json(self) -> dict[str, JSON]:
        d: dict[str, JSON] = {"kind": self.kind, "seat": self.seat}
        if self.cards:
            d["cards"] = [C.name(c) for c in self.cards]
        if self.zone is not None:
            d["zone"] = self.zone
        if self.number is not None:
            d["number"] = self.number
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Action:
        try:
            kind, seat = d["kind"], d["seat"]
            if not isinstance(kind, str) or not isinstance(seat, int):
                raise TypeError
            cards = tuple(C.parse(x) for x in d.get("cards", ()))
            zone = d.get("zone")
            number = d.get("number")
            if zone is not None and not isinstance(zone, str):
                raise TypeError
            if number is not None and not isinstance(number, int):
                raise TypeError
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            raise ValueError(f"not an action: {d!r}") from e
        return cls(kind, seat, cards, zone, number)

    def describe(self) -> str:
        parts = [self.kind]
        if self.cards:
            parts.append(" ".join(C.name(c) for c in self.cards))
        if self.zone is not None:
            parts.append(f"@{self.zone}")
        if self.number is not None:
            parts.append(str(self.number))
        return f"seat {self.seat}: " + " ".join(parts)
