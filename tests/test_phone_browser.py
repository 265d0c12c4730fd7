"""The phone's page in a real browser: headless Chromium (Debian's package) driven by Playwright.

A room for Oh Heck! (two seats on phones, one computer) on 127.0.0.1; each phone opens its QR
code's address in a phone-size window, types a name, joins, is let in by the big screen (this
test, on the host side), and plays by tapping: bids as buttons, cards from the hand. A reload
brings the phone back into its seat without asking again. Screenshots go to tests/artifacts/phone/.

Required where ``CARDTABLE_BROWSER=required`` (``.ci/run`` sets it, after installing Debian's chromium):
there a missing Chromium fails. Elsewhere (a developer's machine, the GitHub workflow's Windows and
macOS runners) it is skipped when Chromium or Playwright is missing."""

from __future__ import annotations

import random
import threading
import time
from pathlib import Path

SHOTS = Path(__file__).resolve().parent / "artifacts" / "phone"
DEADLINE = 120.0  # seconds for the whole test
STEP = 10_000  # milliseconds for any one wait in the browser

from chromium import ARGS, CHROMIUM, sync_playwright  # noqa: E402  (skips the module where no browser is)

from cardtable.host.session import Seat, Session  # noqa: E402
from cardtable.room import Room  # noqa: E402


class Host:
    """The big screen's part, on its own thread: pumps the room, plays the computer, and lets a
    phone in only once the test says so (``allow``); every request it saw is kept."""

    def __init__(self, session: Session, room: Room, computer: int) -> None:
        self.session, self.room = session, room
        self.chair = session.chair(computer)
        self.rng = random.Random(7)
        self.allow: set[int] = set()  # seats the test lets in
        self.asked: list[tuple[int, str]] = []  # (seat, device) of every request seen
        self.stop = threading.Event()
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, name="phone-test-host", daemon=True)

    def _run(self) -> None:
        try:
            while not self.stop.is_set():
                for rid, seat, device in self.room.requests():
                    if (seat, device) not in self.asked:
                        self.asked.append((seat, device))
                    if seat in self.allow:
                        self.room.answer(rid, True)
                st = self.session.state
                if not st.over and st.to_move == self.chair.seat:
                    time.sleep(0.05)
                    self.chair.play(self.rng.choice(self.chair.legal()), self.chair.version)
                self.room.pump()
                self.room.wait(0.01)
        except BaseException as e:  # noqa: BLE001 - the test reads it
            self.error = e

    def moves_by(self, seat: int) -> int:
        return sum(1 for a in list(self.session.record.actions) if a.seat == seat)


def shot(page, name: str, full: bool = False) -> Path:
    """The phone's screen as its person sees it (``full``: the whole page, the sticky bar where it
    was scrolled to)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=full)
    return path


def join(page, url: str, device: str, host: Host, seat: int, tag: str) -> None:
    page.goto(url, timeout=STEP)
    page.wait_for_selector("#join-form", state="visible")
    shot(page, f"{tag}-1-join")
    page.fill("#device", device)
    page.click("#join-button")
    page.wait_for_selector("text=Waiting for the big screen to let you in")
    shot(page, f"{tag}-2-waiting")
    assert (seat, device) in host.asked or _until(lambda: (seat, device) in host.asked)
    host.allow.add(seat)
    page.wait_for_selector("#play", state="visible")
    page.wait_for_function("document.body.dataset.v !== undefined")


def _until(cond, timeout: float = 5.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if cond():
            return True
        time.sleep(0.02)
    return cond()


def tap_a_move(page) -> str:
    """One move on this phone by tapping, as a person would: a playable card of the hand, or else
    the first named button; says which."""
    v = page.evaluate("document.body.dataset.v")
    cards = page.locator("#hand .card.playable")
    if cards.count():
        cards.first.tap()
        kind = "card"
        if page.locator("#moves button.for-card").count():  # the card has several moves: choose one
            page.locator("#moves button.for-card").first.tap()
            kind = "card+button"
    else:
        page.locator("#moves button").first.tap()
        kind = "button"
    page.wait_for_function(f"document.body.dataset.v !== {v!r}", timeout=STEP)
    return kind


def test_two_phones_join_play_by_tapping_and_come_back_after_a_reload() -> None:
    start = time.monotonic()
    session = Session("oh-heck", [Seat("Ann"), Seat("Bo"), Seat("Cy", "random")], 11)
    room = Room(session)
    for seat in (0, 1):
        room.add_phone(seat)
    room.start()
    host = Host(session, room, computer=2)
    host.thread.start()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, timeout=30_000)
            try:
                phones = {}
                for seat, (w, h), device in ((0, (390, 844), "Ann's phone"), (1, (360, 640), "Bo's phone")):
                    ctx = browser.new_context(viewport={"width": w, "height": h}, device_scale_factor=2,
                                              is_mobile=True, has_touch=True)
                    ctx.set_default_timeout(STEP)
                    page = ctx.new_page()
                    errors: list[str] = []
                    page.on("pageerror", lambda e, errors=errors: errors.append(str(e)))
                    tag = f"seat{seat}-{w}x{h}"
                    join(page, room.url(seat), device, host, seat, tag)
                    phones[seat] = (page, tag, errors)
                    shot(page, f"{tag}-3-in")

                kinds: dict[int, list[str]] = {0: [], 1: []}
                # play until each phone has made a bid (a button) and played a card (a tap on the hand)
                while not all("button" in k and any(x.startswith("card") for x in k) for k in kinds.values()):
                    assert time.monotonic() - start < DEADLINE, f"the phones did not get to play: {kinds}"
                    assert host.error is None, host.error
                    assert not session.state.over
                    moved = False
                    for seat, (page, tag, _errors) in phones.items():
                        if page.evaluate("document.body.dataset.myTurn") == "1":
                            page.wait_for_selector("#turn.mine")
                            if not kinds[seat]:
                                shot(page, f"{tag}-4-your-turn")
                            kinds[seat].append(tap_a_move(page))
                            moved = True
                    if not moved:
                        time.sleep(0.05)
                for seat, (page, tag, _errors) in phones.items():
                    shot(page, f"{tag}-5-after-moves")
                    assert host.moves_by(seat) == len(kinds[seat]) >= 2
                    page.tap("#log-box summary")  # the log opens, newest line at the bottom
                    page.wait_for_selector("#log p")
                    page.locator("#log-box").scroll_into_view_if_needed()
                    shot(page, f"{tag}-5-log")
                    shot(page, f"{tag}-5-whole-page", full=True)

                # a tap on a card when it is not the phone's turn: said plainly, nothing sent
                idle = next((s for s in phones if phones[s][0].evaluate("document.body.dataset.myTurn") == "0"),
                            None)
                if idle is not None:
                    page, tag, _errors = phones[idle]
                    page.locator("#hand .card").first.tap()
                    page.wait_for_selector("#refusal:not([hidden])")
                    assert page.inner_text("#refusal").startswith("Not allowed:")
                    shot(page, f"{tag}-6-not-allowed")

                # a reload: back in its seat with the stored key, the big screen not asked again
                page, tag, errors = phones[0]
                asked = len(host.asked)
                page.reload(timeout=STEP)
                page.wait_for_selector("#play", state="visible")
                page.wait_for_selector("#conn.conn-ok")
                assert page.locator("#join").is_hidden()
                assert len(host.asked) == asked and room.connected(0)
                assert page.inner_text("#seat-name") == "Ann"
                shot(page, f"{tag}-7-after-reload")

                # no horizontal scrolling at either width; no script errors
                for page, tag, errors in phones.values():
                    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), tag
                    assert not errors, errors
            finally:
                browser.close()
    finally:
        host.stop.set()
        host.thread.join(5)
        room.stop()
    assert host.error is None, host.error
    print(f"\nscreenshots: {SHOTS} ({time.monotonic() - start:.1f} s)")
