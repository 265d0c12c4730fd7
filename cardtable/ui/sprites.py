"""What the board draws besides the table itself: a sprite per card, a zone's shuffle, chips in flight."""

from __future__ import annotations

from ..engine.cards import CARD_LIMIT

ALIAS_BASE = CARD_LIMIT  # board-local ids of cards the viewer may not see start here: never a real card


class Sprite:
    """Where one card is drawn now: top-left, width, and a turn (0..1) while flipping.

    ``card`` is the board's key for it: a card id, or an alias for a card the viewer may not see."""

    __slots__ = ("card", "face_before", "turn", "turner", "tw", "tx", "ty", "w", "x", "y", "z")

    def __init__(self, card: int, x: float, y: float, w: int) -> None:
        self.card, self.x, self.y, self.w = card, x, y, w
        self.tx, self.ty, self.tw = x, y, w
        self.turner = Turner(self)
        self.turn = 1.0
        self.face_before = False
        self.z = 0  # raised while flying, so moving cards pass over the others


class Shuffle:
    __slots__ = ("phase",)

    def __init__(self) -> None:
        self.phase = 1.0


class Flyer:
    """A chip on its way between the pot and a seat."""

    __slots__ = ("alive", "colour", "x", "y")

    def __init__(self, x: float, y: float, colour: str) -> None:
        self.x, self.y, self.colour, self.alive = x, y, colour, True


class Turner:
    """Proxy so a flip's tween (on ``turn``) does not complete a card's flight."""

    __slots__ = ("s",)

    def __init__(self, s: Sprite) -> None:
        self.s = s

    @property
    def turn(self) -> float:
        return self.s.turn

    @turn.setter
    def turn(self, v: float) -> None:
        self.s.turn = v


def land(s: Sprite, w: int) -> None:
    s.w = w
    s.z = 0


TAG_PAD = 10  # a card's word tag: its box is this much wider than its word (``tags.word_tag``)


def tag_px(unit: float) -> int:
    """The size a card's word tag is asked at on a table of this ``unit`` (the text-size setting applies)."""
    return int(max(12, 15 * unit))


def tag_need(word_w: int) -> int:
    """How much of a card must show, left to right, for a tag whose word is ``word_w`` pixels wide to lie
    on it (``tag_span``'s margins, the box's padding, a pixel each side): a hand overlaps no more."""
    return word_w + TAG_PAD + 7


def index_h(cw: int) -> int:
    """How high a full face's corner index reaches up from its foot (``art_faces``: 5% of the width in,
    a rank over a small suit, about 0.29 of the width), in pixels, with two to spare."""
    return round(cw * 0.34) + 2


def tag_span(x: int, w: int, index: int, covered_at: int | None = None, lifted: bool = False) -> tuple[int, int]:
    """Where a card's word tag ("ROSE") may lie along its foot, left and right: clear of the corner index
    at its bottom right (``index`` pixels wide) and of a card laid over its right part from ``covered_at``
    on; the foot's left corner has no index on any face. A tiny face's corner is all symbol: the tag keeps to
    the card. ``lifted``: the tag lies above the corner index (``index_h``), across the card's whole width."""
    right = x + w - 3 if lifted else x + w - index - 2
    if right - x < w * 0.6:  # a tiny card's big corner symbol: the tag may lie over its edge, never off the card
        right = x + w - 3
    if covered_at is not None and x < covered_at < x + w:
        right = min(right, covered_at - 2)
    return x + 3, max(x + 3, right)
