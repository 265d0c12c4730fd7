#!/usr/bin/env python3
"""Memory soak (issue 50): hours of play in one process, and the peak memory it takes.

Random input events with a fixed seed are thrown at the app under the dummy SDL drivers: clicks (on
the top screen's buttons, on cards and anywhere), keys, typed text, the mouse wheel and window resizes.
Games are started through the menus (New game, a game, Start: by the random clicks, and by those clicks
in a row after each return to the main menu) and played by the clicks, the computers and the keys;
every ``--menu-every`` events the player goes back to the main menu the way a person does (Esc, then
"Main menu" in the paused menu), so a run holds many games and many screens.

Prints the resident memory (RSS) at checkpoints and the peak (the kernel's high-water mark, VmHWM),
with the counts of events, returns to the main menu, resizes and tables opened; exits 1 if the peak is
above ``--limit`` MB or a scene failed. ``--grow`` also prints, at each checkpoint, the kinds of Python
objects whose count grew most since the last one and the lines that allocated most memory since
(tracemalloc): what to look at when the memory grows.

Usage: python3 scripts/soak_memory.py [--events 20000] [--seed 1] [--every 2000] [--menu-every 380]
       [--resize-every 140] [--limit 400] [--grow]
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

SIZES = ((1024, 600), (3600, 2086))  # the smallest and largest windows a resize picks between
TEXTS = ("a", "Zoë", "\x00", "\n", "x" * 40, "\u202e", " ", "7")


def rss_mb() -> tuple[float, float]:
    """(resident now, resident peak) of this process, in MB (Linux's /proc; elsewhere the peak twice)."""
    try:
        with open("/proc/self/status") as f:
            fields = dict(ln.split(":", 1) for ln in f if ":" in ln)
        return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024
    except (OSError, KeyError, ValueError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        return peak, peak


class Monkey:
    """The app and the random player at it; counts what was done."""

    def __init__(self, seed: int, menu_every: int, resize_every: int) -> None:
        from cardtable.files.storage import Storage
        from cardtable.ui.app import App
        from cardtable.ui.settings import Settings

        self.rng = random.Random(seed)
        self.folder = Path(tempfile.mkdtemp(prefix="soak-memory-"))
        self.app = App((1280, 720), Settings(animation="instant", pace="instant", sound=False),
                       storage=Storage(self.folder))
        self.app.start_menu()
        self.menu_every, self.resize_every = menu_every, resize_every
        self.counts: Counter[str] = Counter()
        self._tables: set[int] = set()
        self._was_main = True
        self._at_table = False  # a table was in the stack at the last frame

    # -- what a player does ---------------------------------------------------------------------
    def _targets(self) -> list[tuple[int, int]]:
        """The centres of the top screen's live buttons, and the cards on a table's screen."""
        top = self.app.top
        out = [b.rect.center for b in getattr(top, "buttons", []) if b.enabled and b.rect.w]
        view = getattr(top, "view", None)
        board = getattr(top, "board", None)
        if view is not None and board is not None:
            for c in list(getattr(board, "sprites", {}))[:60]:
                r = view.card_rect(c)
                if r is not None:
                    out.append(r.center)
        return out

    def _random_events(self) -> list[pygame.event.Event]:
        rng, (w, h) = self.rng, self.app.size
        r = rng.random()
        if r < 0.55:
            targets = self._targets()
            pos = rng.choice(targets) if targets and rng.random() < 0.8 else (rng.randrange(w), rng.randrange(h))
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
        if r < 0.8:
            k = rng.choice((pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT,
                            pygame.K_UP, pygame.K_DOWN, pygame.K_h, pygame.K_u, pygame.K_t, pygame.K_s,
                            pygame.K_l, pygame.K_r, pygame.K_1, pygame.K_2, pygame.K_BACKSPACE, pygame.K_ESCAPE))
            return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]
        if r < 0.86:
            return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXTS))]
        if r < 0.89:
            return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)]
        return []  # time passes: the computers play, cards fly

    def _resize(self) -> list[pygame.event.Event]:
        (w0, h0), (w1, h1) = SIZES
        size = (self.rng.randint(w0, w1), self.rng.randint(h0, h1))
        self.app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.counts["resizes"] += 1
        return [pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)]

    def _frame(self, events: list[pygame.event.Event]) -> None:
        app = self.app
        app.running = True  # a random click on Quit ends nothing here
        app.frame(events, 1 / 30)
        if not app.stack:
            app.start_menu()
        self.counts["frames"] += 1
        self._note()

    def _note(self) -> None:
        """Count the tables opened and the returns to the main menu."""
        from cardtable.ui.scenes.menu import Menu

        stack = self.app.stack
        for s in stack:
            if type(s).__name__ == "TableScene" and id(s) not in self._tables:
                self._tables.add(id(s))
                self.counts["tables"] += 1
        main = len(stack) == 1 and isinstance(stack[0], Menu) and not stack[0].paused
        if main and not self._was_main:
            self.counts["menu returns"] += 1
            self.counts["from a table"] += self._at_table
        self._was_main = main
        self._at_table = any(type(s).__name__ == "TableScene" for s in stack)
        self._tables &= {id(s) for s in stack} | ({id(self.app.session_scene)} if self.app.session_scene else set())

    def to_main_menu(self) -> None:
        """Back to the main menu as a person goes: Esc until the paused menu (or the main menu) shows,
        then its "Main menu"; a message or a screen that keeps Esc for itself is left by its buttons."""
        from cardtable.ui.scenes.menu import Menu

        esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        for _ in range(12):
            top = self.app.top
            if isinstance(top, Menu) and not top.paused and len(self.app.stack) == 1:
                return
            main = next((b for b in getattr(top, "buttons", []) if b.value in ("main", ("main",), "menu", ("menu",))
                         and b.enabled and b.rect.w), None)
            if main is not None:
                pos = main.rect.center
                self._frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
            else:
                self._frame([esc])
            self.counts["events"] += 1
        if not (isinstance(self.app.top, Menu) and len(self.app.stack) == 1):
            self.app.reset("menu")  # no way back found by keys: the menu as "Main menu" makes it
            self.counts["menu returns forced"] += 1
            self._frame([])

    def _press(self, wanted: object) -> bool:
        """Click the top screen's live button whose value is ``wanted`` (a callable: the first it accepts)."""
        for b in getattr(self.app.top, "buttons", []):
            if b.enabled and b.rect.w and (wanted(b.value) if callable(wanted) else b.value == wanted):
                pos = b.rect.center
                self._frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
                self.counts["events"] += 1
                return True
        return False

    def new_game(self) -> None:
        """From the main menu, a new game as a person starts one: New game, a game picked at random, Start
        (its set-up as the clicks left it). Nothing when the main menu is not showing."""
        from cardtable.ui.scenes.menu import Menu

        top = self.app.top
        if not (isinstance(top, Menu) and not top.paused and len(self.app.stack) == 1) or not self._press("new"):
            return
        games = [b.value for b in getattr(self.app.top, "buttons", [])
                 if b.enabled and isinstance(b.value, tuple) and b.value[:1] == ("game",)]
        if games and self._press(self.rng.choice(games)) and self._press(("start",)):
            self._press("ok")  # "Start a new game?" over a game left unfinished: yes

    def step(self, i: int) -> None:
        if i and i % self.menu_every == 0:
            self.to_main_menu()
            self.new_game()
            return
        events = self._resize() if i % self.resize_every == self.resize_every // 2 else self._random_events()
        self.counts["events"] += 1
        self._frame(events)

    def close(self) -> None:
        self.app.close()
        if "cardtable.ai.service" in sys.modules:
            sys.modules["cardtable.ai.service"].shutdown()
        pygame.quit()
        shutil.rmtree(self.folder, ignore_errors=True)


class Growth:
    """What grew between checkpoints: object counts by type (gc) and allocations by line (tracemalloc)."""

    def __init__(self) -> None:
        import tracemalloc

        tracemalloc.start(8)
        self.tm = tracemalloc
        self.types = self._types()
        self.snap = tracemalloc.take_snapshot()

    @staticmethod
    def _types() -> Counter[str]:
        gc.collect()
        return Counter(type(o).__qualname__ for o in gc.get_objects())

    def report(self) -> None:
        types, snap = self._types(), self.tm.take_snapshot()
        grown = [(n - self.types.get(k, 0), k) for k, n in types.items() if n > self.types.get(k, 0)]
        print("    objects grown:", ", ".join(f"{k} +{d}" for d, k in sorted(grown, reverse=True)[:12]))
        for stat in snap.compare_to(self.snap, "traceback")[:6]:
            frames = [f"{Path(f.filename).name}:{f.lineno}" for f in stat.traceback[:4]]
            print(f"    {stat.size_diff / 1e6:+.1f} MB ({stat.count_diff:+d}) {' < '.join(frames)}")
        self.types, self.snap = types, snap


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--events", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--every", type=int, default=2_000, help="a checkpoint every so many events")
    ap.add_argument("--menu-every", type=int, default=380, help="back to the main menu every so many events")
    ap.add_argument("--resize-every", type=int, default=140, help="a window resize every so many events")
    ap.add_argument("--limit", type=float, default=400.0, help="the highest peak allowed, MB")
    ap.add_argument("--grow", action="store_true", help="print what grew at each checkpoint (slow)")
    ap.add_argument("--jumps", type=float, default=0.0,
                    help="print each frame at which RSS rose by more than so many MB (the screens, the size)")
    args = ap.parse_args()

    monkey = Monkey(args.seed, args.menu_every, args.resize_every)
    growth = Growth() if args.grow else None
    start = time.perf_counter()
    print(f"seed {args.seed}: {args.events} events, the main menu every {args.menu_every}, "
          f"a resize every {args.resize_every}", flush=True)
    failed = False
    try:
        for i in range(args.events):
            before = rss_mb()[0] if args.jumps else 0.0
            monkey.step(i)
            if args.jumps and rss_mb()[0] - before > args.jumps:
                names = " > ".join(type(s).__name__ for s in monkey.app.stack)
                print(f"  event {i + 1}: RSS {before:.0f} -> {rss_mb()[0]:.0f} MB at {monkey.app.size}: {names}")
            if (i + 1) % args.every == 0 or i + 1 == args.events:
                now, peak = rss_mb()
                c = monkey.counts
                print(f"event {i + 1:>6}: RSS {now:6.0f} MB, peak {peak:6.0f} MB; frames {c['frames']}, "
                      f"menu returns {c['menu returns']} ({c['from a table']} from a table), resizes {c['resizes']}, "
                      f"tables {c['tables']}, "
                      f"{time.perf_counter() - start:.0f} s", flush=True)
                if growth is not None:
                    growth.report()
        now, peak = rss_mb()
        c, errors = monkey.counts, monkey.app.errors
        print(f"done: {c['events']} events ({c['frames']} frames), {c['menu returns']} returns to the main menu"
              f" ({c['from a table']} from a table, {c['menu returns forced']} forced), {c['resizes']} resizes, "
              f"{c['tables']} tables opened; "
              f"peak RSS {peak:.0f} MB (limit {args.limit:.0f}), at the end {now:.0f} MB; "
              f"{len(errors)} scene failures; {time.perf_counter() - start:.0f} s", flush=True)
        for e in errors[:5]:
            print("  scene failure:", e.strip().splitlines()[-1])
        failed = peak > args.limit or bool(errors)
    finally:
        monkey.close()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
