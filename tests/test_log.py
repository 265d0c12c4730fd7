"""The action log (engine/log.py): every action and event of a deal in words, from one viewer's eyes.

Random whole games of every game, with the table's log on, read by every seat and by an onlooker
through a ``Redactor`` (as the screen reads them): every action kind has a line for the actor
("You take ...") and for the others ("Ann takes ..."), in good grammar; and no line names a card
its viewer's redacted events of that batch do not name, or that the viewer did not see before."""

from __future__ import annotations

import random
import re

import pytest
from test_presentation import NAMES, SHORT, assert_good_words
from test_redact import _cards, _check_batch

from cardtable.cli.main import main
from cardtable.engine import cards as C
from cardtable.engine.events import Card, Cards, Event, Seat, names_cards
from cardtable.engine.log import lines
from cardtable.engine.redact import Redactor, seen
from cardtable.engine.table import HIDDEN
from cardtable.games import all_games, get_game
from tests.ui.driver import host

GAMES = [g.info.id for g in all_games()]

# Actions an announced event of the game already words (the log would say it twice).
WORDED_BY_EVENT = {
    "skull": {"pass": "pass", "name": "named", "flip": "turned"},
    "say-uncle": {"pass": "pass", "call": "say_uncle"},
    "show": {"show": "show"},
    "uncle-stuart": {"scoop": "scoop", "stop": "stop"},
}


def _named(events) -> set[int]:
    return {c for e in events for f, v in e.data.items() if names_cards(v) or f == "card"
            for c in _cards(v) if c != HIDDEN}


def _words_in(pres, line: str, vocabulary: set[str]) -> set[str]:
    """The card words a line names ("the king of hearts", "a rose", "a 5")."""
    return {w for w in vocabulary if re.search(rf"\b(the|a) {re.escape(w)}\b", line)}


def _play(game, players: int, seed: int, actions: int = 400):
    """(per viewer: list of (lines, allowed card words) per batch, actions seen (kind, seat))."""
    pres = game.words.presentation
    st = game.new_state(players, seed, SHORT.get(game.info.id), log=True)
    vocabulary = {pres.card_words(c) for c in st.cards}
    viewers = [None, *range(players)]
    reds = {v: Redactor(st, v) for v in viewers}
    for v in viewers:
        reds[v].sight(st)
    names = NAMES[:players]
    rng = random.Random(seed * 31 + players)
    out = {v: [] for v in viewers}
    kinds = []
    for _ in range(actions):
        if st.over:
            break
        before = st.table.copy()
        events = game.apply(st, rng.choice(game.legal_actions(st)))
        _check_batch(before, events, st.table, viewers, set())  # the redacted events hide what they must
        act = events[0]
        assert act.kind == "action"
        kinds.append((act.data["act"], act.data["seat"]))
        for v in viewers:
            red, _ = reds[v].batch(events, st)
            allowed = _named(red) | seen(before, v)
            text = lines(pres, red, v, names, st.table.specs)
            out[v].append((act, text, {pres.card_words(c) for c in allowed}))
    return out, kinds, vocabulary


@pytest.mark.parametrize("game_id", GAMES)
def test_every_action_has_a_line_for_the_actor_and_the_others_and_names_no_unseen_card(game_id):
    game = get_game(game_id)
    pres = game.words.presentation
    lined: dict[str, set[str]] = {}  # action kind -> "you" / "other" lines seen
    for players in sorted({game.info.players[0], min(game.info.players[-1], 4)}):
        names = NAMES[:players]
        for seed in (1, 2):
            out, kinds, vocabulary = _play(game, players, seed)
            for v, batches in out.items():
                for act, text, allowed in batches:
                    kind, seat = act.data["act"], act.data["seat"]
                    for line in text:
                        assert_good_words(line, f"{game_id} {kind} viewer {v}")
                        unseen = _words_in(pres, line, vocabulary) - allowed
                        assert not unseen, f"{game_id}: viewer {v} reads {line!r}, naming {unseen} unseen"
                    if kind in pres.actions:
                        first = text[0] if text else ""
                        if v == seat:
                            assert first.startswith("You "), (game_id, kind, text)
                            lined.setdefault(kind, set()).add("you")
                        else:
                            assert first.startswith(names[seat] + " "), (game_id, kind, v, text)
                            lined.setdefault(kind, set()).add("other")
                    else:
                        assert kind in WORDED_BY_EVENT.get(game_id, {}), f"{game_id}: action {kind} has no words"
                        event = WORDED_BY_EVENT[game_id][kind]
                        assert event in pres.events
    for kind in pres.actions:
        if kind in lined:
            assert lined[kind] == {"you", "other"}, (game_id, kind, lined[kind])
    assert lined, game_id


def head(s):
    return [f"Deal fingerprint: {s.fingerprint} (checked at the end)"]


def test_a_card_hidden_from_a_viewer_reads_without_it():
    game = get_game("rummy")
    pres = game.words.presentation
    names = NAMES[:2]
    draw = [Event("action", {"seat": 1, "act": "draw", "cards": [], "zone": "stock", "number": None}),
            Event("move", {"card": HIDDEN, "src": "stock", "dst": "hand1", "up": False, "index": 0, "from": 0})]
    assert lines(pres, draw, 0, names) == ["Bob draws from the stock"]
    seven = C.parse("7C")
    mine = [draw[0], Event("move", {**draw[1].data, "card": seven})]
    assert lines(pres, mine, 1, names) == ["You draw the 7 of clubs from the stock"]
    take = [Event("action", {"seat": 0, "act": "take", "cards": [], "zone": "discard", "number": None}),
            Event("move", {"card": C.parse("QS"), "src": "discard", "dst": "hand0", "up": False, "index": 0,
                           "from": 0})]
    assert lines(pres, take, 1, names) == ["Ann takes the queen of spades from the discards"]
    heck = get_game("oh-heck").words.presentation
    bid = [Event("action", {"seat": 0, "act": "bid", "cards": [], "zone": None, "number": 2})]
    assert lines(heck, bid, 1, names) == ["Ann bids 2"] and lines(heck, bid, 0, names) == ["You bid 2"]
    kh = C.parse("KH")
    won = [Event("trick", {"winner": Seat(0), "cards": Cards([kh]), "card": Card(kh)})]
    assert lines(heck, won, 0, names) == ["You take the trick with the king of hearts"]
    chips = get_game("man-from-uncle").words.presentation
    one = [Event("chips", {"seat": 0, "amount": 1, "total": 10})]
    assert lines(chips, one, 0, names) == ["You take 1 chip at 10"]
    assert lines(chips, [Event("chips", {"seat": 1, "amount": 3, "total": 30})], 0, names) == [
        "Bob takes 3 chips at 30"]


def test_skull_discs_placed_face_down_are_never_named_to_the_others():
    game = get_game("skull")
    out, kinds, vocabulary = _play(game, 3, 4, 60)
    placed = 0
    for v, batches in out.items():
        for act, text, _ in batches:
            if act.data["act"] == "place" and v != act.data["seat"]:
                assert text and not re.search(r"\b(rose|skull)\b", text[0]), text
                placed += 1
    assert placed


def test_simulate_log_prints_one_seats_log(capsys):
    assert main(["simulate", "golf", "--players", "2", "--seed", "3", "--log", "1"]) == 0
    text = capsys.readouterr().out.splitlines()
    assert text[0] == "Hole 1 begins"  # a Golf deal is a hole
    assert any(line.startswith("You ") for line in text) and any(line.startswith("Seat 0 ") for line in text)
    assert text[-1] == "The game is over"
    assert main(["simulate", "golf", "--players", "2", "--log", "2"]) == 2


# -- the table's log panel and status line ----------------------------------------------------------------
def _ui():
    import sys
    from pathlib import Path

    here = str(Path(__file__).parent / "ui")
    if here not in sys.path:
        sys.path.insert(0, here)
    import driver

    return driver


def test_the_table_log_and_status_line_stay_true_while_computers_play():
    d = _ui()
    import pygame

    from cardtable.engine.log import game_lines
    from cardtable.ui.scenes.summary import DealSummary
    from cardtable.ui.scenes.table.panel import status

    app = d.make_app(animation="normal")
    scene = d.table(app, "oh-heck", ["person", "random", "random"], seed=4)
    rng = random.Random(5)
    seen_kinds = set()
    for _ in range(4000):
        d.frame(app)
        st = host(scene).state
        if isinstance(app.top, DealSummary):
            d.key(app, pygame.K_RETURN)
            continue
        text, _ = status(scene)
        if st.over:
            assert text.startswith("The game is over: ") and " win" in text  # and who won
            break
        if scene.said:
            continue
        if st.to_move != 0:
            assert text == f"{scene.name(st.to_move)} is thinking...", text
            seen_kinds.add("thinking")
        else:
            assert text.startswith("Your turn: "), text
            assert text[len("Your turn: "):].lower() == scene.game.words.prompt(st).lower(), text
            seen_kinds.add("yours")
        if not scene.board.busy:
            s = host(scene)
            want = head(s) + game_lines(scene.game, len(s.seats), s.seed, s.options, s.actions, 0, scene.names)
            assert scene.log_panel.lines == want[-len(scene.log_panel.lines):] and not scene.log_panel.pending
        if app.top is scene and scene.my_turn and scene.input.gestures is not None:
            d.gesture(app, scene, rng.choice(scene.input.gestures.legal))
    assert seen_kinds == {"thinking", "yours"}
    assert any(line.startswith("You play the ") for line in scene.log_panel.lines)
    assert any(line.startswith("Bob plays the ") for line in scene.log_panel.lines)


def _handovers(d, each_frame=lambda scene: None):
    """Two people pass the screen at a Basic Rummy table, each making random moves: yields the app
    and the table each time the screen is to be passed on (the caller passes it on, or stops);
    ``each_frame(table)`` after every frame."""
    from cardtable.ui.scenes.handover import HandOver

    app = d.make_app()
    scene = d.table(app, "rummy", ["person", "person"], seed=3)
    rng = random.Random(1)
    for _ in range(3000):
        d.frame(app)
        each_frame(scene)
        if isinstance(app.top, HandOver):
            yield app, scene
        elif app.top is scene and scene.my_turn and scene.input.gestures is not None:
            d.gesture(app, scene, rng.choice(scene.input.gestures.legal))


def test_pass_and_play_writes_the_log_afresh_for_each_person_and_names_people():
    d = _ui()
    from cardtable.engine.log import game_lines
    from cardtable.ui.scenes.table.panel import status

    def nobody_is_you(scene):
        assert "You" not in status(scene)[0].split(), status(scene)[0]

    handovers = 0
    for app, scene in _handovers(d, nobody_is_you):
        assert "Pass the screen to " in status(scene)[0]
        d.click(app, app.top.buttons[0].rect.center)
        s = host(scene)
        want = head(s) + game_lines(scene.game, 2, s.seed, s.options, s.actions, scene.screen_person, scene.names)
        assert scene.log_panel.lines == want[-len(scene.log_panel.lines):]
        handovers += 1
        if handovers >= 4:
            break
    assert handovers >= 4


def test_the_log_is_hidden_while_the_screen_is_passed_on():
    d = _ui()
    import pygame

    handovers = _handovers(d)
    app, scene = next(handovers)
    d.click(app, app.top.buttons[0].rect.center)
    app, scene = next(handovers)  # the first person was at the screen: the log holds their lines
    assert scene.turns.covered and scene.chair.seat is None  # the screen looks through nobody's eyes
    assert not any(line.startswith("You ") for line in scene.log_panel.lines)  # the log is written for nobody
    drawn = []
    from cardtable.ui.scenes.table import log as table_log

    old = table_log.blit_text
    table_log.blit_text = lambda surf, text, *a, **k: drawn.append(text) or old(surf, text, *a, **k)
    scene.log_panel._img = None  # drawn afresh (the log keeps its last drawing while nothing changes)
    try:
        scene.draw(pygame.display.get_surface())
    finally:
        table_log.blit_text = old
    assert drawn and not any(t.startswith("You ") for t in drawn), drawn


def test_the_log_panel_scrolls_back_with_the_wheel_and_folds_away():
    d = _ui()
    import pygame

    from cardtable.ui.scenes.table.panel import panel_buttons

    app = d.make_app((1024, 600))
    scene = d.table(app, "golf", ["person", "random"], seed=2)
    log = scene.log_panel
    log.lines = [f"Line {i}" for i in range(80)]
    surf = pygame.display.get_surface()
    scene.draw(surf)
    assert log.rect is not None and log.rect.h > 100
    log.scroll(2, log.rect.center)
    assert log.back == 6
    log.scroll(1, (0, 0))  # the wheel elsewhere leaves it be
    assert log.back == 6
    scene.draw(surf)
    log.catch_up(())  # (nothing waiting)
    button = next(b for b in panel_buttons(scene) if b.value == ("log",))
    assert button.label == "Hide moves"
    scene.press(("log",))
    assert log.folded and next(b for b in panel_buttons(scene) if b.value == ("log",)).label == "Show moves"
    assert not log.scroll(1, log.rect.center)


def test_undo_takes_the_moves_back_out_of_the_log():
    d = _ui()
    from cardtable.engine.log import game_lines

    app = d.make_app()
    scene = d.table(app, "rummy", ["person", "random"], seed=6)
    rng = random.Random(4)
    mine = 0
    for _ in range(3000):
        d.frame(app)
        if app.top is scene and scene.my_turn and scene.input.gestures is not None:
            if mine == 4:
                break
            d.gesture(app, scene, rng.choice(scene.input.gestures.legal))
            mine += 1
    before = list(scene.log_panel.lines)
    scene.press(("undo",))
    s = host(scene)
    want = head(s) + game_lines(scene.game, 2, s.seed, s.options, s.actions, 0, scene.names)
    assert scene.log_panel.lines == want and len(want) < len(before) and not scene.log_panel.pending


@pytest.mark.parametrize("game_id", ["rummy", "skull", "oh-heck"])
def test_a_log_read_again_after_moves_and_take_backs_is_the_log_written_afresh(game_id):
    """The chair keeps each seat's log up to date move by move (a hand-over reads it again): after
    every move and every take-back, what it reads is the whole game replayed from its start."""
    from cardtable.engine.log import game_lines
    from cardtable.host.session import Seat, Session

    game = get_game(game_id)
    n = game.info.players[0] + 1
    s = Session(game, [Seat("You", "person")] + [Seat(NAMES[i], "random") for i in range(1, n)], 7,
                {} if game_id == "oh-heck" else dict(SHORT.get(game_id, {})))
    chairs = [s.chair(i) for i in range(n)] + [s.chair(None), s.chair(1, watching=True)]
    rng = random.Random(3)
    undone = 0
    for step in range(150):
        if s.state.over:
            break
        if rng.random() < 0.1 and s.can_undo():
            undone += s.undo()
        else:
            s.apply(rng.choice(game.legal_actions(s.state)))
        for ch in rng.sample(chairs, 1 if step % 4 else 3):
            fresh = game_lines(game, n, s.seed, s.options, s.record.actions, ch.seat, ch.names, ch.speaker)
            got = ch.log_lines()
            assert got[len(got) - len(fresh):] == fresh and len(got) - len(fresh) <= 1
    assert undone > 0
