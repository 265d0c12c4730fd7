"""The phone page at phone widths, in a real browser (Debian's Chromium driven by Playwright): for every
game, the states a seat is sent over two deals (its turns, the others', each deal's summary), fed one by
one to the page at 360x640 and 430x932. Measured in the browser, as drawn:

- no word broken across lines: every word of every text shown, by its Range rects (a line may part only
  between words, or after a hyphen or a slash);
- on the seat's turn, the turn banner and every move's choice in one view: each move offered, inside the
  window and under the bar, by its button or by a card button showing one of its cards.

The states come from a real room (``phone_states.capture``); the page only renders what they hold. Required
where ``CARDTABLE_BROWSER=required``, as ``test_phone_browser.py``; screenshots go to tests/artifacts/phone/."""

from __future__ import annotations

from pathlib import Path

import pytest
from chromium import ARGS, CHROMIUM, sync_playwright  # noqa: E402  (skips the module where no browser is)
from phone_states import GAMES, PhoneStub, capture  # noqa: E402

from cardtable.games import get_game  # noqa: E402
from cardtable.room.web import PAGE_DIR  # noqa: E402

MEASURE = Path(__file__).resolve().parent / "phone_measure.js"
SHOTS = Path(__file__).resolve().parent / "artifacts" / "phone"
SIZES = ((360, 640), (430, 932))
SEED = 5


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, timeout=30_000)
        try:
            yield b
        finally:
            b.close()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_word_whole_and_the_turn_in_one_view(browser, game: str) -> None:
    every = capture(game, GAMES[game], SEED, max_states=300)
    # each of the seat's turns and each deal's summary, and every third state besides (the others' turns)
    states = [s for k, s in enumerate(every) if s["my_turn"] or s.get("break") or k % 3 == 0]
    assert any(s["my_turn"] for s in states), "the capture has the seat's turns"
    # every game with deals shows their summaries (The Man from U.N.C.L.E. is one deal, its end the game's)
    assert game == "man-from-uncle" or any(s.get("break") for s in states), "the capture has a deal's summary"
    problems: list[str] = []
    for w, h in SIZES:
        ctx = browser.new_context(viewport={"width": w, "height": h}, device_scale_factor=1, is_mobile=True,
                                  has_touch=True)
        try:
            page = ctx.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda e, errors=errors: errors.append(str(e)))
            page.add_init_script(path=str(MEASURE))
            stub = PhoneStub(page, PAGE_DIR, game=get_game(game).info.name)
            stub.open()
            shots = 0
            for k, st in enumerate(states):
                stub.feed(st)
                page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
                said = []
                said += [f"word broken: {b}" for b in page.evaluate("window.__measure.brokenWords()")]
                if st["my_turn"] and not st.get("break") and not st["over"]:
                    seen = page.evaluate("(moves) => window.__measure.turnInView(moves)", st["moves"])
                    if not seen["banner"]:
                        said.append("the turn banner is out of view")
                    said += [f"not in view with the banner: {m}" for m in seen["missing"]]
                if said:
                    problems += [f"{w}x{h} state {k} (v {st['v']}): {s}" for s in said]
                    if shots < 3:
                        SHOTS.mkdir(parents=True, exist_ok=True)
                        page.screenshot(path=str(SHOTS / f"words-{game}-{w}x{h}-{k}.png"))
                        shots += 1
            sideways = page.evaluate("document.documentElement.scrollWidth > window.innerWidth")
            assert not sideways, f"{w}x{h} scrolls sideways"
            assert not errors, errors
        finally:
            ctx.close()
    assert not problems, f"{len(problems)} problems, first: " + "\n".join(problems[:12])
