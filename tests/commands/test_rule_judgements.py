"""``tdcompanion rule`` shows the Director's judgements as judgements (issue 22): in their own section after the
ruling, in both languages and in ``--json``, apart from what the players stated; a question that is a judgement
comes with the law's criteria and, where the law gives one, its answer unless the Director judges otherwise."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tdcompanion import cli

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "law16-hesitation.json"
JUDGED = ["law16.established", "law16.demonstrable", "law16.logical_alternative", "law16.damaged"]


def rule(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert cli.main(["rule", *argv]) in (0, 1)  # 1: a question is open
    return capsys.readouterr().out


def without(tmp_path: Path, *facts: str) -> str:
    doc: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    step = doc["rulings"][0]
    for fact in facts:
        del step["facts"][fact]
    step.pop("ruling", None)
    step["applied"] = False
    path = tmp_path / "incident.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    ("lang", "heading", "line"),
    [
        ("en", "The Director's judgement:",
         "  - Logical alternative (Law 16B1(b)): yes – Was there a logical alternative"),
        ("el", "Η κρίση του Διαιτητή:", "  - Λογική εναλλακτική – Νόμος 16Β1(β): ναι – Υπήρχε λογική εναλλακτική"),
    ],
)
def test_the_plain_text_lists_the_judgements_after_the_ruling(capsys: pytest.CaptureFixture[str], lang: str,
                                                              heading: str, line: str) -> None:  # fmt: skip
    lines = rule(capsys, str(EXAMPLE), "--lang", lang).splitlines()
    assert heading in lines and any(x.startswith(line) for x in lines)  # the name, the answer, then the question
    section = lines[lines.index(heading) + 1:]
    assert len([x for x in section if x.startswith("  - ")]) == len(JUDGED)
    assert lines.index(heading) > next(i for i, x in enumerate(lines) if x.startswith(("Ruling:", "Απόφαση")))


def test_the_json_keeps_judgements_apart_from_what_the_players_stated(capsys: pytest.CaptureFixture[str]) -> None:
    step = json.loads(rule(capsys, str(EXAMPLE), "--json"))["rulings"][0]
    judged = step["judgements"]
    assert [j["fact"] for j in judged] == JUDGED
    assert all(j["fact"] in step["answered"] for j in judged)
    assert "law16.source" in step["answered"] and "law16.source" not in {j["fact"] for j in judged}
    alternative = judged[2]
    criteria = [{"id": "alternative.seriously_considered", "law": "16B1(b)"},
                {"id": "alternative.some_select", "law": "16B1(b)"}]  # fmt: skip
    assert alternative == {"fact": "law16.logical_alternative", "value": True, "judgement": "logical_alternative",
                           "law": "16B1(b)", "criteria": criteria}  # fmt: skip


@pytest.mark.parametrize(
    ("lang", "label", "criterion"),
    [
        ("en", "The Director's judgement: Logical alternative (Law 16B1(b))",
         "would seriously consider it (Law 16B1(b))."),
        ("el", "Κρίση του Διαιτητή: Λογική εναλλακτική – Νόμος 16Β1(β)", "θα τη σκεφτόταν σοβαρά – Νόμος 16Β1(β)."),
    ],
)
def test_a_judgement_question_shows_the_laws_criteria(capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str,
                                                      label: str, criterion: str) -> None:  # fmt: skip
    path = without(tmp_path, "law16.logical_alternative", "law16.damaged")
    out = rule(capsys, path, "--lang", lang)
    assert label in out and criterion in out
    question = json.loads(rule(capsys, path, "--json"))["rulings"][0]["question"]
    assert question["fact"] == "law16.logical_alternative" and question["default"] is None
    assert question["judgement"]["id"] == "logical_alternative" and question["judgement"]["law"] == "16B1(b)"
