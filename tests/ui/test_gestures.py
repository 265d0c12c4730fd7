"""Actions that name a place (a zone and a number) are made by clicking the card lying there,
never by number buttons: a Golf layout slot, a Skull & Roses blind pick."""

from __future__ import annotations

import random

import pygame
import pytest
from driver import click, frame, make_app, point_on_card, table

from cardtable.engine.actions import Action
from cardtable.games import get_game
from cardtable.host.session import Seat, Session
from cardtable.ui.gestures import Gestures
from cardtable.ui.scenes.table import TableScene
from tests.ui.driver import host


def wait_for_turn(app, scene, frames: int = 5000) -> None:
    for _ in range(frames):
        frame(app)
        if app.top is scene and scene.my_turn and scene.input.gestures is not None:
            return
    raise AssertionError("the person's turn never came")


def click_card(app, scene, card: int) -> Action:
    """Click a card; the action it made (the computers may move in the same frame)."""
    before = len(host(scene).actions)
    click(app, point_on_card(scene, card))
    assert len(host(scene).actions) > before, "the click made nothing"
    return host(scene).actions[before]


def no_number_buttons(scene) -> bool:
    return not scene.input.gestures.numbers and not any(b.label.isdigit() for b in scene.bar_buttons)


def test_a_place_is_a_card_to_click_when_the_zones_are_known():
    acts = [Action("replace", 0, zone="lay", number=k) for k in range(3)] + [Action("bid", 0, number=2)]
    g = Gestures(acts, zones={"lay": [7, 8, 9]})
    assert g.slot_card == {acts[0]: 7, acts[1]: 8, acts[2]: 9} and g.numbers == [acts[3]]
    assert {7, 8, 9} <= g.playable
    assert g.click_card(8, "lay", set()) == ("apply", acts[1])
    assert [label for label, _ in g.buttons(set())] == ["Bid 2"]
    assert Gestures(acts).numbers == acts  # without the zones: number buttons as before


def test_two_actions_at_one_place_offer_buttons():
    a, b = Action("swap", 0, zone="lay", number=0), Action("flip", 0, zone="lay", number=0)
    g = Gestures([a, b], zones={"lay": [5]})
    assert g.click_card(5, "lay", set()) == ("select", {5})
    assert [act for _, act in g.buttons({5})] == [a, b]


def test_golf_layout_cards_are_clicked_to_turn_up_and_to_replace(app):
    scene = table(app, "golf", ["person", "random"], seed=3)
    wait_for_turn(app, scene)
    st = host(scene).state
    assert st.phase == "turn_up" and no_number_buttons(scene)
    lay = st.table.zones[f"layout{scene.screen_person}"]
    shown = scene.board.shown.zones  # the screen knows the face-down cards only by their places
    assert set(shown["layout0"]) <= scene.input.gestures.playable
    for _ in range(2):
        wait_for_turn(app, scene)
        card = next(c for c in lay if not st.table.up[c])
        made = click_card(app, scene, scene.board.shown.zones["layout0"][lay.index(card)])
        assert (made.kind, made.zone, made.number) == ("turn_up", "layout0", lay.index(card))
        assert st.table.up[card]
    wait_for_turn(app, scene)
    assert st.phase == "draw"
    click(app, scene.view.zone_rect("stock").center)
    wait_for_turn(app, scene)
    assert st.phase == "place" and no_number_buttons(scene)
    # every layout card is outlined as a place to click
    assert set(scene.view.marks.slots) == set(scene.board.shown.zones["layout0"])
    card = lay[4]
    made = click_card(app, scene, scene.board.shown.zones["layout0"][4])
    assert (made.kind, made.zone, made.number) == ("replace", "layout0", 4)
    assert card not in st.table.zones["layout0"]


def test_golf_own_layout_lies_at_the_bottom_at_about_hand_size(app):
    scene = table(app, "golf", ["person", "random", "random"], seed=3)
    wait_for_turn(app, scene)
    lay = scene.board.layout
    mine, held = lay.zones["layout0"], lay.zones["held0"]
    other = lay.zones["layout1"]
    assert mine.rect.bottom <= lay.bar.y and mine.rect.centery > lay.size[1] * 0.55
    assert mine.cw >= lay.hand_cw * 0.75 and mine.cw > other.cw
    assert held.rect.x >= mine.rect.right  # the drawn card beside the layout
    assert not mine.rect.colliderect(held.rect)
    for name in ("stock", "discard"):
        assert not lay.zones[name].rect.colliderect(mine.rect)


def skull_at_blind_pick(seed: int = 1) -> tuple[list, int]:
    """Legal random play from ``seed`` up to a blind pick: the actions and the picker's seat."""
    game = get_game("skull")
    rng = random.Random(seed)
    state = game.new_state(3, seed, {})
    done = []
    while state.phase != "take":
        assert not state.over
        a = rng.choice(game.legal_actions(state))
        if a.kind == "bid" and rng.random() < 0.7:
            a = max((x for x in game.legal_actions(state) if x.kind == "bid"), key=lambda x: x.number)
        game.apply(state, a)
        done.append(a)
    return done, state.to_move


def test_skull_blind_pick_is_a_click_on_a_challengers_card(app):
    actions, picker = skull_at_blind_pick()
    seats = [Seat(n, "person" if i == picker else "random") for i, n in enumerate(["Alice", "Bob", "Cleo"])]
    session = Session("skull", seats, 1, {})
    for a in actions:
        session.apply(a)
    scene = TableScene(app, session)
    app.reset(scene)
    wait_for_turn(app, scene)
    st = host(scene).state
    assert st.phase == "take" and no_number_buttons(scene)
    challenger = st.bidder
    hand = scene.board.shown.zones[f"hand{challenger}"]  # the picker's screen knows them only by place
    assert set(hand) <= scene.input.gestures.playable and challenger != picker
    box = scene.board.layout.zones[f"hand{challenger}"]
    assert scene.board.open == {f"hand{challenger}"}
    assert box.step >= box.cw  # laid out side by side for the pick: every card a whole target
    for _ in range(120):  # the cards slide apart
        frame(app)
    rects = [scene.view.card_rect(c) for c in hand]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    card = st.table.zones[f"hand{challenger}"][1]
    made = click_card(app, scene, hand[1])
    assert not scene.board.open  # picked: the hand closes up again
    assert (made.kind, made.seat, made.zone, made.number) == ("take_card", picker, f"hand{challenger}", 1)
    assert st.table.where[card] == f"lost{challenger}"


@pytest.mark.parametrize("n", [10, 12])
def test_golf_crowded_table_keeps_every_layout_readable_in_the_smallest_window(n):
    """Layouts are two rows of cards: with many seats, more sit along the top than in the side
    columns, whose short boxes would shrink a layout to specks."""
    small = make_app((1024, 600))
    try:
        scene = table(small, "golf", ["person"] + ["random"] * (n - 1), seed=3)
        frame(small)
        lay = scene.board.layout
        sides = [s for s in lay.seats.values() if s.side in ("left", "right")]
        top = [s for s in lay.seats.values() if s.side == "top"]
        assert len(top) > len(sides)
        widths = [lay.zones[f"layout{s}"].cw for s in range(n) if s != lay.bottom]
        assert min(widths) >= 16, widths
    finally:
        pygame.quit()


def test_a_click_selects_a_card_and_the_buttons_name_its_moves():
    """Basic Rummy after the draw: a card's one move (discard) is not made on a click; with a meld
    to make, picking cards adds them; a pick that is no meld greys the meld's button."""
    d = Action("discard", 0, (5,))
    meld = Action("meld", 0, (5, 6, 7))
    named = {d: "Discard the 6 of clubs", meld: "Meld 3 cards"}
    g = Gestures([d, Action("discard", 0, (9,)), meld], lambda a: named.get(a, "Meld 2 cards"),
                 zones={"hand0": [5, 6, 7, 9]})
    assert g.click_card(9, "hand0", set()) == ("select", {9})
    assert [a for _, a in g.buttons({9})] == [Action("discard", 0, (9,))]
    assert g.click_card(5, "hand0", {6}) == ("select", {5, 6})
    assert g.buttons({5, 6}) == [("Meld 2 cards", None)]  # greyed: the rules refuse it (the table says why)
    assert g.buttons({5, 6, 7}) == [("Meld 3 cards", meld)]
    assert g.click_card(5, "hand0", {5, 6}) == ("select", {6})  # a second click lets it go
    alone = Gestures([d, Action("discard", 0, (9,))], zones={"hand0": [5, 9]})
    assert alone.click_card(5, "hand0", set()) == ("select", {5})  # no meld this time: still a pick


def test_a_card_is_played_on_one_click_only_where_that_is_its_one_meaning():
    play = [Action("play", 0, (3,)), Action("play", 0, (4,))]
    g = Gestures(play, zones={"hand0": [3, 4, 8]}, one_click=frozenset({"play"}))
    assert g.click_card(3, "hand0", set()) == ("apply", play[0])
    assert g.click_card(8, "hand0", set()) == ("why", Action("play", 0, (8,)))  # the game says why: follow suit


def test_a_pile_click_takes_only_the_card_its_move_takes_and_a_scoop_shows_its_cards():
    """Uncle Stuart's discard pile [10, 11, 12, 13]: take moves 13; a scoop down to 11 moves 11, 12, 13."""
    take, scoop = Action("take", 0, zone="discard"), Action("scoop", 0, (11,))
    moved = {take: (frozenset({13}), "hand0"), scoop: (frozenset({11, 12, 13}), "hand0")}
    g = Gestures([take, scoop, Action("draw", 0, zone="stock")], zones={"discard": [10, 11, 12, 13], "stock": [90]},
                 moves=lambda a: moved.get(a, (frozenset(), "hand0")))
    assert g.click_card(13, "discard", set()) == ("apply", take)
    assert g.click_card(11, "discard", set()) == ("select", {11})  # a scoop is picked, then confirmed
    assert g.preview({11}) == {11, 12, 13}
    assert g.buttons({11})[0][1] == scoop and g.targets({11}) == {"hand0"}
    assert g.click_card(10, "discard", set()) == ("why", Action("scoop", 0, (10,)))  # never the top card instead
    no_scoop = Gestures([take], zones={"discard": [10, 11, 12, 13]}, moves=lambda a: moved[a])
    assert no_scoop.click_card(10, "discard", set()) == ("say", "Not that card: you may take.")
    assert g.click_card(90, "stock", set()) == ("apply", Action("draw", 0, zone="stock"))


def test_seat_words_read_for_the_viewer():
    from cardtable.engine.present import seat_words

    assert seat_words("lay off on {1's} run", ["Ann", "Bob"], 0) == "lay off on Bob's run"
    assert seat_words("lay off on {0's} run", ["Ann", "Bob"], 0) == "lay off on your run"
    assert seat_words("let {1} start", ["Ann", "Bob"], 1) == "let you start"
