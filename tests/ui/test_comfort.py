"""Comfort: the window opens where and as large as it was left (not off a screen unplugged since),
F11 goes to fullscreen and back to the window as it was (maximised again if it was), the volume
and the mute, and the pace shared with the table."""

from __future__ import annotations

import pygame
import pytest
from driver import frame, key, table

from cardtable.files.storage import Storage
from cardtable.ui import window
from cardtable.ui.app import App
from cardtable.ui.settings import Settings
from cardtable.ui.window import on_a_screen


def test_a_place_on_a_screen_is_kept_and_one_off_every_screen_is_not():
    screens = [(1920, 1080)]
    assert on_a_screen([100, 80, 1280, 720], screens)
    assert on_a_screen([2000, 80, 1280, 720], [(1920, 1080), (1920, 1080)])  # on the second screen
    assert not on_a_screen([2000, 80, 1280, 720], screens)  # that screen is gone
    assert not on_a_screen([100, 5000, 1280, 720], screens)
    assert not on_a_screen([100, 80, 1280, 720], [])


def test_the_window_remembers_its_size_and_place_between_starts(tmp_path, monkeypatch):
    storage = Storage(tmp_path)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    a = App((1280, 720), Settings(animation="instant", pace="instant", sound=False), storage=storage)
    a.screen = a._open((1100, 650), False)  # the player made it smaller
    a.close()
    kept = Settings.from_dict(storage.load_settings()).window
    assert kept[2:] == [1100, 650]
    pygame.quit()
    b = App((1280, 720), storage=storage)  # the next start reads the settings
    assert b.size == (1100, 650)
    pygame.quit()


def test_a_window_left_on_a_screen_since_unplugged_opens_at_the_usual_size(tmp_path, monkeypatch):
    storage = Storage(tmp_path)
    storage.save_settings(dict(Settings(window=[5000, 3000, 1100, 650]).to_dict()))
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    a = App((1280, 720), storage=storage)
    assert a.size == (1280, 720)
    pygame.quit()


class FakeWindow:
    def __init__(self) -> None:
        self.position = (40, 30)
        self.maximised = 0
        self.minimum_size = (0, 0)

    def maximize(self) -> None:
        self.maximised += 1


def test_f11_fills_the_screen_and_comes_back_to_the_window_as_it_was(app, monkeypatch):
    fake = FakeWindow()
    monkeypatch.setattr(window, "_window", lambda: fake)
    app.screen = app._open((1100, 650), False)
    app.windowed_size = app.size
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen and app.size == (1100, 650) and fake.maximised == 0
    # maximised by the window's own button, then F11 twice: maximised again
    app.window_event(pygame.event.Event(pygame.WINDOWMAXIMIZED))
    key(app, pygame.K_F11)
    key(app, pygame.K_F11)
    assert fake.maximised == 1 and not app.settings.fullscreen
    # restored from maximised by the window's button: the place is noted again
    assert app.settings.maximised  # and so the next start opens maximised
    app.window_event(pygame.event.Event(pygame.WINDOWRESTORED))
    assert not app.maximised and not app.settings.maximised and app.settings.window[:2] == [40, 30]


def test_a_window_left_maximised_opens_maximised(app, monkeypatch):
    fake = FakeWindow()
    monkeypatch.setattr(window, "_window", lambda: fake)
    app.settings.window, app.settings.maximised = [10, 10, *app.size], True
    app.restore_place()
    desktops = list(pygame.display.get_desktop_sizes())  # put wholly on the screen, then maximised
    assert fake.maximised == 1 and fake.position == window.fit_place(10, 10, app.size, desktops)


def test_the_window_being_maximised_lays_the_table_out_again_and_is_not_its_remembered_size(app):
    scene = table(app, "oh-heck", ["person", "random", "random"], seed=2)
    frame(app)
    app.remember_place()
    before = list(app.settings.window)
    app.window_event(pygame.event.Event(pygame.WINDOWMAXIMIZED))
    app.screen = pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    app.window_event(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900))
    assert scene.board.size == (1600, 900)
    assert app.settings.window == before  # the size to come back to is the one before maximising


def test_volume_and_mute_follow_the_settings_at_once(app):
    app.settings.sound = app.sounds.enabled = True
    s = app.open("settings")
    frame(app)
    s.press("volume")
    assert app.settings.volume == 75 and app.sounds.volume == pytest.approx(0.75)
    s.press("sound")
    assert not app.settings.sound and not app.sounds.enabled  # muted
    s.press("sound")
    assert app.sounds.enabled and app.sounds.volume == pytest.approx(0.75)
    again = App((1024, 600), Settings(volume=25), storage=app.storage)
    assert again.sounds.volume == pytest.approx(0.25)


def test_the_pace_set_in_the_settings_is_the_tables_pace(app):
    scene = table(app, "oh-heck", ["person", "random", "random"], seed=2)
    app.settings.pace = "relaxed"
    app.open("settings")
    frame(app)
    app.pop()  # back to the table: it takes the settings as they are now
    assert scene.board.read == app.settings.read_seconds > 0


def test_a_window_left_low_on_a_taller_screen_opens_wholly_on_a_shorter_one():
    """Issue 28: a window left at (0, 24) 1024x720, opened on a 1280x720 screen, moves up to show its
    bottom (the buttons there); one that fits stays where it was left."""
    from cardtable.ui.window import fit_place

    assert fit_place(0, 24, (1024, 720), [(1280, 720)]) == (0, 0)
    assert fit_place(900, 50, (1024, 600), [(1280, 720)]) == (256, 50)
    assert fit_place(100, 80, (1024, 600), [(1280, 720)]) == (100, 80)
    assert fit_place(1500, 40, (1024, 600), [(1280, 720), (1920, 1080)]) == (1500, 40)  # the second screen
