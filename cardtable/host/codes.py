"""Game codes: a deal to share, as a short text anyone can type to play it again.

A code holds the game, the number of players, the seed and the options that differ
from the game's defaults, with a check so that a mistyped letter is caught rather
than dealing some other game. Letters and digits only (base 32, no 0/1/8/9 to
confuse), in groups of five; case, spaces and dashes are ignored when it is read.
The same code deals the same cards to the same seats on any machine: play it from
any seat to practise the deal.
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field

from ..engine.game import SomeGame
from ..engine.options import OptionError, OptionValue, PlayerCountError, resolve
from ..games import get_game

MAX_CODE = 200  # characters: a code is short; anything longer is not one
SEED_LIMIT = 1 << 63


class GameCodeError(ValueError):
    """A code that does not read: the message says why in one line."""


@dataclass(frozen=True)
class GameCode:
    game: str
    players: int
    seed: int
    options: dict[str, OptionValue] = field(default_factory=dict)  # only the options that differ from the defaults

    def text(self) -> str:
        """The code as shown: groups of five letters and digits."""
        opts = ";".join(f"{_index(self.game, k)}={_word(v)}" for k, v in sorted(self.options.items()))
        body = "/".join([self.game, str(self.players), _base36(self.seed), opts])
        raw = body.encode()
        check = hashlib.sha256(raw).digest()[:2]
        letters = base64.b32encode(check + raw).decode().rstrip("=")
        return "-".join(letters[i:i + 5] for i in range(0, len(letters), 5))


def _word(v: object) -> str:
    if isinstance(v, bool):
        return "1" if v else "0"
    return str(v)


def _index(game_id: str, name: str) -> int:
    """An option by its place among the game's options (shorter than its name)."""
    return [o.name for o in get_game(game_id).info.options].index(name)


def _base36(n: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = digits[r] + out
        if not n:
            return out


def code_for(game: SomeGame, players: int, seed: int, options: Mapping[str, object] | None) -> GameCode:
    """The code of a game as it was set: its options as played, the defaults left out."""
    opts = resolve(game.info.options, options)
    differ = {o.name: opts[o.name] for o in game.info.options if opts[o.name] != o.default}
    return GameCode(game.info.id, players, seed, differ)


def read_code(text: object) -> GameCode:
    """A typed code, checked through: its game exists, its players and options fit it."""
    if not isinstance(text, str) or not text.strip():
        raise GameCodeError("type a game code: letters and digits, such as ABCDE-FGHIJ-...")
    if len(text) > MAX_CODE:
        raise GameCodeError(f"that is too long to be a game code ({len(text):,} characters)")
    letters = "".join(ch for ch in text.upper() if ch not in " -\t\r\n")
    if not letters or any(ch not in "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567" for ch in letters):
        raise GameCodeError("a game code holds only the letters A to Z and the digits 2 to 7")
    try:
        raw = base64.b32decode(letters + "=" * (-len(letters) % 8))
    except ValueError:
        raise GameCodeError("that game code is cut short or has a letter too many") from None
    check, body = raw[:2], raw[2:]
    if len(raw) < 3 or hashlib.sha256(body).digest()[:2] != check:
        raise GameCodeError("that game code has a mistake in it: check each letter")
    try:
        game_id, players_s, seed_s, opts_s = body.decode("ascii").split("/")
        players, seed = int(players_s), int(seed_s, 36)
        pairs = [p.split("=", 1) for p in opts_s.split(";")] if opts_s else []
        picked = {int(k): v for k, v in pairs}
    except ValueError:
        raise GameCodeError("that game code does not hold a game") from None
    try:
        game = get_game(game_id)
    except KeyError:
        raise GameCodeError(f"that game code is for a game this Card Table does not have ({game_id[:40]!r})") \
            from None
    if any(not 0 <= k < len(game.info.options) for k in picked):
        raise GameCodeError(f"that game code names an option {game.info.name} does not have")
    options = {game.info.options[k].name: v for k, v in picked.items()}
    if not 0 <= seed < SEED_LIMIT:
        raise GameCodeError("that game code's deal is out of range")
    if not game.info.players[0] <= players <= game.info.players[-1]:
        raise GameCodeError(f"that game code is for {players} players; {game.info.name} is for "
                            f"{game.info.players[0]} to {game.info.players[-1]}")
    try:
        resolved = resolve(game.info.options, options)
        game.check_options(resolved, players)
    except (OptionError, PlayerCountError) as e:
        raise GameCodeError(f"that game code's options do not fit {game.info.name}: {e}") from None
    return code_for(game, players, seed, resolved)
