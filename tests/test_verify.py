"""Verifiable deals: every record written verifies; one changed card, action, total or seed
is found and named; an old record says what it can check; a damaged file is one line."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.cli.main import main
from cardtable.engine import cards as C
from cardtable.engine.record import Record
from cardtable.engine.verify import fingerprint, verify
from cardtable.games import MODULES, get_game
from cardtable.host.session import Session, default_seats

GAMES = list(MODULES)
SHORT = {"uncle-stuart": {"target": 300, "max_deals": 3}, "rummy": {"deals": 2}, "oh-heck": {"cards": 4},
         "golf": {"deals": 9}}


def _options(gid: str) -> dict:
    names = {o.name for o in get_game(gid).info.options}
    return {k: v for k, v in SHORT.get(gid, {}).items() if k in names}


def _played(gid: str, seed: int, players: int | None = None, moves: int | None = None) -> Session:
    """A session (no storage) played by random moves to the end, or for ``moves`` moves."""
    game = get_game(gid)
    n = players or game.info.players[0]
    s = Session(game, default_seats(game, n, persons=0), seed, _options(gid))
    rng = random.Random(seed)
    while not s.state.over and (moves is None or len(s.actions) < moves):
        acts = game.legal_actions(s.state)
        s.apply(acts[int(rng.random() * len(acts))])
    return s


def _saved(tmp_path, gid: str, seed: int = 7) -> tuple:
    """A simulated game's record through ``simulate --save``: (path, its JSON)."""
    folder = tmp_path / "games"
    opts = [x for k, v in _options(gid).items() for x in ("--option", f"{k}={v}")]
    assert main(["simulate", gid, "--players", str(get_game(gid).info.players[0]), "--games", "1",
                 "--seed", str(seed), "--save", str(folder), *opts]) == 0
    (path,) = folder.iterdir()
    return path, json.loads(path.read_text())


def _verify_file(path, capsys) -> tuple[int, str]:
    capsys.readouterr()
    code = main(["verify", str(path)])
    out = capsys.readouterr()
    return code, (out.out + out.err).strip()


@pytest.mark.parametrize("gid", GAMES)
def test_a_saved_simulated_game_verifies(gid, tmp_path, capsys):
    path, data = _saved(tmp_path, gid)
    capsys.readouterr()
    assert data["fingerprint"] == fingerprint(data["salt"], data["seed"])
    assert data["deals"] and data["checks"]
    code, out = _verify_file(path, capsys)
    assert code == 0, out
    assert out.startswith("OK: ") and data["fingerprint"] in out


@settings(max_examples=25)
@given(st.sampled_from(GAMES), st.integers(0, 2**40))
def test_every_record_a_session_writes_verifies_mid_game_and_at_the_end(gid, seed):
    s = _played(gid, seed, moves=random.Random(seed).randrange(1, 120))
    mid = Record.loads(s.record.dumps())
    assert verify(get_game(gid), mid).ok, verify(get_game(gid), mid).line
    s = _played(gid, seed)
    end = Record.loads(s.record.dumps())
    v = verify(get_game(gid), end)
    assert v.ok and "the whole game" in v.line, v.line


@pytest.mark.parametrize("gid", GAMES)
def test_one_changed_card_in_a_deal_is_named(gid, tmp_path, capsys):
    path, data = _saved(tmp_path, gid)
    k = max(range(len(data["deals"])), key=lambda j: (len(data["deals"][j]), j))  # the last of the fullest
    parts = data["deals"][k].split(" ")
    parts[3], parts[5] = parts[5], parts[3]  # the third and fifth cards from the top change places
    data["deals"][k] = " ".join(parts)
    path.write_text(json.dumps(data))
    code, out = _verify_file(path, capsys)
    assert code == 2 and out.count("\n") == 0
    assert f"shuffle {k + 1} " in out and f"card 3 from the top is {parts[3]} in the record, {parts[5]} from the seed" \
        in out, out


@pytest.mark.parametrize("gid", GAMES)
def test_a_changed_seed_breaks_the_fingerprint(gid, tmp_path, capsys):
    path, data = _saved(tmp_path, gid)
    data["seed"] += 1
    path.write_text(json.dumps(data))
    code, out = _verify_file(path, capsys)
    assert code == 2 and f"the seed does not match the fingerprint {data['fingerprint']}" in out


def test_a_changed_seed_with_a_made_up_fingerprint_is_caught_by_the_deals(tmp_path, capsys):
    path, data = _saved(tmp_path, "oh-heck")
    data["seed"] += 1
    data["fingerprint"] = fingerprint(data["salt"], data["seed"])
    path.write_text(json.dumps(data))
    code, out = _verify_file(path, capsys)
    assert code == 2 and "shuffle 1 (before the first move" in out and "from the top" in out


@pytest.mark.parametrize("gid", GAMES)
def test_an_action_with_another_card_or_place_is_named(gid, tmp_path, capsys):
    path, data = _saved(tmp_path, gid)
    record = Record.from_json(data)
    i = next(i for i, a in enumerate(record.actions) if a.cards or a.number is not None)
    a = record.actions[i]
    if a.cards:
        other = next(c for c in get_game(gid).new_state(record.players, 1).cards if c not in a.cards)
        record.actions[i] = type(a)(a.kind, a.seat, (other,) + a.cards[1:], a.zone, a.number)
    else:  # Six Card Golf names a layout card by its place
        record.actions[i] = type(a)(a.kind, a.seat, a.cards, a.zone, a.number + 7)
    path.write_text(record.dumps())
    code, out = _verify_file(path, capsys)
    assert code == 2, out
    # an action no one could take is named; one that happens to be legal shows in its deal's checksum
    assert f"action {i + 1} (" in out or "the moves are not the ones played" in out, out


@pytest.mark.parametrize("gid", GAMES)
def test_another_legal_action_is_found_by_its_deal(gid, capsys):
    """A move swapped for another legal one: the replay stays legal, the deal's checksum does not."""
    s = _played(gid, 3)
    game, record = get_game(gid), Record.loads(s.record.dumps())
    state = game.new_state(record.players, record.seed, record.options)
    i = 0
    while len(legal := game.legal_actions(state)) == 1:
        game.apply(state, record.actions[i])
        i += 1
    record.actions[i] = next(b for b in legal if b != record.actions[i])
    v = verify(game, record)
    assert not v.ok
    # either the replay stays legal and the deal's checksum differs, or a later move cannot be
    # played and the deal's checksum is named with it: the place is deal 1 either way
    assert "deal 1 (actions 1 to " in v.line or "and deal 1's moves, actions 1 to " in v.line, v.line


@pytest.mark.parametrize("gid", ["golf", "say-uncle"])
def test_a_changed_total_is_named(gid, tmp_path, capsys):
    path, data = _saved(tmp_path, gid)
    data["checks"][1]["totals"][0] += 1
    path.write_text(json.dumps(data))
    code, out = _verify_file(path, capsys)
    assert code == 2 and "deal 2: the totals after it are" in out, out


def test_a_missing_shuffle_and_a_missing_check_are_named(tmp_path, capsys):
    path, data = _saved(tmp_path, "golf")
    data["deals"].pop()
    path.write_text(json.dumps(data))
    code, out = _verify_file(path, capsys)
    assert code == 2 and "is missing from the record" in out
    path, data = _saved(tmp_path / "b", "golf")
    data["checks"].pop()
    path.write_text(json.dumps(data))
    code, out = _verify_file(path, capsys)
    assert code == 2 and "holds no check for it" in out


def test_a_record_from_before_fingerprints_is_checked_in_part(tmp_path, capsys):
    path, data = _saved(tmp_path, "show")
    for k in ("salt", "fingerprint", "deals", "checks"):
        del data[k]
    path.write_text(json.dumps(data))
    code, out = _verify_file(path, capsys)
    assert code == 0 and out.startswith("OK, in part") and "before fingerprints" in out
    data["actions"][5] = data["actions"][5].split(" ")[0] + " QH QS"
    path.write_text(json.dumps(data))
    code, out = _verify_file(path, capsys)
    assert code == 2 and "action 6 (" in out


@pytest.mark.parametrize("text", ["", "{", "[1,2]", '{"format": "cardtable-record", "version": 2}', "\x00" * 50,
                                  '{"format": "cardtable-record", "version": 2, "game": "nope", "players": 2, '
                                  '"seed": 1, "actions": []}'])
def test_a_damaged_file_is_one_line(text, tmp_path, capsys):
    p = tmp_path / "bad.json"
    p.write_text(text)
    code, out = _verify_file(p, capsys)
    assert code == 2 and out.count("\n") == 0 and "Traceback" not in out
    code, out = _verify_file(tmp_path / "none.json", capsys)
    assert code == 2 and "no file" in out


def test_damaged_seal_fields_are_one_line(tmp_path, capsys):
    path, data = _saved(tmp_path, "golf")
    for key, bad in (("fingerprint", "XYZ"), ("deals", "stock"), ("checks", [{"upto": -1}]), ("salt", 5)):
        spoilt = dict(data, **{key: bad})
        path.write_text(json.dumps(spoilt))
        code, out = _verify_file(path, capsys)
        assert code == 2 and out.count("\n") == 0 and "damaged" in out, out


def test_undo_keeps_the_record_sealed():
    game = get_game("golf")
    s = Session(game, default_seats(game, 2, persons=1), 99, {})
    rng = random.Random(2)
    while len(s.actions) < 60 or s.state.to_move != 0:
        acts = game.legal_actions(s.state)
        s.apply(acts[int(rng.random() * len(acts))])
    assert s.undo()
    while not s.state.over:
        acts = game.legal_actions(s.state)
        s.apply(acts[int(rng.random() * len(acts))])
    v = verify(game, Record.loads(s.record.dumps()))
    assert v.ok, v.line
    assert s.fingerprint == s.record.fingerprint and len(s.fingerprint) == 12


def test_shuffle_text_names_cards_top_first():
    s = _played("oh-heck", 5, moves=0)
    zone, *names = s.record.deals[0].split(" ")
    assert zone == "stock" and len(names) == 52
    assert {C.parse(n) for n in names} == set(range(52))


def test_what_a_seat_or_the_screen_is_handed_holds_no_shuffled_order():
    """The shuffled orders kept for the record are the whole truth: no view or masked table carries them."""
    from cardtable.engine.redact import Redactor, mask
    from cardtable.engine.views import view

    s = _played("oh-heck", 2, moves=5)
    assert s.state.table.dealt
    assert view(s.state, 0).table.dealt is None
    assert mask(s.state.table, 0).dealt is None
    red = Redactor(s.state, 0)
    assert red.sight(s.state).table.dealt is None
