"""The table's side panel (scores, bids and tricks, trumps, pot, deal) and its prompt bar."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...engine import cards as C
from ..art import suit_shape
from ..art_shapes import suit_colour
from ..table_view import HINT
from ..widgets import ACCENT, DIM, GOLD, INK, Button, blit_text, fit_text, font, panel, wrap

if TYPE_CHECKING:
    from .table import TableScene

# Per-seat numbers shown as columns, in this order, with their headings.
COLUMNS = {"score": "Score", "bid": "Bid", "tricks": "Tricks", "chips": "Chips", "cards": "Cards"}
SEAT_COUNTERS = ("dealer", "first", "challenger", "leader", "caller", "bidder")  # numbers that name a seat
SCALARS = {"deal": "Deal", "hand_size": "Cards each", "pot": "Pot", "target": "Target"}


def panel_buttons(scene: TableScene) -> list[Button]:
    """The side panel's buttons: the practice aids when they are offered, then Rules and Menu."""
    out = []
    if scene.aids:
        out.append(Button("Hint", ("hint",), enabled=scene.my_turn and not scene.hinter.thinking))
        out.append(Button("Undo", ("undo",), enabled=scene.can_undo()))
    if not scene.fast and scene.session.persons or scene.replaying:
        if hasattr(scene.state, "last_trick"):
            out.append(Button("Last trick", ("trick",), enabled=scene.last_trick() is not None))
        if hasattr(scene.state, "sheet"):
            out.append(Button("Score sheet", ("sheet",), enabled=scene.has_sheet()))
    return out + [Button("Rules", ("rules",)), Button("Menu", ("menu",))]


def panel_rows(scene: TableScene) -> int:
    return (len([b for b in scene.buttons if b not in scene.bar_buttons]) + 1) // 2


def place_buttons(scene: TableScene) -> None:
    lay = scene.board.layout
    u = lay.unit
    h = int(max(34, 44 * u))
    p = lay.panel
    m = int(12 * u)
    extra = [b for b in scene.buttons if b not in scene.bar_buttons]
    w = (p.w - 3 * m) // 2
    rows = (len(extra) + 1) // 2
    for i, b in enumerate(extra):
        row = i // 2
        b.rect = pygame.Rect(p.x + m + (i % 2) * (w + m), p.bottom - (rows - row) * (h + m), w, h)
    _place_bar(scene, h)


def _place_bar(scene: TableScene, h: int) -> None:
    bar = scene.board.layout.bar
    bs = scene.bar_buttons
    if not bs:
        return
    px = _bar_px(scene)
    gap = max(4, h // 6)
    f = font(px, True)
    widths = [max(h, f.size(b.label)[0] + h // 2) for b in bs]
    total = sum(widths) + gap * (len(bs) - 1)
    room = int(bar.w * 0.66)
    if total > room:  # squeeze: number rows can be long
        k = room / total
        widths = [max(int(h * 0.8), int(w * k)) for w in widths]
        total = sum(widths) + gap * (len(bs) - 1)
    x = bar.right - total
    bh = min(h, bar.h - 8)
    for b, w in zip(bs, widths):
        b.rect = pygame.Rect(x, bar.centery - bh // 2, w, bh)
        x += w + gap


def _bar_px(scene: TableScene) -> int:
    return int(max(16, 22 * scene.board.layout.unit))


def seat_notes(scene: TableScene) -> dict[int, str]:
    counters = scene.board.shown.counters
    out: dict[int, str] = {}
    for seat in range(len(scene.session.seats)):
        bits = []
        for name in ("bid", "tricks", "chips", "score"):
            v = counters.get(name)
            if isinstance(v, list) and seat < len(v) and v[seat] is not None:
                word = {"score": "", "bid": "bid ", "tricks": "won ", "chips": "chips "}[name]
                bits.append(f"{word}{_num(v[seat])}" + (" pts" if name == "score" else ""))
        out[seat] = "  ".join(bits)
    return out


def _num(v: Any) -> str:
    if isinstance(v, float):
        return f"{v:g}"
    return str(v)


def draw_panel(scene: TableScene, surf: pygame.Surface) -> None:
    lay = scene.board.layout
    u = lay.unit
    p = lay.panel
    surf.fill((10, 34, 22), p)
    pygame.draw.line(surf, (200, 170, 90), p.topleft, p.bottomleft, max(1, int(2 * u)))
    m = int(14 * u)
    px = int(max(15, 20 * u))
    x, y = p.x + m, p.y + m
    w = p.w - 2 * m
    r = blit_text(surf, scene.game.name, int(px * 1.35), (x, y), (250, 236, 190), bold=True, max_width=w)
    y = r.bottom + int(8 * u)
    counters = scene.board.shown.counters
    lines: list[tuple[str, Any]] = []
    for key, label in SCALARS.items():
        v = counters.get(key)
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            lines.append((label, _num(v)))
    for key in SEAT_COUNTERS:
        if isinstance(counters.get(key), int) and not isinstance(counters.get(key), bool):
            lines.append((key.capitalize(), scene.name(counters[key])))
    if "trumps" in counters:
        lines.append(("Trumps", counters["trumps"]))
    for key, v in counters.items():
        if key in SCALARS or key in SEAT_COUNTERS or key == "trumps" or key in COLUMNS:
            continue
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            lines.append((key.replace("_", " ").capitalize(), _num(v)))
    lh = int(px * 1.25)
    for label, v in lines:
        blit_text(surf, label, px, (x, y), DIM)
        vx = x + int(w * 0.5)
        if label == "Trumps":
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
    rows = panel_rows(scene)
    _scores(scene, surf, pygame.Rect(x, y, w, p.bottom - y - rows * int(max(34, 44 * u) + 12 * u) - int(14 * u)), px)
    for b in scene.buttons:
        if b not in scene.bar_buttons:
            b.draw(surf, px, focused=scene.kfocus == ("button", b.value))


def _scores(scene: TableScene, surf: pygame.Surface, r: pygame.Rect, px: int) -> None:
    counters = scene.board.shown.counters
    n = len(scene.session.seats)
    cols = [k for k in COLUMNS if isinstance(counters.get(k), list) and len(counters[k]) == n]
    lh = int(px * 1.3)
    if n * lh + lh > r.h:  # twelve seats: smaller rows
        lh = max(14, r.h // (n + 1))
        px = int(lh / 1.3)
    name_w = r.w * (0.42 if len(cols) > 2 else 0.55)
    cw = (r.w - name_w) / max(1, len(cols))
    for i, k in enumerate(cols):
        blit_text(surf, COLUMNS[k], int(px * 0.85), (r.x + name_w + cw * (i + 1), r.y), DIM, "topright")
    y = r.y + lh
    busy = scene.board.busy
    for seat in range(n):
        turn = not busy and scene.state.to_move == seat
        if turn:
            panel(surf, pygame.Rect(r.x - 4, y - 2, r.w + 8, lh), (120, 96, 20, 150), radius=lh // 4)
        colour = ACCENT if turn else INK
        blit_text(surf, scene.name(seat), px, (r.x, y), colour, max_width=name_w - 6)
        for i, k in enumerate(cols):
            v = counters[k][seat]
            blit_text(surf, "-" if v is None else _num(v), px, (r.x + name_w + cw * (i + 1), y), colour, "topright")
        y += lh


def draw_bar(scene: TableScene, surf: pygame.Surface) -> None:
    lay = scene.board.layout
    bar = lay.bar
    px = _bar_px(scene)
    panel(surf, bar, (0, 0, 0, 140), radius=bar.h // 3)
    right = min((b.rect.x for b in scene.bar_buttons), default=bar.right) - px
    room = right - bar.x - px
    text, colour = _prompt(scene)
    lines = wrap(text, px, room)
    if len(lines) > 2:
        px = int(px * 0.85)
        lines = wrap(text, px, room)
    lines = lines[:2]
    lh = font(px).get_linesize()
    y = bar.centery - lh * len(lines) // 2
    for line in lines:
        surf.blit(fit_text(line, px, room, colour, bold=True), (bar.x + px, y))
        y += lh
    for b in scene.bar_buttons:
        b.draw(surf, px, focused=scene.kfocus == ("button", b.value))
        if b.on and scene.hint is not None and b.value == ("act", scene.hint):
            pygame.draw.rect(surf, HINT, b.rect.inflate(8, 8), 3, border_radius=max(4, b.rect.h // 4) + 4)


def _prompt(scene: TableScene) -> tuple[str, tuple[int, int, int]]:
    st = scene.state
    if scene.why and scene.why_left > 0:
        return scene.why, GOLD
    if st.over and not scene.board.busy:
        return "The game is over.", INK
    if scene.covered and scene.handing_to is not None:
        return f"Pass the screen to {scene.name(scene.handing_to)}.", INK
    if scene.replaying:
        done = len(scene.session.actions)
        total = len(getattr(next(iter(scene.computers.values()), None), "actions", ())) or done
        return f"Replay: move {done} of {total}.", DIM
    if scene.board.busy:
        return scene.prompt or "", DIM
    seat = st.to_move
    if seat is not None and seat == scene.screen_person and scene.gestures is not None:
        if scene.hint_asked == scene.version:
            if scene.hint is not None:
                return "Hint: " + scene.hint_text(scene.hint), HINT
            if scene.hinter.thinking:
                return "Looking for a good move for you...", HINT
        who = "" if len(scene.session.persons) <= 1 else f"{scene.name(seat)}: "
        return who + scene.prompt, ACCENT
    if seat is not None and not scene.session.seats[seat].is_person:
        return f"{scene.name(seat)} is thinking...", DIM
    return "", INK


def focus_items(scene: TableScene) -> list[tuple]:
    """What Tab and the arrows move between: buttons, playable cards, piles that can be clicked."""
    items: list[tuple] = [("button", b.value) for b in scene.bar_buttons if b.enabled]
    if scene.my_turn and scene.gestures is not None:
        g = scene.gestures
        cards = list(dict.fromkeys(c for c, _ in scene.view.hits if c in g.playable))
        items += [("card", c) for c in cards]
        items += [("zone", z) for z in sorted(g.targets(scene.selected))]
    items += [("button", b.value) for b in scene.buttons if b not in scene.bar_buttons]
    return items


def keyboard(scene: TableScene, e: pygame.event.Event) -> None:
    k = e.key
    items = focus_items(scene)
    if k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_UP, pygame.K_DOWN) and items:
        back = k in (pygame.K_LEFT, pygame.K_UP) or (k == pygame.K_TAB and e.mod & pygame.KMOD_SHIFT)
        if scene.kfocus in items:
            i = items.index(scene.kfocus)
            scene.kfocus = items[(i + (-1 if back else 1)) % len(items)]
        else:
            scene.kfocus = items[-1 if back else 0]
    elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and scene.kfocus in items:
        kind, val = scene.kfocus
        if kind == "button":
            scene.press(val)
        elif kind == "card":
            scene._click_card(val)
        elif kind == "zone":
            scene._click_zone(val)
        if scene.kfocus not in focus_items(scene):
            scene.kfocus = None
