"""Writes the published-rulings corpus: ``tests/cases/<NNN>-<slug>.json`` and ``tests/cases/index.json``.

Each case is described below in a few lines: the deal, the auction and play (compact tokens), the
ruling steps (irregularity, facts, options chosen) and what the published ruling says the program must
give (laws, options offered, trick counts, penalty cards and restrictions on the table), with its
source. ``published`` is true only when the source was consulted here (a stored page, whose address the
source gives, or a seed text under /work/shared/seeds/) and states that ruling; otherwise the source says
the record was constructed from the text of the Law and no published case was consulted (see
``tests/cases/sources.py`` and README.md).

Run ``python -m tests.cases.build_cases`` from the repository root to rewrite the files; the
output is deterministic and ``tests/cases/test_published_cases.py`` checks that the committed files
equal what this script writes.

Tokens: auction ``"N:1H E:Pass"``; play ``"W:S5"`` (a card played), ``"W!DJ"`` (exposed, dropped),
``"E<D7/out_of_turn"`` (retracted, with the reason), ``"S#11"`` (claim of 11 tricks), ``"S~1"``
(concession of 1 trick). As in every incident file, the play record is the board as it is now, past
every ruling: a card a ruling withdraws is followed by its retraction (``"W<H8/revoke_correction"``),
and each step says how far the record had gone when it was given (``at``).
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tdcompanion.core.incident import dumps, loads

HERE = Path(__file__).resolve().parent

#: The deal of the WBF-style examples in ``examples/`` (North: ♠AKQ ♥AKQJ ♦432 ♣432 ...).
D1 = "N:AKQ.AKQJ.432.432 987.7654.765.765 T6432.32.AKQ.AKQ J5.T98.JT98.JT98"
#: As D1 with East's and South's diamonds exchanged (East holds ♦AKQ).
D2 = "N:AKQ.AKQJ.432.432 987.7654.AKQ.765 T6432.32.765.AKQ J5.T98.JT98.JT98"
PASSED_4H = "S:4H W:Pass N:Pass E:Pass"

WBF_COMMENTARY = "WBF Laws Committee, Commentary on the 2017 Laws of Duplicate Bridge (2018, updated 2022)"
EBU_WHITE_BOOK = "EBU White Book (English Bridge Union, 2022 edition)"
ACBL_DD = "ACBL, Duplicate Decisions (2017 laws edition)"
HBF_COMMENTARY = "Hellenic Bridge Federation, commentary on the 2017 Laws (seed text in /work/shared/seeds/)"


@dataclass(frozen=True)
class Case:
    """One published ruling: the board, the Director's steps on it, and what the ruling must be."""

    number: int
    slug: str
    source: str
    summary: str
    auction: str
    rulings: list[dict[str, Any]]
    expect: dict[str, Any]
    deal: str = D1
    dealer: str = "S"
    play: str = ""
    board: int = 1
    table: dict[str, Any] | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    published: bool = False

    @property
    def name(self) -> str:
        return f"{self.number:03d}-{self.slug}"


def _auction(text: str) -> list[dict[str, str]]:
    return [{"seat": t[0], "call": t[2:]} for t in text.split()]


def _event(token: str) -> dict[str, Any]:
    seat, mark, rest = token[0], token[1], token[2:]
    if mark == ":":
        return {"event": "play", "seat": seat, "card": rest}
    if mark == "!":
        return {"event": "expose", "seat": seat, "cards": rest.split(","), "how": "dropped"}
    if mark == "<":
        card, reason = rest.split("/")
        return {"event": "retract", "seat": seat, "card": card, "reason": reason}
    if mark == "#":
        return {"event": "claim", "seat": seat, "tricks": int(rest)}
    if mark == "~":
        return {"event": "concede", "seat": seat, "tricks": int(rest)}
    raise ValueError(f"unknown play token {token!r}")


def raw(case: Case) -> dict[str, Any]:
    """The case's incident file, as a JSON object (before the library normalises it)."""
    board: dict[str, Any] = {"number": case.board, "dealer": case.dealer, "deal": case.deal,
                             "auction": _auction(case.auction)}
    if case.play:
        board["play"] = [_event(t) for t in case.play.split()]
    out: dict[str, Any] = {"format": "tdcompanion-incident", "schema_version": 4, "id": case.name.replace(".", "_"),
                           "lawbook": "WBF 2017", "status": "ruled", "board": board}
    if case.table is not None:
        out["table"] = case.table
    out["rulings"] = [{"applied": True, **step} for step in case.rulings]
    out["note"] = f"{case.summary} Source: {case.source}"
    return out


def text(case: Case) -> str:
    """The committed file: the raw object read and written back by the library (format v4)."""
    return dumps(loads(json.dumps(raw(case)))) + "\n"


def index(cases: list[Case]) -> str:
    entries = {c.name: {"source": c.source, "published": c.published, "summary": c.summary, **c.expect}
               for c in cases}
    return json.dumps(entries, ensure_ascii=False, indent=2) + "\n"


def write(cases: list[Case]) -> None:
    for old in HERE.glob("[0-9][0-9][0-9]-*.json"):
        old.unlink()
    for case in cases:
        (HERE / f"{case.name}.json").write_text(text(case), encoding="utf-8")
    (HERE / "index.json").write_text(index(cases), encoding="utf-8")


def main(argv: list[str]) -> int:
    from tests.cases.catalogue import CASES

    if argv[:1] == ["--show"]:  # what the program rules on each case, beside what the case expects
        from tests.cases.corpus import observed

        for case in CASES:
            if argv[1:] and case.name not in argv[1:] and str(case.number) not in argv[1:]:
                continue
            try:
                got = observed(loads(text(case)))
            except ValueError as exc:
                got = {"error": str(exc)}
            mark = "OK " if all(got.get(k) == v for k, v in case.expect.items()) else "DIFF"
            print(mark, case.name, json.dumps(got))
        return 0
    write(CASES)
    print(f"{len(CASES)} cases written to {HERE}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
