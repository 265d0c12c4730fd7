"""docs/architecture.md's two walks of a move (one from a click, one from a tap on a phone) name each hop
as a function and its file: every one of them is in the code (issue 49, "the documentation tells the
truth"). A hop is named ``Class.member`` (the class is defined in the package, with that member) or
``module.member`` / ``folder/module.member`` (a module of that name defines it)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "cardtable"
DOC = ROOT / "docs" / "architecture.md"
SECTIONS = ("## One action, from a click to the screen and the file", "## One action, from a tap on a phone")
NAMED = re.compile(r"`([A-Za-z_][\w/]*(?:\.[A-Za-z_]\w*)+)(?:\([^`]*\))?`")


def _sections() -> str:
    text = DOC.read_text(encoding="utf-8")
    out = []
    for head in SECTIONS:
        assert head in text, f"docs/architecture.md has no section {head!r}"
        body = text[text.index(head) + len(head):]
        out.append(body[:body.find("\n## ")] if "\n## " in body else body)
    return "\n".join(out)


def _sources() -> dict[Path, str]:
    return {p: p.read_text(encoding="utf-8") for p in PACKAGE.rglob("*.py")}


def _defines(src: str, member: str) -> bool:
    m = re.escape(member)
    return re.search(rf"(def {m}\b|self\.{m}\b|^\s*{m}\s*[:=]|class {m}\b)", src, re.M) is not None


def _found(name: str, sources: dict[Path, str]) -> bool:
    if name.endswith((".py", ".md", ".js")):  # a file: it is there
        return (PACKAGE / name).is_file() or any(p.name == name for p in PACKAGE.rglob(name))
    head, *rest = name.split(".")
    member = rest[0]
    if head[:1].isupper():  # Class.member: the file that defines the class defines the member
        return any(re.search(rf"^class {re.escape(head)}\b", src, re.M) and _defines(src, member)
                   for src in sources.values())
    module = head.split("/")[-1]  # module.member, folder/module.member
    return any(p.stem == module and _defines(src, member) for p, src in sources.items())


def test_every_hop_of_a_move_named_in_the_architecture_is_in_the_code() -> None:
    names = sorted({m.group(1) for m in NAMED.finditer(_sections())})
    hops = [n for n in names if "/" in n or n.split(".")[0][:1].isupper()
            or n.split(".")[0] in {"messages", "panel", "server", "room", "chair"}]
    assert len(hops) >= 30, hops  # both walks, each hop named
    sources = _sources()
    missing = [n for n in hops if not _found(n, sources)]
    assert not missing, f"named in docs/architecture.md's walks of a move, not found in the code: {missing}"
