"""Sound effects synthesised in pure Python (no numpy, no asset files).

Each effect is computed once, on first use, as floats in [-1, 1], converted to
the mixer's own sample format and cached as a pygame Sound. Without an audio
device the class simply stays silent: a card game must never crash for sound.
"""

from __future__ import annotations

import io
import math
import random
import sys
from collections.abc import Callable
from pathlib import Path

import pygame

EFFECTS: tuple[str, ...] = ("deal", "play", "shuffle", "clink", "win")
DEFAULT_RATE = 44100
_TAU = 2 * math.pi


def _noise_burst(
    out: list[float],
    rate: int,
    start: float,
    length: float,
    tau: float,
    amp: float,
    rng: random.Random,
    smooth: float = 0.5,
) -> None:
    """Add exponentially decaying, low-passed noise: the body of every snap and click."""
    i0 = int(start * rate)
    n = min(int(length * rate), len(out) - i0)
    lp = 0.0
    for k in range(max(0, n)):
        lp += smooth * (rng.uniform(-1.0, 1.0) - lp)
        out[i0 + k] += amp * lp * math.exp(-k / (tau * rate))


def _tone(
    out: list[float],
    rate: int,
    start: float,
    length: float,
    freq: float,
    tau: float,
    amp: float,
    partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),),
    attack: float = 0.002,
) -> None:
    """Add a decaying tone made of (frequency ratio, amplitude) partials."""
    i0 = int(start * rate)
    n = min(int(length * rate), len(out) - i0)
    steps = [(_TAU * freq * ratio / rate, a) for ratio, a in partials]
    att = max(1, int(attack * rate))
    rel = max(1, int(0.008 * rate))  # short release so a cut-off tone does not click
    for k in range(max(0, n)):
        env = amp * math.exp(-k / (tau * rate)) * min(1.0, k / att, (n - k) / rel)
        out[i0 + k] += env * sum(a * math.sin(w * k) for w, a in steps)


def _deal(rate: int) -> list[float]:
    rng = random.Random(11)
    out = [0.0] * int(0.09 * rate)
    _noise_burst(out, rate, 0.0, 0.09, 0.010, 1.0, rng, smooth=0.35)
    _noise_burst(out, rate, 0.0, 0.01, 0.0015, 0.6, rng, smooth=0.9)
    return out


def _play(rate: int) -> list[float]:
    rng = random.Random(12)
    out = [0.0] * int(0.18 * rate)
    _noise_burst(out, rate, 0.0, 0.18, 0.022, 1.0, rng, smooth=0.55)
    _noise_burst(out, rate, 0.0, 0.008, 0.002, 0.8, rng, smooth=0.95)
    _tone(out, rate, 0.0, 0.18, 140.0, 0.03, 0.55, attack=0.001)
    return out


def _shuffle(rate: int) -> list[float]:
    rng = random.Random(13)
    length = 0.8
    out = [0.0] * int(length * rate)
    t = 0.02
    while t < 0.66:
        phase = t / 0.66
        swell = math.sin(math.pi * min(1.0, phase * 1.1)) ** 0.6
        _noise_burst(out, rate, t, 0.006, 0.0012, 0.3 + 0.7 * swell * rng.uniform(0.6, 1.0), rng, smooth=0.8)
        t += rng.uniform(0.008, 0.016) * (1.4 - 0.6 * swell)
    _noise_burst(out, rate, 0.66, 0.14, 0.04, 0.35, rng, smooth=0.25)
    return out


def _chips(rate: int) -> list[float]:
    rng = random.Random(14)
    out = [0.0] * int(0.38 * rate)
    partials = ((1.0, 1.0), (1.53, 0.55), (2.31, 0.3), (3.07, 0.15))
    for start, amp in ((0.0, 1.0), (0.065, 0.55), (0.115, 0.8), (0.2, 0.4)):
        _tone(out, rate, start, 0.16, rng.uniform(2300.0, 3100.0), 0.025, amp, partials, attack=0.0005)
        _noise_burst(out, rate, start, 0.004, 0.001, 0.4 * amp, rng, smooth=0.9)
    return out


def _win(rate: int) -> list[float]:
    out = [0.0] * int(1.0 * rate)
    bell = ((1.0, 1.0), (2.0, 0.28), (3.0, 0.08))
    for i, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):
        last = i == 3
        _tone(out, rate, i * 0.11, 0.62 if last else 0.45, freq, 0.28 if last else 0.16, 1.0, bell, attack=0.006)
    return out


_MAKERS: dict[str, tuple[Callable[[int], list[float]], float]] = {
    "deal": (_deal, 0.45),
    "play": (_play, 0.8),
    "shuffle": (_shuffle, 0.55),
    "clink": (_chips, 0.5),
    "win": (_win, 0.6),
}


def synthesise(name: str, rate: int = DEFAULT_RATE) -> list[float]:
    """An effect as mono float samples in [-1, 1], peak-normalised and faded out."""
    if name not in _MAKERS:
        raise ValueError(f"no sound effect {name!r}; effects are {EFFECTS}")
    maker, peak = _MAKERS[name]
    samples = maker(rate)
    top = max(abs(s) for s in samples) or 1.0
    gain = peak / top
    fade = max(1, int(0.006 * rate))
    n = len(samples)
    for k in range(n):
        samples[k] *= gain * (min(1.0, (n - 1 - k) / fade))
    return samples


def to_pcm(samples: list[float], size: int = -16, channels: int = 2) -> bytes:
    """Raw PCM bytes in a mixer format: size is -16/16/-8/8 as get_init() reports."""
    bits, signed = abs(size), size < 0
    if bits == 16:
        scale, offset, code = 32767, 0 if signed else 32768, "h" if signed else "H"
    elif bits == 8:
        scale, offset, code = 127, 0 if signed else 128, "b" if signed else "B"
    else:
        raise ValueError(f"unsupported sample size {size}")
    from array import array  # wave and array: loaded with the first sound, not at start (issue 43)

    ints = [int(max(-1.0, min(1.0, s)) * scale) + offset for s in samples]
    if channels > 1:
        ints = [v for v in ints for _ in range(channels)]
    return array(code, ints).tobytes()  # native byte order, as SDL's *SYS formats expect


def to_wav(samples: list[float], rate: int, channels: int = 1) -> bytes:
    """A 16-bit WAV file image of the samples."""
    import wave
    from array import array

    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(2)
        w.setframerate(rate)
        pcm = array("h", [int(max(-1.0, min(1.0, s)) * 32767) for s in samples for _ in range(channels)])
        if sys.byteorder != "little":
            pcm.byteswap()
        w.writeframes(pcm.tobytes())
    return buf.getvalue()


class Sounds:
    """The table's sound effects; silent (never failing) without an audio device."""

    def __init__(self, enabled: bool = True, volume: float = 0.8) -> None:
        self._enabled = bool(enabled)
        self._volume = volume
        self._mixer: tuple[int, int, int] | None = None
        self._tried = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}

    @property
    def enabled(self) -> bool:
        """Whether play() makes any noise (the mute switch)."""
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._enabled = bool(value)
        if not self._enabled:
            for sound in self._sounds.values():
                sound.stop()

    @property
    def volume(self) -> float:
        """Effect volume from 0 to 1."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = max(0.0, min(1.0, float(value)))
        for sound in self._sounds.values():
            sound.set_volume(self._volume)

    @property
    def available(self) -> bool:
        """Whether an audio device could be opened (tried once, lazily)."""
        if not self._tried:
            self._tried = True
            try:
                init = pygame.mixer.get_init()
                if init is None:
                    pygame.mixer.init()
                    init = pygame.mixer.get_init()
                self._mixer = init if init else None
            except Exception:  # noqa: BLE001 - no device, driver or SDL_mixer: stay silent
                self._mixer = None
        return self._mixer is not None

    def play(self, name: str) -> None:
        """Play an effect from EFFECTS, unless muted or there is no audio."""
        if name not in _MAKERS:
            raise ValueError(f"no sound effect {name!r}; effects are {EFFECTS}")
        if not self._enabled or not self.available:
            return
        try:
            sound = self._sounds.get(name)
            if sound is None:
                sound = self._sounds[name] = self._make(name)
                sound.set_volume(self._volume)
            sound.play()
        except Exception:  # noqa: BLE001 - a sound glitch must never stop the game
            return

    def _make(self, name: str) -> pygame.mixer.Sound:
        assert self._mixer is not None
        rate, size, channels = self._mixer
        samples = synthesise(name, rate)
        if abs(size) in (8, 16):
            return pygame.mixer.Sound(buffer=to_pcm(samples, size, channels))
        # other formats (32-bit int or float): let SDL convert from a WAV image
        return pygame.mixer.Sound(file=io.BytesIO(to_wav(samples, rate, 1)))

    def write_wav(self, name: str, path: str | Path) -> None:
        """Save an effect as a mono 16-bit WAV, to listen to it outside the app."""
        rate = self._mixer[0] if self._mixer else DEFAULT_RATE
        Path(path).write_bytes(to_wav(synthesise(name, rate), rate, 1))
