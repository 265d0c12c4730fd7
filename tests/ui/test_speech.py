"""Speech: a blind player plays a whole game of Oh Heck! by keys and speech alone.

The player here decides only from what was said: it bids when the spoken line says it is its
turn to bid (a digit in the range spoken), listens to the cards as Tab moves the focus over
them and plays one with Enter, and presses Enter when a deal's scores are read. The speech is
captured as text; at the end every line of the game's action log (as its seat may know it) was
said, in order, and so was every turn and every move of the focus."""

from __future__ import annotations

import random
import re
import time

import pygame
from driver import frame, table
from key_driver import key

from cardtable.engine.log import game_lines
from cardtable.ui.narrator import Narrator
from cardtable.ui.scenes.gameover import GameOver
from cardtable.ui.speech import NO_ENGINE, Captured, Silent, platform_speaker
from tests.ui.driver import host


class BlindPlayer:
    """Keys in, speech out: nothing else of the screen is read."""

    def __init__(self, app, heard: Captured, seed: int) -> None:
        self.app, self.heard, self.rng = app, heard, random.Random(seed)
        self.read = 0  # lines listened to
        self.turn = False  # the last turn line said it is ours, and we have not acted on it
        self.tried: set[str] = set()  # choices refused this turn
        self.turns = 0
        self.scores_read = 0
        self.to_continue = False  # a deal's scores were read: Enter goes on

    def listen(self) -> list[str]:
        new = self.heard.lines[self.read:]
        self.read = len(self.heard.lines)
        for line in new:
            if re.fullmatch(r"Deal \d+ is scored\.", line):
                self.scores_read += 1
                self.to_continue = True
            elif line.startswith("Your turn:"):
                self.turn, self.tried = True, set()
                self.turns += 1
            elif line.endswith("is thinking..."):
                self.turn = False
        return new

    def act(self) -> None:
        self.listen()
        if self.to_continue:
            self.to_continue = False
            key(self.app, pygame.K_RETURN)  # Continue, the one button
            return
        if not self.turn:
            return
        line = next(line for line in reversed(self.heard.lines) if line.startswith("Your turn:"))
        m = re.search(r"\((\d+) to (\d+)\)", line)
        if "bid" in line and m:
            choices = [str(n) for n in range(int(m.group(1)), int(m.group(2)) + 1) if str(n) not in self.tried]
            bid = self.rng.choice(choices)
            self.tried.add(bid)
            self.turn = False
            for d in bid:  # 1 then 0 bids 10
                key(self.app, pygame.K_0 + int(d))
            self._refused()
            return
        cards = self._cards()
        assert cards, f"no card was said while Tab went round ({line})"
        want = self.rng.choice(sorted(c for c in cards if c not in self.tried) or cards)
        self.tried.add(want)
        for _ in range(40):
            if self.heard.lines[-1].startswith(want + ","):
                break
            key(self.app, pygame.K_TAB)
        self.listen()
        self.turn = False
        key(self.app, pygame.K_RETURN)
        self._refused()

    def _cards(self) -> set[str]:
        """Tab round once, listening: the cards that can be played, by name."""
        names: list[str] = []
        for _ in range(40):
            key(self.app, pygame.K_TAB)
            said = self.listen()
            focus = said[-1] if said else ""
            m = re.fullmatch(r"(.+), (\d+) of (\d+)(, picked)?", focus)
            if m:
                if m.group(1) in names:
                    break
                names.append(m.group(1))
        return set(names)

    def _refused(self) -> None:
        """A move the rules refuse is said (why); it is still our turn then."""
        frame(self.app)
        said = self.listen()
        if said and not any(s.startswith("You ") or s.endswith("thinking...") for s in said):
            self.turn = True


def test_a_blind_player_plays_a_whole_game_of_oh_heck_by_keys_and_speech(app, mouse_posted):
    heard = Captured()
    app.settings.name = "You"
    scene = table(app, "oh-heck", ["person"] + ["random"] * 6, seed=21,
                  options={"schedule": "down"})  # seven deals: 7 cards each, then 6, ... then 1
    assert app.narrator.switch(True, heard) == ""
    player = BlindPlayer(app, heard, seed=3)
    for _ in range(60_000):
        frame(app)
        if any(getattr(c, "thinking", False) for c in scene.turns.computers.values()):
            time.sleep(0.002)
        if isinstance(app.top, GameOver):
            frame(app)
            break
        player.act()
    assert host(scene).state.over and not app.errors and mouse_posted == []
    # every line of the action log, as the person's seat may know it, was said, in order
    session = host(scene)
    log = game_lines(scene.game, len(session.seats), session.seed, session.options, session.actions, 0,
                     scene.names)
    at = 0
    for line in log:
        while at < len(heard.lines) and heard.lines[at] != line:
            at += 1
        assert at < len(heard.lines), f"never said: {line!r}"
        at += 1
    person_moves = sum(1 for a in session.actions if a.seat == 0)
    assert player.turns >= person_moves  # each of the person's decisions was announced as their turn
    assert player.scores_read == len(host(scene).state.sheet)  # each deal's scores were read
    assert any(line.endswith(("wins!", "win!", "share the win!")) for line in heard.lines[-5:])
    assert len(host(scene).state.sheet) == 7 and len(log) > 200


def test_the_focus_and_the_situation_are_said(app):
    heard = Captured()
    scene = table(app, "oh-heck", ["person", "random", "random"], seed=4)
    app.narrator.switch(True, heard)
    for _ in range(3000):
        frame(app)
        if app.top is not scene:
            key(app, pygame.K_RETURN)
        if scene.my_turn and scene.input.gestures is not None:
            break
    frame(app)
    n = len(heard.lines)
    key(app, pygame.K_TAB)
    assert len(heard.lines) == n + 1 and heard.interrupts[-1] == n  # the focus cuts in
    key(app, pygame.K_r)
    said = heard.lines[n + 1:]
    assert said[0].startswith("Your turn") and said[1].startswith("Your hand: ")
    hand = [c for c in scene.board.in_order(next(z for z, s in scene.board.shown.specs.items()
                                                   if s.kind == "hand" and s.owner == 0))]
    assert said[1].count(",") + said[1].count(" and ") == len(hand) - 1
    assert any(line.startswith("Trumps") for line in said)


def test_speech_off_says_nothing_and_loads_nothing(app, monkeypatch):
    loaded = []
    monkeypatch.setattr("cardtable.ui.narrator.platform_speaker", lambda: loaded.append(1) or (None, "x"))
    scene = table(app, "oh-heck", ["person", "random", "random"], seed=4)
    for _ in range(50):
        frame(app)
    assert isinstance(app.narrator.speaker, Silent) and not app.narrator.on and loaded == []
    key(app, pygame.K_r)
    assert "Speech is off" in scene.said


def test_a_missing_speech_engine_is_one_line_in_the_settings_never_a_crash(app, monkeypatch):
    monkeypatch.setattr("cardtable.ui.narrator.platform_speaker", lambda: (None, NO_ENGINE))
    settings = app.open("settings")
    frame(app)
    settings.press("speech")
    assert not app.settings.speech and settings.note == NO_ENGINE and not app.errors
    frame(app)  # drawn with the line under the settings
    assert "\n" not in NO_ENGINE and not app.errors


def test_the_platform_speaker_says_why_when_it_cannot_start(monkeypatch):
    import builtins

    real = builtins.__import__

    def no_engines(name, *a, **kw):
        if name.split(".")[0] in ("pyttsx3", "accessible_output2"):
            raise ImportError(name)
        return real(name, *a, **kw)
    monkeypatch.setattr(builtins, "__import__", no_engines)
    speaker, problem = platform_speaker()
    assert speaker is None and problem == NO_ENGINE


def test_the_settings_speak_what_they_change(app):
    heard = Captured()
    app.narrator.switch(True, heard)
    settings = app.open("settings")
    frame(app)
    settings.press("card_size")
    assert "Card size: large" in heard.lines
    assert isinstance(app.narrator, Narrator)


class FakeEngine:
    """pyttsx3's engine as the speaker uses it (external loop)."""

    def __init__(self, fail_on: str = "") -> None:
        self.calls: list[tuple] = []
        self.fail_on = fail_on

    def __getattr__(self, name):
        def call(*args):
            if name == self.fail_on:
                raise RuntimeError("the voice went away")
            self.calls.append((name, *args))
        return call


def test_pyttsx3_is_pumped_once_a_frame_and_a_new_focus_cuts_in(app, monkeypatch):
    from cardtable.ui.speech import _Pumped

    engine = FakeEngine()
    speaker = _Pumped(engine)
    assert engine.calls == [("startLoop", False)]  # its own loop, never a blocking runAndWait
    app.narrator.switch(True, speaker)
    app.open("settings")
    frame(app)
    assert ("iterate",) in engine.calls
    speaker.say("queen of hearts", interrupt=True)
    assert engine.calls[-2:] == [("stop",), ("say", "queen of hearts")]
    app.narrator.switch(False)
    assert engine.calls[-1] == ("endLoop",)
    broken = _Pumped(FakeEngine(fail_on="iterate"))
    broken.pump()
    broken.say("anything")  # a voice that failed is quiet from then on, never an error
    assert broken.broken


def test_speech_left_on_starts_after_the_first_frame_or_says_once_why_not(tmp_path, monkeypatch):
    from cardtable.files.storage import Storage
    from cardtable.ui.app import App
    from cardtable.ui.settings import Settings

    calls = []
    monkeypatch.setattr("cardtable.ui.narrator.platform_speaker", lambda: calls.append(1) or (None, NO_ENGINE))
    a = App((1024, 600), Settings(speech=True, sound=False), storage=Storage(tmp_path))
    assert calls == []  # nothing loaded before the window shows
    a.start_menu()
    for _ in range(3):
        frame(a)
    assert calls == [1] and not a.narrator.on and not a.errors
    assert NO_ENGINE in getattr(a.top, "text", "")  # the one message over the menu
    pygame.quit()
