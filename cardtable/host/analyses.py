"""A finished game's analysis (``ai/analysis.py``), kept beside its record: ``analyses/<game id>.json``
in the data folder (the id is the record's own, ``storage.game_uid``; the name of its file under
``records/`` ends with it).

The document is one of the storage's (``format`` ``cardtable-analysis``, written atomically, never
through a link) and holds, beside the analysis (``data``): the analysis's ``method`` (its version: a
file of another method is outdated), the SHA-256 of the record it judges (``record``: a file of
another game is foreign) and the SHA-256 of its data (``checksum``: a file changed or cut is damaged).
A file that does not read, or is damaged, foreign or outdated, is set aside whole as every damaged file
is (``Storage.damaged``: into ``damaged/``, said once), and the game is analysed again; a game whose
analysis is kept is never analysed again (``analysed``).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine import safejson
from ..files.storage import DamagedFile, Storage, game_uid, table

if TYPE_CHECKING:  # the analysis is the computer players' (imported when a game is analysed)
    from ..ai.analysis import GameAnalysis, Settings
    from ..engine.game import SomeGame
    from ..engine.record import Record

KIND = "analysis"
FOLDER = "analyses"
THEN = "the game is analysed again"


def analysis_name(record: Record) -> str:
    """The analysis file's name in the data folder."""
    return f"{FOLDER}/{game_uid(record)}.json"


def record_digest(record: Record) -> str:
    """The SHA-256 of the record as written (its game, seed, seats, notes and every move)."""
    game_uid(record)  # an older record gets its id first: the digest is of the record as kept
    return hashlib.sha256(record.dumps().encode("utf-8")).hexdigest()


def data_digest(data: Any) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True, separators=(",", ":")).encode("utf-8")).hexdigest()


def _method() -> int:
    from ..ai.analysis import METHOD

    return METHOD


def load_analysis(storage: Storage, record: Record) -> GameAnalysis | None:
    """The kept analysis of ``record``'s game (None: none kept, or it was set aside)."""
    from ..ai.analysis import GameAnalysis

    name = analysis_name(record)
    try:
        doc = storage.read(name, KIND, table, whole=True)
        if doc.get("method") != _method():
            raise DamagedFile(f"it was made by another method of analysis ({doc.get('method')!r}, "
                              f"this Card Table's is {_method()})")
        if doc.get("record") != record_digest(record):
            raise DamagedFile("it is the analysis of another game")
        data = doc.get("data")
        if doc.get("checksum") != data_digest(data):
            raise DamagedFile("its checksum does not match its contents")
        return GameAnalysis.from_json(data)
    except FileNotFoundError:
        return None
    except (DamagedFile, safejson.BadJSON, ValueError, TypeError, KeyError) as e:
        storage.damaged(name, KIND, str(e) or type(e).__name__, then=THEN)
        return None


def save_analysis(storage: Storage, record: Record, analysis: GameAnalysis) -> bool:
    """Keep the analysis beside the record (False if it could not be written: said once by the storage)."""
    from ..files.storage import FORMAT_VERSION

    data = analysis.to_json()
    doc = {"format": f"cardtable-{KIND}", "version": FORMAT_VERSION, "method": _method(),
           "record": record_digest(record), "checksum": data_digest(data), "data": data}
    return storage.save(analysis_name(record), KIND, None, whole=doc)


def analysed(storage: Storage, game: SomeGame, record: Record, settings: Settings | None = None,
             persons: list[int] | None = None, should_stop: Callable[[], bool] | None = None,
             on_progress: Callable[[str], None] | None = None) -> GameAnalysis:
    """The game's analysis: the one kept, else made now (``ai.analysis.analyse``) and kept. A game is
    analysed once: a kept analysis is read, whatever ``settings`` ask. One stopped (``should_stop``) is
    not kept."""
    from ..ai.analysis import Settings, analyse

    kept = load_analysis(storage, record)
    if kept is not None:
        return kept
    made = analyse(game, record, settings or Settings(), persons, should_stop=should_stop, on_progress=on_progress)
    if should_stop is None or not should_stop():
        save_analysis(storage, record, made)
    return made
