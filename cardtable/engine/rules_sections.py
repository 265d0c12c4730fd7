"""A game's rules in short titled sections, each naming the cards it speaks of.

A game writes its rules once, in ``<game>/rules_text.py``: a heading line and a tuple of
``Section`` (a title, a few short paragraphs, and the example cards the rules screen draws,
with a caption). ``whole_text`` joins them into the plain text of ``cardtable rules`` and the
words' ``rules_text``: a ``RulesText``, a ``str`` that keeps its sections, which the rules
screen draws (titles, paragraphs and cards).

Example cards are named as ``cards.parse`` reads them ("7C", "10H", "QS", "N4#0"); ``BACK``
stands for a card lying face down, ``GAP`` for a space between two groups, and ``ROW`` starts a
row under the one before (a layout of two rows, its columns one above the other)."""

from __future__ import annotations

from dataclasses import dataclass

from . import cards as C

BACK = "back"  # a face-down card in an example
GAP = ""  # a space between two groups of example cards
ROW = "/"  # the example cards after it lie in a row under the ones before


@dataclass(frozen=True)
class Section:
    """One part of the rules: its ``title``, its ``text`` (paragraphs split by blank lines, list
    items starting "- " or "1. "), and optionally example ``cards`` with their ``caption``."""

    title: str
    text: str
    cards: tuple[str, ...] = ()
    caption: str = ""

    def rows(self) -> list[list[list[int | None]]]:
        """The example cards row by row (split at each ``ROW``), each row in its groups (split at each
        ``GAP``): ids, None for a face-down card."""
        rows: list[list[list[int | None]]] = [[[]]]
        for n in self.cards:
            if n == ROW:
                rows.append([[]])
            elif n == GAP:
                rows[-1].append([])
            else:
                rows[-1][-1].append(None if n == BACK else C.parse(n))
        return [[g for g in row if g] for row in rows if any(row)]

    def groups(self) -> list[list[int | None]]:
        """Every group of example cards, row after row."""
        return [g for row in self.rows() for g in row]


def short_names(section: Section) -> str:
    """The example cards in short, for the plain text: "AC 2D KH / AS 9C QD" (rows split by "/", groups
    by ","), "?" a face-down card."""
    def short(c: int | None) -> str:
        return "?" if c is None else str(C.RANK[c]) if C.is_number_card(c) else C.name(c)
    return " / ".join(", ".join(" ".join(short(c) for c in g) for g in row) for row in section.rows())


class RulesText(str):
    """A game's rules as plain text (a ``str``, the words' ``rules_text``) that also keeps its
    ``heading`` and ``sections``: the rules screen draws those, titles, cards and all."""

    heading: str
    sections: tuple[Section, ...]


def whole_text(heading: str, sections: tuple[Section, ...]) -> RulesText:
    """The rules as one plain text: the heading, then each section under its title in capitals,
    its example cards named in short after it; the heading and sections kept on it (``RulesText``)."""
    out = [heading.strip(), ""]
    for s in sections:
        out.append(s.title.upper())
        out.append(s.text.strip())
        if s.cards:
            out.append(f"\nExample ({short_names(s)}): {s.caption}".rstrip())
        out.append("")
    text = RulesText("\n".join(out).strip() + "\n")
    text.heading, text.sections = heading.strip(), sections
    return text
