"""The action log: every event of a deal in plain words, from one viewer's eyes.

``lines`` reads events as that viewer may know them (``redact.redact_events`` or a
``Redactor``'s batches) and the game's ``Presentation``: an "action" event (announced by
``Game.apply`` before the action's step) reads by the game's ``actions`` phrases, other
announcements by its ``events`` phrases, and the deal's start and end by the engine's own
words. The cards an action line names are its own cards where the viewer sees them, else
the cards its first moves and flips name to the viewer: a line names no card its viewer's
events do not name. The screen, the command line and speech read the same lines.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Literal

from .actions import Action
from .events import Event, names_cards
from .game import SomeGame
from .present import Phrase, Presentation, capital, event_text, fill
from .redact import Redactor
from .state import State
from .table import HIDDEN, ZoneSpec

# Lines every game has, unless its presentation words the kind itself.
GENERIC: dict[str, Phrase] = {
    "deal_end": Phrase("{deal_word} {deal} is over", actor=None),
    "game_over": Phrase("The game is over", actor=None),
}


def card_text(pres: Presentation, card: object) -> str:
    """A card in the game's words ("king of hearts"), or "card" if the viewer cannot see it."""
    if not isinstance(card, int) or isinstance(card, bool) or card == HIDDEN:
        return "card"
    return pres.card_words(card)


def listed(words: Sequence[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _shown(events: Sequence[Event], start: int) -> list[tuple[int, str | None]]:
    """(card, the zone it came from or turned in) of each move and flip after ``start``,
    up to the next action."""
    out: list[tuple[int, str | None]] = []
    for e in events[start + 1:]:
        if e.kind == "action":
            break
        if e.kind == "move":
            out.append((e.data.get("card", HIDDEN), e.data.get("src")))
        elif e.kind == "flip":
            out.append((e.data.get("card", HIDDEN), e.data.get("zone")))
    return out


def action_line(pres: Presentation, events: Sequence[Event], i: int, viewer: int | None,
                names: Sequence[str], specs: Mapping[str, ZoneSpec] | None = None) -> str | None:
    """The line for the action event ``events[i]``, or None if the game gives it no words."""
    d = events[i].data
    phrase = pres.actions.get(d.get("act", ""))
    if phrase is None:
        return None
    own = list(d.get("cards") or ())
    shown = _shown(events, i)
    zone = d.get("zone")
    first = next((k for k, (_, z) in enumerate(shown) if z == zone), 0) if zone else 0
    rest = [c for k, (c, _) in enumerate(shown) if k != first]
    if own:
        cards = own if HIDDEN not in own or len(shown) < len(own) else [c for c, _ in shown[:len(own)]]
    else:
        cards = [shown[first][0]] if shown else []
    data: dict[str, object] = {"seat": d.get("seat"), "number": d.get("number"), "zone": d.get("zone"),
                            "n": len(own) if own else len(cards)}
    card = cards[0] if cards else HIDDEN
    data["card"] = card_text(pres, card)
    data["cards"] = listed(["the " + card_text(pres, c) for c in cards])
    moved1 = (rest[0] if rest else HIDDEN) if not own else (shown[1][0] if len(shown) > 1 else HIDDEN)
    data["moved1"] = card_text(pres, moved1)
    uses = [f for f in ("card", "cards", "moved1") if "{" + f + "}" in phrase.other]
    data["hidden"] = any((card == HIDDEN if f == "card" else moved1 == HIDDEN if f == "moved1"
                          else any(c == HIDDEN for c in cards)) for f in uses)
    spec = specs.get(d["zone"]) if specs is not None and d.get("zone") else None
    if spec is not None:
        data["label"] = spec.label or spec.kind
        if spec.owner is not None:
            data["owner"] = spec.owner
            actor = d.get("seat")
            data["whose"] = ("your" if spec.owner == viewer else "their" if spec.owner == actor
                             else f"{names[spec.owner]}'s" if 0 <= spec.owner < len(names) else "a")
    data.setdefault("whose", "the")
    return phrase.text(data, viewer, names)


def anchored(pres: Presentation, events: Sequence[Event], viewer: int | None, names: Sequence[str],
             specs: Mapping[str, ZoneSpec] | None = None) -> list[tuple[int, str]]:
    """(index of the event it tells, line) for each line of ``events`` (redacted for ``viewer``):
    a screen shows each line as its event is played."""
    out: list[tuple[int, str]] = []
    for i, e in enumerate(events):
        k = e.kind
        if k == "action":
            text = action_line(pres, events, i, viewer, names, specs)
        elif k == "counter" and e.data.get("name") == "deal" and "index" not in e.data:
            text = fill(pres.deal_begins, {"deal": e.data.get("new")})
        elif k in pres.events:
            text = event_text(pres, e, viewer, names)
        elif k in GENERIC:
            text = GENERIC[k].text({**e.data, "deal_word": pres.deal_word}, viewer, names)
        else:
            text = None
        if text:
            out.append((i, capital(text)))
    return out


def lines(pres: Presentation, events: Sequence[Event], viewer: int | None, names: Sequence[str],
          specs: Mapping[str, ZoneSpec] | None = None) -> list[str]:
    """The log's lines for ``events`` (one or more batches, redacted for ``viewer``)."""
    return [text for _, text in anchored(pres, events, viewer, names, specs)]


def opening(pres: Presentation, state: State, viewer: int | None, names: Sequence[str]) -> list[str]:
    """The lines of a game's first deal, dealt before any action: its public numbers, and the
    moments the game words that name only cards lying face up (Show's first face-up card)."""
    t = state.table

    def public(e: Event) -> bool:
        if e.kind == "counter":
            return True
        if e.kind not in pres.events:
            return False
        named = [c for v in e.data.values() if names_cards(v) for c in (v if isinstance(v, list) else [v])]
        return bool(named) and all(0 <= c < len(t.up) and t.up[c] for c in named)
    return lines(pres, [e for e in t.log or () if public(e)], viewer, names)


def game_lines(game: SomeGame, players: int, seed: int, options: Mapping[str, object] | None,
               actions: Iterable[Action], viewer: int | None, names: Sequence[str],
               speaker: int | Literal["viewer"] | None = "viewer") -> list[str]:
    """Every line of a game played from its start (seed, options, actions) as ``viewer``'s log
    reads it: a log written afresh for a new person at the screen, or after a move taken back.
    ``speaker``: the seat the words call "you" (the viewer unless given; None: nobody, a replay
    watched through a seat's eyes names that seat too)."""
    log = GameLines(game, players, seed, options, viewer, names, speaker)
    log.extend(actions)
    return log.lines


class GameLines:
    """``game_lines`` kept up to date move by move: a log read again after every hand-over would
    otherwise replay the whole game each time (a long Rummy game: hundreds of replays of hundreds
    of moves). ``extend`` plays only the moves not yet read; ``actions`` are the moves read."""

    def __init__(self, game: SomeGame, players: int, seed: int, options: Mapping[str, object] | None,
                 viewer: int | None, names: Sequence[str],
                 speaker: int | Literal["viewer"] | None = "viewer") -> None:
        self.game, self.names = game, list(names)
        self.words = viewer if speaker == "viewer" else speaker
        self.state = game.new_state(players, seed, dict(options or {}), log=True)
        self.pres = game.words.presentation
        self.red = Redactor(self.state, viewer)
        self.red.sight(self.state)
        self.lines: list[str] = opening(self.pres, self.state, self.words, self.names)
        self.actions: list[Action] = []

    def extend(self, actions: Iterable[Action]) -> None:
        game, state, red, pres = self.game, self.state, self.red, self.pres
        for a in actions:
            events, _ = red.batch(game.apply(state, a), state)
            self.lines.extend(lines(pres, events, self.words, self.names, state.table.specs))
            self.actions.append(a)
