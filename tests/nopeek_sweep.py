"""The independent no-peek check over whole games: every message a seat is given, judged by what a
person in that seat could know from what happened at the table (``room.nopeek.Eyes``), never by the
engine's own ``known`` bits.

``sweep(game_id, players, seed)`` plays one whole game (random legal moves, a sensible thrower in
Show so that its rounds end) through a ``Session``, with a chair for every seat and one for an
onlooker (the big screen between hand-overs), and checks after every action:

* each chair's redacted events (the screen's and the log's source): ``nopeek.check_batch``;
* each chair's sight (the board's table) and each seat's phone ``state`` message (zones, moves,
  prompt): ``nopeek.message_breaches``;
* each seat's view (what its computer player, its hints and its coach sample from): no card shown
  it could not know;
and, at the end, every line of each seat's log. Returns the counts and the breaches.
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.table import HIDDEN
from cardtable.engine.views import view
from cardtable.games import get_game
from cardtable.host.session import Seat, Session
from cardtable.room.messages import state_message, zones_of
from cardtable.room.nopeek import Eyes, check_batch, message_breaches

# options that keep a random whole game short (only those the game has are used)
SHORT = {"say-uncle": {"target": 2}, "man-from-uncle": {"pot": 6}, "uncle-stuart": {"target": 100, "max_deals": 1},
         "rummy": {"deals": 1}, "oh-heck": {"schedule": "single", "cards": 3}, "golf": {"deals": 9}}
MAX_ACTIONS = 4000


def options(gid: str) -> dict:
    names = {o.name for o in get_game(gid).info.options}
    return {k: v for k, v in SHORT.get(gid, {}).items() if k in names}


def chooser(gid: str):
    if gid == "show":  # random play makes rounds long: shed the most points, show when allowed
        from cardtable.games.show.rules import hand_points

        def choose(legal, rng):
            calls = [a for a in legal if a.kind == "show"]
            if calls:
                return calls[0]
            throws = [a for a in legal if a.kind == "discard"]
            if throws:
                return max(throws, key=lambda a: (hand_points(a.cards), rng.random()))
            return rng.choice(legal)
        return choose
    if gid == "say-uncle":  # random play calls at once: call rarely, so that cards are taken and put away
        def choose_uncle(legal, rng):
            rest = [a for a in legal if a.kind != "call"]
            return rng.choice(legal if not rest or rng.random() < 0.08 else rest)
        return choose_uncle
    return lambda legal, rng: rng.choice(legal)


def sweep(gid: str, players: int, seed: int, opts: dict | None = None, views: bool = True,
          seats: list[int] | None = None) -> dict[str, Any]:
    """One whole game checked (see the module's docstring); ``seats``: the seats looked through (all
    of them unless given; an onlooker always)."""
    session = Session(gid, [Seat(f"P{i}") for i in range(players)], seed, options(gid) if opts is None else opts)
    game = session.game
    state = session.state
    chairs: dict[Any, Any] = {s: session.chair(s) for s in (range(players) if seats is None else seats)}
    chairs[None] = session.chair(None)
    feeds = {v: ch.feed() for v, ch in chairs.items()}  # each viewer's own events
    for f in feeds.values():
        f.look()
    eyes = Eyes(players)
    eyes.read(state.table.log or [], state.table.specs)
    out: dict[str, Any] = {"game": gid, "players": players, "seed": seed, "actions": 0, "messages": 0,
                           "breaches": [], "leaking": 0}
    breaches: list[str] = out["breaches"]

    def look() -> None:
        for v, ch in chairs.items():
            if v is None:
                sight = ch.sight()
                msg = {"t": "sight", "zones": zones_of(sight)}
            else:
                msg, _ = state_message(ch, log=[])
            found = message_breaches(eyes, v, msg)
            breaches.extend(found)
            out["messages"] += 1
            out["leaking"] += bool(found)
            if views and v is not None:
                shown = {c for lst in view(session.state, v).table.zones.values() for c in lst if c != HIDDEN}
                bad = shown - eyes.known(v)
                out["messages"] += 1
                if bad:
                    out["leaking"] += 1
                    breaches.append(f"seat {v}'s view shows {sorted(bad)} it could not know")

    look()
    rng = random.Random(seed)
    choose = chooser(gid)
    while not session.state.over and out["actions"] < MAX_ACTIONS:
        st = session.state
        legal = game.legal_actions(st)
        log = st.table.log
        mark = len(log)
        session.apply(choose(legal, rng))
        out["actions"] += 1
        truth = log[mark:]
        told = {}
        for v in chairs:
            batches = feeds[v].take()
            assert batches is not None, "nothing was taken back: every viewer's feed keeps its events"
            told[v] = [e for t in batches for e in t.events]
        found = check_batch(eyes, truth, told, st.table.specs)
        breaches.extend(f"action {out['actions']}: {b}" for b in found)
        out["messages"] += len(chairs)
        out["leaking"] += len({b.split(" was told")[0] for b in found})  # each viewer's batch that leaks
        look()
    for v, ch in chairs.items():
        if v is not None:
            found = message_breaches(eyes, v, {"t": "log", "log": ch.log_lines()})
            breaches.extend(found)
            out["messages"] += 1
            out["leaking"] += bool(found)
    out["over"] = session.state.over
    return out


def plan() -> list[tuple[str, int]]:
    """Every game at its fewest players (2 where it can) and at its most."""
    from cardtable.games import all_games

    return [(g.info.id, n) for g in all_games() for n in sorted({max(2, g.info.players[0]), g.info.players[-1]})]
