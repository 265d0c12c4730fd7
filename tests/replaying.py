"""Replaying logged events on a copy of the true table, for the tests that check what a
viewer may see at each moment (test_redact, ui/test_board, ui/test_no_peek)."""

from __future__ import annotations

import random

from cardtable.engine.table import Table


def replay_step(t: Table, e, after: Table) -> None:
    """Play one logged event on ``t`` with the table's own methods, the moved card at its logged
    place (a shuffle's order does not matter here: visibility only)."""
    k, d = e
    if k == "move":
        t.move(d["card"], d["dst"], d["up"], seen=d.get("seen"))
        lst = t.zones[d["dst"]]
        lst.insert(min(d["index"], len(lst) - 1), lst.pop())
    elif k == "flip":
        t.flip(d["card"], d["up"])
    elif k == "tell":
        t.tell(d["card"], d["seats"])
    elif k == "shuffle":
        t.shuffle(d["zone"], random.Random(0))
    elif k == "zone" and d["name"] not in t.specs:
        s = after.specs.get(d["name"])
        if s is None:
            t.add_zone(d["name"], "pile")
        else:
            t.add_zone(s.name, s.kind, s.owner, s.layout, s.owner_sees, s.pool, s.grid, s.label)
    elif k == "unzone" and d["name"] in t.specs:
        t.remove_zone(d["name"])
