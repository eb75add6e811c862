"""The coverage map: every section of the Laws (:mod:`~.outline`) and where this program stands on it.

A section is

- *ruled* when a family of the lawbook claims its law and a ruling or a fact cites the section (or a part
  of it: ``64A2`` cites ``64A``);
- *used inside other rulings* when rulings cite it but no family claims its law (``12C``, ``16C``,
  ``23A``);
- otherwise placed by a declaration of :data:`~.outline.DECLARED`, with its reason.

What the rulings cite is recorded, not read from the source: the scenario tests under ``tests/core/laws``
run with ``tests/core/laws/ruling_recorder.py`` and every ruling built is a :class:`Citation`. The same
recording counts the tests that reach each section; the published cases count from their expected rulings.
:func:`problems` lists every disagreement between the outline, the declarations and the registry, and
:func:`markdown` writes ``docs/laws-coverage.md`` (``scripts/laws_coverage.py``; a test compares the file).
"""

from __future__ import annotations

import enum
import re
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tdcompanion.core.laws.engine import Lawbook, load_families
from tdcompanion.core.laws.facts import FACTS, Fact
from tdcompanion.core.laws.outline import DECLARED, LAWS, Declared, Law, Scope, declared, sections

__all__ = ["Citation", "Line", "Status", "lines", "markdown", "problems", "section_of"]

_SECTION = re.compile(r"(\d{1,2})([A-H]?)")


class Status(enum.Enum):
    """Where a section stands (the map's second column)."""

    RULED = "ruled"
    USED = "used inside other rulings"
    DECLARED = "declared"


@dataclass(frozen=True, slots=True)
class Citation:
    """One ruling a test built: its kind, the laws it cites and states, and the test (pytest's node id)."""

    kind: str
    laws: tuple[str, ...]
    test: str


@dataclass(frozen=True, slots=True)
class Line:
    """One section of the map."""

    section: str
    law: Law
    status: Status
    families: tuple[str, ...] = ()
    kinds: tuple[str, ...] = ()
    facts: tuple[str, ...] = ()
    tests: int = 0
    cases: int = 0
    declared: Declared | None = field(default=None)


def section_of(reference: str, lettered: Mapping[int, str]) -> str:
    """The outline section a reference falls in: ``64A2`` → ``64A``; ``49`` → ``49``. A whole law with lettered
    sections (``24``) stays itself and places none of them."""
    match = _SECTION.match(reference)
    if match is None:
        raise ValueError(f"not a law reference: {reference!r}")
    law, letter = int(match.group(1)), match.group(2)
    return f"{law}{letter}" if letter and lettered.get(law) else str(law)


def own_facts() -> tuple[Fact[Any], ...]:
    """The facts the lawbook's own modules declare (``tdcompanion.core.laws.*``, families loaded): not one a
    test or another program registered in :data:`~.facts.FACTS`."""
    load_families()
    found: dict[str, Fact[Any]] = {}
    for name, module in list(sys.modules.items()):
        if name.startswith(f"{__package__}.") and module is not None:
            found.update((v.id, v) for v in vars(module).values() if isinstance(v, Fact) and FACTS.get(v.id) is v)
    return tuple(found[k] for k in sorted(found))


def lines(lawbook: type[Lawbook], citations: Iterable[Citation],
          cases: Mapping[str, tuple[str, ...]]) -> tuple[Line, ...]:  # fmt: skip
    """Every section of the outline, placed. ``cases``: each published case's name → the laws its
    expected rulings cite."""
    lettered = {law.number: law.letters for law in LAWS}
    claims = lawbook.claims()
    kinds_at: dict[str, set[str]] = {}
    tests_at: dict[str, set[str]] = {}
    for citation in citations:
        for reference in citation.laws:
            at = section_of(reference, lettered)
            kinds_at.setdefault(at, set()).add(citation.kind)
            tests_at.setdefault(at, set()).add(citation.test)
    facts_at: dict[str, set[str]] = {}
    for fact in own_facts():
        for law_ref in fact.laws:
            facts_at.setdefault(section_of(str(law_ref), lettered), set()).add(fact.id)
    cases_at: dict[str, set[str]] = {}
    for name, laws in cases.items():
        for reference in laws:
            cases_at.setdefault(section_of(reference, lettered), set()).add(name)
    out: list[Line] = []
    for law in LAWS:
        for section in law.sections:
            facts = tuple(sorted(facts_at.get(section, ())))
            tests, covered = len(tests_at.get(section, ())), len(cases_at.get(section, ()))
            family = claims.get(law.number)
            if section not in kinds_at and not facts:
                out.append(Line(section, law, Status.DECLARED, tests=tests, cases=covered, declared=declared(section)))
            elif family is not None:
                kinds = tuple(sorted(k.value for k in family.kinds))
                out.append(Line(section, law, Status.RULED, (family.__name__,), kinds, facts, tests, covered))
            else:
                kinds = tuple(sorted(kinds_at.get(section, ())))
                out.append(Line(section, law, Status.USED, (), kinds, facts, tests, covered))
    return tuple(out)


def problems(lawbook: type[Lawbook], placed: Iterable[Line]) -> list[str]:
    """Every disagreement between the outline, its declarations and the registry; empty when the map is true."""
    out: list[str] = []
    known = set(sections())
    claims = lawbook.claims()
    out += [f"{s}: declared, but the outline has no such section" for s in sorted(set(DECLARED) - known)]
    for line in placed:
        mine = DECLARED.get(line.section)
        if line.status is Status.DECLARED and mine is None:
            out.append(f"{line.section}: no family rules it and no ruling cites it: declare where it stands")
        if line.status is not Status.DECLARED and mine is not None:
            out.append(f"{line.section}: declared {mine.scope.value}, but it is {line.status.value}: "
                       "drop the declaration")
        if mine is not None and mine.scope is Scope.PROCEDURE:
            out += [f"{line.section}: its breaches are said to be ruled under Law {n}, which no family rules"
                    for n in mine.see if n not in claims]  # fmt: skip
    return out


_HEAD = """# Coverage of the Laws of Duplicate Bridge 2017

Generated by `scripts/laws_coverage.py` from the lawbook's registry (`tdcompanion/core/laws`), the book's
outline and its declarations (`tdcompanion/core/laws/outline.py`), the rulings the scenario tests under
`tests/core/laws` build, and the published cases of `tests/cases`. Do not edit it by hand:
`tests/core/laws/test_coverage_map.py` fails when it and the registry disagree.

Every lettered section of every law, 1 to 93, is on one line:

- **ruled**: a family of the lawbook claims the law, and its rulings or facts cite the section. The line names
  the family, the kinds of irregularity it rules, the facts it may ask or read from the record, the number of
  tests whose rulings cite the section and the number of published cases that do;
- **used inside other rulings**: no family claims the law, but rulings cite the section (the kinds named);
- **correct procedure**, **principle**, **scoring**, **organisation**: not a ruling of its own, for the reason
  given;
- **not ruled yet**: a Director applies it at the table and no family rules it yet; the reason says what is
  planned.
"""


def _status(line: Line) -> str:
    if line.declared is not None:
        return line.declared.scope.value
    return line.status.value


def _where(line: Line) -> str:
    if line.status is Status.RULED:
        return f"{', '.join(line.families)} ({', '.join(f'`{k}`' for k in line.kinds)})"
    if line.status is Status.USED:
        return ", ".join(f"`{k}`" for k in line.kinds) or "facts only"
    if line.declared is None:
        return "**missing**"
    see = f" (see Law{'s' if len(line.declared.see) > 1 else ''} {', '.join(map(str, line.declared.see))})"
    return line.declared.reason + (see if line.declared.see else "")


def markdown(placed: Iterable[Line]) -> str:
    """``docs/laws-coverage.md``: a summary, then one table row per section, law by law."""
    rows = list(placed)
    counts: dict[str, int] = {}
    for line in rows:
        counts[_status(line)] = counts.get(_status(line), 0) + 1
    order = [s.value for s in (Status.RULED, Status.USED)] + [s.value for s in Scope]
    summary = "\n".join(f"| {name} | {counts.get(name, 0)} |" for name in order)
    gaps = [line for line in rows if line.declared is not None and line.declared.scope is Scope.GAP]
    parts = [_HEAD, f"## Summary\n\n{len(rows)} sections.\n\n| Where it stands | Sections |\n|---|---|\n{summary}\n"]
    by_reason: dict[str, list[str]] = {}
    for gap in gaps:
        if gap.declared is not None:
            by_reason.setdefault(gap.declared.reason, []).append(gap.section)
    listed = "\n".join(f"- **{', '.join(where)}**: {reason}" for reason, where in by_reason.items())
    parts.append("## Not ruled yet\n\n" + (listed or "None: every section a Director applies at the table is ruled.")
                 + "\n")  # fmt: skip
    parts.append("## Law by law\n\n| Section | Stands | Where, or why | Facts | Tests | Published cases |\n"
                 "|---|---|---|---|---|---|")  # fmt: skip
    law = 0
    for line in rows:
        if line.law.number != law:
            law = line.law.number
            parts.append(f"| **Law {law}** | | **{line.law.title}** | | | |")
        facts = ", ".join(f"`{f}`" for f in line.facts)
        parts.append(f"| {line.section} | {_status(line)} | {_where(line)} | {facts} | {line.tests or ''} | "
                     f"{line.cases or ''} |")  # fmt: skip
    return "\n\n".join(parts[:3]) + "\n\n" + parts[3] + "\n" + "\n".join(parts[4:]) + "\n"
