#!/usr/bin/env python3
"""Write PNGs of every scene of every game at 1024x600 and 1920x1080 (or the sizes asked for), to look at.

Usage: python3 scripts/screenshots.py [--sizes WxH,WxH] [folder]   (default /tmp/cardtable-shots;
       sizes 1024x600,1920x1080 unless given)
       python3 scripts/screenshots.py --strips [folder] [game ...]   (default /tmp/strips)

``--strips``: one whole deal of each game played at the normal speed, a person against
computers, at 1280x720 and 1024x600; each strip (``<game>_<size>.png``) is a montage of
its moments: the deal on screen, the person's turn, a computer's card in flight, a trick or
a meld, a word on the table, the deal's end and its summary.

Also every game at its most players in the smallest window (1024x600), and
Skull & Roses' blind pick (the skull's owner takes a card from the
challenger's hand, unseen).
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "ui"))

import time

import pygame
from driver import SHORT, frame, gesture, table
from driver import make_app as _make_app

from cardtable.games import MODULES, get_game
from cardtable.host.session import Seat, Session
from cardtable.ui.scenes.choose import Choose
from cardtable.ui.scenes.gameover import GameOver
from cardtable.ui.scenes.handover import HandOver
from cardtable.ui.scenes.menu import Menu
from cardtable.ui.scenes.rules import Rules
from cardtable.ui.scenes.settings_scene import SettingsScene
from cardtable.ui.scenes.setup import Setup
from cardtable.ui.scenes.summary import DealSummary
from cardtable.ui.scenes.table import TableScene

SIZES = [(1024, 600), (1920, 1080)]
PLAYERS = {"skull": 12, "oh-heck": 7, "rummy": 4, "man-from-uncle": 5, "show": 5, "golf": 4}


def make_app(size: tuple[int, int], **kw):
    """An app drawing at ``size`` itself: the dummy video driver's desktop is 1024x768, and a window
    asked larger is made to fit it (so a "1920x1080" shot was 1024x768); the screen is swapped for a
    surface of the size asked, as a real window of that size would be."""
    app = _make_app(size, **kw)
    if app.size != size:
        app.screen = pygame.Surface(size)
        app._resized()
    return app


def save(app, out: Path, name: str) -> None:
    app.dirty = True
    frame(app)
    pygame.image.save(app.screen, str(out / f"{name}.png"))


NAMES = ["Alice", "Bob", "Cleo", "Dev", "Edna", "Finn", "Gus", "Hana", "Ivo", "Juno", "Kit", "Lou"]


def played_to_the_end(app, gid: str, n: int, seed: int = 5, budget: float = 30.0) -> TableScene | None:
    """A whole game played by random computers at top speed (the full game if it ends within the
    budget, else the short one), its table left at the end, as a person would see it at game over."""
    game = get_game(gid)
    for options in ({}, SHORT.get(gid, {})):
        session = Session(game, [Seat(NAMES[i], "random") for i in range(n)], seed, dict(options))
        scene = TableScene(app, session, fast=True)
        app.reset(scene)
        start = time.perf_counter()
        while not scene.turns.finished and time.perf_counter() - start < budget:
            frame(app)
        if scene.turns.finished:
            scene.fast = False
            scene.board.fly = 0.0
            return scene
    return None


def shots(out: Path) -> list[str]:
    out.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        tag = f"{size[0]}x{size[1]}"
        app = make_app(size)
        app.reset(Menu(app))
        save(app, out, f"menu_{tag}")
        app.push(Choose(app))
        save(app, out, f"choose_{tag}")
        app.reset(SettingsScene(app))
        save(app, out, f"settings_{tag}")
        for gid in MODULES:
            try:
                game = get_game(gid)
            except ImportError:
                print(f"{gid}: not written yet", file=sys.stderr)
                continue
            app.reset(Setup(app, game))
            save(app, out, f"{gid}_setup_{tag}")
            app.reset(Rules(app, game))
            save(app, out, f"{gid}_rules_{tag}")
            n = PLAYERS.get(gid, min(game.info.players[-1], 4))
            scene = table(app, gid, ["person"] + ["random"] * (n - 1), seed=21)
            rng = random.Random(1)
            # play a few turns so the table has something on it
            turns, summary, over = 0, False, False
            for _ in range(20000):
                frame(app)
                top = app.top
                if isinstance(top, DealSummary):
                    if not summary:
                        save(app, out, f"{gid}_summary_{tag}")
                        summary = True
                    top.press("go")
                elif isinstance(top, GameOver):
                    over = True
                    break
                elif top is scene and scene.my_turn and scene.input.gestures:
                    turns += 1
                    if turns == 6:
                        save(app, out, f"{gid}_table_{tag}")
                        scene.turns.covered = True  # as the table does before it asks for the next person
                        app.push(HandOver(app, scene, 1))
                        save(app, out, f"{gid}_handover_{tag}")
                        app.pop()
                        scene.turns.covered = False
                        scene.input.gestures = None  # the table rebuilds the turn's gestures and buttons
                        frame(app)
                    gesture(app, scene, rng.choice(scene.input.gestures.legal))
            if not over:
                print(f"{gid}: the person's game did not end within the frame budget", file=sys.stderr)
            # the game-over shot: a game really played to its end, with its real scores and chart
            done = played_to_the_end(app, gid, n)
            if done is None:
                print(f"{gid}: no game over: the computers did not finish a game in time", file=sys.stderr)
            else:
                for _ in range(3):
                    frame(app)
                if not isinstance(app.top, GameOver):
                    app.push(GameOver(app, done))
                save(app, out, f"{gid}_gameover_{tag}")
        pygame.quit()
    return sorted(p.name for p in out.glob("*.png"))


SMALLEST = (1024, 600)


def until(app, scene: TableScene, want, rng: random.Random, limit: int = 20000) -> bool:
    """Play on (the person at random, through gestures) until ``want(scene)`` holds at the person's turn."""
    for _ in range(limit):
        frame(app)
        top = app.top
        if isinstance(top, DealSummary):
            top.press("go")
        elif isinstance(top, GameOver):
            return False
        elif top is scene and scene.my_turn and scene.input.gestures:
            if want(scene):
                return True
            gesture(app, scene, rng.choice(scene.input.gestures.legal))
    return False


def extremes(out: Path) -> list[str]:
    """Each game at its most players in the smallest window, and Skull & Roses' blind pick."""
    app = make_app(SMALLEST)
    for gid in MODULES:
        game = get_game(gid)
        n = game.info.players[-1]
        scene = table(app, gid, ["person"] + ["random"] * (n - 1), seed=21)
        rng = random.Random(2)
        turns = [0]

        def third(scene, turns=turns):
            turns[0] += 1
            return turns[0] >= 3
        if until(app, scene, third, rng):
            save(app, out, f"{gid}_{n}p_{SMALLEST[0]}x{SMALLEST[1]}")
    for size in (SMALLEST, (1280, 720)):
        app = make_app(size)
        for seed in range(1, 40):
            scene = table(app, "skull", ["person"] + ["random"] * 5, seed=seed)
            if until(app, scene, lambda sc: any(a.kind == "take_card" for a in sc.input.gestures.legal),
                     random.Random(seed), 3000):
                save(app, out, f"skull_blind_pick_{size[0]}x{size[1]}")
                break
    pygame.quit()
    return sorted(p.name for p in out.glob("*.png"))


STRIP_SIZES = [(1280, 720), SMALLEST]


def _grab(app, moments: list, label: str) -> None:
    app.dirty = True
    frame(app, dt=0.0)
    moments.append((label, app.screen.copy()))


def _trick_or_meld(scene: TableScene, seen: set) -> str | None:
    """A trick complete on the table, or a meld just laid (each kind once or twice a strip)."""
    t = scene.board.shown
    for z, spec in t.specs.items():
        if spec.kind == "trick" and t.zones[z] and len(scene.board.played_by) >= len(scene.chair._host.seats):
            key = ("trick", tuple(t.zones[z]))
            if key not in seen and sum(1 for k in seen if k[0] == "trick") < 2:
                seen.add(key)
                return "a trick, each card in front of its player"
        if spec.kind == "meld" and t.zones[z] and ("meld", z) not in seen and len(seen) < 4:
            seen.add(("meld", z))
            return f"a meld ({z}, seat {spec.owner})"
    return None


def strip(gid: str, size: tuple[int, int], out: Path, seed: int = 21) -> Path | None:
    """One whole deal of ``gid`` at ``size``, as a montage of its moments."""
    app = make_app(size, animation="normal")
    app.settings.pace = "fast"
    game = get_game(gid)
    n = PLAYERS.get(gid, min(game.info.players[-1], 4))
    n = min(n, 5) if size == SMALLEST else n
    scene = table(app, gid, ["person"] + ["random"] * (n - 1), seed=seed)
    scene.apply_settings()
    rng = random.Random(seed)
    moments: list = []
    dealt = scene.board.queue and len(scene.board.queue) // 2
    flights = words = 0
    seen: set = set()
    last_toast = None
    for i in range(60000):
        board = scene.board
        if dealt and len(board.queue) <= dealt and not any(lbl.startswith("the deal") for lbl, _ in moments):
            _grab(app, moments, "the deal, dealt on screen")
        top = app.top
        if isinstance(top, DealSummary):
            _grab(app, moments, "the deal's summary (after the last card landed)")
            break
        if isinstance(top, GameOver):
            _grab(app, moments, "the game's end")
            break
        if top is scene and scene.my_turn and scene.input.gestures:
            if not any(lbl.startswith("your turn") for lbl, _ in moments):
                _grab(app, moments, f"your turn: {scene.input.prompt}")
            frame(app)
            if scene.my_turn and scene.input.gestures:
                gesture(app, scene, rng.choice(scene.input.gestures.legal))
            continue
        acts = scene.chair._host.actions  # the truth behind the chairs: a script may read it
        flying = [s for s in board.sprites.values() if s.z]
        if (flying and acts and acts[-1].seat != 0 and flights < 2 and board.tweens
                and any(0.5 < _progress(board, s) < 0.85 for s in flying)):
            flights += 1
            _grab(app, moments, f"{scene.name(acts[-1].seat)}'s move: a card in flight")
        what = _trick_or_meld(scene, seen)
        if what and not board.tweens:
            _grab(app, moments, what)
        if board.toast and board.toast[0] != last_toast and words < 2 and i > 30:
            last_toast = board.toast[0]
            words += 1
            _grab(app, moments, f"a word on the table: {last_toast}")
        frame(app)
    pygame.quit()
    if not moments:
        return None
    return _montage(moments, size, out / f"{gid}_{size[0]}x{size[1]}.png")


def _progress(board, s) -> float:
    """How far a flying sprite is along its way (0 at the start, 1 landed), roughly."""
    tw = board.tweens._by_obj.get(id(s))
    if tw is None or not tw.duration:
        return 1.0
    return max(0.0, tw.elapsed) / tw.duration


def _montage(moments: list, size: tuple[int, int], path: Path) -> Path:
    cols = 3
    w, h = size[0] // 2, size[1] // 2
    cap = 22
    rows = (len(moments) + cols - 1) // cols
    if not pygame.get_init():
        pygame.init()
    if not pygame.display.get_init() or pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    sheet = pygame.Surface((cols * (w + 6) + 6, rows * (h + cap + 6) + 6))
    sheet.fill((30, 30, 30))
    font = pygame.font.Font(None, 22)
    for k, (label, shot) in enumerate(moments):
        x, y = 6 + (k % cols) * (w + 6), 6 + (k // cols) * (h + cap + 6)
        sheet.blit(font.render(f"{k + 1}. {label}"[:90], True, (240, 230, 200)), (x, y + 3))
        sheet.blit(pygame.transform.smoothscale(shot, (w, h)), (x, y + cap))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(path))
    return path


def strips(out: Path, games: list[str]) -> list[Path]:
    made = []
    for gid in games or list(MODULES):
        for size in STRIP_SIZES:
            p = strip(gid, size, out)
            print(p if p else f"{gid} {size}: nothing to show", flush=True)
            if p:
                made.append(p)
    return made


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--strips":
        strips(Path(sys.argv[2] if len(sys.argv) > 2 else "/tmp/strips"), sys.argv[3:])
        sys.exit(0)
    args = sys.argv[1:]
    if args[:1] == ["--sizes"]:
        SIZES[:] = [tuple(int(v) for v in wh.split("x")) for wh in args[1].split(",")]
        args = args[2:]
    folder = Path(args[0] if args else "/tmp/cardtable-shots")
    shots(folder)
    names = extremes(folder)
    print(f"{len(names)} screenshots in {folder}")
