"""From the engine's legal actions to gestures, by each action's shape.

* one card, no zone: click the card (or drag it onto the table);
* one card and a zone: pick the card, then click the zone (or drag it there);
* several cards: pick them, then press the button named for the action;
* a zone alone: click the pile;
* a zone and a number: click the card lying at that place of that zone (a layout slot,
  a place in a hand picked blind); buttons if several actions share the place;
* a number alone: a row of number buttons;
* nothing else: a button named for the action (Pass, Say Uncle, Show, ...).

Nothing here changes the game: it only says which legal action a gesture means.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence

from ..engine.actions import Action


def pretty(kind: str) -> str:
    return kind.replace("_", " ").capitalize()


class Gestures:
    """The legal actions of the seat at the screen, indexed by the gesture that makes them."""

    def __init__(self, legal: list[Action], describe: Callable[[Action], str] | None = None,
                 zones: Mapping[str, Sequence[int]] | None = None) -> None:
        """``zones``: the cards of each zone as shown, in the engine's order, so that a zone and a
        number can be found as a card to click (without them such actions are number buttons)."""
        self.legal = legal
        self.describe = describe or (lambda a: pretty(a.kind))
        self.single: dict[int, list[Action]] = {}
        self.slots: dict[int, list[Action]] = {}  # card -> the actions made by clicking its place
        self.slot_card: dict[Action, int] = {}
        self.slot_kind: dict[str, str] = {}  # zone -> the kind of its slot actions
        self.zoned: dict[int, list[Action]] = {}
        self.multi: list[Action] = []
        self.piles: dict[str, list[Action]] = {}
        self.numbers: list[Action] = []
        self.bare: list[Action] = []
        for a in legal:
            card = self._at(a, zones)
            if card is not None:
                self.slots.setdefault(card, []).append(a)
                self.slot_card[a] = card
                self.slot_kind.setdefault(a.zone, a.kind)  # type: ignore[arg-type]
            elif a.number is not None:
                self.numbers.append(a)
            elif len(a.cards) > 1:
                self.multi.append(a)
            elif len(a.cards) == 1:
                (self.zoned if a.zone is not None else self.single).setdefault(a.cards[0], []).append(a)
            elif a.zone is not None:
                self.piles.setdefault(a.zone, []).append(a)
            else:
                self.bare.append(a)
        self.playable: set[int] = set(self.single) | set(self.zoned) | set(self.slots)
        for a in self.multi:
            self.playable.update(a.cards)
        kinds = Counter(a.kind for lst in self.single.values() for a in lst)
        self.card_kind = kinds.most_common(1)[0][0] if kinds else None

    @staticmethod
    def _at(a: Action, zones: Mapping[str, Sequence[int]] | None) -> int | None:
        """The card lying at the place an action names by zone and number, if it names one."""
        if zones is None or a.number is None or a.zone is None or a.cards:
            return None
        lst = zones.get(a.zone)
        if lst is None or not 0 <= a.number < len(lst):
            return None
        return lst[a.number]

    # -- clicks -------------------------------------------------------------------------------
    def click_card(self, card: int, zone: str | None, selected: set[int]) -> tuple[str, object]:
        """What clicking a card means: ("apply", action), ("select", cards) or ("why", card)."""
        at = self.slots.get(card)
        if at is not None:
            if len(at) == 1:
                return "apply", at[0]
            return "select", set() if selected == {card} else {card}  # several: buttons name them
        single = self.single.get(card, [])
        if card in selected:
            if selected == {card} and len(single) == 1:
                return "apply", single[0]  # a second click on a picked card plays it
            return "select", selected - {card}
        if card not in self.playable:
            # a click on a pile with cards picked: a zone target, if the picked cards go there
            if selected and zone is not None and self.zone_action(zone, selected):
                return "apply", self.zone_action(zone, selected)
            if zone is not None and zone in self.piles and not selected:
                acts = self.piles[zone]
                return ("apply", acts[0]) if len(acts) == 1 else ("select", set())
            return "why", card
        in_multi = any(card in a.cards for a in self.multi)
        if len(single) == 1 and not self.zoned.get(card) and not in_multi and not selected:
            return "apply", single[0]
        if not in_multi and selected and not any(c in self.playable for c in selected if c != card):
            return "select", {card}
        if not in_multi:
            return "select", {card}
        return "select", selected | {card}

    def zone_action(self, zone: str, selected: set[int]) -> Action | None:
        """The action that clicking (or dropping onto) a zone makes, given the picked cards."""
        if selected:
            key = sorted(selected)
            for lst in self.zoned.values():
                for a in lst:
                    if a.zone == zone and sorted(a.cards) == key:
                        return a
            return None
        acts = self.piles.get(zone, [])
        return acts[0] if len(acts) == 1 else None

    def drop(self, card: int, zone: str | None) -> Action | None:
        """Dragging a card onto the table: onto a zone it may go to, or anywhere for its one action."""
        if zone is not None:
            for a in self.zoned.get(card, []):
                if a.zone == zone:
                    return a
        single = self.single.get(card, [])
        if len(single) == 1 and not self.zoned.get(card):
            return single[0]
        return None

    # -- what to offer -------------------------------------------------------------------------------
    def targets(self, selected: set[int]) -> set[str]:
        """Zones to light up: where the picked cards may go, or piles that can be clicked."""
        if not selected:
            return set(self.piles)
        key = sorted(selected)
        return {a.zone for lst in self.zoned.values() for a in lst if sorted(a.cards) == key and a.zone}

    def buttons(self, selected: set[int]) -> list[tuple[str, Action | None]]:
        """Named buttons for the moment: (label, action), action None for a greyed-out hint."""
        out: list[tuple[str, Action | None]] = []
        kinds = {a.kind for a in self.numbers}
        for a in self.numbers:
            out.append((f"{pretty(a.kind)} {a.number}" if len(kinds) > 1 else str(a.number), a))
        if selected:
            key = sorted(selected)
            exact = [a for a in self.multi if sorted(a.cards) == key]
            seen = set()
            for a in exact:
                if a.kind not in seen:
                    seen.add(a.kind)
                    out.append((self.describe(a) if len(exact) > 1 else pretty(a.kind), a))
            if not exact and any(selected <= set(a.cards) for a in self.multi):
                kinds_m = sorted({a.kind for a in self.multi if selected <= set(a.cards)})
                out.extend((pretty(k), None) for k in kinds_m)
            if len(selected) == 1:
                (card,) = tuple(selected)
                for a in self.single.get(card, []):
                    out.append((pretty(a.kind), a))
                for a in self.slots.get(card, []):
                    out.append((pretty(a.kind), a))
        for a in self.bare:
            label = self.describe(a)
            out.append((label[:1].upper() + label[1:], a))
        return out
