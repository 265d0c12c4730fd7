"""A chair at the table: the one boundary between a table and whoever sits at it.

The ``Session`` holds the truth (the state, the record). Whoever plays a seat (the person at
the big screen, a person on a phone, a computer, a replay through someone's eyes) does it
through that seat's ``Chair`` and nothing else: the seat's view of the table, each viewer's own
feed of the events (redacted for it), its legal moves labelled in the game's words with what each
does, the prompt, why a move is refused, its log, the names from its side ("You" only for
itself), the seat's view for a hint or the coach, and making a move. What a chair hands out
never holds a card its seat could not see: the true state stays behind it.

A chair's queries have no side effects: whoever asks, and however often, changes nothing another
viewer is handed. The events are handed out through feeds: each viewer of a seat (the big screen,
a phone, the room's eye on the table, a replay's eyes) subscribes once (``Chair.feed``) and takes
its own batches from its ``Feed``; a seat has one chair, however many look through it. The chair
is the one writer of the seat's log (``log_lines``): written on from the batches it redacts while
anyone looks through it, and read afresh from the record after a pause or a move taken back.

A chair for ``seat=None`` is an onlooker's: only face-up cards (a covered screen between two
people, the big screen when every person holds their hand on a phone).

Over 400 lines: one boundary, read top to bottom (who sits where, what the seat sees and is told, its
turn, its log, the host's services for its screen), with the small types it hands out (``Told``, the
``TableHost`` of ``again``) and the viewers' ``Feed``, which keeps the chair redacting while it looks.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple, Protocol

from ..ai.coach import Valuer, think_hindsight
from ..ai.review import decisions, said
from ..engine.actions import Action
from ..engine.events import Event
from ..engine.game import Result, SomeGame
from ..engine.log import GameLines, anchored
from ..engine.options import OptionValue
from ..engine.present import capital, seat_words
from ..engine.record import NOTE_TYPES, NoteValue, Record
from ..engine.redact import Redactor, Sight, mask
from ..engine.state import State
from ..engine.views import view
from .moves import Move, Refused, effect, own_names
from .protocols import Host as Keeper
from .protocols import RecordExporter, SeatInfo


class Told(NamedTuple):
    """An action as a seat is told it: its events as the seat may know them, the table after them as
    the seat sees it, and the seat's log lines for it (each with the index of the event it tells: a
    screen shows a line as its event is played)."""

    events: list[Event]
    sight: Sight
    lines: list[tuple[int, str]]


class TableHost(Protocol):
    """A table as the screen and the room see it (a ``Session`` is one): the game, who sits where, a
    chair for a seat, whether it plays a record, a computer's own seed, the room's notes, a save.
    (Declared here beside the chair that hands a new one out, ``Chair.again``; ``tables.py`` names it
    for the screen and the room.)"""

    @property
    def game(self) -> SomeGame: ...

    @property
    def seats(self) -> Sequence[SeatInfo]: ...

    @property
    def watched(self) -> bool: ...

    def chair(self, seat: int | None, watching: bool = False) -> Chair: ...

    def computer_seed(self, seat: int) -> int: ...

    def note(self, key: str) -> str | int | bool | None: ...

    def set_note(self, key: str, value: str | int | bool) -> None: ...

    def drop_note(self, key: str) -> None: ...

    def save(self) -> None: ...


class Host(Keeper, Protocol):
    """What a chair needs of the table it sits at (``protocols.Host``), and a new table like it."""

    def again(self) -> TableHost: ...


class Chair:
    """One seat's side of a table (see the module's docstring)."""

    def __init__(self, host: Host, seat: int | None, watching: bool = False) -> None:
        """``host``: the table it sits at (``protocols.Host``: a ``Session``). ``watching``: the seat's
        eyes for someone watching (a replay): what it saw, with every seat named, none called "You"."""
        if seat is not None and not 0 <= seat < len(host.seats):
            raise ValueError(f"no seat {seat} at a table of {len(host.seats)}")
        self._host = host
        self.seat = seat
        self.speaker = None if watching else seat  # the seat the words call "you"
        self.game: SomeGame = host.game  # the rules: stateless, they hold no card
        self._feeds: weakref.WeakSet[Feed] = weakref.WeakSet()  # the viewers subscribed (each its own feed)
        self._redactor: Redactor | None = None  # kept at the table as it is while a feed looks (else None)
        self._lines: list[str] | None = None  # the seat's log, written on with the redactor (None: not kept)
        self._record_log: GameLines | None = None  # the log read from the record (after a pause), kept up to date
        self._log_key: tuple[object, ...] = ()
        host.seated(self)

    # -- who sits where ------------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self._host.seats)

    @property
    def table_names(self) -> list[str]:
        """The seats' names as the table calls them (the big screen's words for an onlooker)."""
        return [s.name for s in self._host.seats]

    @property
    def names(self) -> list[str]:
        """The seats' names from this seat's side: "You" for itself only."""
        return own_names(self.table_names, self.speaker)

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < self.players:
            return "Nobody"
        return self.names[seat]

    def is_person(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < self.players and self._host.seats[seat].is_person

    @property
    def kinds(self) -> list[str]:
        """Who sits in each seat: "person" or the computer's level."""
        return [s.kind for s in self._host.seats]

    @property
    def persons(self) -> list[int]:
        return self._host.persons

    @property
    def solo(self) -> bool:
        return self._host.solo

    # -- where things stand (public to every seat) ------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return self._host.state.to_move

    @property
    def over(self) -> bool:
        return self._host.state.over

    @property
    def version(self) -> int:
        """Moves played so far: a move sent for an older version is stale."""
        return len(self._host.record.actions)

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and not self.over and self.to_move == self.seat

    @property
    def deal_no(self) -> int:
        return self._host.state.deal_no

    @property
    def sheet(self) -> list[tuple[object, ...]]:
        return list(self._host.state.sheet)

    @property
    def history(self) -> list[tuple[float, ...]]:
        return list(self._host.state.history)

    @property
    def keeps_sheet(self) -> bool:
        return self._host.state.sheet is not None

    @property
    def options(self) -> dict[str, OptionValue]:
        return dict(self._host.options)

    @property
    def fingerprint(self) -> str:
        return self._host.fingerprint

    @property
    def practice(self) -> bool:
        return self._host.practice

    def scores(self) -> list[float]:
        return self.game.result(self._host.state).scores

    def result(self) -> Result:
        return self.game.result(self._host.state)

    # -- what the seat sees -----------------------------------------------------------------------------
    def seen(self) -> State:
        """The engine's view of the game for this seat: every card it cannot see masked, no random
        source (what a computer, a hint or the coach thinks from). An onlooker's has no seat's cards."""
        st = self._host.state
        return view(st, st.players if self.seat is None else self.seat)

    def sight(self) -> Sight:
        """The table as the seat sees it now (a query: it changes nothing for any viewer)."""
        st = self._host.state
        return Sight(mask(st.table, self.seat), self.seat, self._host.trick_players())

    def feed(self) -> Feed:
        """A new viewer of this seat subscribes: its own feed of the events from its first look on."""
        f = Feed(self)
        self._feeds.add(f)
        return f

    def _opening(self) -> tuple[Sight, Told] | None:
        """At a table where nothing was played yet: the table before the deal and the deal's events
        (so that a new screen deals them); None elsewhere."""
        s = self._host
        st, game = s.state, self.game
        if s.record.actions or st.over:
            return None
        before = game.info.state(game.info.id, st.players, s.seed, st.options, None, log=True)
        game.setup(before)
        before.dealer = game.first_dealer(before)
        before_log, log = before.table.log or [], st.table.log or []
        n = len(before_log)
        if [(e.kind, e.data) for e in before_log] != [(e.kind, e.data) for e in log[:n]]:
            return None
        red = Redactor(before, self.seat)
        first = red.sight(before)
        first.played = None
        events, after = red.batch(log[n:], st)
        return first, self._told(events, after)

    def _told(self, events: list[Event], after: Sight) -> Told:
        return Told(events, after, anchored(self.game.words.presentation, events, self.speaker, self.names,
                                            after.table.specs))

    def _keep_up(self) -> None:
        """A feed looks: the chair redacts every action from here on (from the table as it is)."""
        if self._redactor is None:
            self._redactor = Redactor(self._host.state, self.seat)
            self._lines = None  # read afresh from the record when next asked, then written on

    def played(self, events: list[Event]) -> None:
        """The host played an action: redacted once for this seat, it waits in every feed that looks
        (a chair nobody looks through, a computer's, redacts none)."""
        looking = [f for f in self._feeds if f.looking]
        if not looking or self._redactor is None:
            self._redactor = None
            self._lines = None
            return
        red, after = self._redactor.batch(events, self._host.state)
        told = self._told(red, after)
        if self._lines is not None:
            self._lines.extend(text for _, text in told.lines)
        for f in looking:
            f.told(told)

    def taken_back(self) -> None:
        """The host took moves back: every viewer looks afresh."""
        self._redactor = None
        self._lines = None
        for f in list(self._feeds):
            f.look_away()

    # -- its turn -------------------------------------------------------------------------------------
    def legal(self) -> list[Action]:
        """The seat's legal actions ([] when it is not its turn)."""
        if not self.my_turn:
            return []
        return self.game.legal_actions(self._host.state)

    def moves(self) -> list[Move]:
        """The seat's legal moves, each with its words and what it does on the table."""
        return [Move(a, self.label(a), *effect(self.game, self._host.state, a, self.seat)) for a in self.legal()]

    def label(self, action: Action) -> str:
        return capital(seat_words(self.game.words.label(self._host.state, action), self.names, self.seat))

    def describe(self, action: Action) -> str:
        return seat_words(self.game.words.describe(self._host.state, action), self.names, self.seat)

    def prompt(self) -> str:
        """The line saying what is asked now, from this seat's side."""
        st = self._host.state
        if st.over:
            return "The game is over."
        if self.my_turn:
            return seat_words(self.game.words.prompt(st), self.names, self.seat)
        return f"{self.name(st.to_move)} to play." if st.to_move is not None else ""

    def why_not(self, action: Action) -> str:
        """Why this move would be refused now, in the player's words ("" if it would be taken)."""
        st = self._host.state
        if st.over:
            return "the game is over"
        if self.seat is None or action.seat != self.seat:
            return "that move is not yours to make"
        if st.to_move != self.seat:
            return f"it is {self.name(st.to_move)}'s turn" if st.to_move is not None else "nobody is to move"
        if action in self.game.legal_actions(st):
            return ""
        return seat_words(self.game.words.why_illegal(st, action), self.names, self.seat)

    def play(self, action: Action, version: int | None = None) -> list[Event]:
        """Make a move for this seat (``version``: the moves played when it was chosen; an older
        one is stale). ``Refused`` says why a move is not taken; nothing changes then."""
        if version is not None and version != self.version:
            raise Refused("the table has moved on since that move was chosen")
        why = self.why_not(action)
        if why:
            raise Refused(why)
        return self._host.apply(action)

    # -- read back ------------------------------------------------------------------------------------
    def log_lines(self) -> list[str]:
        """The whole game so far as this seat's log reads it (a query: it changes nothing for any viewer).
        While a feed looks, the chair writes it on from the events it redacts; else it is read from the
        record (the moves not read yet only: a log read after every hand-over replays no whole game)."""
        s = self._host
        head = [f"Deal fingerprint: {s.fingerprint} (checked at the end)"] if s.fingerprint else []
        if self._lines is None:
            lines = self._from_record()
            if self._redactor is not None:  # the chair keeps up from here: written on as moves come
                self._lines = lines
            return head + list(lines)
        return head + list(self._lines)

    def _from_record(self) -> list[str]:
        s = self._host
        acts = s.record.actions
        key = (s.seed, repr(s.options), tuple(self.names), self.seat, self.speaker)
        log = self._record_log
        if (log is None or key != self._log_key or len(log.actions) > len(acts)
                or any(a is not b and a != b for a, b in zip(log.actions, acts))):  # a new game, a move taken back
            log = self._record_log = GameLines(self.game, self.players, s.seed, s.options, self.seat, self.names,
                                               self.speaker)
            self._log_key = key
        log.extend(acts[len(log.actions):])
        return list(log.lines)

    def review_moments(self, deal: int) -> list[tuple[int, State, Action, str]]:
        """This seat's decisions in a finished deal: (place in the game, its view then, what it chose,
        that choice in words)."""
        s = self._host
        if self.seat is None or not 1 <= deal <= s.state.deal_no:
            return []
        rec = s.record
        return [(i, view(st, self.seat), rec.actions[i], said(self.game, st, rec.actions[i]))
                for i, st in decisions(self.game, rec, self.seat, {deal})]

    def ask_hindsight(self, valuer: Valuer, deal: int, seconds: float) -> None:
        """Start the hindsight of a finished deal for this seat on ``valuer`` (the worker reads the
        deal's record; the screen is handed only the answer)."""
        s = self._host
        if self.seat is None or not 1 <= deal <= s.state.deal_no:
            return
        rec = s.record
        copy = Record(rec.game, rec.players, rec.seed, dict(rec.options), list(rec.actions), list(rec.seats))
        valuer.ask(think_hindsight, self.game, copy, self.seat, {deal}, seconds)

    def last_trick(self) -> tuple[int, tuple[int, ...], int] | None:
        kit = self.game.tricks
        lt = kit.last_trick(self._host.state) if kit is not None else None
        return lt if isinstance(lt, tuple) and len(lt) == 3 else None

    # -- the host's services, for the seat's own screen ------------------------------------------------
    @property
    def notes(self) -> dict[str, NoteValue]:
        """The record's public notes, the program's own (practice, from a game code, house rules): never the
        notes others keep with it (a phone's link and key are its seat's alone)."""
        return {k: v for k, v in self._host.record.notes.items() if k in NOTE_TYPES}

    @property
    def saving(self) -> bool:
        """The game is being saved (it has a place on disk that has not failed)."""
        return self._host.storage is not None and not self._host.save_failed

    @property
    def saved_somewhere(self) -> bool:
        return self._host.storage is not None

    def flush(self) -> None:
        """The last move is on disk (leaving the table, quitting)."""
        self._host.flush()

    def can_undo(self) -> bool:
        """Only the one person of a solo game may take a move back, from their own chair."""
        s = self._host
        return self.seat is not None and s.solo and s.persons == [self.seat] and s.can_undo()

    def undo(self) -> bool:
        return self.can_undo() and self._host.undo()

    def code(self) -> str:
        """The game's code (it holds the seed: given only once the game is over)."""
        if not self.over:
            raise Refused("the game code is given when the game is over")
        return self._host.code

    def finished_record(self) -> Record:
        """The whole record of a finished game (to watch it again, to check its deals)."""
        if not self.over:
            raise Refused("the record is given when the game is over")
        return self._host.record

    def export(self, storage: RecordExporter) -> Path:
        """Write the game's record where the player can keep it; its path."""
        self._host.flush()
        return storage.export_record(self._host.record)

    def again(self) -> TableHost:
        """The same table and options, a new shuffle: a new table, as the screen is handed one."""
        return self._host.again()

    def hand_to(self, kind: str) -> None:
        """The seat is played by someone else from now on ("person" at the big screen, or a computer's
        level): a phone that went away for good. The record keeps the change."""
        if self.seat is None:
            raise Refused("an onlooker has no seat to hand on")
        self._host.hand_seat(self.seat, kind)

    def scripted(self) -> Action | None:
        """In a replay: the record's next move when it is this seat's, else None."""
        script = self._host.script
        i = self.version
        if script is None or i >= len(script) or not self.my_turn:
            return None
        a = script[i]
        return a if a in self.game.legal_actions(self._host.state) else None

    @property
    def script_length(self) -> int | None:
        """In a replay: the moves in the record (None at a live table)."""
        script = self._host.script
        return None if script is None else len(script)


class Feed:
    """One viewer's events from one chair (``Chair.feed``): the big screen's person, a phone, the room's
    eye on the table, a replay's eyes. It owns its batches: what one viewer takes, or a query anyone
    makes of the chair, changes nothing in another's."""

    def __init__(self, chair: Chair) -> None:
        self.chair = chair
        self._told: list[Told] = []
        self.looking = False  # it keeps the events (from its last look on)

    def look(self) -> Sight:
        """The table as the seat sees it now; the events from here on wait in this feed."""
        self._told.clear()
        self.looking = True
        self.chair._keep_up()
        return self.chair.sight()

    def opening(self) -> tuple[Sight, list[Told]]:
        """A new screen's first look: at a table where nothing was played yet, the table before the deal
        and the deal's events (so the deal is dealt on screen); else the table as it is."""
        first = self.chair._opening()
        sight = self.look()
        return (sight, []) if first is None else (first[0], [first[1]])

    def take(self) -> list[Told] | None:
        """The actions told since this viewer last took them (oldest first), or None when it must look
        afresh with ``look`` (a move was taken back, or it looked away)."""
        if not self.looking:
            return None
        out, self._told = self._told, []
        return out

    def told(self, told: Told) -> None:
        """An action, as the chair tells it (the chair's call)."""
        self._told.append(told)

    def look_away(self) -> None:
        """Nobody looks through this feed for now (its events are not kept); ``look`` looks again."""
        self._told.clear()
        self.looking = False

    def close(self) -> None:
        """The viewer leaves: the chair forgets this feed."""
        self.look_away()
        self.chair._feeds.discard(self)
