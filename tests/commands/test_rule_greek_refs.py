"""``rule --lang el`` cites the laws with Greek letters (issue 18): Νόμος 50Δ2(α), Νόμοι 16Β1, 73Γ.

Runs without greek-lint (see tests/test_greek_lint.py for the tool's own check): every reference after
"Νόμος"/"Νόμοι"/"Νόμου"/"Νόμο" in the Greek output of every example has no Latin letter, and the English
output still has the WBF's letters.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tdcompanion import cli

EXAMPLE_FILES = sorted((Path(__file__).resolve().parents[2] / "examples").glob("*.json"))
# "Νόμοι 21Β1(α), 75Β1" -> "21Β1(α), 75Β1": the references a law word introduces.
CITED = re.compile(r"Νόμ\w*\s+(?:ο\s+|του\s+)?(\d{1,2}[\w()]*(?:(?:,\s*|\s+και\s+|-)\d{1,2}[\w()]*)*)")
LATIN = re.compile(r"[A-Za-z]")


def rule_output(path: Path, lang: str, capsys: pytest.CaptureFixture[str]) -> str:
    cli.main(["rule", "--lang", lang, str(path)])
    return capsys.readouterr().out


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_greek_output_cites_laws_in_greek_letters(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cited = CITED.findall(rule_output(path, "el", capsys))
    assert cited, "every example's ruling cites a law"
    latin = [refs for refs in cited if LATIN.search(refs.replace("(ii)", "").replace("(iii)", ""))]
    assert latin == []


def test_greek_letters_show_in_greek_and_latin_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    path = next(p for p in EXAMPLE_FILES if p.stem == "law16-hesitation")
    assert "Νόμου 16Β1" in rule_output(path, "el", capsys)
    english = rule_output(path, "en", capsys)
    assert "16B1" in english
    assert "16Β1" not in english
