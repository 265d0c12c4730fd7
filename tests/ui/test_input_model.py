"""The input model, for every game: every click and every drag at the table either makes
the move a button names (or the card's one meaning), changes the selection, or says why
not and changes nothing. Moves are aimed through the scene's own hit-testing (driver.py);
the scene's one way to change the game (``_apply``) is watched, not run, so that every
gesture at a position is tried from the same state."""

from __future__ import annotations

import random
import re

import pygame
import pytest
from driver import click, frame, play_to_end, point_on_card, table
from test_scenes import ready_games

from cardtable.engine import cards as C
from cardtable.engine.actions import Action
from cardtable.games import get_game
from tests.ui.driver import host

POSITIONS = 5  # positions tried per game: the person's first turns (a draw and a discard, a bid and plays)
CARDS = 18  # cards tried per position


def names_its_action(label: str, a: Action, scene) -> bool:
    """A button's words name its move: its kind, its number, its one card or its count of cards."""
    text = label.lower()
    if not text or "{" in text:
        return False
    if a.number is not None and a.zone is None and str(a.number) not in text:
        return False
    if len(a.cards) == 1 and not C.is_number_card(a.cards[0]) and scene.game.words.card_word(a.cards[0]) is None:
        if C.long_name(a.cards[0]) not in text and not re.search(r"\d+ cards", text):
            return False
    if len(a.cards) > 2 and str(len(a.cards)) not in text:
        return False
    return True


class Watch:
    """Stands in for the scene's ``_apply``: records what would be applied, and refuses as it does."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.made: list[Action] = []
        self.real = scene.play

    def __call__(self, a: Action) -> None:
        legal = self.scene.game.legal_actions(host(self.scene).state)
        if a in legal:
            self.made.append(a)
        else:
            self.scene.say(self.scene.game.words.why_illegal(host(self.scene).state, a))


def reachable(scene, card: int) -> bool:
    try:
        point_on_card(scene, card)
    except AssertionError:
        return False  # covered by others everywhere (a stack's lower cards)
    return True


def fingerprint(scene) -> tuple:
    t = host(scene).state.table
    return len(host(scene).actions), tuple((z, tuple(v)) for z, v in sorted(t.zones.items()))


def reset(app, scene) -> None:
    scene.input.selected.clear()
    scene.why_left = 0.0
    scene.why = ""
    scene.input.drag = None
    scene.make_buttons()
    frame(app)


def check_click(app, scene, watch: Watch, card: int) -> str:
    """Click a card; return what came of it ('made', 'select', 'why')."""
    g = scene.input.gestures
    before, sel = fingerprint(scene), set(scene.input.selected)
    zone = scene.board.shown.where[card]
    watch.made.clear()
    click(app, point_on_card(scene, card))
    assert fingerprint(scene) == before, "a click changed the game outside the one way to apply"
    if watch.made:
        (a,) = watch.made
        assert a in g.legal
        own = (card in a.cards or g.slot_card.get(a) == card or card in g.moves(a)[0]
               or (not a.cards and a.zone == zone) or (sel and set(a.cards) == sel))
        assert own, f"clicking {card} in {zone} made {a}, which is not that card's move"
        if not sel and a.cards == (card,):  # one click plays a card only where that is its one meaning
            assert g.for_cards({card}) == [a] and a.kind in scene.game.info.one_click
        if not a.cards and a.zone == zone and g.slot_card.get(a) != card:  # a pile's move: never another card's
            seen = g.moves(a)[0] & set(scene.board.shown.zones[zone])
            assert not seen or card in seen, f"clicking {card} made {a}, which takes {seen}"
        return "made"
    if scene.input.selected != sel:
        return "select"
    assert scene.why, f"clicking {card} in {zone} did nothing and said nothing"
    return "why"


def check_buttons(app, scene, watch: Watch) -> None:
    """Every button names its move, and pressing it makes that move or says why."""
    for b in list(scene.bar_buttons):
        if not (isinstance(b.value, tuple) and b.value[0] == "act" and b.enabled):
            continue
        a = b.value[1]
        assert names_its_action(b.label, a, scene), f"button {b.label!r} for {a}"
        before, sel = fingerprint(scene), set(scene.input.selected)
        watch.made.clear()
        scene.why_left = 0.0
        click(app, b.rect.center)
        assert fingerprint(scene) == before
        if watch.made:
            assert watch.made == [a], f"button {b.label!r} made {watch.made}"
        else:
            assert scene.why, f"button {b.label!r} ({a}) did nothing and said nothing"
        scene.input.selected = sel
        scene.make_buttons()
        frame(app)


def drag(app, scene, card: int, to: tuple[int, int], check_lifted: bool = False) -> None:
    start = point_on_card(scene, card)
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(0, 0), buttons=(1, 0, 0))])
    if check_lifted:
        assert card not in [c for c, _ in scene.view.hits], "the dragged card is still drawn at its place"
        assert scene.view.marks.zones == scene.input.gestures.targets({card})
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1)])


def check_drags(app, scene, watch: Watch, card: int, rng: random.Random) -> None:
    g = scene.input.gestures
    own = scene.board.shown.where[card]
    lay = scene.board.layout
    for zone in sorted(g.targets({card})):
        reset(app, scene)
        watch.made.clear()
        drag(app, scene, card, scene.view.zone_rect(zone).center, check_lifted=True)
        assert len(watch.made) == 1, f"dropping {card} on lit {zone} made {watch.made} ({scene.why})"
        a = watch.made[0]
        assert a in g.for_cards({card}) and (a.zone == zone or g.moves(a)[1] == zone)
    others = [z for z in lay.zones if z not in g.targets({card}) and z != own and scene.view.zone_rect(z)]
    for zone in rng.sample(others, min(2, len(others))):
        reset(app, scene)
        watch.made.clear()
        before = fingerprint(scene)
        drag(app, scene, card, scene.view.zone_rect(zone).center)
        assert fingerprint(scene) == before
        if watch.made:  # a one-click card goes anywhere off its place
            assert watch.made == g.for_cards({card}) and watch.made[0].kind in scene.game.info.one_click
        else:
            assert scene.why, f"dropping {card} on {zone} did nothing and said nothing"


def check_position(app, scene, rng: random.Random) -> None:
    watch = Watch(scene)
    scene.play = watch
    try:
        reset(app, scene)
        check_buttons(app, scene, watch)  # nothing picked: numbers, piles, named moves
        cards = [c for c in dict.fromkeys(c for c, _ in scene.view.hits) if reachable(scene, c)]
        for card in rng.sample(cards, min(CARDS, len(cards))):
            reset(app, scene)
            if check_click(app, scene, watch, card) == "select" and scene.input.selected:
                check_buttons(app, scene, watch)
                more = [c for c in scene.input.gestures.playable
                        if c not in scene.input.selected and reachable(scene, c)]
                if more:  # a second card picked: select, or say why, never a quiet move
                    check_click(app, scene, watch, rng.choice(more))
                    check_buttons(app, scene, watch)
        playable = [c for c in scene.input.gestures.playable if scene.view.card_rect(c) and reachable(scene, c)]
        for card in rng.sample(playable, min(3, len(playable))):
            check_drags(app, scene, watch, card, rng)
    finally:
        scene.play = watch.real
        reset(app, scene)


@pytest.mark.parametrize("game_id", ready_games())
def test_every_click_and_drag_does_what_a_button_names_or_says_why(app, game_id):
    game = get_game(game_id)
    n = min(game.info.players[-1], max(game.info.players[0], 3))
    scene = table(app, game_id, ["person"] + ["random"] * (n - 1), seed=7)
    rng = random.Random(game_id)
    seen: list[int] = []

    def look() -> bool:
        if app.top is scene and scene.my_turn and scene.input.gestures is not None:
            check_position(app, scene, rng)
            seen.append(scene.version)
        return len(seen) >= POSITIONS

    play_to_end(app, scene, seed=3, on_frame=look)
    assert seen and not app.errors
