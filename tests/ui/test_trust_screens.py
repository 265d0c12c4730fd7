"""The fingerprint at the table and on the game-over screen (issue 16: verifiable deals)."""

from __future__ import annotations

from driver import frame, make_app, play_to_end, table

from cardtable.files.storage import Storage
from cardtable.ui.scenes.gameover import GameOver, deals_line
from tests.ui.driver import host

SOLO = ["person", "random", "random"]


def test_the_log_opens_with_the_fingerprint_and_game_over_says_the_deals_matched(tmp_path):
    app = make_app(storage=Storage(tmp_path))
    scene = table(app, "golf", SOLO, seed=4, save=True)
    fp = host(scene).fingerprint
    assert len(fp) == 12
    assert scene.log_panel.lines[0] == f"Deal fingerprint: {fp} (checked at the end)"
    play_to_end(app, scene, seed=1)
    assert isinstance(app.top, GameOver)
    assert app.top.deals == f"Every deal matched the fingerprint {fp} shown before the first card."


def test_game_over_names_a_deal_that_does_not_match(tmp_path):
    app = make_app(storage=Storage(tmp_path))
    scene = table(app, "say-uncle", ["random", "random"], seed=4, save=True)
    play_to_end(app, scene, seed=1)
    record = host(scene).record
    zone, *cards = record.deals[0].split(" ")
    record.deals[0] = " ".join([zone, cards[1], cards[0], *cards[2:]])
    line = deals_line(scene.game, record)
    assert line.startswith("The deals did not match the record: shuffle 1 ") and "card 1 from the top" in line
    record.fingerprint = ""
    assert deals_line(scene.game, record) == ""  # an old record: nothing claimed


def test_setup_cycles_the_house_rules_and_starts_with_them(tmp_path):
    from cardtable.games import get_game
    from cardtable.ui.scenes.setup import Setup

    app = make_app(storage=Storage(tmp_path))
    game = get_game("skull")
    app.reset(Setup(app, game))
    setup = app.top

    def house():
        return next(b for b in setup.buttons if b.value == ("preset",))

    assert house().label == "As written"
    setup.press(("preset",))
    assert house().label == "The boxed game" and setup.values == {"whole_stack": True}
    setup.press(("cycle", "whole_stack"))  # changing an option by hand: back to "As written" here
    assert house().label == "As written"
    golf = get_game("golf")
    app.reset(Setup(app, golf))
    setup = app.top
    setup.press(("cycle", "deals"))
    setup.press(("cycle", "last_turns"))
    assert house().label == "Own choices"  # 18 holes with last turns is no preset
    setup.press(("preset",))
    assert house().label == "As written" and setup.values == {"deals": 9, "last_turns": False}
    app.dirty = True
    frame(app)
    setup.press(("preset",))
    setup.start()
    assert host(app.top).options == {"deals": 9, "last_turns": True}
    assert host(app.top).record.notes["house_rules"] == "Plain (as played elsewhere)"


def test_the_rules_screen_names_the_house_rules_and_the_table_s_own(tmp_path):
    from cardtable.games import get_game
    from cardtable.ui.scenes.rules import Rules

    app = make_app(storage=Storage(tmp_path))
    game = get_game("oh-heck")
    app.reset(Rules(app, game))
    text = " ".join(app.top.paras)
    assert "House rules" in app.top.paras and "Plain (as played elsewhere)." in text and "At this table" not in text
    scene = table(app, "oh-heck", SOLO + ["random"], options={"change_bid": True})
    app.push(Rules(app, game, overlay=True))
    text = " ".join(app.top.paras)
    assert "At this table  As written." in text and "Bids may be changed: Yes" in text  # a section of its own
    assert scene is not None


def _type(app, text):
    import pygame

    for ch in text:
        app.top.handle(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def _enter(app):
    import pygame

    app.top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))


def test_a_game_code_typed_in_the_set_up_deals_that_deal_from_the_seat_chosen(tmp_path):
    from cardtable.games import get_game
    from cardtable.host.codes import code_for
    from cardtable.ui.scenes.setup import Setup

    app = make_app(storage=Storage(tmp_path))
    golf = get_game("golf")
    text = code_for(golf, 3, 31337, {"last_turns": True}).text()
    app.reset(Setup(app, golf))
    setup = app.top
    setup.press(("code",))
    _type(app, "ABCDEFGH")
    _enter(app)
    assert "mistake" in setup.code_error and setup.code is None
    setup.code_text = ""
    _type(app, text.lower())
    _enter(app)
    assert setup.code is not None and setup.players == 3 and setup.values["last_turns"] is True
    setup.press(("kind", 0))  # seat 0 a computer, seat 2 the person: the same deal from another seat
    while setup.seats[0].kind != "easy":
        setup.press(("kind", 0))
    while setup.seats[2].kind != "person":
        setup.press(("kind", 2))
    app.dirty = True
    frame(app)
    setup.start()
    session = host(app.top)
    assert session.seed == 31337 and session.persons == [2] and session.code == text
    assert session.record.notes["from_code"] is True and session.practice


def test_a_code_of_another_game_opens_that_game_s_set_up(tmp_path):
    from cardtable.games import get_game
    from cardtable.host.codes import code_for
    from cardtable.ui.scenes.setup import Setup

    app = make_app(storage=Storage(tmp_path))
    app.reset("menu")
    app.push(Setup(app, get_game("golf")))
    text = code_for(get_game("show"), 4, 5, {}).text()
    app.top.press(("code",))
    _type(app, text)
    _enter(app)
    assert isinstance(app.top, Setup) and app.top.game.info.id == "show" and app.top.code.seed == 5


def test_game_over_gives_the_deal_s_code(tmp_path):
    from cardtable.host.codes import read_code

    app = make_app(storage=Storage(tmp_path))
    scene = table(app, "say-uncle", ["person", "random"], seed=9, save=True)
    play_to_end(app, scene, seed=1)
    line = app.top.code_line
    assert line.startswith("Game code ") and line.endswith(": play this deal again, from any seat.")
    code = read_code(line.split(" ")[2].rstrip(":"))
    assert (code.game, code.players, code.seed) == ("say-uncle", 2, 9)


def test_a_replayed_game_shows_the_file_s_own_fingerprint():
    from cardtable.engine.record import Record
    from cardtable.games import get_game
    from cardtable.host.session import Session, default_seats
    from cardtable.ui.scenes.replay import replay_session

    game = get_game("golf")
    s = Session(game, default_seats(game, 2, persons=0), 5, {})
    rec = Record.loads(s.record.dumps())
    watched = replay_session(rec)
    assert watched.fingerprint == s.fingerprint
    assert watched.chair(None).log_lines()[0] == s.chair(None).log_lines()[0] == (
        f"Deal fingerprint: {s.fingerprint} (checked at the end)")
