"""``tdcompanion rule`` on a Law 12 ruling: every form of adjusted score reaches ``--json`` (the ruling's side
standings, the sheet's figures for each side) and the plain text, in both languages; a sheet that contradicts the
ruling is flagged in both."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.commands.test_rule_command import EXAMPLES, rule, write

EXAMPLE = EXAMPLES / "law12-board-not-played.json"

SPLIT = {"law12.ground": "no_rectification", "law12.offenders": "EW", "law12.damaged": True,
         "law12.outcomes": "several", "law12.self_inflicted": True, "law12.rectified_outcomes": "one"}  # fmt: skip
ONE = {**SPLIT, "law12.outcomes": "one", "law12.self_inflicted": False}
del ONE["law12.rectified_outcomes"]
WEIGHTED = {**ONE, "law12.outcomes": "several"}
NUMEROUS = {"law12.ground": "no_rectification", "law12.offenders": "EW", "law12.damaged": True,
            "law12.outcomes": "numerous"}  # fmt: skip

OTHERS = {"form": "matchpoints", "others": [420, 450, 420, -50, 420, 170]}
ASSIGNED_SHEET = {"adjusted": {"ns": [{"contract": "4H", "declarer": "S", "tricks": 10, "weight": "100%"}]},
                  "traveller": OTHERS}  # fmt: skip
WEIGHTED_NS = [{"contract": "4H", "declarer": "S", "tricks": 10, "weight": "60%"},
               {"contract": "4H", "declarer": "S", "tricks": 9, "weight": "40%"}]
WEIGHTED_SHEET = {"adjusted": {"ns": WEIGHTED_NS}, "traveller": OTHERS}
SPLIT_SHEET = {"adjusted": {"ns": WEIGHTED_NS, "ew": [{"contract": "4H", "declarer": "S", "tricks": 10,
                                                       "weight": "100%"}]}, "traveller": OTHERS}  # fmt: skip
ARTIFICIAL_SHEET = {"artificial": {"ns": "A+", "ew": "A-"}, "traveller": OTHERS}


def _incident(tmp_path: Path, facts: dict[str, Any] | None, scoring: dict[str, Any] | None) -> str:
    doc = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    if facts is not None:
        doc["rulings"][0]["facts"] = facts
    if scoring is None:
        doc.pop("scoring", None)
    else:
        doc["scoring"] = scoring
    return write(tmp_path, doc)


# (name, facts, sheet, the ruling's side standings, the sheet's laws, each side's table score)
FORMS: list[tuple[str, dict[str, Any] | None, dict[str, Any], dict[str, str], list[str], dict[str, Any]]] = [
    ("artificial 12C2(a)", None, ARTIFICIAL_SHEET, {"NS": "no_fault", "EW": "directly_at_fault"},
     ["12C2(a)", "78A"], {"NS": None, "EW": None}),
    ("artificial 12C1(d)", NUMEROUS, ARTIFICIAL_SHEET, {"NS": "no_fault", "EW": "directly_at_fault"},
     ["12C2(a)", "78A"], {"NS": None, "EW": None}),
    ("assigned 12C1(a)", ONE, ASSIGNED_SHEET, {"NS": "non_offending", "EW": "offending"}, ["12C1(a)", "78A"],
     {"NS": "420", "EW": "-420"}),
    ("weighted 12C1(c)", WEIGHTED, WEIGHTED_SHEET, {"NS": "non_offending", "EW": "offending"}, ["12C1(c)", "78A"],
     {"NS": "232", "EW": "-232"}),
    ("split 12C1(e)", SPLIT, SPLIT_SHEET, {"NS": "self_damaged", "EW": "rectified"},
     ["12C1(c)", "12C1(a)", "12C1(e)", "78A"], {"NS": "232", "EW": "-420"}),
]


@pytest.mark.parametrize("form", FORMS, ids=[f[0] for f in FORMS])
def test_rule_json_carries_each_form_of_adjusted_score(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       form: tuple[Any, ...]) -> None:  # fmt: skip
    _, facts, sheet, standings, laws, table = form
    code, out, err = rule(capsys, _incident(tmp_path, facts, sheet), "--json")
    assert (code, err) == (0, "")
    result = json.loads(out)
    ruling = result["rulings"][0]["ruling"]
    sides = {c["side"]: c["standing"] for c in ruling["consequences"] if c["kind"] == "side_score"}
    assert sides == standings
    assert result["score"]["laws"] == laws
    assert result["score"]["table"] == table
    assert result["score"]["conversion"]["unit"] == "MP"
    assert result["score_check"] == []


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["North-South, non-offending: a weighted adjusted score, with no relief for the part of the damage they "
            "caused themselves (Law 12C1(e)(ii)).",
            "East-West, offending: an assigned adjusted score, the score their infraction would have had once "
            "rectified (Law 12C1(e)(i)).",
            "The two sides get different adjusted scores (Law 12C1(e))."]),
    ("el", ["Βορράς-Νότος, αναίτιος άξονας: σταθμισμένη επανορθωτική βαθμολογία, χωρίς αποκατάσταση για το μέρος της "
            "ζημιάς που προκάλεσε ο ίδιος – Νόμος 12Γ1(ε)(ii).",
            "Οι δύο άξονες παίρνουν διαφορετική επανορθωτική βαθμολογία – Νόμος 12Γ1(ε)."]),
])  # fmt: skip
def test_rule_prints_the_split_ruling_and_each_sides_score(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                           lang: str, expected: list[str]) -> None:  # fmt: skip
    code, out, _ = rule(capsys, _incident(tmp_path, SPLIT, SPLIT_SHEET), "--lang", lang)
    assert code == 0
    for text in expected:
        assert text in out


@pytest.mark.parametrize(("facts", "sheet", "found"), [
    (None, ASSIGNED_SHEET, [{"reason": "artificial_ruled", "side": "NS", "ruled": "A+", "entered": "assigned"},
                            {"reason": "artificial_ruled", "side": "EW", "ruled": "A-", "entered": "assigned"}]),
    (SPLIT, WEIGHTED_SHEET, [{"reason": "other_form", "side": "EW", "ruled": "assigned", "entered": "weighted"},
                             {"reason": "not_split", "side": None, "ruled": "", "entered": ""}]),
    (ONE, None, [{"reason": "none_entered", "side": None, "ruled": "", "entered": ""}]),
])  # fmt: skip
def test_a_sheet_that_contradicts_the_ruling_is_flagged(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                        facts: dict[str, Any] | None, sheet: dict[str, Any] | None,
                                                        found: list[dict[str, Any]]) -> None:  # fmt: skip
    path = _incident(tmp_path, facts, sheet)
    _, out, _ = rule(capsys, path, "--json")
    assert json.loads(out)["score_check"] == found
    _, text, _ = rule(capsys, path)
    assert "The score entered does not agree with the ruling (Law 12):" in text
    _, greek, _ = rule(capsys, path, "--lang", "el")
    assert "Η βαθμολογία που καταχωρίστηκε δεν συμφωνεί με την απόφαση (Νόμος 12):" in greek


def test_the_example_agrees_with_its_sheet(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = rule(capsys, str(EXAMPLE), "--lang", "el")
    assert "Ανατολή-Δύση, άμεσα υπαίτιος: μέσος όρος πλην – Νόμος 12Γ2(α)." in out
    assert "δεν συμφωνεί" not in out
