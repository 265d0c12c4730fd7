"""Cards as small integers, so that tables copy fast and the AI can search.

Every card of every deck the project uses has one global id:

* standard cards: ``pack * 52 + suit * 13 + (rank - 1)`` for packs 0-2, with
  rank 1 (ace) to 13 (king) and suit 0-3 (clubs, diamonds, hearts, spades);
* number cards (The Man from U.N.C.L.E.): ``NUMBER_BASE + i`` for i in 0..41,
  value ``i // 7 + 1`` (seven each of 1 to 6), suit ``NO_SUIT``.

``RANK``, ``SUIT`` and ``PACK`` are tuples indexed by id; a game reads them
directly in its hot paths.
"""

from __future__ import annotations

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
NO_SUIT = 4
SUITS = (CLUBS, DIAMONDS, HEARTS, SPADES)
SUIT_LETTERS = "CDHS"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
RANK_LETTERS = {1: "A", 11: "J", 12: "Q", 13: "K"}
RANK_NAMES = {1: "ace", 11: "jack", 12: "queen", 13: "king"}

ACE, JACK, QUEEN, KING = 1, 11, 12, 13
MAX_PACKS = 3
NUMBER_BASE = 200
NUMBER_COUNT = 42
CARD_LIMIT = NUMBER_BASE + NUMBER_COUNT

_rank = [0] * CARD_LIMIT
_suit = [NO_SUIT] * CARD_LIMIT
_pack = [-1] * CARD_LIMIT
for _pk in range(MAX_PACKS):
    for _s in SUITS:
        for _r in range(1, 14):
            _id = _pk * 52 + _s * 13 + _r - 1
            _rank[_id], _suit[_id], _pack[_id] = _r, _s, _pk
for _i in range(NUMBER_COUNT):
    _rank[NUMBER_BASE + _i] = _i // 7 + 1
    _pack[NUMBER_BASE + _i] = 0

RANK: tuple[int, ...] = tuple(_rank)
SUIT: tuple[int, ...] = tuple(_suit)
PACK: tuple[int, ...] = tuple(_pack)
RED = frozenset({DIAMONDS, HEARTS})


def card(rank: int, suit: int, pack: int = 0) -> int:
    """The id of a standard card."""
    if not (1 <= rank <= 13 and suit in SUITS and 0 <= pack < MAX_PACKS):
        raise ValueError(f"no such card: rank {rank}, suit {suit}, pack {pack}")
    return pack * 52 + suit * 13 + rank - 1


def is_number_card(c: int) -> bool:
    return NUMBER_BASE <= c < CARD_LIMIT


def standard_deck(packs: int = 1) -> list[int]:
    """The 52 cards of each pack, in a fixed order."""
    if not 1 <= packs <= MAX_PACKS:
        raise ValueError(f"packs must be 1 to {MAX_PACKS}, not {packs}")
    return list(range(52 * packs))


def number_deck() -> list[int]:
    """The 42 number cards of The Man from U.N.C.L.E.: seven each of 1 to 6."""
    return list(range(NUMBER_BASE, CARD_LIMIT))


def name(c: int) -> str:
    """A short name that round-trips: 'QH', '10S', 'AC#2' (third pack), 'N4#3'."""
    if is_number_card(c):
        i = c - NUMBER_BASE
        return f"N{i // 7 + 1}#{i % 7}"
    if not 0 <= c < 52 * MAX_PACKS:
        raise ValueError(f"no card has id {c}")
    r, s, pk = RANK[c], SUIT[c], PACK[c]
    text = RANK_LETTERS.get(r, str(r)) + SUIT_LETTERS[s]
    return text if pk == 0 else f"{text}#{pk}"


_BY_NAME: dict[str, int] = {}


def parse(text: str) -> int:
    """The id of a card named as ``name`` writes it (case-insensitive)."""
    if not _BY_NAME:
        for c in list(range(52 * MAX_PACKS)) + number_deck():
            _BY_NAME[name(c)] = c
    key = text.strip().upper()
    if key.startswith("N") and "#" not in key:
        raise ValueError(f"number card {text!r} needs its copy: N4#0 to N4#6")
    if key in _BY_NAME:
        return _BY_NAME[key]
    raise ValueError(f"not a card name: {text!r}")


def long_name(c: int) -> str:
    """The card in players' words: 'queen of hearts', '7 of clubs', 'number 4'."""
    if is_number_card(c):
        return f"number {RANK[c]}"
    r = RANK[c]
    return f"{RANK_NAMES.get(r, str(r))} of {SUIT_NAMES[SUIT[c]]}"
