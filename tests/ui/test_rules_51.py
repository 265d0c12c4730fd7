"""Issue 51: the rules are short sections with headings and small drawn examples of the cards they speak
of, in a column of a readable measure (not lines of 180 characters at 1920 wide), at every window size
and text size; F1 opens them on every page (the set-up included), the game chosen there."""

from __future__ import annotations

import pygame
import pytest
from driver import frame, key, make_app, table
from textcheck import problems, shoot, tracing

from cardtable.engine import cards as C
from cardtable.games import MODULES, get_game
from cardtable.ui import widgets
from cardtable.ui.scenes.choose import Choose
from cardtable.ui.scenes.menu import Menu
from cardtable.ui.scenes.rules import Rules
from cardtable.ui.scenes.setup import Setup


# -- the games' rules in sections -------------------------------------------------------------------------
@pytest.mark.parametrize("gid", MODULES)
def test_every_games_rules_are_short_titled_sections_naming_example_cards(gid) -> None:
    from cardtable.engine.rules_sections import whole_text

    game = get_game(gid)
    rules = game.words.rules_text
    sections = getattr(rules, "sections", ())
    assert len(sections) >= 6, "the rules in sections"
    assert rules == whole_text(rules.heading, sections)  # `cardtable rules` prints the same words
    titles = [s.title for s in sections]
    assert all(t and len(t) <= 30 for t in titles) and len(set(titles)) == len(titles)
    for s in sections:
        words = len(s.text.split())
        assert 0 < words <= 170, f"{s.title!r}: {words} words is no short section"
        for n in s.cards:
            if n not in ("", "/", "back"):
                C.parse(n)  # every example card is a card
    shown = [s for s in sections if s.cards]
    assert len(shown) >= 1 and all(s.caption for s in shown), "example cards, each row with its caption"
    assert sum(len(s.groups()) for s in shown) >= 2


# -- the rules screen ---------------------------------------------------------------------------------
def pages(app, scene: Rules) -> list:
    """Every page of the rules as drawn (Page Down to the end): what each frame drew."""
    out = []
    for _ in range(60):
        app.dirty = True
        out.append(shoot(app))
        before = scene.offset
        key(app, pygame.K_PAGEDOWN)
        if scene.offset == before:
            break
    return out


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.0, 1.45])
def test_the_rules_read_in_a_measured_column_with_headings_and_cards(size, scale) -> None:
    app = make_app(size)
    try:
        widgets.set_text_scale(scale)
        for gid in ("golf", "skull", "man-from-uncle", "uncle-stuart"):
            game = get_game(gid)
            with tracing():
                scene = Rules(app, game)
                app.reset(scene)
                frame(app)
                drawn = pages(app, scene)
                found = []
                for surf in drawn:
                    found += problems(surf, f"{gid} rules at {size}, text x{scale}")
                texts = [info["s"] for surf in drawn for kind, _, info in surf.recs if kind == "text"]
                cards = sum(1 for surf in drawn for kind, _, _ in surf.recs if kind == "card")
            prose = [t for t in texts if len(t.split()) >= 6]
            longest = max(len(t) for t in prose)
            assert longest <= 92, f"{gid} at {size}: a line of {longest} characters"
            full = sorted(len(t) for t in prose)
            assert full[len(full) * 3 // 4] >= 60, f"{gid} at {size}: lines too short to read well"
            assert not found, found[:5]
            sections = getattr(game.words.rules_text, "sections", ())
            assert sections, "the rules in sections"
            for s in sections:
                assert s.title in texts, f"{gid}: the heading {s.title!r} is drawn"
            shown = sum(len([n for n in s.cards if n not in ("", "/")]) for s in sections)
            assert cards >= shown, f"{gid} at {size}: {cards} cards drawn of the {shown} the rules name"
    finally:
        widgets.set_text_scale(1.0)
        pygame.quit()


def test_left_and_right_go_to_the_section_before_and_after(app) -> None:
    scene = Rules(app, get_game("oh-heck"))
    app.reset(scene)
    frame(app)
    app.dirty = True
    frame(app)
    starts = scene.starts()
    key(app, pygame.K_RIGHT)
    assert scene.section_in_view() == 1 and abs(scene.offset - starts[1]) <= scene._line_h
    key(app, pygame.K_RIGHT)
    assert scene.section_in_view() == 2
    key(app, pygame.K_LEFT)
    assert scene.section_in_view() == 1


# -- F1 on every page -----------------------------------------------------------------------------------
def f1(app) -> None:
    key(app, pygame.K_F1)


def test_f1_on_the_set_up_opens_its_games_rules_with_its_options(app) -> None:
    game = get_game("golf")
    setup = Setup(app, game)
    app.reset(Menu(app))
    app.push(setup)
    f1(app)
    top = app.top
    assert isinstance(top, Rules) and top.game is game and top.overlay
    assert any(s.title == "At this table" for s in top.sections)  # the options being set there
    f1(app)
    assert app.top is setup  # F1 again: back where it was


def test_f1_on_the_games_page_opens_the_rules_of_the_game_in_focus(app) -> None:
    app.reset(Menu(app))
    choose = Choose(app)
    app.push(choose)
    choose.focus = [b.value for b in choose.buttons].index(("game", "skull"))
    f1(app)
    assert isinstance(app.top, Rules) and app.top.game is get_game("skull")


def test_f1_on_the_menu_offers_the_games_rules_and_at_the_table_its_own(app) -> None:
    app.reset(Menu(app))
    f1(app)
    assert isinstance(app.top, Choose) and app.top.purpose == "rules"
    sc = table(app, "show", ["person", "random"])
    f1(app)
    assert isinstance(app.top, Rules) and app.top.game is sc.game
    f1(app)
    assert app.top is sc


def test_rules_on_the_menu_over_a_game_are_that_games(app) -> None:
    sc = table(app, "rummy", ["person", "random"])
    sc.open_menu()
    app.top.press("rules")
    assert isinstance(app.top, Rules) and app.top.game is sc.game and app.top.overlay


def test_f1_over_the_keys_list_and_on_the_statistics_opens_that_games_rules(app) -> None:
    sc = table(app, "golf", ["person", "random"])
    app.open("rules", None, overlay=True, keys=True)
    f1(app)
    assert isinstance(app.top, Rules) and app.top.game is sc.game
    app.reset(Menu(app))
    stats = app.open("stats", "skull")
    stats.game = "skull"  # the page shows a game's statistics (it names the game by its id)
    f1(app)
    assert isinstance(app.top, Rules) and app.top.game is get_game("skull")
