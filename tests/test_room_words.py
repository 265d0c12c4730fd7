"""Issue 40 part 3: the phone is told what its person knows, in the game's words - each card's word
where the game gives its cards words (Skull & Roses: rose, skull), a grid zone's shape (Six Card
Golf's 3 x 2), the hand in the big screen's order, "tap" for "click", and why a card has no move
(the seat's chair says it) - and the room names no game to do it."""

from __future__ import annotations

import random
import re
from pathlib import Path

from cardtable.games import BUILT_IN
from cardtable.host.chair import Chair
from cardtable.host.session import Seat, Session
from cardtable.room import Room, messages
from cardtable.room.phone import Phone
from cardtable.ui.hand_order import HandOrder

ROOM = Path(__file__).resolve().parents[1] / "cardtable" / "room"


def chairs(game: str, n: int = 3, seed: int = 1, options: dict | None = None) -> tuple[Session, list[Chair]]:
    s = Session(game, [Seat(f"P{i}", "phone") for i in range(n)], seed, options or {})
    return s, [s.chair(i) for i in range(n)]


def test_skull_cards_carry_their_words_and_your_own_mat_is_shown_to_you():
    s, cs = chairs("skull")
    first = cs[s.state.to_move]
    lay = next(a for a in first.legal() if a.kind == "place")
    first.play(lay)
    msg, _ = messages.state_message(first)
    mat = next(z for z in msg["zones"] if z["kind"] == "stack" and z["owner"] == first.seat)
    assert mat["cards"] == [lay.cards[0]] and mat["up"] == [False]  # face down, and known to its owner
    hand = next(z for z in msg["zones"] if z["kind"] == "hand" and z["owner"] == first.seat)
    seen = [c for z in msg["zones"] for c in z["cards"] if c is not None]
    assert set(msg["words"]) == {str(c) for c in seen} and set(msg["words"].values()) <= {"rose", "skull"}
    assert sorted(msg["words"][str(c)] for c in hand["cards"] + mat["cards"]).count("skull") == 1
    other = cs[(first.seat + 1) % 3]
    theirs, _ = messages.state_message(other)
    their_mat = next(z for z in theirs["zones"] if z["name"] == mat["name"])
    assert their_mat["cards"] == [None] and str(lay.cards[0]) not in theirs["words"]  # nobody else knows it


def test_golf_s_layout_is_a_grid_and_its_prompt_says_tap():
    _s, cs = chairs("golf")
    msg, _ = messages.state_message(cs[0])
    layouts = [z for z in msg["zones"] if z["kind"] == "layout"]
    assert layouts and all(z["grid"] == [3, 2] for z in layouts)
    texts = [msg["prompt"]] + [m["label"] for c in cs for m in messages.state_message(c)[0]["moves"]]
    assert not any(re.search(r"\bclick", t, re.I) for t in texts)
    assert messages.on_a_phone("Turn up two of your layout cards: click them.") == \
        "Turn up two of your layout cards: tap them."
    assert messages.on_a_phone("Click a card; clicking it twice") == "Tap a card; tapping it twice"


def test_the_hand_comes_in_the_big_screen_s_order():
    _s, cs = chairs("oh-heck", 4, seed=3)
    seat = cs[0].seat
    plain, _ = messages.state_message(cs[0])
    ordered, _ = messages.state_message(cs[0], None, HandOrder("suit"))
    raw = next(z for z in plain["zones"] if z["kind"] == "hand" and z["owner"] == seat)["cards"]
    got = next(z for z in ordered["zones"] if z["kind"] == "hand" and z["owner"] == seat)["cards"]
    key = HandOrder("suit")
    key.fit(raw, None)
    assert sorted(got) == sorted(raw) and got == sorted(raw, key=key)
    by_rank, _ = messages.state_message(cs[0], None, HandOrder("rank"))
    ranks = next(z for z in by_rank["zones"] if z["kind"] == "hand" and z["owner"] == seat)["cards"]
    assert ranks != got or len(set(raw)) < 2


def test_a_card_with_no_move_is_refused_with_the_game_s_reason():
    s, cs = chairs("oh-heck", 3, seed=5, options={"schedule": "single", "cards": 5})
    room = Room(s)
    sent: list[tuple[int, dict]] = []
    room.watch = lambda seat, msg: sent.append((seat, msg))
    for seat in range(3):
        p = room._phones.setdefault(seat, Phone(seat, "t"))
        p.cid, p.chair = 100 + seat, cs[seat]  # as if its phone were let in
    rng = random.Random(1)
    while s.state.phase == "bid":  # the bids (this test's own knowledge of the game: the room has none)
        ch = cs[s.state.to_move]
        ch.play(rng.choice(ch.legal()))
    # someone whose turn it is not: told whose it is
    waiting = next(c for c in cs if not c.my_turn)
    card = next(c for c in waiting.sight().table.zones[f"hand{waiting.seat}"])
    room._why(100 + waiting.seat, {"v": waiting.version, "c": card})
    assert "turn" in sent[-1][1]["why"] and sent[-1][1]["c"] == card
    # the seat to move, a card that cannot follow: the rules' own reason, not "no move now"
    for _ in range(40):
        mover = cs[s.state.to_move]
        legal = {c for a in mover.legal() for c in a.cards}
        stuck = [c for c in mover.sight().table.zones[f"hand{mover.seat}"] if c not in legal]
        if stuck:
            break
        mover.play(rng.choice(mover.legal()))
    assert stuck, "no card that cannot follow came up"
    room._why(100 + mover.seat, {"v": mover.version, "c": stuck[0]})
    why = sent[-1][1]["why"]
    assert why and why != "that card has no move now" and "turn" not in why, why
    # a card not its own: refused without saying anything of it
    other = next(c for c in range(52) if c not in {x for z in mover.sight().table.zones.values() for x in z})
    room._why(100 + mover.seat, {"v": mover.version, "c": other})
    assert sent[-1][1]["why"] == "that is not one of your cards"


def test_the_room_names_no_game():
    ids = [*BUILT_IN, "Skull", "Golf", "rose"]  # every game's id, and words only a game says
    for f in list(ROOM.glob("*.py")) + list((ROOM / "page").glob("*.js")):
        if f.name == "nopeek.py":
            continue
        code = "\n".join(line.split("#")[0].split("//")[0] for line in f.read_text().splitlines()
                         if not line.strip().startswith(("#", "//", '"""', "*")))
        for gid in ids:
            assert not re.search(rf"[\"']{re.escape(gid)}[\"']", code), (f.name, gid)
