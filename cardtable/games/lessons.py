"""A first deal that teaches (issue 51, point 4): what every game's ``lesson.py`` declares.

A lesson is a fixed, friendly deal (``deal``: the table's seed, chosen by ``scripts/lesson_deals.py`` so
that the deal shows the game's main ideas) against computers of one kind, in which the table points at
a move and says why, in the game's words, at each of the person's turns. The person makes every move.

``teach(view, legal)`` reads only what the person's seat may see: ``view`` is the state as that seat
sees it (``engine.views.view``: every card it cannot see masked) and ``legal`` its legal actions; it
returns a ``Step``: the move or moves to point at (each one of ``legal``) and the sentence saying why.
It is a function of what the seat sees, so a move off the lesson's path (the person chose another)
is simply taught on from the new position. ``scored(gained, names)`` is what the table says when the
deal ends: what scored, from the deal's points by seat (``names``: the seats as the person's side
calls them, "You" for the person).

The screen (``ui/scenes/table/lesson.py``) draws the pointer and the words; ``games.lesson_for`` finds a
game's lesson. Nothing here imports pygame or names a game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from ..engine import cards as C
from ..engine.actions import Action
from ..engine.options import OptionValue
from ..engine.state import State
from ..engine.table import HIDDEN


@dataclass(frozen=True)
class Step:
    """One moment of the lesson: the move(s) to point at, and why."""

    point: tuple[Action, ...]
    words: str


@dataclass(frozen=True)
class Lesson:
    """A game's first deal that teaches (see the module's words)."""

    deal: int  # the fixed deal: the table's seed
    players: int
    computers: str  # the kind of every computer seat ("easy")
    welcome: str  # what the game is about, said before the first move
    teach: Callable[[State, list[Action]], Step]
    scored: Callable[[Sequence[float], Sequence[str]], str]
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    names: tuple[str, ...] = ("You", "Bob", "Cleo", "Dev", "Edna", "Finn")
    seat: int = 0  # the person's seat

    def step(self, view: State, legal: list[Action]) -> Step:
        """The step at this moment, checked: it points at legal moves only and says something."""
        if view.viewer != self.seat:
            raise ValueError("a lesson reads the person's view only (engine.views.view of its seat)")
        if not legal:
            raise ValueError("a lesson steps only at the person's turn")
        step = self.teach(view, legal)
        if not step.point or any(a not in legal for a in step.point) or not step.words.strip():
            raise ValueError(f"a lesson's step must point at legal moves and say why: {step}")
        return step


# -- words the lessons share ---------------------------------------------------------------------------
def card(c: int) -> str:
    """'the 7 of hearts'."""
    return "the " + C.long_name(c)


def cards(cs: Iterable[int]) -> str:
    """'the 5, 6 and 7 of hearts', 'the 9 of clubs and the 9 of spades'."""
    cs = sorted(cs, key=lambda c: (C.RANK[c], C.SUIT[c]))
    if not cs:
        return "no cards"
    if len({C.RANK[c] for c in cs}) == 1 and len({C.SUIT[c] for c in cs}) == len(cs) > 1:
        suits = [C.SUIT_NAMES[C.SUIT[c]] for c in sorted(cs, key=lambda c: C.SUIT[c])]
        return f"the {rank(cs[0])}s of {', '.join(suits[:-1])} and {suits[-1]}"
    if len({C.SUIT[c] for c in cs}) == 1 and len(cs) > 1:
        ranks = [C.RANK_NAMES.get(C.RANK[c], str(C.RANK[c])) for c in cs]
        return f"the {', '.join(ranks[:-1])} and {ranks[-1]} of {C.SUIT_NAMES[C.SUIT[cs[0]]]}"
    names = [card(c) for c in cs]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def rank(c: int) -> str:
    """'7', 'king'."""
    return C.RANK_NAMES.get(C.RANK[c], str(C.RANK[c]))


def people(names: Sequence[str], seats: Iterable[int]) -> str:
    who = [names[s] for s in seats]
    return who[0] if len(who) == 1 else f"{', '.join(who[:-1])} and {who[-1]}"


def points(n: float) -> str:
    k = int(n) if float(n).is_integer() else n
    return f"{k} point" if k in (1, -1) else f"{k} points"


def shown(view: State, seat: int, c: int) -> bool:
    """Does ``seat`` see card ``c`` (face up, or known to it)? A masked card it does not."""
    return c != HIDDEN and view.table.sees(seat, c)


def seen_in(view: State, zone: str, seat: int) -> list[int]:
    """The cards of a zone ``seat`` sees, in order (a card it cannot see left out)."""
    return [c for c in view.table.zones[zone] if shown(view, seat, c)]


def partners(hand: list[int], c: int) -> int:
    """How many cards of the hand could meld with ``c``: its rank, or its suit two ranks away or less."""
    return sum(1 for o in hand if o != c and (C.RANK[o] == C.RANK[c]
                                              or C.SUIT[o] == C.SUIT[c] and abs(C.RANK[o] - C.RANK[c]) <= 2))


def of_kind(legal: list[Action], kind: str) -> list[Action]:
    return [a for a in legal if a.kind == kind]
