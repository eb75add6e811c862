"""greek-lint (the federation's usage, ``../shared/tools/greek-lint``) finds no law reference in Latin letters.

Issue 18: Greek text writes law references with Greek letters (Νόμος 50Δ2(α), 16Γ), formatted by
:func:`tdcompanion.wording.ref_text.law_ref_text`. These tests run greek-lint on the catalogues (the
wording modules and ``translations/``) and on ``rule --lang el`` of every example, and fail on any
finding of the rules fixed so far (:data:`ENFORCED`: law references, board, irregularity, withdraw, the
non-offending side). The tool's other rules (english, double-x, double-paren) are the rest of issue 18:
their findings are filtered out here, deliberately, until that work lands (then this test should fail on
every finding outside a reviewed allow-list).

The tool lives outside the repository; where it is missing (CI on a fresh clone) these tests are skipped.
``GREEK_LINT`` may point at another copy.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tdcompanion import cli

REPO = Path(__file__).resolve().parent.parent
GREEK_LINT = Path(os.environ.get("GREEK_LINT", "/work/shared/tools/greek-lint/greek-lint"))
EXAMPLE_FILES = sorted((REPO / "examples").glob("*.json"))
LAW_RULES = {"law-letter", "law-sub"}
#: The rules held at 0 findings so far (issue 18 in slices): law references, and the federation's words for the
#: board (θήκη), an irregularity (ανωμαλία), withdrawing a card or call (αποσύρω) and the non-offending side
#: (αναίτιος άξονας). The english, double-x and double-paren rules are later work.
ENFORCED = LAW_RULES | {"board-word", "irregularity", "withdraw", "non-offending"}

needs_tool = pytest.mark.skipif(not GREEK_LINT.is_file(), reason=f"greek-lint is not installed here ({GREEK_LINT})")


def lint(*paths: str, text: str | None = None) -> list[dict[str, Any]]:
    """greek-lint's findings (``--json``) on ``paths``, or on ``text`` through stdin."""
    argv = [sys.executable, str(GREEK_LINT), "--json", *(paths or ("-",))]
    done = subprocess.run(argv, input=text, capture_output=True, text=True, cwd=REPO, timeout=120, check=False)
    assert done.returncode in (0, 1), done.stderr  # 2 is a usage error
    findings: list[dict[str, Any]] = json.loads(done.stdout)
    return findings


def law_findings(findings: list[dict[str, Any]], rules: set[str] = LAW_RULES) -> list[str]:
    return [f"{f['where']}: {f['rule']}: {f['text']}" for f in findings if f["rule"] in rules]


@needs_tool
def test_the_catalogues_write_law_references_in_greek_letters() -> None:
    assert law_findings(lint("translations/", "tdcompanion/")) == []


@needs_tool
def test_the_catalogues_use_the_federations_words_for_board_irregularity_withdraw_and_the_non_offenders() -> None:
    assert law_findings(lint("translations/", "tdcompanion/"), ENFORCED) == []


@needs_tool
def test_the_tool_finds_latin_letters_in_greek_text(tmp_path: Path) -> None:
    """The check can fail: a Greek sentence with ``50D2(a)`` is a finding."""
    sample = tmp_path / "sample.py"
    sample.write_text('TEXT = {"el": "Νόμος 50D2(a)", "ok": "Νόμος 50Δ2(α)"}\n', encoding="utf-8")
    assert {f.split(": ")[1] for f in law_findings(lint(str(sample)))} == LAW_RULES


@needs_tool
@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_rule_in_greek_writes_law_references_in_greek_letters(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli.main(["rule", "--lang", "el", str(path)])
    out = capsys.readouterr().out
    assert "Νόμ" in out
    assert law_findings(lint(text=out), ENFORCED) == []
