"""The fingerprint at the table and on the game-over screen (issue 16: verifiable deals)."""

from __future__ import annotations

from driver import make_app, play_to_end, table

from cardtable.storage import Storage
from cardtable.ui.scenes.gameover import GameOver, deals_line

SOLO = ["person", "random", "random"]


def test_the_log_opens_with_the_fingerprint_and_game_over_says_the_deals_matched(tmp_path):
    app = make_app(storage=Storage(tmp_path))
    scene = table(app, "golf", SOLO, seed=4, save=True)
    fp = scene.session.fingerprint
    assert len(fp) == 12
    assert scene.log_panel.lines[0] == f"Deal fingerprint: {fp} (checked at the end)"
    play_to_end(app, scene, seed=1)
    assert isinstance(app.top, GameOver)
    assert app.top.deals == f"Every deal matched the fingerprint {fp} shown before the first card."


def test_game_over_names_a_deal_that_does_not_match(tmp_path):
    app = make_app(storage=Storage(tmp_path))
    scene = table(app, "say-uncle", ["random", "random"], seed=4, save=True)
    play_to_end(app, scene, seed=1)
    record = scene.record
    zone, *cards = record.deals[0].split(" ")
    record.deals[0] = " ".join([zone, cards[1], cards[0], *cards[2:]])
    line = deals_line(scene.game, record)
    assert line.startswith("The deals did not match the record: shuffle 1 ") and "card 1 from the top" in line
    record.fingerprint = ""
    assert deals_line(scene.game, record) == ""  # an old record: nothing claimed
