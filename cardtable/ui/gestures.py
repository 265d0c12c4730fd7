"""From the engine's legal actions to gestures: one way to act.

* Clicking a card selects it (a second click lets it go); the bar's buttons then name
  exactly what each move with the selection does ("Discard the 7 of clubs", "Meld 3 cards",
  "Scoop 5 cards"). Several cards are picked for the moves that take several.
* A card is played on one click only where that is its only meaning: its one action is of
  a kind the game declares a click makes (``GameInfo.one_click``: following in a trick).
* A place named by a zone and a number (a Golf layout slot, a blind pick) is clicked; if
  several actions share the place, it is selected and its buttons name them.
* A pile whose action is a zone alone (draw from the stock) is clicked, or its button
  pressed; a card of a pile that such an action does not take is never taken by a click.
* Picked cards go onto a zone (lay off on a meld) by clicking or dropping on it.
* A number: a row of number buttons. Nothing else: a button named for the action.

Dragging a card lights the zones its moves land in (``targets``) and dropping it there
makes that move. What a move does (which cards it takes, where a card lands) comes from
``moves``, a look at the move made on a copy of the game.

Nothing here changes the game: it only says which action a gesture means, or which
(illegal) action to ask the game why about.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from ..engine.actions import Action

Moves = Callable[[Action], tuple[frozenset[int], str | None]]  # (visible cards moved, where the first card lands)
# what a click on a card means: make a move, pick these cards, ask the game why not (None: nothing to ask), say words
PILE_BUTTONS = 3  # at most this many moves on a pile's cards get buttons of their own beside the pile's
Click = (tuple[Literal["apply"], Action] | tuple[Literal["select"], set[int]] | tuple[Literal["why"], Action | None]
         | tuple[Literal["say"], str])


@dataclass(slots=True)
class Drag:
    """A card held down by the pointer: where it was taken from, whether it has moved yet, where it is."""

    card: int
    start: tuple[int, int]
    moved: bool
    pos: tuple[int, int]


def pretty(kind: str) -> str:
    return kind.replace("_", " ").capitalize()


class Gestures:
    """The legal actions of the seat at the screen, indexed by the gesture that makes them."""

    def __init__(self, legal: list[Action], label: Callable[[Action], str] | None = None,
                 zones: Mapping[str, Sequence[int]] | None = None, one_click: frozenset[str] = frozenset(),
                 moves: Moves | None = None, card_kinds: Mapping[str, str] | None = None) -> None:
        """``zones``: the cards of each zone as shown, in the engine's order (so that a zone and
        a number can be found as a card to click, and a card's pile known). ``card_kinds``: the kind
        of move a click on a card of a zone asks for, by zone (the game's ``card_kinds``: Uncle
        Stuart's discard pile scoops), so that the game says why even when no such move is legal."""
        self.card_kinds = card_kinds or {}
        self.legal = legal
        self.label = label or (lambda a: pretty(a.kind) + ("" if a.number is None else f" {a.number}"))
        self.zones = zones or {}
        self.one_click = one_click
        self._moves = moves
        self._seen: dict[Action, tuple[frozenset[int], str | None]] = {}
        self.seat = legal[0].seat if legal else 0
        self.single: dict[int, list[Action]] = {}  # one card, no zone
        self.slots: dict[int, list[Action]] = {}  # card -> the actions made by clicking its place
        self.slot_card: dict[Action, int] = {}
        self.slot_kind: dict[str, str] = {}  # zone -> the kind of its slot actions
        self.zoned: dict[int, list[Action]] = {}  # one card onto a zone
        self.multi: list[Action] = []
        self.piles: dict[str, list[Action]] = {}
        self.numbers: list[Action] = []
        self.bare: list[Action] = []
        for a in legal:
            card = self._at(a)
            if card is not None and a.zone is not None:  # (a card at a place: the action names its zone)
                self.slots.setdefault(card, []).append(a)
                self.slot_card[a] = card
                self.slot_kind.setdefault(a.zone, a.kind)
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
        self.multi_kinds = list(dict.fromkeys(a.kind for a in self.multi))
        self.card_kind = next(iter(dict.fromkeys(a.kind for lst in self.single.values() for a in lst)), None)

    def _at(self, a: Action) -> int | None:
        """The card lying at the place an action names by zone and number, if it names one."""
        if a.number is None or a.zone is None or a.cards:
            return None
        lst = self.zones.get(a.zone)
        if lst is None or not 0 <= a.number < len(lst):
            return None
        return lst[a.number]

    def moves(self, a: Action) -> tuple[frozenset[int], str | None]:
        if self._moves is None:
            return frozenset(a.cards), None
        if a not in self._seen:
            self._seen[a] = self._moves(a)
        return self._seen[a]

    def zone_of(self, card: int) -> str | None:
        return next((z for z, lst in self.zones.items() if card in lst), None)

    def for_cards(self, cards: set[int]) -> list[Action]:
        """The legal moves of exactly these picked cards (not the places)."""
        key = sorted(cards)
        out = [a for a in self.multi if sorted(a.cards) == key]
        if len(cards) == 1:
            (c,) = tuple(cards)
            out += self.single.get(c, []) + self.zoned.get(c, []) + self.slots.get(c, [])
        return out

    # -- clicks -------------------------------------------------------------------------------
    def click_card(self, card: int, zone: str | None, selected: set[int]) -> Click:
        """What clicking a card means: ("apply", action), ("select", cards), ("why", an illegal
        action to ask the game about) or ("say", words)."""
        at = self.slots.get(card)
        if at is not None:
            if len(at) == 1:
                return "apply", at[0]
            return "select", set() if selected == {card} else {card}  # several: buttons name them
        if card in selected:
            return "select", selected - {card}
        if selected and zone is not None and card not in self.playable:
            a = self.zone_action(zone, selected)  # a pile or meld the picked cards go onto
            if a is not None:
                return "apply", a
        if card in self.playable:
            acts = self.for_cards({card})
            if not selected and len(acts) == 1 and acts[0].kind in self.one_click and not self.multi:
                return "apply", acts[0]
            same = all(self.zone_of(c) == zone for c in selected)
            if self.multi and same and not self.slots.get(next(iter(selected), -1)):
                return "select", selected | {card}
            return "select", {card}
        piles = self.piles.get(zone, []) if zone is not None else []
        shown_taken: list[Action] = []
        if piles and not selected and zone is not None:
            takes = [a for a in piles if card in self.moves(a)[0]]
            if len(takes) == 1:
                return "apply", takes[0]
            shown_taken = [a for a in piles if self.moves(a)[0] & set(self.zones.get(zone, ()))]
            if len(piles) == 1 and not shown_taken and not self._card_kinds_in(zone):
                return "apply", piles[0]  # a pile whose cards are alike to its one move (the stock)
        kind = self._card_kinds_in(zone) if zone is not None else None
        if kind:  # the game says why this card's move (a scoop down to it) is refused
            return "why", Action(kind, self.seat, (card,))
        if piles and not selected and shown_taken:
            words = self.label(shown_taken[0])
            return "say", f"Not that card: you may {words[:1].lower()}{words[1:]}."
        return "why", None

    def _card_kinds_in(self, zone: str | None) -> str | None:
        """The kind of the one-card moves made with this zone's cards (a scoop from the pile), if any."""
        for c in self.zones.get(zone, ()) if zone is not None else ():
            for a in self.single.get(c, []):
                return a.kind
        return self.card_kinds.get(zone) if zone is not None else None

    def zone_action(self, zone: str, selected: set[int]) -> Action | None:
        """The action that clicking (or dropping onto) a zone makes, given the picked cards."""
        if selected:
            found = [a for a in self.for_cards(selected)
                     if a.zone == zone or (a.zone is None and self.moves(a)[1] == zone)]
            return found[0] if len(found) == 1 else None
        acts = self.piles.get(zone, [])
        return acts[0] if len(acts) == 1 else None

    def drop(self, card: int, zone: str | None) -> Action | None:
        """Dragging a card onto a zone where one of its moves lands; anywhere for a one-click card."""
        if zone is not None:
            a = self.zone_action(zone, {card})
            if a is not None:
                return a
        acts = self.for_cards({card})
        if len(acts) == 1 and acts[0].kind in self.one_click and not self.multi and zone != self.zone_of(card):
            return acts[0]
        return None

    # -- what to offer -------------------------------------------------------------------------------
    def targets(self, selected: set[int]) -> set[str]:
        """Zones to light up: where the picked cards' moves land, or piles that can be clicked."""
        if not selected:
            return set(self.piles)
        out = set()
        for a in self.for_cards(selected):
            z = a.zone if a.zone is not None and a not in self.slot_card else self.moves(a)[1]
            if z is not None and z != self.zone_of(next(iter(selected))):
                out.add(z)
        return out

    def preview(self, selected: set[int]) -> set[int]:
        """The cards the picked cards' one move would take with them (a scoop), to light before it is made."""
        acts = [a for a in self.for_cards(selected) if a not in self.slot_card]
        if len(acts) != 1 or not selected:
            return set()
        zone = self.zone_of(next(iter(selected)))
        return set(self.moves(acts[0])[0]) & set(self.zones.get(zone, ()) if zone is not None else ())

    def unmade(self, selected: set[int]) -> list[Action]:
        """The moves a pick of several cards would make that the rules refuse (a meld of cards that
        is none): the table says why, and their buttons are greyed (nothing but a legal move is offered)."""
        if len(selected) < 2 or self.for_cards(selected):
            return []
        return [Action(k, self.seat, tuple(sorted(selected))) for k in self.multi_kinds]

    def dead_end(self, selected: set[int]) -> Action | None:
        """A pick no legal move of several cards takes, even with more cards picked: the move it would
        make, for the table to say why the rules refuse it (None: the pick may still grow into a move)."""
        unmade = self.unmade(selected)
        if not unmade or any(selected <= set(a.cards) for a in self.multi):
            return None
        return unmade[0]

    def buttons(self, selected: set[int]) -> list[tuple[str, Action | None]]:
        """Named buttons for the moment: (label, action), every action one of the legal moves; a
        move the picked cards would make but the rules refuse is greyed (action None; ``unmade``)."""
        out: list[tuple[str, Action | None]] = []
        kinds = {a.kind for a in self.numbers}
        for a in self.numbers:
            out.append((str(a.number) if len(kinds) == 1 and len(self.numbers) > 8 else self.label(a), a))
        if selected:
            out += [(self.label(a), a) for a in self.for_cards(selected)]
            out += [(self.label(a), None) for a in self.unmade(selected)]
        elif sum(len(v) for v in self.piles.values()) <= 4:  # in the piles' order on the table, in every game
            order = {z: i for i, z in enumerate(self.zones)}
            piles = sorted(self.piles.items(), key=lambda kv: order.get(kv[0], len(order)))
            out += [(self.label(a), a) for _z, lst in piles for a in lst]
        if not selected:
            out += [(self.label(a), a) for a in self.pile_cards()]
        out += [(self.label(a), a) for a in self.bare]
        return out

    def pile_cards(self) -> list[Action]:
        """The moves a game declares for a click on a card lying in a pile (``card_kinds``: Uncle Stuart's
        scoop down to a card deep in the discards), named on buttons as well when there are few of them:
        a move found only by clicking one card among many is not found."""
        acts = [a for c, lst in self.single.items() for a in lst
                if self.card_kinds.get(self.zone_of(c) or "") == a.kind]
        return acts if len(acts) <= PILE_BUTTONS else []
