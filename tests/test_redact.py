"""Redacting before the screen: no redacted event or view ever names a card its viewer could not see."""

from __future__ import annotations

import random

import pytest
from replaying import replay_step

from cardtable.engine.events import Card, Cards, Event, names_cards
from cardtable.engine.redact import Redactor, mask, redact_events, seen, sees
from cardtable.engine.table import HIDDEN, Table
from cardtable.engine.views import view
from cardtable.games import all_games

GAMES = {g.info.id: g for g in all_games()}


def _cards(v) -> list[int]:
    if isinstance(v, bool):
        return []
    if isinstance(v, int):
        return [v]
    if isinstance(v, (list, tuple)):
        return [c for x in v for c in _cards(x)]
    return []


TABLE_EVENTS = ("move", "flip", "tell")


def _card_fields(data: dict) -> set[str]:
    """The fields of an event that name cards: the typed ones (``Card``, ``Cards``) of an
    announcement, and a table event's own "card"."""
    return {f for f, v in data.items() if names_cards(v)} | ({"card"} & set(data))


def _named(data: dict) -> list[int]:
    return [c for f in _card_fields(data) for c in _cards(data.get(f)) if c != HIDDEN]


def _check_batch(before: Table, events, after: Table, viewers, shuffled: set[str]) -> int:
    """Every redacted event names only cards its viewer sees just before or just after it,
    and names every card a move, flip or tell shows the viewer."""
    red = {v: redact_events(before, events, v, after) for v in viewers}
    t = before.copy()
    named = 0
    for i, e in enumerate(events):
        k, d = e
        pre = t.copy()
        if k == "move" and d["src"] not in shuffled:  # (the order a shuffle made is not replayed here)
            assert t.zones[d["src"]][d["from"]] == d["card"], "a move's 'from' is the card's place before it"
        replay_step(t, e, after)
        if k == "shuffle":
            shuffled.add(d["zone"])
        for v in viewers:
            r = red[v][i]
            assert r.kind == k
            unseen = k == "move" and "seen" in d and not (v is not None and d["seen"] >> v & 1)
            if unseen:  # put away unseen by the viewer: known (by place) before, it cannot tell which went
                ok = {c for c in _named(d) if sees(t, v, c)}
            elif k in ("move", "flip", "tell"):  # seen just before or just after it
                ok = {c for c in _named(d) if sees(pre, v, c) or sees(t, v, c)}
            else:  # an announcement: seen as it is made
                ok = {c for c in _named(d) if t.where[c] is not None and sees(t, v, c)}
            for c in _named(r.data):
                assert c in ok, f"{k} event {i} names card {c} to viewer {v}, who cannot see it then"
                named += 1
            if k in ("move", "flip", "tell"):
                c = d["card"]
                if sees(t, v, c):
                    assert r.data["card"] == c, f"{k} event {i} hides card {c} from viewer {v}, who sees it"
                if k == "move":
                    hid = {"card", "from"} if unseen else {"card"}  # where an unseen card was would name it
                    assert {x: y for x, y in r.data.items() if x not in hid} == {
                        x: y for x, y in d.items() if x not in hid}, "a move's places are public"
                elif r.data["at"] is not None and r.data["zone"] not in shuffled:
                    assert t.zones[r.data["zone"]][r.data["at"]] == c, "a card's place is where it lies"
            elif k not in ("deal", "counter", "zone", "unzone", "shuffle"):
                typed = _card_fields(d)
                assert {x: y for x, y in r.data.items() if x not in typed} == {
                    x: y for x, y in d.items() if x not in typed}
    return named


def _check_view(state, viewers) -> None:
    t = state.table
    for v in viewers:
        m = mask(t, v)
        ids = {c for lst in m.zones.values() for c in lst if c != HIDDEN}
        assert ids == seen(t, v)
        assert {z: len(lst) for z, lst in m.zones.items()} == {z: len(lst) for z, lst in t.zones.items()}
        if v is not None:
            assert m.zones == view(state, v).table.zones


@pytest.mark.parametrize("game_id", list(GAMES))
def test_random_games_redact_every_hidden_card(game_id):
    game = GAMES[game_id]
    counts = sorted({game.info.players[0], game.info.players[-1]})
    named = 0
    for seed, players in enumerate(counts * 2):
        rng = random.Random(seed)
        st = game.new_state(players, seed)
        viewers = [None, *range(players)]
        _check_view(st, viewers)
        for _ in range(500 if players < 5 else 150):
            if st.over:
                break
            before = st.table.copy()
            events = game.apply(st, rng.choice(game.legal_actions(st)))
            named += _check_batch(before, events, st.table, viewers, set())
            _check_view(st, viewers)
    assert named > 0


def test_redactor_keeps_the_truth_between_batches():
    game = GAMES["oh-heck"]
    st = game.new_state(3, 5)
    r = Redactor(st, 1)
    s = r.sight(st)
    assert s.viewer == 1 and s.table.zones == view(st, 1).table.zones and s.table.log is None
    rng = random.Random(2)
    shown = 0
    while not st.over and shown < 40:
        before = st.table.copy()
        events = game.apply(st, rng.choice(game.legal_actions(st)))
        red, after = r.batch(events, st)
        assert red == redact_events(before, events, 1, st.table)
        assert after.table.zones == view(st, 1).table.zones
        shown += sum(1 for e in red if e.kind == "move" and e.data["card"] != HIDDEN)
    assert shown > 0
    s = r.sight(st, None)  # nobody's view: only face-up cards
    assert {c for lst in s.table.zones.values() for c in lst if c != HIDDEN} == {
        c for lst in st.table.zones.values() for c in lst if st.table.up[c]}


def test_trick_players_by_place():
    game = GAMES["oh-heck"]
    rng = random.Random(1)
    for seed in range(6):
        st = game.new_state(4, seed)
        while not st.over and not st.table.zones["trick"]:
            game.apply(st, rng.choice(game.legal_actions(st)))
        if st.table.zones["trick"]:
            played = Redactor(st).sight(st).played
            assert played is not None and len(played["trick"]) == len(st.table.zones["trick"])
            assert all(isinstance(p, int) for p in played["trick"])
            return
    pytest.fail("no trick was played")


def test_an_announced_card_is_hidden_by_its_type_whatever_its_field_is_called():
    """A game's announcement may call a card anything: a ``Card`` or ``Cards`` is shown only to a
    viewer who may see it; a plain number under the same name is left alone."""
    t = Table(2)
    t.add_zone("deck", "stock")
    t.add_zone("hand0", "hand", owner=0)
    t.add_zone("hand1", "hand", owner=1)
    for c in (3, 4, 5):
        t.place(c, "deck", False)
    for c, z in ((3, "hand0"), (4, "hand0"), (5, "hand1")):
        t.move(c, z, False)  # into a hand its owner sees
    before = t.copy()
    events = [Event("odd_news", {"keepsake": Card(3), "pair": Cards([4, 5]), "lucky": 3, "seat": 0})]
    mine = redact_events(before, events, 0, t)[0].data
    theirs = redact_events(before, events, 1, t)[0].data
    assert mine["keepsake"] == 3 and list(mine["pair"]) == [4, HIDDEN] and mine["lucky"] == 3
    assert theirs["keepsake"] == HIDDEN and list(theirs["pair"]) == [HIDDEN, 5] and theirs["lucky"] == 3
    assert isinstance(theirs["keepsake"], Card) and isinstance(theirs["pair"], Cards)
