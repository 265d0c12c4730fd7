"""A deal's score sheet in the game's own terms, from ``state.sheet`` and the deal's end event."""

from __future__ import annotations

from typing import Any

# What each game's sheet entries hold, in order; a seat-wide tuple becomes a column,
# a single value a line above the table. Games not listed are read from their event.
SHEETS: dict[str, tuple[str, ...]] = {
    "oh-heck": ("Cards each", "Bid", "Tricks", "Points"),
    "rummy": ("Out", "In hand", "Points"),
    "uncle-stuart": ("Out", "Laid down", "In hand", "Points"),
    "say-uncle": ("Called", "Winner", "Straight flush", "Points"),
    "skull": ("Deal", "Challenger", "Bid", "Result", "Skull of", "Out"),
    "show": ("Shown by", "In hand", "Points"),
    "man-from-uncle": ("Deal", "Total", "Uncles"),
}
SEAT_WORDS = {"Out", "Called", "Winner", "Caller", "Challenger", "Skull of", "Shown by"}
EVENT_SKIP = {"deal", "totals"}


def _fmt(v: Any) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:g}"
    if isinstance(v, (list, tuple)):
        return " ".join(_fmt(x) for x in v)
    return str(v)


def deal_sheet(game_id: str, state: Any, deal: int, data: dict[str, Any], names: list[str]
               ) -> tuple[list[str], list[str], list[list[str]]]:
    """(lines, column headings, rows per seat) for deal number ``deal`` (1-based)."""
    n = len(names)
    lines: list[str] = []
    heads: list[str] = []
    cols: list[list[str]] = []
    sheet = getattr(state, "sheet", None)
    entry = sheet[deal - 1] if isinstance(sheet, list) and 0 < deal <= len(sheet) else None
    labels = SHEETS.get(game_id)
    if entry is not None and labels is not None and isinstance(entry, tuple) and len(entry) == len(labels):
        pairs = list(zip(labels, entry))
    else:
        pairs = [(k.replace("_", " ").capitalize(), v) for k, v in data.items() if k not in EVENT_SKIP]
    for label, v in pairs:
        if isinstance(v, (list, tuple)) and len(v) == n:
            heads.append(label)
            cols.append([_fmt(x) for x in v])
        elif label in SEAT_WORDS or label.lower() in ("out", "caller", "winner", "seat"):
            if v is None and label == "Out":
                lines.append("Nobody went out")
                continue
            if isinstance(v, bool) or v is None:
                continue
            who = names[v] if isinstance(v, int) and 0 <= v < n else "nobody"
            lines.append(f"{label}: {who}")
        elif label == "Uncles" and isinstance(v, (list, tuple)):
            for u in v:
                if isinstance(u, (list, tuple)) and len(u) == 3 and isinstance(u[0], int) and 0 <= u[0] < n:
                    lines.append(f"Uncle! {names[u[0]]} at {u[1]}: {u[2]} chips")
        elif label == "Deal":
            continue
        elif v is not None and not isinstance(v, (list, tuple, dict)):
            lines.append(f"{label}: {_fmt(v)}")
    history = getattr(state, "history", None)
    totals = data.get("totals")
    if isinstance(history, list) and 0 < deal <= len(history):
        totals = history[deal - 1]
    if isinstance(totals, (list, tuple)) and len(totals) == n:
        heads.append("Total")
        cols.append([_fmt(x) for x in totals])
    rows = [[c[i] for c in cols] for i in range(n)]
    return lines, heads, rows
