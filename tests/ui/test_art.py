"""Card art and sound effects: sizes, caching, variants and silent fallbacks."""

from __future__ import annotations

import os
import sys
import wave
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
_ROOT = str(Path(__file__).resolve().parents[2])
if _ROOT not in sys.path:  # also runnable without the rootdir conftest
    sys.path.insert(0, _ROOT)

import pygame
import pytest

from cardtable.engine.cards import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    MAX_PACKS,
    SPADES,
    card,
    number_deck,
)
from cardtable.ui.art import BACK_COLOURS, CHIP_COLOURS, CardArt, icon_surface, suit_shape
from cardtable.ui.sound import EFFECTS, Sounds, synthesise, to_pcm

ALL_IDS = list(range(52 * MAX_PACKS)) + number_deck()


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


@pytest.fixture(scope="module")
def art() -> CardArt:
    return CardArt()


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("width", [20, 71, 300])
def test_every_card_draws_at_its_size(art: CardArt, width: int) -> None:
    for cid in ALL_IDS:
        img = art.face(cid, width)
        assert img.get_size() == (width, round(width * 1.4)), cid


def test_corners_are_rounded_and_centre_opaque(art: CardArt) -> None:
    for width in (20, 40, 100):
        img = art.face(card(7, HEARTS), width)
        assert img.get_at((0, 0)).a < (200 if width < 40 else 64)
        inside = [img.get_at((x, y)).a for x in range(1, width - 1) for y in range(width // 3, width)]
        assert min(inside) == 255  # no see-through cards after scaling


def test_four_colour_changes_clubs_and_diamonds_only(art: CardArt) -> None:
    for suit, differs in ((CLUBS, True), (DIAMONDS, True), (HEARTS, False), (SPADES, False)):
        two = _pixels(art.face(card(5, suit), 71))
        four = _pixels(art.face(card(5, suit), 71, four_colour=True))
        assert (two != four) is differs, suit


def test_cache_returns_the_same_surface(art: CardArt) -> None:
    a = art.face(card(12, SPADES), 71)
    assert art.face(card(12, SPADES), 71) is a
    assert art.face(card(12, SPADES, pack=1), 71) is a  # packs look alike
    assert art.face(card(12, SPADES), 72) is not a
    assert art.back(71, "red") is art.back(71, "red")


def test_cache_is_bounded() -> None:
    small = CardArt(max_entries=5, max_masters=2)
    for w in range(30, 40):
        small.face(w % 4, w)
    assert len(small._cache) == 5 and len(small._masters) == 2


def test_different_cards_look_different(art: CardArt) -> None:
    ids = [card(r, s) for s in (CLUBS, DIAMONDS, HEARTS, SPADES) for r in range(1, 14)] + number_deck()[::7]
    for width in (40, 120):
        images = {_pixels(art.face(c, width)) for c in ids}
        assert len(images) == len(ids)


def test_number_card_copies_share_one_image(art: CardArt) -> None:
    four = [c for c in number_deck() if (c - number_deck()[0]) // 7 == 3]
    assert len({id(art.face(c, 60)) for c in four}) == 1


def test_backs_in_every_colour(art: CardArt) -> None:
    assert {"blue", "red", "green", "purple"} <= set(BACK_COLOURS)
    images = set()
    for colour in BACK_COLOURS:
        img = art.back(71, colour)
        assert img.get_size() == (71, 99)
        images.add(_pixels(img))
    assert len(images) == len(BACK_COLOURS)
    with pytest.raises(ValueError):
        art.back(71, "tartan")


def test_chips_placeholder_and_icon(art: CardArt) -> None:
    for colour in list(CHIP_COLOURS) + [(10, 200, 30)]:
        chip = art.chip(33, colour)
        assert chip.get_size() == (33, 33)
        assert chip.get_at((0, 0)).a == 0 and chip.get_at((16, 16)).a == 255
    slot = art.placeholder(71)
    assert slot.get_size() == (71, 99)
    assert 0 < slot.get_at((35, 50)).a < 128
    assert icon_surface(64).get_size() == (64, 64)
    assert art.icon_surface(32).get_size() == (32, 32)


def test_bad_ids_and_sizes_are_refused(art: CardArt) -> None:
    for bad in (-1, 52 * MAX_PACKS, 199, 242):
        with pytest.raises(ValueError):
            art.face(bad, 71)
    with pytest.raises(ValueError):
        art.face(0, 0)


def test_suit_shape_draws_inside_its_rect() -> None:
    surf = pygame.Surface((60, 60), pygame.SRCALPHA)
    suit_shape(surf, HEARTS, (10, 10, 40, 40), (200, 0, 0))
    inked = surf.get_bounding_rect()
    assert inked.w > 30 and pygame.Rect(9, 9, 42, 42).contains(inked)


def test_drawing_survives_font_quit() -> None:
    pygame.font.quit()
    assert CardArt().face(card(10, DIAMONDS), 50).get_width() == 50


@pytest.mark.parametrize("name", EFFECTS)
def test_effect_is_audible_and_short(name: str) -> None:
    rate = 22050
    samples = synthesise(name, rate)
    assert 0.03 <= len(samples) / rate <= 1.5
    peak = max(abs(s) for s in samples)
    rms = (sum(s * s for s in samples) / len(samples)) ** 0.5
    assert 0.2 <= peak <= 1.0 and rms > 0.01
    assert abs(samples[-1]) < 0.01  # faded out, no click at the end


def test_pcm_matches_mixer_formats() -> None:
    samples = [0.0, 0.5, -0.5, 1.0]
    assert len(to_pcm(samples, -16, 2)) == 16
    assert len(to_pcm(samples, -16, 1)) == 8
    assert len(to_pcm(samples, 8, 1)) == 4


def test_sounds_stay_silent_without_a_mixer(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    sounds = Sounds()
    for name in EFFECTS:
        sounds.play(name)
    assert not sounds.available
    with pytest.raises(ValueError):
        sounds.play("trumpet")


def test_sounds_play_mute_and_write_wav(tmp_path: Path) -> None:
    sounds = Sounds(enabled=False)
    sounds.play("deal")
    assert not sounds._sounds  # muted: nothing synthesised
    sounds.enabled = True
    sounds.volume = 0.5
    sounds.play("deal")
    if sounds.available:
        assert "deal" in sounds._sounds and sounds._sounds["deal"].get_length() > 0.03
    sounds.enabled = False
    sounds.write_wav("clink", tmp_path / "clink.wav")
    with wave.open(str(tmp_path / "clink.wav")) as w:
        assert w.getsampwidth() == 2 and w.getnframes() > 0.1 * w.getframerate()


def test_court_cards_are_figures_drawn_double_ended(art: CardArt) -> None:
    """A king, queen and jack each show a face (skin-coloured pixels) in both halves, the
    halves mirror each other through the middle, and the three differ."""
    from cardtable.ui.art_courts import SKIN, draw_court

    seen = []
    for rank in (11, 12, 13):
        rect = pygame.Rect(0, 0, 180, 252)
        surf = pygame.Surface(rect.size)
        draw_court(surf, rank, HEARTS, rect, (200, 30, 40))
        top = surf.subsurface((0, 0, 180, 126))
        bottom = pygame.transform.rotate(surf.subsurface((0, 126, 180, 126)), 180)

        def skin(s: pygame.Surface) -> int:
            return sum(1 for x in range(0, s.get_width(), 2) for y in range(0, s.get_height(), 2)
                       if all(abs(a - b) < 14 for a, b in zip(s.get_at((x, y))[:3], SKIN)))

        assert skin(top) > 60 and skin(bottom) > 60, f"rank {rank}: no face in a half"
        same = sum(1 for x in range(10, 170, 4) for y in range(10, 116, 4)
                   if top.get_at((x, y)) == bottom.get_at((x, y)))
        assert same > 0.9 * 40 * 27, f"rank {rank}: the halves do not mirror"
        seen.append(_pixels(surf))
    assert len(set(seen)) == 3
