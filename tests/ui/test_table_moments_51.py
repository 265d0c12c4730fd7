"""Issue 51, point 3: the moments at the table a newcomer could not read, each made readable.

Each test drives the table headless as a person would (``driver``) to the moment and checks what the
screen offers or shows there."""

from __future__ import annotations

import random

from driver import click, frame, gesture, host, make_app, play_until, table


def test_uncle_stuart_scoop_has_a_button_that_says_what_it_takes():
    """The prompt offers "or scoop the pile?": with nothing picked, a button names the scoop (how many
    cards, down to which), and pressing it scoops; before, only a click on a card deep in the spread did."""
    app = make_app((1024, 600))
    sc = table(app, "uncle-stuart", ["person", "random", "random"], seed=1)
    assert play_until(app, sc, lambda: any(a.kind == "scoop" for a in sc.input.gestures.legal),
                      random.Random(1), limit=3000)
    frame(app)
    assert "scoop" in sc.input.prompt
    assert not sc.input.selected
    scoops = [b for b in sc.bar_buttons if b.value[0] == "act" and b.value[1].kind == "scoop"]
    assert scoops, [b.label for b in sc.bar_buttons]
    b = scoops[0]
    deepest = b.value[1].cards[0]
    pile = host(sc).state.table.zones["discard"]
    n = len(pile) - pile.index(deepest)
    assert f"{n} cards" in b.label and "down to the" in b.label, b.label
    before = len(host(sc).actions)
    click(app, b.rect.center)
    assert host(sc).actions[before] == b.value[1]


def skull_table(app, skull_under_rose: bool):
    """A Skull & Roses table at seat 0's turn to challenge: its mat holds its skull under a rose (when
    ``skull_under_rose``), the others' mats roses; the others are computers."""
    from cardtable.engine.actions import Action
    from cardtable.games.skull.state import is_skull
    from cardtable.host.session import Seat, Session
    from cardtable.ui.scenes.table import TableScene

    s = Session("skull", [Seat("Alice", "person"), Seat("Bob", "random"), Seat("Cleo", "random")], 5, {})
    st = s.state

    def lay(seat: int, skull: bool) -> None:
        s.apply(Action("place", seat, (next(c for c in st.table.zones[st.hands[seat]] if is_skull(c) == skull),)))

    while st.phase == "place":
        lay(st.to_move, st.to_move == 0 and skull_under_rose)
    while not (st.to_move == 0 and len(st.table.zones[st.mats[0]]) == 2):
        lay(st.to_move, False)
    sc = TableScene(app, s)
    app.reset(sc)
    return sc


def test_a_turned_skull_lies_on_top_of_the_rose_turned_before_it():
    """The challenger turns their own stack from the top: a rose, then the skull under it. The skull, the card
    that lost the bet, is drawn whole (the turned cards lie as they were turned, the last on top), not half
    hidden under the rose laid after it."""
    from driver import button_for

    from cardtable.engine.actions import Action
    from cardtable.games.skull.state import is_skull

    app = make_app((1024, 600), animation="normal")
    app.settings.pace = "normal"  # each turned card stays to be read
    sc = skull_table(app, skull_under_rose=True)
    for _ in range(30):
        frame(app)
    st = host(sc).state
    skull = next(c for c in st.table.zones[st.mats[0]] if is_skull(c))
    b = button_for(sc, Action("bid", 0, number=st.placed))
    assert b is not None
    click(app, b.rect.center)
    for _ in range(600):
        frame(app)
        t = sc.board.shown
        if t.where[skull] == st.mats[0] and t.up[skull] and sc.board.sprites[skull].turn >= 1:
            break
    else:
        raise AssertionError("the skull was never shown turned up on its mat")
    frame(app)
    r = sc.view.card_rect(skull)
    assert r is not None
    assert sc.view.card_at(r.center) == skull  # its face seen whole: nothing lies over its middle
    assert sc.view.card_at((r.right - 3, r.bottom - 3)) == skull  # nor over its corner index


def test_rose_and_skull_tags_leave_the_cards_corner_index_clear():
    """The game's word on each card ("ROSE", "SKULL") lies at the card's foot clear of its bottom-right index
    (on a card wide enough to have one) and of any card laid over it; before, it was centred and ran over it."""
    import pygame

    from cardtable.ui.layout import index_w
    from cardtable.ui.scenes.table import tags as panel

    for size in ((1024, 600), (1920, 1080)):
        app = make_app(size)
        if app.size != size:
            app.screen = pygame.Surface(size)
        sc = skull_table(app, skull_under_rose=False)
        for _ in range(30):
            frame(app)
        tags: list[pygame.Rect] = []
        real = pygame.draw.rect

        def record(surf, colour, rect, *a, tags=tags, real=real, **k):
            if tuple(colour)[:3] in {tuple(c) for c in panel.WORD_COLOURS} and not a:
                tags.append(pygame.Rect(rect))
            return real(surf, colour, rect, *a, **k)

        pygame.draw.rect = record
        try:
            sc.draw(app.screen)
        finally:
            pygame.draw.rect = real
        hits = sc.view.hits
        seen = sc.view.drawn_up | sc.view.drawn_known
        cards = [(c, r) for c, r in hits if c in seen and sc.game.words.card_word(c)]
        assert tags and len(tags) == len(cards), (size, len(tags), len(cards))
        corners = []  # the bottom-right index of each face wide enough to have one, where no card lies over it
        for i, (c, r) in enumerate(hits):
            over = any(r.x < r2.x < r.right and abs(r2.y - r.y) < r.h // 2 for _, r2 in hits[i + 1:])
            if c in seen and r.w >= 60 and not over:
                corners.append((c, pygame.Rect(r.right - index_w(r.w), r.bottom - r.h // 3, index_w(r.w), r.h // 3)))
        assert corners
        for (c, r), tag in zip(cards, tags, strict=True):
            assert abs(tag.bottom - r.bottom) < r.h // 4, (size, c, r, tag)  # at its card's foot
            for c2, corner in corners:
                assert not tag.colliderect(corner), (size, c, tag, c2, corner)


def test_a_golf_holes_layouts_leave_only_once_the_next_hole_is_said_to_begin():
    """At the end of a hole the summary is read with the layouts still on the table; after Continue, when the
    layouts' cards start to go back to the stock, no word of the last hole stays on the table (its toast) and the
    log's newest line says the next hole begins. Before, "Bob goes out!" stayed over the emptying layouts and
    the log ended "Hole 1 is over"."""
    from cardtable.ui.scenes.summary import DealSummary

    app = make_app((1024, 600), animation="normal")
    app.settings.pace = "normal"
    sc = table(app, "golf", ["person", "random"], seed=3)
    rng = random.Random(3)
    for _ in range(30000):
        frame(app)
        if isinstance(app.top, DealSummary):
            break
        if app.top is sc and sc.my_turn and sc.input.gestures is not None and not sc.board.busy:
            gesture(app, sc, rng.choice(sc.input.gestures.legal))
    else:
        raise AssertionError("the first hole never ended")
    board = sc.board
    layouts = [z for z, spec in board.shown.specs.items() if spec.layout == "grid"]
    assert all(len(board.shown.zones[z]) == 6 for z in layouts)  # the summary is read over the whole layouts
    app.top.press("go")
    for _ in range(600):
        frame(app)
        if any(len(board.shown.zones[z]) < 6 for z in layouts):
            break
    else:
        raise AssertionError("the layouts were never gathered")
    assert board.toast is None, board.toast
    assert sc.log_panel.lines[-1] == "Hole 2 begins", sc.log_panel.lines[-3:]


def test_say_uncles_deal_summary_leaves_the_hands_it_scored_in_sight():
    """The end-of-deal box lies where it hides the least of the cards shown face up: centred on the felt it
    covered the winning hand (the person's, with the extra-large cards at 1024x600; at 1920x1080 as the table
    grows); the felt has room for it between the hands."""
    import pygame

    from cardtable.ui.scenes import summary
    from cardtable.ui.scenes.summary import DealSummary

    app = make_app((1024, 600), animation="normal")
    app.settings.pace = "normal"
    app.settings.card_size = "extra large"
    sc = table(app, "say-uncle", ["person", "random", "random"], seed=4)
    rng = random.Random(4)
    for _ in range(40000):
        frame(app)
        if isinstance(app.top, DealSummary):
            break
        if app.top is sc and sc.my_turn and sc.input.gestures is not None and not sc.board.busy:
            gesture(app, sc, rng.choice(sc.input.gestures.legal))
    else:
        raise AssertionError("the deal never ended")
    for _ in range(90):  # the hands shown at the deal's end settle in their places
        frame(app)
    boxes: list[pygame.Rect] = []
    real = summary.panel

    def record(surf, rect, *a, **k):
        boxes.append(pygame.Rect(rect))
        return real(surf, rect, *a, **k)

    summary.panel = record
    try:
        app.top.draw(app.screen)
    finally:
        summary.panel = real
    assert boxes
    seen = sc.view.drawn_up | sc.view.drawn_known
    hands = {z for z, spec in sc.board.shown.specs.items() if spec.kind == "hand"}
    faces = [(c, r) for c, r in sc.view.hits if c in seen and sc.board.shown.where[c] in hands]
    assert len(faces) >= 20  # every hand is shown at the deal's end
    hidden = [(c, r) for c, r in faces if boxes[0].clip(r).h > r.h // 20]  # more than its edge: its index
    assert not hidden, (boxes[0], hidden)


def at_card_turn(app, game_id: str, kinds: list[str]):
    """A table at the person's turn with a card to play (a draw made first where there is one)."""
    sc = table(app, game_id, kinds, seed=4)
    for _ in range(3000):
        frame(app)
        if app.top is sc and sc.my_turn and sc.input.gestures is not None and not sc.board.busy:
            if any(a.cards for a in sc.input.gestures.legal):
                return sc
            gesture(app, sc, sc.input.gestures.legal[0])
    raise AssertionError("the person never had a card to play")


def test_a_picked_and_focused_card_stays_clear_of_the_you_plate():
    """A card picked (lifted all the way) with the keyboard's focus on it: its white ring reached over the
    bottom seat's name plate ("You"); the bottom band now keeps room for the ring."""
    import pygame

    for size, cards in (((1024, 600), "normal"), ((1024, 600), "extra large"), ((1920, 1080), "normal")):
        app = make_app(size)
        app.settings.card_size = cards
        if app.size != size:
            app.screen = pygame.Surface(size)
        sc = at_card_turn(app, "rummy", ["person", "random", "random", "random"])
        hand = next(z for z, s in sc.board.shown.specs.items() if s.kind == "hand" and s.owner == sc.board.bottom)
        c = sc.board.in_order(hand)[0]  # the leftmost: under the plate's end
        sc.input.kfocus = ("card", c)
        sc.input.selected = {c}
        for _ in range(5):
            frame(app)
        sc.draw(app.screen)
        ring = sc.view.focus_drawn
        assert ring is not None
        name_at = sc.board.layout.seats[sc.board.bottom].name_at
        plate = next(p for p in sc.view._plated if p.collidepoint(name_at[0] + 2, name_at[1] + 2))
        assert ring.x < plate.right  # the ring lies under the plate's end: only the heights can part them
        assert ring.top >= plate.bottom, (size, cards, ring, plate)


def test_the_trick_label_stands_over_the_trick_cards():
    """Oh Heck!: the "Trick" label stood at the trick's box's left end while its cards lie round its middle;
    it now stands right over the card of the seat across (the top of the trick)."""
    import pygame

    for size in ((1024, 600), (1920, 1080)):
        app = make_app(size)
        if app.size != size:
            app.screen = pygame.Surface(size)
        sc = table(app, "oh-heck", ["person", "random", "random", "random"], seed=4)
        for _ in range(3000):
            frame(app)
            t = sc.board.shown
            if len(t.zones.get("trick", ())) >= 3 and not sc.board.busy:
                break
            if app.top is sc and sc.my_turn and sc.input.gestures is not None and not sc.board.busy:
                gesture(app, sc, sc.input.gestures.legal[0])
        sc.draw(app.screen)
        label = sc.view._tag.get("trick")
        assert label is not None
        cards = [sc.view.card_rect(c) for c in sc.board.shown.zones["trick"]]
        above = [r for r in cards if r is not None and r.x <= label.centerx <= r.right]
        assert above, (size, label, cards)  # over a card of the trick, not beside them
        assert min(r.top for r in above) - label.bottom <= label.h, (size, label, above)
