"""Speech: the table's words said aloud, for players who see poorly or not at all.

A ``Speaker`` says lines. ``Captured`` keeps them (the tests read a whole game's speech);
``Silent`` says nothing (speech off); ``platform_speaker()`` loads the platform's speech
engine only when the option is turned on, so the app neither imports nor waits for it
otherwise:

* Windows: accessible_output2, which speaks through the screen reader in use (NVDA, JAWS)
  or SAPI when there is none;
* elsewhere (and on Windows without it): pyttsx3, which drives macOS's own voices or
  eSpeak on Linux, pumped once a frame (its external-loop mode) so that the frame loop never
  waits for a voice.

Neither is required: ``pip install cardtable[speech]`` adds them. Without one the settings
say so in a line, and the game goes on in silence.

What is said comes from the table (``Narrator`` in ``narrator.py``): the action log's new
lines, the turn's line when it changes, and the focused card or button.
"""

from __future__ import annotations

import sys
from typing import Protocol


class Speaker(Protocol):
    def say(self, text: str, interrupt: bool = False) -> None:
        """Say ``text`` after what is being said; ``interrupt`` cuts the rest short (a new focus)."""

    def close(self) -> None:
        """Stop talking and let go of the engine."""


def pump(speaker: Speaker) -> None:
    """Let a speaker that speaks in steps (pyttsx3) take its step; once a frame."""
    step = getattr(speaker, "pump", None)
    if step is not None:
        step()


class Silent:
    """Speech off."""

    def say(self, text: str, interrupt: bool = False) -> None:
        pass

    def close(self) -> None:
        pass


class Captured:
    """Every line said, kept in order (with ``interrupt`` marked): what the tests listen to."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.interrupts: list[int] = []  # indexes of lines that cut in

    def say(self, text: str, interrupt: bool = False) -> None:
        if interrupt:
            self.interrupts.append(len(self.lines))
        self.lines.append(text)

    def close(self) -> None:
        pass

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


class _Engine(Protocol):
    """What is used of a pyttsx3 engine (an optional extra, without type stubs)."""

    def startLoop(self, useDriverLoop: bool) -> None: ...  # pyttsx3's names

    def say(self, text: str) -> None: ...

    def stop(self) -> None: ...

    def iterate(self) -> None: ...

    def endLoop(self) -> None: ...


class _Output(Protocol):
    """What is used of accessible_output2's output (an optional extra, without type stubs)."""

    def speak(self, text: str, interrupt: bool = False) -> None: ...


class _Pumped:
    """pyttsx3 in its external-loop mode: ``say`` queues a line, ``pump`` (once a frame, from the
    narrator) lets the engine speak a little; nothing waits for a voice, and no thread is started
    (the computers' service is the one house for those)."""

    def __init__(self, engine: _Engine) -> None:
        self.engine = engine
        self.broken = False
        engine.startLoop(False)

    def say(self, text: str, interrupt: bool = False) -> None:
        if self.broken:
            return
        try:
            if interrupt:
                self.engine.stop()  # what was being said is out of date now
            self.engine.say(text)
        except Exception:  # noqa: BLE001 - a voice that fails must never stop the game
            self.broken = True

    def pump(self) -> None:
        if self.broken:
            return
        try:
            self.engine.iterate()
        except Exception:  # noqa: BLE001
            self.broken = True

    def close(self) -> None:
        try:
            self.engine.endLoop()
        except Exception:  # noqa: BLE001 - already ended, or the engine is gone
            pass


class _ScreenReader:
    """accessible_output2's chosen output (a screen reader, else SAPI); it never blocks."""

    def __init__(self, output: _Output) -> None:
        self.output = output

    def say(self, text: str, interrupt: bool = False) -> None:
        try:
            self.output.speak(text, interrupt=interrupt)
        except Exception:  # noqa: BLE001 - a screen reader that goes away must not stop the game
            pass

    def close(self) -> None:
        pass


NO_ENGINE = ("Speech needs a speech engine: install Card Table with its speech extra "
             "(pip install cardtable[speech]), and on Linux eSpeak.")


def platform_speaker() -> tuple[Speaker | None, str]:
    """The platform's speech, loaded now: (speaker, "") or (None, one line saying why not)."""
    if sys.platform == "win32":
        try:
            from accessible_output2.outputs.auto import Auto  # type: ignore[import-not-found]  # an optional extra, no stubs

            return _ScreenReader(Auto()), ""
        except Exception:  # noqa: BLE001 - not installed, or no output works: try pyttsx3
            pass
    try:
        import pyttsx3  # type: ignore[import-not-found]  # an optional extra (cardtable[speech]), no stubs
    except Exception:  # noqa: BLE001 - ImportError, or a broken install
        return None, NO_ENGINE
    try:
        engine = pyttsx3.init()
    except Exception as e:  # noqa: BLE001 - e.g. no eSpeak on Linux: pyttsx3 raises RuntimeError
        reason = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        return None, f"Speech could not start ({reason[:80]}). On Linux, install eSpeak."
    try:
        return _Pumped(engine), ""
    except Exception as e:  # noqa: BLE001 - its loop would not start
        return None, f"Speech could not start ({type(e).__name__})."
