"""The table's drawing: the board with its marks, the side panel (the game's public numbers
as its presentation declares them, the scores, the buttons) and the prompt bar.

It reads the scene as ``parts.DrawnTable`` says: the screen's chair and board, the
parts' state it shows (the input's picks and focus, the hint, the coach's box, the phones' seats).

Over 400 lines: the panel's words, its buttons and the bar share the panel's measures (the buttons'
height, grown for large text, sets the room of the scores and the log); split, each would recompute them."""

from __future__ import annotations

import pygame

from ....engine import cards as C
from ....engine.present import Counter, amount, pile_text
from ... import widgets
from ...art import suit_shape
from ...art_shapes import suit_colour
from ...table_view import HINT, Marks
from ...widgets import ACCENT, DIM, GOLD, INK, Button, blit_text, font, panel, text, text_generation, wrap
from .parts import DrawnTable
from .tags import card_words


def panel_buttons(scene: DrawnTable) -> list[Button]:
    """The side panel's buttons: the practice aids when they are offered, then Rules and Menu."""
    out = []
    if scene.aids:
        out.append(Button("Hint", ("hint",), enabled=scene.my_turn and not scene.hints.busy))
        out.append(Button("Undo", ("undo",), enabled=scene.hints.can_undo()))
    if not scene.fast and scene.chair.persons or scene.replaying:
        if scene.hints.takes_tricks:
            out.append(Button("Last trick", ("trick",), enabled=scene.hints.last_trick() is not None))
        if scene.hints.keeps_sheet:
            out.append(Button("Score sheet", ("sheet",), enabled=scene.hints.has_sheet()))
    out.extend(scene.coach.buttons())  # Coach (practice) or Eyes (replay): coach
    out.append(Button("Show moves" if scene.log_panel.folded else "Hide moves", ("log",)))
    return out + [Button("Rules", ("rules",)), Button("Menu", ("menu",))]


_LAID: dict[int, tuple] = {}  # the panel and bar each table's buttons were placed in, and the text's size


def panel_rows(scene: DrawnTable) -> int:
    return (len(scene.panel_list) + 1) // 2


def place_buttons(scene: DrawnTable) -> None:
    lay = scene.board.layout
    if len(_LAID) > 8:
        _LAID.clear()
    _LAID[id(scene)] = (tuple(lay.panel), tuple(lay.bar), text_generation())
    u = lay.unit
    p = lay.panel
    m = int(12 * u)
    extra = scene.panel_list
    w = (p.w - 3 * m) // 2
    heights = _row_heights(scene, w)
    tops = [p.bottom - sum(hh + m for hh in heights[r:]) for r in range(len(heights))]
    for i, b in enumerate(extra):
        row = i // 2
        b.rect = pygame.Rect(p.x + m + (i % 2) * (w + m), tops[row], w, heights[row])
    _place_bar(scene, _button_h(scene, w))


def _button_h(scene: DrawnTable, w: int) -> int:
    """The side panel's buttons' height: their labels' at the text size asked, up to a third of the panel."""
    lay = scene.board.layout
    base = int(max(34, 44 * lay.unit))
    px = int(max(15, 20 * lay.unit))
    rows = max(1, panel_rows(scene))
    need = max((widgets.label_height(b.label, px, w, base) for b in scene.panel_list), default=base)
    share = 0.3 * widgets.text_scale()  # larger text: labels on two lines, the buttons taller (a wider panel)
    return max(base, min(need, int(lay.panel.h * share / rows - 12 * lay.unit)))


def _row_heights(scene: DrawnTable, w: int) -> list[int]:
    """Each row of the side panel's buttons as high as its own labels need (a row of one-line labels stays
    low where another's two lines make it taller), each up to its share of the panel."""
    lay = scene.board.layout
    base = int(max(34, 44 * lay.unit))
    px = int(max(15, 20 * lay.unit))
    rows = max(1, panel_rows(scene))
    cap = int(lay.panel.h * 0.3 * widgets.text_scale() / rows - 12 * lay.unit)
    bs = scene.panel_list
    return [max(base, min(cap, max(widgets.label_height(b.label, px, w, base) for b in bs[r * 2:r * 2 + 2])))
            for r in range((len(bs) + 1) // 2)]


def _buttons_h(scene: DrawnTable) -> int:
    """The height the side panel's buttons take at its foot, with their gaps."""
    lay = scene.board.layout
    m = int(12 * lay.unit)
    return sum(h + m for h in _row_heights(scene, (lay.panel.w - 3 * m) // 2))


def _place_bar(scene: DrawnTable, h: int) -> None:
    """The prompt's buttons at the bar's right end, on one row, or two in a bar tall enough for them (larger
    text: many buttons keep their labels whole rather than squeezed); the prompt keeps the room its words need."""
    bar = scene.board.layout.bar
    bs = scene.bar_buttons
    if not bs:
        return
    px = _bar_px(scene)
    gap = max(4, h // 6)
    f = font(px, True)
    words = status(scene)[0]
    _PLACED[id(scene)] = (words, tuple(bar), h, tuple(b.label for b in bs))
    bh = min(h, bar.h - 8)
    room = min(int(bar.w * 0.66), bar.w - 2 * px - _prompt_need(words, px, bar)  # the prompt keeps its room
               - (bar.h - bh) // 2 - gap)  # (the buttons' row ends as far in from the bar's end as from its edge)
    rows = [list(range(len(bs)))]
    widths = [max(h, f.size(b.label)[0] + h // 2) for b in bs]
    total = sum(widths) + gap * (len(bs) - 1)
    two = (bar.h - 6 - gap) // 2
    if total > room and len(bs) > 1 and two >= widgets.ink_height(f) + 4:  # two rows of lower buttons
        bh, half = two, (len(bs) + 1) // 2
        rows = [list(range(half)), list(range(half, len(bs)))]
        widths = [max(bh, f.size(b.label)[0] + bh // 2) for b in bs]
    totals = [sum(widths[i] for i in row) + gap * (len(row) - 1) for row in rows]
    if max(totals) > room:  # squeeze: number rows can be long
        k = room / max(totals)
        widths = [max(min(int(bh * 0.8), w), int(w * k)) for w in widths]
        totals = [sum(widths[i] for i in row) + gap * (len(row) - 1) for row in rows]
    top = bar.centery - (len(rows) * bh + (len(rows) - 1) * gap) // 2
    for r, row in enumerate(rows):
        x = bar.right - max(totals) - (bar.h - bh) // 2 if len(rows) == 1 else bar.right - max(totals) - gap
        for i in row:
            bs[i].rect = pygame.Rect(x, top + r * (bh + gap), widths[i], bh)
            x += widths[i] + gap


_PLACED: dict[int, tuple] = {}  # the table's bar buttons were placed for these words (the prompt's), bar, height


def _prompt_need(words: str, px: int, bar: pygame.Rect) -> int:
    """The least width the prompt's ``words`` take in the bar on as many lines as the bar holds (two, closer
    than their font's own spacing, where the bar is low: ``_prompt``), at the size asked: the prompt never
    shrinks for the buttons beside it. At most two thirds of the bar: the buttons keep the rest."""
    f = font(px, True)
    lines = max(1, (bar.h - 4) // f.get_linesize())
    if lines == 1 and 2 * widgets.ink_height(f) <= bar.h - 2:
        lines = 2
    full = f.size(words)[0] + 2
    cap = int(bar.w * 0.66) - 2 * px
    if lines == 1 or full <= bar.w // 3:
        return min(full, cap)
    lo, hi = full // lines, full
    while lo < hi:  # the narrowest width that holds the words on the bar's lines
        mid = (lo + hi) // 2
        if len(wrap(words, px, mid, bold=True)) <= lines:
            hi = mid
        else:
            lo = mid + 1
    return min(lo, cap)


def _bar_px(scene: DrawnTable) -> int:
    return widgets.body(max(16, 22 * scene.board.layout.unit))  # the prompt and its buttons: the body's size


def panel_px(scene: DrawnTable) -> int:
    """The side panel's words: the body's size, as the moves listed in it (the log's type no larger than its
    other lines), where the panel has the room for them with the coach's box and the log's least lines
    below; in a crowded panel (many seats in a low window) the least size, as before."""
    lay = scene.board.layout
    u = lay.unit
    big = widgets.body(max(15, 20 * u))
    coach = 4 if scene.coach.on else 0  # the coach's box, when it is switched on: its least lines
    key = (tuple(lay.panel), u, text_generation(), scene.players, len(scene.panel_list), len(_lines(scene)), coach)
    if key not in _PX:
        ls = font(big).get_linesize()
        lpad = max(4, big // 3)
        log = max(3 * big, text("Moves", big, DIM, True).get_height() + lpad // 2  # the log's least, as log.py
                  + 3 * font(widgets.body(big * 0.9)).get_linesize() + 2 * lpad + 1)  # draws it (3 lines)
        need = (28 * u + font(int(big * 1.35), True).get_linesize() + 8 * u + len(_lines(scene)) * int(big * 1.25)
                + 6 * u + (scene.players + 1) * max(int(big * 1.3), ls) + 8 * u + coach * ls + log + 14 * u)
        fits = need + _buttons_h(scene) <= lay.panel.h
        _PX.clear()
        _PX[key] = big if fits else int(max(15, 20 * u))
    return _PX[key]


_PX: dict[tuple, int] = {}  # the panel's size for its measures (one entry: worked out once a layout)


def _counters(scene: DrawnTable, kind: str) -> list[Counter]:
    return [c for c in scene.game.words.presentation.counters if c.kind == kind]


def seat_notes(scene: DrawnTable) -> dict[int, str]:
    """Each seat's note by its name: the per-seat numbers that declare a note word ("bid 3  won 1  12 pts");
    a bare number (an empty word: the score) comes last."""
    counters = scene.board.shown.counters
    noted = sorted((c for c in _counters(scene, "column") if c.note is not None), key=lambda c: c.note == "")
    out: dict[int, str] = {}
    for seat in range(scene.players):
        bits = []
        for c in noted:
            v = counters.get(c.name)
            if isinstance(v, list) and seat < len(v) and v[seat] is not None:
                bits.append((c.note or "") + amount(_num(v[seat]), v[seat], c.unit))
        out[seat] = "  ".join(bits)
    return out


def _lines(scene: DrawnTable) -> list[tuple[str, object, bool]]:
    """The panel's lines: (label, value, is a suit) for the numbers the game declares."""
    counters = scene.board.shown.counters
    lines: list[tuple[str, object, bool]] = []
    for c in scene.game.words.presentation.counters:
        v = counters.get(c.name)
        if c.kind == "number" and isinstance(v, (int, float)) and not isinstance(v, bool):
            lines.append((c.label, amount(_num(v), v, c.unit), False))
        elif c.kind == "seat" and isinstance(v, int) and not isinstance(v, bool):
            lines.append((c.label, scene.name(v), False))
        elif c.kind == "suit" and c.name in counters:
            lines.append((c.label, v, True))
    return lines


def _num(v: object) -> str:
    if isinstance(v, float):
        return f"{v:g}"
    return str(v)


def draw_panel(scene: DrawnTable, surf: pygame.Surface) -> None:
    """The side panel: its words and numbers drawn once and reused while they stay the same; the
    buttons each frame."""
    p = scene.board.layout.panel
    if _LAID.get(id(scene)) != (tuple(p), tuple(scene.board.layout.bar), text_generation()):
        place_buttons(scene)  # laid out afresh (the text's size changed, or the window's): the buttons too
    counters = scene.board.shown.counters
    key = (tuple(p), scene.board.layout.unit, text_generation(), repr(_lines(scene)), scene.names, scene.board.busy,
           scene.chair.to_move, scene.view.four_colour, tuple(b.label for b in scene.panel_list),
           repr([counters.get(c.name) for c in _counters(scene, "column")]),
           None if scene.coach.shown is None else (scene.coach.shown[0], id(scene.coach.shown[1])))
    cached = scene.panel_cache
    if cached is not None and cached[0] == key:
        surf.blit(cached[1], p.topleft)
        log_rect = cached[2]
    else:
        log_rect = _draw_panel_words(scene, surf)
        scene.panel_cache = (key, surf.subsurface(p.clip(surf.get_rect())).copy(), log_rect)
    px = panel_px(scene)
    log_rect = scene.coach.place(log_rect)  # the coach's box, when shown, above the moves: both in sight
    scene.log_panel.draw(surf, log_rect, px, scene.turns.covered)
    with widgets.alike(scene.panel_list, px):  # their labels at one size
        for b in scene.panel_list:
            b.draw(surf, px, focused=scene.input.kfocus == ("button", b.value))


def _draw_panel_words(scene: DrawnTable, surf: pygame.Surface) -> pygame.Rect:
    lay = scene.board.layout
    u = lay.unit
    p = lay.panel
    surf.fill((10, 34, 22), p)
    pygame.draw.line(surf, (200, 170, 90), p.topleft, p.bottomleft, max(1, int(2 * u)))
    m = int(14 * u)
    px = panel_px(scene)
    x, y = p.x + m, p.y + m
    w = p.w - 2 * m
    tpx, r = int(px * 1.35), pygame.Rect(x, y, 0, 0)
    for line in wrap(scene.game.info.name, tpx, w, bold=True):  # a long name (large text) on two lines, whole
        r = blit_text(surf, line, tpx, (x, r.bottom), (250, 236, 190), bold=True, max_width=w)
    y = r.bottom + int(8 * u)
    lh = int(px * 1.25)
    for label, v, suit in _lines(scene):
        blit_text(surf, label, px, (x, y), DIM)
        vx = x + int(w * 0.5)
        if suit:
            if isinstance(v, int) and 0 <= v < 4:
                s = int(px * 0.95)
                pygame.draw.rect(surf, (250, 248, 240), (vx - 2, y - 2, s + 4, s + 4), border_radius=4)
                suit_shape(surf, v, (vx, y, s, s), suit_colour(v, scene.view.four_colour))
                blit_text(surf, C.SUIT_NAMES[v], px, (vx + s + 8, y), INK)
            else:
                blit_text(surf, "none", px, (vx, y), INK)
        else:
            blit_text(surf, str(v), px, (vx, y), INK, max_width=w * 0.5)
        y += lh
    y += int(6 * u)
    room = pygame.Rect(x, y, w, p.bottom - y - _buttons_h(scene) - int(14 * u))
    if not _scores_give_way(scene, room, px):
        y = _scores(scene, surf, room, px)
    return pygame.Rect(x, y + int(8 * u), w, room.bottom - y - int(8 * u))  # where the moves are listed


def _scores_give_way(scene: DrawnTable, room: pygame.Rect, px: int) -> bool:
    """With the coach's box up in a crowded panel (many seats, a low window), the table of scores gives way to
    it and the moves' least lines where every one of its numbers is on the seats' plates too (``seat_notes``):
    the coach's reasons and the moves are shown whole, the numbers are still in sight."""
    if scene.coach.shown is None:
        return False
    cols = _counters(scene, "column")
    if not cols or any(c.note is None for c in cols):
        return False
    lh = max(int(px * 1.3), font(px).get_linesize())
    coach = scene.coach.least_h(room.w)  # its title, an option and its whole reason, "N more"
    return room.h - (scene.players + 1) * lh - int(16 * scene.board.layout.unit) < coach + scene.coach.log_least()


def _scores(scene: DrawnTable, surf: pygame.Surface, r: pygame.Rect, px: int) -> int:
    counters = scene.board.shown.counters
    n = scene.players
    cols = [c for c in _counters(scene, "column") if isinstance(counters.get(c.name), list)
            and len(counters[c.name]) == n]
    lh = max(int(px * 1.3), font(px).get_linesize())  # large text: rows as tall as its lines
    if n * lh + lh > r.h:  # twelve seats: smaller rows
        lh = max(14, r.h // (n + 1))
        px = int(lh / 1.3)
    name_w = r.w * (0.42 if len(cols) > 2 else 0.55)
    gap = max(4, px // 3)
    hpx = int(px * 0.85)  # the headings: one size, the setting's, each whole (the names give them room)
    heads = [font(hpx).size(c.label)[0] + gap for c in cols]
    name_w = max(r.w * 0.3, min(name_w, r.w - max(heads, default=0) * len(cols)))
    cw = (r.w - name_w) / max(1, len(cols))
    ink = 0  # the headings' lowest ink: the rows (squeezed for many seats) start below it
    for i, c in enumerate(cols):
        at = blit_text(surf, c.label, hpx, (r.x + name_w + cw * (i + 1), r.y), DIM, "topright")
        ink = max(ink, at.y - r.y + text(c.label, hpx, DIM).get_bounding_rect().bottom + 3)
    y = r.y + max(lh, ink)
    busy = scene.board.busy
    for seat in range(n):
        turn = not busy and scene.chair.to_move == seat
        if turn:
            panel(surf, pygame.Rect(r.x - 4, y - 2, r.w + 8, lh), (120, 96, 20, 150), radius=lh // 4)
        colour = ACCENT if turn else INK
        blit_text(surf, scene.name(seat), px, (r.x, y), colour, max_width=name_w - 6)
        for i, c in enumerate(cols):
            v = counters[c.name][seat]
            blit_text(surf, "-" if v is None else _num(v), px, (r.x + name_w + cw * (i + 1), y), colour, "topright")
        y += lh
    return y


def draw_bar(scene: DrawnTable, surf: pygame.Surface) -> None:
    lay = scene.board.layout
    bar = lay.bar
    px = _bar_px(scene)
    placed = _PLACED.get(id(scene))
    if scene.bar_buttons and placed is not None and placed[:2] != (status(scene)[0], tuple(bar)):
        if len(_PLACED) > 8:
            _PLACED.clear()
        _place_bar(scene, placed[2])  # the prompt's words changed since: its room again, the buttons beside it
    right = min((b.rect.x for b in scene.bar_buttons), default=bar.right) - px
    room = right - bar.x - px
    words, colour = status(scene)
    f = font(px, True)
    lines = len(wrap(words, px, room, bold=True))
    tall = lines * f.get_linesize() + 6 if lines * f.get_linesize() > bar.h - 2 else 0
    if tall > bar.h and lines * widgets.ink_height(f) > bar.h - 2:  # more lines than the bar holds even close
        bar = pygame.Rect(bar.x, bar.bottom - tall, bar.w, tall)  # together: the bar grows up over the felt for them
    panel(surf, bar, (14, 32, 24, 255), radius=min(bar.h, lay.bar.h) // 3, border=(90, 80, 50))  # opaque
    _prompt(surf, words, px, room, bar, colour)  # at its size, whole: the buttons beside it leave it room
    for b in scene.bar_buttons:
        focused = scene.input.kfocus == ("button", b.value)  # its white ring shows the focus; its gold face, the hint
        b.draw(surf, px, focused=focused)
        if b.on and not focused and scene.hints.shown is not None and b.value == ("act", scene.hints.shown):
            pygame.draw.rect(surf, HINT, b.rect.inflate(8, 8), 3, border_radius=max(4, b.rect.h // 4) + 4)


def _prompt(surf: pygame.Surface, words: str, px: int, room: int, bar: pygame.Rect,
            colour: tuple[int, int, int]) -> None:
    """The prompt's words in the bar, on as many lines as they take (the bar holds two where text is
    larger; the buttons beside it leave it the room for them): never smaller, never cut."""
    lines = wrap(words, px, room, bold=True)  # measured as drawn: bold
    lh = font(px, True).get_linesize()
    if len(lines) * lh > bar.h - 2:  # more lines than the bar holds: closer, as a button's label is
        lh = max(widgets.ink_height(font(px, True)), (bar.h - 2) // len(lines))
    y = bar.centery - lh * len(lines) // 2 - (font(px, True).get_linesize() - lh) // 2
    for line in lines:
        surf.blit(text(line, px, colour, True), (bar.x + px, y))
        y += lh


_PROMPTS: dict[tuple[int | str, ...], str] = {}


def _game_prompt(scene: DrawnTable) -> str:
    """The chair's prompt as things stand (asked once per change)."""
    key = (id(scene.chair), scene.version)
    if key not in _PROMPTS:
        _PROMPTS.clear()
        _PROMPTS[key] = scene.chair.prompt()
    return _PROMPTS[key]


def _over_words(scene: DrawnTable) -> str:
    """The game is over, and who won it (the deal's summary, up last, never said)."""
    key = (id(scene.chair), scene.version, "over")
    if key not in _PROMPTS:
        w = scene.chair.result().winners
        who = " and ".join(scene.name(s) for s in w)
        won = "" if not w else f": {who} {'win' if who == 'You' or len(w) > 1 else 'wins'}"
        _PROMPTS.clear()
        _PROMPTS[key] = f"The game is over{won}."
    return _PROMPTS[key]


def status(scene: DrawnTable) -> tuple[str, tuple[int, int, int]]:
    """The status line, always true: read from the state, the seats and the game's prompt each
    frame (never a line kept from an earlier moment): whose turn it is and what they must do."""
    ch = scene.chair
    if scene.said:
        return scene.said, GOLD
    if ch.over:
        return _over_words(scene), INK
    # the deal's summary is up (a scene that says it scores a deal of this table): the next deal's prompt waits
    up = [s for s in getattr(scene.app, "stack", []) if getattr(s, "scores_deal", False)
          and getattr(s, "table", None) is scene]
    if up:
        return f"{getattr(up[-1], 'deal_word', 'Deal')} {up[-1].deal} is scored.", INK  # "Hole 3" in Golf
    if scene.board.hold:
        return "The deal is scored.", INK
    progress = scene.replay_progress
    if progress is not None:
        playback = scene.playback  # the replay's controls (scenes/replay.py): the deal, the pace
        words = playback.words() if playback is not None else f"Replay: move {progress[0]} of {progress[1]}."
        return words, DIM
    seat = ch.to_move
    if seat is None or not 0 <= seat < scene.players:
        return "", INK
    name = scene.name(seat)
    if not ch.is_person(seat):
        return f"{name} is thinking...", DIM
    if seat in scene.phones.seats:
        return f"{name} plays on their phone...", DIM
    if scene.turns.covered:
        to = scene.turns.handing_to
        return f"Pass the screen to {scene.name(seat if to is None else to)}.", INK
    if seat != scene.screen_person:
        return f"Pass the screen to {name}.", INK
    if scene.my_turn and scene.input.gestures is not None:
        if scene.hints.shown is not None:
            enter = scene.input.kfocus in (None, ("button", ("hint",)), ("button", ("act", scene.hints.shown)))
            on = "Enter" if enter else "Enter on Hint"  # the focus elsewhere: Enter does what the focus shows
            return f"Hint: {scene.hints.hint_text(scene.hints.shown)} {on} makes this move.", HINT
        if scene.hints.thinking:
            return "Looking for a good move for you...", HINT
    asked = _game_prompt(scene)
    if asked[1:2].islower():
        asked = asked[:1].lower() + asked[1:]
    # the person at the screen is "You" on the plates, the scores and the log, in pass-and-play too (the
    # hand-over named them): the prompt calls them so, never by the name the others see (issue 51)
    return f"Your turn: {asked}", ACCENT if scene.my_turn else DIM



def draw_table(scene: DrawnTable, surf: pygame.Surface) -> None:
    """The whole table: the board with its marks, a card being dragged, the panel and the bar."""
    board = scene.board
    marks = Marks(names=scene.names, covered=scene.turns.covered)
    counters = board.shown.counters
    marks.dealer = counters.get("dealer") if isinstance(counters.get("dealer"), int) else None
    marks.to_move = None if board.busy else scene.chair.to_move
    marks.seat_notes = seat_notes(scene)
    pres, players = scene.game.words.presentation, scene.players
    marks.pile_text = lambda label, n: pile_text(pres, label, n, players)
    marks.words_later = True  # the table's word over the cards' tags, clear of them
    g = scene.input.gestures
    drag = scene.input.drag if scene.input.drag is not None and scene.input.drag.moved else None
    if scene.my_turn and g is not None:
        marks.playable = g.playable
        hands = {z for z, sp in board.shown.specs.items() if sp.kind == "hand" and sp.owner == scene.screen_person}
        marks.dim = any(board.shown.where[c] in hands for c in marks.playable)
        marks.selected = scene.input.selected | g.preview(scene.input.selected)  # a scoop lights the cards it takes
        picked = scene.input.selected
        lifted = (picked if drag.card in picked else {drag.card}) if drag else picked
        marks.zones = g.targets(lifted)
        marks.focus = scene.input.kfocus
        marks.slots = set(g.slots)
        hint = scene.hints.shown
        if hint is not None:
            marks.hint_cards = set(hint.cards)
            at = g.slot_card.get(hint)
            if at is not None:
                marks.hint_cards = {at}  # a place named by zone and number: its card
            elif hint.zone is not None and (not hint.cards or set(hint.cards) <= scene.input.selected):
                marks.hint_zones = {hint.zone}
    view = scene.view
    lifted_sprite = board.sprites.pop(drag.card, None) if drag else None  # the card itself is lifted: not at its place
    try:
        view.draw(surf, marks)
    finally:
        if lifted_sprite is not None and drag is not None:
            board.sprites[drag.card] = lifted_sprite
    scene.view.draw_toast(surf, card_words(scene, surf))
    if lifted_sprite is not None and drag is not None:
        s = lifted_sprite
        art = scene.app.art
        img = (art.face(s.card, int(s.w), view.four_colour, view.high_contrast) if board.face_up(s.card)
               else art.back(int(s.w), view.back))
        surf.blit(img, img.get_rect(center=drag.pos))
    draw_panel(scene, surf)
    draw_bar(scene, surf)
