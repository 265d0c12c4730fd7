"""Where Windows, macOS and Linux differ, exercised on whichever system runs the suite (no mocking
of the system itself). CI runs this on all three (.github/workflows/build.yml).

- user data folders whose path has spaces and non-ASCII letters (Windows: "C:\\Users\\José Núñez");
- replacing a file atomically while a reader holds it open (Windows refuses to replace a file that
  another handle has open unless it was opened to share deletion);
- the computer players' worker started by spawning (every system) and killed mid-search
  (tests/ui/test_computer.py), and the app's exit leaving no process behind;
"""

from __future__ import annotations

import random
import threading
import time

from cardtable.engine.record import Record
from cardtable.files.storage import Storage, load_record_file, write_atomic
from cardtable.games import get_game
from cardtable.host.session import Seat, Session

ODD = "Card Table ñandú – Zoë 名前 files"


def _played(storage: Storage, seed: int = 3) -> Session:
    s = Session(get_game("oh-heck"), [Seat("Zoë"), Seat("Ñu", "random"), Seat("Åsa", "random")], seed,
                {"schedule": "single", "cards": 3}, storage)
    rng = random.Random(seed)
    for _ in range(6):
        s.apply(rng.choice(s.game.legal_actions(s.state)))
    s.flush()
    return s


def test_a_data_folder_with_spaces_and_non_ascii_letters(tmp_path) -> None:
    root = tmp_path / ODD / "CardTable"
    st = Storage(root)
    s = _played(st)
    st.save_settings({"four_colour": True})
    again = Storage(root)
    rec = again.load_autosave()
    assert rec is not None and rec.actions == s.record.actions
    assert [x["name"] for x in rec.seats] == ["Zoë", "Ñu", "Åsa"]
    assert again.load_settings() == {"four_colour": True}
    kept = again.export_record(rec, root / "exports ñ")
    assert load_record_file(kept).actions == rec.actions
    assert not again.messages


def test_a_file_is_replaced_while_a_reader_holds_it_open(tmp_path) -> None:
    """POSIX replaces at once and the reader keeps the file it opened; Windows refuses while the
    handle is open, so the save waits (retrying) until the reader lets go: either way the new
    file lands whole and no temporary file is left behind."""
    target = tmp_path / ODD / "autosave.json"
    write_atomic(target, "old")
    opened = threading.Event()
    seen: list[str] = []

    def reader() -> None:
        with open(target, encoding="utf-8") as f:
            opened.set()
            time.sleep(0.3)
            seen.append(f.read())

    t = threading.Thread(target=reader)
    t.start()
    opened.wait(5)
    write_atomic(target, "new")
    t.join(5)
    assert seen == ["old"]
    assert target.read_text(encoding="utf-8") == "new"
    assert [p.name for p in target.parent.iterdir()] == ["autosave.json"]


def test_records_keep_names_in_any_script(tmp_path) -> None:
    st = Storage(tmp_path / ODD)
    s = _played(st)
    text = s.record.dumps()
    assert Record.loads(text).seats == s.record.seats
